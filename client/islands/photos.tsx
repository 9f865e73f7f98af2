/**
 * The thumbnails of a gallery of shoppers' photos (decision 092), each a plain link to its photo's own page
 * (decision 114), which work without JavaScript. The island hydrates on the first pointer or focus inside it
 * (`interaction`), so a page with a gallery loads none of this code until the shopper reaches for it; then a
 * thumbnail opens its photo in a lightbox, a native modal dialog: the previous and next photos by button or by the
 * arrow keys (round from the last to the first), Escape or the close button closes it, and focus goes back to the
 * thumbnail it was opened from. A shopper may report the photo shown, for one of the reasons the social media
 * service takes (`/api/photos/{id}/reports`); a photo reported says so for as long as the page is open.
 *
 * "Shop this photo" (decision 106): when the lightbox shows a photo, its products are asked for
 * (`/api/photos/{id}/products`, once a photo while the page is open), each with its picture, price and a link to
 * its other photos; until they come, or when they cannot, the names the thumbnail carries link to the products.
 * A shopper may save photos to a set, kept in the browser (`PHOTO_SET_STORAGE_KEY`) from page to page, and get a
 * link to it: the set is saved at the service (`/api/photo-sets`) and shown at its own address.
 *
 * The photos travel once, as the thumbnails' markup: the server renders them from `PhotoGridContext`, and the
 * browser reads them back from that markup before it hydrates (`readGrid`), so the island's props are only its
 * container and locale. The gallery's page links are the block's plain markup, outside the island.
 */
import {
  createContext,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react'
import { PHOTO_SET_MAX, type ShopPhotoProduct } from '../../shared/content/gallery'
import { callApi } from '../api'
import { PhotoReport } from './photos/report'
import { keepPhotoSet, PhotoSetControls, readPhotoSet } from './photos/set'
import { type ShopState, ShopThisPhoto } from './photos/shop'
import { useWords } from './use-words'
import type { IslandWordKey } from './words'

/** A thumbnail as the grid shows it, and what its lightbox shows. */
export interface GridPhoto {
  id: string
  /** The shopper's caption, or the words naming whose photo it is: the thumbnail's alternative text. */
  alt: string
  handle: string
  thumbnail: { url: string; width: number; height: number }
  /** The photo at its full size, which the lightbox shows (the thumbnail's `data-full`). */
  full: string
  /** The photo's own page, with the way back to this one: the thumbnail's link. */
  page: string
  /** The products it shows: master id and name. */
  products: [string, string][]
}

/** The photos the server renders the grid from (the block provides them; the browser has none). */
export const PhotoGridContext = createContext<readonly GridPhoto[] | null>(null)

export interface PhotosProps {
  /** The grid's element id (`on-film-ugc`): the page links come back to it, and the browser reads it. */
  containerId: string
  /** The shop locale's path segment (`en-us`), for the links to the products a photo shows. */
  locale: string
}

/**
 * The products a thumbnail names, in its `data-products`: `KS100048:Meadow Crew Tee|KS100440:Cascade Grid Fleece`
 * (a master id holds no colon, and a name's bars are dropped), a third of JSON's weight once quotes are escaped.
 */
const writeProducts = (products: GridPhoto['products']) =>
  products.map(([masterId, name]) => `${masterId}:${name.replaceAll('|', ' ')}`).join('|')

const readProducts = (value: string | undefined): GridPhoto['products'] =>
  (value ? value.split('|') : []).map((entry): [string, string] => {
    const colon = entry.indexOf(':')
    return [entry.slice(0, colon), entry.slice(colon + 1)]
  })

/** The photos of the grid the server rendered, read from its markup (`Thumbnail` writes every field). */
function readGrid(containerId: string): GridPhoto[] {
  const links = document.getElementById(containerId)?.querySelectorAll<HTMLAnchorElement>('a[data-photo]')
  return [...(links ?? [])].map((link) => {
    const image = link.querySelector('img')
    const number = (name: string) => Number(image?.getAttribute(name) ?? 0)
    return {
      id: link.dataset.photo ?? '',
      alt: image?.alt ?? '',
      handle: link.querySelector('span')?.textContent?.replace(/^@/, '') ?? '',
      thumbnail: { url: image?.getAttribute('src') ?? '', width: number('width'), height: number('height') },
      full: link.dataset.full ?? '',
      page: link.getAttribute('href') ?? '',
      products: readProducts(link.dataset.products),
    }
  })
}

function Thumbnail({
  photo,
  onOpen,
}: {
  photo: GridPhoto
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void
}) {
  return (
    <a
      className="photos__thumb"
      href={photo.page}
      data-photo={photo.id}
      data-full={photo.full}
      // A tap before the island has hydrated waits for it, then opens the lightbox (client/entry.tsx).
      data-held=""
      data-products={photo.products.length > 0 ? writeProducts(photo.products) : undefined}
      onClick={onOpen}
    >
      <img
        src={photo.thumbnail.url}
        alt={photo.alt}
        width={photo.thumbnail.width}
        height={photo.thumbnail.height}
        loading="lazy"
      />
      <span className="photos__handle">{`@${photo.handle}`}</span>
    </a>
  )
}

export function Photos({ containerId, locale }: PhotosProps) {
  const rendered = useContext(PhotoGridContext)
  const [photos] = useState(() => rendered ?? readGrid(containerId))
  const [open, setOpen] = useState<number | null>(null)
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set())
  const [shop, setShop] = useState<Readonly<Record<string, ShopState>>>({})
  const [photoSet, setPhotoSet] = useState<readonly string[]>([])
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLAnchorElement | null>(null)
  const shownId = open === null ? null : (photos[open]?.id ?? null)

  // The set lives in this browser; read once hydrated, so the server's markup and the first render agree.
  useEffect(() => {
    setPhotoSet(readPhotoSet())
  }, [])

  useEffect(() => {
    if (shownId === null || shop[shownId] !== undefined) return
    const controller = new AbortController()
    callApi<{ products: ShopPhotoProduct[] }>(`/api/photos/${encodeURIComponent(shownId)}/products`, {
      locale,
      signal: controller.signal,
    }).then(
      ({ products }) => setShop((current) => ({ ...current, [shownId]: products })),
      () => {
        if (!controller.signal.aborted) setShop((current) => ({ ...current, [shownId]: 'failed' }))
      },
    )
    return () => controller.abort()
  }, [shownId, shop, locale])

  const toggleSaved = (id: string) =>
    setPhotoSet((current) => {
      const next = current.includes(id)
        ? current.filter((entry) => entry !== id)
        : current.length < PHOTO_SET_MAX
          ? [...current, id]
          : current
      keepPhotoSet(next)
      return next
    })

  useEffect(() => {
    const element = dialog.current
    if (open === null || !element) return
    if (!element.open) element.showModal()
    // A step can take away what had focus (the thanks for a report, a product's link): the keyboard stays in the
    // lightbox, on the title that says which photo it is.
    else if (!element.contains(document.activeElement))
      element.querySelector<HTMLElement>('.lightbox__title')?.focus()
  }, [open])

  const show = (index: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A click that opens a new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    opener.current = event.currentTarget
    setOpen(index)
  }
  // Past the last photo comes the first again, so the buttons never go dead under the shopper's focus.
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length))
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // The arrow keys move between a report's reasons while one has focus, as a radio group's do.
    if (event.target instanceof HTMLInputElement) return
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }
  const onClose = () => {
    setOpen(null)
    opener.current?.focus()
  }
  const photo = open === null ? null : photos[open]

  return (
    <div id={containerId} className="photos">
      <ul className="photos__grid">
        {photos.map((entry, index) => (
          <li key={entry.id}>
            <Thumbnail photo={entry} onOpen={show(index)} />
          </li>
        ))}
      </ul>
      {photo && open !== null ? (
        <Lightbox
          ref={dialog}
          titleId={`${containerId}-lightbox`}
          photo={photo}
          index={open}
          count={photos.length}
          locale={locale}
          reported={reported.has(photo.id)}
          onReported={() => setReported((current) => new Set(current).add(photo.id))}
          shop={shop[photo.id] ?? null}
          photoSet={photoSet}
          onToggleSaved={() => toggleSaved(photo.id)}
          onClose={onClose}
          onKeyDown={onKeyDown}
          onStep={step}
        />
      ) : null}
    </div>
  )
}

