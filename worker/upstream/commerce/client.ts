/**
 * The commerce client for carts. Carts are personal, so nothing here touches the KV cache (policy `none`).
 *
 * Cart, checkout, order and saved-for-later calls act for the shopper: they carry the shopper's upstream access
 * token (`auth: true`, decision 034), and a cart made with it belongs to that customer. Reference data (address
 * rules) and recipes, which belong to no customer, are sent without one.
 */

import type { NormalisedAddress } from '../../../shared/account/address'
import type { Cart, CartAddress, CartLineInput, PickupPerson } from '../../../shared/bag/cart'
import type { Order } from '../../../shared/bag/order'
import { PLACEMENT_BUDGET_MS } from '../../../shared/bag/placement'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import { wireAddress } from '../wire-address'
import { reshapeAddress, reshapeCart, reshapeOrder } from './reshape'
import {
  CommerceAddressRulesSchema,
  CommerceAddressValidationSchema,
  CommerceCartSchema,
  CommerceGiftCardBalanceSchema,
  CommerceOrderSchema,
  CommercePaymentMethodsSchema,
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

const lineBody = (line: CartLineInput) => ({
  productId: line.productId,
  qty: line.qty,
  ...(line.storeId ? { storeId: line.storeId } : {}),
  ...(line.recipeId ? { recipeId: line.recipeId } : {}),
  ...(line.gift ? { giftOption: line.gift } : {}),
  ...(line.customAmount !== undefined ? { customAmount: line.customAmount } : {}),
})

/** Why a store associate adjusts a price (decision 031): the cart service's fixed list. */
export type PriceAdjustmentReason = 'PRICE_MATCH' | 'DAMAGED_ITEM' | 'SERVICE_RECOVERY'

/**
 * A store associate's price adjustment: of a line (`itemId`) or of the order, a whole percentage or an amount off
 * (each unit of a line, or the order), at most half; why; and who made it (their store and employee id).
 */
export interface PriceAdjustmentInput {
  itemId?: string
  type: 'PERCENT' | 'AMOUNT'
  value: number
  reasonCode: PriceAdjustmentReason
  associate: { storeId: string; employeeId: string }
}

/** A change to an adjustment, by whom: a new reason, or a new kind and value. */
export interface PriceAdjustmentChange {
  type?: 'PERCENT' | 'AMOUNT'
  value?: number
  reasonCode?: PriceAdjustmentReason
  associate: { storeId: string; employeeId: string }
}

/** A change to one cart line: its quantity, its pickup store (null: delivered), its gift message (null: none). */
export interface CartLineChange {
  qty?: number
  storeId?: string | null
  gift?: { to: string; email?: string; message: string } | null
}

/** Gift card data as the provider's fields page gave it: opaque tokens and the last four digits. */
export interface EncryptedGiftCard {
  encryptedCardNumber: string
  encryptedSecurityCode: string
  lastFour: string
}

/**
 * A gift card as the shopper gave it: the payment provider's tokens (the checkout's card fields), or its number and
 * PIN typed into the bag's own form (gift cards are closed-loop cards, which the shop may pass on).
 */
export type GiftCardInput = EncryptedGiftCard | { number: string; pin: string }

/** How the rest of an order is paid: a card (the provider's tokens), pay later, or nothing (gift cards cover it). */
export type OrderPayment =
  | {
      code: 'CREDIT_CARD'
      paymentMethod: Record<string, string>
      brand?: string
      lastFour?: string
    }
  /** A card saved in the shopper's account (decision 043): the provider pays with the card it keeps. */
  | { code: 'CREDIT_CARD'; payment_instrument_id: string }
  | { code: 'PAY_LATER' }
  | { code: 'GIFT_CARD' }

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
     * cart service refuses whole, so an add that is refused makes no cart.
     */
    async createCart(
      market: { currency: string; country: string },
      items: readonly CartLineInput[] = [],
    ): Promise<{ basketId: string; cart: Cart }> {
      const cart = await callCart('createCart', 'POST', '/cart/v1/cart', {
        currency: market.currency,
        country: market.country,
        ...(items.length > 0 ? { items: items.map(lineBody) } : {}),
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

    /** Changes a line's quantity, pickup store or gift message (INV700, INV408 when stock or maximum refuse). */
    updateItem(basketId: string, itemId: string, change: CartLineChange): Promise<Cart> {
      return changeCart('updateItem', 'PUT', `/cart/v1/cart/${encodeURIComponent(basketId)}/item`, {
        itemId,
        ...(change.qty !== undefined ? { qty: change.qty } : {}),
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
     * reads it so; islands read it plainly).
     */
    async getCart(basketId: string, read: { supplyCheck?: boolean } = {}): Promise<Cart | null> {
      const cart = await options.fetch.call({
        operation: 'getCart',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}`,
        query: read.supplyCheck ? { inventorySupplyCheck: 'true' } : undefined,
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
        {
          address: wireAddress(address),
          email,
        },
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

    /** The payment methods the cart can be paid with (CREDIT_CARD, GIFT_CARD, PAY_LATER). */
    async getPaymentMethods(basketId: string): Promise<{ id: string; name: string; brands: string[] }[]> {
      const answer = await options.fetch.call({
        operation: 'getPaymentMethods',
        path: `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentMethods`,
        schema: CommercePaymentMethodsSchema,
        auth: true,
        notFoundAsNull: false,
      })
      return (answer?.applicablePaymentMethods ?? []).map((method) => ({
        id: method.id,
        name: method.name,
        brands: method.brands,
      }))
    },

    /** A gift card's balance (GFC800 when its number or PIN is wrong). */
    async giftCardBalance(
      basketId: string,
      giftCard: GiftCardInput,
    ): Promise<{ amount: number; currency: string }> {
      const answer = await options.fetch.call({
        operation: 'giftCardBalance',
        method: 'POST',
        path: '/cart/v1/giftcard/balance',
        body: { cartId: basketId, giftCard },
        schema: CommerceGiftCardBalanceSchema,
        auth: true,
      })
      if (!answer) throw badShape('giftCardBalance', 'The cart service answered no balance')
      return { amount: answer.balance.amount, currency: answer.balance.currency }
    },

    /** Applies a gift card to the cart for as much of the total as its balance covers (GFC740, GFC755, GFC410...). */
    addGiftCard(basketId: string, giftCard: GiftCardInput): Promise<Cart> {
      return changeCart(
        'addGiftCard',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        {
          payment_method_id: 'GIFT_CARD',
          giftCard,
        },
      )
    },

    /**
     * Applies a reward code to the cart: checked, not spent (placing the order spends it). It pays first, up to its
     * value. PRM130 unknown, PRM150 spent, PRM155 expired, PRM135 not for the cart's currency, PRM140 one a cart,
     * PRM416 already applied, PRM175 nothing left to pay.
     */
    addRewardCode(basketId: string, code: string): Promise<Cart> {
      return changeCart(
        'addRewardCode',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'REWARD_CODE', rewardCode: { code } },
      )
    },

    /**
     * Pays part of the cart with loyalty points through a voucher (spec 1 §7 `PUT …/reward`), replacing the one
     * before; null takes it off. REW401 guest, REW130 not a member, REW135 not confirmed, REW140 too few points.
     */
    applyLoyaltyVoucher(basketId: string, voucherId: string | null): Promise<Cart> {
      return changeCart(
        'applyLoyaltyVoucher',
        'PUT',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/reward`,
        {
          appliedLoyaltyVoucher: voucherId ? { id: voucherId } : null,
        },
      )
    },

    /** Pays part of the cart with the athlete's allowance, up to what it has left (REW401, REW140, PYT404). */
    addAthletePayment(basketId: string): Promise<Cart> {
      return changeCart(
        'addAthletePayment',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'ATHLETES_PAYMENT' },
      )
    },

    /** Pays part of the cart with a reward card, typed or saved in the account (GFC800, GFC740, GFC755, PYT404). */
    addRewardCard(
      basketId: string,
      card: { number: string; pin: string } | { instrumentId: string },
    ): Promise<Cart> {
      return changeCart(
        'addRewardCard',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        'instrumentId' in card
          ? { payment_method_id: 'REWARD_CARD', payment_instrument_id: card.instrumentId }
          : { payment_method_id: 'REWARD_CARD', rewardCard: { number: card.number, pin: card.pin } },
      )
    },

    /** Applies a reward code saved in the account (PYT404 for one the account does not hold). */
    addSavedRewardCode(basketId: string, instrumentId: string): Promise<Cart> {
      return changeCart(
        'addSavedRewardCode',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_method_id: 'REWARD_CODE', payment_instrument_id: instrumentId },
      )
    },

    removePaymentInstrument(basketId: string, instrumentId: string): Promise<Cart> {
      return changeCart(
        'removePaymentInstrument',
        'DELETE',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`,
        { payment_instrument_id: instrumentId },
      )
    },

    /**
     * Places the order of a cart, under an idempotency key a retry reuses: the same key never makes a second order
     * or a second payment. Answers the order, placed or waiting for the shopper (3-D Secure, a redirect).
     */
    async placeOrder(
      basketId: string,
      payment: OrderPayment,
      placement: {
        idempotencyKey: string
        returnUrl: string
        shopperLocale: string
        /** In-store mode: the store and associate the order is sold by (decision 044). */
        inStoreSalesInfo?: { storeId: string; storeEmployeeId: string }
      },
    ): Promise<Order> {
      const order = await options.fetch.call({
        operation: 'placeOrder',
        method: 'PUT',
        path: '/cart/v2/checkout/order',
        headers: { 'idempotency-key': placement.idempotencyKey },
        body: {
          cartId: basketId,
          paymentMethod: payment,
          returnUrl: placement.returnUrl,
          shopperLocale: placement.shopperLocale,
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

    /**
     * Adds a store associate's price adjustment to a line or the order (spec 1 §7; decision 031). For the associate
     * mode only: no shopper-facing route calls it. Refusals: PRC400 (over half, not a whole percentage, an e-gift
     * card), PRC409 (the line or order has one already), ORD404, GWP405, STR404, API400 (a reason not on the list).
     */
    addPriceAdjustment(basketId: string, adjustment: PriceAdjustmentInput): Promise<Cart> {
      return changeCart(
        'addPriceAdjustment',
        'POST',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments`,
        {
          ...(adjustment.itemId ? { itemId: adjustment.itemId } : {}),
          type: adjustment.type,
          value: adjustment.value,
          reasonCode: adjustment.reasonCode,
          storeId: adjustment.associate.storeId,
          employeeId: adjustment.associate.employeeId,
        },
      )
    },

    /** Changes a store associate's price adjustment (PRC404 when the cart has no such adjustment). Associates only. */
    changePriceAdjustment(
      basketId: string,
      adjustmentId: string,
      change: PriceAdjustmentChange,
    ): Promise<Cart> {
      return changeCart(
        'changePriceAdjustment',
        'PATCH',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        {
          ...(change.type !== undefined ? { type: change.type } : {}),
          ...(change.value !== undefined ? { value: change.value } : {}),
          ...(change.reasonCode !== undefined ? { reasonCode: change.reasonCode } : {}),
          storeId: change.associate.storeId,
          employeeId: change.associate.employeeId,
        },
      )
    },

    /** Removes a store associate's price adjustment (PRC404 when the cart has no such adjustment). Associates only. */
    removePriceAdjustment(basketId: string, adjustmentId: string): Promise<Cart> {
      return changeCart(
        'removePriceAdjustment',
        'DELETE',
        `/cart/v1/cart/${encodeURIComponent(basketId)}/price_adjustments/${encodeURIComponent(adjustmentId)}`,
        {},
      )
    },

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
