import type { GalleryPhoto, PhotoPage } from '../../shared/content/gallery'
import { Breadcrumb } from '../components/breadcrumb'
import { PhotoGrid, PhotoPageLinks } from '../components/photo-grid'
import { useShop } from '../i18n'

/** The grid's element id on these pages: the page links come back to it. */
export const PHOTOS_PAGE_GRID_ID = 'shopper-photos'

/**
 * One product's photos by its stream at the social media service (decision 106), where a photo's "More photos of"
 * leads: a page of thumbnails that open the lightbox, the links to the other pages, and the way to the product.
 */
export function PhotoStreamPage({
  product,
  photos,
  from,
  previousHref,
  nextHref,
}: {
  product: { name: string; url: string }
  photos: PhotoPage
  /** This page of the stream, with the grid's fragment: where a photo's own page leads back to. */
  from: string
  previousHref: string | null
  nextHref: string | null
}) {
  const { t } = useShop()
  const title = t.t('photos.streamTitle', { name: product.name })
  return (
    <div className="photos-page">
      <Breadcrumb trail={[{ name: product.name, url: product.url }]} current={title} />
      <h1>{title}</h1>
      <p className="photos-page__intro">
        {t.t('photos.streamIntro')}{' '}
        <a href={product.url}>{t.t('photos.toProduct', { name: product.name })}</a>
      </p>
      <PhotoGrid containerId={PHOTOS_PAGE_GRID_ID} photos={photos.photos} from={from} />
      <PhotoPageLinks photos={photos} previousHref={previousHref} nextHref={nextHref} />
    </div>
  )
}

/** A set of photos a shopper saved and shared (decision 106): its photos, or word that they are gone. */
export function PhotoSetPage({ photos, from }: { photos: readonly GalleryPhoto[]; from: string }) {
  const { t } = useShop()
  return (
    <div className="photos-page">
      <Breadcrumb trail={[]} current={t.t('photos.setTitle')} />
      <h1>{t.t('photos.setTitle')}</h1>
      {photos.length > 0 ? (
        <>
          <p className="photos-page__intro">{t.plural('photos.setIntro', photos.length)}</p>
          <PhotoGrid containerId={PHOTOS_PAGE_GRID_ID} photos={photos} from={from} />
        </>
      ) : (
        <p className="photos-page__intro">{t.t('photos.setGone')}</p>
      )}
    </div>
  )
}
