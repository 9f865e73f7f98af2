/**
 * The commerce contract's payment and order calls: payment methods, gift cards (balance, apply, remove), reward
 * codes (apply, remove), prepareOrder, placeOrder, order patching after 3-D Secure or a redirect, and the payment
 * provider's signed notifications, which are the payment's result of record.
 *
 * One order per basket, however many times and ways it is placed: an `Idempotency-Key` is claimed with one INSERT
 * (same key and body replays the answer, marked `Idempotent-Replayed`; another body is 422; still running is 409
 * with Retry-After), and the order itself is claimed with one INSERT that a partial unique index refuses while the
 * basket has a live order. Payments go to the provider with an idempotency key per order and instrument, so a
 * retry after a lost answer reuses the provider's first answer instead of paying again. A refused or failed payment
 * closes the basket (spec 1 §4: the shop makes a new cart from its lines).
 */
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { readJsonBody } from '../body'
import {
  callProvider,
  fromMinorUnits,
  merchantAccountOf,
  minorUnits,
  type ProviderBalanceAnswer,
  ProviderError,
  type ProviderPaymentAnswer,
} from '../cart/payments'
import { readCart, settleDeliveries, type WireCart } from '../cart/price-cart'
import { round2 } from '../cart/rules'
import {
  applyAthletePayment,
  applyLoyaltyVoucher,
  applyRewardCard,
  registeredCustomer,
  releaseWalletPayments,
  spendWalletPayments,
  staleWalletPayment,
  WALLET_METHODS,
} from '../cart/wallet-payments'
import { bearerOf } from '../consumers/tokens'
import { getAssociate } from '../db/associates'
import { addCartPayment, type CartNotice, getCart, listCartPayments, removeCartPayment } from '../db/carts'
import { normaliseEmail } from '../db/consumers'
import { spendEmployeeDiscount } from '../db/loyalty'
import { recordPlacement } from '../db/order-history'
import {
  claimIdempotencyKey,
  claimOrder,
  closeCart,
  getLiveOrder,
  getOrder,
  type OrderRow,
  releaseIdempotencyKey,
  setPaymentStatus,
  settleIdempotencyKey,
  updateOrder,
} from '../db/orders'
import {
  addRewardCodePayment,
  codeOfPayment,
  getRewardCode,
  isExpired,
  maskRewardCode,
  normaliseRewardCode,
  REWARD_CODE_PATTERN,
  redeemRewardCode,
  releaseRewardCode,
} from '../db/reward-codes'
import { describePlace } from '../db/stores'
import { getInstrument } from '../db/wallet'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { verifyNotification } from '../payments/hmac'

type MockContext = Context<{ Bindings: MockEnv }>

const MAX_GIFT_CARDS = 2
const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
}
const GIFT_CARD_BRAND = 'givex'

const token = z.string().min(1).max(1000)
/** A gift card from the payment provider's fields: its tokens. */
const EncryptedGiftCardSchema = z.object({
  encryptedCardNumber: token,
  encryptedSecurityCode: token,
  /** The last four digits, for the shopper to tell their cards apart; never the whole number. */
  lastFour: z.string().regex(/^\d{4}$/),
})
/**
 * A gift card typed into the shop's own form (the bag): its number and PIN. Gift cards are closed-loop cards, so
 * they may pass through the shop; they are passed on to the provider as its gift card brand takes them, and kept
 * with the cart's payment only until the order charges them.
 */
const TypedGiftCardSchema = z.object({
  number: z.string().regex(/^\d{12,19}$/),
  pin: z.string().regex(/^\d{4,8}$/),
})
const GiftCardSchema = z.union([EncryptedGiftCardSchema, TypedGiftCardSchema])
type GiftCardInput = z.infer<typeof GiftCardSchema>

/** The card as the provider's gift card method takes it, and as the cart's payment keeps it until the charge. */
const providerGiftCard = (card: GiftCardInput) =>
  'number' in card
    ? { number: card.number, cvc: card.pin }
    : { encryptedCardNumber: card.encryptedCardNumber, encryptedSecurityCode: card.encryptedSecurityCode }

const lastFourOf = (card: GiftCardInput) => ('number' in card ? card.number.slice(-4) : card.lastFour)

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

