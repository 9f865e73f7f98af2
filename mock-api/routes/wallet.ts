/**
 * The consumer contract's wallet calls (spec 1 §7 Consumer, decision 043): the payment instruments kept in the
 * account (`/payment_instruments`: cards, reward cards, reward codes; the main card) and the loyalty vouchers a
 * member may turn points into (`/loyalty/vouchers`). A card is saved through the payment provider: the shop sends
 * only the provider's field tokens, the service asks the provider to check and keep the card for this consumer
 * (a zero-value payment with `storePaymentMethod`, as Adyen does), and keeps the provider's id for it, never a
 * number. Signed-in customers only.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import {
  callProvider,
  deleteStoredCard,
  merchantAccountOf,
  ProviderError,
  type ProviderPaymentAnswer,
} from '../cart/payments'
import { bearerOf } from '../consumers/tokens'
import { getConsumer } from '../db/consumers'
import { getRewardCode, isExpired, normaliseRewardCode, REWARD_CODE_PATTERN } from '../db/reward-codes'
import {
  deleteInstrument,
  getInstrument,
  type InstrumentRow,
  insertInstrument,
  linkMainBillingAddress,
  listInstruments,
  listLoyaltyVouchers,
  loyaltyPointsOf,
  REWARD_CARD_NUMBER,
  REWARD_CARD_PIN,
  rewardCardBalance,
  setMainCard,
} from '../db/wallet'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

type MockContext = Context<{ Bindings: MockEnv }>

const token = z.string().min(1).max(1000)

const SaveInstrumentSchema = z.discriminatedUnion('payment_method_id', [
  z.object({
    payment_method_id: z.literal('CREDIT_CARD'),
    card: z.object({
      encryptedCardNumber: token,
      encryptedExpiryMonth: token,
      encryptedExpiryYear: token,
      encryptedSecurityCode: token,
      holderName: z.string().max(100).optional(),
    }),
    /** The currency the card is checked in (a zero-value check). */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    recaptcha_response: z.string().max(4000).nullish(),
  }),
  z.object({
    payment_method_id: z.literal('REWARD_CARD'),
    rewardCard: z.object({ number: z.string().max(40), pin: z.string().max(20) }),
  }),
  z.object({
    payment_method_id: z.literal('REWARD_CODE'),
    rewardCode: z.object({ code: z.string().max(64) }),
  }),
])

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mc: 'Mastercard',
  amex: 'American Express',
}

/** An instrument as the contract answers it: a card's summary and main flag; never a number, PIN or whole code. */
export function instrumentAnswer(row: InstrumentRow) {
  const base = { paymentInstrumentId: row.id, payment_method_id: row.method }
  if (row.method === 'CREDIT_CARD')
    return {
      ...base,
      card: {
        paymentInstrumentId: row.id,
        brand: row.brand ?? '',
        brandName: BRAND_NAMES[row.brand ?? ''] ?? 'Card',
        lastFour: row.last_four ?? '',
        expiryMonth: row.expiry_month ?? '',
        expiryYear: row.expiry_year ?? '',
        holderName: row.holder_name,
        main: row.is_main === 1,
      },
    }
  if (row.method === 'REWARD_CARD') return { ...base, rewardCard: { lastFour: row.last_four ?? '' } }
  return { ...base, rewardCode: { label: `•••• ${row.token.slice(-4)}` } }
}

/** The signed-in consumer the call is for; a refusal for a guest, a bad token or a customer no longer there. */
export async function registeredConsumer(c: MockContext) {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid')
    return { refusal: apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked') }
  if (bearer.tokenType !== 'Registered')
    return { refusal: apiError(c, 401, 'REW401', 'Sign in to use what your account holds') }
  const consumer = await getConsumer(c.env.DB, bearer.customerId)
  // A token still good for a customer the service no longer has (the account was closed meanwhile).
  if (!consumer) return { refusal: apiError(c, 404, 'CCN404', 'No customer with this id') }
  return { consumer }
}

export const walletRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/consumers-v3/consumer')

walletRoutes.get('/payment_instruments', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const rows = await listInstruments(c.env.DB, consumer.id)
  return c.json({ paymentInstruments: rows.map(instrumentAnswer) })
})

