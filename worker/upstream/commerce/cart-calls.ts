/**
 * The commerce client's cart calls that make a cart with its first item, make a reserve cart (decision 086), take an
 * address back off a cart, or give the cart the device's risk data before its order is placed (spec 1 §7). Each
 * acts for the shopper.
 */
import * as z from 'zod'
import type { Cart, CartLineInput, ShippingOption } from '../../../shared/bag/cart'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import type { ChangeCart, ReserveContact } from './inputs'
import { reshapeCart, reshapeShippingOptions } from './reshape'
import { CommerceCartSchema, CommerceDeviceFingerprintSchema, CommerceShipmentMethodsSchema } from './schemas'

/** A reserve cart as the cart service answers it: a cart, with the store that holds its line and until when. */
const CommerceReserveCartSchema = CommerceCartSchema.and(
  z.looseObject({ reserve: z.looseObject({ storeId: z.string(), expiresAt: z.string() }) }),
)

/** A reserve cart (decision 086): its one line, the store holding it, and when the hold ends. */
export interface ReserveCart {
  basketId: string
  cart: Cart
  storeId: string
  expiresAt: string
}

/** A line as the cart service takes it. */
export const lineBody = (line: CartLineInput) => ({
  productId: line.productId,
  qty: line.qty,
  ...(line.storeId ? { storeId: line.storeId } : {}),
  ...(line.recipeId ? { recipeId: line.recipeId } : {}),
  ...(line.precreatedCustomsCode ? { precreatedCustomsCode: line.precreatedCustomsCode } : {}),
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

    /**
     * Reserves one unit of a variant at a store, to try on and pay for there (`POST /cart/v1/reserveWithItem`,
     * decision 086): a reserve cart of its own, never the shopper's bag, whose line the store holds until it
     * expires. Refused as the cart service refuses it: ORD404 an unknown variant, INV701 a store of another brand,
     * INV700 none at the store, RSV409 a shopper (by `email`, when known) with as many open reservations as allowed.
     *
     * @example const reserve = await commerce.createReserveWithItem({ currency: 'USD', country: 'US' }, { productId, storeId: '1002' })
     */
    async createReserveWithItem(
      market: { currency: string; country: string },
      item: { productId: string; storeId: string; email?: string },
    ): Promise<ReserveCart> {
      const answer = await fetch.call({
        operation: 'createReserveWithItem',
        method: 'POST',
        path: '/cart/v1/reserveWithItem',
        query: { currency: market.currency, country: market.country },
        body: {
          productId: item.productId,
          qty: 1,
          storeId: item.storeId,
          ...(item.email ? { email: item.email } : {}),
        },
        schema: CommerceReserveCartSchema,
        notFoundAsNull: false,
        auth: true,
      })
      if (!answer) throw badShape('createReserveWithItem', 'The cart service answered no cart')
      return {
        basketId: answer.basketId,
        cart: reshapeCart(answer, mediaBaseUrl),
        storeId: answer.reserve.storeId,
        expiresAt: answer.reserve.expiresAt,
      }
    },

    /** A reserve cart by basket id; null once it is gone (placed, expired, or never known). */
    async getReserveCart(basketId: string): Promise<ReserveCart | null> {
      const answer = await fetch.call({
        operation: 'getReserveCart',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        schema: CommerceReserveCartSchema,
        auth: true,
      })
      if (!answer) return null
      return {
        basketId: answer.basketId,
        cart: reshapeCart(answer, mediaBaseUrl),
        storeId: answer.reserve.storeId,
        expiresAt: answer.reserve.expiresAt,
      }
    },

    /** Names who collects a reservation: their name, email and phone (the reserve cart's pickup person). */
    setReserveContact(basketId: string, contact: ReserveContact): Promise<Cart> {
      return changeCart(
        'setReserveContact',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/pickupPerson`,
        contact,
      )
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