const PlaceOrderSchema = z.object({
  cartId: z.string().min(1).max(64),
  paymentMethod: z.union([
    CardMethodSchema,
    SavedCardMethodSchema,
    PayLaterMethodSchema,
    GiftCardsOnlySchema,
  ]),
  /** Where the provider sends the shopper back after a redirect (pay later). */
  returnUrl: z.url({ protocol: /^https?$/ }).max(1024),
  shopperLocale: z.string().max(10).optional(),
  /** In-store mode (decision 044): the store and associate the order is sold by. */
  inStoreSalesInfo: z
    .object({ storeId: z.string().regex(/^\d{4}$/), storeEmployeeId: z.string().regex(/^\d{6}$/) })
    .optional(),
})
type PlaceOrder = z.infer<typeof PlaceOrderSchema>

const PatchOrderSchema = z.object({
  paymentMethod: z.object({
    code: z.enum(['CREDIT_CARD', 'PAY_LATER']),
    additionalData: z.union([z.object({ threeDS2Result: token }), z.object({ redirectResult: token })]),
  }),
})

export const orderRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

// ---- Payment methods and gift cards

const METHOD_OF_TYPE: Readonly<Record<string, string>> = {
  scheme: 'CREDIT_CARD',
  giftcard: 'GIFT_CARD',
  klarna: 'PAY_LATER',
}

orderRoutes.get('/v1/cart/:basketId/paymentMethods', async (c) => {
  const cart = await readCart(c.env.DB, c.req.param('basketId'), c.req.query('locale'))
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  try {
    const answer = await callProvider<{
      paymentMethods: { type: string; name: string; brands?: string[] }[]
    }>(c.env, '/v71/paymentMethods', {
      merchantAccount: merchantAccountOf(c.env),
      countryCode: cart.country,
      amount: minorUnits(Math.max(cart.totals.remainingToPay, 0.01), cart.currency),
      channel: 'Web',
    })
    return c.json({
      applicablePaymentMethods: [
        ...answer.paymentMethods.flatMap((method) =>
          METHOD_OF_TYPE[method.type]
            ? [{ id: METHOD_OF_TYPE[method.type], name: method.name, brands: method.brands ?? [] }]
            : [],
        ),
        // The cart service's own: a reward code needs no provider, and no account.
        { id: 'REWARD_CODE', name: 'Reward code', brands: [] },
        // What a signed-in customer's account pays with (decision 043).
        ...(await accountMethods(c)),
      ],
    })
  } catch (error) {
    return providerFailure(c, error)
  }
})

/** The methods a signed-in customer's account adds: saved cards, reward cards, loyalty points, athlete payment. */
async function accountMethods(c: MockContext) {
  const { consumer } = await registeredCustomer(c)
  if (!consumer) return []
  return [
    { id: 'REWARD_CARD', name: 'Reward card', brands: [] },
    ...(consumer.loyalty_member_id !== null
      ? [{ id: 'LOYALTY_POINTS', name: 'Loyalty points', brands: [] }]
      : []),
    ...(consumer.consumer_type === 'ATHLETE'
      ? [{ id: 'ATHLETES_PAYMENT', name: 'Athlete payment', brands: [] }]
      : []),
  ]
}

const providerFailure = (c: MockContext, error: unknown) => {
  console.warn('payment provider failed', String(error))
  return apiError(c, 502, 'PAY400', 'The payment service is not available')
}

async function giftCardBalance(c: MockContext, card: GiftCardInput, currency: string) {
  const answer = await callProvider<ProviderBalanceAnswer>(c.env, '/v71/paymentMethods/balance', {
    merchantAccount: merchantAccountOf(c.env),
    paymentMethod: { type: 'giftcard', brand: GIFT_CARD_BRAND, ...providerGiftCard(card) },
    amount: minorUnits(1, currency),
  })
  return answer
}

/** A gift card the provider could not read or refused, as the cart service's GFC codes. */
function giftCardRefusal(c: MockContext, error: unknown) {
  if (error instanceof ProviderError && error.status === 422)
    return apiError(c, 400, 'GFC800', 'This gift card number or PIN is not valid')
  if (error instanceof ProviderError)
    return apiError(c, 502, 'GFC799', 'The gift card balance could not be checked')
  throw error
}

