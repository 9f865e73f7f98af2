import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { TEST_CARDS, TEST_PROVIDER } from '../fixtures/payment-provider'
import { outbox } from './account-helpers'
import { shownTotals } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, islandProps, request, type TestEnv } from './harness'
import {
  answerChallenge,
  cardPayment,
  cartOf,
  decidePayLater,
  key,
  ordersOf,
  paymentsFor,
  placeByCard,
  post,
  quietRefusals,
  readyToPay,
} from './placement-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

/** Places the ready bag's order to be paid later: the order waiting for the shopper on the provider's page. */
async function payLater(env: TestEnv, cookie: string): Promise<Order> {
  const waiting = await post(
    env,
    '/api/checkout/orders',
    { payment: { code: 'PAY_LATER' }, idempotencyKey: key(), expected: await shownTotals(env, cookie) },
    cookie,
  )
  return waiting.body.order as Order
}

describe('placing an order', () => {
  it('pays by card, shows the confirmation, starts a new bag, and never lets card data or ids out', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const payment = await cardPayment(upstream.payments)
    const placed = await post(
      env,
      '/api/checkout/orders',
      { payment, idempotencyKey: key(), expected: await shownTotals(env, cookie) },
      cookie,
    )
    expect(placed.status).toBe(200)
    const { order, next } = placed.body as { order: Order; next: string }
    expect(order).toMatchObject({
      status: 'placed',
      action: null,
      payment: { code: 'CREDIT_CARD', label: 'Visa •••• 1111' },
    })
    // The two lines, and the free socks a bag of this much gets (the gift with purchase).
    expect(order.items).toHaveLength(3)
    expect(next).toBe('/en-us/order-confirmation')
    for (const secret of [
      TEST_CARDS.frictionless,
      basketId,
      'encryptedCardNumber',
      JSON.stringify(payment.paymentMethod),
    ])
      expect(placed.text).not.toContain(secret)
    expect(await ordersOf(basketId)).toEqual([{ order_number: order.orderNumber, status: 'placed' }])

    const page = await request('/en-us/order-confirmation', { env, headers: { cookie } })
    const html = await page.text()
    expect(html).toContain(order.orderNumber)
    expect(html).toContain('Thank you for your order')
    // The address's phone as the country writes it, not as the field's mask lays it out.
    expect(html).toContain('United States<br/>(206) 555-0110</address>')
    expect(page.headers.get('cache-control')).toContain('no-store')
    expect(await cartOf(env, cookie)).toBeNull()
    // The provider's signed notification reached the cart service as the payment's result of record.
    const record = await bindings.DB.prepare('SELECT payment_status FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ payment_status: string }>()
    expect(record?.payment_status).toBe('AUTHORISED')
    // The page's "We've sent a confirmation" is true: the cart service sent it, once, with a link to the shop.
    const sent = (await outbox(upstream, 'ana@example.com')).emails.filter((email) =>
      email.subject.includes(order.orderNumber),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      to: 'ana@example.com',
      subject: `Your order ${order.orderNumber} is confirmed`,
      link: expect.stringMatching(/^https?:\/\/[^/]+$/),
    })
    expect(html).toContain('We’ve sent a confirmation to ana@example.com.')
  })

  it('makes one order and one payment from 50 concurrent placements with one key, and tells each the truth', {
    timeout: 120_000,
  }, async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    const expected = await shownTotals(env, cookie)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(env, '/api/checkout/orders', { payment, idempotencyKey, expected }, cookie),
      ),
    )
    const placed = answers.filter((answer) => answer.status === 200)
    expect(placed.length).toBeGreaterThan(0)
    // The others were told the first was still being confirmed (202, ask again), never something else.
    const confirming = answers.filter((answer) => answer.status === 202)
    expect(placed.length + confirming.length, answers.map((answer) => answer.text).join('\n')).toBe(50)
    for (const answer of confirming) {
      expect(answer.body).toEqual({ confirming: true, retryAfter: 2 })
      expect(answer.headers.get('retry-after')).toBe('2')
    }
    const numbers = new Set(placed.map((answer) => (answer.body.order as Order).orderNumber))
    expect(numbers.size).toBe(1)
    // Asked again, as the page does, each of them gets that one order.
    const again = await post(env, '/api/checkout/orders', { payment, idempotencyKey, expected }, cookie)
    expect((again.body.order as Order).orderNumber).toBe([...numbers][0])
    const orders = await ordersOf(basketId)
    expect(orders.filter((order) => order.status !== 'failed')).toHaveLength(1)
    expect(await paymentsFor(orders[0]?.order_number as string)).toBe(1)
  })

  it('never makes a second order when the answer is lost after the order was made, and a retry with the key gets it', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const payment = await cardPayment(upstream.payments)
    const idempotencyKey = key()
    setFaults({
      service: 'cart',
      path: '/cart/v2/checkout/order',
      method: 'PUT',
      kind: 'commit-then-drop',
      times: 1,
    })
    // The order was made, but its answer never came: the shopper is told it is being confirmed, not that it failed.
    const expected = await shownTotals(env, cookie)
    const dropped = await post(env, '/api/checkout/orders', { payment, idempotencyKey, expected }, cookie)
    expect(dropped.status, dropped.text).toBe(202)
    expect(dropped.body).toEqual({ confirming: true, retryAfter: 2 })
    const retried = await post(env, '/api/checkout/orders', { payment, idempotencyKey, expected }, cookie)
    expect(retried.status, retried.text).toBe(200)
    const order = retried.body.order as Order
    expect(order.status).toBe('placed')
    expect(await ordersOf(basketId)).toEqual([{ order_number: order.orderNumber, status: 'placed' }])
    expect(await paymentsFor(order.orderNumber)).toBe(1)
  })

  it('asks for 3-D Secure, and places the order once the shopper passes the challenge', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const payment = await cardPayment(upstream.payments, TEST_CARDS.challenge)
    const waiting = await post(
      env,
      '/api/checkout/orders',
      { payment, idempotencyKey: key(), expected: await shownTotals(env, cookie) },
      cookie,
    )
    expect(waiting.status).toBe(200)
    const order = waiting.body.order as Order
    expect(order.status).toBe('action')
    expect(order.action?.type).toBe('threeDS2')
    expect(waiting.body.next).toBeNull()
    expect(waiting.text).not.toContain('paymentData')
    const threeDS2Result = await answerChallenge(upstream.payments, order.action?.url ?? '', '1234')
    const done = await post(
      env,
      '/api/checkout/orders/authentication',
      { threeDS2Result, idempotencyKey: key() },
      cookie,
    )
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      order: { status: 'placed', orderNumber: order.orderNumber },
      next: '/en-us/order-confirmation',
    })
    expect(await cartOf(env, cookie)).toBeNull()
  })

  it('after a failed challenge or a declined card keeps the bag, its addresses and its gift card, open to pay again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const giftCard = await upstream.payments.encryptGiftCard()
    const applied = await post(
      env,
      '/api/checkout/gift-cards',
      { ...giftCard.paymentMethod, lastFour: giftCard.lastFour },
      cookie,
    )
    expect(applied.status, applied.text).toBe(200)
    const before = (await cartOf(env, cookie)) as Cart
    expect(before.payments).toEqual([expect.objectContaining({ method: 'GIFT_CARD', amount: 25 })])
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const challenged = await post(
      env,
      '/api/checkout/orders',
      {
        payment: await cardPayment(upstream.payments, TEST_CARDS.challenge),
        idempotencyKey: key(),
        expected: await shownTotals(env, cookie),
      },
      cookie,
    )
    const threeDS2Result = await answerChallenge(
      upstream.payments,
      (challenged.body.order as Order).action?.url ?? '',
      '9999',
    )
    const failed = await post(
      env,
      '/api/checkout/orders/authentication',
      { threeDS2Result, idempotencyKey: key() },
      cookie,
    )
    expect(failed.status).toBe(422)
    expect(failed.body).toMatchObject({ errorDetails: [{ errorId: 'PAY400' }] })
    const after = (await cartOf(env, cookie)) as Cart
    // The cart service left the basket open with everything on it (decision 064), so the shopper pays it again.
    expect((await sessionState(cookie)).carts?.['KST-US']).toBe(basketId)
    expect(after.items.map((line) => [line.productId, line.qty])).toEqual(
      before.items.map((line) => [line.productId, line.qty]),
    )
    expect(after.shippingAddress).toEqual(before.shippingAddress)
    expect(after.billingAddress).toEqual(before.billingAddress)
    expect(after.email).toBe('ana@example.com')
    expect(after.shipment?.method).toBe(before.shipment?.method)
    expect(after.payments).toEqual(before.payments)

    const declined = await post(
      env,
      '/api/checkout/orders',
      {
        payment: await cardPayment(upstream.payments, TEST_CARDS.refused),
        idempotencyKey: key(),
        expected: await shownTotals(env, cookie),
      },
      cookie,
    )
    expect(declined.status).toBe(422)
    expect(declined.body).toMatchObject({
      errorDetails: [{ errorId: 'PAY400', message: expect.any(String) }],
      placement: 'top',
    })
    const afterDecline = (await cartOf(env, cookie)) as Cart
    expect(afterDecline.items.filter((line) => !line.bonus)).toHaveLength(2)
    expect(afterDecline.payments).toEqual(before.payments)
    // Neither attempt holds anything: the gift card was never charged, and the next card pays.
    const paid = await placeByCard(env, upstream, cookie)
    expect(paid.status, paid.text).toBe(200)
    expect((paid.body.order as Order).giftCards).toEqual([{ label: `•••• ${giftCard.lastFour}`, amount: 25 }])
  })

  it('lets a gift card pay part of the total and a card the rest; a card with nothing on it is refused at the gift card', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const empty = await upstream.payments.encryptGiftCard(TEST_CARDS.emptyGiftCard)
    const none = await post(
      env,
      '/api/checkout/gift-cards',
      { ...empty.paymentMethod, lastFour: empty.lastFour },
      cookie,
    )
    expect(none.status).toBe(422)
    expect(none.body).toMatchObject({ errorDetails: [{ errorId: 'GFC740' }], placement: 'giftCard' })
    const giftCard = await upstream.payments.encryptGiftCard()
    const balance = await post(
      env,
      '/api/checkout/gift-cards/balance',
      { ...giftCard.paymentMethod, lastFour: giftCard.lastFour },
      cookie,
    )
    expect(balance.body).toEqual({ balance: { amount: 25, currency: 'USD' } })
    const applied = await post(
      env,
      '/api/checkout/gift-cards',
      { ...giftCard.paymentMethod, lastFour: giftCard.lastFour },
      cookie,
    )
    expect(applied.status).toBe(200)
    const cart = applied.body.cart as Cart
    expect(cart.payments).toEqual([
      expect.objectContaining({ method: 'GIFT_CARD', label: '•••• 7890', amount: 25 }),
    ])
    expect(cart.totals.remainingToPay).toBeCloseTo(cart.totals.total - 25, 2)
    const placed = await placeByCard(env, upstream, cookie)
    const order = placed.body.order as Order
    expect(order.giftCards).toEqual([{ label: '•••• 7890', amount: 25 }])
    expect(order.payment.amount).toBeCloseTo(cart.totals.remainingToPay, 2)
  })

  it('sends the shopper to the pay-later page and finishes the order when they come back approved', async () => {
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const order = await payLater(env, cookie)
    expect(order.action?.type).toBe('redirect')
    const back = await decidePayLater(upstream.payments, order.action?.url ?? '', 'approve')
    expect(back.pathname).toBe('/en-us/checkout/return')
    const returned = await request(`${back.pathname}${back.search}`, {
      env,
      redirect: 'manual',
      headers: { cookie },
    })
    expect(returned.status).toBe(303)
    expect(returned.headers.get('location')).toBe('/en-us/order-confirmation')
    expect(await (await request('/en-us/order-confirmation', { env, headers: { cookie } })).text()).toContain(
      order.orderNumber,
    )
  })

  it('brings a shopper who declines on the pay-later page back to the review, the refusal atop the payment section and the bag open to pay again', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    const cookie = await readyToPay(env, upstream)
    const before = (await cartOf(env, cookie)) as Cart
    const order = await payLater(env, cookie)
    const back = await decidePayLater(upstream.payments, order.action?.url ?? '', 'decline')
    const returned = await request(`${back.pathname}${back.search}`, {
      env,
      redirect: 'manual',
      headers: { cookie },
    })
    expect(returned.status).toBe(303)
    const review = new URL(returned.headers.get('location') ?? '', 'http://localhost')
    expect(review.pathname).toBe('/en-us/checkout/summary')
    const page = await request(`${review.pathname}${review.search}`, { env, headers: { cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    const refusal = 'Your payment could not be completed. Please try again or use another payment method.'
    expect(islandProps(html, 'checkout')).toMatchObject({
      step: 'summary',
      notice: null,
      paymentNotice: refusal,
    })
    // Before the checkout comes alive (the payment section needs it) the refusal shows at its top instead.
    expect(html).toContain(
      `<div role="alert" class="checkout__alert"><p class="notice notice--error">${refusal}</p></div>`,
    )
    const cart = (await cartOf(env, cookie)) as Cart
    expect(cart.shippingAddress).toEqual(before.shippingAddress)
    expect(cart.billingAddress).toEqual(before.billingAddress)
    expect(cart.shipment?.method).toBe(before.shipment?.method)
    const paid = await placeByCard(env, upstream, cookie)
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect((paid.body.order as Order).status).toBe('placed')
  })

  it('allows the payment provider in the checkout’s frame-src and connect-src, and nowhere else', async () => {
    const { upstream, env } = createTestShop({ PAYMENT_PROVIDER_ORIGIN: TEST_PROVIDER.origin })
    const cookie = await readyToPay(env, upstream)
    const checkout = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    const policy = checkout.headers.get('content-security-policy') ?? ''
    expect(policy).toMatch(new RegExp(`frame-src [^;]*${TEST_PROVIDER.origin}`))
    expect(policy).toMatch(new RegExp(`connect-src 'self' ${TEST_PROVIDER.origin}(;|$)`))
    const home = await request('/en-us', { env })
    expect(home.headers.get('content-security-policy')).not.toContain(TEST_PROVIDER.origin)
  })
})
