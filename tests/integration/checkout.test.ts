import { beforeEach, describe, expect, it } from 'vitest'
import { type Cart, CartResponseSchema } from '../../shared/cart'
import { US_ADDRESS } from '../fixtures/checkout'
import { shopperWithStyle } from './cart-helpers'
import {
  clearUpstreamCache,
  cookieOf,
  createTestEnv,
  createUpstream,
  formPost,
  jsonPost,
  request,
  TEST_SECRETS,
} from './harness'

beforeEach(clearUpstreamCache)

type Env = ReturnType<typeof createTestEnv>

/** A shopper with one line in a US bag; their cookie. */
const shopperWithBag = async (env: Env, upstream: ReturnType<typeof createUpstream>) =>
  (await shopperWithStyle(env, upstream, 'KS100013')).cookie

const post = async (env: Env, path: string, body: unknown, cookie: string) => {
  const response = await request(path, { env, ...jsonPost(body, cookie) })
  return {
    status: response.status,
    body: (await response.json()) as { cart?: Cart; step?: string } & Record<string, unknown>,
  }
}

describe('checkout', () => {
  it('takes the shipping address and method, then the billing address, and the cart holds both with its tax', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await shopperWithBag(env, upstream)
    const shipping = await post(env, '/api/checkout/shipping', { ...US_ADDRESS, method: 'express' }, cookie)
    expect(shipping.status).toBe(200)
    expect(shipping.body.step).toBe('billing')
    const cart = CartResponseSchema.parse({ cart: shipping.body.cart }).cart as Cart
    expect(cart.shippingAddress).toMatchObject({
      city: 'Seattle',
      province: 'WA',
      postalCode: '98101',
      phone: '2065550110',
    })
    expect(cart.email).toBe('ana@example.com')
    expect(cart.shipment?.method).toBe('express')
    expect(cart.totals.tax).toBeCloseTo(
      (cart.totals.itemTotal - cart.totals.totalDiscount + 19.95) * 0.065,
      2,
    )

    const billing = await post(
      env,
      '/api/checkout/billing',
      { sameAsShipping: true, newsletter: true },
      cookie,
    )
    expect(billing.status).toBe(200)
    expect(billing.body.step).toBe('summary')
    expect(billing.body.cart?.billingAddress).toEqual(cart.shippingAddress)
    expect(billing.body.cart?.newsletterConsent).toBe(true)
  })

  it('refuses an address by the rules with each field’s message in the shopper’s language', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await shopperWithBag(env, upstream)
    const refused = await post(
      env,
      '/api/checkout/shipping',
      { ...US_ADDRESS, email: 'not-an-email', postalCode: '9810', phone: '123', firstName: 'A' },
      cookie,
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'ADDRESS_INVALID', message: 'Please check the fields marked below.' }],
      placement: 'field',
      fields: {
        email: 'Email is not valid',
        postalCode: 'Enter a ZIP code like 12345.',
        phone: 'Enter a 10-digit phone number.',
        firstName: 'Use at least 2 characters.',
      },
    })
  })

  it('words the cart service’s own refusals of an address: a PO box, a country it cannot deliver to', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await shopperWithBag(env, upstream)
    const poBox = await post(
      env,
      '/api/checkout/shipping',
      { ...US_ADDRESS, addressLine1: 'PO Box 12' },
      cookie,
    )
    expect(poBox.status).toBe(422)
    expect(poBox.body).toMatchObject({ errorDetails: [{ errorId: 'SHP500' }], action: 'backToShipping' })
    const canada = await post(
      env,
      '/api/checkout/shipping',
      { ...US_ADDRESS, country: 'CA', province: 'QC', postalCode: 'H2X 1Y4', city: 'Montréal' },
      cookie,
    )
    expect(canada.status).toBe(422)
    expect(canada.body).toMatchObject({ errorDetails: [{ errorId: 'PAY401' }] })
  })

  it('applies the platform’s own rules for a country on top of the shop’s (a house number in Germany)', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    const details = (await (
      await upstream.fetcher.fetch(
        'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=EUR',
        {
          headers,
        },
      )
    ).json()) as { variants: { sku: string; stock: number }[] }
    const sku = details.variants.find((variant) => variant.stock > 0)?.sku
    const added = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: sku, qty: 1 }),
      headers: { ...jsonPost({}).headers, 'x-storefront-locale': 'de-de' },
    })
    const cookie = cookieOf(added)
    const address = {
      email: 'lena@example.de',
      firstName: 'Lena',
      lastName: 'Vogel',
      addressLine1: 'Hauptstraße',
      city: 'Berlin',
      postalCode: '10115',
      country: 'DE',
      phone: '030 12345678',
    }
    const german = (body: unknown) =>
      request('/api/checkout/shipping', {
        env,
        ...jsonPost(body, cookie),
        headers: { ...jsonPost({}, cookie).headers, 'x-storefront-locale': 'de-de' },
      })
    const refused = await german(address)
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields).toEqual({
      addressLine1: 'Bitte gib die Hausnummer an.',
    })
    expect((await german({ ...address, addressLine1: 'Hauptstraße 5' })).status).toBe(200)
  })

  it('sends a shopper to the step their cart is ready for, and an empty bag to the bag', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const empty = await request('/en-us/checkout', { env, redirect: 'manual' })
    expect(empty.status).toBe(302)
    expect(empty.headers.get('location')).toBe('/en-us/cart')
    const cookie = await shopperWithBag(env, upstream)
    const early = await request('/en-us/checkout/summary', { env, redirect: 'manual', headers: { cookie } })
    expect(early.headers.get('location')).toBe('/en-us/checkout')
    const page = await request('/en-us/checkout', { env, headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    expect(html).toContain('Step 1 of 3: Shipping')
    expect(html).toMatch(/<input[^>]*autoComplete="postal-code"|<input[^>]*autocomplete="postal-code"/)
    expect(html).not.toContain('data-island="popup-manager"')
    await post(env, '/api/checkout/shipping', US_ADDRESS, cookie)
    await post(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)
    const summary = await request('/en-us/checkout/summary', { env, headers: { cookie } })
    expect(await summary.text()).toContain('Step 3 of 3: Review and pay')
    expect((await request('/en-us/checkout/nowhere', { env, headers: { cookie } })).status).toBe(404)
  })

  it('takes the steps from plain forms, on to the next step or back with the error id', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const cookie = await shopperWithBag(env, upstream)
    const form = (path: string, body: Record<string, string>) =>
      request(`${path}?locale=en-us`, { env, ...formPost(new URLSearchParams(body).toString(), cookie) })
    const refused = await form('/api/checkout/shipping', { ...US_ADDRESS, postalCode: 'nope' })
    expect(refused.status).toBe(303)
    expect(refused.headers.get('location')).toBe('/en-us/checkout?checkout=ADDRESS_INVALID')
    const page = await request('/en-us/checkout?checkout=ADDRESS_INVALID', { env, headers: { cookie } })
    expect(await page.text()).toContain('Please check the fields marked below.')
    const saved = await form('/api/checkout/shipping', { ...US_ADDRESS, method: 'standard' })
    expect(saved.headers.get('location')).toBe('/en-us/checkout/billing')
    const billed = await form('/api/checkout/billing', { sameAsShipping: 'on' })
    expect(billed.headers.get('location')).toBe('/en-us/checkout/summary')
  })
})
