/**
 * The commerce client for carts. Carts are personal, so nothing here touches the KV cache (policy `none`).
 *
 * Cart, checkout, order and saved-for-later calls act for the shopper: they carry the shopper's upstream access
 * token (`auth: true`, decision 034), and a cart made with it belongs to that customer. Reference data (address
 * rules) and recipes, which belong to no customer, are sent without one. The payment calls and the associates'
 * price adjustments are groups of their own (payments.ts, price-adjustments.ts), held here among the rest.
 */

import type { NormalisedAddress } from '../../../shared/account/address'
import type { Cart, CartAddress, CartLineInput, PickupPerson } from '../../../shared/bag/cart'
import type { Order } from '../../../shared/bag/order'
import { PLACEMENT_BUDGET_MS } from '../../../shared/bag/placement'
import { SOURCE_CODE } from '../../../shared/channel'
import { EDGE_BOT_VERDICT } from '../bot-check'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import { wireAddress } from '../wire-address'
import { type CartFavouriteStore, createCartCalls, favouriteStoreBody, lineBody } from './cart-calls'

export type { CartFavouriteStore }

import type { CartLineChange, ExpectedTotals, OrderPlacement, PlacementPayment } from './inputs'
import { CommerceOrderSchema, CommercePreparedOrderSchema } from './order-schemas'
import { createPaymentCalls } from './payments'
import { createPriceAdjustmentCalls } from './price-adjustments'
import { reshapeAddress, reshapeCart, reshapeOrder } from './reshape'
import {
  CommerceAddressRulesSchema,
  CommerceAddressValidationSchema,
  CommerceCartSchema,
  CommerceRecipeSchema,
  CommerceRemovedSavedSchema,
  CommerceSavedLineSchema,
  CommerceSaveForLaterListSchema,
} from './schemas'

export interface CommerceClientOptions {
  fetch: UpstreamFetch
  mediaBaseUrl: string
}

export type CommerceClient = ReturnType<typeof createCommerceClient>

