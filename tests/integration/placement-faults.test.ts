/**
 * The money path under slow, lost and repeated answers (decision 064), through the real storefront, cart service
 * and payment provider: a placement never locks the bag, a dropped answer never holds money without an order, a
 * repeat is answered with what happened, and what nobody finishes is settled by reconciliation.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimIdempotencyKey } from '../../mock-api/db/orders'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { clearPaymentFaults, setPaymentFaults } from '../../mock-api/payments/faults'
import type { Order } from '../../shared/bag/order'
import {
  CART_PLACEMENT_LIMIT_MS,
  PLACEMENT_BUDGET_MS,
  RECONCILE_PENDING_AFTER_SECONDS,
} from '../../shared/bag/placement'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { shownTotals } from './cart-helpers'
import type { FakeClock, TestEnv, Upstream } from './harness'
import { bindings, clearUpstreamCache, createTestShop, islandProps, request, startFakeClock } from './harness'
import {
  answerChallenge,
  cancelsOf,
  cardPayment,
  cartOf,
  decidePayLater,
  key,
  ordersOf,
  paymentRows,
  paymentsOfBasket,
  post,
  quietRefusals,
  readyToPay,
  timeLapse,
} from './placement-helpers'
import { sessionState } from './sessions'

let clock: FakeClock | null = null

beforeEach(clearUpstreamCache)
afterEach(() => {
  clock?.restore()
  clock = null
  clearFaults()
  clearPaymentFaults()
})

/** A shopper ready to pay, their basket, and a test's own storefront and services. */
async function checkout() {
  quietRefusals()
  const { upstream, env } = createTestShop()
  const cookie = await readyToPay(env, upstream)
  const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
  return { upstream, env, cookie, basketId }
}

/** What the review showed when a placement was first sent, by its key: a retry sends it again as it was. */
const shownWith = new Map<string, { total: number; tax: number | null }>()

const place = async (
  env: TestEnv,
  cookie: string,
  body: { payment: unknown; idempotencyKey: string; expected?: { total: number; tax: number | null } },
) => {
  const expected = body.expected ?? shownWith.get(body.idempotencyKey) ?? (await shownTotals(env, cookie))
  shownWith.set(body.idempotencyKey, expected)
  return post(env, '/api/checkout/orders', { ...body, expected }, cookie)
}

/** Places while time passes on the fake clock, then waits for everything the services still do. */
async function placeSlowly(
  upstream: Upstream,
  env: TestEnv,
  cookie: string,
  body: { payment: unknown; idempotencyKey: string },
) {
  clock = startFakeClock()
  const answer = await timeLapse(clock, place(env, cookie, body))
  clock.restore()
  clock = null
  await upstream.settled()
  return answer
}

/**
 * A placement whose provider answer is dropped after the card was authorised: the shopper is told it is being
 * confirmed, and the order stays pending. Its order number.
 */
async function droppedPlacement(upstream: Upstream, env: TestEnv, cookie: string, basketId: string) {
  setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
  const dropped = await place(env, cookie, {
    payment: await cardPayment(upstream.payments),
    idempotencyKey: key(),
  })
  expect(dropped.status, dropped.text).toBe(202)
  await upstream.settled()
  const [pending] = await ordersOf(basketId)
  expect(pending?.status).toBe('pending')
  return pending?.order_number ?? ''
}

/** The provider's payments of the basket that still hold money (authorised and not voided). */
const held = async (basketId: string) =>
  (await paymentsOfBasket(basketId)).filter((payment) => payment.status === 'Authorised')

const orderOf = (answer: { body: Record<string, unknown> }) => answer.body.order as Order

/** A placement by the 3-D Secure test card, its challenge passed: the order waiting, and the result to send. */
async function passedChallenge(upstream: Upstream, env: TestEnv, cookie: string) {
  const waiting = await place(env, cookie, {
    payment: await cardPayment(upstream.payments, TEST_CARDS.challenge),
    idempotencyKey: key(),
  })
  const url = orderOf(waiting).action?.url ?? ''
  return { waiting, threeDS2Result: await answerChallenge(upstream.payments, url, '1234') }
}

/** Sends the 3-D Secure result, as the challenge dialog does. */
const authenticate = (
  env: TestEnv,
  cookie: string,
  body: { threeDS2Result: string; idempotencyKey: string },
) => post(env, '/api/checkout/orders/authentication', body, cookie)

