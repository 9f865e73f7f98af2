/** Shoppers with carts for the integration tests of the bag, delivery and checkout. */
import { expect } from 'vitest'
import type { BagFormIntent } from '../../shared/bag/bag-forms'
import { type Cart, CartResponseSchema } from '../../shared/bag/cart'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { cookieOf, formPost, jsonPost } from './browser'
import { bindings, request, TEST_SECRETS, type TestEnv, type Upstream } from './harness'

export interface Variant {
  sku: string
  stock: number
}

/**
 * A style's details as the mock product service answers the storefront, priced in `currency`; `T` names the
 * fields the test reads.
 */
export async function productDetails<T = { variants: Variant[] }>(
  upstream: Upstream,
  style: string,
  currency = 'USD',
): Promise<T> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/products/v2/products/${style}/details?currency=${currency}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  return (await response.json()) as T
}

/** Variants of seeded products (USD prices) in stock for at least `minimum`, without a per-order maximum. */
export async function variantsInStock(upstream: Upstream, minimum: number, count: number) {
  const found: (Variant & { price: number })[] = []
  for (let index = 0; found.length < count && index < 200; index++) {
    const product = await productDetails<{
      maxQty: number | null
      price: { current: number }
      variants: Variant[]
    }>(upstream, `KS${100013 + index * 7}`)
    const variant = product.variants.find((entry) => entry.stock >= minimum)
    if (variant && product.maxQty === null && product.price.current > 20)
      found.push({ ...variant, price: product.price.current })
  }
  if (found.length < count) throw new Error('not enough variants in stock')
  return found
}

/** A shopper with a US cart of the given lines; their cookie and the cart as the API answered it. */
export async function shopperWith(env: TestEnv, lines: { sku: string; qty: number }[]) {
  let cookie = ''
  let cart: Cart | null = null
  for (const line of lines) {
    const response = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: line.sku, qty: line.qty }, cookie),
    })
    expect(response.status).toBe(200)
    cookie = cookieOf(response, cookie)
    cart = CartResponseSchema.parse(await response.json()).cart
  }
  return { cookie, cart: cart as Cart }
}

/**
 * A shopper with one line of `style` in a US bag, a variant in stock for at least `minimum`: their cookie and the
 * cart as the API answered it.
 */
export async function shopperWithStyle(env: TestEnv, upstream: Upstream, style: string, minimum = 1) {
  const details = await productDetails(upstream, style)
  const sku = details.variants.find((variant) => variant.stock >= minimum)?.sku
  if (!sku) throw new Error(`no variant of ${style} in stock for ${minimum}`)
  return shopperWith(env, [{ sku, qty: 1 }])
}

/** Adds a line as the product page's island does (one, unless `body` says): the answer and the cookie after it. */
export async function addToBag(env: TestEnv, body: Record<string, unknown>, cookie = '') {
  const response = await request('/api/cart/items', { env, ...jsonPost({ qty: 1, ...body }, cookie) })
  const json = (await response.json()) as { cart?: Cart; fields?: Record<string, string> } & Record<
    string,
    unknown
  >
  return { status: response.status, cookie: cookieOf(response, cookie), body: json }
}

/** How many of a variant the seed's stock holds for online orders now. */
export const onlineStock = async (sku: string) =>
  (
    await bindings.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ online_stock: number }>()
  )?.online_stock

export const call = async (env: TestEnv, path: string, body: unknown, cookie: string) => {
  const response = await request(path, { env, ...jsonPost(body, cookie) })
  return {
    status: response.status,
    /** The session cookie after the call (a first add makes the session). */
    cookie: cookieOf(response, cookie),
    body: (await response.json()) as { cart?: Cart } & Record<string, unknown>,
  }
}

/**
 * Places the shopper's order with a card the mock provider authorises at once (or the test card `number`), as the
 * payment step does; the call's answer.
 */
export async function placeByCard(
  env: TestEnv,
  upstream: Upstream,
  cookie: string,
  number: string = TEST_CARDS.frictionless,
) {
  const card = await upstream.payments.encryptCard({ number })
  const payment = {
    code: 'CREDIT_CARD',
    paymentMethod: card.paymentMethod,
    brand: card.brand,
    lastFour: card.lastFour,
  }
  return call(
    env,
    '/api/checkout/orders',
    {
      payment,
      idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
      expected: await shownTotals(env, cookie),
    },
    cookie,
  )
}

/**
 * The total and tax the review step shows the shopper now, as the payment step sends them with the order (the
 * order is refused when the cart's are no longer these).
 */
export async function shownTotals(env: TestEnv, cookie: string, locale = 'en-us') {
  const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': locale } })
  const cart = CartResponseSchema.parse(await response.json()).cart
  return { total: cart?.totals.total ?? 0, tax: cart?.totals.tax ?? null }
}

/** The shopper's cart as `GET /api/cart` answers it on the US site. */
export async function readCart(env: TestEnv, cookie: string): Promise<Cart> {
  const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
  return CartResponseSchema.parse(await response.json()).cart as Cart
}

/**
 * A bag form posted without JavaScript: to the bag's own address, with what it does (`intent`, decision 072);
 * `headers` adds to (or replaces) the form's own.
 */
export const bagForm = (
  env: TestEnv,
  intent: BagFormIntent,
  fields: Record<string, string>,
  cookie: string,
  headers: Record<string, string> = {},
) => {
  const init = formPost(new URLSearchParams({ intent, ...fields }).toString(), cookie)
  return request('/en-us/cart', { env, ...init, headers: { ...init.headers, ...headers } })
}

/** The product page's add to bag posted without JavaScript: to the product's own address (decision 072). */
export const productForm = (env: TestEnv, productPath: string, fields: Record<string, string>, cookie = '') =>
  request(productPath, { env, ...formPost(new URLSearchParams(fields).toString(), cookie) })
