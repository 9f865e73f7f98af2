import { beforeEach, describe, expect, it } from 'vitest'
import { deviceFingerprintSource, FRAUD_CHECK_FROM } from '../../mock-api/cart/fraud-check'
import { type Cart, CartResponseSchema } from '../../shared/bag/cart'
import { US_ADDRESS } from '../fixtures/checkout'
import { TEST_CARDS } from '../fixtures/payment-provider'
import { cookieOf, jsonPost } from './browser'
import { call, shopperWith, shopperWithStyle, shownTotals, variantsInStock } from './cart-helpers'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  request,
  type TestEnv,
  type Upstream,
} from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

const pathsOf = (calls: Request[]) => calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)

describe('the first add to bag', () => {
  it('makes the cart with its item in one call to the cart service', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 3, 1)
    upstream.calls.length = 0
    const response = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: variant?.sku, qty: 2 }),
    })
    expect(response.status).toBe(200)
    const cart = CartResponseSchema.parse(await response.json()).cart
    expect(cart?.items.find((line) => line.productId === variant?.sku)?.qty).toBe(2)
    const cartCalls = pathsOf(upstream.calls).filter((call) => call.includes('/api/cart/'))
    expect(cartCalls).toContain('POST /api/cart/v1/cartWithItem')
    expect(cartCalls).not.toContain('POST /api/cart/v1/cart')
    expect(cartCalls).not.toContain('POST /api/cart/v1/item')
    const made = upstream.calls.find((call) => new URL(call.url).pathname === '/api/cart/v1/cartWithItem')
    expect(new URL(made?.url ?? '').searchParams.get('currency')).toBe('USD')
    const basketId = (await sessionState(cookieOf(response))).carts?.['KST-US']
    expect(basketId).toMatch(/^[0-9a-f]{32}$/)
    // A second add goes to the cart it made.
    const again = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: variant?.sku, qty: 1 }, cookieOf(response)),
    })
    const body = await again.json()
    expect(again.status, JSON.stringify(body)).toBe(200)
    const line = CartResponseSchema.parse(body).cart?.items.find((entry) => entry.productId === variant?.sku)
    expect(line?.qty).toBe(3)
    expect((await sessionState(cookieOf(again, cookieOf(response)))).carts?.['KST-US']).toBe(basketId)
  })

  it('is refused as an add is, and a refused first add makes no cart', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const response = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: variant?.sku, qty: (variant?.stock ?? 0) + 1 }),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'INV408' }], placement: 'item' })
    const cookie = cookieOf(response)
    expect(cookie ? (await sessionState(cookie)).carts?.['KST-US'] : undefined).toBeUndefined()
    const unknown = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: 'ZZ99999900199', qty: 1 }),
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] })
  })
})

