import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { redeemRewardCode, releaseRewardCode } from '../../mock-api/db/reward-codes'
import { clearFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { postJson, uniqueAddress } from './account-helpers'
import { formPost } from './browser'
import { call, readCart, shopperWith, shownTotals, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, type TestEnv, type Upstream } from './harness'
import { answerChallenge, cardPayment, key, paymentsFor, quietRefusals } from './placement-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/**
 * A reward code of this test's own (the file's tests share one database, and the seeded demo codes are the ones
 * docs/guides/bag-and-checkout.md lists): worth `values` by currency, expiring at `expiresAt`, spent already when
 * `redeemed`.
 */
async function makeCode(
  values: Record<string, number>,
  options: { expiresAt?: string | null; redeemed?: boolean } = {},
): Promise<string> {
  const code = `TEST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`
  const now = new Date().toISOString()
  await bindings.DB.batch([
    bindings.DB.prepare(
      'INSERT INTO reward_codes (code, expires_at, redeemed_at, redeemed_order, created_at) VALUES (?, ?, ?, ?, ?)',
    ).bind(
      code,
      options.expiresAt === undefined ? '2099-12-31T23:59:59Z' : options.expiresAt,
      options.redeemed ? now : null,
      options.redeemed ? 'KS0000000000' : null,
      now,
    ),
    ...Object.entries(values).map(([currency, value]) =>
      bindings.DB.prepare('INSERT INTO reward_code_values (code, currency, value) VALUES (?, ?, ?)').bind(
        code,
        currency,
        value,
      ),
    ),
  ])
  return code
}

const codeRow = (code: string) =>
  bindings.DB.prepare('SELECT redeemed_at, redeemed_order FROM reward_codes WHERE code = ?')
    .bind(code)
    .first<{ redeemed_at: string | null; redeemed_order: string | null }>()

/** A US shopper with two lines, through shipping and billing: their cookie and cart. */
async function readyToPay(env: TestEnv, upstream: Upstream) {
  const [first, second] = await variantsInStock(upstream, 6, 2)
  const shopper = await shopperWith(env, [
    { sku: first?.sku as string, qty: 1 },
    { sku: second?.sku as string, qty: 1 },
  ])
  const { cookie } = shopper
  expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  const billed = await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)
  expect(billed.status).toBe(200)
  return { cookie, cart: billed.body.cart as Cart }
}

/** A US shopper with one line in the bag: their cookie. */
async function withBag(env: TestEnv, upstream: Upstream) {
  const [variant] = await variantsInStock(upstream, 6, 1)
  return shopperWith(env, [{ sku: variant?.sku as string, qty: 1 }])
}

/**
 * Four shoppers with bags at one address, who spend 30 of its tries at `path` between them (8, 8, 8 and 6, so none
 * reaches ten of their own), each refused with `errorId`. Answers the fourth shopper's cookie.
 */
async function spendAddressTries(
  env: TestEnv,
  upstream: Upstream,
  address: string,
  { path, bodyOf, errorId }: Guess,
): Promise<string> {
  const shoppers = [
    await withBag(env, upstream),
    await withBag(env, upstream),
    await withBag(env, upstream),
    await withBag(env, upstream),
  ]
  const tries = [8, 8, 8, 6]
  for (const [index, { cookie }] of shoppers.entries())
    for (let attempt = 0; attempt < (tries[index] as number); attempt++) {
      const tried = await tryCode(env, path, bodyOf(attempt), cookie, address)
      expect(tried.body).toMatchObject({ errorDetails: [{ errorId }] })
    }
  return shoppers[3]?.cookie as string
}

/** A code that would pay, tried from an address that has had its tries: refused until the minute is out. */
async function expectCodeThrottled(env: TestEnv, cookie: string, address: string) {
  const refused = await tryCode(
    env,
    APPLY_REWARD_CODE,
    { code: await makeCode({ USD: 10 }) },
    cookie,
    address,
  )
  expect(refused.status).toBe(429)
  expect(refused.retryAfter).toBe('60')
  expect(refused.body).toMatchObject(CODE_THROTTLED)
}

