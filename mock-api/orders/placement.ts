/**
 * Placing an order and finishing its payment, as the cart service does it (decision 064). The routes
 * (`routes/orders.ts`) run these under an `Idempotency-Key`; each order's reconciler (`reconcileOrder`) settles
 * what no caller finished.
 *
 * One order per basket, however many times and ways it is placed: the order is claimed with one INSERT that a
 * partial unique index refuses while the basket has a live order, and the claim is a lease, so a placement that died
 * is taken over by the next caller rather than blocking the basket. Payments go to the provider with an idempotency
 * key per order and instrument, and the call that pays the remaining total is stored before it is sent: a retry
 * (with any key) sends exactly it again and reaches the provider's first answer instead of paying twice. A provider
 * call is cut at what is left of the cart service's time limit (`shared/bag/placement.ts`); one whose answer never came
 * leaves the order pending and is answered "in progress" (409 ORDER_IN_PROGRESS). A refused payment fails the order
 * and leaves the basket open, with everything on it, to be paid again (as SFCC's failOrder reopens the basket). An
 * order that fails after the provider authorised its card voids that authorisation.
 */
import type { Context } from 'hono'
import * as z from 'zod'
import {
  ABANDONED_ACTION_AFTER_SECONDS,
  CART_PLACEMENT_LIMIT_MS,
  PLACEMENT_RETRY_AFTER_SECONDS,
  RECONCILE_PENDING_AFTER_SECONDS,
} from '../../shared/bag/placement'
import { passesFraudCheck } from '../cart/fraud-check'
import {
  callProvider,
  fromMinorUnits,
  merchantAccountOf,
  minorUnits,
  ProviderError,
  type ProviderPaymentAnswer,
} from '../cart/payments'
import { readCart, settleDeliveries, type WireCart } from '../cart/price-cart'
import { round2 } from '../cart/rules'
import {
  registeredCustomer,
  releaseWalletPayments,
  spendWalletPayments,
  staleWalletPayment,
  WALLET_METHODS,
} from '../cart/wallet-payments'
import { bearerOf } from '../consumers/tokens'
import { getAssociate } from '../db/associates'
import { type CartNotice, getCart, listCartPayments, removeCartPayment } from '../db/carts'
import { normaliseEmail } from '../db/consumers'
import { releaseEmployeeDiscount, spendEmployeeDiscount } from '../db/loyalty'
import { recordPlacement } from '../db/order-history'
import {
  claimOrder,
  closeCart,
  getLiveOrder,
  getOrder,
  lockOrder,
  type OrderRow,
  setProviderRequest,
  unlockOrder,
  updateOrder,
} from '../db/orders'
import { listWithdrawnSkus } from '../db/products'
import {
  codeOfPayment,
  getRewardCode,
  isExpired,
  redeemRewardCode,
  releaseRewardCode,
} from '../db/reward-codes'
import { describePlace } from '../db/stores'
import { getInstrument } from '../db/wallet'
import type { MockEnv } from '../env'
import { cardBillingRefusal } from './card-billing'
import { sendConfirmation } from './confirmation-email'
import { ConfirmedTotalsFields, confirmedTotalsRefusal } from './confirmed-totals'
import { isReserveCart, placeReservation } from './reservation'

type MockContext = Context<{ Bindings: MockEnv }>

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
}
/** The gift card brand the provider takes (its `givex`). */
export const GIFT_CARD_BRAND = 'givex'

const token = z.string().min(1).max(1000)

const CardMethodSchema = z.object({
  code: z.literal('CREDIT_CARD'),
  paymentMethod: z.object({
    type: z.literal('scheme'),
    encryptedCardNumber: token,
    encryptedExpiryMonth: token,
    encryptedExpiryYear: token,
    encryptedSecurityCode: token,
    holderName: z.string().max(100).optional(),
  }),
  brand: z.string().max(20).optional(),
  lastFour: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
})
/** A card the customer saved in their account, paid with by the provider's stored card: no card fields. */
const SavedCardMethodSchema = z.object({
  code: z.literal('CREDIT_CARD'),
  payment_instrument_id: z.string().min(1).max(64),
})
const PayLaterMethodSchema = z.object({ code: z.literal('PAY_LATER') })
const GiftCardsOnlySchema = z.object({ code: z.literal('GIFT_CARD') })
/** A reservation (decision 086): nothing is charged now; the shopper pays when they collect it. */
const PayInStoreSchema = z.object({ code: z.literal('PAY_IN_STORE') })

export const PlaceOrderSchema = z.object({
  cartId: z.string().min(1).max(64),
  /** The bot check's answer, when the shop sends one (spec 1 §7). */
  recaptcha_response: z.string().max(4000).optional(),
  paymentMethod: z.union([
    CardMethodSchema,
    SavedCardMethodSchema,
    PayLaterMethodSchema,
    GiftCardsOnlySchema,
    PayInStoreSchema,
  ]),
  /** Where the provider sends the shopper back after a redirect (pay later). */
  returnUrl: z.url({ protocol: /^https?$/ }).max(1024),
  shopperLocale: z.string().max(10).optional(),
  /** The source code of the shop that sells (spec 1 §9: ECOM15 for the online shop). */
  sourceCode: z.string().regex(/^[A-Z0-9]{2,20}$/),
  /** In-store mode (decision 044): the store and associate the order is sold by. */
  inStoreSalesInfo: z
    .object({ storeId: z.string().regex(/^\d{4}$/), storeEmployeeId: z.string().regex(/^\d{6}$/) })
    .optional(),
  /** What the shopper confirmed: a cart whose total moved since it was prepared is refused (TAX310, ORD415). */
  ...ConfirmedTotalsFields,
})
export type PlaceOrder = z.infer<typeof PlaceOrderSchema>