export function createCommerceClient(options: CommerceClientOptions) {
  /** A cart call that answers the changed cart, as the wire has it. */
  async function callCart(
    operation: string,
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
  ) {
    const cart = await options.fetch.call({
      operation,
      method,
      path,
      body,
      schema: CommerceCartSchema,
      notFoundAsNull: false,
      auth: true,
    })
    if (!cart) throw badShape(operation, 'The cart service answered no cart')
    return cart
  }

  const changeCart = async (...call: Parameters<typeof callCart>): Promise<Cart> =>
    reshapeCart(await callCart(...call), options.mediaBaseUrl)

  return {
    /**
     * Creates a cart in the site's currency, empty or with items (spec 1 §7). With items it is one call that the
     * cart service refuses whole, so an add that is refused makes no cart. With `favStoreId` the answer has each
     * line's stock in the shopper's favourite store; with `pickup` too, items naming no store are picked up there.
     */
    async createCart(
      market: { currency: string; country: string },
      items: readonly CartLineInput[] = [],
      favourite: CartFavouriteStore = {},
    ): Promise<{ basketId: string; cart: Cart }> {
      const cart = await callCart('createCart', 'POST', '/cart/v1/cart', {
        currency: market.currency,
        country: market.country,
        ...(items.length > 0 ? { items: items.map(lineBody) } : {}),
        ...favouriteStoreBody(favourite),
      })
      return { basketId: cart.basketId, cart: reshapeCart(cart, options.mediaBaseUrl) }
    },

    /**
     * Adds a variant (by SKU) to a cart; a digital one with its recipient, as a line of its own. Failures throw with
     * the cart service's errorId (BSK404, INV700, GFO400 for a digital item without its recipient...).
     */
    addItem(basketId: string, line: CartLineInput): Promise<Cart> {
      return changeCart('addItem', 'POST', '/cart/v1/item', { cartId: basketId, ...lineBody(line) })
    },

    /**
     * Saves a personalisation of a product (a variant's SKU) as a recipe, to add the item with its id (decision
     * 030). Refusals throw with the cart service's errorId: CUS400 for a text or thread it refuses, CUS404 for a
     * product that cannot be personalised.
     */
    async createRecipe(
      productId: string,
      personalisation: { text: string; thread: string },
    ): Promise<{ recipeId: string; masterId: string; text: string; thread: string }> {
      const recipe = await options.fetch.call({
        operation: 'createRecipe',
        method: 'POST',
        path: '/cart/v1/recipes',
        body: { productId, text: personalisation.text, threadColour: personalisation.thread },
        schema: CommerceRecipeSchema,
      })
      if (!recipe) throw badShape('createRecipe', 'The cart service answered no recipe')
      return {
        recipeId: recipe.recipeId,
        masterId: recipe.masterId,
        text: recipe.text,
        thread: recipe.threadColour,
      }
    },

    /** A saved personalisation by recipe id; null when the cart service has none. */
    async getRecipe(
      recipeId: string,
    ): Promise<{ recipeId: string; masterId: string; text: string; thread: string } | null> {
      const recipe = await options.fetch.call({
        operation: 'getRecipe',
        path: `/cart/v1/recipes/${encodeURIComponent(recipeId)}`,
        schema: CommerceRecipeSchema,
      })
      return recipe
        ? {
            recipeId: recipe.recipeId,
            masterId: recipe.masterId,
            text: recipe.text,
            thread: recipe.threadColour,
          }
        : null
    },

    /**
     * Changes a line's quantity, pickup store, gift message or variant (INV700, INV408 when stock or maximum
     * refuse).
     */
    updateItem(basketId: string, itemId: string, change: CartLineChange): Promise<Cart> {
      return changeCart('updateItem', 'PUT', `/cart/v1/cart/${encodeURIComponent(basketId)}/item`, {
        itemId,
        ...(change.qty !== undefined ? { qty: change.qty } : {}),
        ...(change.productId !== undefined ? { productId: change.productId } : {}),
        ...(change.storeId !== undefined ? { storeId: change.storeId } : {}),
        ...(change.gift !== undefined ? { giftOption: change.gift } : {}),
      })
    },

    /** Removes a line from the cart. */
    removeItem(basketId: string, itemId: string): Promise<Cart> {
      return changeCart('removeItem', 'DELETE', '/cart/v1/item', { cartId: basketId, itemId })
    },

    /** Applies a coupon code (PRM130, PRM135, PRM140, PRM155, PRM416 when refused). */
    applyCoupon(basketId: string, code: string): Promise<Cart> {
      return changeCart('applyCoupon', 'PUT', '/cart/v1/coupon', { cartId: basketId, code })
    },

    removeCoupon(basketId: string, code: string): Promise<Cart> {
      return changeCart('removeCoupon', 'DELETE', '/cart/v1/coupon', { cartId: basketId, code })
    },

    /** Chooses the home shipment's method; a collection point or ship-to-store method names its store. */
    setShippingMethod(basketId: string, code: string, storeId?: string): Promise<Cart> {
      return changeCart('setShippingMethod', 'POST', '/cart/v1/shippingMethod', {
        cartId: basketId,
        code,
        shippingId: 'me',
        shopperAppliedSM: true,
        ...(storeId ? { storeId } : {}),
      })
    },

    /**
     * The cart by basket id, or null when the cart service no longer knows it. With `supplyCheck` the service first
     * cuts lines to the stock left and takes out those with none, and reports each change in `flash` (the bag page
     * reads it so; islands read it plainly). With `patch` (`isPatchRequired`, decision 089) the service prices the
     * lines again at today's prices and re-applies the promotions first, and names each line whose price changed
     * (`priceChanges`): for pages that show totals a shopper acts on (the bag, the checkout).
     */
    async getCart(
      basketId: string,
      read: { supplyCheck?: boolean; favStoreId?: string; patch?: boolean } = {},
    ): Promise<Cart | null> {
      const query = {
        ...(read.supplyCheck ? { inventorySupplyCheck: 'true' } : {}),
        ...(read.patch ? { isPatchRequired: 'true' } : {}),
        ...(read.favStoreId ? { favStoreId: read.favStoreId } : {}),
      }
      const cart = await options.fetch.call({
        operation: 'getCart',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        query: Object.keys(query).length > 0 ? query : undefined,
        schema: CommerceCartSchema,
        auth: true,
      })
      return cart ? reshapeCart(cart, options.mediaBaseUrl) : null
    },

    /** The rules the platform adds to the shop's defaults for a country's addresses (unparsed: see `mergeAddressRules`). */
    async getAddressRules(country: string): Promise<unknown> {
      const answer = await options.fetch.call({
        operation: 'getAddressRules',
        path: `/cart/v1/addressRules/${encodeURIComponent(country)}`,
        schema: CommerceAddressRulesSchema,
      })
      return answer?.rules ?? {}
    },

    /** The platform's check of a shipping address without keeping it; its cleaned version when it differs. */
    async validateShippingAddress(
      basketId: string,
      address: NormalisedAddress,
    ): Promise<{ valid: boolean; suggestion: CartAddress | null }> {
      const answer = await options.fetch.call({
        operation: 'validateShippingAddress',
        method: 'POST',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}/shippingAddress/validation`,
        body: { address: wireAddress(address) },
        schema: CommerceAddressValidationSchema,
        auth: true,
      })
      if (!answer) throw badShape('validateShippingAddress', 'The cart service answered nothing')
      return { valid: answer.valid, suggestion: answer.suggestion ? reshapeAddress(answer.suggestion) : null }
    },

    /** Sets the cart's shipping address and contact email (CHK380, SHP500, SHP410, PAY401 when refused). */
    setShippingAddress(basketId: string, address: NormalisedAddress, email: string): Promise<Cart> {
      return changeCart(
        'setShippingAddress',
        'POST',
        `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
        { address: wireAddress(address), email, recaptcha_response: EDGE_BOT_VERDICT },
      )
    },

    /** Sets who collects the cart's store pickups, or (null) that the shopper does. */
    setPickupPerson(basketId: string, person: PickupPerson | null): Promise<Cart> {
      const path = `/cart/v1/cart/${encodeURIComponent(basketId)}/pickupPerson`
      return person
        ? changeCart('setPickupPerson', 'POST', path, person)
        : changeCart('setPickupPerson', 'DELETE', path, {})
    },

    /** Sets the cart's billing address, with the newsletter choice made beside it (BIL400, BILL410 when refused). */
    setBillingAddress(
      basketId: string,
      address: NormalisedAddress,
      newsletterConsent: boolean,
    ): Promise<Cart> {
      return changeCart(
        'setBillingAddress',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/billingAddress`,
        {
          address: wireAddress(address),
          phone: address.phone,
          subscriptions: { newsletterConsent },
        },
      )
    },

    ...createPaymentCalls(options.fetch, changeCart),

    ...createCartCalls(options.fetch, changeCart, options.mediaBaseUrl),

    /**
     * Checks that a cart can become an order, the step before placing it (spec 1 §4: cart → prepareOrder →
     * placeOrder → patch). Nothing is charged or reserved; a refusal says what stops the order (ORD430 no items,
     * INV406 short stock, CHK380 and BIL400 a missing address, PAY401 an address the shop cannot deliver to). With
     * the total and tax the shopper confirmed, the service refuses a cart whose tax was calculated again (TAX310)
     * or whose total differs (ORD415): the order never charges what the shopper was not shown.
     */
    async prepareOrder(basketId: string, expected: ExpectedTotals | null): Promise<void> {
      await options.fetch.call({
        operation: 'prepareOrder',
        method: 'POST',
        path: '/cart/v1/cart/prepareOrder',
        query: { basketId },
        // A reservation, paid in store at the store's price, confirms no total: null, said so by its caller.
        body: expected ? { expectedTotal: expected.total, expectedTax: expected.tax } : {},
        schema: CommercePreparedOrderSchema,
        auth: true,
      })
    },

    /**
     * Places the order of a cart, under an idempotency key a retry reuses: the same key never makes a second order
     * or a second payment. Answers the order, placed or waiting for the shopper (3-D Secure, a redirect). With the
     * totals the shopper confirmed, a cart whose total or tax changed since it was prepared is refused as there.
     */
    async placeOrder(basketId: string, payment: PlacementPayment, placement: OrderPlacement): Promise<Order> {
      const order = await options.fetch.call({
        operation: 'placeOrder',
        method: 'PUT',
        path: '/cart/v2/checkout/order',
        headers: { 'idempotency-key': placement.idempotencyKey },
        body: {
          cartId: basketId,
          recaptcha_response: EDGE_BOT_VERDICT,
          paymentMethod: payment,
          returnUrl: placement.returnUrl,
          shopperLocale: placement.shopperLocale,
          sourceCode: SOURCE_CODE,
          ...(placement.expected
            ? { expectedTotal: placement.expected.total, expectedTax: placement.expected.tax }
            : {}),
          ...(placement.inStoreSalesInfo ? { inStoreSalesInfo: placement.inStoreSalesInfo } : {}),
        },
        schema: CommerceOrderSchema,
        auth: true,
        // Its own budget, longer than the cart service's limit for a placement (decision 064).
        timeoutMs: PLACEMENT_BUDGET_MS,
      })
      if (!order) throw badShape('placeOrder', 'The cart service answered no order')
      return reshapeOrder(order, options.mediaBaseUrl)
    },

    /** Finishes an order's payment with the shopper's 3-D Secure or redirect result (PAY400 when not authorised). */
    async patchOrder(
      orderNumber: string,
      code: 'CREDIT_CARD' | 'PAY_LATER',
      additionalData: { threeDS2Result: string } | { redirectResult: string },
      idempotencyKey: string,
    ): Promise<Order> {
      const order = await options.fetch.call({
        operation: 'patchOrder',
        method: 'PATCH',
        path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`,
        headers: { 'idempotency-key': idempotencyKey },
        body: { paymentMethod: { code, additionalData } },
        schema: CommerceOrderSchema,
        auth: true,
        timeoutMs: PLACEMENT_BUDGET_MS,
      })
      if (!order) throw badShape('patchOrder', 'The cart service answered no order')
      return reshapeOrder(order, options.mediaBaseUrl)
    },

    /** Starts a saved-for-later list; its id goes into the shopper's session. */
    async createSaveForLater(): Promise<string> {
      const list = await options.fetch.call({
        operation: 'createSaveForLater',
        method: 'PUT',
        path: '/cart/v2/saveForLater',
        body: {},
        schema: CommerceSaveForLaterListSchema,
        auth: true,
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
        auth: true,
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
        auth: true,
      })
    },

    ...createPriceAdjustmentCalls(changeCart),

    /**
     * Adds a gift with purchase the shopper declined (by removing its bonus line) back to the cart, which gives it
     * again while the cart qualifies (GWP403 when the cart has no such promotion).
     */
    restoreBonus(basketId: string, promotionId: string): Promise<Cart> {
      return changeCart(
        'restoreBonus',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/bonus/${encodeURIComponent(promotionId)}`,
        {},
      )
    },
  }
}
