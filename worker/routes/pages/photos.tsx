import { HTTPException } from 'hono/http-exception'
import { PHOTOS_PAGE_GRID_ID, PhotoSetPage, PhotoStreamPage } from '../../../client/pages/photos-page'
import { GALLERY_PAGE_SIZE, galleryPageOf, PHOTO_SET_ID, STREAM_ID } from '../../../shared/content/gallery'
import { productPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'
import type { PageRoute } from './page-route'

/**
 * `/{locale}/photos/streams/{streamId}`: one product's photos by its stream at the social media service (decision
 * 106), a gallery's page at a time (`?page=2`), newest first. The product is named by the photos themselves; a stream the
 * service does not know, or one with no photos, is a 404, and a page past the last goes to the last.
 */
async function photoStreamRoute(c: AppContext, streamId: string): Promise<Response> {
  if (!STREAM_ID.test(streamId)) throw new HTTPException(404, { message: 'Not a stream id' })
  const asked = galleryPageOf(c.req.query('page'))
  const [chrome, photos] = await Promise.all([
    loadChrome(c),
    c.var.services.social.listPhotos({ kind: 'stream', streamId }, { page: asked, count: GALLERY_PAGE_SIZE }),
  ])
  if (photos.total === 0) throw new HTTPException(404, { message: `No photos in stream ${streamId}` })
  const href = (page: number) => `${c.req.path}${page > 1 ? `?page=${page}` : ''}#${PHOTOS_PAGE_GRID_ID}`
  if (photos.photos.length === 0) return c.redirect(href(photos.pages), 302)
  const product = photos.photos
    .flatMap((photo) => photo.products)
    .find((entry) => entry.streamId === streamId)
  if (!product) throw new HTTPException(404, { message: `Stream ${streamId} names no product` })
  const { t } = c.var
  const title = t.t('photos.streamTitle', { name: product.name })
  return renderPage(c, {
    head: {
      title,
      description: t.t('photos.streamIntro'),
      canonicalPath: c.req.path,
      // Shoppers' own photos, changing all day: for shoppers, not for search engines.
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: (
      <PhotoStreamPage
        product={{ name: product.name, url: productPath(c.var.locale.code, product.name, product.masterId) }}
        photos={photos}
        from={href(photos.page)}
        previousHref={photos.page > 1 ? href(photos.page - 1) : null}
        nextHref={photos.page < photos.pages ? href(photos.page + 1) : null}
      />
    ),
  })
}

/**
 * `/{locale}/photos/sets/{setId}`: a set of photos a shopper saved and shared (decision 106), read from the social
 * media service by its id; a set it does not know is a 404.
 */
async function photoSetRoute(c: AppContext, setId: string): Promise<Response> {
  if (!PHOTO_SET_ID.test(setId)) throw new HTTPException(404, { message: 'Not a set id' })
  const [chrome, set] = await Promise.all([loadChrome(c), c.var.services.social.getPhotoSet(setId)])
  if (!set) throw new HTTPException(404, { message: `No photo set ${setId}` })
  const { t } = c.var
  return renderPage(c, {
    head: {
      title: t.t('photos.setTitle'),
      description: t.plural('photos.setIntro', set.photos.length),
      canonicalPath: c.req.path,
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: <PhotoSetPage photos={set.photos} from={`${c.req.path}#${PHOTOS_PAGE_GRID_ID}`} />,
  })
}

/** `/{locale}/photos/...`: a product's photos by its stream, and a shopper's shared set. */
export const photosRoute: PageRoute = (c, rest) => {
  const [kind, id, ...more] = rest
  if (id !== undefined && more.length === 0) {
    if (kind === 'streams') return photoStreamRoute(c, id)
    if (kind === 'sets') return photoSetRoute(c, id)
  }
  throw new HTTPException(404, { message: 'No such photos page' })
}