export const PatchOrderSchema = z.object({
  paymentMethod: z.object({
    code: z.enum(['CREDIT_CARD', 'PAY_LATER']),
    additionalData: z.union([z.object({ threeDS2Result: token }), z.object({ redirectResult: token })]),
  }),
})

const orderNumberOf = () =>
  `KS${String(crypto.getRandomValues(new Uint32Array(1))[0] ?? 0).padStart(10, '0')}`

type Place = NonNullable<Awaited<ReturnType<typeof describePlace>>>

/** The stores and collection point an order's lines and shipment go to, by id. */
export async function placesOf(db: D1Database, cart: WireCart): Promise<Record<string, Place>> {
  const ids = new Set([
    ...cart.items.flatMap((item) => item.shippingOptions.storeInfo?.id ?? []),
    ...cart.shippingMethods.flatMap((shipment) => shipment.storeId ?? []),
  ])
  const found = await Promise.all([...ids].map((id) => describePlace(db, id)))
  return Object.fromEntries(found.flatMap((place) => (place ? [[place.id, place]] : [])))
}

/**
 * The order as the contract answers it: what was bought, where it goes, what it cost and how it was paid. The
 * demo orders of the seed (`orders/demo-orders.ts`) are made by it too.
 */
export function orderBody(
  cart: WireCart,
  orderNumber: string,
  payment: { code: string; label: string; amount: number },
  status: 'placed' | 'action',
  places: Record<string, Place> = {},
  inStoreSalesInfo: PlaceOrder['inStoreSalesInfo'] = undefined,
) {
  const home = cart.shippingMethods.find((shipment) => shipment.shippingId === 'me')
  const point = home?.storeId
  const selected = home?.applicableShippingMethods.find((method) => method.selected)
  const madeToOrder = cart.shippingMethods
    .find((shipment) => shipment.shippingId === 'customs')
    ?.applicableShippingMethods.find((method) => method.selected)
  return {
    orderNumber,
    status,
    createdAt: new Date().toISOString(),
    currency: cart.currency,
    email: cart.shippingAddress?.email ?? null,
    items: cart.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      masterId: item.masterId,
      name: item.name,
      qty: item.qty,
      // A gift with purchase is bought at 0, like any line; the flag says why.
      bonus: item.bonus,
      // An e-gift card goes by email to the recipient of its gift option.
      isDigitalProduct: item.isDigitalProduct,
      // A personalised item, made to order to its recipe.
      ...('isCustoms' in item && item.isCustoms
        ? { isCustoms: true, recipeId: item.recipeId, customs: item.customs }
        : {}),
      price: item.price,
      variants: item.variants,
      productImageURL: item.productImageURL,
      shippingMethod: item.shippingOptions.shippingMethod,
      storeId: item.shippingOptions.storeInfo?.id,
      store: places[item.shippingOptions.storeInfo?.id ?? ''],
      ...('giftOption' in item ? { giftOption: item.giftOption } : {}),
      ...('customAmount' in item ? { customAmount: item.customAmount } : {}),
    })),
    pickupPerson: cart.pickupPerson ?? null,
    shippingAddress: cart.shippingAddress ?? null,
    billingAddress: cart.billingAddress ?? null,
    shipment: selected ? { ...selected, point: point ? (places[point] ?? null) : null } : null,
    customsShipment: madeToOrder
      ? { code: madeToOrder.code, label: madeToOrder.label, deliveryTime: madeToOrder.deliveryTime }
      : null,
    totals: cart.totals,
    promoSummary: cart.promoSummary,
    // A store associate's price adjustments, as the cart was priced with them (decision 031).
    priceAdjustments: cart.priceAdjustments,
    // Sold in a store by an associate (decision 044).
    inStoreSalesInfo: inStoreSalesInfo ?? null,
    paymentMethod: payment,
    giftCards: cart.paymentInstruments
      .filter((entry) => entry.payment_method_id === 'GIFT_CARD')
      .map((entry) => ({ label: entry.label, amount: entry.amount })),
    // What the customer's account paid: loyalty points, athlete allowance, reward cards (decision 043).
    walletPayments: cart.paymentInstruments
      .filter(
        (entry) =>
          (WALLET_METHODS as readonly string[]).includes(entry.payment_method_id) && entry.amount > 0,
      )
      .map((entry) => ({ method: entry.payment_method_id, label: entry.label, amount: entry.amount })),
    rewardCode:
      cart.paymentInstruments
        .filter((entry) => entry.payment_method_id === 'REWARD_CODE' && entry.amount > 0)
        .map((entry) => ({ label: entry.label, amount: entry.amount }))[0] ?? null,
  }
}
export type OrderBody = ReturnType<typeof orderBody> & {
  flash?: unknown[]
  pending?: { paymentData?: string; common?: PaymentCommon }
}

/**
 * Takes the stock the order's lines bought: delivered lines from online stock, pickup lines from their store's.
 * Digital lines (e-gift cards) have no stock to take; a personalised line takes its blanks from online stock.
 */
async function takeStock(db: D1Database, cart: WireCart) {
  const stocked = cart.items.filter((item) => !item.isDigitalProduct)
  if (stocked.length === 0) return
  await db.batch(
    stocked.map((item) => {
      const store =
        item.shippingOptions.shippingMethod.code === 'pickup' ? item.shippingOptions.storeInfo?.id : null
      return store
        ? db
            .prepare(
              'INSERT INTO store_stock_adjustments (store_id, sku, delta) VALUES (?, ?, ?) ON CONFLICT (store_id, sku) DO UPDATE SET delta = delta + excluded.delta',
            )
            .bind(store, item.productId, -item.qty)
        : db
            .prepare('UPDATE variants SET online_stock = MAX(0, online_stock - ?) WHERE sku = ?')
            .bind(item.qty, item.productId)
    }),
  )
}

