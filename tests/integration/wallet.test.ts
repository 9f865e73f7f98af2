/**
 * Paying from the account (decision 043): saved cards kept by the payment provider, reward cards and codes saved
 * to the account, loyalty points through vouchers, the athlete allowance, a saved card at checkout and express
 * checkout, through the storefront's API against the mock consumer and cart services and the mock provider.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { newShopper, page, signIn } from './account-helpers'
import { formPost } from './browser'
import { call, placeByCard, readCart, shownTotals, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** Refusals are logged as the upstream refusing; tests that provoke them say so. */
function quietRefusals() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => warn.mockRestore())
}

/** A signed-in shopper of this test alone: loyalty member, athlete, or neither. */
async function signedIn(
  env: TestEnv,
  options: {
    loyalty?: { points: number; confirmed?: boolean }
    athlete?: { credit: number; spent: number }
  } = {},
) {
  const shopper = await newShopper({ consumerType: options.athlete ? 'ATHLETE' : 'REGISTERED' })
  if (options.loyalty)
    await bindings.DB.prepare(
      'UPDATE consumers SET loyalty_member_id = ?, loyalty_points = ?, loyalty_confirmed = ? WHERE id = ?',
    )
      .bind(
        `LM-${shopper.id.slice(0, 6)}`,
        options.loyalty.points,
        options.loyalty.confirmed === false ? 0 : 1,
        shopper.id,
      )
      .run()
  if (options.athlete)
    await bindings.DB.prepare(
      'INSERT INTO athlete_allowances (consumer_id, annual_credit, current_spend) VALUES (?, ?, ?)',
    )
      .bind(shopper.id, options.athlete.credit, options.athlete.spent)
      .run()
  const answer = await signIn(env, shopper.email, shopper.password)
  expect(answer.status).toBe(200)
  return { ...shopper, cookie: answer.cookie }
}

/** The signed-in shopper's bag with one line, through shipping and billing. */
async function readyToPay(env: TestEnv, upstream: Upstream, cookie: string) {
  const [variant] = await variantsInStock(upstream, 4, 1)
  expect((await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, cookie)).status).toBe(200)
  expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  const billed = await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)
  expect(billed.status).toBe(200)
  return billed.body.cart as Cart
}

/** Saves a test card through the provider's tokens, as the account's card island does. */
async function saveCard(
  env: TestEnv,
  upstream: Upstream,
  cookie: string,
  number: string = TEST_CARDS.frictionless,
) {
  const card = await upstream.payments.encryptCard({ number })
  return call(env, '/api/account/payment-methods/cards', { paymentMethod: card.paymentMethod }, cookie)
}

const instruments = (consumerId: string) =>
  bindings.DB.prepare(
    'SELECT id, method, token, last_four, is_main FROM consumer_payment_instruments WHERE consumer_id = ? ORDER BY created_at, id',
  )
    .bind(consumerId)
    .all<{ id: string; method: string; token: string; last_four: string; is_main: number }>()
    .then((result) => result.results)

const pointsSpent = (consumerId: string) =>
  bindings.DB.prepare('SELECT COALESCE(SUM(points), 0) AS points FROM loyalty_spends WHERE consumer_id = ?')
    .bind(consumerId)
    .first<{ points: number }>()
    .then((row) => row?.points ?? 0)

const idempotencyKey = () => crypto.randomUUID().replaceAll('-', '')

const PLACE_ORDER = '/api/checkout/orders'
const SAVED_REWARD_CODES = '/api/account/payment-methods/reward-codes'
const LOYALTY_VOUCHER = '/api/checkout/loyalty-voucher'

