/**
 * The commerce client for carts. Carts are personal, so nothing here touches the KV cache (policy `none`).
 */
import type { Cart } from '../../../shared/cart'
import { CommerceApiError } from '../errors'
import type { UpstreamFetch } from '../http'
import { reshapeCart } from './reshape'
import { CommerceCartSchema } from './schemas'

export interface CommerceClientOptions {
  fetch: UpstreamFetch
  mediaBaseUrl: string
}

export type CommerceClient = ReturnType<typeof createCommerceClient>

export function createCommerceClient(options: CommerceClientOptions) {
  return {
    /** The cart by basket id, or null when the cart service no longer knows it. */
    /** Creates an empty cart in the site's currency. */
    async createCart(currency: string): Promise<Cart> {
      const cart = await options.fetch.call({
        operation: 'createCart',
        method: 'POST',
        path: '/cart/v1/cart',
        body: { currency },
        schema: CommerceCartSchema,
      })
      if (!cart)
        throw new CommerceApiError({
          status: 502,
          errorId: 'BAD_SHAPE',
          operation: 'createCart',
          correlationId: '',
          message: 'The cart service created no cart',
        })
      return reshapeCart(cart, options.mediaBaseUrl)
    },

    /** Adds a variant (by SKU) to a cart. Failures throw with the cart service's errorId (BSK404, INV700...). */
    async addItem(
      basketId: string,
      productId: string,
      qty: number,
      line: { storeId?: string; recipeId?: string } = {},
    ): Promise<Cart> {
      const cart = await options.fetch.call({
        operation: 'addItem',
        method: 'POST',
        path: '/cart/v1/item',
        body: {
          cartId: basketId,
          productId,
          qty,
          ...(line.storeId ? { storeId: line.storeId } : {}),
          ...(line.recipeId ? { recipeId: line.recipeId } : {}),
        },
        schema: CommerceCartSchema,
        notFoundAsNull: false,
      })
      if (!cart)
        throw new CommerceApiError({
          status: 502,
          errorId: 'BAD_SHAPE',
          operation: 'addItem',
          correlationId: '',
          message: 'The cart service answered no cart',
        })
      return reshapeCart(cart, options.mediaBaseUrl)
    },

    async getCart(basketId: string): Promise<Cart | null> {
      const cart = await options.fetch.call({
        operation: 'getCart',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        schema: CommerceCartSchema,
      })
      return cart ? reshapeCart(cart, options.mediaBaseUrl) : null
    },
  }
}
