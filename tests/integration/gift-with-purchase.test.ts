import { beforeEach, describe, expect, it } from 'vitest'
import { GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import type { BagFormIntent } from '../../shared/bag/bag-forms'
import type { Cart } from '../../shared/bag/cart'
import type { Order } from '../../shared/bag/order'
import { US_ADDRESS } from '../fixtures/checkout'
import { expectToContainAll } from '../fixtures/expect-text'
import { seededProduct } from '../fixtures/seed-products'
import { bagForm, call, placeByCard, readCart } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS, type Upstream } from './harness'

beforeEach(clearUpstreamCache)

/** A product under the gift's threshold of 100 in USD, so one is below it and two are over it. */
const TEE = seededProduct({ currency: 'USD', from: 50.01, below: 100, stock: 3, plain: true })
const PROMOTION = GIFT_WITH_PURCHASE.promotionId
const usd = (amount: number) => `$${amount.toFixed(2)}`

/** A variant of the product with at least `minimum` in stock, its price read from the catalogue. */
async function teeInStock(upstream: Upstream, minimum: number) {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/products/v2/products/${TEE.product.styleCode}/details?currency=USD`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  const product = (await response.json()) as {
    price: { current: number }
    variants: { sku: string; stock: number }[]
  }
  const variant = product.variants.find((entry) => entry.stock >= minimum)
  if (!variant) throw new Error('no variant of the product in stock')
  expect(product.price.current).toBe(TEE.price)
  return variant.sku
}

const giftOf = (cart: Cart | undefined) => cart?.items.find((line) => line.bonus)

describe('the gift with purchase', () => {
  it('comes at the threshold for free, refuses changes, stays away once removed, comes back when asked, and goes below the threshold', async () => {
    const { upstream, env } = createTestShop()
    const sku = await teeInStock(upstream, 3)

    const below = await call(env, '/api/cart/items', { productId: sku, qty: 1 }, '')
    const cookie = below.cookie
    expect(giftOf(below.body.cart)).toBeUndefined()
    expect(below.body.cart?.approaching).toContainEqual(
      expect.objectContaining({
        id: PROMOTION,
        message: `Spend ${usd(GIFT_WITH_PURCHASE.threshold.USD - TEE.price)} more for free socks`,
        reached: false,
        kind: 'gift',
      }),
    )

    const over = await call(env, '/api/cart/items', { productId: sku, qty: 1 }, cookie)
    const cart = over.body.cart as Cart
    const gift = giftOf(cart)
    expect(gift).toMatchObject({
      productId: GIFT_WITH_PURCHASE.sku,
      name: 'Harbor Ski Socks',
      qty: 1,
      maxQty: 1,
      bonus: true,
      bonusPromotionId: PROMOTION,
      price: { amount: 0, rowTotal: 0 },
      pickupStoreId: null,
    })
    expect(gift?.price.original).toBeGreaterThan(0)
    expect(cart.totalItems).toBe(3)
    expect(cart.totals.itemTotal).toBeCloseTo(2 * TEE.price, 2)
    expect(cart.totals.total).toBeCloseTo(2 * TEE.price + (cart.totals.shipping ?? 0), 2)
    expect(cart.approaching).toContainEqual(
      expect.objectContaining({
        id: PROMOTION,
        message: 'Free socks added to your bag',
        reached: true,
        kind: 'gift',
      }),
    )

    for (const change of [{ qty: 2 }, { delivery: '1001' }]) {
      const refused = await call(env, '/api/cart/items/update', { itemId: gift?.id, ...change }, cookie)
      expect(refused.status, JSON.stringify(change)).toBe(422)
      expect(refused.body).toMatchObject({
        errorDetails: [
          { errorId: 'GWP405', message: 'This free gift can’t be changed. Remove it if you don’t want it.' },
        ],
        placement: 'item',
      })
    }

    const removed = await call(env, '/api/cart/items/remove', { itemId: gift?.id }, cookie)
    expect(removed.status).toBe(200)
    expect(giftOf(removed.body.cart)).toBeUndefined()
    expect(removed.body.cart?.totalItems).toBe(2)
    expect(removed.body.cart?.totals.total).toBe(cart.totals.total)
    expect(removed.body.cart?.declinedGifts).toEqual([{ promotionId: PROMOTION, name: 'Harbor Ski Socks' }])
    const later = await readCart(env, cookie)
    expect(giftOf(later)).toBeUndefined()
    expect(later.declinedGifts).toHaveLength(1)
    expect(later.approaching).toContainEqual(
      expect.objectContaining({
        id: PROMOTION,
        message: 'Your order qualifies for free socks',
        reached: false,
        kind: 'gift',
      }),
    )

    const restored = await call(env, '/api/cart/bonus/restore', { promotionId: PROMOTION }, cookie)
    expect(restored.status).toBe(200)
    expect(giftOf(restored.body.cart)?.id).toBe(gift?.id)
    expect(restored.body.cart?.declinedGifts).toEqual([])
    const unknown = await call(env, '/api/cart/bonus/restore', { promotionId: 'GWP-NOTHING' }, cookie)
    expect(unknown.body).toMatchObject({ errorDetails: [{ errorId: 'GWP403' }] })

    const tee = cart.items.find((line) => !line.bonus)
    const dropped = await call(env, '/api/cart/items/update', { itemId: tee?.id, qty: 1 }, cookie)
    expect(giftOf(dropped.body.cart)).toBeUndefined()
    expect(dropped.body.cart?.totalItems).toBe(1)
    expect(dropped.body.cart?.declinedGifts).toEqual([])
  })

  it('is not given when its stock is gone, and that is no error', async () => {
    const { upstream, env } = createTestShop()
    const sku = await teeInStock(upstream, 2)
    const stock = await bindings.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
      .bind(GIFT_WITH_PURCHASE.sku)
      .first<{ online_stock: number }>()
    await bindings.DB.prepare('UPDATE variants SET online_stock = 0 WHERE sku = ?')
      .bind(GIFT_WITH_PURCHASE.sku)
      .run()
    try {
      const added = await call(env, '/api/cart/items', { productId: sku, qty: 2 }, '')
      expect(added.status).toBe(200)
      expect(giftOf(added.body.cart)).toBeUndefined()
      expect(added.body.cart?.approaching.map((promotion) => promotion.id)).not.toContain(PROMOTION)
      const page = await request('/en-us/cart', { env, headers: { cookie: added.cookie } })
      expect(page.status).toBe(200)
    } finally {
      await bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?')
        .bind(stock?.online_stock ?? 0, GIFT_WITH_PURCHASE.sku)
        .run()
    }
  })

  it('is declined and added back from plain forms at the bag’s address, with what happened', async () => {
    const { upstream, env } = createTestShop()
    const sku = await teeInStock(upstream, 2)
    const { cookie, body } = await call(env, '/api/cart/items', { productId: sku, qty: 2 }, '')
    const giftId = giftOf(body.cart)?.id as string
    const post = (intent: BagFormIntent, form: Record<string, string>) => bagForm(env, intent, form, cookie)
    const page = async (path: string) => (await request(path, { env, headers: { cookie } })).text()

    const bag = await page('/en-us/cart')
    // The header counts the gift as the bag does, without JavaScript.
    expectToContainAll(bag, [
      '<span class="mini-cart__count">3</span>',
      'Your bag holds 3 items.',
      'Free Gift',
      'aria-label="Remove free gift: Harbor Ski Socks"',
      'Qty 1',
    ])
    expect(bag).not.toContain(`id="bag-qty-${giftId}"`)

    const refused = await post('updateLine', { itemId: giftId, qty: '2' })
    expect(refused.headers.get('location')).toBeNull()
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('This free gift can’t be changed. Remove it if you don’t want it.')

    const removed = await post('removeLine', { itemId: giftId })
    expect(removed.headers.get('location')).toBe(`/en-us/cart?item=${giftId}&cart=removed`)
    const declined = await page(removed.headers.get('location') as string)
    expect(declined).toContain('Your free gift is still available: Harbor Ski Socks')
    expect(declined).toMatch(
      /<form action="\/en-us\/cart" method="post"><input type="hidden" name="intent" value="restoreGift"\/>/,
    )
    expect(declined).not.toContain('aria-label="Remove free gift')
    expect(declined).toContain('<span class="mini-cart__count">2</span>')

    const restored = await post('restoreGift', { promotionId: PROMOTION })
    expect(restored.headers.get('location')).toBe('/en-us/cart?cart=giftRestored')
    const back = await page('/en-us/cart?cart=giftRestored')
    expect(back).toContain('Free gift added back to your bag.')
    expect(back).toContain('aria-label="Remove free gift: Harbor Ski Socks"')
    expect(back).not.toContain('Your free gift is still available: Harbor Ski Socks')
  })

  it('goes into the order like any line, at no charge', async () => {
    const { upstream, env } = createTestShop()
    const sku = await teeInStock(upstream, 2)
    const { cookie, body } = await call(env, '/api/cart/items', { productId: sku, qty: 2 }, '')
    const total = body.cart?.totals.itemTotal
    const stockOf = async () =>
      (
        await bindings.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
          .bind(GIFT_WITH_PURCHASE.sku)
          .first<{ online_stock: number }>()
      )?.online_stock ?? 0
    const before = await stockOf()
    expect((await call(env, '/api/checkout/shipping', US_ADDRESS, cookie)).status).toBe(200)
    expect((await call(env, '/api/checkout/billing', { sameAsShipping: true }, cookie)).status).toBe(200)
    const placed = await placeByCard(env, upstream, cookie)
    expect(placed.status).toBe(200)
    const order = placed.body.order as Order
    expect(order.items.map((item) => [item.name, item.qty, item.rowTotal, item.bonus])).toEqual([
      [expect.any(String), 2, Math.round(2 * TEE.price * 100) / 100, false],
      ['Harbor Ski Socks', 1, 0, true],
    ])
    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie } })
    ).text()
    expect(confirmation).toMatch(/Harbor Ski Socks<\/p>.*?<p class="checkout__item-total">Free<\/p>/s)
    expect(order.totals.itemTotal).toBe(total)
    const stored = await bindings.DB.prepare('SELECT body FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ body: string }>()
    const items = (JSON.parse(stored?.body ?? '{}') as { items: { productId: string; bonus: boolean }[] })
      .items
    expect(items.find((item) => item.bonus)?.productId).toBe(GIFT_WITH_PURCHASE.sku)
    expect(await stockOf()).toBe(before - 1)
  })
})