orderRoutes.post('/v1/giftcard/balance', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({ cartId: z.string().min(1).max(64), giftCard: GiftCardSchema }),
  )
  if (!body) return apiError(c, 400, 'GFC400', 'A gift card number is needed')
  const cart = await getCart(c.env.DB, body.cartId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  try {
    const answer = await giftCardBalance(c, body.giftCard, cart.currency)
    if (answer.resultCode === 'Failed')
      return apiError(c, 400, 'GFC800', 'This gift card number or PIN is not valid')
    return c.json({ balance: { amount: fromMinorUnits(answer.balance), currency: answer.balance.currency } })
  } catch (error) {
    return giftCardRefusal(c, error)
  }
})

const RewardCodeInstrumentSchema = z.union([
  z.object({
    payment_method_id: z.literal('REWARD_CODE'),
    rewardCode: z.object({ code: z.string().max(64) }),
  }),
  /** A reward code saved in the customer's account. */
  z.object({ payment_method_id: z.literal('REWARD_CODE'), payment_instrument_id: z.string().min(1).max(64) }),
])

const RewardCardInstrumentSchema = z.union([
  z.object({
    payment_method_id: z.literal('REWARD_CARD'),
    rewardCard: z.object({ number: z.string().max(40), pin: z.string().max(20) }),
  }),
  z.object({ payment_method_id: z.literal('REWARD_CARD'), payment_instrument_id: z.string().min(1).max(64) }),
])

orderRoutes.put('/v1/cart/:basketId/reward', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({ appliedLoyaltyVoucher: z.object({ id: z.string().min(1).max(40) }).nullable() }),
  )
  if (!body) return apiError(c, 400, 'API400', 'Which loyalty voucher?')
  return applyLoyaltyVoucher(c, c.req.param('basketId'), body.appliedLoyaltyVoucher?.id ?? null)
})

orderRoutes.post('/v1/cart/:basketId/paymentInstruments', async (c) => {
  const basketId = c.req.param('basketId')
  const raw = await c.req.json().catch(() => null)
  const method = (raw as { payment_method_id?: unknown } | null)?.payment_method_id
  if (method === 'REWARD_CODE') {
    const parsed = RewardCodeInstrumentSchema.safeParse(raw)
    if (!parsed.success) return apiError(c, 400, 'PRM130', 'A reward code is needed')
    if ('rewardCode' in parsed.data) return applyRewardCode(c, basketId, parsed.data.rewardCode.code)
    const { consumer, refusal } = await registeredCustomer(c)
    if (!consumer) return refusal
    const saved = await getInstrument(c.env.DB, consumer.id, parsed.data.payment_instrument_id)
    if (saved?.method !== 'REWARD_CODE') return apiError(c, 404, 'PYT404', 'Payment instrument not found')
    return applyRewardCode(c, basketId, saved.token)
  }
  if (method === 'ATHLETES_PAYMENT') return applyAthletePayment(c, basketId)
  if (method === 'REWARD_CARD') {
    const parsed = RewardCardInstrumentSchema.safeParse(raw)
    if (!parsed.success) return apiError(c, 400, 'GFC400', 'A reward card number is needed')
    return applyRewardCard(c, basketId, parsed.data)
  }
  const parsed = z
    .object({ payment_method_id: z.literal('GIFT_CARD'), giftCard: GiftCardSchema })
    .safeParse(raw)
  if (!parsed.success) return apiError(c, 400, 'GFC400', 'A gift card number is needed')
  const body = parsed.data
  const cart = await readCart(c.env.DB, basketId, c.req.query('locale'))
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const cards = cart.paymentInstruments.filter((entry) => entry.payment_method_id === 'GIFT_CARD')
  const label = `•••• ${lastFourOf(body.giftCard)}`
  if (cards.some((entry) => entry.label === label))
    return apiError(c, 409, 'GFC755', 'This gift card is already applied')
  if (cards.length >= MAX_GIFT_CARDS)
    return apiError(c, 400, 'GFC410', `An order takes at most ${MAX_GIFT_CARDS} gift cards`)
  if (cart.totals.remainingToPay <= 0) return apiError(c, 400, 'GFC725', 'Nothing is left to pay')
  let answer: ProviderBalanceAnswer
  try {
    answer = await giftCardBalance(c, body.giftCard, cart.currency)
  } catch (error) {
    return giftCardRefusal(c, error)
  }
  if (answer.resultCode === 'Failed')
    return apiError(c, 400, 'GFC800', 'This gift card number or PIN is not valid')
  const balance = fromMinorUnits(answer.balance)
  if (balance <= 0) return apiError(c, 400, 'GFC740', 'This gift card has no balance left')
  await addCartPayment(c.env.DB, {
    id: crypto.randomUUID(),
    cartId: basketId,
    method: 'GIFT_CARD',
    label,
    amount: balance,
    data: JSON.stringify(providerGiftCard(body.giftCard)),
    now: new Date().toISOString(),
  })
  return c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))
})

