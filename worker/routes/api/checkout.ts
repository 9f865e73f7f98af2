/**
 * `/api/checkout`: the checkout's steps on the shopper's cart, for the checkout island. The steps' plain forms post
 * to the checkout page itself (worker/routes/forms/checkout.ts, decision 068); the payment calls need JavaScript.
 * Answers carry the trimmed cart and the step that comes next.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { REWARD_CODE_ERRORS, REWARD_CODE_PLACEMENT_ERRORS } from '../../../shared/error-catalogue'
import type { MessageKey } from '../../../shared/i18n/i18n'
import { orderConfirmationPath } from '../../../shared/routes'
import { optional } from '../../loaders/deferred'
import { ApiError } from '../../services/api-error'
import { limitCodeTries } from '../../services/code-tries'
import { type Confirming, isConfirming } from '../../services/order-outcome'
import {
  applyGiftCard,
  finishPayment,
  giftCardBalance,
  paymentFrames,
  paymentMethods,
  placeOrder,
  removeGiftCard,
  removeRewardCode,
} from '../../services/order-placement'
import {
  applyAthletePayment,
  applyLoyaltyVoucher,
  applyRewardCard,
  applySavedRewardCode,
  expressCheckout,
} from '../../services/wallet'
import type { AppContext, AppEnv } from '../../types'
import {
  applyRewardCodeStep,
  cartToCheck,
  saveBillingStep,
  saveShippingStep,
  stepPath,
  wordedBy,
} from '../checkout-steps'
import {
  BillingSchema,
  EncryptedCardSchema,
  InstrumentIdSchema,
  RewardCodeSchema,
  ShippingSchema,
} from '../inputs'
import { readCall } from './responder'

export const checkoutApi = new Hono<AppEnv>()

// The island's steps answer JSON only: a plain form posts to the checkout page itself (worker/routes/forms).
checkoutApi.post('/shipping', async (c) => {
  const { cart, change, suggestion } = await saveShippingStep(c, await readCall(c, ShippingSchema))
  return c.json({ cart, step: change || suggestion ? 'shipping' : 'billing', suggestion })
})

checkoutApi.post('/billing', async (c) => {
  const cart = await saveBillingStep(c, await readCall(c, BillingSchema))
  return c.json({ cart, step: 'summary' })
})

/** A provider token: opaque, bounded. Card numbers and codes never come here, only these. */
const token = z.string().min(1).max(1000)
const IDEMPOTENCY_KEY = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/)

const GiftCardSchema = z.object({
  encryptedCardNumber: token,
  encryptedSecurityCode: token,
  lastFour: z.string().regex(/^\d{4}$/),
})

/** The payment methods the cart can be paid with now (the review step reads them when it is reached in place). */
checkoutApi.get('/payment-methods', async (c) => {
  const methods = (await paymentMethods(c)).map((method) => method.id)
  const frames = await optional(c, 'payment session', paymentFrames(c, methods), {
    card: null,
    giftcard: null,
  })
  return c.json({ methods, frames })
})

checkoutApi.post('/gift-cards/balance', async (c) => {
  const card = await readCall(c, GiftCardSchema)
  await limitCodeTries(c, 'giftCard')
  return c.json({ balance: await giftCardBalance(c, card) })
})

checkoutApi.post('/gift-cards', async (c) => {
  const card = await readCall(c, GiftCardSchema)
  await limitCodeTries(c, 'giftCard')
  return c.json({ cart: await applyGiftCard(c, card) })
})

checkoutApi.post('/gift-cards/remove', async (c) => {
  const { id } = await readCall(c, z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }))
  return c.json({ cart: await removeGiftCard(c, id) })
})

checkoutApi.post('/reward-code', async (c) => {
  const { code } = await readCall(c, RewardCodeSchema)
  const cart = await applyRewardCodeStep(c, code)
  return c.json({ cart })
})

checkoutApi.post('/reward-code/remove', async (c) => {
  const { id } = await readCall(c, InstrumentIdSchema)
  const cart = await removeRewardCode(c, id)
  return c.json({ cart })
})

const PlaceOrderSchema = z.object({
  idempotencyKey: IDEMPOTENCY_KEY,
  payment: z.discriminatedUnion('code', [
    z.object({
      code: z.literal('CREDIT_CARD'),
      paymentMethod: EncryptedCardSchema,
      brand: z
        .string()
        .regex(/^[a-z0-9_]{1,20}$/)
        .optional(),
      lastFour: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
    }),
    z.object({ code: z.literal('PAY_LATER') }),
    z.object({ code: z.literal('GIFT_CARD') }),
    // A card saved in the account (decision 043): its id only, the provider pays with the card it keeps.
    z.object({ code: z.literal('SAVED_CARD'), id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }),
  ]),
  /**
   * The payment provider's risk data its card fields collected (base64, as the cart service takes it), for the
   * order's fraud check. Optional data never stops an order: a value of another shape or size is dropped, and the
   * worker's own hash of the device goes instead.
   */
  deviceFingerprint: z
    .string()
    .regex(/^[A-Za-z0-9+/]{8,4000}={0,2}$/)
    .optional()
    .catch(undefined),
  /** The total and tax the shopper saw when they pressed "Place order": the order must charge exactly that. */
  expected: z.object({
    total: z.number().min(0).max(10_000_000),
    tax: z.number().min(0).max(10_000_000).nullable(),
  }),
})