/** The test gift card's balance asked by script from the shopper's address, with its right PIN. */
const tryGiftCard = (env: TestEnv, cookie: string, address: string) =>
  tryCode(
    env,
    GIFT_CARD_BALANCE,
    { number: TEST_CARDS.giftCard, pin: TEST_CARDS.giftCardPin },
    cookie,
    address,
  )

/** A code tried by script from the shopper's address (the edge's `CF-Connecting-IP`). */
async function tryCode(env: TestEnv, path: string, body: unknown, cookie: string, address: string) {
  const answer = await postJson(env, path, body, { cookie, address })
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    body: answer.body as { cart?: Cart } & Record<string, unknown>,
  }
}

const place = async (env: TestEnv, cookie: string, payment: unknown) =>
  call(
    env,
    '/api/checkout/orders',
    { payment, idempotencyKey: key(), expected: await shownTotals(env, cookie) },
    cookie,
  )

const rewardOf = (cart: Cart) => cart.payments.find((payment) => payment.method === 'REWARD_CODE')

const APPLY_REWARD_CODE = '/api/checkout/reward-code'
const REMOVE_REWARD_CODE = '/api/checkout/reward-code/remove'
const GIFT_CARD_BALANCE = '/api/cart/gift-cards/balance'
/** The answer to a reward code tried once too often. */
/** A wrong try of each kind: where it goes, what the try numbered `attempt` sends, and the refusal it gets. */
interface Guess {
  path: string
  bodyOf: (attempt: number) => unknown
  errorId: string
}
const GUESSES = {
  rewardCode: {
    path: APPLY_REWARD_CODE,
    bodyOf: (attempt) => ({ code: `KSR-GUESS-${attempt}` }),
    errorId: 'PRM130',
  },
  giftCard: {
    path: GIFT_CARD_BALANCE,
    bodyOf: (attempt) => ({ number: TEST_CARDS.giftCard, pin: `${9000 + attempt}` }),
    errorId: 'GFC800',
  },
} satisfies Record<string, Guess>
const CODE_THROTTLED = {
  errorDetails: [{ errorId: 'REWARD_CODE_THROTTLED' }],
  placement: 'field',
  fields: { rewardCode: 'Too many reward code tries. Please wait a minute, then try again.' },
}
const ORDER_AUTHENTICATION = '/api/checkout/orders/authentication'