/**
 * The refusal of a placement that moved lines (spec 1 §8): ORD516 when a pickup went to the address, ORD517 when a
 * shipment to a store became a pickup there, ORD518 when a pickup joined the shipment to its store.
 */
export function deliveryChangeError(moved: readonly CartNotice[]) {
  const codes = new Set(moved.map((notice) => notice.code))
  if (codes.has('PickupToHome'))
    return errorBody('ORD516', 'Some items can no longer be picked up and will be delivered')
  if (codes.has('ShipToStoreToPickup'))
    return errorBody(
      'ORD517',
      'Some items will be picked up from the store’s own stock instead of shipped there',
    )
  return errorBody('ORD518', 'Some items can no longer be picked up now and will be shipped to the store')
}

/** Lines of a product withdrawn from sale since they went into the cart: no order takes them (INV407). */
export async function withdrawnLinesRefusal(db: D1Database, cart: WireCart): Promise<Answer | null> {
  const withdrawn = await listWithdrawnSkus(
    db,
    cart.items.map((item) => item.productId),
  )
  if (withdrawn.size === 0) return null
  const names = cart.items.filter((item) => withdrawn.has(item.productId)).map((item) => item.name)
  return refusal(409, 'INV407', `${names.join(', ')} no longer available`)
}

/** Why a cart cannot be ordered yet (no items, a line with no price, short stock, no addresses, an address not delivered to); null when it can. */
export function notReady(cart: WireCart): Answer | null {
  if (cart.items.length === 0) return refusal(400, 'ORD430', 'The cart has no items')
  // A line whose price was taken away since it was added: no order is made at no price (INV702).
  const unpriced = cart.flash.filter((flash) => flash.type === 'ProductLineItemPriceMissing')
  if (unpriced.length > 0)
    return refusal(
      422,
      'INV702',
      `${unpriced.map((flash) => String(flash.details.name)).join(', ')} has no price`,
    )
  const short = cart.items.filter((item) => item.stock < item.qty)
  // Lines with no stock at all left: none of the bag can be had (INV405), or some of it cannot (INV409).
  const gone = short.filter((item) => item.stock <= 0 && !item.isDigitalProduct)
  if (gone.length > 0 && gone.length === cart.items.length)
    return refusal(409, 'INV405', 'None of the items in the cart is available any more')
  if (gone.length > 0)
    return refusal(409, 'INV409', `${gone.map((item) => item.name).join(', ')} no longer in stock`)
  if (short.length > 0)
    return refusal(409, 'INV406', `${short.map((item) => item.name).join(', ')} no longer in stock as asked`)
  if (!cart.shippingAddress && cart.shippingMethods.length > 0)
    return refusal(400, 'CHK380', 'The cart has no shipping address')
  if (!cart.billingAddress) return refusal(400, 'BIL400', 'The cart has no billing address')
  if (cart.flash.some((flash) => flash.type === 'InvalidShippingAddress'))
    return refusal(400, 'PAY401', 'This shop cannot deliver to the shipping address')
  return null
}

type PaymentCommon = Record<string, unknown>

/**
 * The saved card a placement names, when it names one: the customer's own instrument (null for another
 * customer's, a guest naming one, or an unknown id); undefined when the placement pays otherwise.
 */
async function savedCardOf(c: MockContext, method: PlaceOrder['paymentMethod']) {
  if (!('payment_instrument_id' in method)) return undefined
  const { consumer } = await registeredCustomer(c)
  if (!consumer) return null
  const saved = await getInstrument(c.env.DB, consumer.id, method.payment_instrument_id)
  return saved?.method === 'CREDIT_CARD' ? saved : null
}

/** The cart's reward code that pays part of the total, with the code it holds; null without one. */
async function rewardCodeOf(db: D1Database, basketId: string, cart: WireCart) {
  const instrument = cart.paymentInstruments.find(
    (entry) => entry.payment_method_id === 'REWARD_CODE' && entry.amount > 0,
  )
  if (!instrument) return null
  const stored = (await listCartPayments(db, basketId)).find(
    (entry) => entry.id === instrument.payment_instrument_id,
  )
  return { instrument, code: codeOfPayment(stored?.data) ?? '' }
}

/** Why a reward code can no longer pay: spent by another order (PRM150), or expired (PRM155). */
async function rewardCodeRefusal(db: D1Database, code: string, currency: string) {
  const row = await getRewardCode(db, code, currency)
  return row && row.redeemed_at === null && isExpired(row, new Date().toISOString())
    ? errorBody('PRM155', 'This reward code has expired')
    : errorBody('PRM150', 'This reward code has already been used')
}

/**
 * Before anything is paid: a reward code another order spent, or that expired, since it was applied is taken off
 * the cart (which stays open) and the placement refused, so the shopper sees what is left to pay and pays it.
 */
async function staleRewardCode(db: D1Database, basketId: string, cart: WireCart) {
  const reward = await rewardCodeOf(db, basketId, cart)
  if (!reward) return null
  const row = await getRewardCode(db, reward.code, cart.currency)
  if (row && row.redeemed_at === null && !isExpired(row, new Date().toISOString())) return null
  await removeCartPayment(db, basketId, reward.instrument.payment_instrument_id)
  return { status: 409 as const, body: await rewardCodeRefusal(db, reward.code, cart.currency) }
}

/** The action as the shop may see it: the page to show, never the provider's payment data. */
const publicAction = (action: NonNullable<ProviderPaymentAnswer['action']>) => ({
  type: action.type,
  url: action.url,
})

export const withoutPending = (body: OrderBody) => {
  const { pending: _pending, ...rest } = body
  return rest
}

const errorBody = (errorId: string, message: string) => ({
  errorDetails: [{ errorId, message }],
  appId: 'mock-api',
  correlationId: crypto.randomUUID(),
})