describe('saved cards in the account', () => {
  it('saves a card through the provider, lists it as the main card, and never sees its number', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    const saved = await saveCard(env, upstream, shopper.cookie)
    expect(saved.status).toBe(201)
    const rows = await instruments(shopper.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ method: 'CREDIT_CARD', last_four: '1111', is_main: 1 })
    expect(rows[0]?.token).not.toContain('4111')
    const html = await (await page(env, '/en-us/account/payment-methods', shopper.cookie)).text()
    expect(html).toContain('Visa ending in 1111')
    expect(html).toContain('Main card')
    expect(html).not.toContain('4111111111111111')
  })

  it('answers PYT300 for a card the account already has, in the server’s words', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    expect((await saveCard(env, upstream, shopper.cookie)).status).toBe(201)
    const again = await saveCard(env, upstream, shopper.cookie)
    expect(again.status).toBe(409)
    expect(JSON.stringify(again.body)).toContain('PYT300')
    expect(await instruments(shopper.id)).toHaveLength(1)
  })

  it('says a refused card could not be saved, and keeps nothing', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    const refused = await saveCard(env, upstream, shopper.cookie, TEST_CARDS.refused)
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('We couldn’t save this card')
    expect(await instruments(shopper.id)).toHaveLength(0)
  })

  it('keeps one main card: the first, then whichever is made main; removing the main one makes the next main', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await saveCard(env, upstream, shopper.cookie)
    await saveCard(env, upstream, shopper.cookie, '5555555555554444')
    let rows = await instruments(shopper.id)
    expect(rows.map((row) => row.is_main)).toEqual([1, 0])
    const second = rows[1]?.id as string
    const main = await request('/en-us/account/payment-methods', {
      env,
      ...formPost(`intent=main&id=${second}`, shopper.cookie),
    })
    expect(main.status).toBe(303)
    expect(main.headers.get('location')).toContain('account=mainChanged')
    rows = await instruments(shopper.id)
    expect(rows.map((row) => row.is_main)).toEqual([0, 1])
    // Removing asks first, on a page of its own, which works without JavaScript.
    const confirmPath = `/en-us/account/payment-methods/remove/${second}`
    const confirm = await page(env, confirmPath, shopper.cookie)
    expect(confirm.status).toBe(200)
    const confirmHtml = await confirm.text()
    expect(confirmHtml).toContain('Remove Mastercard ending in 4444?')
    // Its form posts to the confirmation's own address.
    expect(confirmHtml).toContain(`action="${confirmPath}"`)
    expect(confirmHtml).not.toContain('action="/api/account/payment-methods')
    const removed = await request(confirmPath, {
      env,
      ...formPost(`id=${second}`, shopper.cookie),
    })
    expect(removed.headers.get('location')).toContain('account=removed')
    rows = await instruments(shopper.id)
    expect(rows.map((row) => [row.last_four, row.is_main])).toEqual([['1111', 1]])
  })

  it('refuses another customer’s instrument with PYT404', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const owner = await signedIn(env)
    await saveCard(env, upstream, owner.cookie)
    const [card] = await instruments(owner.id)
    const other = await signedIn(env)
    const removed = await call(env, '/api/account/payment-methods/remove', { id: card?.id }, other.cookie)
    expect(removed.status).toBe(404)
    expect(JSON.stringify(removed.body)).toContain('PYT404')
    expect(await instruments(owner.id)).toHaveLength(1)
    // Nor can they pay with it.
    await readyToPay(env, upstream, other.cookie)
    const placed = await call(
      env,
      PLACE_ORDER,
      {
        payment: { code: 'SAVED_CARD', id: card?.id },
        idempotencyKey: idempotencyKey(),
        expected: await shownTotals(env, other.cookie),
      },
      other.cookie,
    )
    expect(placed.status).toBe(404)
    expect(JSON.stringify(placed.body)).toContain('PYT404')
  })

  it('sends a guest to sign in for the section', async () => {
    const env = createTestShop().env
    const response = await page(env, '/en-us/account/payment-methods')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain('returnTo=%2Fen-us%2Faccount%2Fpayment-methods')
  })
})

