import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart, CartAddress } from '../../shared/bag/cart'
import { US_ADDRESS } from '../fixtures/checkout'
import { formPost, jsonPost } from './browser'
import { shopperWithStyle } from './cart-helpers'
import type { TestEnv } from './harness'
import { callMockApi, clearUpstreamCache, createTestShop, request } from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

/** The address as a shopper might type it, without any capitals. */
const TYPED = { ...US_ADDRESS, addressLine1: '12 main street', addressLine2: 'apt 12', city: 'seattle' }

const post = async (env: TestEnv, body: unknown, cookie: string) => {
  const response = await request('/api/checkout/shipping', { env, ...jsonPost(body, cookie) })
  return {
    status: response.status,
    body: (await response.json()) as { cart: Cart; step: string; suggestion: CartAddress | null },
  }
}

describe('the shipping step’s address check', () => {
  it('asks the cart service first, and shows its suggestion without saving anything', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    upstream.calls.length = 0
    const answer = await post(env, TYPED, cookie)
    expect(answer.status).toBe(200)
    expect(answer.body.step).toBe('shipping')
    expect(answer.body.suggestion).toMatchObject({
      addressLine1: '12 Main Street',
      addressLine2: 'Apt 12',
      city: 'Seattle',
      postalCode: '98101',
    })
    expect(answer.body.cart.shippingAddress).toBeNull()
    const paths = upstream.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)
    expect(
      paths.some((path) => /^POST \/api\/cart\/v1\/cart\/\w+\/shippingAddress\/validation$/.test(path)),
    ).toBe(true)
    expect(paths.some((path) => path.startsWith('POST /api/cart/v2/cart/'))).toBe(false)
  })

  it('keeps the suggested address when the shopper chooses it, and the entered one when they choose that', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const suggested = await post(env, { ...TYPED, addressChoice: 'suggested' }, cookie)
    expect(suggested.body.step).toBe('billing')
    expect(suggested.body.cart.shippingAddress).toMatchObject({
      addressLine1: '12 Main Street',
      addressLine2: 'Apt 12',
      city: 'Seattle',
    })
    const entered = await post(env, { ...TYPED, addressChoice: 'entered' }, cookie)
    expect(entered.body.step).toBe('billing')
    expect(entered.body.cart.shippingAddress).toMatchObject({
      addressLine1: '12 main street',
      city: 'seattle',
    })
  })

  it('goes straight on with an address the service writes the same', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const answer = await post(env, US_ADDRESS, cookie)
    expect(answer.body).toMatchObject({ step: 'billing', suggestion: null })
  })

  it('goes on without the check when the cart service cannot make it', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const basketId = (await sessionState(cookie)).carts?.['KST-US']
    upstream.fail(`/api/cart/v1/cart/${basketId}/shippingAddress/validation`)
    const answer = await post(env, TYPED, cookie)
    expect(answer.status).toBe(200)
    expect(answer.body.step).toBe('billing')
    expect(answer.body.cart.shippingAddress).toMatchObject({ addressLine1: '12 main street' })
  })

  it('offers the choice as a plain form without JavaScript, and goes on with the one chosen', async () => {
    const { upstream, env } = createTestShop()
    const { cookie } = await shopperWithStyle(env, upstream, 'KS100013')
    const form = (body: Record<string, string>) =>
      request('/en-us/checkout', { env, ...formPost(new URLSearchParams(body).toString(), cookie) })
    const shown = await form({ ...TYPED, method: 'standard' })
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain('We suggest')
    expect(html).toMatch(/<input[^>]*name="addressChoice"[^>]*checked=""[^>]*value="suggested"/)
    expect(html).toMatch(/<input[^>]*type="radio"[^>]*name="addressChoice"[^>]*value="entered"/)
    expect(html).toContain('12 Main Street')
    // The fields keep what was typed, so choosing "as entered" sends it as it was.
    expect(html).toMatch(/<input[^>]*id="shipping-addressLine1"[^>]*value="12 main street"/)
    const chosen = await form({ ...TYPED, method: 'standard', addressChoice: 'suggested' })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('location')).toBe('/en-us/checkout/billing')
    const cart = (await (
      await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    ).json()) as { cart: Cart }
    expect(cart.cart.shippingAddress?.addressLine1).toBe('12 Main Street')
  })
})

describe('the mock cart service’s address validation', () => {
  const validate = async (address: Record<string, string>, currency = 'USD') => {
    const { upstream } = createTestShop()
    const made = (await (
      await callMockApi(upstream, '/api/cart/v1/cart', { method: 'POST', body: JSON.stringify({ currency }) })
    ).json()) as { basketId: string }
    const response = await callMockApi(
      upstream,
      `/api/cart/v1/cart/${made.basketId}/shippingAddress/validation`,
      {
        method: 'POST',
        body: JSON.stringify({ address }),
      },
    )
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const WIRE = {
    firstName: 'Ana',
    lastName: 'Silva',
    addressLine1: '1600 Pennsylvania Ave NW',
    addressLine2: 'Suite 4B',
    city: 'Washington',
    province: 'DC',
    postalCode: '20500',
    countryCode: 'US',
    phone: '2065550110',
  }

  it('answers a suggestion only when the postal service would write the address otherwise', async () => {
    expect((await validate(WIRE)).body).toEqual({ valid: true })
    const capitals = await validate({ ...WIRE, addressLine1: '1600 PENNSYLVANIA AVE NW', city: 'WASHINGTON' })
    expect(capitals.body).toMatchObject({
      valid: true,
      suggestion: { addressLine1: '1600 Pennsylvania Ave NW', addressLine2: 'Suite 4B', city: 'Washington' },
    })
    const postcode = await validate(
      { ...WIRE, countryCode: 'GB', postalCode: 'sw1a  2aa', province: '' },
      'GBP',
    )
    expect(postcode.body).toMatchObject({ suggestion: { postalCode: 'SW1A 2AA' } })
  })

  it('refuses what it cannot deliver to, as keeping the address would', async () => {
    const poBox = await validate({ ...WIRE, addressLine1: 'PO Box 12' })
    expect(poBox.status).toBe(400)
    expect(poBox.body).toMatchObject({ errorDetails: [{ errorId: 'SHP500' }] })
    const incomplete = await validate({ ...WIRE, city: '' })
    expect(incomplete.body).toMatchObject({ errorDetails: [{ errorId: 'CHK320' }] })
  })
})
