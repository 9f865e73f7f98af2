/**
 * The associate discount in the bag (decision 049): an employee who has accepted the employee discount terms gets
 * it on their bag at once, with the banner saying what is left of the yearly cap; not before accepting, and never
 * anyone else. Promotion codes are refused while it applies. An order counts what it bought at the discount
 * against the cap (the account overview shows the new spend), once per order and only while the cap covers it.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { EMPLOYEE_DISCOUNT } from '../../mock-api/cart/rules'
import { employeeDiscountOf, releaseEmployeeDiscount, spendEmployeeDiscount } from '../../mock-api/db/loyalty'
import { US_ADDRESS } from '../fixtures/checkout'
import { signedInShopper } from './account-helpers'
import { call, placeByCard, readCart, variantsInStock } from './cart-helpers'
import type { TestEnv } from './harness'
import { bindings, clearUpstreamCache, createTestShop, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

/** An employee of this test alone with a yearly cap, signed in; terms accepted unless told otherwise. */
async function employee(env: TestEnv, cap: number, spent: number, accept = true) {
  const shopper = await signedInShopper(env, { consumerType: 'EMPLOYEE', firstName: 'Omar' })
  await bindings.DB.prepare(
    'INSERT INTO employee_allowances (consumer_id, annual_cap, current_spend) VALUES (?, ?, ?)',
  )
    .bind(shopper.id, cap, spent)
    .run()
  if (accept) {
    const accepted = await call(env, EMPLOYEE_TERMS, { accepted: true }, shopper.cookie)
    expect(accepted.status).toBe(200)
  }
  return shopper
}

const discountOf = (cart: { promotions: { id: string; amount: number | null }[] }) =>
  cart.promotions.find((promotion) => promotion.id === EMPLOYEE_DISCOUNT.promotionId)?.amount ?? null
const bannerOf = (cart: { approaching: { id: string; message: string }[] }) =>
  cart.approaching.find((promotion) => promotion.id === EMPLOYEE_DISCOUNT.promotionId)?.message ?? null

const EMPLOYEE_TERMS = '/api/account/employee-terms?locale=en-us'

describe('the associate discount in the bag', () => {
  it('is taken off an employee’s bag once the terms are accepted, with the banner; never before', async () => {
    const env = createTestShop().env
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 10, 1)
    const waiting = await employee(env, 1500, 320, false)
    await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, waiting.cookie)
    const before = await readCart(env, waiting.cookie)
    expect(discountOf(before)).toBeNull()
    expect(bannerOf(before)).toBeNull()

    await call(env, EMPLOYEE_TERMS, { accepted: true }, waiting.cookie)
    // Enough units to pass the spend-and-save threshold too: the discount is then made of two promotions.
    const price = variant?.price ?? 0
    const units = Math.ceil(150 / price)
    await call(env, '/api/cart/items', { productId: variant?.sku, qty: units - 1 }, waiting.cookie)
    const after = await readCart(env, waiting.cookie)
    expect(discountOf(after)).toBe(Math.round(price * units * 30) / 100)
    expect(bannerOf(after)).toMatch(
      /^Your 30% associate discount is applied\. \$[\d,.]+ of your \$1,500\.00 yearly/,
    )

    // The bag page shows both, without JavaScript too.
    const html = await (await request('/en-us/cart', { env, headers: { cookie: waiting.cookie } })).text()
    expect(html.includes('Your 30% associate discount is applied.')).toBe(true)
    // Each named in the summary with what it took off, beside the spend-and-save; no percentage made up of both.
    expect(html.includes('<div class="cart-totals__discount"><dt>30% associate discount</dt>')).toBe(true)
    expect(html.includes('<div class="cart-totals__discount"><dt>Spend $150, save $15</dt>')).toBe(true)
    expect(html).not.toMatch(/Discount \(/)
  })

  it('is not given to a shopper who is not an employee', async () => {
    const env = createTestShop().env
    const [variant] = await variantsInStock(createUpstream(), 4, 1)
    const shopper = await signedInShopper(env)
    await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)
    const cart = await readCart(env, shopper.cookie)
    expect(discountOf(cart)).toBeNull()
    expect(bannerOf(cart)).toBeNull()
  })

  it('refuses a promotion code while it applies, at the code’s field', async () => {
    const env = createTestShop().env
    const [variant] = await variantsInStock(createUpstream(), 4, 1)
    const shopper = await employee(env, 1500, 0)
    await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)
    const refused = await call(env, '/api/cart/coupons', { code: 'WELCOME10' }, shopper.cookie)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      errorDetails: [
        { errorId: 'PRM409', message: 'Promotion codes can’t be combined with your associate discount.' },
      ],
      placement: 'field',
      fields: { coupon: 'Promotion codes can’t be combined with your associate discount.' },
    })
  })

  it('counts an order against the cap; once the cap is used up the bag says so and is priced in full', async () => {
    const env = createTestShop().env
    const upstream = createUpstream()
    const [variant] = await variantsInStock(upstream, 6, 1)
    const price = variant?.price ?? 0
    // Room for exactly one unit at the discount.
    const shopper = await employee(env, 1000, 1000 - price)
    const ready = async () => {
      await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)
      expect((await call(env, '/api/checkout/shipping', US_ADDRESS, shopper.cookie)).status).toBe(200)
      expect(
        (await call(env, '/api/checkout/billing', { sameAsShipping: true }, shopper.cookie)).status,
      ).toBe(200)
    }
    await ready()
    const placed = await placeByCard(env, upstream, shopper.cookie)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const counted = await bindings.DB.prepare(
      'SELECT amount FROM employee_discount_spends WHERE consumer_id = ?',
    )
      .bind(shopper.id)
      .all<{ amount: number }>()
    expect(counted.results.map((row) => row.amount)).toEqual([price])
    const overview = await (
      await request('/en-us/account', { env, headers: { cookie: shopper.cookie } })
    ).text()
    expect(overview.includes('You’ve spent $1,000.00 of your $1,000.00 annual associate discount cap.')).toBe(
      true,
    )

    await ready()
    const next = await readCart(env, shopper.cookie)
    expect(discountOf(next)).toBeNull()
    expect(bannerOf(next)).toBe(
      'You have used this year’s associate discount allowance of $1,000.00. Promotion codes apply again.',
    )
    expect((await call(env, '/api/cart/coupons', { code: 'WELCOME10' }, shopper.cookie)).status).toBe(200)
  })
})

describe('counting the associate discount against the cap', () => {
  it('counts an order once, only while the cap covers it, and gives it back for an order not placed', async () => {
    const env = createTestShop().env
    const shopper = await employee(env, 100, 40)
    const spend = (orderNumber: string, amount: number) =>
      spendEmployeeDiscount(bindings.DB, {
        orderNumber,
        consumerId: shopper.id,
        amount,
        now: new Date().toISOString(),
      })
    // Two orders racing for the last 60: one is counted.
    const [first, second] = await Promise.all([spend('E1', 50), spend('E2', 50)])
    expect([first, second].filter(Boolean)).toHaveLength(1)
    expect(await spend(first ? 'E1' : 'E2', 50)).toBe(true)
    expect((await employeeDiscountOf(bindings.DB, shopper.id))?.remaining).toBe(10)
    await releaseEmployeeDiscount(bindings.DB, first ? 'E1' : 'E2')
    expect((await employeeDiscountOf(bindings.DB, shopper.id))?.remaining).toBe(60)
  })
})