/** An answer of the order calls: its status and body (the routes turn it into a response). */
export interface Answer {
  status: number
  body: unknown
}

/** What the payment calls need of the worker's bindings: the reconciler is optional (tests bind a recording one). */
type PlacementEnv = Pick<
  MockEnv,
  'DB' | 'PAYMENTS' | 'PROVIDER_API_KEY' | 'MERCHANT_ACCOUNT' | 'ORDER_RECONCILER'
>

const refusal = (status: number, errorId: string, message: string): Answer => ({
  status,
  body: errorBody(errorId, message),
})

/** The answer while a placement is still being decided: the caller asks again, with the same key, later. */
const inProgress = (message = 'This order is still being placed'): Answer =>
  refusal(409, 'ORDER_IN_PROGRESS', message)

export const isInProgress = (answer: Answer) =>
  answer.status === 409 &&
  (answer.body as { errorDetails?: { errorId?: string }[] } | null)?.errorDetails?.[0]?.errorId ===
    'ORDER_IN_PROGRESS'

/** How long a placement holds its order and its key: the cart service's limit, and a little for its own writes. */
const LEASE_MS = CART_PLACEMENT_LIMIT_MS + 5_000

/** The placement as stored with its order, with the locale it was read in (for the order's names). */
type StoredPlacement = PlaceOrder & { locale?: string }

/** The provider call that pays an order's remaining total, stored before it is sent (`provider_request`). */
interface ProviderCall {
  body: Record<string, unknown>
  key: string
  /** The payment as the order shows it. */
  code: string
  label: string
  amount: number
}

/** One placement's clock: every provider call is cut at what is left of the cart service's limit. */
const deadlineFrom = (startedAt: number) => () =>
  Math.max(1, startedAt + CART_PLACEMENT_LIMIT_MS - Date.now())

/** Asks the order's reconciler to look at it after `delaySeconds` (nothing when none is bound). */
export async function scheduleReconciliation(env: PlacementEnv, orderNumber: string, delaySeconds: number) {
  try {
    const reconciler = env.ORDER_RECONCILER
    await reconciler?.get(reconciler.idFromName(orderNumber)).schedule(orderNumber, delaySeconds)
  } catch (error) {
    console.warn('order reconciliation not scheduled', orderNumber, String(error))
  }
}

/** The provider's answer is not known: lost, cut at the deadline, unreadable, or still being worked on there. */
const outcomeUnknown = (error: unknown) =>
  error instanceof ProviderError &&
  (error.status === 0 || error.status === 409 || error.errorCode === 'NOT_JSON')

/**
 * Voids what the provider holds under the order's reference (its card, and any gift card charged beside it): an
 * authorisation with no order is never left on the shopper's card. A technical cancel, so it also reaches a
 * payment whose answer never arrived. True when the provider took the cancel.
 */
async function voidOrderPayments(env: PlacementEnv, orderNumber: string): Promise<boolean> {
  try {
    await callProvider(
      env,
      '/v71/cancels',
      {
        merchantAccount: merchantAccountOf(env),
        paymentReference: orderNumber,
        reference: `${orderNumber}-void`,
      },
      `${orderNumber}-void`,
      CART_PLACEMENT_LIMIT_MS,
    )
    return true
  } catch (error) {
    console.warn('order payments not voided yet', orderNumber, String(error))
    await scheduleReconciliation(env, orderNumber, 60)
    return false
  }
}

/** Gives back what a failed order spent of the account and the bag: its reward code, wallet and associate discount. */
async function releaseSpends(db: D1Database, orderNumber: string, rewardCode: string | null) {
  if (rewardCode) await releaseRewardCode(db, rewardCode, orderNumber)
  await releaseWalletPayments(db, orderNumber)
  await releaseEmployeeDiscount(db, orderNumber)
}

/**
 * Places the order of a cart: the gift cards first, then the rest by card or pay later. A basket has one live
 * order. One still being placed by a call that died is taken over and finished (its stored provider call sent
 * again, reaching the provider's first answer); one waiting for a challenge the shopper left is cancelled when a
 * placement with another key comes, which then pays anew.
 */
