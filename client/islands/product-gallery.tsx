/**
 * The product's picture in the chosen colour and view, with one thumbnail button per view of that colour (front,
 * back, side, detail...) and one per colour. Buttons are reachable and operable by keyboard; the chosen ones are
 * marked pressed. Choosing a colour thumbnail chooses that colour everywhere and keeps the view.
 */
import { atom, useSetAtom } from 'jotai'
import { chosenColourAtom, useChoice } from '../state/product'
import { PRODUCT_VIEW_WORDS } from './product-views'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

type ViewKey = (typeof PRODUCT_VIEW_WORDS)[number]

/** A view unknown here is named as a front. */
const viewKey = (view: string): ViewKey => {
  const key = `art.view.${view}`
  return (PRODUCT_VIEW_WORDS as readonly string[]).includes(key) ? (key as ViewKey) : 'art.view.front'
}

export interface GalleryColour {
  code: string
  name: string
  /**
   * The colour's pictures, main picture first (its swatch's), each with its view (`front`, `back`...), which names its button
   * and ends its alt text (product, colour, view); every colour of a product has the same views.
   */
  views: Array<{ image: string; view: string }>
}

export interface ProductGalleryProps {
  /** The product's name, which each picture's alt text starts with. */
  name: string
  colours: GalleryColour[]
  initialColour: string
}

/** The view shown, by its place in the colour's views: kept when the colour changes. */
const viewAtom = atom(0)

export function ProductGallery({ name, colours, initialColour }: ProductGalleryProps) {
  const words = useWords<IslandWordKey<'product-gallery'>>()
  const chosen = useChoice(chosenColourAtom, null)
  const setChosen = useSetAtom(chosenColourAtom)
  // The buy box hydrates on a shopper's reach (decision 076): a colour chosen here is its choice too, so it starts.
  const choose = (code: string) => {
    setChosen(code)
    document.querySelector('[data-island="buy-box"]')?.dispatchEvent(new Event('storefront:hydrate'))
  }
  const index = useChoice(viewAtom, 0)
  const setIndex = useSetAtom(viewAtom)
  const colourCode = chosen ?? initialColour
  const current = colours.find((colour) => colour.code === colourCode) ?? colours[0]
  // Every colour of a product is drawn in the same views, so the chosen view is there in any colour.
  const shown = current?.views[index]
  if (!current || !shown) return null
  const label = (view: string) => words.t(viewKey(view))
  return (
    <div className="gallery">
      <img
        className="gallery__main"
        src={shown.image}
        alt={`${name}, ${current.name}, ${label(shown.view)}`}
        width={500}
        height={500}
        fetchPriority="high"
      />
      <ul className="gallery__thumbs" aria-label={words.t('art.views')}>
        {current.views.map((view, i) => (
          <li key={view.view}>
            <button type="button" aria-pressed={view === shown} onClick={() => setIndex(i)}>
              {/* Under the main picture, below the fold on a laptop: they wait until they near the screen. */}
              <img src={view.image} alt={label(view.view)} width={72} height={72} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {colours.length > 1 ? (
        <ul className="gallery__thumbs" aria-label={words.t('product.colour')}>
          {colours.map((colour) => (
            <li key={colour.code}>
              <button type="button" aria-pressed={colour === current} onClick={() => choose(colour.code)}>
                <img src={colour.views[0]?.image} alt={colour.name} width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

export { ProductGallery as island }
