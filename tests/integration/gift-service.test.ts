/**
 * The gift service (a message card, wrapped at the warehouse) does not take every item: gear ships in its maker's
 * carton, too bulky to wrap, and the cart service refuses its gift message as GFO404, shown at the line.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { seededProduct } from '../fixtures/seed-products'
import { bagForm, call, readCart, shopperWith } from './cart-helpers'
import { clearUpstreamCache, createTestShop } from './harness'

beforeEach(clearUpstreamCache)

const GIFT = { giftTo: 'Sam', giftEmail: 'sam@example.com', giftMessage: 'Happy trails' }
const UNAVAILABLE = 'This gift is not available for your order.'

describe('a gift message for an item the gift service does not take', () => {
  it('is refused as GFO404 at the line, by script and by plain form, and the line stays as it was', async () => {
    const { env } = createTestShop()
    const gear = seededProduct({ currency: 'USD', kind: 'gear', stock: 2 })
    const tee = seededProduct({ currency: 'USD', kind: 'apparel', stock: 2 })
    const { cookie, cart } = await shopperWith(env, [
      { sku: gear.sku, qty: 1 },
      { sku: tee.sku, qty: 1 },
    ])
    const lineOf = (sku: string) => cart.items.find((item) => item.productId === sku)
    const bulky = lineOf(gear.sku)
    const refused = await call(env, '/api/cart/items/update', { itemId: bulky?.id, ...GIFT }, cookie)
    expect(refused.status).toBe(404)
    expect(refused.body).toMatchObject({
      errorDetails: [{ errorId: 'GFO404', message: UNAVAILABLE }],
      placement: 'item',
    })
    // Without JavaScript: the bag again, the refusal at the line.
    const page = await bagForm(env, 'updateLine', { itemId: bulky?.id ?? '', ...GIFT }, cookie)
    const html = await page.text()
    expect(html).toContain(
      `<p id="bag-line-notice-${bulky?.id}" class="bag-line__notice is-error" role="alert">${UNAVAILABLE}</p>`,
    )
    expect((await readCart(env, cookie)).items.find((item) => item.id === bulky?.id)?.gift).toBeNull()
    // Another item of the same bag takes its message.
    const taken = await call(env, '/api/cart/items/update', { itemId: lineOf(tee.sku)?.id, ...GIFT }, cookie)
    expect(taken.status).toBe(200)
  })
})
