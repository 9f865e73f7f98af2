/**
 * A cart's prices as the shopper last saw them, and `isPatchRequired` (decision 089, audit row 115): a line keeps
 * the price it was added at on a plain read (the header's count, the islands' refreshes); the bag and the checkout
 * read the cart priced again, and the bag says which line's price changed, from what to what, once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/bag/cart'
import { OWN_STYLES, ownProduct } from '../fixtures/seed-products'
import { shopperWith } from './cart-helpers'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  request,
  type TestEnv,
  type Upstream,
} from './harness'

beforeEach(clearUpstreamCache)

const repriced: { upstream: Upstream; sku: string }[] = []
afterEach(async () => {
  for (const { upstream, sku } of repriced.splice(0))
    await callMockApi(upstream, `/__dev/price/${sku}`, {
      method: 'POST',
      body: JSON.stringify({ price: null }),
    })
})

async function setPrice(upstream: Upstream, sku: string, price: number) {
  repriced.push({ upstream, sku })
  const answer = await callMockApi(upstream, `/__dev/price/${sku}`, {
    method: 'POST',
    body: JSON.stringify({ price }),
  })
  expect(answer.status).toBe(200)
}

/** The cart as the islands' refresh reads it (`GET /api/cart`, no patch). */
async function plainRead(env: TestEnv, cookie: string) {
  const response = await request('/api/cart', { env, headers: { cookie } })
  return CartResponseSchema.parse(await response.json()).cart
}

const basketOf = async (sku: string) =>
  (
    await bindings.DB.prepare('SELECT cart_id FROM cart_items WHERE sku = ? ORDER BY created_at DESC LIMIT 1')
      .bind(sku)
      .first<{ cart_id: string }>()
  )?.cart_id as string

/** A shopper with one line of a variant whose price then goes up by 10. */
async function lineWhosePriceRose(env: TestEnv, upstream: Upstream) {
  // A product of this file's own: the other files' tests, running beside it, never see its price move.
  const variant = ownProduct(OWN_STYLES.priceChanges)
  const { cookie, cart } = await shopperWith(env, [{ sku: variant.sku, qty: 2 }])
  const line = cart.items[0]
  if (!line) throw new Error('no line')
  const before = line.price.amount
  const after = Math.round((before + 10) * 100) / 100
  await setPrice(upstream, variant.sku, after)
  return { cookie, sku: variant.sku, line, before, after }
}

describe('the cart service’s isPatchRequired', () => {
  it('answers a line at the price it was added at, and priced again with the change named when asked', async () => {
    const { env, upstream } = createTestShop()
    const { sku, line, before, after } = await lineWhosePriceRose(env, upstream)
    const basketId = await basketOf(sku)
    type Wire = {
      items: { price: { amount: number } }[]
      flash: { type: string; details: Record<string, unknown> }[]
    }
    const plain = (await (await callMockApi(upstream, `/api/cart/v1/cart/${basketId}`)).json()) as Wire
    expect(plain.items[0]?.price.amount).toBe(before)
    expect(plain.flash.filter((flash) => flash.type === 'PriceChanged')).toEqual([])
    const patched = (await (
      await callMockApi(upstream, `/api/cart/v1/cart/${basketId}?isPatchRequired=true`)
    ).json()) as Wire
    expect(patched.items[0]?.price.amount).toBe(after)
    expect(patched.flash.filter((flash) => flash.type === 'PriceChanged')).toEqual([
      {
        type: 'PriceChanged',
        details: { itemId: line.id, productId: sku, name: line.name, from: before, to: after },
      },
    ])
    // Priced again, the line holds the new price: a plain read answers it, and nothing changed is named again.
    const again = (await (
      await callMockApi(upstream, `/api/cart/v1/cart/${basketId}?isPatchRequired=true`)
    ).json()) as Wire
    expect(again.items[0]?.price.amount).toBe(after)
    expect(again.flash.filter((flash) => flash.type === 'PriceChanged')).toEqual([])
  })

  it('refuses a dev price that is not an amount, and a SKU the catalogue does not have', async () => {
    const { upstream } = createTestShop()
    const bad = await callMockApi(upstream, '/__dev/price/KS100013001', {
      method: 'POST',
      body: JSON.stringify({ price: -1 }),
    })
    expect(bad.status).toBe(400)
    const unknown = await callMockApi(upstream, '/__dev/price/NOPE', {
      method: 'POST',
      body: JSON.stringify({ price: 10 }),
    })
    expect(unknown.status).toBe(404)
  })
})

describe('the bag and the checkout at today’s prices', () => {
  it('keeps the header’s reads at the old price; the bag reads it priced again and says the price changed, once', async () => {
    const { env, upstream } = createTestShop()
    const { cookie, line, before, after } = await lineWhosePriceRose(env, upstream)
    expect((await plainRead(env, cookie))?.items[0]?.price.amount).toBe(before)
    expect((await plainRead(env, cookie))?.flash).toEqual([])

    const bag = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    const money = (amount: number) => `$${amount.toFixed(2)}`
    expect(bag).toContain(`The price of ${line.name} changed from ${money(before)} to ${money(after)}.`)
    expect((await plainRead(env, cookie))?.items[0]?.price.amount).toBe(after)
    const reloaded = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    expect(reloaded).not.toContain(`The price of ${line.name} changed`)
  })

  it('prices the checkout’s cart again, so its totals are today’s', async () => {
    const { env, upstream } = createTestShop()
    const { cookie, before, after } = await lineWhosePriceRose(env, upstream)
    const calls = upstream.calls.length
    const checkout = await request('/en-us/checkout', { env, headers: { cookie } })
    expect(checkout.status).toBe(200)
    const reads = upstream.calls
      .slice(calls)
      .map((call) => new URL(call.url))
      .filter((url) => /\/cart\/v1\/cart\/[^/]+$/.test(url.pathname))
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.every((url) => url.searchParams.get('isPatchRequired') === 'true')).toBe(true)
    expect((await plainRead(env, cookie))?.items[0]?.price.amount).toBe(after)
    expect(after).not.toBe(before)
  })
})