describe('the mock cart service’s cartWithItem', () => {
  it('answers the new cart in the query’s currency with the item, 201', async () => {
    const { upstream } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const made = await callMockApi(upstream, '/api/cart/v1/cartWithItem?currency=GBP&country=GB', {
      method: 'POST',
      body: JSON.stringify({ productId: variant?.sku, qty: 1 }),
    })
    expect(made.status).toBe(201)
    const cart = (await made.json()) as { basketId: string; currency: string; items: { productId: string }[] }
    expect(cart.currency).toBe('GBP')
    expect(cart.items.map((item) => item.productId)).toContain(variant?.sku)
    const read = await callMockApi(upstream, `/api/cart/v1/cart/${cart.basketId}`)
    expect(read.status).toBe(200)
  })

  it('refuses a malformed item or market with API400 and makes no cart', async () => {
    const { upstream } = createTestShop()
    for (const [query, body] of [
      ['currency=USD', { qty: 1 }],
      ['currency=XYZ', { productId: 'KS100013001M', qty: 1 }],
      ['currency=USD', { productId: 'KS100013001M', qty: 0 }],
    ] as const) {
      const made = await callMockApi(upstream, `/api/cart/v1/cartWithItem?${query}`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
      expect(made.status, query).toBe(400)
      expect(await made.json()).toMatchObject({ errorDetails: [{ errorId: 'API400' }] })
    }
  })
})

describe('an address the checkout no longer holds', () => {
  const post = async (env: TestEnv, path: string, body: unknown, cookie: string) => {
    const response = await request(path, { env, ...jsonPost(body, cookie) })
    expect(response.status, path).toBe(200)
    return (await response.json()) as { cart: Cart; step: string }
  }

  it('takes the billing address “same as shipping” off the cart when the shipping address changes', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)
    const billed = await post(
      env,
      '/api/checkout/billing',
      { sameAsShipping: true, newsletter: false },
      cookie,
    )
    expect(billed.cart.billingAddress?.addressLine1).toBe('12 Main Street')
    upstream.calls.length = 0
    const moved = await post(
      env,
      '/api/checkout/shipping',
      { ...US_ADDRESS, addressLine1: '500 Pine Street' },
      cookie,
    )
    expect(moved.step).toBe('billing')
    expect(moved.cart.shippingAddress?.addressLine1).toBe('500 Pine Street')
    expect(moved.cart.billingAddress).toBeNull()
    // The old billing address comes off first: a failure after it leaves the billing step asking, not the old one.
    expect(pathsOf(upstream.calls).filter((call) => /(billing|shipping)Address$/.test(call))).toEqual([
      expect.stringMatching(/^DELETE \/api\/cart\/v1\/cart\/\w+\/billingAddress$/),
      expect.stringMatching(/^POST \/api\/cart\/v2\/cart\/\w+\/shippingAddress$/),
    ])
    // The cart service holds it so: the review waits for the billing step again.
    const basketId = (await sessionState(cookie)).carts?.['KST-US']
    const stored = (await (await callMockApi(upstream, `/api/cart/v1/cart/${basketId}`)).json()) as {
      billingAddress: unknown
    }
    expect(stored.billingAddress ?? null).toBeNull()
    const review = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    expect(review.headers.get('location')).toBe('/en-us/checkout/billing')
  })

  it('keeps a billing address of its own, and one the same shipping address was saved again for', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)
    await post(env, '/api/checkout/billing', { sameAsShipping: true, newsletter: false }, cookie)
    const again = await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)
    expect(again.cart.billingAddress?.addressLine1).toBe('12 Main Street')
    await post(
      env,
      '/api/checkout/billing',
      { ...US_ADDRESS, addressLine1: '9 Billing Lane', sameAsShipping: false, newsletter: false },
      cookie,
    )
    const moved = await post(
      env,
      '/api/checkout/shipping',
      { ...US_ADDRESS, addressLine1: '500 Pine Street' },
      cookie,
    )
    expect(moved.cart.billingAddress?.addressLine1).toBe('9 Billing Lane')
  })
})