/** Where the shopper goes once the order is placed. */
const confirmation = (c: AppContext) => orderConfirmationPath(c.var.locale.code)

/**
 * A placement (or a 3-D Secure result) whose outcome is not known yet: 202 with when to ask again, the same body
 * under the same key (decision 064).
 */
function confirmingAnswer(c: AppContext, pending: Confirming) {
  c.header('retry-after', String(pending.retryAfter))
  return c.json(pending, 202)
}

checkoutApi.post('/orders', async (c) => {
  const { payment: chosen, idempotencyKey, expected, deviceFingerprint } = await readCall(c, PlaceOrderSchema)
  const payment =
    chosen.code === 'SAVED_CARD' ? { code: 'CREDIT_CARD' as const, payment_instrument_id: chosen.id } : chosen
  const order = await placeOrder(c, payment, idempotencyKey, expected, deviceFingerprint).catch(
    wordedBy(REWARD_CODE_PLACEMENT_ERRORS),
  )
  if (isConfirming(order)) return confirmingAnswer(c, order)
  return c.json({ order, next: order.status === 'placed' ? confirmation(c) : null })
})

/** The 3-D Secure challenge's result, or the pay-later page's (framed in the checkout's dialog). */
const AuthenticationSchema = z.union([
  z.object({ threeDS2Result: token, idempotencyKey: IDEMPOTENCY_KEY }),
  z.object({ redirectResult: token, idempotencyKey: IDEMPOTENCY_KEY }),
])

checkoutApi.post('/orders/authentication', async (c) => {
  const { idempotencyKey, ...result } = await readCall(c, AuthenticationSchema)
  const order = await finishPayment(c, result, idempotencyKey).catch(wordedBy(REWARD_CODE_PLACEMENT_ERRORS))
  if (isConfirming(order)) return confirmingAnswer(c, order)
  return c.json({ order, next: confirmation(c) })
})

// ---- Paying from the account (decision 043): signed-in shoppers only (REW401 for a guest)

/** Pays part of the order with loyalty points: a voucher's id, or `none` to stop. */
checkoutApi.post('/loyalty-voucher', async (c) => {
  const chosen = await readCall(c, z.object({ voucherId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }))
  const voucherId = chosen.voucherId === 'none' ? null : chosen.voucherId
  return c.json({ cart: await applyLoyaltyVoucher(c, voucherId) })
})

checkoutApi.post('/athlete-payment', async (c) => {
  await readCall(c, z.object({}))
  return c.json({ cart: await applyAthletePayment(c) })
})

/** A reward card, typed (number and PIN) or saved in the account (its id). */
checkoutApi.post('/reward-card', async (c) => {
  const typed = await readCall(
    c,
    z.union([InstrumentIdSchema, z.object({ number: z.string().max(60), pin: z.string().max(20) })]),
  )
  let card: { instrumentId: string } | { number: string; pin: string }
  if ('id' in typed) card = { instrumentId: typed.id }
  else {
    const number = typed.number.replace(/[\s-]/g, '')
    const pin = typed.pin.trim()
    const fields: Record<string, MessageKey> = {}
    if (!/^\d{12,19}$/.test(number)) fields.rewardCardNumber = 'wallet.error.numberRequired'
    if (!/^\d{4,8}$/.test(pin)) fields.rewardCardPin = 'wallet.error.pinRequired'
    const [first] = Object.values(fields)
    // The refusal says its first field's message.
    if (first) throw new ApiError('REWARD_CARD_INVALID', { message: first, fields })
    card = { number, pin }
  }
  await limitCodeTries(c, 'giftCard')
  return c.json({ cart: await applyRewardCard(c, card) })
})

checkoutApi.post('/saved-reward-code', async (c) => {
  const { id } = await readCall(c, InstrumentIdSchema)
  return c.json({ cart: await applySavedRewardCode(c, id).catch(wordedBy(REWARD_CODE_ERRORS)) })
})

/** Takes any instrument paying part of the order off the cart (a voucher, the allowance, a reward card). */
checkoutApi.post('/payments/remove', async (c) => {
  const { id } = await readCall(c, InstrumentIdSchema)
  return c.json({ cart: await removeGiftCard(c, id) })
})

/**
 * Express checkout from the bag (spec 1 §4, §6): the main addresses on the cart, then straight to the review with
 * the main card chosen. The bag's plain form is answered by the bag (`intent=expressCheckout`, decision 074).
 */
checkoutApi.post('/express', async (c) => {
  await readCall(c, z.object({}))
  const { cart, cardId } = await expressCheckout(c, await cartToCheck(c))
  return c.json({ cart, cardId, step: 'summary', next: `${stepPath(c, 'summary')}?checkout=express` })
})