describe('reward cards and codes saved to the account', () => {
  it('saves a reward card from a plain form, and words a wrong PIN and a card saved twice as gift cards are', async () => {
    quietRefusals()
    const { env } = createTestShop()
    const shopper = await signedIn(env)
    const section = '/en-us/account/payment-methods'
    const post = (body: string) =>
      request(section, { env, ...formPost(`intent=rewardCard&${body}`, shopper.cookie) })
    // A refusal is the section at its own address: the reason at the form, the number kept, never the PIN, and
    // nothing of either in a URL.
    const wrong = await post('number=7001000000001234&pin=0000')
    expect(wrong.headers.get('location')).toBeNull()
    expect(wrong.status).toBeGreaterThanOrEqual(400)
    const wrongHtml = await wrong.text()
    expect(wrongHtml).toContain('id="wallet-rewardCard-error"')
    expect(wrongHtml).toContain('value="7001000000001234"')
    expect(wrongHtml).not.toContain('value="0000"')
    // A reload is a GET of that address: the section, not JSON.
    const reloaded = await page(env, section, shopper.cookie)
    expect(reloaded.headers.get('content-type')).toContain('text/html')
    expect(await reloaded.text()).not.toContain('action="/api/account/payment-methods')
    const saved = await post('number=7001+0000+0000+1234&pin=4321')
    expect(saved.headers.get('location')).toContain('account=rewardCardSaved')
    const twice = await post('number=7001000000001234&pin=4321')
    expect(twice.headers.get('location')).toBeNull()
    const html = await twice.text()
    expect(html).toContain('This reward card is already saved in your account.')
    expect(html).toContain('Reward card ending in 1234')
  })

  it('saves a reward code, refusing a spent one', async () => {
    quietRefusals()
    const { env } = createTestShop()
    const shopper = await signedIn(env)
    const spent = await call(env, SAVED_REWARD_CODES, { code: 'KSR-20-SPENT' }, shopper.cookie)
    expect(spent.status).toBe(422)
    expect(JSON.stringify(spent.body)).toContain('PRM150')
    const saved = await call(env, SAVED_REWARD_CODES, { code: 'ksr-20-boreal' }, shopper.cookie)
    expect(saved.status).toBe(201)
    expect((await instruments(shopper.id)).map((row) => row.method)).toEqual(['REWARD_CODE'])
  })
})

describe('loyalty points at checkout', () => {
  it('pays part with a voucher and the rest by card; the points are spent only once the card is authorised', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env, { loyalty: { points: 2500 } })
    const cart = await readyToPay(env, upstream, shopper.cookie)
    const applied = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-1000' }, shopper.cookie)
    expect(applied.status).toBe(200)
    const paid = (applied.body.cart as Cart).payments.find((payment) => payment.method === 'LOYALTY_POINTS')
    expect(paid?.amount).toBe(10)
    expect((applied.body.cart as Cart).totals.remainingToPay).toBeCloseTo(cart.totals.total - 10, 2)
    expect(await pointsSpent(shopper.id)).toBe(0)
    const placed = await placeByCard(env, upstream, shopper.cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.status).toBe('placed')
    expect(order.walletPayments).toEqual([{ method: 'LOYALTY_POINTS', label: '1000 points', amount: 10 }])
    expect(await pointsSpent(shopper.id)).toBe(1000)
  })

  it('spends no points when the card is refused, and keeps them for the bag made again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env, { loyalty: { points: 2500 } })
    await readyToPay(env, upstream, shopper.cookie)
    await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, shopper.cookie)
    const refused = await placeByCard(env, upstream, shopper.cookie, TEST_CARDS.refused)
    expect(refused.status).toBe(422)
    expect(await pointsSpent(shopper.id)).toBe(0)
  })

  it('refuses a guest (REW401), a shopper who is not a member (REW130), an unconfirmed member (REW135) and too few points (REW140)', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 4, 1)
    const guest = await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, '')
    const asGuest = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, guest.cookie)
    expect(asGuest.status).toBe(422)
    expect(JSON.stringify(asGuest.body)).toContain('REW401')
    const cases: [Parameters<typeof signedIn>[1], string][] = [
      [{}, 'REW130'],
      [{ loyalty: { points: 2500, confirmed: false } }, 'REW135'],
      [{ loyalty: { points: 400 } }, 'REW140'],
    ]
    for (const [options, errorId] of cases) {
      const shopper = await signedIn(env, options)
      await readyToPay(env, upstream, shopper.cookie)
      const refused = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, shopper.cookie)
      expect(refused.status, errorId).toBe(422)
      expect(JSON.stringify(refused.body)).toContain(errorId)
    }
  })

  it('takes points only from the configured minimum (spec 1 §9), whatever the voucher costs', async () => {
    const { upstream, env } = createTestShop({ LOYALTY_MIN_POINTS: '1000' })
    const shopper = await signedIn(env, { loyalty: { points: 600 } })
    await readyToPay(env, upstream, shopper.cookie)
    // The 500-point voucher is within the member's points, but not the shop's minimum.
    const refused = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, shopper.cookie)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'REW140' }] })
    const richer = await signedIn(env, { loyalty: { points: 1200 } })
    await readyToPay(env, upstream, richer.cookie)
    expect((await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, richer.cookie)).status).toBe(200)
  })

  it('refuses a placement whose points another order spent meanwhile, before anything is paid', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env, { loyalty: { points: 1200 } })
    await readyToPay(env, upstream, shopper.cookie)
    await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-1000' }, shopper.cookie)
    await bindings.DB.prepare(
      "INSERT INTO loyalty_spends (order_number, consumer_id, voucher_id, points, created_at) VALUES (?, ?, 'LV-500', 500, '2025-01-01')",
    )
      .bind(`KS-OTHER-${shopper.id.slice(0, 6)}`, shopper.id)
      .run()
    const refused = await placeByCard(env, upstream, shopper.cookie)
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain('REW140')
    const cart = await readCart(env, shopper.cookie)
    expect(cart.payments.some((payment) => payment.method === 'LOYALTY_POINTS')).toBe(false)
    expect(await pointsSpent(shopper.id)).toBe(500)
  })
})