describe('the device fingerprint of an order', () => {
  /** A shopper through shipping and billing with `lines`; their cookie and basket id. */
  async function readyToPay(env: TestEnv, lines: { sku: string; qty: number }[]) {
    const { cookie } = await shopperWith(env, lines)
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    const billed = await call(
      env,
      '/api/checkout/billing',
      { sameAsShipping: true, newsletter: false },
      cookie,
    )
    expect(billed.status).toBe(200)
    return { cookie, basketId: (await sessionState(cookie)).carts?.['KST-US'] ?? '' }
  }

  const byCard = async (
    upstream: Upstream,
    env: TestEnv,
    cookie: string,
    extra: Record<string, unknown> = {},
  ) => {
    const card = await upstream.payments.encryptCard({ number: TEST_CARDS.frictionless })
    return {
      payment: {
        code: 'CREDIT_CARD',
        paymentMethod: card.paymentMethod,
        brand: card.brand,
        lastFour: card.lastFour,
      },
      idempotencyKey: crypto.randomUUID().replaceAll('-', ''),
      expected: await shownTotals(env, cookie),
      ...extra,
    }
  }

  const sentFingerprints = async (upstream: Upstream) =>
    Promise.all(
      upstream.calls
        .filter((entry) => new URL(entry.url).pathname === '/api/cart/v1/deviceFingerPrint')
        .map(async (entry) => (await entry.clone().json()) as Record<string, string>),
    )

  it('is given to the cart before the order is placed: the provider’s risk data from the browser', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie, basketId } = await readyToPay(env, [{ sku: variant?.sku ?? '', qty: 1 }])
    upstream.calls.length = 0
    const riskData = btoa(JSON.stringify({ version: 1, screen: [390, 844, 24] }))
    const placed = await call(
      env,
      '/api/checkout/orders',
      await byCard(upstream, env, cookie, { deviceFingerprint: riskData }),
      cookie,
    )
    expect(placed.status).toBe(200)
    const paths = pathsOf(upstream.calls)
    const sent = paths.indexOf('POST /api/cart/v1/deviceFingerPrint')
    expect(sent).toBeGreaterThanOrEqual(0)
    expect(sent).toBeLessThan(paths.indexOf('PUT /api/cart/v2/checkout/order'))
    expect(await sentFingerprints(upstream)).toEqual([
      { cartId: basketId, deviceFingerprint: riskData, source: 'browser' },
    ])
  })

  it('is what the worker knows of the device, hashed, when the browser sent none', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie, basketId } = await readyToPay(env, [{ sku: variant?.sku ?? '', qty: 1 }])
    upstream.calls.length = 0
    expect(
      (await call(env, '/api/checkout/orders', await byCard(upstream, env, cookie), cookie)).status,
    ).toBe(200)
    const [sent] = await sentFingerprints(upstream)
    expect(sent?.cartId).toBe(basketId)
    expect(sent?.source).toBe('server')
    // A SHA-256 hash: the same for the same device, nothing of it readable.
    expect(sent?.deviceFingerprint).toMatch(/^[A-Za-z0-9+/]{43}=$/)
  })

  it('is the worker’s own when the browser’s is not of the shape the cart service takes: the order goes on', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 1, 1)
    const { cookie } = await readyToPay(env, [{ sku: variant?.sku ?? '', qty: 1 }])
    upstream.calls.length = 0
    const odd = { deviceFingerprint: `${'a-b_'.repeat(10)}${'x'.repeat(5000)}` }
    expect(
      (await call(env, '/api/checkout/orders', await byCard(upstream, env, cookie, odd), cookie)).status,
    ).toBe(200)
    expect((await sentFingerprints(upstream)).map((sent) => sent.source)).toEqual(['server'])
  })

  it('lets the cart service’s fraud check refuse a large payment that comes without one, and take it with one', async () => {
    const { upstream, env } = createTestShop()
    const variants = await variantsInStock(upstream, 10, 8)
    const lines: { sku: string; qty: number }[] = []
    let total = 0
    for (const variant of variants) {
      if (total >= FRAUD_CHECK_FROM) break
      lines.push({ sku: variant.sku, qty: 10 })
      total += variant.price * 10
    }
    expect(total).toBeGreaterThanOrEqual(FRAUD_CHECK_FROM)
    const { cookie, basketId } = await readyToPay(env, lines)
    upstream.fail('/api/cart/v1/deviceFingerPrint')
    const refused = await call(env, '/api/checkout/orders', await byCard(upstream, env, cookie), cookie)
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errorDetails: [
        { errorId: 'PYT402', message: 'We couldn’t verify this payment. Please use another payment method.' },
      ],
    })
    expect(await deviceFingerprintSource(bindings.DB, basketId)).toBeNull()
    upstream.heal()
    const placed = await call(env, '/api/checkout/orders', await byCard(upstream, env, cookie), cookie)
    expect(placed.status).toBe(200)
    expect(await deviceFingerprintSource(bindings.DB, basketId)).toBe('server')
  })

  it('is refused by the mock cart service when malformed, and for a cart it does not know', async () => {
    const { upstream } = createTestShop()
    const made = (await (
      await callMockApi(upstream, '/api/cart/v1/cart', { method: 'POST', body: '{}' })
    ).json()) as {
      basketId: string
    }
    const send = (body: unknown) =>
      callMockApi(upstream, '/api/cart/v1/deviceFingerPrint', { method: 'POST', body: JSON.stringify(body) })
    expect((await send({ cartId: made.basketId, deviceFingerprint: 'not base64!' })).status).toBe(400)
    expect((await send({ cartId: 'nope', deviceFingerprint: 'c2VydmVyLzE=' })).status).toBe(404)
    const kept = await send({ cartId: made.basketId, deviceFingerprint: 'c2VydmVyLzE=', source: 'browser' })
    expect(await kept.json()).toEqual({ basketId: made.basketId, received: true, source: 'browser' })
    expect(await deviceFingerprintSource(bindings.DB, made.basketId)).toBe('browser')
  })
})