describe('applying a reward code', () => {
  it('pays first, up to its value, typed in any case and with spaces, and shows masked', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, cart: before } = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 20, CAD: 25 })
    const applied = await call(env, APPLY_REWARD_CODE, { code: ` ${code.toLowerCase()} ` }, cookie)
    expect(applied.status).toBe(200)
    const cart = applied.body.cart as Cart
    expect(rewardOf(cart)).toEqual({
      id: expect.any(String),
      method: 'REWARD_CODE',
      label: `•••• ${code.slice(-4)}`,
      amount: 20,
      value: 20,
    })
    expect(cart.totals.total).toBe(before.totals.total)
    expect(cart.totals.remainingToPay).toBeCloseTo(before.totals.total - 20, 2)
    // The code itself never reaches the browser.
    expect(JSON.stringify(applied.body)).not.toContain(code)
    // The cart read again says the same.
    expect(rewardOf(await readCart(env, cookie))?.amount).toBe(20)
  })

  it('refuses each unusable code at the reward code input, with the spec’s ids and a clear message', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    const expired = await makeCode({ USD: 20 }, { expiresAt: '2025-01-01T00:00:00Z' })
    const spent = await makeCode({ USD: 20 }, { redeemed: true })
    const canadian = await makeCode({ CAD: 25 })
    const cases: [string, number, string, string][] = [
      ['', 400, 'API400', 'Enter your reward code.'],
      ['ab!c', 400, 'PRM130', 'This reward code isn’t valid. Check it and try again.'],
      ['KSR-NO-SUCH-CODE', 400, 'PRM130', 'This reward code isn’t valid. Check it and try again.'],
      [expired, 422, 'PRM155', 'This reward code has expired.'],
      [spent, 409, 'PRM150', 'This reward code has already been used.'],
      [canadian, 422, 'PRM135', 'This reward code can’t be used in this country’s shop.'],
    ]
    for (const [code, status, errorId, message] of cases) {
      const refused = await call(env, APPLY_REWARD_CODE, { code }, cookie)
      expect([code, refused.status, refused.body]).toEqual([
        code,
        status,
        expect.objectContaining({
          errorDetails: [{ errorId, message }],
          placement: 'field',
          fields: { rewardCode: message },
        }),
      ])
    }
    // One code an order: a second is refused, and so is the same one again.
    const first = await makeCode({ USD: 10 })
    expect((await call(env, APPLY_REWARD_CODE, { code: first }, cookie)).status).toBe(200)
    const second = await call(env, APPLY_REWARD_CODE, { code: await makeCode({ USD: 10 }) }, cookie)
    expect(second.status).toBe(422)
    expect(second.body).toMatchObject({
      errorDetails: [{ errorId: 'PRM140' }],
      fields: { rewardCode: expect.stringContaining('one reward code') },
    })
    const again = await call(env, APPLY_REWARD_CODE, { code: first }, cookie)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ errorDetails: [{ errorId: 'PRM416' }] })
    const cart = await readCart(env, cookie)
    expect(cart.payments.filter((payment) => payment.method === 'REWARD_CODE')).toHaveLength(1)
  })

  it('refuses a malformed body, and answers a plain form at the review: on with the outcome, or the review again', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    expect((await call(env, APPLY_REWARD_CODE, { code: 42 }, cookie)).status).toBe(400)
    const code = await makeCode({ USD: 15 })
    const posted = await request('/en-us/checkout/summary', {
      env,
      ...formPost(new URLSearchParams({ intent: 'applyRewardCode', code }).toString(), cookie),
    })
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toBe('/en-us/checkout/summary?checkout=rewardApplied')
    expect(rewardOf(await readCart(env, cookie))?.amount).toBe(15)
    // A refused code is the review again at its own address, saying why; the code stays out of any URL.
    const unknown = await request('/en-us/checkout/summary', {
      env,
      ...formPost('intent=applyRewardCode&code=KSR-NOPE', cookie),
    })
    expect(unknown.status).toBe(400)
    expect(unknown.headers.get('location')).toBeNull()
    expect(await unknown.text()).toContain('This reward code isn’t valid. Check it and try again.')
    // Its remove form posts there too.
    const removed = await request('/en-us/checkout/summary', {
      env,
      ...formPost(
        new URLSearchParams({
          intent: 'removeRewardCode',
          id: rewardOf(await readCart(env, cookie))?.id as string,
        }).toString(),
        cookie,
      ),
    })
    expect(removed.headers.get('location')).toBe('/en-us/checkout/summary?checkout=rewardRemoved')
    expect(rewardOf(await readCart(env, cookie))).toBeUndefined()
  })

  it('answers a form body posted to /api/checkout/reward-code with JSON, never a redirect', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    const posted = await request('/api/checkout/reward-code?locale=en-us', {
      env,
      ...formPost('code=KSR-NOPE', cookie),
    })
    expect(posted.status).toBe(400)
    expect(posted.headers.get('location')).toBeNull()
    expect(await posted.json()).toMatchObject({ errorDetails: [{ errorId: 'PRM130' }] })
  })

  it('limits how often one shopper may try codes: the eleventh in a minute waits, gift cards counted apart', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    // Every try comes from the shopper's address, as the edge says it does: 11 of the address's 30.
    const address = uniqueAddress()
    for (let attempt = 0; attempt < 10; attempt++) {
      const tried = await tryCode(env, APPLY_REWARD_CODE, { code: `KSR-GUESS-${attempt}` }, cookie, address)
      expect(tried.body).toMatchObject({ errorDetails: [{ errorId: 'PRM130' }] })
    }
    await expectCodeThrottled(env, cookie, address)
    expect((await tryGiftCard(env, cookie, address)).status).toBe(200)
  })

  it('limits the tries of one address: the 31st waits though none of its four shoppers tried ten times', async () => {
    const { upstream, env } = createTestShop()
    const address = uniqueAddress()
    const fourth = await spendAddressTries(env, upstream, address, GUESSES.rewardCode)
    // The fourth shopper's seventh try, the address's 31st, with a code that would have paid.
    await expectCodeThrottled(env, fourth, address)
    // Gift cards count apart at the address too: its first gift card try goes through.
    expect((await tryGiftCard(env, fourth, address)).status).toBe(200)
  })

  it('counts an address’s reward codes apart from its gift cards: 30 gift card tries leave its codes untouched', async () => {
    const { upstream, env } = createTestShop()
    const address = uniqueAddress()
    const fourth = await spendAddressTries(env, upstream, address, GUESSES.giftCard)
    expect((await tryGiftCard(env, fourth, address)).status).toBe(429)
    const code = await tryCode(env, APPLY_REWARD_CODE, { code: await makeCode({ USD: 10 }) }, fourth, address)
    expect(code.status).toBe(200)
  })

  it('gives the code back when removed: the total is owed again, and another bag can use the code', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, cart: before } = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 20 })
    const applied = (await call(env, APPLY_REWARD_CODE, { code }, cookie)).body.cart as Cart
    const removed = await call(env, REMOVE_REWARD_CODE, { id: rewardOf(applied)?.id as string }, cookie)
    expect(removed.status).toBe(200)
    const cart = removed.body.cart as Cart
    expect(rewardOf(cart)).toBeUndefined()
    expect(cart.totals.remainingToPay).toBe(before.totals.total)
    expect((await sessionState(cookie)).rewardCodes?.['KST-US']).toBeUndefined()
    expect(await codeRow(code)).toEqual({ redeemed_at: null, redeemed_order: null })
    const other = await readyToPay(env, upstream)
    expect((await call(env, APPLY_REWARD_CODE, { code }, other.cookie)).status).toBe(200)
  })
})

