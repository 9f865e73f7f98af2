/** From the commerce (cart) API's wire shapes to `shared/cart.ts`. */
import type { Cart } from '../../../shared/cart'
import { DEFAULT_MAX_QTY } from '../../../shared/catalogue'
import { resolveMediaUrl } from '../urls'
import type { CommerceCart } from './schemas'

/** The cart as islands see it: no tokens, no upstream-only fields, images on the media host. */
export function reshapeCart(cart: CommerceCart, mediaBaseUrl: string): Cart {
  return {
    id: cart.basketId,
    currency: cart.currency,
    totalItems: cart.totalItems,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      qty: item.qty,
      maxQty: item.maxQty ?? DEFAULT_MAX_QTY,
      price: {
        amount: item.price.amount,
        original: item.price.original ?? item.price.amount,
        rowTotal: item.price.rowTotal ?? Math.round(item.price.amount * item.qty * 100) / 100,
      },
      image: item.productImageURL ? (resolveMediaUrl(item.productImageURL, mediaBaseUrl) ?? '') : '',
      colour: item.variants.find((variant) => variant.code === 'color')?.value ?? null,
      size: item.variants.find((variant) => variant.code === 'size')?.value ?? null,
      recipeId: item.recipeId ?? null,
      pickupStoreId:
        item.shippingOptions?.shippingMethod?.code === 'pickup'
          ? (item.shippingOptions.storeInfo?.id ?? null)
          : null,
    })),
    totals: {
      total: cart.totals.total,
      itemTotal: cart.totals.itemTotal,
      totalDiscount: cart.totals.totalDiscount,
    },
  }
}