describe('the athlete allowance at checkout', () => {
  it('pays what the allowance has left, records the spend at placement, and comes before loyalty points', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env, { athlete: { credit: 500, spent: 480 }, loyalty: { points: 2500 } })
    const cart = await readyToPay(env, upstream, shopper.cookie)
    const points = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, shopper.cookie)
    expect(JSON.stringify(points.body)).toContain('ATH400')
    const applied = await call(env, '/api/checkout/athlete-payment', {}, shopper.cookie)
    expect(applied.status).toBe(200)
    const athlete = (applied.body.cart as Cart).payments.find(
      (payment) => payment.method === 'ATHLETES_PAYMENT',
    )
    expect(athlete).toMatchObject({ amount: Math.min(20, cart.totals.total), value: 20 })
    const placed = await placeByCard(env, upstream, shopper.cookie)
    expect(placed.status).toBe(200)
    const spent = await bindings.DB.prepare(
      'SELECT SUM(amount) AS amount FROM athlete_spends WHERE consumer_id = ?',
    )
      .bind(shopper.id)
      .first<{ amount: number }>()
    expect(spent?.amount).toBe(20)
  })
})

describe('the athlete’s reward rule (spec 1 §6)', () => {
  it('takes rewards only once the allowance has nothing left to give, counting what the bag applies of it now', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    // 20 left of the allowance: less than the bag, so applying it leaves nothing to give.
    const shopper = await signedIn(env, { athlete: { credit: 500, spent: 480 }, loyalty: { points: 2500 } })
    const cart = await readyToPay(env, upstream, shopper.cookie)
    expect(cart.totals.total).toBeGreaterThan(40)
    const card = { number: '7001000000002345', pin: '4321' }
    for (const [path, body] of [
      [LOYALTY_VOUCHER, { voucherId: 'LV-500' }],
      ['/api/checkout/reward-card', card],
    ] as const) {
      const refused = await call(env, path, body, shopper.cookie)
      expect(refused.status, path).toBe(409)
      expect(refused.body, path).toMatchObject({
        errorDetails: [
          {
            errorId: 'ATH400',
            message:
              'Use your athlete allowance before paying with rewards (points, reward codes or reward cards).',
          },
        ],
      })
    }
    expect((await call(env, '/api/checkout/athlete-payment', {}, shopper.cookie)).status).toBe(200)
    // Nothing left to give: the allowance's 20 are in the bag, not yet spent (that is at placement).
    const points = await call(env, LOYALTY_VOUCHER, { voucherId: 'LV-500' }, shopper.cookie)
    expect(points.status, JSON.stringify(points.body)).toBe(200)
    const rewardCard = await call(env, '/api/checkout/reward-card', card, shopper.cookie)
    expect(rewardCard.status, JSON.stringify(rewardCard.body)).toBe(200)
    const methods = (rewardCard.body.cart as Cart).payments.map((payment) => payment.method)
    expect(methods).toEqual(expect.arrayContaining(['ATHLETES_PAYMENT', 'LOYALTY_POINTS', 'REWARD_CARD']))
  })
})

