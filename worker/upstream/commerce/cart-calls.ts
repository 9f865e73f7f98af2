/**
 * The commerce client's cart calls that make a cart with its first item, or take an address back off a cart
 * (spec 1 §7): each acts for the shopper and answers the cart as it now is.
 */
import type { Cart, CartLineInput } from '../../../shared/bag/cart'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import type { ChangeCart } from './inputs'
import { reshapeCart } from './reshape'
import { CommerceCartSchema } from './schemas'

/** A line as the cart service takes it. */
export const lineBody = (line: CartLineInput) => ({
  productId: line.productId,
  qty: line.qty,
  ...(line.storeId ? { storeId: line.storeId } : {}),
  ...(line.recipeId ? { recipeId: line.recipeId } : {}),
  ...(line.gift ? { giftOption: line.gift } : {}),
  ...(line.customAmount !== undefined ? { customAmount: line.customAmount } : {}),
})

/** The calls, for the commerce client to hold among its own. */
export function createCartCalls(fetch: UpstreamFetch, changeCart: ChangeCart, mediaBaseUrl: string) {
  return {
    /**
     * A shopper's first add to bag (`POST /cart/v1/cartWithItem`): the cart is made with the item in one call,
     * refused as the add is (INV700, ORD404, GFO400...), so a refused item makes no cart.
     *
     * @example const { basketId, cart } = await commerce.createCartWithItem({ currency: 'USD', country: 'US' }, line)
     */
    async createCartWithItem(
      market: { currency: string; country: string },
      line: CartLineInput,
    ): Promise<{ basketId: string; cart: Cart }> {
      const cart = await fetch.call({
        operation: 'createCartWithItem',
        method: 'POST',
        path: '/cart/v1/cartWithItem',
        query: { currency: market.currency, country: market.country },
        body: lineBody(line),
        schema: CommerceCartSchema,
        notFoundAsNull: false,
        auth: true,
      })
      if (!cart) throw badShape('createCartWithItem', 'The cart service answered no cart')
      return { basketId: cart.basketId, cart: reshapeCart(cart, mediaBaseUrl) }
    },

    /** Takes the shipping address off the cart, when nothing in it is delivered to an address any more. */
    removeShippingAddress(basketId: string): Promise<Cart> {
      return changeCart(
        'removeShippingAddress',
        'DELETE',
        `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
        {},
      )
    },

    /** Takes the billing address off the cart, to be given again. */
    removeBillingAddress(basketId: string): Promise<Cart> {
      return changeCart(
        'removeBillingAddress',
        'DELETE',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`,
        {},
      )
    },
  }
}
