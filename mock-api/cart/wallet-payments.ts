/**
 * What a signed-in customer pays with from their account, as cart payment instruments (decision 043): loyalty
 * points through a voucher (LOYALTY_POINTS, `PUT /reward`), an athlete's allowance (ATHLETES_PAYMENT), a reward card
 * (REWARD_CARD, typed or saved in the account). Like a reward code (decision 029), applying checks and spends
 * nothing; the order spends each once the rest of the total is authorised (`spendWalletPayments`), and a
 * placement first takes off any that can no longer pay (`staleWalletPayment`), so nothing is authorised for a
 * total the account cannot cover.
 */
import type { Context } from 'hono'
import { bearerOf } from '../consumers/tokens'
import { addCartPayment, type CartPaymentRow, listCartPayments, removeCartPayment } from '../db/carts'
import { type ConsumerRow, getConsumer } from '../db/consumers'
import { releaseEmployeeDiscount } from '../db/loyalty'
import {
  athleteAllowanceOf,
  getInstrument,
  getLoyaltyVoucher,
  loyaltyPointsOf,
  REWARD_CARD_NUMBER,
  REWARD_CARD_PIN,
  releaseAthleteAllowance,
  releaseLoyaltyPoints,
  releaseRewardCards,
  rewardCardBalance,
  spendAthleteAllowance,
  spendLoyaltyPoints,
  spendRewardCard,
} from '../db/wallet'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { readCart, type WireCart } from './price-cart'

type MockContext = Context<{ Bindings: MockEnv }>

/** The instruments paid from the account, in the order they take their part of the total. */
export const WALLET_METHODS = ['ATHLETES_PAYMENT', 'LOYALTY_POINTS', 'REWARD_CARD'] as const
const MAX_REWARD_CARDS = 2

export interface WalletData {
  consumerId?: string
  voucherId?: string
  points?: number
  number?: string
  pin?: string
}

export const walletDataOf = (row: Pick<CartPaymentRow, 'data'> | undefined): WalletData => {
  try {
    return JSON.parse(row?.data ?? '{}') as WalletData
  } catch {
    return {}
  }
}

/** The signed-in customer the call is for, or null for a guest or a call without a valid token. */
async function signedInCustomer(c: MockContext): Promise<ConsumerRow | null> {
  const bearer = await bearerOf(c)
  return bearer.status === 'valid' && bearer.tokenType === 'Registered'
    ? await getConsumer(c.env.DB, bearer.customerId)
    : null
}

/** The signed-in customer the cart call is for; REW401 for a guest or a call without a token. */
export async function registeredCustomer(
  c: MockContext,
): Promise<{ consumer: ConsumerRow; refusal?: undefined } | { consumer?: undefined; refusal: Response }> {
  const consumer = await signedInCustomer(c)
  if (!consumer) return { refusal: apiError(c, 401, 'REW401', 'Sign in to pay with your account') }
  return { consumer }
}

/**
 * Spec 1 §6: an athlete pays with rewards (loyalty points, a reward code, a reward card) only once their allowance
 * has nothing left to give, read from what this cart applies of it now. ATH400 while it has; null for anyone else,
 * a guest (`consumer` null, read from the call's token when not given) included.
 */
export async function athleteAllowanceFirst(
  c: MockContext,
  cart: WireCart,
  consumer?: ConsumerRow | null,
): Promise<Response | null> {
  const customer = consumer === undefined ? await signedInCustomer(c) : consumer
  if (customer?.consumer_type !== 'ATHLETE') return null
  const allowance = await athleteAllowanceOf(c.env.DB, customer.id)
  if (!allowance) return null
  const applied = cart.paymentInstruments
    .filter((entry) => entry.payment_method_id === 'ATHLETES_PAYMENT')
    .reduce((sum, entry) => sum + entry.amount, 0)
  return Math.round((allowance.remaining - applied) * 100) / 100 > 0
    ? apiError(c, 409, 'ATH400', 'Pay with the athlete allowance before rewards')
    : null
}

/** The open cart, or BSK404. */
async function openCart(c: MockContext, basketId: string) {
  const cart = await readCart(c.env.DB, basketId, c.req.query('locale'))
  return cart?.status === 'open' ? cart : null
}

const answerCart = async (c: MockContext, basketId: string) =>
  c.json(await readCart(c.env.DB, basketId, c.req.query('locale')))

/**
 * Loyalty vouchers turn points into money (PUT /cart/v1/cart/{basketId}/reward): one a cart, replacing the one
 * before; `appliedLoyaltyVoucher: null` takes it off. REW401 guest, REW130 not a member, REW135 membership not
 * confirmed, REW140 too few points; an athlete pays with their allowance first (ATH400 while it has some left to
 * give beyond what the cart applies).
 */
