/**
 * Paying for the shopper's cart and placing its order (spec 1 §4 "Order placement"; decision 064). The browser
 * sends card data only as the payment provider's opaque tokens; the worker adds the basket id from the session and
 * passes the shopper's idempotency key on, so a retry or a double click never makes a second order.
 *
 * - Placed at once: the order becomes the session's last order (the confirmation page reads it) and the basket is
 *   forgotten, so the next add starts a new bag. A retry of any placement of that basket answers that order.
 * - Waiting for the shopper (3-D Secure, a pay-later redirect): the order is kept as pending in the session until
 *   its result comes back (`finishPayment`); the same result sent again answers the placed order.
 * - Not known yet (the cart service says the placement is still in progress, or its answer never came within the
 *   placement budget): the shopper is answered "confirming" and the page asks again with the same key; the session
 *   keeps the placement as sent, so a shopper who comes back later is answered from the cart service too.
 * - Refused: the cart service leaves the basket open with everything on it, and the shopper pays again. Where it
 *   closed the basket, a new cart is made from the session's copy of its lines with the same addresses and method.
 */

import { addressAgain } from '../../shared/account/address'
import type { Cart, CartAddress } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { REWARD_CODE_PLACEMENT_ERRORS, resolveError } from '../../shared/error-catalogue'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import type { ExpectedTotals, GiftCardInput, OrderPayment } from '../upstream/commerce/inputs'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { changeShopperCart, currentBasketId, rebuildCart } from './cart'
import { phoneCountries } from './countries'
import { sendDeviceFingerprint } from './device-fingerprint'
import { type Confirming, completeOrder, confirming, outcomeUnknown, resultHash } from './order-outcome'

const noCart = () => new ApiError('EMPTY_BAG')

export function applyGiftCard(c: AppContext, giftCard: GiftCardInput): Promise<Cart> {
  return changeShopperCart(c, (basketId) => c.var.services.commerce.addGiftCard(basketId, giftCard))
}

export function removeGiftCard(c: AppContext, instrumentId: string): Promise<Cart> {
  return changeShopperCart(c, (basketId) =>
    c.var.services.commerce.removePaymentInstrument(basketId, instrumentId),
  )
}

/** An upstream refusal (a 4xx with its error id), as opposed to a failure. */
const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError && error.status >= 400 && error.status < 500

/** A reward code as the shopper typed it, made into the cart service's form: no spaces, upper case. */
const normaliseRewardCode = (input: string) => input.replace(/\s+/g, '').toUpperCase()

/**
 * Applies a reward code to the shopper's cart (checked, not spent: placing the order spends it) and remembers it,
 * so that a new cart made after a refused payment gets it again. The cart service's refusals (PRM ids) come out as
 * they are, for the route to word for the reward code input (`REWARD_CODE_ERRORS`).
 */
export async function applyRewardCode(c: AppContext, input: string): Promise<Cart> {
  const code = normaliseRewardCode(input)
  if (code === '') throw new ApiError('REWARD_CODE_MISSING')
  // Nothing but letters, digits and dashes is ever a code: refused here, without asking the cart service.
  if (!/^[A-Z0-9-]{1,64}$/.test(code)) throw new ApiError('REWARD_CODE_MALFORMED')
  let basketId = ''
  const cart = await changeShopperCart(c, (id) => {
    basketId = id
    return c.var.services.commerce.addRewardCode(id, code)
  })
  await rememberRewardCode(c, basketId, code)
  return cart
}

/** Takes the reward code off the shopper's cart; it was never spent, so it can be used again. */
export async function removeRewardCode(c: AppContext, instrumentId: string): Promise<Cart> {
  let basketId = ''
  const cart = await changeShopperCart(c, (id) => {
    basketId = id
    return c.var.services.commerce.removePaymentInstrument(id, instrumentId)
  })
  if (!cart.payments.some((payment) => payment.method === 'REWARD_CODE'))
    await rememberRewardCode(c, basketId, null)
  return cart
}

function rememberRewardCode(c: AppContext, basketId: string, code: string | null) {
  return c.var.session
    .change({ kind: 'rewardCode', siteId: c.var.siteId, basketId, code })
    .catch((error: unknown) => logEvent(c, 'warn', 'reward code not remembered', { error: String(error) }))
}

export async function giftCardBalance(c: AppContext, giftCard: GiftCardInput) {
  const basketId = await currentBasketId(c)
  if (!basketId) throw noCart()
  return c.var.services.commerce.giftCardBalance(basketId, giftCard)
}

export async function paymentMethods(c: AppContext) {
  const basketId = await currentBasketId(c)
  if (!basketId) throw noCart()
  return c.var.services.commerce.getPaymentMethods(basketId)
}

/**
 * The addresses of the payment provider's card and gift-card fields, from a session the cart service makes for the
 * shop's origin, for each of the two the cart is offered (`methods`). A session that fails, or whose address is not
 * on the configured provider's origin, leaves that method's fields out (logged); the other methods still pay.
 */
