/**
 * The commerce contract's payment and order calls: payment methods, gift cards (balance, apply, remove), reward
 * codes (apply, remove), prepareOrder, placeOrder, order patching after 3-D Secure or a redirect, and the payment
 * provider's signed notifications, which are the payment's result of record.
 *
 * Placing and patching run under an `Idempotency-Key`, claimed with one INSERT as a lease: the same key and body
 * replays the answer (marked `Idempotent-Replayed`), another body is 422, a call still running is 409
 * ORDER_IN_PROGRESS with Retry-After, and a key whose call died is taken over once its lease runs out. What placing
 * does is `orders/placement.ts` (decision 064).
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { CART_PLACEMENT_LIMIT_MS, PLACEMENT_RETRY_AFTER_SECONDS } from '../../shared/bag/placement'
import { readJsonBody, readOptionalJsonBody } from '../body'
import { outsideProgramme, refusalOfProvider } from '../cart/gift-card-refusals'
import {
  callProvider,
  fromMinorUnits,
  merchantAccountOf,
  minorUnits,
  type ProviderBalanceAnswer,
  ProviderError,
} from '../cart/payments'
import { readCart, settleDeliveries } from '../cart/price-cart'
import {
  applyAthletePayment,
  applyLoyaltyVoucher,
  applyRewardCard,
  athleteAllowanceFirst,
  registeredCustomer,
} from '../cart/wallet-payments'
import { addCartPayment, getCart, listCartPayments, removeCartPayment } from '../db/carts'
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  setPaymentStatus,
  settleIdempotencyKey,
} from '../db/orders'
import {
  addRewardCodePayment,
  codeOfPayment,
  getRewardCode,
  isExpired,
  maskRewardCode,
  normaliseRewardCode,
  REWARD_CODE_PATTERN,
} from '../db/reward-codes'
import { getInstrument } from '../db/wallet'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { ConfirmedTotalsFields, confirmedTotalsRefusal } from '../orders/confirmed-totals'
import {
  type Answer,
  deliveryChangeError,
  GIFT_CARD_BRAND,
  isInProgress,
  notReady,
  PatchOrderSchema,
  PlaceOrderSchema,
  patchOrder,
  placeOrder,
  withdrawnLinesRefusal,
} from '../orders/placement'
import { isReserveCart, reservationNotReady } from '../orders/reservation'
import { verifyNotification } from '../payments/hmac'

type MockContext = Context<{ Bindings: MockEnv }>

const MAX_GIFT_CARDS = 2
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

/** A card the provider's balance check failed: unknown number, wrong PIN or expired, as the cart service's GFC codes. */
function giftCardFailed(c: MockContext, answer: ProviderBalanceAnswer) {
  const refusal = refusalOfProvider(answer.refusalReason)
  return apiError(c, refusal.status, refusal.errorId, refusal.message)
}

