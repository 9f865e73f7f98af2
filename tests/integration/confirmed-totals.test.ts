/**
 * The total and tax the shopper confirmed go with the order twice: to the cart service's check (prepareOrder) and
 * to the placement itself, so a price or tax that changes between the two is refused before anything is charged.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import type { Order } from '../../shared/bag/order'
import { paymentsDb } from '../fixtures/payment-provider'
import { OWN_STYLES } from '../fixtures/seed-products'
import { shownTotals } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop } from './harness'
import {
  cardPayment,
  cartOf,
  key,
  ordersOf,
  post,
  quietRefusals,
  readyToPay,
  readyToPayOwn,
} from './placement-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const PLACEMENT = '/api/cart/v2/checkout/order'

/** Raises the USD price of a line's product by `by`, answering how to put it back. */
async function raisePrice(sku: string, by: number) {
  const raise = (amount: number) =>
    bindings.DB.prepare(
      `UPDATE prices SET current = round(current + ?, 2)
       WHERE currency = 'USD' AND style_code = (SELECT style_code FROM variants WHERE sku = ?)`,
    )
      .bind(amount, sku)
      .run()
  await raise(by)
  return () => raise(-by)
}

describe('the totals the shopper confirmed', () => {
  it('go with the check and with the placement', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const expected = await shownTotals(env, cookie)
    const asked = upstream.calls.length
    const placed = await post(
      env,
      '/api/checkout/orders',
      { payment: await cardPayment(upstream.payments), idempotencyKey: key(), expected },
      cookie,
    )
    expect(placed.status, placed.text).toBe(200)
    const sent = upstream.calls.slice(asked)
    const prepared = sent.find((call) => new URL(call.url).pathname.endsWith('/prepareOrder'))
    const placement = sent.find((call) => new URL(call.url).pathname === PLACEMENT)
    const confirmed = { expectedTotal: expected.total, expectedTax: expected.tax }
    expect(await prepared?.clone().json()).toEqual(confirmed)
    // With the edge's bot check verdict, as the contract's query asks (spec 1 §7, decision 035).
    expect(await placement?.clone().json()).toMatchObject({
      ...confirmed,
      recaptcha_response: 'edge-checked',
    })
  })

  it('refuses a placement whose price changed after the check, charges nothing, and places at the new total', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    // A product of this file's own: its price moves here, and no test beside it holds it.
    const cookie = await readyToPayOwn(env, OWN_STYLES.confirmedTotals)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const before = (await cartOf(env, cookie)) as NonNullable<Awaited<ReturnType<typeof cartOf>>>
    const expected = await shownTotals(env, cookie)
    const payment = await cardPayment(upstream.payments)
    // The cart passes the check; while its placement is on its way, the product's price goes up.
    const held = upstream.hold(PLACEMENT)
    const arrived = upstream.nextCall(PLACEMENT)
    const placing = post(env, '/api/checkout/orders', { payment, idempotencyKey: key(), expected }, cookie)
    await arrived
    const restore = await raisePrice(before.items[0]?.productId as string, 10)
    try {
      held.release()
      const refused = await placing
      expect(refused.status, refused.text).toBe(409)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId: 'TAX310', message: 'The tax on your order has been updated.' }],
        placement: 'top',
        action: 'reloadCart',
      })
      await upstream.settled()
      // Nothing was made or charged, and the bag is as it was, at its new price.
      expect(await ordersOf(basketId)).toEqual([])
      const charged = await paymentsDb
        .prepare('SELECT COUNT(*) AS n FROM payments WHERE merchant_account = ?')
        .bind(upstream.mockEnv.MERCHANT_ACCOUNT)
        .first<{ n: number }>()
      expect(charged?.n ?? 0).toBe(0)
      const after = await shownTotals(env, cookie)
      expect(after.total).toBeGreaterThan(expected.total)
      // What the shopper now sees is what is charged.
      upstream.heal()
      const placed = await post(
        env,
        '/api/checkout/orders',
        { payment, idempotencyKey: key(), expected: after },
        cookie,
      )
      expect(placed.status, placed.text).toBe(200)
      expect((placed.body.order as Order).totals.total).toBe(after.total)
    } finally {
      await restore()
    }
  })
})
