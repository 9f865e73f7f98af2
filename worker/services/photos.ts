/**
 * What a shopper does with shoppers' photos beyond looking (decision 106): shop the products a photo shows, report
 * a photo, and save a set of photos at the social media service to keep or share. The lightbox reaches them through
 * `/api/photos`, a photo's own page (decision 114) through its loader and its plain form. Errors are error ids
 * (`ApiError`).
 */
import {
  type PhotoProduct,
  type PhotoReportReason,
  SHOP_PHOTO_MAX_PRODUCTS,
  type ShopPhotoProduct,
} from '../../shared/content/gallery'
import { productPath } from '../../shared/routes'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { apiErrorEvent, UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { onlyOnce } from './community'

/**
 * A product a photo names, linked to its page without picture or price: what "Shop this photo" shows of it when the
 * catalogue cannot say more.
 */
export const namedPhotoProduct = (c: AppContext, product: PhotoProduct): ShopPhotoProduct => ({
  ...product,
  url: productPath(c.var.locale.code, product.name, product.masterId),
  image: null,
  price: null,
})

/**
 * One product of a photo with its page, picture and price from the catalogue's details (cached: the product page
 * reads the same). A product the catalogue does not carry is left out (its page would be a 404); one whose details
 * could not be read keeps its name and a link to its page, without picture or price.
 */
async function shopProduct(c: AppContext, product: PhotoProduct): Promise<ShopPhotoProduct | null> {
  const fallback = namedPhotoProduct(c, product)
  try {
    const details = await c.var.services.catalogue.getProduct(product.masterId)
    if (!details) return null
    return {
      ...product,
      name: details.name,
      url: details.url,
      image: details.colours[0]?.image ?? null,
      price: details.price,
    }
  } catch (error) {
    logEvent(c, 'warn', 'photo product details failed', { masterId: product.masterId, error: String(error) })
    return fallback
  }
}

/**
 * "Shop this photo": the products a photo shows (the service's streams of it), each as the catalogue offers it.
 * A photo the service does not know is `PHOTO404`.
 */
export async function shopPhoto(c: AppContext, mediaId: string): Promise<ShopPhotoProduct[]> {
  const products = await c.var.services.social.getPhotoProducts(mediaId)
  if (!products) throw new ApiError('PHOTO404')
  const shown = await Promise.all(
    products.slice(0, SHOP_PHOTO_MAX_PRODUCTS).map((product) => shopProduct(c, product)),
  )
  return shown.filter((product) => product !== null)
}

/**
 * Reports a photo to the service's moderators, once a session (a second report is `PHOTO409`; the record is taken
 * back when the service does not take the report, so nothing stops the shopper trying again). A photo the service
 * no longer has is `PHOTO404`; a service that fails is `PHOTO_REPORT_UNAVAILABLE`.
 */
export async function reportPhoto(c: AppContext, mediaId: string, reason: PhotoReportReason): Promise<void> {
  await onlyOnce(c, 'report', `photo-${mediaId}`, () =>
    c.var.services.social.reportPhoto(mediaId, reason).catch((error: unknown) => {
      if (!(error instanceof UpstreamError)) throw error
      if (error.status === 404) throw new ApiError('PHOTO404')
      if (error.status < 500) throw error
      logEvent(c, 'warn', 'photo report not taken', apiErrorEvent(error))
      throw new ApiError('PHOTO_REPORT_UNAVAILABLE')
    }),
  )
}

/**
 * Saves a shopper's set of photos at the service (a stash): its id, for the set's page. The service refuses a set
 * with a photo it no longer has (`PHOTO_SET_REFUSED`).
 */
export async function savePhotoSet(c: AppContext, mediaIds: readonly string[]): Promise<string> {
  try {
    return await c.var.services.social.savePhotoSet([...new Set(mediaIds)])
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 400) throw new ApiError('PHOTO_SET_REFUSED')
    throw error
  }
}