describe('a slow placement never locks the bag', () => {
  it('keeps its time budgets in order: the provider’s, inside the cart service’s, inside the storefront’s', () => {
    expect(CART_PLACEMENT_LIMIT_MS).toBeLessThan(PLACEMENT_BUDGET_MS)
    // The old upstream timeout that cut placements short.
    expect(PLACEMENT_BUDGET_MS).toBeGreaterThan(8000)
  })

  it('waits out a provider slower than other upstream calls may be, and places the order at once', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    // Ten seconds: longer than the 8 s every other upstream call is cut at, inside the cart service's limit.
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'latency', ms: 10_000, times: 1 })
    const placed = await placeSlowly(upstream, env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(placed.status, placed.text).toBe(200)
    expect(orderOf(placed).status).toBe('placed')
    expect(await ordersOf(basketId)).toEqual([
      { order_number: orderOf(placed).orderNumber, status: 'placed' },
    ])
  })

  it('answers a provider slower than the cart service’s limit as being confirmed, and the same key then places one order', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'latency', ms: 60_000, times: 1 })
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    const slow = await placeSlowly(upstream, env, cookie, { payment, idempotencyKey })
    expect(slow.status, slow.text).toBe(202)
    expect(slow.body).toEqual({ confirming: true, retryAfter: 2 })
    expect(await ordersOf(basketId)).toEqual([{ order_number: expect.any(String), status: 'pending' }])
    expect(await held(basketId)).toEqual([])

    const again = await place(env, cookie, { payment, idempotencyKey })
    expect(again.status, again.text).toBe(200)
    expect(orderOf(again).status).toBe('placed')
    expect(await ordersOf(basketId)).toEqual([{ order_number: orderOf(again).orderNumber, status: 'placed' }])
    expect(await held(basketId)).toHaveLength(1)
    expect(await cartOf(env, cookie)).toBeNull()
  })

  it('answers a new attempt with another card after a placement left pending, instead of “in progress” for ever', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'latency', ms: 60_000, times: 1 })
    const first = await placeSlowly(upstream, env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(first.status).toBe(202)
    // The shopper gives up waiting and pays with another card: the first attempt, which the provider never
    // took, is finished first (its own card pays), so the bag is paid once.
    const other = await place(env, cookie, {
      payment: await cardPayment(upstream.payments, TEST_CARDS.frictionless),
      idempotencyKey: key(),
    })
    expect(other.status, other.text).toBe(200)
    const placed = (await ordersOf(basketId)).filter((order) => order.status === 'placed')
    expect(placed).toEqual([{ order_number: orderOf(other).orderNumber, status: 'placed' }])
    expect(await held(basketId)).toHaveLength(1)
  })

  it('answers a cart service slower than the placement budget as being confirmed, and the same key then places one order', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setFaults({
      service: 'cart',
      path: '/cart/v2/checkout/order',
      method: 'PUT',
      kind: 'latency',
      ms: 120_000,
      times: 1,
    })
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    const slow = await placeSlowly(upstream, env, cookie, { payment, idempotencyKey })
    expect(slow.status, slow.text).toBe(202)
    const again = await place(env, cookie, { payment, idempotencyKey })
    expect(again.status, again.text).toBe(200)
    expect(await ordersOf(basketId)).toEqual([{ order_number: orderOf(again).orderNumber, status: 'placed' }])
    expect(await held(basketId)).toHaveLength(1)
  })

  it('lets an order go when the placement holding it died: its lease runs out and the next try finishes it', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    expect((await place(env, cookie, { payment, idempotencyKey })).status).toBe(202)
    const [pending] = await ordersOf(basketId)
    // As if a placement had taken the order and died in the middle: while its lease runs, others are told to wait.
    await bindings.DB.prepare('UPDATE orders SET locked_until = ? WHERE order_number = ?')
      .bind(Date.now() + 60_000, pending?.order_number)
      .run()
    expect((await place(env, cookie, { payment, idempotencyKey: key() })).status).toBe(202)
    await bindings.DB.prepare('UPDATE orders SET locked_until = ? WHERE order_number = ?')
      .bind(Date.now() - 1, pending?.order_number)
      .run()
    const finished = await place(env, cookie, { payment, idempotencyKey })
    expect(finished.status, finished.text).toBe(200)
    expect(orderOf(finished).orderNumber).toBe(pending?.order_number)
    expect(await held(basketId)).toHaveLength(1)
  })

  it('lets an idempotency key go when the call holding it died, and never while it runs', async () => {
    const now = Date.now()
    const name = `place:test:${key()}`
    expect(await claimIdempotencyKey(bindings.DB, name, 'body', now, now + 1000)).toEqual({ kind: 'claimed' })
    expect(await claimIdempotencyKey(bindings.DB, name, 'body', now + 500, now + 1500)).toEqual({
      kind: 'in-flight',
    })
    expect(await claimIdempotencyKey(bindings.DB, name, 'other', now + 500, now + 1500)).toEqual({
      kind: 'other-body',
    })
    expect(await claimIdempotencyKey(bindings.DB, name, 'body', now + 1001, now + 2001)).toEqual({
      kind: 'claimed',
    })
  })
})