export async function placeOrder(c: MockContext, input: PlaceOrder, key: string | null): Promise<Answer> {
  const env = c.env
  const db = env.DB
  const locale = c.req.query('locale')
  const startedAt = Date.now()
  const live = await getLiveOrder(db, input.cartId)
  if (live) {
    const settled = await settleLive(env, live, key, startedAt)
    if (settled) return settled
  }
  // An order charges today's prices (decision 089): the cart is priced again, and totals confirmed before a price
  // changed are refused below.
  const cart = await readCart(db, input.cartId, locale, { patch: true })
  if (cart?.status !== 'open') return refusal(409, 'BSK404', 'Cart not found')
  // A reserve cart is placed as a reservation, paid in store; paying in store places nothing else.
  if (isReserveCart(cart) || input.paymentMethod.code === 'PAY_IN_STORE')
    return placeReservation(c, input, cart, key, orderNumberOf())
  // A line whose place can no longer supply it moves to one that can, and the shopper goes back to shipping.
  const moved = await settleDeliveries(db, input.cartId)
  if (moved.length > 0) return { status: 409, body: deliveryChangeError(moved) }
  const withdrawn = await withdrawnLinesRefusal(db, cart)
  if (withdrawn) return withdrawn
  const unready = notReady(cart)
  if (unready) return unready
  // A price or tax that changed between the check and this placement: nothing is paid, the bag is read again.
  const unconfirmed = confirmedTotalsRefusal(cart.totals, input)
  if (unconfirmed) return refusal(409, ...unconfirmed)
  const places = await placesOf(db, cart)
  const remaining = cart.totals.remainingToPay
  if (remaining > 0 && input.paymentMethod.code === 'GIFT_CARD')
    return refusal(422, 'PYT400', 'The gift cards do not cover the total')
  // An order sold in a store names an associate of that store who may still sell.
  if (input.inStoreSalesInfo) {
    const { storeId, storeEmployeeId } = input.inStoreSalesInfo
    const associate = await getAssociate(db, storeId, storeEmployeeId)
    if (associate?.active !== 1) return refusal(403, 'AUT404', 'The store associate cannot sell now')
  }
  // A reward code spent or expired since it was applied is taken off before anything is paid.
  const stale = await staleRewardCode(db, input.cartId, cart)
  if (stale) return stale
  const short = await staleWalletPayment(db, input.cartId, cart)
  if (short) return refusal(409, short.errorId, short.message)
  // A saved card is the customer's own: another customer's, or a guest naming one, is PYT404.
  const savedCard = await savedCardOf(c, input.paymentMethod)
  if (savedCard === null) return refusal(404, 'PYT404', 'Payment instrument not found')
  // The card is checked against its billing address: one deleted from the profile, or lacking a part, cannot be.
  const billing = savedCard ? await cardBillingRefusal(db, savedCard) : null
  if (billing) return refusal(billing[0] === 'PYT405' ? 404 : 400, ...billing)
  // The payment is checked against the device it is placed from; one that cannot be is not taken.
  if (remaining > 0 && !(await passesFraudCheck(db, input.cartId, input.paymentMethod.code, remaining)))
    return refusal(
      422,
      'PYT402',
      'The payment could not be verified: the order came with no device fingerprint',
    )

  const orderNumber = orderNumberOf()
  // The order is the customer's whose cart it is (or, for a cart made without a token, the caller's).
  const bearer = await bearerOf(c)
  const customerId =
    (await getCart(db, input.cartId))?.customer_id ?? (bearer.status === 'valid' ? bearer.customerId : null)
  const email = emailOf(cart)
  const claimed = await claimOrder(db, {
    basketId: input.cartId,
    orderNumber,
    now: new Date(startedAt).toISOString(),
    customerId,
    email: email ? normaliseEmail(email) : null,
    lockedUntil: startedAt + LEASE_MS,
    placement: { ...input, ...(locale ? { locale } : {}) } satisfies StoredPlacement,
    placementKey: key,
  })
  // Another placement of the basket won the claim: it answers for the basket once it is done.
  if (!claimed) return inProgress()
  // Whatever becomes of this call, the order is looked at again later: nothing stays pending for ever.
  await scheduleReconciliation(env, orderNumber, RECONCILE_PENDING_AFTER_SECONDS)

  const common = {
    merchantAccount: merchantAccountOf(env),
    reference: orderNumber,
    returnUrl: input.returnUrl,
    channel: 'Web',
    ...(input.shopperLocale ? { shopperLocale: input.shopperLocale } : {}),
  }
  const order: OrderInHand = {
    orderNumber,
    basketId: input.cartId,
    cart,
    places,
    placement: input,
    common,
    deadline: deadlineFrom(startedAt),
  }
  if (remaining <= 0 || input.paymentMethod.code === 'GIFT_CARD')
    return finish(env, order, { code: 'GIFT_CARD', label: '', amount: 0 }, 'pending')
  const method = input.paymentMethod
  const call: ProviderCall = {
    key: `${orderNumber}-main`,
    code: method.code,
    amount: remaining,
    label: savedCard
      ? `${BRAND_NAMES[savedCard.brand ?? ''] ?? 'Card'} •••• ${savedCard.last_four ?? ''}`
      : 'paymentMethod' in method
        ? `${BRAND_NAMES[method.brand ?? ''] ?? 'Card'} •••• ${method.lastFour ?? ''}`.trim()
        : '',
    body: {
      ...common,
      amount: minorUnits(remaining, cart.currency),
      ...(savedCard
        ? {
            // The provider's card on file: paid with by its id for the customer it was kept for.
            paymentMethod: { type: 'scheme', storedPaymentMethodId: savedCard.token },
            shopperReference: savedCard.consumer_id,
            shopperInteraction: 'ContAuth',
            recurringProcessingModel: 'CardOnFile',
          }
        : { paymentMethod: 'paymentMethod' in method ? method.paymentMethod : { type: 'klarna' } }),
    },
  }
  await setProviderRequest(db, orderNumber, call)
  return pay(env, order, call)
}

/** An order being placed, with what paying and finishing it needs. */
/** The order's email: the shipping address's, else the billing address's; null without one. */
function emailOf(cart: WireCart): string | null {
  const email = cart.shippingAddress?.email ?? cart.billingAddress?.email
  return typeof email === 'string' && email.trim() ? email : null
}

interface OrderInHand {
  orderNumber: string
  basketId: string
  cart: WireCart
  places: Record<string, Place>
  placement: PlaceOrder
  common: PaymentCommon
  /** Milliseconds left for the next provider call. */
  deadline: () => number
}

/**
 * Sends the order's provider call (the first time, or again with its key, which reaches the provider's first answer)
 * and goes on from its answer: authorised is placed, a challenge waits for the shopper, a refusal fails the order
 * with the bag left open to pay again. An answer that never came leaves the order pending, for a retry or
 * reconciliation to settle.
 */
