/** Shoppers with carts for the integration tests of the bag, delivery and checkout. */
import { expect } from 'vitest'
import { type Cart, CartResponseSchema } from '../../shared/cart'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { cookieOf, type createTestEnv, type createUpstream, jsonPost, request, TEST_SECRETS } from './harness'

type Upstream = ReturnType<typeof createUpstream>

export interface Variant {
  sku: string
  stock: number
}

/** Variants of seeded products (USD prices) in stock for at least `minimum`, without a per-order maximum. */
export async function variantsInStock(upstream: Upstream, minimum: number, count: number) {
  const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
  const found: (Variant & { price: number })[] = []
  for (let index = 0; found.length < count && index < 200; index++) {
    const style = `KS${100013 + index * 7}`
    const response = await upstream.fetcher.fetch(
      `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
      { headers },
    )
    const product = (await response.json()) as {
      maxQty: number | null
      price: { current: number }
      variants: Variant[]
    }
    const variant = product.variants.find((entry) => entry.stock >= minimum)
    if (variant && product.maxQty === null && product.price.current > 20)
      found.push({ ...variant, price: product.price.current })
  }
  if (found.length < count) throw new Error('not enough variants in stock')
  return found
}

/** A shopper with a US cart of the given lines; their cookie and the cart as the API answered it. */
export async function shopperWith(
  env: ReturnType<typeof createTestEnv>,
  lines: { sku: string; qty: number }[],
) {
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

export const call = async (
  env: ReturnType<typeof createTestEnv>,
  path: string,
  body: unknown,
  cookie: string,
) => {
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
  env: ReturnType<typeof createTestEnv>,
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
    { payment, idempotencyKey: crypto.randomUUID().replaceAll('-', '') },
    cookie,
  )
}

/** The shopper's cart as `GET /api/cart` answers it on the US site. */
export async function readCart(env: ReturnType<typeof createTestEnv>, cookie: string): Promise<Cart> {
  const response = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
  return CartResponseSchema.parse(await response.json()).cart as Cart
}