describe('a dropped provider answer never holds money without an order', () => {
  it('finds the provider’s first answer again when the shopper’s retry uses the same key', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    const dropped = await place(env, cookie, { payment, idempotencyKey })
    // The card was authorised, the answer lost: the shopper is told the truth, that it is being confirmed.
    expect(dropped.status, dropped.text).toBe(202)
    const [pending] = await ordersOf(basketId)
    expect(await paymentRows(pending?.order_number ?? '')).toEqual([
      expect.objectContaining({ status: 'Authorised' }),
    ])
    const retried = await place(env, cookie, { payment, idempotencyKey })
    expect(retried.status, retried.text).toBe(200)
    expect(orderOf(retried).orderNumber).toBe(pending?.order_number)
    // The retry reached the same provider request: still one payment, authorised once.
    expect(await paymentRows(pending?.order_number ?? '')).toEqual([
      expect.objectContaining({ status: 'Authorised' }),
    ])
  })

  it('makes one order and one authorisation from 50 concurrent placements with fresh keys and their retries after a dropped answer', {
    timeout: 180_000,
  }, async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setPaymentFaults({ endpoint: '/v71/payments', kind: 'commit-then-drop', times: 1 })
    const payment = await cardPayment(upstream.payments)
    const keys = Array.from({ length: 50 }, key)
    const answers = await Promise.all(
      keys.map((idempotencyKey) => place(env, cookie, { payment, idempotencyKey })),
    )
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 202)).toEqual([])
    // Each attempt asks again, as its page does, until it has its answer.
    const final = await Promise.all(
      keys.map(async (idempotencyKey, index) => {
        let answer = answers[index] as Awaited<ReturnType<typeof place>>
        for (let tries = 0; answer.status === 202 && tries < 8; tries += 1)
          answer = await place(env, cookie, { payment, idempotencyKey })
        return answer
      }),
    )
    expect(final.map((answer) => answer.status)).toEqual(keys.map(() => 200))
    expect(new Set(final.map((answer) => orderOf(answer).orderNumber)).size).toBe(1)
    expect((await ordersOf(basketId)).filter((order) => order.status === 'placed')).toHaveLength(1)
    expect(await held(basketId)).toHaveLength(1)
  })

  it('voids the card’s authorisation when the order cannot be finished, and the books show it', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const giftCard = await upstream.payments.encryptGiftCard()
    expect(
      (
        await post(
          env,
          '/api/checkout/gift-cards',
          { ...giftCard.paymentMethod, lastFour: giftCard.lastFour },
          cookie,
        )
      ).status,
    ).toBe(200)
    // The card is authorised, then the gift card's charge fails.
    setPaymentFaults([
      { endpoint: '/v71/payments', kind: 'latency', ms: 0, times: 1 },
      { endpoint: '/v71/payments', kind: 'error', times: 1 },
    ])
    const refused = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'GFC800' }], placement: 'giftCard' })
    await upstream.settled()
    const [failed] = await ordersOf(basketId)
    expect(failed?.status).toBe('failed')
    const [card] = await paymentRows(failed?.order_number ?? '')
    expect(card).toMatchObject({ method_type: 'scheme', status: 'Cancelled' })
    expect(await cancelsOf(failed?.order_number ?? '')).toEqual([
      { kind: 'technical-cancel', payment_psp_reference: card?.psp_reference, success: 1 },
    ])
    expect(await held(basketId)).toEqual([])
    // The bag is as it was, gift card and all, and pays again.
    const cart = await cartOf(env, cookie)
    expect(cart?.payments).toEqual([expect.objectContaining({ method: 'GIFT_CARD', amount: 25 })])
    const paid = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(paid.status, paid.text).toBe(200)
    expect(await held(basketId)).toHaveLength(2)
  })
})

