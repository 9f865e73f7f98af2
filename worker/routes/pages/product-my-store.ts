/**
 * The product page's "How to get it" at the shopper's own store (decisions 082, 086): the store, the chosen colour's
 * stock there by size, and what its reserve form needs.
 */
import type { MyStorePickup } from '../../../client/pages/product/my-store'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import type { AppContext } from '../../types'

/**
 * The shopper's favourite store (chosen in the store locator) with the chosen colour's stock there by size, offered
 * for pickup beside the buy box; null when the store is not one of the site's. Picked when a refused post chose it.
 */
export async function loadMyStore(
  c: AppContext,
  product: ProductDetails,
  colour: string,
  storeId: string,
  chosen: URLSearchParams,
  reserveError: string | null,
): Promise<MyStorePickup | null> {
  const { stores } = c.var.services
  const variants = product.variants.filter((variant) => variant.colourCode === colour)
  const [listed, stock] = await Promise.all([
    stores.listStores({ country: c.var.locale.country }),
    stores.getStoreStock(
      product.styleCode,
      variants.map((variant) => variant.sku),
      storeId,
    ),
  ])
  const store = listed?.find((entry) => entry.id === storeId)
  if (!store) return null
  return {
    id: store.id,
    name: store.name,
    stock: Object.fromEntries(variants.map((variant) => [variant.size, stock[variant.sku] ?? 0])),
    colourName: product.colours.find((entry) => entry.code === colour)?.name ?? colour,
    chosen: reserveError === null && chosen.get('storeId') === store.id,
    reserve: {
      action: `${product.url}?form=reserve`,
      colour,
      size: chosen.get('size'),
      error: reserveError,
    },
  }
}
