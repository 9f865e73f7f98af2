import { beforeEach, describe, expect, it } from 'vitest'
import { type Cart, CartResponseSchema } from '../../shared/bag/cart'
import { US_ADDRESS } from '../fixtures/checkout'
import { cookieOf, jsonPost } from './browser'
import { shopperWithStyle, variantsInStock } from './cart-helpers'
import { callMockApi, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'
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
    expect(pathsOf(upstream.calls)).toContainEqual(
      expect.stringMatching(/^DELETE \/api\/cart\/v1\/cart\/\w+\/billingAddress$/),
    )
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
