/**
 * The product's picture in the chosen colour and view, with one thumbnail button per view of that colour (front,
 * back, side, detail...) and one per colour. Buttons are reachable and operable by keyboard; the chosen ones are
 * marked pressed. Choosing a colour thumbnail chooses that colour everywhere and keeps the view.
 */
import { atom, useSetAtom } from 'jotai'
import { chosenColourAtom, useChoice } from '../state/product'

export interface GalleryColour {
  code: string
  name: string
  image: string
  /**
   * The colour's pictures, main picture first, each with the words for its view ("Front", "Back"...) and its alt
   * text (product, colour, view); every colour of a product has the same views.
   */
  views: Array<{ image: string; label: string; alt: string }>
}

export interface ProductGalleryProps {
  colours: GalleryColour[]
  initialColour: string
  thumbnailsLabel: string
  viewsLabel: string
}

/** The view shown, by its place in the colour's views: kept when the colour changes. */
const viewAtom = atom(0)

export function ProductGallery({ colours, initialColour, thumbnailsLabel, viewsLabel }: ProductGalleryProps) {
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  const index = useChoice(viewAtom, 0)
  const setIndex = useSetAtom(viewAtom)
  const colourCode = chosen ?? initialColour
  const current = colours.find((colour) => colour.code === colourCode) ?? colours[0]
  // Every colour of a product is drawn in the same views, so the chosen view is there in any colour.
  const shown = current?.views[index]
  if (!current || !shown) return null
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={shown.image}
        alt={shown.alt}
        width={500}
        height={500}
        fetchPriority="high"
      />
      <ul className="gallery__thumbs" aria-label={viewsLabel}>
        {current.views.map((view, i) => (
          <li key={view.label}>
            <button type="button" aria-pressed={view === shown} onClick={() => setIndex(i)}>
              <img src={view.image} alt={view.label} width={72} height={72} />
            </button>
          </li>
        ))}
      </ul>
      {colours.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={thumbnailsLabel}>
          {colours.map((colour) => (
            <li key={colour.code}>
              <button type="button" aria-pressed={colour === current} onClick={() => setChosen(colour.code)}>
                <img src={colour.image} alt={colour.name} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