orderRoutes.post('/v1/giftcard/balance', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({ cartId: z.string().min(1).max(64), giftCard: GiftCardSchema }),
  )
  if (!body) return apiError(c, 400, 'GFC400', 'A gift card number is needed')
  const cart = await getCart(c.env.DB, body.cartId)
  if (cart?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  const outside = 'number' in body.giftCard ? outsideProgramme(body.giftCard.number) : null
  if (outside) return apiError(c, outside.status, outside.errorId, outside.message)
  try {
    const answer = await giftCardBalance(c, body.giftCard, cart.currency)
    if (answer.resultCode === 'Failed') return giftCardFailed(c, answer)
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
  const outside = 'number' in body.giftCard ? outsideProgramme(body.giftCard.number) : null
  if (outside) return apiError(c, outside.status, outside.errorId, outside.message)
  let answer: ProviderBalanceAnswer
  try {
    answer = await giftCardBalance(c, body.giftCard, cart.currency)
  } catch (error) {
    return giftCardRefusal(c, error)
  }
  if (answer.resultCode === 'Failed') return giftCardFailed(c, answer)
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
  const athlete = await athleteAllowanceFirst(c, cart)
  if (athlete) return athlete
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

const ExpectedTotalsSchema = z.object(ConfirmedTotalsFields).nullable()

/**
 * What stops a cart from becoming an order (spec 1 §4: prepareOrder before placeOrder); the cart's total and tax when
 * it is ready. With the totals the shopper confirmed, a cart whose tax was calculated again since is refused TAX310,
 * and one whose total differs otherwise ORD415: both reload the bag, and nothing is charged.
 */
orderRoutes.post('/v1/cart/prepareOrder', async (c) => {
  const basketId = c.req.query('basketId') ?? ''
  const expected = await readOptionalJsonBody(c, ExpectedTotalsSchema)
  if (!expected)
    return apiError(c, 400, 'API400', 'The body is JSON with expectedTotal and expectedTax as amounts')
  // Priced again at today's prices (decision 089), as an order is: the totals checked are those it would charge.
  const opened = await readCart(c.env.DB, basketId, c.req.query('locale'), { patch: true })
  if (opened?.status !== 'open') return apiError(c, 404, 'BSK404', 'Cart not found')
  // A reserve cart is ready once it names who collects it, within the shopper's reservations (decision 086).
  if (isReserveCart(opened)) {
    const unready = await reservationNotReady(c.env.DB, opened)
    if (unready) return c.json(unready.body as object, unready.status as 400)
    return c.json({ basketId, ready: true, total: opened.totals.total, tax: null, currency: opened.currency })
  }
  // As the placement does: a line whose place can no longer supply it moves, and the shopper goes back to shipping.
  const moved = await settleDeliveries(c.env.DB, basketId)
  if (moved.length > 0) return c.json(deliveryChangeError(moved), 409)
  const cart = opened
  const withdrawn = await withdrawnLinesRefusal(c.env.DB, cart)
  if (withdrawn) return c.json(withdrawn.body as object, withdrawn.status as 409)
  const unready = notReady(cart)
  if (unready) return c.json(unready.body as object, unready.status as 400)
  const unconfirmed = confirmedTotalsRefusal(cart.totals, expected.data ?? {})
  if (unconfirmed) return apiError(c, 409, ...unconfirmed)
  return c.json({
    basketId,
    ready: true,
    total: cart.totals.total,
    tax: cart.totals.tax ?? null,
    currency: cart.currency,
  })
})

/**
 * Runs an order call under its idempotency key (a lease, migration 0033): the first call with the key runs and its
 * answer is kept; later calls with the key and body get that answer again (`Idempotent-Replayed: true`), with
 * another body 422, while the first is still running 409 ORDER_IN_PROGRESS with Retry-After. An answer "in
 * progress" or a failure is not kept, so a retry with the key runs again (and takes over the order's placement).
 * The call runs to its end even when its caller gives up (`waitUntil`), as a real service's would: what it does is
 * there for the retry to find.
 */
async function idempotent(
  c: MockContext,
  scope: string,
  body: unknown,
  run: (key: string | null) => Promise<Answer>,
): Promise<Response> {
  const header = c.req.header('idempotency-key')
  if (header !== undefined && !/^[A-Za-z0-9_-]{8,64}$/.test(header))
    return apiError(c, 400, 'API400', 'Idempotency-Key must be 8 to 64 letters, digits, - or _')
  const answer = (result: Answer, replayed = false) =>
    c.json(result.body as object, result.status as 200, {
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      ...(isInProgress(result) ? { 'retry-after': String(PLACEMENT_RETRY_AFTER_SECONDS) } : {}),
    })
  const db = c.env.DB
  const key = header === undefined ? null : `${scope}:${header}`
  if (key !== null) {
    const now = Date.now()
    const claim = await claimIdempotencyKey(
      db,
      key,
      await fingerprintOf(body),
      now,
      now + IDEMPOTENCY_LEASE_MS,
    )
    if (claim.kind === 'other-body')
      return apiError(c, 422, 'API422', 'This Idempotency-Key was used with another request')
    if (claim.kind === 'in-flight')
      return answer({
        status: 409,
        body: errorBodyOf(c, 'ORDER_IN_PROGRESS', 'This request is still being processed'),
      })
    if (claim.kind === 'replay')
      return answer({ status: claim.status, body: JSON.parse(claim.body ?? 'null') }, true)
  }
  const work = (async () => {
    try {
      const result = await run(header ?? null)
      if (key !== null) {
        if (result.status >= 500 || isInProgress(result)) await releaseIdempotencyKey(db, key)
        else await settleIdempotencyKey(db, key, result.status, result.body)
      }
      return result
    } catch (error) {
      if (key !== null) await releaseIdempotencyKey(db, key)
      throw error
    }
  })()
  c.executionCtx.waitUntil(work.catch(() => undefined))
  return answer(await work)
}

/** How long a call holds its idempotency key: the cart service's limit, and a little for its own writes. */
const IDEMPOTENCY_LEASE_MS = CART_PLACEMENT_LIMIT_MS + 5_000

const errorBodyOf = (c: MockContext, errorId: string, message: string) => ({
  errorDetails: [{ errorId, message }],
  appId: 'mock-api',
  correlationId: c.req.header('x-correlation-id') ?? crypto.randomUUID(),
})

async function fingerprintOf(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(body)))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

orderRoutes.put('/v2/checkout/order', async (c) => {
  const raw = await c.req.json().catch(() => null)
  const parsed = PlaceOrderSchema.safeParse(raw)
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid order payload')
  return idempotent(c, `place:${parsed.data.cartId}`, parsed.data, (key) => placeOrder(c, parsed.data, key))
})

orderRoutes.patch('/v2/checkout/order/:orderNumber', async (c) => {
  const orderNumber = c.req.param('orderNumber')
  const body = await readJsonBody(c, PatchOrderSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid order payload')
  return idempotent(c, `patch:${orderNumber}`, body, () => patchOrder(c, orderNumber, body))
})

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
          paymentMethod: z.string().optional(),
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
    // The order's result of record is its card's (or pay-later's); a gift card charged beside it has its own.
    if (item.paymentMethod === GIFT_CARD_BRAND) continue
    if (item.eventCode === 'AUTHORISATION')
      await setPaymentStatus(
        c.env.DB,
        item.merchantReference,
        item.success === 'true' ? 'AUTHORISED' : 'REFUSED',
        item.pspReference,
      )
    else if (
      (item.eventCode === 'CANCELLATION' || item.eventCode === 'TECHNICAL_CANCEL') &&
      item.success === 'true'
    )
      await setPaymentStatus(c.env.DB, item.merchantReference, 'CANCELLED')
  }
  return c.text('[accepted]')
})