export async function paymentFrames(
  c: AppContext,
  methods: readonly string[],
): Promise<{ card: string | null; giftcard: string | null }> {
  const provider = c.var.config.paymentProviderOrigin
  const referer = new URL(c.req.url).origin
  const frameOf = async (method: 'CREDIT_CARD' | 'GIFT_CARD') => {
    if (!provider || !methods.includes(method)) return null
    try {
      const { frameUrl } = await c.var.services.commerce.getPaymentSession(referer, method)
      if (new URL(frameUrl).origin === new URL(provider).origin) return frameUrl
      logEvent(c, 'warn', 'payment session off the provider origin', { method })
    } catch (error) {
      logEvent(c, 'warn', 'payment session unavailable', { method, error: String(error) })
    }
    return null
  }
  const [card, giftcard] = await Promise.all([frameOf('CREDIT_CARD'), frameOf('GIFT_CARD')])
  return { card, giftcard }
}

/** What a new cart needs to pick up where a refused payment left the checkout. */
interface CheckoutDetails {
  shippingAddress: CartAddress | null
  billingAddress: CartAddress | null
  email: string | null
  method: string | null
  newsletterConsent: boolean
}

/** A new cart from the lost basket's lines, with its addresses and delivery method again. */
async function recoverCart(c: AppContext, lost: string, details: CheckoutDetails): Promise<void> {
  const { commerce } = c.var.services
  const remembered = (await c.var.session.read()).rewardCodes?.[c.var.siteId]
  const rebuilt = await rebuildCart(c, lost)
  const email = details.email ?? ''
  const countries = await phoneCountries(c)
  try {
    if (details.shippingAddress && email)
      await commerce.setShippingAddress(
        rebuilt.basketId,
        addressAgain(details.shippingAddress, email, countries),
        email,
      )
    if (details.method && details.method !== 'standard')
      await commerce.setShippingMethod(rebuilt.basketId, details.method)
    if (details.billingAddress)
      await commerce.setBillingAddress(
        rebuilt.basketId,
        addressAgain(details.billingAddress, email, countries),
        details.newsletterConsent,
      )
  } catch (error) {
    // The bag is back; the shopper fills in what could not be set again.
    logEvent(c, 'warn', 'checkout details not restored', { error: String(error) })
  }
  // The refused payment spent nothing: the reward code pays on the new cart as it did on the old one. If it can no
  // longer (it expired, another order spent it), the cart is left without it and shows what is left to pay.
  if (remembered?.basketId === lost) {
    try {
      await commerce.addRewardCode(rebuilt.basketId, remembered.code)
      await rememberRewardCode(c, rebuilt.basketId, remembered.code)
    } catch (error) {
      logEvent(c, 'info', 'reward code not applied again', { error: String(error) })
    }
  }
}

/**
 * The cart service's check of a cart before it is placed. When the cart could not be read first, a cart the check
 * finds gone (BSK404) is left to the placement's key, which answers the order a lost answer made.
 */
async function prepare(c: AppContext, basketId: string, expected: ExpectedTotals, unread: boolean) {
  try {
    await c.var.services.commerce.prepareOrder(basketId, expected)
  } catch (error) {
    if (!(unread && error instanceof UpstreamError && error.errorId === 'BSK404')) throw error
  }
}

/** After a refusal: when the cart service closed the basket, a new cart takes its place. */
async function recoverIfClosed(c: AppContext, basketId: string, details: CheckoutDetails) {
  const still = await c.var.services.commerce.getCart(basketId).catch(() => undefined)
  if (still === null) await recoverCart(c, basketId, details)
}

/** What a new cart takes over from a closed cart or its order; `method` is the shipping method's code. */
const checkoutDetails = (from: Cart | Order, method: string | null): CheckoutDetails => ({
  shippingAddress: from.shippingAddress,
  billingAddress: from.billingAddress,
  email: from.email,
  method,
  newsletterConsent: from.newsletterConsent,
})

/**
 * Places the order of the shopper's cart: the order, placed or waiting for the shopper, or `confirming` when its
 * outcome is not known yet (the page asks again with the same key).
 */
