/**
 * What a refused payment leaves the shopper (decision 066). The checkout stays on review and pay after a declined
 * card or a failed 3-D Secure challenge and shows the cart as the worker then answers it: it must hold what the
 * shopper chose at the earlier steps and on the review, so they can pay again at once (decision 064: the cart
 * service keeps the basket open with everything on it).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { call, readCart, shopperWith, shownTotals, variantsInStock } from './cart-helpers'
import type { TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestEnv, createUpstream } from './harness'
import { answerChallenge, cardPayment, key, quietRefusals } from './placement-helpers'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** A reward code of this file's own, worth 10 USD (the seeded demo codes are the end-to-end tests'). */
async function makeCode(): Promise<string> {
  const code = `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
  const now = new Date().toISOString()
  await bindings.DB.batch([
    bindings.DB.prepare(
      'INSERT INTO reward_codes (code, expires_at, redeemed_at, redeemed_order, created_at) VALUES (?, ?, NULL, NULL, ?)',
    ).bind(code, '2099-12-31T23:59:59Z', now),
    bindings.DB.prepare('INSERT INTO reward_code_values (code, currency, value) VALUES (?, ?, ?)').bind(
      code,
      'USD',
      10,
    ),
  ])
  return code
}

type Refusal = 'a declined card' | 'a failed challenge'

/**
 * A US shopper's bag of two lines with express delivery, billing as shipping, a gift card and a reward code paying
 * part of it, refused as `refusal` says: the cart before and after.
 */
async function refusedAfterChoosing(refusal: Refusal) {
  quietRefusals()
  const upstream: Upstream = createUpstream()
  const env: TestEnv = createTestEnv(upstream)
  const [first, second] = await variantsInStock(upstream, 6, 2)
  const { cookie } = await shopperWith(env, [
    { sku: first?.sku as string, qty: 1 },
    { sku: second?.sku as string, qty: 1 },
  ])
  const shipped = await call(env, '/api/checkout/shipping', { ...US_ADDRESS, method: 'express' }, cookie)
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200)
  expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
  const giftCard = await upstream.payments.encryptGiftCard()
  const gift = await call(env, GIFT_CARDS, { ...giftCard.paymentMethod, lastFour: giftCard.lastFour }, cookie)
  expect(gift.status, JSON.stringify(gift.body)).toBe(200)
  const coded = await call(env, '/api/checkout/reward-code', { code: await makeCode() }, cookie)
  expect(coded.status, JSON.stringify(coded.body)).toBe(200)
  const before = await readCart(env, cookie)

  if (refusal === 'a declined card') {
    const declined = await call(
      env,
      PLACE_ORDER,
      {
        payment: await cardPayment(upstream.payments, TEST_CARDS.refused),
        idempotencyKey: key(),
        expected: await shownTotals(env, cookie),
      },
      cookie,
    )
    expect(declined.status).toBe(422)
    expect(declined.body).toMatchObject({ errorDetails: [{ errorId: 'PAY400' }] })
  } else {
    const challenged = await call(
      env,
      PLACE_ORDER,
      {
        payment: await cardPayment(upstream.payments, TEST_CARDS.challenge),
        idempotencyKey: key(),
        expected: await shownTotals(env, cookie),
      },
      cookie,
    )
    const url = (challenged.body.order as Order).action?.url ?? ''
    const failed = await call(
      env,
      ORDER_AUTHENTICATION,
      { threeDS2Result: await answerChallenge(upstream.payments, url, '9999'), idempotencyKey: key() },
      cookie,
    )
    expect(failed.status).toBe(422)
    expect(failed.body).toMatchObject({ errorDetails: [{ errorId: 'PAY400' }] })
  }
  return { before, after: await readCart(env, cookie) }
}

const byMethod = (cart: Cart, method: string) =>
  cart.payments.filter((payment) => payment.method === method).map(({ label, amount }) => ({ label, amount }))

const GIFT_CARDS = '/api/checkout/gift-cards'
const PLACE_ORDER = '/api/checkout/orders'
const ORDER_AUTHENTICATION = '/api/checkout/orders/authentication'

describe('the cart after a refused payment', () => {
  for (const refusal of ['a declined card', 'a failed challenge'] as const) {
    it(`keeps the lines, the addresses, express delivery, the gift card and the reward code after ${refusal}`, async () => {
      const { before, after } = await refusedAfterChoosing(refusal)
      expect(after.items.filter((line) => !line.bonus).map((line) => [line.productId, line.qty])).toEqual(
        before.items.filter((line) => !line.bonus).map((line) => [line.productId, line.qty]),
      )
      expect(after.shippingAddress).toEqual(before.shippingAddress)
      expect(after.billingAddress).toEqual(before.billingAddress)
      expect(after.email).toBe(before.email)
      expect(after.shipment?.method).toBe('express')
      expect(byMethod(before, 'GIFT_CARD')).toEqual([{ label: '•••• 7890', amount: 25 }])
      expect(byMethod(after, 'GIFT_CARD')).toEqual(byMethod(before, 'GIFT_CARD'))
      expect(byMethod(before, 'REWARD_CODE')).toHaveLength(1)
      expect(byMethod(after, 'REWARD_CODE')).toEqual(byMethod(before, 'REWARD_CODE'))
      expect(after.totals.remainingToPay).toBeCloseTo(before.totals.remainingToPay, 2)
    })
  }
})
