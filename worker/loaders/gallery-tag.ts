import type { ProductDetails } from '../../shared/catalogue/catalogue'

/** What reading a product page gallery's tag logs: a failed read as a warning, details without a master id as info. */
export type GalleryTagLog = (level: 'info' | 'warn', message: string, detail: Record<string, unknown>) => void

/**
 * The tag a product page's gallery is filtered by (spec 3 §7): the `masterId` of the product's details, read by the
 * product's id through the catalogue's details call (the one the page itself made, so a cached read). A read that
 * fails, a product the catalogue does not know, or details that name no master id is logged, and the gallery
 * loads without the tag (spec 3 §8): null.
 *
 * @example await galleryTagOf('KS100048', catalogue.getProduct, log) // 'KS100048'
 */
export async function galleryTagOf(
  productId: string,
  getProduct: (productId: string) => Promise<ProductDetails | null>,
  log: GalleryTagLog,
): Promise<string | null> {
  try {
    const details = await getProduct(productId)
    if (details?.masterId) return details.masterId
    log('info', 'gallery product has no master id', { productId, found: details !== null })
    return null
  } catch (error) {
    log('warn', 'gallery product details failed', { productId, error: String(error) })
    return null
  }
}
