/**
 * `/api/checkout`: the checkout's steps on the shopper's cart. Each takes JSON from the checkout island or a plain
 * form without JavaScript; a form goes on to the next step's page, or back to its own with the error id
 * (`?checkout=`). Answers carry the trimmed cart and the step that comes next.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { AddressInputSchema } from '../../../shared/address-schema'
import {
  type CatalogueEntry,
  REWARD_CODE_ERRORS,
  REWARD_CODE_PLACEMENT_ERRORS,
} from '../../../shared/error-catalogue'
import type { MessageKey } from '../../../shared/i18n'
import { checkoutPath, orderConfirmationPath } from '../../../shared/routes'
import { ApiError, UpstreamRefusal } from '../../services/api-error'
import { getShopperCart } from '../../services/cart'
import { saveBilling, saveShipping } from '../../services/checkout'
import { limitCodeTries } from '../../services/code-tries'
import { type Confirming, isConfirming } from '../../services/order-outcome'
import {
  applyGiftCard,
  applyRewardCode,
  finishPayment,
  giftCardBalance,
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
import { UpstreamError } from '../../upstream/errors'
import { type ApiInput, answer, readInput } from './responder'

export const checkoutApi = new Hono<AppEnv>()

/** A checkbox as a form sends it (`on`, or absent) or as JSON (a boolean). */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

const ShippingSchema = AddressInputSchema.extend({
  method: z.enum(['standard', 'express', 'pudo', 'sts']).optional(),
  /** The collection point (pudo) or store (sts) the shipment goes to. */
  point: z
    .string()
    .regex(/^P?\d{4}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who collects the store pickups: the shopper, or someone else named here. */
  pickupBy: z.enum(['me', 'other']).optional(),
  pickupFirstName: z.string().max(200).optional(),
  pickupLastName: z.string().max(200).optional(),
  pickupEmail: z.string().max(200).optional(),
})

const BillingSchema = AddressInputSchema.extend({ sameAsShipping: checkbox, newsletter: checkbox })

const stepPath = (c: AppContext, step: 'shipping' | 'billing' | 'summary') =>
  step === 'shipping' ? checkoutPath(c.var.locale.code) : `${checkoutPath(c.var.locale.code)}/${step}`

/** The shopper's cart, or BSK404 when they have none or an empty one (checkout starts from a bag with items). */
async function cartToCheck(c: AppContext) {
  const cart = await getShopperCart(c)
  if (!cart || cart.items.length === 0) throw new ApiError('EMPTY_BAG')
  return cart
}

checkoutApi.post('/shipping', async (c) => {
  const input = await readInput(c, ShippingSchema, { param: 'checkout', to: stepPath(c, 'shipping') })
  await cartToCheck(c)
  const { method, point, pickupBy, pickupFirstName, pickupLastName, pickupEmail, ...address } = input.data
  const cart = await saveShipping(c, {
    address,
    method,
    point,
    pickupPerson:
      pickupBy === undefined
        ? undefined
        : pickupBy === 'me'
          ? null
          : { firstName: pickupFirstName, lastName: pickupLastName, email: pickupEmail },
  })
  // A method the cart service changed by itself keeps the shopper on this step, told why (as the island does).
  const change = cart.changes.find((entry) => entry.bySystem && entry.itemId === null)
  return change
    ? answer(
        c,
        input,
        { cart, step: 'shipping' },
        {
          to: stepPath(c, 'shipping'),
          params: { delivery: change.kind, ...(change.storeId ? { from: change.storeId } : {}) },
        },
      )
    : answer(c, input, { cart, step: 'billing' }, { to: stepPath(c, 'billing') })
})

checkoutApi.post('/billing', async (c) => {
  const input = await readInput(c, BillingSchema, { param: 'checkout', to: stepPath(c, 'billing') })
  const current = await cartToCheck(c)
  const { sameAsShipping, newsletter, ...address } = input.data
  const cart = await saveBilling(c, { sameAsShipping, newsletter, address }, current)
  return answer(c, input, { cart, step: 'summary' }, { to: stepPath(c, 'summary') })
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
  const methods = await paymentMethods(c)
  return c.json({ methods: methods.map((method) => method.id) })
})

checkoutApi.post('/gift-cards/balance', async (c) => {
  const input = await readInput(c, GiftCardSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  await limitCodeTries(c, 'giftCard')
  const balance = await giftCardBalance(c, input.data)
  return answer(c, input, { balance })
})

checkoutApi.post('/gift-cards', async (c) => {
  const input = await readInput(c, GiftCardSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  await limitCodeTries(c, 'giftCard')
  const cart = await applyGiftCard(c, input.data)
  return answer(c, input, { cart })
})

checkoutApi.post('/gift-cards/remove', async (c) => {
  const input = await readInput(c, z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }), {
    param: 'checkout',
    to: stepPath(c, 'summary'),
  })
  const cart = await removeGiftCard(c, input.data.id)
  return answer(c, input, { cart })
})

/**
 * The cart service's refusals worded by a call's own catalogue before the main one: a reward code's PRM ids show
 * at the reward code input, not at the coupon's.
 */
const wordedBy =
  (catalogue: Readonly<Record<string, CatalogueEntry>>) =>
  (error: unknown): never => {
    if (
      error instanceof UpstreamError &&
      error.status >= 400 &&
      error.status < 500 &&
      error.errorId in catalogue
    )
      throw new UpstreamRefusal(error, catalogue)
    throw error
  }

/** A reward code as typed; its form (spaces, case) is the service's to normalise. */
const RewardCodeSchema = z.object({ code: z.string().max(64) })

checkoutApi.post('/reward-code', async (c) => {
  // A plain form goes back to the review with the outcome; never with the code, which is worth money and would
  // stay in the history and in the next page's referrer.
  const input = await readInput(c, RewardCodeSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  await limitCodeTries(c, 'rewardCode')
  const cart = await applyRewardCode(c, input.data.code).catch(wordedBy(REWARD_CODE_ERRORS))
  return answer(c, input, { cart }, { notice: 'rewardApplied' })
})

checkoutApi.post('/reward-code/remove', async (c) => {
  const input = await readInput(c, z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }), {
    param: 'checkout',
    to: stepPath(c, 'summary'),
  })
  const cart = await removeRewardCode(c, input.data.id)
  return answer(c, input, { cart }, { notice: 'rewardRemoved' })
})