async function pay(env: PlacementEnv, order: OrderInHand, call: ProviderCall): Promise<Answer> {
  const db = env.DB
  const { orderNumber } = order
  let answer: ProviderPaymentAnswer
  try {
    answer = await callProvider<ProviderPaymentAnswer>(
      env,
      '/v71/payments',
      call.body,
      call.key,
      order.deadline(),
    )
  } catch (error) {
    if (outcomeUnknown(error)) {
      await unlockOrder(db, orderNumber)
      return inProgress('The payment service has not answered yet')
    }
    if (error instanceof ProviderError && error.status >= 500) {
      // The provider did nothing: the order fails, and the bag can be paid again at once.
      await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
      return refusal(502, 'PAY400', 'The payment service is not available')
    }
    if (error instanceof ProviderError) {
      await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
      return refusal(422, 'PAY400', error.message)
    }
    await unlockOrder(db, orderNumber)
    throw error
  }
  const label =
    call.label.startsWith('Card ') && answer.paymentMethod?.brand
      ? call.label.replace('Card', BRAND_NAMES[answer.paymentMethod.brand] ?? 'Card')
      : call.label
  const payment = { code: call.code, label, amount: call.amount }
  if (answer.resultCode === 'Authorised') return finish(env, order, payment, 'pending', answer.pspReference)
  if (
    (answer.resultCode === 'ChallengeShopper' || answer.resultCode === 'RedirectShopper') &&
    answer.action
  ) {
    const waiting: OrderBody = {
      ...orderBody(
        order.cart,
        orderNumber,
        payment,
        'placed',
        order.places,
        order.placement.inStoreSalesInfo,
      ),
      status: 'action',
      flash: [{ type: 'PaymentNotAuthorized', details: { action: publicAction(answer.action) } }],
      pending: { paymentData: answer.action.paymentData, common: order.common },
    }
    await updateOrder(db, orderNumber, 'pending', {
      status: 'action',
      body: waiting,
      pspReference: answer.pspReference,
    })
    await unlockOrder(db, orderNumber)
    // A challenge the shopper never finishes is given up, and the payment waiting on it cancelled.
    await scheduleReconciliation(env, orderNumber, ABANDONED_ACTION_AFTER_SECONDS)
    return { status: 201, body: withoutPending(waiting) }
  }
  await updateOrder(db, orderNumber, 'pending', { status: 'failed', pspReference: answer.pspReference })
  // A card whose expiry month ended between its entry and the charge: the shopper corrects it, not the bank.
  if (answer.refusalReason === 'Expired Card') return refusal(400, 'FE309', 'The card has expired')
  return refusal(
    422,
    'PAY400',
    answer.refusalReason ? `Payment refused: ${answer.refusalReason}` : 'Payment refused',
  )
}

/**
 * The basket's live order, for a placement that finds one: placed is answered again; one still pending is taken
 * over when its placement died (its lease ran out) and finished; one waiting for the shopper is answered again to
 * the key that made it, and cancelled for a placement with another key (the shopper left the challenge and pays
 * otherwise). Null when the live order is gone and the placement goes on anew.
 */
async function settleLive(
  env: PlacementEnv,
  live: OrderRow,
  key: string | null,
  now: number,
): Promise<Answer | null> {
  const db = env.DB
  if (live.status === 'placed' && live.body)
    return { status: 200, body: { ...withoutPending(JSON.parse(live.body) as OrderBody), replayed: true } }
  if (live.status === 'action' && live.body) {
    if (key !== null && live.placement_key === key)
      return { status: 200, body: { ...withoutPending(JSON.parse(live.body) as OrderBody), replayed: true } }
    if (!(await lockOrder(db, live.order_number, 'action', now, now + LEASE_MS))) return inProgress()
    await abandonAction(env, live)
    return null
  }
  if (live.status !== 'pending') return inProgress()
  if (!(await lockOrder(db, live.order_number, 'pending', now, now + LEASE_MS))) return inProgress()
  const resumed = await resumePending(env, live, deadlineFrom(now))
  if (resumed === null) return null
  // The earlier placement's outcome is this request's own, unless it was refused and this is another try.
  const refused = resumed.status >= 400 && !isInProgress(resumed)
  return refused && live.placement_key !== key ? null : resumed
}

/** Gives up a payment waiting for the shopper: cancelled at the provider, the order failed, the bag open. */
async function abandonAction(env: PlacementEnv, order: OrderRow) {
  if (order.psp_reference) {
    await callProvider(
      env,
      `/v71/payments/${encodeURIComponent(order.psp_reference)}/cancels`,
      { merchantAccount: merchantAccountOf(env), reference: `${order.order_number}-abandoned` },
      `${order.order_number}-abandoned`,
      CART_PLACEMENT_LIMIT_MS,
    ).catch((error: unknown) =>
      console.warn('abandoned payment not cancelled', order.order_number, String(error)),
    )
  }
  await updateOrder(env.DB, order.order_number, 'action', { status: 'failed' })
  await unlockOrder(env.DB, order.order_number)
}

/**
 * Finishes a pending order whose placement died, from what it stored: its provider call is sent again with its key
 * (the provider answers what it first did, or pays now if the first never reached it), or, when it pays with no
 * card, it is finished as it was. Null when it never asked the provider anything it could still pay with: it fails,
 * and the placement goes on anew.
 */
async function resumePending(
  env: PlacementEnv,
  row: OrderRow,
  deadline: () => number,
): Promise<Answer | null> {
  const db = env.DB
  const placement = row.placement ? (JSON.parse(row.placement) as StoredPlacement) : null
  const cart = placement ? await readCart(db, row.basket_id, placement.locale) : null
  const call = row.provider_request ? (JSON.parse(row.provider_request) as ProviderCall) : null
  const paysByCard = placement && placement.paymentMethod.code !== 'GIFT_CARD'
  if (!placement || !cart || (paysByCard && !call && cart.totals.remainingToPay > 0)) {
    await updateOrder(db, row.order_number, 'pending', { status: 'failed' })
    return null
  }
  // The bag changed since the call was made (a line added while the answer was awaited): what the provider may hold
  // for the old total is voided, and the placement goes on anew for the bag as it is.
  if (call && round2(cart.totals.remainingToPay) !== round2(call.amount)) {
    await voidOrderPayments(env, row.order_number)
    await updateOrder(db, row.order_number, 'pending', { status: 'failed' })
    return null
  }
  const { locale: _locale, ...input } = placement
  const order: OrderInHand = {
    orderNumber: row.order_number,
    basketId: row.basket_id,
    cart,
    places: await placesOf(db, cart),
    placement: input,
    common: (call?.body as PaymentCommon | undefined) ?? {
      merchantAccount: merchantAccountOf(env),
      reference: row.order_number,
      returnUrl: input.returnUrl,
      channel: 'Web',
    },
    deadline,
  }
  if (!call) return finish(env, order, { code: 'GIFT_CARD', label: '', amount: 0 }, 'pending')
  return pay(env, order, call)
}

