import { HTTPException } from 'hono/http-exception'
import { PhotoPage, type PhotoReportForm, type PhotoSteps } from '../../../client/pages/photo-page'
import {
  GALLERY_PAGE_SIZE,
  PHOTO_ID,
  PHOTO_REPORT_REASONS,
  type PhotoList,
  photoFromOf,
  photoListOf,
} from '../../../shared/content/gallery'
import { photoPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { ApiError } from '../../services/api-error'
import { namedPhotoProduct, shopPhoto } from '../../services/photos'
import type { AppContext } from '../../types'
import type { PageRoute } from './page-route'

/** The query a sent report comes back with, and the element the page scrolls to for its thanks. */
const REPORTED_PARAM = 'report'
const REPORT_ANCHOR = 'photo-report'

/** The photo's page again once its report was taken: the thanks in place of the form, the way back kept. */
export function photoReportedPath(c: AppContext, mediaId: string): string {
  const path = photoPath(c.var.locale.code, mediaId, photoFromOf(c.req.query('from'), c.var.locale.code))
  return `${path}${path.includes('?') ? '&' : '?'}${REPORTED_PARAM}=sent#${REPORT_ANCHOR}`
}

/** The ids of the list a photo was opened from, in its order: the page of the stream, or the saved set. */
async function photoOrder(c: AppContext, list: PhotoList): Promise<string[]> {
  const { social } = c.var.services
  const photos =
    list.kind === 'stream'
      ? (
          await social.listPhotos(
            { kind: 'stream', streamId: list.streamId },
            { page: list.page, count: GALLERY_PAGE_SIZE },
          )
        ).photos
      : ((await social.getPhotoSet(list.setId))?.photos ?? [])
  return photos.map((photo) => photo.id)
}

/** Where the photo is in its list, and the links to the photos either side; null when it is not in it. */
function stepsOf(
  c: AppContext,
  ids: readonly string[] | null,
  mediaId: string,
  from: string,
): PhotoSteps | null {
  const index = ids?.indexOf(mediaId) ?? -1
  if (!ids || index < 0) return null
  const href = (id: string | undefined) => (id ? photoPath(c.var.locale.code, id, from) : null)
  return {
    position: index + 1,
    count: ids.length,
    previousHref: href(ids[index - 1]),
    nextHref: href(ids[index + 1]),
  }
}

/**
 * `/{locale}/photo/{mediaId}`: a shopper's photo on a page of its own (decision 114), where a gallery's thumbnail
 * leads without JavaScript. The photo is the page: one the social media service does not know is a 404, and a
 * failing service the 503 page. "Shop this photo" is optional: when the products cannot be read (logged), the names
 * the photo carries link to them. The way back is `?from=`, a page of this shop; when it is a page of a product's
 * photos or a saved set, the photos either side are linked too. A refused report renders the page again here with
 * the reason chosen and the refusal at the reasons (`worker/routes/forms/photo-report.ts`).
 */
export async function renderPhotoPage(
  c: AppContext,
  mediaId: string,
  refused: { reason: string | undefined; error: string; status: RenderPageOptions['status'] } | null = null,
): Promise<Response> {
  if (!PHOTO_ID.test(mediaId)) throw new HTTPException(404, { message: 'Not a photo id' })
  const { t, locale } = c.var
  const from = photoFromOf(c.req.query('from'), locale.code)
  const list = from ? photoListOf(from) : null
  // Optional, started first: a photo the service says shows nothing is no failure, and names what it carries.
  const shop = optional(
    c,
    'photo products',
    shopPhoto(c, mediaId).catch((error: unknown) => {
      if (error instanceof ApiError && error.id === 'PHOTO404') return null
      throw error
    }),
    null,
    { detail: { mediaId } },
  )
  const order = list
    ? optional(c, 'photo neighbours', photoOrder(c, list), null, { detail: { mediaId } })
    : null
  const [chrome, photo] = await Promise.all([loadChrome(c), c.var.services.social.getPhoto(mediaId)])
  if (!photo) throw new HTTPException(404, { message: `No photo ${mediaId}` })
  const [products, ids] = await Promise.all([shop, order])

  const title = t.t('gallery.photoBy', { handle: `@${photo.handle}` })
  const reason = PHOTO_REPORT_REASONS.find((entry) => entry === refused?.reason) ?? PHOTO_REPORT_REASONS[0]
  const report: PhotoReportForm = {
    action: photoPath(locale.code, mediaId, from),
    anchor: REPORT_ANCHOR,
    sent: !refused && c.req.query(REPORTED_PARAM) === 'sent',
    reason,
    error: refused?.error ?? null,
  }
  return renderPage(c, {
    head: {
      title,
      description: photo.caption || title,
      canonicalPath: c.req.path,
      // Shoppers' own photos, changing all day: for shoppers, not for search engines (as a product's photos).
      indexable: false,
      pageType: 'other',
      image: photo.image.url,
    },
    chrome,
    status: refused?.status ?? 200,
    // A refused report holds what this shopper chose.
    noStore: refused !== null,
    page: (
      <PhotoPage
        title={title}
        photo={photo}
        products={products ?? photo.products.map((product) => namedPhotoProduct(c, product))}
        back={from}
        steps={from ? stepsOf(c, ids, mediaId, from) : null}
        report={report}
      />
    ),
  })
}

/** `/{locale}/photo/{mediaId}`: one photo's page; nothing lies below it. */
export const photoRoute: PageRoute = (c, rest) => {
  const [mediaId, ...more] = rest
  if (mediaId === undefined || more.length > 0)
    throw new HTTPException(404, { message: 'No such photo page' })
  return renderPhotoPage(c, mediaId)
}
