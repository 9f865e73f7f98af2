/**
 * The product's picture in the chosen colour, with one thumbnail button per colour. Buttons are reachable and
 * operable by keyboard; the chosen one is marked pressed. Choosing a thumbnail chooses that colour everywhere.
 */
import { useSetAtom } from 'jotai'
import { chosenColourAtom, useChoice } from '../state/product'

export interface GalleryColour {
  code: string
  name: string
  image: string
}

export interface ProductGalleryProps {
  name: string
  colours: GalleryColour[]
  initialColour: string
  thumbnailsLabel: string
}

export function ProductGallery({ name, colours, initialColour, thumbnailsLabel }: ProductGalleryProps) {
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  const colourCode = chosen ?? initialColour
  const current = colours.find((colour) => colour.code === colourCode) ?? colours[0]
  if (!current) return null
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={current.image}
        alt={`${name}, ${current.name}`}
        width={500}
        height={500}
        fetchPriority="high"
      />
      {colours.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={thumbnailsLabel}>
          {colours.map((colour) => (
            <li key={colour.code}>
              <button
                type="button"
                aria-pressed={colour.code === current.code}
                onClick={() => setChosen(colour.code)}
              >
                <img src={colour.image} alt={colour.name} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
