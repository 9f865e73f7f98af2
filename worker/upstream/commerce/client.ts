/**
 * The commerce client for carts. Carts are personal, so nothing here touches the KV cache (policy `none`).
 */
import type { Cart } from '../../../shared/cart'
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