describe('reconciliation settles what nobody finished', () => {
  it('completes an order the provider authorised when the shopper never asked again, and the bag is not made again', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const orderNumber = await droppedPlacement(upstream, env, cookie, basketId)
    // The placement asked the order's reconciler to look at it again later.
    expect(upstream.reconciliation).toContainEqual({
      orderNumber,
      delaySeconds: RECONCILE_PENDING_AFTER_SECONDS,
    })
    expect(await upstream.reconcile(orderNumber)).toEqual({ retried: false })
    expect(await ordersOf(basketId)).toEqual([{ order_number: orderNumber, status: 'placed' }])
    expect(await held(basketId)).toHaveLength(1)
    // The shopper comes back: their bag is empty, not made again from the lines they paid for.
    expect(await cartOf(env, cookie)).toBeNull()
    expect((await sessionState(cookie)).orders?.['KST-US']?.last?.orderNumber).toBe(orderNumber)
    const page = await request('/en-us/order-confirmation', { env, headers: { cookie } })
    expect(await page.text()).toContain(orderNumber)
  })

  it('fails an order the provider never confirmed, voids what it may hold, and the bag is paid again', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const orderNumber = await droppedPlacement(upstream, env, cookie, basketId)
    // The provider's notification never arrived: nobody knows whether the card was authorised.
    await bindings.DB.prepare('UPDATE orders SET payment_status = NULL WHERE order_number = ?')
      .bind(orderNumber)
      .run()
    expect(await upstream.reconcile(orderNumber)).toEqual({ retried: false })
    expect(await ordersOf(basketId)).toEqual([{ order_number: orderNumber, status: 'failed' }])
    expect(await paymentRows(orderNumber)).toEqual([expect.objectContaining({ status: 'Cancelled' })])
    expect(await cancelsOf(orderNumber)).toEqual([
      expect.objectContaining({ kind: 'technical-cancel', success: 1 }),
    ])
    const paid = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(paid.status, paid.text).toBe(200)
    expect(await held(basketId)).toHaveLength(1)
  })

  it('looks again later at an order a live placement still holds', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const orderNumber = await droppedPlacement(upstream, env, cookie, basketId)
    await bindings.DB.prepare('UPDATE orders SET locked_until = ? WHERE order_number = ?')
      .bind(Date.now() + 60_000, orderNumber)
      .run()
    expect(await upstream.reconcile(orderNumber)).toEqual({ retried: true })
    expect(await ordersOf(basketId)).toEqual([{ order_number: orderNumber, status: 'pending' }])
  })
})