function Lightbox({
  ref,
  titleId,
  photo,
  index,
  count,
  locale,
  reported,
  onReported,
  shop,
  photoSet,
  onToggleSaved,
  onClose,
  onKeyDown,
  onStep,
}: {
  ref: RefObject<HTMLDialogElement | null>
  titleId: string
  photo: GridPhoto
  index: number
  count: number
  locale: string
  reported: boolean
  onReported: () => void
  shop: ShopState | null
  photoSet: readonly string[]
  onToggleSaved: () => void
  onClose: () => void
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void
  onStep: (by: number) => void
}) {
  const words = useWords<IslandWordKey<'photos'>>()
  return (
    <dialog ref={ref} className="lightbox" aria-labelledby={titleId} onClose={onClose} onKeyDown={onKeyDown}>
      <div className="lightbox__bar">
        <p id={titleId} className="lightbox__title" aria-live="polite" tabIndex={-1}>
          {words.t('gallery.position', { index: index + 1, count })}
        </p>
        <button
          type="button"
          className="button button--secondary button--sm"
          onClick={() => ref.current?.close()}
        >
          {words.t('gallery.close')}
        </button>
      </div>
      <figure className="lightbox__figure">
        <img src={photo.full} alt={photo.alt} />
        <figcaption>
          <strong>{`@${photo.handle}`}</strong> {photo.alt}
        </figcaption>
      </figure>
      <ShopThisPhoto key={`shop-${photo.id}`} photo={photo} shop={shop} locale={locale} titleId={titleId} />
      <PhotoSetControls
        key={`set-${photo.id}`}
        saved={photoSet.includes(photo.id)}
        photoSet={photoSet}
        locale={locale}
        onToggle={onToggleSaved}
      />
      <PhotoReport
        key={photo.id}
        photoId={photo.id}
        locale={locale}
        reported={reported}
        onReported={onReported}
      />
      <div className="lightbox__steps">
        <button type="button" className="button button--secondary" onClick={() => onStep(-1)}>
          {words.t('gallery.previous')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onStep(1)}>
          {words.t('gallery.next')}
        </button>
      </div>
    </dialog>
  )
}

export { Photos as island }