/**
 * Applies a reward code to a cart: checked (it exists, is unspent, unexpired and worth something in the cart's
 * currency; one a cart), not spent. It pays first, up to its value; placing the order spends it.
 */
async function applyRewardCode(c: MockContext, basketId: string, input: string) {
  const db = c.env.DB
  const code = normaliseRewardCode(input)
  if (code === '') return apiError(c, 400, 'PRM130', 'A reward code is needed')
  const cart = await readCart(db, basketId, c.req.query('locale'))
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const row = REWARD_CODE_PATTERN.test(code) ? await getRewardCode(db, code, cart.currency) : null
  if (!row) return apiError(c, 400, 'PRM130', 'This reward code is not valid')
  const payments = await listCartPayments(db, basketId)
  const applied = payments.filter((entry) => entry.method === 'REWARD_CODE')
  if (applied.some((entry) => codeOfPayment(entry.data) === code))
    return apiError(c, 409, 'PRM416', 'This reward code is already applied')
  if (applied.length > 0) return apiError(c, 400, 'PRM140', 'An order takes one reward code')
  if (row.redeemed_at !== null) return apiError(c, 409, 'PRM150', 'This reward code has already been used')
  if (isExpired(row, new Date().toISOString()))
    return apiError(c, 400, 'PRM155', 'This reward code has expired')
  if (row.value === null)
    return apiError(
      c,
      400,
      'PRM135',
      `This reward code is for orders in ${row.currencies.split(',').join(', ')}, not ${cart.currency}`,
    )
  if (cart.totals.remainingToPay <= 0) return apiError(c, 400, 'PRM175', 'Nothing is left to pay')
  const added = await addRewardCodePayment(db, {
    id: crypto.randomUUID(),
    cartId: basketId,
    label: maskRewardCode(code),
    amount: row.value,
    code,
    now: new Date().toISOString(),
  })
  // Another code got in between the check and this statement: the one-a-cart rule holds all the same.
  if (!added) return apiError(c, 400, 'PRM140', 'An order takes one reward code')
  return c.json(await readCart(db, basketId, c.req.query('locale')))
}

orderRoutes.delete('/v1/cart/:basketId/paymentInstruments', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await readJsonBody(c, z.object({ payment_instrument_id: z.string().min(1).max(64) }))
  if (!body) return apiError(c, 400, 'PYT404', 'Which payment instrument?')
  const cart = await getCart(c.env.DB, basketId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  if (!(await removeCartPayment(c.env.DB, basketId, body.payment_instrument_id)))
    return apiError(c, 404, 'PYT404', 'Payment instrument not found')
  return c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))
})

// ---- Orders

/** What stops a cart from becoming an order; null when it is ready. */
function notReady(c: MockContext, cart: WireCart): Response | null {
  if (cart.items.length === 0) return apiError(c, 400, 'ORD430', 'The cart has no items')
  const short = cart.items.filter((item) => item.stock < item.qty)
  if (short.length > 0)
    return apiError(
      c,
      409,
      'INV406',
      `${short.map((item) => item.name).join(', ')} no longer in stock as asked`,
    )
  if (!cart.shippingAddress && cart.shippingMethods.length > 0)
    return apiError(c, 400, 'CHK380', 'The cart has no shipping address')
  if (!cart.billingAddress) return apiError(c, 400, 'BIL400', 'The cart has no billing address')
  if (cart.flash.some((flash) => flash.type === 'InvalidShippingAddress'))
    return apiError(c, 400, 'PAY401', 'This shop cannot deliver to the shipping address')
  return null
}