/**
 * Spends the reward code and charges the gift cards their parts once the rest of the total is authorised (so a
 * refused card or challenge never spends either), then places the order: the basket is closed and the stock taken.
 * The code goes first, being the one that can be given back. Whatever stops the order now (a code spent by another
 * order meanwhile, the associate allowance used up, a gift card that cannot pay) fails it, gives back what it spent
 * and voids what the provider authorised for it: no money is held without an order.
 */
async function finish(
  env: PlacementEnv,
  order: OrderInHand,
  payment: { code: string; label: string; amount: number },
  from: 'pending' | 'action',
  pspReference?: string,
  stored?: OrderBody,
): Promise<Answer> {
  const db = env.DB
  const { cart, orderNumber } = order
  const authorised = pspReference !== undefined
  const failWith = async (answer: Answer, rewardCode: string | null) => {
    await updateOrder(db, orderNumber, from, { status: 'failed', pspReference: pspReference ?? null })
    await releaseSpends(db, orderNumber, rewardCode)
    if (authorised) await voidOrderPayments(env, orderNumber)
    await unlockOrder(db, orderNumber)
    return answer
  }
  // The reward code is spent now, in one conditional statement: of two orders paying with one code, one wins. The
  // other fails before any gift card is charged, and its cart, still open, loses the code and shows what is left.
  const reward = await rewardCodeOf(db, order.basketId, cart)
  if (reward && !(await redeemRewardCode(db, reward.code, orderNumber, new Date().toISOString()))) {
    await removeCartPayment(db, order.basketId, reward.instrument.payment_instrument_id)
    return failWith({ status: 409, body: await rewardCodeRefusal(db, reward.code, cart.currency) }, null)
  }
  // The associate discount's part of the yearly cap is counted the same way (decision 049): of two orders racing
  // for the last of it, one is placed; the other's bag is priced again with what is left.
  const employeeDiscount = cart.employeeDiscount
  if (employeeDiscount) {
    const owner = (await getCart(db, order.basketId))?.customer_id ?? ''
    const counted = await spendEmployeeDiscount(db, {
      orderNumber,
      consumerId: owner,
      amount: employeeDiscount.base,
      now: new Date().toISOString(),
    })
    if (!counted)
      return failWith(
        refusal(409, 'EMP409', 'The associate discount allowance no longer covers this bag'),
        reward?.code ?? null,
      )
  }
  // Points, an athlete's allowance and reward cards are spent the same way, each by one conditional statement.
  const short = await spendWalletPayments(db, order.basketId, cart, orderNumber)
  if (short) return failWith(refusal(409, short.errorId, short.message), reward?.code ?? null)
  const payments = await listCartPayments(db, order.basketId)
  for (const giftCard of cart.paymentInstruments.filter((entry) => entry.payment_method_id === 'GIFT_CARD')) {
    if (giftCard.amount <= 0) continue
    const card = JSON.parse(
      payments.find((entry) => entry.id === giftCard.payment_instrument_id)?.data ?? '{}',
    )
    const answer = await callProvider<ProviderPaymentAnswer>(
      env,
      '/v71/payments',
      {
        ...order.common,
        amount: minorUnits(giftCard.amount, cart.currency),
        paymentMethod: { type: 'giftcard', brand: GIFT_CARD_BRAND, ...card },
      },
      `${orderNumber}-${giftCard.payment_instrument_id}`,
      order.deadline(),
    ).catch(() => null)
    if (answer?.resultCode !== 'Authorised' || round2(fromMinorUnits(answer.amount)) < giftCard.amount) {
      // The order is not placed: its reward code is given back, and what the gift cards and the card paid voided.
      const failed = await failWith(
        refusal(422, 'GFC800', 'A gift card could not pay its part'),
        reward?.code ?? null,
      )
      if (!authorised) await voidOrderPayments(env, orderNumber)
      return failed
    }
  }
  const body =
    stored ?? orderBody(cart, orderNumber, payment, 'placed', order.places, order.placement.inStoreSalesInfo)
  const placed = { ...withoutPending(body), status: 'placed' as const, flash: undefined }
  if (
    await updateOrder(db, orderNumber, from, {
      status: 'placed',
      body: placed,
      pspReference: pspReference ?? null,
    })
  ) {
    await closeCart(db, order.basketId, 'ordered')
    await takeStock(db, cart)
    await recordPlacement(db, orderNumber, {
      now: new Date().toISOString(),
      digitalOnly: cart.items.every((item) => item.isDigitalProduct),
    })
    await sendConfirmation(db, {
      kind: 'order',
      orderNumber,
      email: emailOf(cart),
      shopperLocale: order.placement.shopperLocale,
      shopUrl: order.placement.returnUrl,
    })
  }
  await unlockOrder(db, orderNumber)
  return { status: from === 'pending' ? 201 : 200, body: placed }
}

/**
 * Finishes an order waiting for the shopper with their result (a 3-D Secure result, or the pay-later page's): the
 * provider's details call, under the order's key, so a repeat reaches the provider's first answer. Placed already:
 * answered again. An answer that never came leaves the order waiting, for the same result to be sent again.
 */
