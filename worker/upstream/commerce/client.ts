/**
 * The commerce client for carts. Carts are personal, so nothing here touches the KV cache (policy `none`).
 */
import type { Cart, CartLineInput } from '../../../shared/cart'
import { CommerceApiError } from '../errors'
import type { UpstreamFetch } from '../http'
import { reshapeCart } from './reshape'
import {
  CommerceCartSchema,
  CommerceRemovedSavedSchema,
  CommerceSavedLineSchema,
  CommerceSaveForLaterListSchema,
} from './schemas'

export interface CommerceClientOptions {
  fetch: UpstreamFetch
  mediaBaseUrl: string
}

export type CommerceClient = ReturnType<typeof createCommerceClient>

const lineBody = (line: CartLineInput) => ({
  productId: line.productId,
  qty: line.qty,
  ...(line.storeId ? { storeId: line.storeId } : {}),
  ...(line.recipeId ? { recipeId: line.recipeId } : {}),
})

const badShape = (operation: string, message: string) =>
  new CommerceApiError({ status: 502, errorId: 'BAD_SHAPE', operation, correlationId: '', message })

export function createCommerceClient(options: CommerceClientOptions) {
  return {
    /**
     * Creates a cart in the site's currency, empty or with items (spec 1 §7). With items it is one call that the
     * cart service refuses whole, so an add that is refused makes no cart.
     */
    async createCart(currency: string, items: readonly CartLineInput[] = []): Promise<Cart> {
      const cart = await options.fetch.call({
        operation: 'createCart',
        method: 'POST',
        path: '/cart/v1/cart',
        body: { currency, ...(items.length > 0 ? { items: items.map(lineBody) } : {}) },
        schema: CommerceCartSchema,
        notFoundAsNull: false,
      })
      if (!cart) throw badShape('createCart', 'The cart service created no cart')
      return reshapeCart(cart, options.mediaBaseUrl)
    },

    /** Adds a variant (by SKU) to a cart. Failures throw with the cart service's errorId (BSK404, INV700...). */
    async addItem(basketId: string, line: CartLineInput): Promise<Cart> {
      const cart = await options.fetch.call({
        operation: 'addItem',
        method: 'POST',
        path: '/cart/v1/item',
        body: { cartId: basketId, ...lineBody(line) },
        schema: CommerceCartSchema,
        notFoundAsNull: false,
      })
      if (!cart) throw badShape('addItem', 'The cart service answered no cart')
      return reshapeCart(cart, options.mediaBaseUrl)
    },

    /** The cart by basket id, or null when the cart service no longer knows it. */
    async getCart(basketId: string): Promise<Cart | null> {
      const cart = await options.fetch.call({
        operation: 'getCart',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        schema: CommerceCartSchema,
      })
      return cart ? reshapeCart(cart, options.mediaBaseUrl) : null
    },

    /** Starts a saved-for-later list; its id goes into the shopper's session. */
    async createSaveForLater(): Promise<string> {
      const list = await options.fetch.call({
        operation: 'createSaveForLater',
        method: 'PUT',
        path: '/cart/v2/saveForLater',
        body: {},
        schema: CommerceSaveForLaterListSchema,
        notFoundAsNull: false,
      })
      if (!list) throw badShape('createSaveForLater', 'The cart service created no list')
      return list.saveForLaterId
    },

    /** Moves a cart line into the saved-for-later list; answers the cart without it. */
    async saveForLater(basketId: string, itemId: string, saveForLaterId: string): Promise<Cart> {
      const answer = await options.fetch.call({
        operation: 'saveForLater',
        method: 'POST',
        path: `/cart/v2/cart/${encodeURIComponent(basketId)}/saveForLater`,
        body: { itemId, saveForLaterId },
        schema: CommerceSavedLineSchema,
        notFoundAsNull: false,
      })
      if (!answer) throw badShape('saveForLater', 'The cart service answered no cart')
      return reshapeCart(answer.cart, options.mediaBaseUrl)
    },

    /** Removes an item from the saved-for-later list. */
    async removeSaved(saveForLaterId: string, itemId: string): Promise<void> {
      await options.fetch.call({
        operation: 'removeSaved',
        method: 'DELETE',
        path: `/cart/v2/saveForLater/${encodeURIComponent(saveForLaterId)}/items/${encodeURIComponent(itemId)}`,
        schema: CommerceRemovedSavedSchema,
        notFoundAsNull: false,
      })
    },
  }
}