describe('reward cards at checkout', () => {
  it('pays with a typed reward card, spent at placement only', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await readyToPay(env, upstream, shopper.cookie)
    const applied = await call(
      env,
      '/api/checkout/reward-card',
      { number: '7001000000002345', pin: '4321' },
      shopper.cookie,
    )
    expect(applied.status).toBe(200)
    const paid = (applied.body.cart as Cart).payments.find((payment) => payment.method === 'REWARD_CARD')
    expect(paid?.label).toBe('•••• 2345')
    const before = await bindings.DB.prepare('SELECT COUNT(*) AS n FROM reward_card_spends WHERE number = ?')
      .bind('7001000000002345')
      .first<{ n: number }>()
    expect(before?.n).toBe(0)
    expect((await placeByCard(env, upstream, shopper.cookie)).status).toBe(200)
    const after = await bindings.DB.prepare(
      'SELECT SUM(amount) AS amount FROM reward_card_spends WHERE number = ?',
    )
      .bind('7001000000002345')
      .first<{ amount: number }>()
    expect(after?.amount).toBe(paid?.amount)
  })

  it('refuses an empty reward card (GFC740) and a guest (REW401)', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await readyToPay(env, upstream, shopper.cookie)
    const empty = await call(
      env,
      '/api/checkout/reward-card',
      { number: '7001000000009999', pin: '4321' },
      shopper.cookie,
    )
    expect(JSON.stringify(empty.body)).toContain('GFC740')
    const [variant] = await variantsInStock(upstream, 4, 1)
    const guest = await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, '')
    const asGuest = await call(
      env,
      '/api/checkout/reward-card',
      { number: '7001000000002345', pin: '4321' },
      guest.cookie,
    )
    expect(JSON.stringify(asGuest.body)).toContain('REW401')
  })
})

describe('a saved card at checkout', () => {
  it('pays with the provider’s stored card, no card fields sent', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await saveCard(env, upstream, shopper.cookie)
    const [card] = await instruments(shopper.id)
    await readyToPay(env, upstream, shopper.cookie)
    const placed = await call(
      env,
      PLACE_ORDER,
      {
        payment: { code: 'SAVED_CARD', id: card?.id },
        idempotencyKey: idempotencyKey(),
        expected: await shownTotals(env, shopper.cookie),
      },
      shopper.cookie,
    )
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order).toMatchObject({
      status: 'placed',
      payment: { code: 'CREDIT_CARD', label: 'Visa •••• 1111' },
    })
  })

  it('lets the issuer still challenge a saved 3-D Secure card', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await saveCard(env, upstream, shopper.cookie, TEST_CARDS.challenge)
    const [card] = await instruments(shopper.id)
    await readyToPay(env, upstream, shopper.cookie)
    const placed = await call(
      env,
      PLACE_ORDER,
      {
        payment: { code: 'SAVED_CARD', id: card?.id },
        idempotencyKey: idempotencyKey(),
        expected: await shownTotals(env, shopper.cookie),
      },
      shopper.cookie,
    )
    expect(placed.status).toBe(200)
    expect((placed.body.order as Order).action?.type).toBe('threeDS2')
  })
})

/** Gives a shopper a main shipping address in Portland, the one express checkout uses. */
async function mainShippingAddress(shopper: { id: string }) {
  await bindings.DB.prepare(
    `INSERT INTO consumer_addresses (id, consumer_id, approach_type, main, first_name, last_name, address_line1,
     city, province, postal_code, country_code, phone, phone_code, recipient_contact_phone, created_at, updated_at)
   VALUES (?, ?, 'S', 1, 'Eve', 'Express', '200 Market Street', 'Portland', 'OR', '97201', 'US', '5035550188', '1',
     '+15035550188', 0, 0)`,
  )
    .bind(`S-${shopper.id}`, shopper.id)
    .run()
}