const PlaceOrderSchema = z.object({
  idempotencyKey: IDEMPOTENCY_KEY,
  payment: z.discriminatedUnion('code', [
    z.object({
      code: z.literal('CREDIT_CARD'),
      paymentMethod: z.object({
        type: z.literal('scheme'),
        encryptedCardNumber: token,
        encryptedExpiryMonth: token,
        encryptedExpiryYear: token,
        encryptedSecurityCode: token,
        holderName: z.string().max(100).optional(),
      }),
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
})

/** Where the shopper goes once the order is placed. */
const confirmation = (c: AppContext) => orderConfirmationPath(c.var.locale.code)

/**
 * A placement (or a 3-D Secure result) whose outcome is not known yet: 202 with when to ask again, the same body
 * under the same key (decision 064). A plain form goes back to the review, which says the payment is being
 * confirmed.
 */
function confirmingAnswer(c: AppContext, input: ApiInput<unknown>, pending: Confirming) {
  c.header('retry-after', String(pending.retryAfter))
  return answer(c, input, pending, { status: 202, notice: 'ORDER_IN_PROGRESS', to: stepPath(c, 'summary') })
}

checkoutApi.post('/orders', async (c) => {
  const input = await readInput(c, PlaceOrderSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  const chosen = input.data.payment
  const payment =
    chosen.code === 'SAVED_CARD' ? { code: 'CREDIT_CARD' as const, payment_instrument_id: chosen.id } : chosen
  const order = await placeOrder(c, payment, input.data.idempotencyKey).catch(
    wordedBy(REWARD_CODE_PLACEMENT_ERRORS),
  )
  if (isConfirming(order)) return confirmingAnswer(c, input, order)
  return answer(c, input, { order, next: order.status === 'placed' ? confirmation(c) : null })
})

const AuthenticationSchema = z.object({ threeDS2Result: token, idempotencyKey: IDEMPOTENCY_KEY })

checkoutApi.post('/orders/authentication', async (c) => {
  const input = await readInput(c, AuthenticationSchema, { param: 'checkout', to: stepPath(c, 'billing') })
  const order = await finishPayment(
    c,
    { threeDS2Result: input.data.threeDS2Result },
    input.data.idempotencyKey,
  ).catch(wordedBy(REWARD_CODE_PLACEMENT_ERRORS))
  if (isConfirming(order)) return confirmingAnswer(c, input, order)
  return answer(c, input, { order, next: confirmation(c) })
})

// ---- Paying from the account (decision 043): signed-in shoppers only (REW401 for a guest)

const InstrumentIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) })

/** Pays part of the order with loyalty points: a voucher's id, or `none` to stop. */
checkoutApi.post('/loyalty-voucher', async (c) => {
  const input = await readInput(c, z.object({ voucherId: z.string().regex(/^[A-Za-z0-9-]{1,40}$/) }), {
    param: 'checkout',
    to: stepPath(c, 'summary'),
  })
  const voucherId = input.data.voucherId === 'none' ? null : input.data.voucherId
  const cart = await applyLoyaltyVoucher(c, voucherId)
  return answer(c, input, { cart }, { notice: voucherId ? 'pointsApplied' : 'pointsRemoved' })
})

checkoutApi.post('/athlete-payment', async (c) => {
  const input = await readInput(c, z.object({}), { param: 'checkout', to: stepPath(c, 'summary') })
  const cart = await applyAthletePayment(c)
  return answer(c, input, { cart }, { notice: 'athleteApplied' })
})

/** A reward card, typed (number and PIN) or saved in the account (its id). */
checkoutApi.post('/reward-card', async (c) => {
  const input = await readInput(
    c,
    z.union([InstrumentIdSchema, z.object({ number: z.string().max(60), pin: z.string().max(20) })]),
    { param: 'checkout', to: stepPath(c, 'summary') },
  )
  let card: { instrumentId: string } | { number: string; pin: string }
  if ('id' in input.data) card = { instrumentId: input.data.id }
  else {
    const number = input.data.number.replace(/[\s-]/g, '')
    const pin = input.data.pin.trim()
    const fields: Record<string, MessageKey> = {}
    if (!/^\d{12,19}$/.test(number)) fields.rewardCardNumber = 'wallet.error.numberRequired'
    if (!/^\d{4,8}$/.test(pin)) fields.rewardCardPin = 'wallet.error.pinRequired'
    const [first] = Object.values(fields)
    // The refusal says its first field's message.
    if (first) throw new ApiError('REWARD_CARD_INVALID', { message: first, fields })
    card = { number, pin }
  }
  await limitCodeTries(c, 'giftCard')
  const cart = await applyRewardCard(c, card)
  return answer(c, input, { cart })
})

checkoutApi.post('/saved-reward-code', async (c) => {
  const input = await readInput(c, InstrumentIdSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  const cart = await applySavedRewardCode(c, input.data.id).catch(wordedBy(REWARD_CODE_ERRORS))
  return answer(c, input, { cart }, { notice: 'rewardApplied' })
})

/** Takes any instrument paying part of the order off the cart (a voucher, the allowance, a reward card). */
checkoutApi.post('/payments/remove', async (c) => {
  const input = await readInput(c, InstrumentIdSchema, { param: 'checkout', to: stepPath(c, 'summary') })
  const cart = await removeGiftCard(c, input.data.id)
  return answer(c, input, { cart })
})

/**
 * Express checkout from the bag (spec 1 §4, §6): the main addresses on the cart, then straight to the review with
 * the main card chosen; a plain form from the bag goes there too.
 */
checkoutApi.post('/express', async (c) => {
  const input = await readInput(c, z.object({}), { param: 'cart', to: `/${c.var.locale.code}/cart` })
  await cartToCheck(c)
  const { cart, cardId } = await expressCheckout(c)
  const next = `${stepPath(c, 'summary')}?checkout=express`
  return answer(c, input, { cart, cardId, step: 'summary', next }, { to: next })
})