export async function patchOrder(
  c: MockContext,
  orderNumber: string,
  input: z.infer<typeof PatchOrderSchema>,
): Promise<Answer> {
  const env = c.env
  const db = env.DB
  const now = Date.now()
  const row = await getOrder(db, orderNumber)
  if (!row?.body) return refusal(404, 'ORD409', 'Order not found')
  const stored = JSON.parse(row.body) as OrderBody
  if (row.status === 'placed') return { status: 200, body: { ...withoutPending(stored), replayed: true } }
  if (row.status !== 'action') return refusal(422, 'PAY400', 'This order can no longer be paid')
  if (!(await lockOrder(db, orderNumber, 'action', now, now + LEASE_MS))) return inProgress()
  const deadline = deadlineFrom(now)
  let answer: ProviderPaymentAnswer
  let unknownResult = false
  try {
    answer = await callProvider<ProviderPaymentAnswer>(
      env,
      '/v71/payments/details',
      {
        details:
          'threeDS2Result' in input.paymentMethod.additionalData
            ? { threeDSResult: input.paymentMethod.additionalData.threeDS2Result }
            : { redirectResult: input.paymentMethod.additionalData.redirectResult },
        ...(stored.pending?.paymentData ? { paymentData: stored.pending.paymentData } : {}),
      },
      `${orderNumber}-details`,
      deadline(),
    )
  } catch (error) {
    await unlockOrder(db, orderNumber)
    if (outcomeUnknown(error)) return inProgress('The payment service has not answered yet')
    if (error instanceof ProviderError && error.status >= 500)
      return refusal(502, 'PAY400', 'The payment service did not answer')
    // A result the provider does not know (tampered, another payment's): the order is given up.
    unknownResult = true
    answer = {
      pspReference: row.psp_reference ?? '',
      resultCode: 'Refused',
      merchantReference: orderNumber,
      amount: { currency: stored.currency, value: 0 },
    }
  }
  if (answer.resultCode === 'Authorised') {
    const cart = await readCart(db, row.basket_id, c.req.query('locale'))
    if (!cart) {
      await unlockOrder(db, orderNumber)
      return refusal(404, 'BSK404', 'Cart not found')
    }
    const placement = row.placement ? (JSON.parse(row.placement) as StoredPlacement) : null
    return finish(
      env,
      {
        orderNumber,
        basketId: row.basket_id,
        cart,
        places: await placesOf(db, cart),
        placement: placement ?? ({ inStoreSalesInfo: stored.inStoreSalesInfo ?? undefined } as PlaceOrder),
        common: stored.pending?.common ?? {},
        deadline,
      },
      stored.paymentMethod,
      'action',
      answer.pspReference,
      stored,
    )
  }
  // The provider refused (or the shopper cancelled): nothing is held. Otherwise the payment still waits there, and
  // is cancelled with the order.
  if (unknownResult || (answer.resultCode !== 'Refused' && answer.resultCode !== 'Cancelled'))
    await abandonAction(env, row)
  else await updateOrder(db, orderNumber, 'action', { status: 'failed' })
  await unlockOrder(db, orderNumber)
  return refusal(422, 'PAY400', answer.refusalReason ?? 'The payment was not authorised')
}

/**
 * Reconciliation (the order's reconciler's alarm, `orders/reconciler.ts`, decision 064): settles an order nobody
 * finished. A
 * pending order whose placement died is finished when the provider's result of record (its notification) says the
 * payment was authorised, failed when it says refused, and otherwise failed after voiding whatever the provider holds
 * under its reference. A challenge the shopper never finished is cancelled and its order failed. A failed order whose
 * payment the provider says is authorised is voided. The bag of a failed order stays open, to be paid again.
 * Answers when to look again, for an order still held by a live placement or a provider that did not answer.
 */
export async function reconcileOrder(
  env: PlacementEnv,
  orderNumber: string,
  now = Date.now(),
): Promise<{ retryAfterSeconds?: number }> {
  const db = env.DB
  const row = await getOrder(db, orderNumber)
  if (!row || row.status === 'placed') return {}
  if (row.status === 'failed') {
    if (row.payment_status === 'AUTHORISED' && !(await voidOrderPayments(env, orderNumber)))
      return { retryAfterSeconds: 60 }
    return {}
  }
  if (row.locked_until > now) return { retryAfterSeconds: Math.ceil((row.locked_until - now) / 1000) }
  if (row.status === 'action') {
    const age = now - Date.parse(row.created_at)
    const left = ABANDONED_ACTION_AFTER_SECONDS * 1000 - age
    if (left > 0) return { retryAfterSeconds: Math.ceil(left / 1000) }
    if (!(await lockOrder(db, orderNumber, 'action', now, now + LEASE_MS)))
      return { retryAfterSeconds: PLACEMENT_RETRY_AFTER_SECONDS }
    await abandonAction(env, row)
    return {}
  }
  if (!(await lockOrder(db, orderNumber, 'pending', now, now + LEASE_MS)))
    return { retryAfterSeconds: PLACEMENT_RETRY_AFTER_SECONDS }
  if (row.payment_status === 'AUTHORISED' || row.provider_request === null) {
    // The provider took the payment (or nothing was asked of it): finish the order as its placement would have.
    const answer = await resumePending(env, row, deadlineFrom(now))
    return answer && isInProgress(answer) ? { retryAfterSeconds: 60 } : {}
  }
  if (row.payment_status === 'REFUSED') {
    await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
    await unlockOrder(db, orderNumber)
    return {}
  }
  // Nobody knows: whatever the provider holds under the order's reference is voided, then the order fails.
  if (!(await voidOrderPayments(env, orderNumber))) {
    await unlockOrder(db, orderNumber)
    return { retryAfterSeconds: 60 }
  }
  await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
  await unlockOrder(db, orderNumber)
  return {}
}