orderRoutes.post('/v1/cart/prepareOrder', async (c) => {
  const basketId = c.req.query('basketId') ?? ''
  const cart = await readCart(c.env.DB, basketId, c.req.query('locale'))
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  return (
    notReady(c, cart) ?? c.json({ basketId, ready: true, total: cart.totals.total, currency: cart.currency })
  )
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
type OrderBody = ReturnType<typeof orderBody> & {
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
function deliveryChangeError(moved: readonly CartNotice[]) {
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

/** Places the order of a cart: the gift cards first, then the rest by card or pay later. */
async function placeOrder(
  c: MockContext,
  input: PlaceOrder,
): Promise<{ status: 200 | 201 | 400 | 403 | 404 | 409 | 422 | 502; body: unknown }> {
  const db = c.env.DB
  const locale = c.req.query('locale')
  const cart = await readCart(db, input.cartId, locale)
  if (!cart) return { status: 409, body: errorBody('BSK404', 'Cart not found') }
  const live = await getLiveOrder(db, input.cartId)
  if (live) return liveOrderAnswer(live)
  if (cart.status !== 'open') return { status: 409, body: errorBody('BSK404', 'Cart not found') }
  // A line whose place can no longer supply it moves to one that can, and the shopper goes back to shipping.
  const moved = await settleDeliveries(db, input.cartId)
  if (moved.length > 0) return { status: 409, body: deliveryChangeError(moved) }
  const refusal = notReady(c, cart)
  if (refusal) return { status: refusal.status as 400 | 409, body: await refusal.json() }
  const places = await placesOf(db, cart)
  const remaining = cart.totals.remainingToPay
  if (remaining > 0 && input.paymentMethod.code === 'GIFT_CARD')
    return { status: 422, body: errorBody('PYT400', 'The gift cards do not cover the total') }
  // An order sold in a store names an associate of that store who may still sell.
  if (input.inStoreSalesInfo) {
    const { storeId, storeEmployeeId } = input.inStoreSalesInfo
    const associate = await getAssociate(db, storeId, storeEmployeeId)
    if (associate?.active !== 1)
      return { status: 403, body: errorBody('AUT404', 'The store associate cannot sell now') }
  }
  // A reward code spent or expired since it was applied is taken off before anything is paid.
  const stale = await staleRewardCode(db, input.cartId, cart)
  if (stale) return stale
  const short = await staleWalletPayment(db, input.cartId, cart)
  if (short) return { status: 409, body: errorBody(short.errorId, short.message) }
  // A saved card is the customer's own: another customer's, or a guest naming one, is PYT404.
  const savedCard = await savedCardOf(c, input.paymentMethod)
  if (savedCard === null) return { status: 404, body: errorBody('PYT404', 'Payment instrument not found') }

  const orderNumber = orderNumberOf()
  const now = new Date().toISOString()
  // The order is the customer's whose cart it is (or, for a cart made without a token, the caller's).
  const bearer = await bearerOf(c)
  const customerId =
    (await getCart(db, input.cartId))?.customer_id ?? (bearer.status === 'valid' ? bearer.customerId : null)
  const email = cart.shippingAddress?.email ?? cart.billingAddress?.email
  const claimed = await claimOrder(db, {
    basketId: input.cartId,
    orderNumber,
    now,
    customerId,
    email: typeof email === 'string' && email.trim() ? normaliseEmail(email) : null,
  })
  if (!claimed) {
    const winner = await getLiveOrder(db, input.cartId)
    return winner ? liveOrderAnswer(winner) : { status: 409, body: errorBody('ORD409', 'Order not found') }
  }

  const fail = async (errorId: string, message: string, status: 422 | 502 = 422) => {
    await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
    await closeCart(db, input.cartId, 'closed')
    return { status, body: errorBody(errorId, message) }
  }
  try {
    const common = {
      merchantAccount: merchantAccountOf(c.env),
      reference: orderNumber,
      returnUrl: input.returnUrl,
      channel: 'Web',
      ...(input.shopperLocale ? { shopperLocale: input.shopperLocale } : {}),
    }
    if (remaining <= 0 || input.paymentMethod.code === 'GIFT_CARD') {
      const body = orderBody(
        cart,
        orderNumber,
        { code: 'GIFT_CARD', label: '', amount: 0 },
        'placed',
        places,
        input.inStoreSalesInfo,
      )
      return await finish(c, { basketId: input.cartId, orderNumber, cart, body, common, from: 'pending' })
    }
    const method = input.paymentMethod
    const answer = await callProvider<ProviderPaymentAnswer>(
      c.env,
      '/v71/payments',
      {
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
      `${orderNumber}-main`,
    )
    const label = savedCard
      ? `${BRAND_NAMES[savedCard.brand ?? ''] ?? 'Card'} •••• ${savedCard.last_four ?? ''}`
      : 'paymentMethod' in method
        ? `${BRAND_NAMES[method.brand ?? answer.paymentMethod?.brand ?? ''] ?? 'Card'} •••• ${method.lastFour ?? ''}`.trim()
        : ''
    const body = orderBody(
      cart,
      orderNumber,
      { code: method.code, label, amount: remaining },
      'placed',
      places,
      input.inStoreSalesInfo,
    )
    if (answer.resultCode === 'Authorised') {
      return await finish(c, {
        basketId: input.cartId,
        orderNumber,
        cart,
        body,
        common,
        from: 'pending',
        pspReference: answer.pspReference,
      })
    }
    if (
      (answer.resultCode === 'ChallengeShopper' || answer.resultCode === 'RedirectShopper') &&
      answer.action
    ) {
      const waiting: OrderBody = {
        ...body,
        status: 'action',
        flash: [{ type: 'PaymentNotAuthorized', details: { action: publicAction(answer.action) } }],
        pending: { paymentData: answer.action.paymentData, common },
      }
      await updateOrder(db, orderNumber, 'pending', {
        status: 'action',
        body: waiting,
        pspReference: answer.pspReference,
      })
      return { status: 201, body: withoutPending(waiting) }
    }
    return await fail(
      'PAY400',
      answer.refusalReason ? `Payment refused: ${answer.refusalReason}` : 'Payment refused',
    )
  } catch (error) {
    if (error instanceof ProviderError && error.status === 0) {
      // The provider's answer was lost: the order stays pending, and a retry with the same key asks again.
      await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
      return { status: 502, body: errorBody('PAY400', 'The payment service did not answer') }
    }
    if (error instanceof ProviderError && error.status >= 500) {
      await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
      return { status: 502, body: errorBody('PAY400', 'The payment service is not available') }
    }
    if (error instanceof ProviderError) return await fail('PAY400', error.message)
    await updateOrder(db, orderNumber, 'pending', { status: 'failed' })
    throw error
  }
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

/**
 * Spends the reward code and charges the gift cards their parts once the rest of the total is authorised (so a
 * refused card or challenge never spends either), then places the order: the basket is closed and the stock taken.
 * The code goes first, being the one that can be given back: a gift card the provider refuses now (its balance was
 * checked when it was applied) fails the order and gives the code back.
 */
async function finish(
  c: MockContext,
  order: {
    basketId: string
    orderNumber: string
    cart: WireCart
    body: OrderBody
    common: PaymentCommon
    from: OrderRow['status']
    pspReference?: string
  },
): Promise<{ status: 200 | 201 | 409 | 422; body: unknown }> {
  const db = c.env.DB
  const { cart, orderNumber } = order
  // The reward code is spent now, in one conditional statement: of two orders paying with one code, one wins. The
  // other fails before any gift card is charged, and its cart, still open, loses the code and shows what is left.
  const reward = await rewardCodeOf(db, order.basketId, cart)
  if (reward && !(await redeemRewardCode(db, reward.code, orderNumber, new Date().toISOString()))) {
    await updateOrder(db, orderNumber, order.from, { status: 'failed' })
    await removeCartPayment(db, order.basketId, reward.instrument.payment_instrument_id)
    return { status: 409, body: await rewardCodeRefusal(db, reward.code, cart.currency) }
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
    if (!counted) {
      await updateOrder(db, orderNumber, order.from, { status: 'failed' })
      if (reward) await releaseRewardCode(db, reward.code, orderNumber)
      return {
        status: 409,
        body: errorBody('EMP409', 'The associate discount allowance no longer covers this bag'),
      }
    }
  }
  // Points, an athlete's allowance and reward cards are spent the same way, each by one conditional statement.
  const short = await spendWalletPayments(db, order.basketId, cart, orderNumber)
  if (short) {
    await updateOrder(db, orderNumber, order.from, { status: 'failed' })
    if (reward) await releaseRewardCode(db, reward.code, orderNumber)
    return { status: 409, body: errorBody(short.errorId, short.message) }
  }
  const payments = await listCartPayments(db, order.basketId)
  for (const giftCard of cart.paymentInstruments.filter((entry) => entry.payment_method_id === 'GIFT_CARD')) {
    if (giftCard.amount <= 0) continue
    const stored = JSON.parse(
      payments.find((entry) => entry.id === giftCard.payment_instrument_id)?.data ?? '{}',
    )
    const answer = await callProvider<ProviderPaymentAnswer>(
      c.env,
      '/v71/payments',
      {
        ...order.common,
        amount: minorUnits(giftCard.amount, cart.currency),
        paymentMethod: { type: 'giftcard', brand: GIFT_CARD_BRAND, ...stored },
      },
      `${orderNumber}-${giftCard.payment_instrument_id}`,
    ).catch(() => null)
    if (answer?.resultCode !== 'Authorised' || round2(fromMinorUnits(answer.amount)) < giftCard.amount) {
      await updateOrder(db, orderNumber, order.from, { status: 'failed' })
      // The order is not placed: its reward code is given back, for the shop's new cart to apply again.
      if (reward) await releaseRewardCode(db, reward.code, orderNumber)
      await releaseWalletPayments(db, orderNumber)
      await closeCart(db, order.basketId, 'closed')
      return { status: 422, body: errorBody('GFC800', 'A gift card could not pay its part') }
    }
  }
  const placed = { ...withoutPending(order.body), status: 'placed' as const, flash: undefined }
  if (
    await updateOrder(db, orderNumber, order.from, {
      status: 'placed',
      body: placed,
      pspReference: order.pspReference,
    })
  ) {
    await closeCart(db, order.basketId, 'ordered')
    await takeStock(db, cart)
    await recordPlacement(db, orderNumber, {
      now: new Date().toISOString(),
      digitalOnly: cart.items.every((item) => item.isDigitalProduct),
    })
  }
  return { status: order.from === 'pending' ? 201 : 200, body: placed }
}

/** The action as the shop may see it: the page to show, never the provider's payment data. */
const publicAction = (action: NonNullable<ProviderPaymentAnswer['action']>) => ({
  type: action.type,
  url: action.url,
})

const withoutPending = (body: OrderBody) => {
  const { pending: _pending, ...rest } = body
  return rest
}

function liveOrderAnswer(order: OrderRow): { status: 200 | 409; body: unknown } {
  if (order.status === 'pending' || !order.body)
    return { status: 409, body: errorBody('ORDER_IN_PROGRESS', 'This order is still being placed') }
  return { status: 200, body: { ...withoutPending(JSON.parse(order.body) as OrderBody), replayed: true } }
}

const errorBody = (errorId: string, message: string) => ({
  errorDetails: [{ errorId, message }],
  appId: 'mock-api',
  correlationId: crypto.randomUUID(),
})

async function fingerprintOf(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Runs an order call under its idempotency key: the first call with the key runs and its answer is kept; later
 * calls with the key and body get that answer again (`Idempotent-Replayed: true`), with another body 422, while
 * the first is still running 409 with Retry-After.
 */
async function idempotent(
  c: MockContext,
  scope: string,
  body: unknown,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<Response> {
  const header = c.req.header('idempotency-key')
  if (header !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(header))
    return apiError(c, 400, 'API400', 'Idempotency-Key must be 8 to 64 letters, digits, - or _')
  const answer = (result: { status: number; body: unknown }, replayed = false) =>
    c.json(result.body as object, result.status as 200, {
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      ...(result.status === 409 ? { 'retry-after': '1' } : {}),
    })
  if (!header) return answer(await run())
  const key = `${scope}:${header}`
  const claim = await claimIdempotencyKey(c.env.DB, key, await fingerprintOf(body))
  if (!claim.claimed) {
    const earlier = claim.earlier
    if (earlier && earlier.fingerprint !== (await fingerprintOf(body)))
      return apiError(c, 422, 'API422', 'This Idempotency-Key was used with another request')
    if (!earlier || earlier.status === null) {
      const busy = apiError(c, 409, 'ORDER_IN_PROGRESS', 'This request is still being processed')
      busy.headers.set('retry-after', '1')
      return busy
    }
    return answer({ status: earlier.status, body: JSON.parse(earlier.body ?? 'null') }, true)
  }
  try {
    const result = await run()
    // Failures of the provider are not kept: a retry with the key should try again.
    if (result.status >= 500) await releaseIdempotencyKey(c.env.DB, key)
    else await settleIdempotencyKey(c.env.DB, key, result.status, result.body)
    return answer(result)
  } catch (error) {
    await releaseIdempotencyKey(c.env.DB, key)
    throw error
  }
}

orderRoutes.put('/v2/checkout/order', async (c) => {
  const raw = await c.req.json().catch(() => null)
  const parsed = PlaceOrderSchema.safeParse(raw)
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid order payload')
  return idempotent(c, `place:${parsed.data.cartId}`, parsed.data, () => placeOrder(c, parsed.data))
})

orderRoutes.patch('/v2/checkout/order/:orderNumber', async (c) => {
  const orderNumber = c.req.param('orderNumber')
  const body = await readJsonBody(c, PatchOrderSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid order payload')
  return idempotent(c, `patch:${orderNumber}`, body, () => patchOrder(c, orderNumber, body))
})

async function patchOrder(
  c: MockContext,
  orderNumber: string,
  input: z.infer<typeof PatchOrderSchema>,
): Promise<{ status: number; body: unknown }> {
  const db = c.env.DB
  const order = await getOrder(db, orderNumber)
  if (!order?.body) return { status: 404, body: errorBody('ORD409', 'Order not found') }
  const stored = JSON.parse(order.body) as OrderBody
  if (order.status === 'placed') return { status: 200, body: { ...withoutPending(stored), replayed: true } }
  if (order.status !== 'action')
    return { status: 422, body: errorBody('PAY400', 'This order can no longer be paid') }
  let answer: ProviderPaymentAnswer
  try {
    answer = await callProvider<ProviderPaymentAnswer>(
      c.env,
      '/v71/payments/details',
      {
        details:
          'threeDS2Result' in input.paymentMethod.additionalData
            ? { threeDSResult: input.paymentMethod.additionalData.threeDS2Result }
            : { redirectResult: input.paymentMethod.additionalData.redirectResult },
        ...(stored.pending?.paymentData ? { paymentData: stored.pending.paymentData } : {}),
      },
      `${orderNumber}-details`,
    )
  } catch (error) {
    if (error instanceof ProviderError && (error.status === 0 || error.status >= 500))
      return { status: 502, body: errorBody('PAY400', 'The payment service did not answer') }
    answer = {
      pspReference: order.psp_reference ?? '',
      resultCode: 'Refused',
      merchantReference: orderNumber,
      amount: { currency: stored.currency, value: 0 },
    }
  }
  if (answer.resultCode === 'Authorised') {
    const cart = await readCart(db, order.basket_id, c.req.query('locale'))
    if (!cart) return { status: 404, body: errorBody('BSK404', 'Cart not found') }
    return finish(c, {
      basketId: order.basket_id,
      orderNumber,
      cart,
      body: stored,
      common: stored.pending?.common ?? {},
      from: 'action',
      pspReference: answer.pspReference,
    })
  }
  await updateOrder(db, orderNumber, 'action', { status: 'failed' })
  await closeCart(db, order.basket_id, 'closed')
  return { status: 422, body: errorBody('PAY400', answer.refusalReason ?? 'The payment was not authorised') }
}

// ---- The provider's notifications

const NotificationSchema = z.object({
  live: z.string().optional(),
  notificationItems: z
    .array(
      z.object({
        NotificationRequestItem: z.looseObject({
          pspReference: z.string(),
          originalReference: z.string().optional(),
          merchantAccountCode: z.string(),
          merchantReference: z.string(),
          amount: z.object({ currency: z.string(), value: z.number() }),
          eventCode: z.string(),
          success: z.string(),
          additionalData: z.looseObject({ hmacSignature: z.string().optional() }).optional(),
        }),
      }),
    )
    .min(1)
    .max(50),
})

orderRoutes.post('/v1/payment-notifications', async (c) => {
  const body = await readJsonBody(c, NotificationSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid notification')
  const key = c.env.WEBHOOK_HMAC_KEY ?? ''
  for (const { NotificationRequestItem: item } of body.notificationItems) {
    if (!key || !(await verifyNotification(item as never, key)))
      return apiError(c, 401, 'API401', 'The notification signature does not match')
  }
  for (const { NotificationRequestItem: item } of body.notificationItems) {
    if (item.eventCode !== 'AUTHORISATION') continue
    await setPaymentStatus(
      c.env.DB,
      item.merchantReference,
      item.success === 'true' ? 'AUTHORISED' : 'REFUSED',
    )
  }
  return c.text('[accepted]')
})