describe('repeats are answered with what happened', () => {
  it('answers a genuine 3-D Secure result sent again with the placed order', async () => {
    const { upstream, env, cookie } = await checkout()
    const { threeDS2Result } = await passedChallenge(upstream, env, cookie)
    const idempotencyKey = key()
    const first = await authenticate(env, cookie, { threeDS2Result, idempotencyKey })
    expect(first.status, first.text).toBe(200)
    const again = await authenticate(env, cookie, { threeDS2Result, idempotencyKey })
    expect(again.status, again.text).toBe(200)
    expect(again.body).toMatchObject({
      order: { orderNumber: orderOf(first).orderNumber, status: 'placed' },
      next: '/en-us/order-confirmation',
    })
    // A double submit from another tab makes its own key: the same result still answers the order.
    const otherTab = await authenticate(env, cookie, { threeDS2Result, idempotencyKey: key() })
    expect(otherTab.status, otherTab.text).toBe(200)
    expect(orderOf(otherTab).orderNumber).toBe(orderOf(first).orderNumber)
  })

  it('answers a 3-D Secure result whose provider answer was lost as being confirmed, and the same result then places the order', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const { waiting, threeDS2Result } = await passedChallenge(upstream, env, cookie)
    setPaymentFaults({ endpoint: '/v71/payments/details', kind: 'commit-then-drop', times: 1 })
    const idempotencyKey = key()
    const lost = await authenticate(env, cookie, { threeDS2Result, idempotencyKey })
    expect(lost.status, lost.text).toBe(202)
    expect(lost.body).toEqual({ confirming: true, retryAfter: 2 })
    const again = await authenticate(env, cookie, { threeDS2Result, idempotencyKey })
    expect(again.status, again.text).toBe(200)
    expect(orderOf(again)).toMatchObject({ orderNumber: orderOf(waiting).orderNumber, status: 'placed' })
    expect(await held(basketId)).toHaveLength(1)
  })

  it('brings a shopper back from pay later while the payment is confirmed, and asks again until the order is placed, without JavaScript', async () => {
    const { upstream, env, cookie } = await checkout()
    const waiting = await place(env, cookie, { payment: { code: 'PAY_LATER' }, idempotencyKey: key() })
    const back = await decidePayLater(upstream.payments, orderOf(waiting).action?.url ?? '', 'approve')
    setPaymentFaults({ endpoint: '/v71/payments/details', kind: 'commit-then-drop', times: 1 })
    const get = (path: string) => request(path, { env, redirect: 'manual', headers: { cookie } })
    const returned = await get(`${back.pathname}${back.search}`)
    expect(returned.status).toBe(303)
    const review = new URL(returned.headers.get('location') ?? '', 'http://localhost')
    expect(review.pathname).toBe('/en-us/checkout/summary')
    expect(review.searchParams.get('checkout')).toBe('ORDER_IN_PROGRESS')
    const page = await get(`${review.pathname}${review.search}`)
    expect(page.status).toBe(200)
    // Said as news, not as a refusal.
    expect(islandProps(await page.text(), 'checkout')).toMatchObject({
      notice: null,
      paymentNotice: null,
      info: 'We are confirming your payment. Please keep this page open.',
    })
    // The review goes back the same way two seconds later, by itself, and this time the order is placed.
    const refresh = /^2; url=(.+)$/.exec(page.headers.get('refresh') ?? '')?.[1] ?? ''
    expect(new URL(refresh, 'http://localhost').searchParams.get('redirectResult')).toBe(
      back.searchParams.get('redirectResult'),
    )
    // Once the tries are spent the review stops asking, and says what happens next.
    const spent = await get('/en-us/checkout/summary?checkout=ORDER_IN_PROGRESS')
    expect(spent.headers.get('refresh')).toBeNull()
    expect(islandProps(await spent.text(), 'checkout')).toMatchObject({
      notice: null,
      info: expect.stringContaining('We couldn’t confirm your payment yet. You won’t be charged twice'),
    })
    const again = await get(refresh)
    expect(again.headers.get('location')).toBe('/en-us/order-confirmation')
    expect(await (await get('/en-us/order-confirmation')).text()).toContain(orderOf(waiting).orderNumber)
  })

  it('starts a new payment when the shopper leaves a challenge and pays with another card, and cancels the old one', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const challenged = await place(env, cookie, {
      payment: await cardPayment(upstream.payments, TEST_CARDS.challenge),
      idempotencyKey: key(),
    })
    expect(orderOf(challenged).status).toBe('action')
    const paid = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(paid.status, paid.text).toBe(200)
    expect(orderOf(paid)).toMatchObject({ status: 'placed', payment: { label: 'Visa •••• 1111' } })
    expect(orderOf(paid).orderNumber).not.toBe(orderOf(challenged).orderNumber)
    expect(await ordersOf(basketId)).toEqual([
      { order_number: orderOf(challenged).orderNumber, status: 'failed' },
      { order_number: orderOf(paid).orderNumber, status: 'placed' },
    ])
    await upstream.settled()
    expect(await paymentRows(orderOf(challenged).orderNumber)).toEqual([
      expect.objectContaining({ status: 'Cancelled' }),
    ])
    expect(await held(basketId)).toHaveLength(1)
  })

  it('answers a second placement with the key of a placed order with that order, asking nobody, and refuses a new key', async () => {
    const { upstream, env, cookie } = await checkout()
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    const placed = await place(env, cookie, { payment, idempotencyKey })
    expect(placed.status).toBe(200)
    const asked = upstream.calls.length
    const again = await place(env, cookie, { payment, idempotencyKey })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(placed.body)
    expect(upstream.calls.slice(asked).filter((call) => call.url.includes('/checkout/order'))).toEqual([])
    const fresh = await place(env, cookie, { payment, idempotencyKey: key() })
    expect(fresh.body).toMatchObject({ errorDetails: [{ errorId: 'BSK404' }] })
  })
})