export async function applyLoyaltyVoucher(c: MockContext, basketId: string, voucherId: string | null) {
  const db = c.env.DB
  const { consumer, refusal } = await registeredCustomer(c)
  if (!consumer) return refusal
  const cart = await openCart(c, basketId)
  if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
  const current = (await listCartPayments(db, basketId)).filter((entry) => entry.method === 'LOYALTY_POINTS')
  if (voucherId === null) {
    for (const entry of current) await removeCartPayment(db, basketId, entry.id)
    return answerCart(c, basketId)
  }
  if (consumer.loyalty_member_id === null) return apiError(c, 400, 'REW130', 'Not a loyalty member')
  if (consumer.loyalty_confirmed === 0)
    return apiError(c, 400, 'REW135', 'The loyalty membership is not confirmed yet')
  const athlete = await athleteAllowanceFirst(c, cart, consumer)
  if (athlete) return athlete
  const voucher = await getLoyaltyVoucher(db, voucherId, cart.currency)
  if (!voucher) return apiError(c, 404, 'PYT404', 'This voucher is not offered')
  const points = await loyaltyPointsOf(db, consumer.id)
  if (points < voucher.points) return apiError(c, 400, 'REW140', 'Not enough loyalty points')
  const others = cart.totals.remainingToPay + current.reduce((sum, entry) => sum + entry.amount, 0)
  if (others <= 0) return apiError(c, 400, 'PRM175', 'Nothing is left to pay')
  for (const entry of current) await removeCartPayment(db, basketId, entry.id)
  await addCartPayment(db, {
    id: crypto.randomUUID(),
    cartId: basketId,
    method: 'LOYALTY_POINTS',
    label: `${voucher.points} points`,
    amount: voucher.amount,
    data: JSON.stringify({ consumerId: consumer.id, voucherId: voucher.id, points: voucher.points }),
    now: new Date().toISOString(),
  })
  return answerCart(c, basketId)
}

/** An athlete's allowance pays up to what it has left (POST paymentInstruments ATHLETES_PAYMENT). */
export async function applyAthletePayment(c: MockContext, basketId: string) {
  const db = c.env.DB
  const { consumer, refusal } = await registeredCustomer(c)
  if (!consumer) return refusal
  const cart = await openCart(c, basketId)
  if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
  const allowance = consumer.consumer_type === 'ATHLETE' ? await athleteAllowanceOf(db, consumer.id) : null
  if (!allowance) return apiError(c, 404, 'PYT404', 'No athlete allowance for this account')
  if (allowance.remaining <= 0) return apiError(c, 400, 'REW140', 'The athlete allowance is used up')
  const current = (await listCartPayments(db, basketId)).filter(
    (entry) => entry.method === 'ATHLETES_PAYMENT',
  )
  if (current.length > 0) return apiError(c, 409, 'GFC755', 'The athlete payment is already applied')
  if (cart.totals.remainingToPay <= 0) return apiError(c, 400, 'PRM175', 'Nothing is left to pay')
  await addCartPayment(db, {
    id: crypto.randomUUID(),
    cartId: basketId,
    method: 'ATHLETES_PAYMENT',
    label: 'Athlete allowance',
    amount: allowance.remaining,
    data: JSON.stringify({ consumerId: consumer.id }),
    now: new Date().toISOString(),
  })
  return answerCart(c, basketId)
}

/**
 * A reward card pays what it holds, up to what is left (POST paymentInstruments REWARD_CARD): typed
 * (`rewardCard: {number, pin}`) or saved in the account (`payment_instrument_id`; another customer's is PYT404).
 * GFC800 wrong number or PIN, GFC740 nothing on it, GFC755 already applied, GFC410 more than two.
 */
export async function applyRewardCard(
  c: MockContext,
  basketId: string,
  input: { rewardCard?: { number: string; pin: string }; payment_instrument_id?: string },
) {
  const db = c.env.DB
  const { consumer, refusal } = await registeredCustomer(c)
  if (!consumer) return refusal
  let card: { number: string; pin: string } | null = null
  if (input.payment_instrument_id) {
    const saved = await getInstrument(db, consumer.id, input.payment_instrument_id)
    if (saved?.method !== 'REWARD_CARD') return apiError(c, 404, 'PYT404', 'Payment instrument not found')
    card = { number: saved.token, pin: saved.secret ?? '' }
  } else if (input.rewardCard) {
    card = { number: input.rewardCard.number.replace(/[\s-]/g, ''), pin: input.rewardCard.pin.trim() }
  }
  if (!card || !REWARD_CARD_NUMBER.test(card.number) || !REWARD_CARD_PIN.test(card.pin))
    return apiError(c, 400, 'GFC800', 'This reward card number or PIN is not valid')
  const cart = await openCart(c, basketId)
  if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
  const balance = await rewardCardBalance(db, card, cart.currency)
  if (balance === null) return apiError(c, 400, 'GFC800', 'This reward card number or PIN is not valid')
  const applied = (await listCartPayments(db, basketId)).filter((entry) => entry.method === 'REWARD_CARD')
  if (applied.some((entry) => walletDataOf(entry).number === card.number))
    return apiError(c, 409, 'GFC755', 'This reward card is already applied')
  if (applied.length >= MAX_REWARD_CARDS)
    return apiError(c, 400, 'GFC410', `An order takes at most ${MAX_REWARD_CARDS} reward cards`)
  if (balance <= 0) return apiError(c, 400, 'GFC740', 'This reward card has no balance left')
  const athlete = await athleteAllowanceFirst(c, cart, consumer)
  if (athlete) return athlete
  if (cart.totals.remainingToPay <= 0) return apiError(c, 400, 'GFC725', 'Nothing is left to pay')
  await addCartPayment(db, {
    id: crypto.randomUUID(),
    cartId: basketId,
    method: 'REWARD_CARD',
    label: `•••• ${card.number.slice(-4)}`,
    amount: balance,
    data: JSON.stringify({ consumerId: consumer.id, number: card.number, pin: card.pin }),
    now: new Date().toISOString(),
  })
  return answerCart(c, basketId)
}