/** A signed-in shopper with a main shipping address and card, and a line in their bag: express checkout's offer. */
async function offeredExpress(upstream: Upstream, env: TestEnv) {
  const shopper = await signedIn(env)
  await mainShippingAddress(shopper)
  const [variant] = await variantsInStock(upstream, 4, 1)
  await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)
  await saveCard(env, upstream, shopper.cookie)
  return shopper
}

/** Every billing address call the cart service gets fails, as a service down would. */
const billingAddressDown = () =>
  setFaults({
    service: 'cart',
    path: '/cart/v1/cart/*/billingAddress',
    method: 'POST',
    kind: 'error',
    status: 503,
  })

describe('express checkout', () => {
  it('fills the main addresses and goes straight to the review for a shopper with a main card and address', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedIn(env)
    await mainShippingAddress(shopper)
    const [variant] = await variantsInStock(upstream, 4, 1)
    await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, shopper.cookie)
    quietRefusals()
    const withoutCard = await call(env, '/api/checkout/express', {}, shopper.cookie)
    expect(JSON.stringify(withoutCard.body)).toContain('EXPRESS_UNAVAILABLE')
    // Without a card, the bag's plain form is refused at the bag, saying why.
    const refused = await request('/en-us/cart', {
      env,
      ...formPost('intent=expressCheckout', shopper.cookie),
    })
    expect(refused.headers.get('location')).toBeNull()
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(await refused.text()).toContain('class="bag')
    await saveCard(env, upstream, shopper.cookie)
    const bag = await (await page(env, '/en-us/cart', shopper.cookie)).text()
    expect(bag).toContain('Express checkout')
    expect(bag).toContain('<input type="hidden" name="intent" value="expressCheckout"/>')
    const express = await request('/en-us/cart', {
      env,
      ...formPost('intent=expressCheckout', shopper.cookie),
    })
    expect(express.status).toBe(303)
    expect(express.headers.get('location')).toBe('/en-us/checkout/summary?checkout=express')
    const cart = await readCart(env, shopper.cookie)
    expect(cart.shippingAddress).toMatchObject({ city: 'Portland', postalCode: '97201' })
    expect(cart.billingAddress).toMatchObject({ city: 'Portland' })
    const review = await page(env, '/en-us/checkout/summary?checkout=express', shopper.cookie)
    expect(review.status).toBe(200)
  })

  it('takes the shipping address off again when the billing address cannot be set, so the cart is as it was', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await offeredExpress(upstream, env)
    billingAddressDown()
    const express = await call(env, '/api/checkout/express', {}, shopper.cookie)
    expect(express.status).toBeGreaterThanOrEqual(500)
    const removed = upstream.calls.filter(
      (made) => made.method === 'DELETE' && new URL(made.url).pathname.endsWith('/shippingAddress'),
    )
    expect(removed).toHaveLength(1)
    const cart = await readCart(env, shopper.cookie)
    expect(cart.shippingAddress).toBeNull()
    expect(cart.billingAddress).toBeNull()
    // With the service back, express checkout works as it does.
    clearFaults()
    const again = await call(env, '/api/checkout/express', {}, shopper.cookie)
    expect(again.status).toBe(200)
    expect((await readCart(env, shopper.cookie)).shippingAddress).toMatchObject({ city: 'Portland' })
  })

  it('puts back the shipping address the shopper had typed when the billing address cannot be set', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shopper = await offeredExpress(upstream, env)
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, shopper.cookie)).status).toBe(200)
    billingAddressDown()
    const express = await request('/en-us/cart', {
      env,
      ...formPost('intent=expressCheckout', shopper.cookie),
    })
    expect(express.headers.get('location')).toBeNull()
    expect(await express.text()).toContain('class="bag')
    const cart = await readCart(env, shopper.cookie)
    expect(cart.shippingAddress).toMatchObject({
      city: 'Seattle',
      postalCode: '98101',
      addressLine1: '12 Main Street',
    })
    expect(cart.email).toBe(US_ADDRESS.email)
    expect(cart.billingAddress).toBeNull()
  })

  it('is not offered to a guest', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 4, 1)
    const guest = await call(env, '/api/cart/items', { productId: variant?.sku, qty: 1 }, '')
    const bag = await (await page(env, '/en-us/cart', guest.cookie)).text()
    expect(bag).not.toContain('Express checkout')
  })
})
