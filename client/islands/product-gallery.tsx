/**
 * The product's picture in the chosen colour and view, with one thumbnail button per view of that colour (front,
 * back, side, detail...) and one per colour. Buttons are reachable and operable by keyboard; the chosen ones are
 * marked pressed. Choosing a colour thumbnail chooses that colour everywhere and keeps the view.
 */
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { chosenColourAtom, useChoice } from '../state/product'

export interface GalleryColour {
  code: string
  name: string
  image: string
  /** The colour's pictures, main picture first; absent or one when there is only the main picture. */
  views?: Array<{ view: string; image: string }>
}

export interface ProductGalleryProps {
  name: string
  colours: GalleryColour[]
  initialColour: string
  thumbnailsLabel: string
  viewsLabel?: string
  /** The words for each view, by view: "Front", "Back"... */
  viewLabels?: Record<string, string>
}

export function ProductGallery({
  name,
  colours,
  initialColour,
  thumbnailsLabel,
  viewsLabel,
  viewLabels = {},
}: ProductGalleryProps) {
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  const [view, setView] = useState<string | null>(null)
  const colourCode = chosen ?? initialColour
  const current = colours.find((colour) => colour.code === colourCode) ?? colours[0]
  if (!current) return null
  const views = current.views ?? []
  const shown = views.find((entry) => entry.view === view) ?? views[0]
  const label = (key: string) => viewLabels[key] ?? key
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={shown?.image ?? current.image}
        alt={shown ? `${name}, ${current.name}, ${label(shown.view)}` : `${name}, ${current.name}`}
        width={500}
        height={500}
        fetchPriority="high"
      />
      {shown && views.length > 1 ? (
        <ul className="gallery__thumbs gallery__views" aria-label={viewsLabel}>
          {views.map((entry) => (
            <li key={entry.view}>
              <button
                type="button"
                aria-pressed={entry.view === shown.view}
                onClick={() => setView(entry.view)}
              >
                <img src={entry.image} alt={label(entry.view)} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
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