describe('placing an order with a reward code', () => {
  it('spends the code once the card is authorised, and shows it on the order', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 20 })
    const cart = (await call(env, APPLY_REWARD_CODE, { code }, cookie)).body.cart as Cart
    const placed = await place(env, cookie, await cardPayment(upstream.payments))
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.rewardCode).toEqual({ label: `•••• ${code.slice(-4)}`, amount: 20 })
    expect(order.payment).toMatchObject({ code: 'CREDIT_CARD' })
    expect(order.payment.amount).toBeCloseTo(cart.totals.remainingToPay, 2)
    expect(await codeRow(code)).toEqual({
      redeemed_at: expect.any(String),
      redeemed_order: order.orderNumber,
    })
    // The confirmation shows it.
    const page = await request('/en-us/order-confirmation', { env, headers: { cookie } })
    expect(await page.text()).toContain(`Reward code •••• ${code.slice(-4)}: $20.00`)
    // And no other bag can use it now.
    const other = await readyToPay(env, upstream)
    const refused = await call(env, APPLY_REWARD_CODE, { code }, other.cookie)
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'PRM150' }] })
  })

  it('lets two bags race to spend one code: one order spends it, the other is refused at the code and pays in full after', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const shoppers = [await readyToPay(env, upstream), await readyToPay(env, upstream)]
    const code = await makeCode({ USD: 20 })
    for (const shopper of shoppers)
      expect((await call(env, APPLY_REWARD_CODE, { code }, shopper.cookie)).status).toBe(200)
    const payments = await Promise.all(shoppers.map(() => cardPayment(upstream.payments)))
    const answers = await Promise.all(
      shoppers.map((shopper, index) => place(env, shopper.cookie, payments[index])),
    )
    const won = answers.filter((answer) => answer.status === 200)
    const lost = answers.filter((answer) => answer.status !== 200)
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]?.status).toBe(409)
    expect(lost[0]?.body).toMatchObject({
      errorDetails: [{ errorId: 'PRM150', message: expect.stringContaining('used on another order') }],
      placement: 'field',
      fields: { rewardCode: expect.any(String) },
    })
    const winner = won[0]?.body.order as Order
    expect(winner.rewardCode?.amount).toBe(20)
    expect(await codeRow(code)).toMatchObject({ redeemed_order: winner.orderNumber })
    const { results } = await bindings.DB.prepare(
      "SELECT COUNT(*) AS count FROM orders WHERE status = 'placed' AND body LIKE ?",
    )
      .bind(`%•••• ${code.slice(-4)}%`)
      .all<{ count: number }>()
    expect(results[0]?.count).toBe(1)
    // The loser's bag is as it was, without the code, owing its whole total; it pays that by card.
    const loser = shoppers[answers.findIndex((answer) => answer.status !== 200)] as { cookie: string }
    const cart = await readCart(env, loser.cookie)
    expect(cart.items.filter((line) => !line.bonus)).toHaveLength(2)
    expect(rewardOf(cart)).toBeUndefined()
    expect(cart.totals.remainingToPay).toBe(cart.totals.total)
    expect((await sessionState(loser.cookie)).rewardCodes?.['KST-US']).toBeUndefined()
    const paid = await place(env, loser.cookie, await cardPayment(upstream.payments))
    expect(paid.status).toBe(200)
    const order = paid.body.order as Order
    expect(order.rewardCode).toBeNull()
    expect(order.payment.amount).toBe(cart.totals.total)
  })

  it('never spends the code on a refused card: the bag keeps it, and the next card places the order', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const code = await makeCode({ USD: 20 })
    expect((await call(env, APPLY_REWARD_CODE, { code }, cookie)).status).toBe(200)
    const declined = await place(env, cookie, await cardPayment(upstream.payments, TEST_CARDS.refused))
    expect(declined.status).toBe(422)
    expect(declined.body).toMatchObject({ errorDetails: [{ errorId: 'PAY400' }] })
    expect(await codeRow(code)).toEqual({ redeemed_at: null, redeemed_order: null })
    // The refused payment left the basket open (decision 064), with its lines and the code as they were.
    const state = await sessionState(cookie)
    expect(state.carts?.['KST-US']).toBe(basketId)
    expect(state.rewardCodes?.['KST-US']).toEqual({ basketId: state.carts?.['KST-US'], code })
    const cart = await readCart(env, cookie)
    expect(rewardOf(cart)).toMatchObject({ label: `•••• ${code.slice(-4)}`, amount: 20 })
    const placed = await place(env, cookie, await cardPayment(upstream.payments))
    expect(placed.status).toBe(200)
    expect((placed.body.order as Order).rewardCode?.amount).toBe(20)
    expect((await sessionState(cookie)).rewardCodes?.['KST-US']).toBeUndefined()
  })

  it('refuses the order that finishes second: a code spent while its shopper passed 3-D Secure is not spent again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const slow = await readyToPay(env, upstream)
    const fast = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 20 })
    for (const shopper of [slow, fast])
      expect((await call(env, APPLY_REWARD_CODE, { code }, shopper.cookie)).status).toBe(200)
    // The slow shopper's card asks for a challenge: checked, authorised later, the code not yet spent.
    const challenged = await place(
      env,
      slow.cookie,
      await cardPayment(upstream.payments, TEST_CARDS.challenge),
    )
    expect((challenged.body.order as Order).status).toBe('action')
    expect(await codeRow(code)).toEqual({ redeemed_at: null, redeemed_order: null })
    // Meanwhile the other shopper places theirs with the code.
    const first = await place(env, fast.cookie, await cardPayment(upstream.payments))
    expect(first.status).toBe(200)
    const winner = first.body.order as Order
    // The challenge is passed, the card authorised; the code is spent already, so this order is refused.
    const threeDS2Result = await answerChallenge(
      upstream.payments,
      (challenged.body.order as Order).action?.url ?? '',
      '1234',
    )
    const second = await call(
      env,
      ORDER_AUTHENTICATION,
      { threeDS2Result, idempotencyKey: key() },
      slow.cookie,
    )
    expect(second.status).toBe(409)
    expect(second.body).toMatchObject({
      errorDetails: [{ errorId: 'PRM150' }],
      placement: 'field',
      fields: { rewardCode: expect.stringContaining('used on another order') },
      action: 'reloadCart',
    })
    expect(await codeRow(code)).toMatchObject({ redeemed_order: winner.orderNumber })
    const { results } = await bindings.DB.prepare('SELECT status FROM orders WHERE order_number = ?')
      .bind((challenged.body.order as Order).orderNumber)
      .all<{ status: string }>()
    expect(results).toEqual([{ status: 'failed' }])
    // Its bag is still open, without the code, owing its total, and no order was made for it in the session.
    const cart = await readCart(env, slow.cookie)
    expect(rewardOf(cart)).toBeUndefined()
    expect(cart.totals.remainingToPay).toBe(cart.totals.total)
    const state = await sessionState(slow.cookie)
    expect(state.orders?.['KST-US']?.last).toBeUndefined()
    expect(state.rewardCodes?.['KST-US']).toBeUndefined()
  })

  it('spends a code in one conditional statement: of twenty orders at once, one wins; the same order again is no refusal', async () => {
    const code = await makeCode({ USD: 20 })
    const now = new Date().toISOString()
    const orders = Array.from({ length: 20 }, (_, index) => `KS${String(index).padStart(10, '0')}`)
    const won = await Promise.all(orders.map((order) => redeemRewardCode(bindings.DB, code, order, now)))
    expect(won.filter(Boolean)).toHaveLength(1)
    const winner = orders[won.indexOf(true)] as string
    expect(await codeRow(code)).toEqual({ redeemed_at: now, redeemed_order: winner })
    // A replayed finish of the winning order is not refused; giving it back takes only the winner's hold.
    expect(await redeemRewardCode(bindings.DB, code, winner, new Date().toISOString())).toBe(true)
    await releaseRewardCode(bindings.DB, code, orders.find((order) => order !== winner) as string)
    expect(await codeRow(code)).toMatchObject({ redeemed_order: winner })
    await releaseRewardCode(bindings.DB, code, winner)
    expect(await codeRow(code)).toEqual({ redeemed_at: null, redeemed_order: null })
    // An expired code is never spent.
    const expired = await makeCode({ USD: 20 }, { expiresAt: '2025-01-01T00:00:00Z' })
    expect(await redeemRewardCode(bindings.DB, expired, 'KS0000000001', now)).toBe(false)
  })

  it('places an order the code pays in full with no card and no payment at the provider', async () => {
    const { upstream, env } = createTestShop()
    const { cookie, cart: before } = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 500 })
    const cart = (await call(env, APPLY_REWARD_CODE, { code }, cookie)).body.cart as Cart
    expect(cart.totals.remainingToPay).toBe(0)
    expect(rewardOf(cart)).toMatchObject({ amount: before.totals.total, value: 500 })
    // With nothing left to pay, no more reward codes (nor gift cards) are taken.
    const more = await call(env, APPLY_REWARD_CODE, { code: await makeCode({ USD: 5 }) }, cookie)
    expect(more.body).toMatchObject({ errorDetails: [{ errorId: 'PRM140' }] })
    const placed = await place(env, cookie, { code: 'GIFT_CARD' })
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.status).toBe('placed')
    expect(order.rewardCode).toEqual({ label: `•••• ${code.slice(-4)}`, amount: before.totals.total })
    expect(order.payment).toMatchObject({ code: 'GIFT_CARD', amount: 0 })
    expect(await paymentsFor(order.orderNumber)).toBe(0)
    expect(await codeRow(code)).toMatchObject({ redeemed_order: order.orderNumber })
  })

  it('takes a code spent by another order since it was applied off the bag before any card is charged', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const { cookie } = await readyToPay(env, upstream)
    const code = await makeCode({ USD: 20 })
    expect((await call(env, APPLY_REWARD_CODE, { code }, cookie)).status).toBe(200)
    await bindings.DB.prepare(
      "UPDATE reward_codes SET redeemed_at = ?, redeemed_order = 'KS0000000009' WHERE code = ?",
    )
      .bind(new Date().toISOString(), code)
      .run()
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const refused = await place(env, cookie, await cardPayment(upstream.payments))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'PRM150' }],
      fields: { rewardCode: expect.any(String) },
    })
    // Nothing was paid or ordered: the same basket, still open, without the code.
    const { results } = await bindings.DB.prepare('SELECT status FROM orders WHERE basket_id = ?')
      .bind(basketId)
      .all<{ status: string }>()
    expect(results).toEqual([])
    expect((await sessionState(cookie)).carts?.['KST-US']).toBe(basketId)
    expect(rewardOf(await readCart(env, cookie))).toBeUndefined()
  })
})