describe('the cart is checked before it is placed (spec 1 §4: prepareOrder, then placeOrder), and named as the shop’s', () => {
  it('asks the cart service to prepare the order, then places it', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const asked = upstream.calls.length
    const placed = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(placed.status, placed.text).toBe(200)
    const steps = upstream.calls
      .slice(asked)
      .map((call) => new URL(call.url).pathname)
      .filter(
        (path) => path.endsWith('/cart/v1/cart/prepareOrder') || path.endsWith('/cart/v2/checkout/order'),
      )
      .map((path) => (path.endsWith('prepareOrder') ? 'prepareOrder' : 'placeOrder'))
    expect(steps).toEqual(['prepareOrder', 'placeOrder'])
    expect(await ordersOf(basketId)).toHaveLength(1)
    // The order names the online shop's source code and sales channel (spec 1 §9).
    const placement = upstream.calls
      .slice(asked)
      .find((call) => new URL(call.url).pathname.endsWith('/cart/v2/checkout/order')) as Request
    expect(await placement.clone().json()).toMatchObject({ sourceCode: 'ECOM15' })
    expect(placement.headers.get('x-channel')).toBe('ECOMM')
  })

  it('refuses a cart the service will not prepare before any payment is asked for, and keeps the bag', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setFaults({
      service: 'cart',
      path: '/cart/v1/cart/prepareOrder',
      kind: 'error',
      status: 409,
      errorId: 'INV406',
      times: 1,
    })
    const asked = upstream.calls.length
    const payment = await cardPayment(upstream.payments)
    const refused = await place(env, cookie, { payment, idempotencyKey: key() })
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'INV406' }] })
    expect(upstream.calls.slice(asked).filter((call) => call.url.includes('/checkout/order'))).toEqual([])
    expect(await ordersOf(basketId)).toEqual([])
    expect((await cartOf(env, cookie))?.items.length).toBeGreaterThan(0)

    const placed = await place(env, cookie, { payment, idempotencyKey: key() })
    expect(placed.status, placed.text).toBe(200)
    expect(await ordersOf(basketId)).toEqual([
      { order_number: orderOf(placed).orderNumber, status: 'placed' },
    ])
  })

  it('refuses an order whose total or tax is not the one the shopper confirmed, reloading the bag, and charges nothing', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const cart = (await cartOf(env, cookie)) as NonNullable<Awaited<ReturnType<typeof cartOf>>>
    const payment = await cardPayment(upstream.payments)
    // The bag changed in another tab after the review was shown: the total the shopper saw is not the cart's.
    const totalMoved = await place(env, cookie, {
      payment,
      idempotencyKey: key(),
      expected: { total: cart.totals.total + 10, tax: cart.totals.tax },
    })
    expect(totalMoved.status, totalMoved.text).toBe(409)
    expect(totalMoved.body).toMatchObject({
      errorDetails: [
        {
          errorId: 'ORD415',
          message: 'We worked out your bag’s total again. Check it, then place your order.',
        },
      ],
      placement: 'top',
      action: 'reloadCart',
    })
    // The tax was calculated again (a new address, a new rate): told as such.
    const taxMoved = await place(env, cookie, {
      payment,
      idempotencyKey: key(),
      expected: { total: cart.totals.total, tax: (cart.totals.tax ?? 0) + 1 },
    })
    expect(taxMoved.body).toMatchObject({ errorDetails: [{ errorId: 'TAX310' }], action: 'reloadCart' })
    expect(await ordersOf(basketId)).toEqual([])
    // What the shopper now sees is what is charged.
    const placed = await place(env, cookie, {
      payment,
      idempotencyKey: key(),
      expected: { total: cart.totals.total, tax: cart.totals.tax },
    })
    expect(placed.status, placed.text).toBe(200)
    expect(orderOf(placed).totals.total).toBe(cart.totals.total)
  })

  it('checks the total the shopper confirmed even when the cart could not be read first', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    const cart = (await cartOf(env, cookie)) as NonNullable<Awaited<ReturnType<typeof cartOf>>>
    // The cart service answers no read of the cart for a while (every retry included); its check still runs.
    setFaults({
      service: 'cart',
      path: `/cart/v1/cart/${basketId}`,
      method: 'GET',
      kind: 'error',
      status: 503,
    })
    const refused = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
      expected: { total: cart.totals.total + 10, tax: cart.totals.tax },
    })
    expect(refused.body).toMatchObject({ errorDetails: [{ errorId: 'ORD415' }], action: 'reloadCart' })
    expect(await ordersOf(basketId)).toEqual([])
  })

  it('answers a check that failed with a retry, holding nothing: no order, no money', async () => {
    const { upstream, env, cookie, basketId } = await checkout()
    setFaults({ service: 'cart', path: '/cart/v1/cart/prepareOrder', kind: 'error', status: 503, times: 1 })
    const failed = await place(env, cookie, {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
    })
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(failed.body).not.toHaveProperty('confirming')
    expect(await ordersOf(basketId)).toEqual([])
  })
})
