/**
 * The commerce client's cart calls that make a cart with its first item, take an address back off a cart, or give
 * the cart the device's risk data before its order is placed (spec 1 §7). Each acts for the shopper.
 */
import type { Cart, CartLineInput, ShippingOption } from '../../../shared/bag/cart'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import type { ChangeCart } from './inputs'
import { reshapeCart, reshapeShippingOptions } from './reshape'
import { CommerceCartSchema, CommerceDeviceFingerprintSchema, CommerceShipmentMethodsSchema } from './schemas'

/** A line as the cart service takes it. */
export const lineBody = (line: CartLineInput) => ({
  productId: line.productId,
  qty: line.qty,
  ...(line.storeId ? { storeId: line.storeId } : {}),
  ...(line.recipeId ? { recipeId: line.recipeId } : {}),
  ...(line.gift ? { giftOption: line.gift } : {}),
  ...(line.customAmount !== undefined ? { customAmount: line.customAmount } : {}),
  ...(line.upc ? { upc: line.upc } : {}),
  ...(line.maxQty ? { maxQty: line.maxQty } : {}),
  ...(line.pdpUrl ? { pdpUrl: line.pdpUrl } : {}),
  ...(line.productImageURL ? { productImageURL: line.productImageURL } : {}),
})

/**
 * The shopper's favourite store as a new cart is made with it (spec 1: `POST /cart/v1/cart` with the pickup action
 * and `favStoreId`): `pickup` when the first add is picked up there.
 */
export interface CartFavouriteStore {
  favStoreId?: string
  pickup?: boolean
}

export const favouriteStoreBody = ({ favStoreId, pickup }: CartFavouriteStore) =>
  favStoreId ? { favStoreId, ...(pickup ? { action: 'pickup' } : {}) } : {}

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
      favourite: CartFavouriteStore = {},
    ): Promise<{ basketId: string; cart: Cart }> {
      const cart = await fetch.call({
        operation: 'createCartWithItem',
        method: 'POST',
        path: '/cart/v1/cartWithItem',
        query: { currency: market.currency, country: market.country, ...favouriteStoreBody(favourite) },
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

    /**
     * Gives the cart the device's fingerprint for the fraud check its order's payment goes through
     * (`POST /cart/v1/deviceFingerPrint`): the payment provider's risk data from the browser, or what the worker
     * knows of the device when there is none. Opaque; never logged.
     */
    async sendDeviceFingerprint(
      basketId: string,
      fingerprint: { data: string; source: 'browser' | 'server' },
    ): Promise<void> {
      const answer = await fetch.call({
        operation: 'sendDeviceFingerprint',
        method: 'POST',
        path: '/cart/v1/deviceFingerPrint',
        body: { cartId: basketId, deviceFingerprint: fingerprint.data, source: fingerprint.source },
        schema: CommerceDeviceFingerprintSchema,
        notFoundAsNull: false,
        auth: true,
      })
      if (!answer) throw badShape('sendDeviceFingerprint', 'The cart service answered nothing')
    },

    /**
     * The methods of one of the cart's shipments (`me` the home delivery, `customs` the made-to-order one), fastest
     * first, without reading the whole cart; null when the cart has no such shipment (or is gone).
     *
     * @example const methods = await commerce.getShipmentMethods(basketId, 'me')
     */
    async getShipmentMethods(basketId: string, shippingId: string): Promise<ShippingOption[] | null> {
      const answer = await fetch.call({
        operation: 'getShipmentMethods',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}/shippingMethod/${encodeURIComponent(shippingId)}`,
        schema: CommerceShipmentMethodsSchema,
        notFoundAsNull: true,
        auth: true,
      })
      return answer ? reshapeShippingOptions(answer.applicableShippingMethods) : null
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
