/**
 * A product the market's price book has no price for (INV702): the cart service refuses to add it, and a line
 * whose price was taken away after it went into the bag stays there, flagged at the line, and is never ordered.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearFaults } from '../../mock-api/faults'
import { UNPRICED_IN_MARKET } from '../../mock-api/seed/catalogue'
import type { Cart } from '../../shared/bag/cart'
import { OWN_STYLES } from '../fixtures/seed-products'
import { jsonPost } from './browser'
import { shownTotals } from './cart-helpers'
import { bindings, callMockApi, clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'
import {
  cardPayment,
  key,
  ordersOf,
  post,
  quietRefusals,
  readyToPay,
  readyToPayOwn,
} from './placement-helpers'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const NO_PRICE = 'This item cannot be bought right now.'

/** An add of one of `sku` on a site, as the product page's island sends it. */
async function add(env: TestEnv, sku: string, locale: string) {
  const { headers, ...init } = jsonPost({ productId: sku, qty: 1 }, '')
  const response = await request('/api/cart/items', {
    env,
    ...init,
    headers: { ...headers, 'x-storefront-locale': locale },
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A variant of the demo product the British price book leaves out, in stock. */
async function unpricedSku() {
  const row = await bindings.DB.prepare(
    'SELECT sku FROM variants WHERE style_code = ? AND online_stock > 2 ORDER BY sku LIMIT 1',
  )
    .bind(UNPRICED_IN_MARKET.styleCode)
    .first<{ sku: string }>()
  return row?.sku as string
}

describe('a product with no price in the market', () => {
  it('is refused at the item when added on that market’s site, and sold where it has a price', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    await readyToPay(env, upstream) // the mock's catalogue is seeded on its first call
    const sku = await unpricedSku()
    const refused = await add(env, sku, 'en-gb')
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'INV702', message: NO_PRICE }],
      placement: 'item',
    })
    expect((await add(env, sku, 'en-us')).status).toBe(200)
  })

  it('flags a bag line whose price was taken away at the line, and refuses its order at the item', async () => {
    quietRefusals()
    const { upstream, env } = createTestShop()
    // A product of this file's own: the other files' tests, running beside it, never meet it without a price.
    const cookie = await readyToPayOwn(env, OWN_STYLES.noPrice)
    const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
    const read = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    const line = ((await read.json()) as { cart: Cart }).cart.items[0]
    const style = await bindings.DB.prepare('SELECT style_code FROM variants WHERE sku = ?')
      .bind(line?.productId)
      .first<{ style_code: string }>()
    const price = await bindings.DB.prepare("SELECT * FROM prices WHERE style_code = ? AND currency = 'USD'")
      .bind(style?.style_code)
      .first<Record<string, number | string | null>>()
    // The price book loses the line's price, as the development route takes it away.
    const unpriced = await callMockApi(upstream, `/__dev/stock/${line?.productId}`, {
      method: 'POST',
      body: JSON.stringify({ unpriced: 'USD' }),
    })
    expect(unpriced.status).toBe(200)
    try {
      // The line stays in the bag, flagged where it is, and the page says why.
      const again = await request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
      const cart = ((await again.json()) as { cart: Cart }).cart
      expect(cart.items.map((item) => item.id)).toContain(line?.id)
      expect(cart.flash).toContainEqual(
        expect.objectContaining({ code: 'ProductLineItemPriceMissing', itemId: line?.id }),
      )
      const bag = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
      expect(bag).toContain(`id="bag-line-notice-${line?.id}"`)
      expect(bag.slice(bag.indexOf(`id="bag-line-notice-${line?.id}"`))).toContain(NO_PRICE)
      // Its price is said to be unavailable, not shown as nothing.
      const lineHtml = bag.slice(
        bag.indexOf(`id="bag-line-${line?.id}"`),
        bag.indexOf(`id="bag-line-notice-${line?.id}"`),
      )
      expect(lineHtml).toContain('<p class="bag-line__price">Price unavailable</p>')
      expect(lineHtml).not.toContain('$0.00')
      // No order is made at no price: refused at the line, nothing charged.
      const refused = await post(
        env,
        '/api/checkout/orders',
        {
          payment: await cardPayment(upstream.payments),
          idempotencyKey: key(),
          expected: await shownTotals(env, cookie),
        },
        cookie,
      )
      expect(refused.status, refused.text).toBe(422)
      expect(refused.body).toMatchObject({
        errorDetails: [{ errorId: 'INV702', message: NO_PRICE }],
        placement: 'item',
      })
      expect(await ordersOf(basketId)).toEqual([])
    } finally {
      await bindings.DB.prepare(
        'INSERT INTO prices (style_code, currency, original, current, high_original, high_current) VALUES (?, ?, ?, ?, ?, ?)',
      )
        .bind(
          price?.style_code,
          'USD',
          price?.original,
          price?.current,
          price?.high_original ?? null,
          price?.high_current ?? null,
        )
        .run()
    }
  })
})