walletRoutes.post('/payment_instruments', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const body = await readJsonBody(c, SaveInstrumentSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid payment instrument')
  const db = c.env.DB
  const now = new Date().toISOString()
  const id = crypto.randomUUID()
  const already = () => apiError(c, 409, 'PYT300', 'This is already saved in your account')

  if (body.payment_method_id === 'REWARD_CARD') {
    const number = body.rewardCard.number.replace(/[\s-]/g, '')
    const pin = body.rewardCard.pin.trim()
    if (!REWARD_CARD_NUMBER.test(number) || !REWARD_CARD_PIN.test(pin))
      return apiError(c, 400, 'GFC800', 'This reward card number or PIN is not valid')
    if ((await rewardCardBalance(db, { number, pin }, 'USD')) === null)
      return apiError(c, 400, 'GFC800', 'This reward card number or PIN is not valid')
    const added = await insertInstrument(db, {
      id,
      consumer_id: consumer.id,
      method: 'REWARD_CARD',
      token: number,
      secret: pin,
      brand: null,
      last_four: number.slice(-4),
      expiry_month: null,
      expiry_year: null,
      holder_name: null,
      created_at: now,
    })
    if (!added) return already()
  } else if (body.payment_method_id === 'REWARD_CODE') {
    const code = normaliseRewardCode(body.rewardCode.code)
    const row = REWARD_CODE_PATTERN.test(code) ? await getRewardCode(db, code, 'USD') : null
    if (!row) return apiError(c, 400, 'PRM130', 'This reward code is not valid')
    if (row.redeemed_at !== null) return apiError(c, 409, 'PRM150', 'This reward code has already been used')
    if (isExpired(row, now)) return apiError(c, 400, 'PRM155', 'This reward code has expired')
    const added = await insertInstrument(db, {
      id,
      consumer_id: consumer.id,
      method: 'REWARD_CODE',
      token: code,
      secret: null,
      brand: null,
      last_four: code.slice(-4),
      expiry_month: null,
      expiry_year: null,
      holder_name: null,
      created_at: now,
    })
    if (!added) return already()
  } else {
    if (!body.recaptcha_response || body.recaptcha_response === 'fail')
      return apiError(c, 400, 'AUT403', 'The captcha was not passed')
    let answer: ProviderPaymentAnswer
    try {
      answer = await callProvider<ProviderPaymentAnswer>(
        c.env,
        '/v71/payments',
        {
          merchantAccount: merchantAccountOf(c.env),
          amount: { currency: body.currency ?? 'USD', value: 0 },
          reference: `CARD-${id}`,
          returnUrl: 'https://consumers.invalid/payment_instruments',
          paymentMethod: { type: 'scheme', ...body.card },
          shopperReference: consumer.id,
          storePaymentMethod: true,
          recurringProcessingModel: 'CardOnFile',
          shopperInteraction: 'Ecommerce',
        },
        `save-${id}`,
      )
    } catch (error) {
      if (error instanceof ProviderError && error.status === 422)
        return apiError(c, 400, 'PYT402', 'The card details could not be read')
      console.warn('payment provider failed', String(error))
      return apiError(c, 502, 'PAY400', 'The payment service is not available')
    }
    const stored = answer.tokenization?.storedPaymentMethodId
    if (answer.resultCode !== 'Authorised' || !stored)
      return apiError(c, 422, 'PAY400', 'The card was refused')
    const [month = '', year = ''] = (answer.additionalData?.expiryDate ?? '').split('/')
    const added = await insertInstrument(db, {
      id,
      consumer_id: consumer.id,
      method: 'CREDIT_CARD',
      token: stored,
      secret: null,
      brand: answer.paymentMethod?.brand ?? answer.additionalData?.paymentMethod ?? null,
      last_four: answer.additionalData?.cardSummary ?? null,
      expiry_month: month.padStart(2, '0'),
      expiry_year: year,
      holder_name: body.card.holderName?.trim() || null,
      created_at: now,
    })
    // The provider answers the id it already had for a card kept before: the account has it already.
    if (!added) return apiError(c, 409, 'PYT300', 'This card is already saved in your account')
    await linkMainBillingAddress(db, consumer.id, id)
  }
  const row = await getInstrument(db, consumer.id, id)
  if (!row) return apiError(c, 500, 'GEN500', 'The payment instrument was not kept')
  return c.json(instrumentAnswer(row), 201)
})

walletRoutes.patch('/payment_instruments/:id', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const body = await readJsonBody(c, z.object({ main: z.literal(true) }))
  if (!body) return apiError(c, 400, 'API400', 'Only a card can be made main')
  if (!(await setMainCard(c.env.DB, consumer.id, c.req.param('id'))))
    return apiError(c, 404, 'PYT404', 'Payment instrument not found')
  const row = await getInstrument(c.env.DB, consumer.id, c.req.param('id'))
  return row ? c.json(instrumentAnswer(row)) : apiError(c, 404, 'PYT404', 'Payment instrument not found')
})

walletRoutes.delete('/payment_instruments/:id', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const row = await getInstrument(c.env.DB, consumer.id, c.req.param('id'))
  if (!row || !(await deleteInstrument(c.env.DB, consumer.id, row.id)))
    return apiError(c, 404, 'PYT404', 'Payment instrument not found')
  // The provider forgets the card too; if it cannot now, the account no longer offers it all the same.
  if (row.method === 'CREDIT_CARD' && !(await deleteStoredCard(c.env, row.token, consumer.id)))
    console.warn('stored card not deleted at the provider')
  return c.body(null, 204)
})

/** A member's points and the vouchers they may turn them into, in a currency (spec 1 §3 "Loyalty vouchers"). */
walletRoutes.get('/loyalty/vouchers', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  if (consumer.loyalty_member_id === null) return apiError(c, 400, 'REW130', 'Not a loyalty member')
  const currency = /^[A-Z]{3}$/.test(c.req.query('currency') ?? '')
    ? (c.req.query('currency') as string)
    : 'USD'
  const points = await loyaltyPointsOf(c.env.DB, consumer.id)
  const vouchers = await listLoyaltyVouchers(c.env.DB, currency)
  const confirmed = consumer.loyalty_confirmed !== 0
  return c.json({
    currentLoyaltyPoints: points,
    loyaltyConfirmed: confirmed,
    applicableLoyaltyVouchers: vouchers.map((voucher) => ({
      id: voucher.id,
      points: voucher.points,
      amountInCurrency: voucher.amount,
      currency: voucher.currency,
      available: confirmed,
      eligible: points >= voucher.points,
    })),
  })
})