export async function placeOrder(
  c: AppContext,
  payment: OrderPayment,
  idempotencyKey: string,
  /** The total and tax the shopper saw when they placed the order: checked when prepared, and again when placed. */
  expected: ExpectedTotals,
  /** The payment provider's risk data from the browser, when the payment step collected it. */
  deviceFingerprint?: string,
): Promise<Order | Confirming> {
  const session = await c.var.session.read()
  const placed = session.orders?.[c.var.siteId]
  const attempt = placed?.attempts?.find((entry) => entry.key === idempotencyKey)
  // A retry of an order already placed (its answer was lost, the page asked again while confirming, or the button
  // was pressed twice) gets that order: by its key, or as another placement of the basket it was placed from.
  if (
    placed?.last &&
    (placed.lastKey === idempotencyKey || (attempt && attempt.basketId === placed.lastBasketId))
  )
    return placed.last
  const basketId = session.carts?.[c.var.siteId]
  if (!basketId) throw noCart()
  // Read without forgetting the basket: after a lost answer the cart service no longer shows the cart, but the
  // same key still answers the order it made.
  // Null when the cart service no longer has it; undefined when it could not be read.
  const cart = await c.var.services.commerce.getCart(basketId).catch(() => undefined)
  if (cart && cart.items.length === 0) throw noCart()
  // The cart is checked before it is placed (spec 1 §4): a cart that cannot become an order, or whose total is not
  // the one the shopper confirmed (`expected`), is refused here, before any payment is asked for; a failure of the
  // check holds nothing (the shopper tries again). A cart that could not be read is checked all the same. Not when
  // the placement is already on its way: a cart gone (an order made under this key, its answer lost) or a placement
  // being confirmed is answered by the placement's key.
  if (cart !== null && !placed?.confirming) {
    await prepare(c, basketId, expected, cart === undefined)
    // The fraud check of the order's payment reads the device it is placed from.
    await sendDeviceFingerprint(c, basketId, deviceFingerprint)
  }
  if (!attempt)
    await c.var.session.change({
      kind: 'order',
      siteId: c.var.siteId,
      attempt: { key: idempotencyKey, basketId },
    })
  const origin = new URL(c.req.url).origin
  const placement = {
    idempotencyKey,
    returnUrl: `${origin}/${c.var.locale.code}/checkout/return`,
    shopperLocale: c.var.locale.bcp47,
    // The cart service refuses a placement whose total moved since the check (TAX310, ORD415): nothing is charged.
    expected,
    // In-store mode: the order is the store's sale, by the associate signed in on this device.
    ...(c.var.associate
      ? {
          inStoreSalesInfo: {
            storeId: c.var.associate.storeId,
            storeEmployeeId: c.var.associate.storeEmployeeId,
          },
        }
      : {}),
  }
  try {
    const order = await c.var.services.commerce.placeOrder(basketId, payment, placement)
    if (order.status === 'placed') return await completeOrder(c, order, basketId, idempotencyKey)
    await c.var.session.change({ kind: 'order', siteId: c.var.siteId, pending: order, confirming: null })
    return order
  } catch (error) {
    if (outcomeUnknown(error)) {
      const { idempotencyKey: key, ...sent } = placement
      return confirming(c, error, {
        key,
        basketId,
        payment,
        ...sent,
        at: placed?.confirming?.key === key ? placed.confirming.at : Date.now(),
      })
    }
    if (placed?.confirming)
      await c.var.session.change({ kind: 'order', siteId: c.var.siteId, confirming: null })
    // A refusal that moved lines (ORD516-518) leaves the cart open, its changes queued for the next read: reading
    // it here would take them before the shipping step can show them.
    if (isRefusal(error) && cart && resolveError(error.errorId, error.message).action !== 'backToShipping')
      await recoverIfClosed(c, basketId, checkoutDetails(cart, cart.shipment?.method ?? null))
    await forgetSpentRewardCode(c, error, basketId)
    throw error
  }
}

/**
 * A placement refused because the reward code was spent by another order or expired meanwhile: the cart service
 * took it off the cart (which stays open), so the session forgets it too.
 */
async function forgetSpentRewardCode(c: AppContext, error: unknown, basketId: string | undefined) {
  if (basketId && isRefusal(error) && error.errorId in REWARD_CODE_PLACEMENT_ERRORS)
    await rememberRewardCode(c, basketId, null)
}

/**
 * Finishes the session's pending order with the shopper's result (the 3-D Secure frame's, or the pay-later
 * redirect's); the placed order, or the refusal after the bag is made whole again.
 */
export async function finishPayment(
  c: AppContext,
  result: { threeDS2Result: string } | { redirectResult: string },
  idempotencyKey: string,
): Promise<Order | Confirming> {
  const orders = (await c.var.session.read()).orders?.[c.var.siteId]
  const pending = orders?.pending
  const hash = await resultHash(result)
  if (!pending) {
    // The same result again (a double submit, a retry after a lost answer): the order it placed.
    if (orders?.last && (orders.lastKey === idempotencyKey || orders.lastResult === hash)) return orders.last
    throw new ApiError('ORDER_NOT_PENDING')
  }
  const basketId = await currentBasketId(c)
  try {
    const order = await c.var.services.commerce.patchOrder(
      pending.orderNumber,
      pending.payment.code === 'PAY_LATER' ? 'PAY_LATER' : 'CREDIT_CARD',
      result,
      idempotencyKey,
    )
    return await completeOrder(c, order, basketId, idempotencyKey, hash)
  } catch (error) {
    // Still being decided: the order stays pending, and the page sends the same result again.
    if (outcomeUnknown(error)) return confirming(c, error, null)
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) {
      await c.var.session.change({ kind: 'order', siteId: c.var.siteId, pending: null })
      if (basketId)
        await recoverIfClosed(c, basketId, checkoutDetails(pending, pending.shipment?.code ?? null))
    }
    await forgetSpentRewardCode(c, error, basketId)
    throw error
  }
}

/** The last order the shopper placed on this site, for the confirmation page. */
export async function lastOrder(c: AppContext): Promise<Order | null> {
  return (await c.var.session.read()).orders?.[c.var.siteId]?.last ?? null
}
