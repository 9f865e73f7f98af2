/**
 * Helpers for the order history tests: orders placed through the shop as a shopper would (bag, shipping, billing,
 * a card), the warehouse's moves made through the mock's development route, and the state the tests inspect.
 */
import { expect } from 'vitest'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { call, placeByCard, variantsInStock } from './cart-helpers'
import { bindings, request, TEST_SECRETS, type TestEnv, type Upstream } from './harness'

/** The seeded e-gift card's SKU of 25 in any currency. */
export const EGIFT_25 = 'KS90000142025'

/** A line of the bag: a variant and how many, or an e-gift card to a recipient. */
export type OrderLine = { sku: string; qty: number } | { egiftTo: string }

/**
 * Places an order through the shop with the shopper's session (a guest's or a signed-in one): the lines into the
 * bag, a US shipping address with `email`, billing as shipping, a card the provider authorises at once.
 */
export async function placeOrder(
  env: TestEnv,
  upstream: Upstream,
  options: { cookie?: string; email: string; lines: readonly OrderLine[] },
): Promise<{ cookie: string; order: Order }> {
  let cookie = options.cookie ?? ''
  for (const line of options.lines) {
    const body =
      'sku' in line
        ? { productId: line.sku, qty: line.qty }
        : { productId: EGIFT_25, qty: 1, giftTo: 'Sam', giftEmail: line.egiftTo, giftMessage: 'Enjoy!' }
    const added = await call(env, '/api/cart/items', body, cookie)
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    cookie = added.cookie
  }
  const shipping = await call(env, '/api/checkout/shipping', { ...US_ADDRESS, email: options.email }, cookie)
  expect(shipping.status, JSON.stringify(shipping.body)).toBe(200)
  expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
  const placed = await placeByCard(env, upstream, cookie)
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  return { cookie: placed.cookie, order: (placed.body as { order: Order }).order }
}

/** One variant in stock (20 or more), for an order's line. */
export async function oneVariant(upstream: Upstream) {
  const [variant] = await variantsInStock(upstream, 20, 1)
  if (!variant) throw new Error('no variant in stock')
  return variant
}

/** The warehouse's next move of an order (or up `to` a status, `at` a time), by the mock's development route. */
export async function advanceOrder(
  upstream: Upstream,
  orderNumber: string,
  body: { to?: 'Processing' | 'Shipped' | 'Delivered'; at?: string } = {},
) {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/orders/${orderNumber}/advance`,
    {
      method: 'POST',
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

export const onlineStock = async (sku: string) =>
  (
    await bindings.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ online_stock: number }>()
  )?.online_stock ?? 0

/** The emails the mock "sent" to an address, newest first. */
export const outboxOf = async (to: string) =>
  (
    await bindings.DB.prepare('SELECT subject, link FROM outbox WHERE to_address = ? ORDER BY id DESC')
      .bind(to)
      .all<{ subject: string; link: string }>()
  ).results

/** A GET of the storefront's API as an island asks: JSON, the page's locale. */
export const apiGet = (env: TestEnv, path: string, cookie: string, headers: Record<string, string> = {}) =>
  request(path, { env, headers: { cookie, 'x-storefront-locale': 'en-us', ...headers } })
