/**
 * Shoppers' photos as a grid of thumbnails that open the lightbox (`islands/photos.tsx`), and the plain links that
 * page such a grid: the gallery block's, and the pages of a product's photos and of a shopper's set (decision 106).
 */
import type { GalleryPhoto, PhotoPage } from '../../shared/content/gallery'
import { photoPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { type GridPhoto, PhotoGridContext, Photos } from '../islands/photos'

/**
 * The photos as the grid's thumbnails show them, each named by its caption or by whose it is, and linked to its own
 * page with the way back to `from` (the page the grid is on, with the grid's fragment).
 */
export function useGridPhotos(photos: readonly GalleryPhoto[], from: string): GridPhoto[] {
  const { t } = useShop()
  return photos.map(
    (photo): GridPhoto => ({
      id: photo.id,
      alt: photo.caption || t.t('gallery.photoBy', { handle: `@${photo.handle}` }),
      handle: photo.handle,
      thumbnail: photo.thumbnail,
      full: photo.image.url,
      page: photoPath(t.locale.code, photo.id, from),
      products: photo.products.map((product) => [product.masterId, product.name.replaceAll('|', ' ')]),
    }),
  )
}

/**
 * The thumbnails, an `interaction` island: its code comes when the shopper reaches for a photo. Without it, each
 * leads to its photo's page, which leads back to `from`.
 */
export function PhotoGrid({
  containerId,
  photos,
  from,
}: {
  containerId: string
  photos: readonly GalleryPhoto[]
  /** The page the grid is on (path, query and the grid's fragment). */
  from: string
}) {
  const { t } = useShop()
  const grid = useGridPhotos(photos, from)
  return (
    <PhotoGridContext.Provider value={grid}>
      <Island name="photos" component={Photos} props={{ containerId, locale: t.locale.code }} />
    </PhotoGridContext.Provider>
  )
}

/** The links to the pages either side of this one, and where this one is; nothing for a single page. */
export function PhotoPageLinks({
  photos,
  previousHref,
  nextHref,
}: {
  photos: Pick<PhotoPage, 'page' | 'pages'>
  previousHref: string | null
  nextHref: string | null
}) {
  const { t } = useShop()
  if (photos.pages <= 1) return null
  return (
    <nav className="photos__pages" aria-label={t.t('gallery.pages')}>
      {previousHref ? (
        <a className="button button--secondary button--sm" href={previousHref} rel="prev">
          {t.t('gallery.previousPage')}
        </a>
      ) : null}
      <span>{t.t('gallery.pageOf', { page: photos.page, pages: photos.pages })}</span>
      {nextHref ? (
        <a className="button button--secondary button--sm" href={nextHref} rel="next">
          {t.t('gallery.nextPage')}
        </a>
      ) : null}
    </nav>
  )
}