/** The refusal of an account instrument that can no longer pay its part. */
const shortOf = (method: string) =>
  method === 'REWARD_CARD'
    ? { errorId: 'GFC740', message: 'A reward card no longer holds what it was to pay' }
    : method === 'ATHLETES_PAYMENT'
      ? { errorId: 'REW140', message: 'The athlete allowance no longer covers its part' }
      : { errorId: 'REW140', message: 'Not enough loyalty points' }

/** Whether an instrument's account still covers the part the cart gives it. */
async function stillCovers(
  db: D1Database,
  method: string,
  data: WalletData,
  amount: number,
  currency: string,
) {
  if (method === 'LOYALTY_POINTS')
    return (await loyaltyPointsOf(db, data.consumerId ?? '')) >= (data.points ?? Number.POSITIVE_INFINITY)
  if (method === 'ATHLETES_PAYMENT')
    return ((await athleteAllowanceOf(db, data.consumerId ?? ''))?.remaining ?? 0) >= amount - 0.000001
  const balance = await rewardCardBalance(db, { number: data.number ?? '', pin: data.pin ?? '' }, currency)
  return (balance ?? 0) >= amount - 0.000001
}

/**
 * Before anything is paid: an account instrument whose points, allowance or balance another order spent since it
 * was applied is taken off the cart (which stays open), and the placement refused with why.
 */
export async function staleWalletPayment(db: D1Database, basketId: string, cart: WireCart) {
  const stored = await listCartPayments(db, basketId)
  for (const instrument of cart.paymentInstruments) {
    if (
      !(WALLET_METHODS as readonly string[]).includes(instrument.payment_method_id) ||
      instrument.amount <= 0
    )
      continue
    const row = stored.find((entry) => entry.id === instrument.payment_instrument_id)
    if (
      await stillCovers(db, instrument.payment_method_id, walletDataOf(row), instrument.amount, cart.currency)
    )
      continue
    await removeCartPayment(db, basketId, instrument.payment_instrument_id)
    return shortOf(instrument.payment_method_id)
  }
  return null
}

/**
 * Spends each account instrument's part for the order, each by one conditional statement; the first that can no
 * longer pay is taken off the cart and named (everything this order spent is given back then). Null when all paid.
 */
export async function spendWalletPayments(
  db: D1Database,
  basketId: string,
  cart: WireCart,
  orderNumber: string,
): Promise<{ errorId: string; message: string } | null> {
  const stored = await listCartPayments(db, basketId)
  const now = new Date().toISOString()
  for (const instrument of cart.paymentInstruments) {
    if (
      !(WALLET_METHODS as readonly string[]).includes(instrument.payment_method_id) ||
      instrument.amount <= 0
    )
      continue
    const data = walletDataOf(stored.find((entry) => entry.id === instrument.payment_instrument_id))
    const consumerId = data.consumerId ?? ''
    const spent =
      instrument.payment_method_id === 'LOYALTY_POINTS'
        ? await spendLoyaltyPoints(db, {
            orderNumber,
            consumerId,
            voucherId: data.voucherId ?? '',
            points: data.points ?? 0,
            now,
          })
        : instrument.payment_method_id === 'ATHLETES_PAYMENT'
          ? await spendAthleteAllowance(db, { orderNumber, consumerId, amount: instrument.amount, now })
          : await spendRewardCard(db, {
              orderNumber,
              number: data.number ?? '',
              currency: cart.currency,
              amount: instrument.amount,
              now,
            })
    if (!spent) {
      await releaseWalletPayments(db, orderNumber)
      await removeCartPayment(db, basketId, instrument.payment_instrument_id)
      return shortOf(instrument.payment_method_id)
    }
  }
  return null
}

/** Gives back what an order that could not be placed spent from accounts, and the associate discount it counted. */
export async function releaseWalletPayments(db: D1Database, orderNumber: string) {
  await releaseLoyaltyPoints(db, orderNumber)
  await releaseAthleteAllowance(db, orderNumber)
  await releaseRewardCards(db, orderNumber)
  await releaseEmployeeDiscount(db, orderNumber)
}
