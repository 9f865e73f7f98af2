/**
 * Placing orders through the shop in integration tests: a bag ready to pay, cards from the provider's fields, the
 * 3-D Secure challenge answered as the shopper would, and what the cart service and the provider recorded.
 */
import { expect, onTestFinished, vi } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import { US_ADDRESS } from '../fixtures/checkout'
import { paymentsDb, TEST_CARDS, TEST_PROVIDER, type TestPaymentProvider } from '../fixtures/payment-provider'
import { ownProduct, seededProducts } from '../fixtures/seed-products'
import { cookieOf, jsonPost } from './browser'
import { shopperWith, shownTotals } from './cart-helpers'
import { bindings, type FakeClock, request, TEST_SECRETS, type TestEnv, type Upstream } from './harness'

/** Refused payments and placements still being confirmed are logged as warnings; tests that provoke them say so. */
export function quietRefusals() {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => spy.mockRestore())
}

/** A same-origin JSON post through the storefront, as the checkout island sends it. */
export const post = async (env: TestEnv, path: string, body: unknown, cookie: string) => {
  const response = await request(path, { env, ...jsonPost(body, cookie) })
  const text = await response.text()
  return {
    status: response.status,
    text,
    headers: response.headers,
    body: JSON.parse(text) as Record<string, unknown>,
  }
}

/** Two products that together earn the gift with purchase (100 USD or more), read from the seed. */
const TWO_STYLES = seededProducts({ currency: 'USD', from: 60, stock: 3, plain: true }, 2).map(
  ({ product }) => product.styleCode,
)

/** A shopper with two lines in a US bag, through shipping and billing: their cookie. */
export async function readyToPay(env: TestEnv, upstream: Upstream, bag = ''): Promise<string> {
  const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
  let cookie = bag
  for (const style of TWO_STYLES) {
    const details = (await (
      await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
        { headers },
      )
    ).json()) as { variants: { sku: string; stock: number }[] }
    const sku = details.variants.find((variant) => variant.stock > 2)?.sku
    const added = await request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1 }, cookie) })
    expect(added.status).toBe(200)
    cookie = cookieOf(added, cookie)
  }
  expect((await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  expect((await post(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
  return cookie
}

/**
 * A shopper with one line of a product only their test uses (`OWN_STYLES`), through shipping and billing: their
 * cookie. For a test that changes the product in the shared mock, which the bags of the tests beside it never hold.
 */
export async function readyToPayOwn(env: TestEnv, styles: readonly string[]): Promise<string> {
  const { cookie } = await shopperWith(env, [{ sku: ownProduct(styles).sku, qty: 1 }])
  expect((await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
  expect((await post(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
  return cookie
}

/** A card payment as the checkout sends it: the provider's tokens for a test card. */
export const cardPayment = async (
  provider: TestPaymentProvider,
  number: string = TEST_CARDS.frictionless,
) => {
  const card = await provider.encryptCard({ number })
  return {
    code: 'CREDIT_CARD',
    paymentMethod: card.paymentMethod,
    brand: card.brand,
    lastFour: card.lastFour,
  }
}

/** A fresh idempotency key, as the checkout makes one per attempt. */
export const key = () => crypto.randomUUID().replaceAll('-', '')

/**
 * Places the bag's order with a frictionless test card under a fresh key and the totals the review shows, as the
 * checkout's pay button does.
 */
export const placeByCard = async (env: TestEnv, upstream: Upstream, cookie: string) =>
  post(
    env,
    '/api/checkout/orders',
    {
      payment: await cardPayment(upstream.payments),
      idempotencyKey: key(),
      expected: await shownTotals(env, cookie),
    },
    cookie,
  )

export async function cartOf(env: TestEnv, cookie: string): Promise<Cart | null> {
  const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
  return ((await response.json()) as { cart: Cart | null }).cart
}

/** The cart service's orders of a basket, oldest first. */
export async function ordersOf(basketId: string) {
  const { results } = await bindings.DB.prepare(
    'SELECT order_number, status FROM orders WHERE basket_id = ? ORDER BY created_at, rowid',
  )
    .bind(basketId)
    .all<{ order_number: string; status: string }>()
  return results
}

/** How many payments the provider made under an order's reference. */
export async function paymentsFor(reference: string) {
  return (await paymentRows(reference)).length
}

/** The provider's payments under a merchant reference (an order number), with their result and amount. */
export async function paymentRows(reference: string) {
  const { results } = await paymentsDb
    .prepare(
      'SELECT psp_reference, method_type, status, value FROM payments WHERE merchant_reference = ? ORDER BY created_at, rowid',
    )
    .bind(reference)
    .all<{ psp_reference: string; method_type: string; status: string; value: number }>()
  return results
}

/** Every payment the provider made for a basket's orders, whatever their order numbers. */
export async function paymentsOfBasket(basketId: string) {
  const rows = []
  for (const order of await ordersOf(basketId)) rows.push(...(await paymentRows(order.order_number)))
  return rows
}

/** The provider's cancels under a merchant reference. */
export async function cancelsOf(reference: string) {
  const { results } = await paymentsDb
    .prepare('SELECT kind, payment_psp_reference, success FROM modifications WHERE payment_reference = ?')
    .bind(reference)
    .all<{ kind: string; payment_psp_reference: string | null; success: number }>()
  return results
}

/** Answers the 3-D Secure challenge as the shopper would; the result the provider's page posts to the shop. */
export async function answerChallenge(provider: TestPaymentProvider, url: string, code: string) {
  const token = new URL(url).searchParams.get('token') ?? ''
  const response = await provider.fetch('/checkoutshopper/threeds2/challenge', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
    body: new URLSearchParams({ token, origin: TEST_PROVIDER.shopOrigin, code, action: 'submit' }).toString(),
  })
  return /"threeDSResult":"([^"]+)"/.exec(await response.text())?.[1] as string
}

/**
 * Decides on the provider's pay-later page as the shopper would (`url` is the order's redirect action); answers
 * the way back to the shop the provider then sends the shopper, with its `redirectResult`.
 */
export async function decidePayLater(
  provider: TestPaymentProvider,
  url: string,
  decision: 'approve' | 'decline',
): Promise<URL> {
  const token = new URL(url).searchParams.get('token') ?? ''
  const answer = await provider.fetch('/checkoutshopper/paylater', {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_PROVIDER.origin },
    body: new URLSearchParams({ token, decision }).toString(),
  })
  return new URL(answer.headers.get('location') ?? '')
}

/**
 * Lets time pass on the fake clock while `work` runs, `stepMs` at a time with a few real milliseconds between
 * steps for the I/O in flight, until `work` settles: the timers of every party (provider delays, the cart service's
 * limit, the storefront's budget) fire in their order, as they would in real time, without waiting for them.
 */
export async function timeLapse<T>(clock: FakeClock, work: Promise<T>, stepMs = 250, limitMs = 120_000) {
  let done = false
  const watched = work.finally(() => {
    done = true
  })
  for (let passed = 0; !done && passed < limitMs; passed += stepMs) {
    await scheduler.wait(15)
    if (!done) clock.advance(stepMs)
  }
  return watched
}
