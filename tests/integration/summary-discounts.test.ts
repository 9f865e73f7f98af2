import { beforeEach, describe, expect, it } from 'vitest'
import { discountPercentage } from '../../shared/bag/discounts'
import { page, signedInShopper } from './account-helpers'
import { call, readCart, variantsInStock } from './cart-helpers'
import { clearUpstreamCache, createTestShop, request } from './harness'
import { placeOrder } from './order-helpers'

beforeEach(clearUpstreamCache)

const money = (amount: number) => `$${amount.toFixed(2)}`
/** A summary's line as the bag, the checkout, the confirmation and the account's order render it. */
const summaryLine = (className: string, label: string, amount: number) =>
  `<div class="${className}"><dt>${label}</dt><dd>−${money(amount)}</dd></div>`

describe('the discounts in a summary', () => {
  it('names each promotion with what it took off in the bag, the checkout and the confirmation; no percentage', async () => {
    const { upstream, env } = createTestShop()
    const [variant] = await variantsInStock(upstream, 30, 1)
    const units = Math.ceil(150 / (variant?.price ?? 1))
    const added = await call(env, '/api/cart/items', { productId: variant?.sku, qty: units }, '')
    const { cookie } = added
    expect((await call(env, '/api/cart/coupons', { code: 'WELCOME10' }, cookie)).status).toBe(200)
    const cart = await readCart(env, cookie)
    const welcome = cart.promotions.find((promotion) => promotion.couponCode === 'WELCOME10')
    const spend = cart.promotions.find((promotion) => promotion.id === 'SPEND150-ORDER')
    expect(spend).toMatchObject({ name: 'Spend $150, save $15', amount: 15 })
    expect(welcome?.amount).toBeGreaterThan(0)
    // The order's share, where a document asks for it, to one decimal.
    expect(cart.totals.discountPercentage).toBe(
      discountPercentage(cart.totals.totalDiscount, cart.totals.itemTotal),
    )

    for (const path of ['/en-us/cart', '/en-us/checkout']) {
      const html = await (await request(path, { env, headers: { cookie } })).text()
      expect(html, path).toContain(summaryLine('cart-totals__discount', 'WELCOME10', welcome?.amount ?? 0))
      expect(html, path).toContain(summaryLine('cart-totals__discount', 'Spend $150, save $15', 15))
      expect(html, path).not.toMatch(/Discount \(/)
    }

    const placed = await placeOrder(env, upstream, { cookie, email: 'summary@example.com', lines: [] })
    expect(placed.order.promotions.map((promotion) => promotion.id)).toContain('SPEND150-ORDER')
    const confirmation = await (
      await request('/en-us/order-confirmation', { env, headers: { cookie: placed.cookie } })
    ).text()
    expect(confirmation).toContain(summaryLine('cart-totals__discount', 'WELCOME10', welcome?.amount ?? 0))
    expect(confirmation).toContain(summaryLine('cart-totals__discount', 'Spend $150, save $15', 15))
  })

  it('gives the account’s order its discount share to one decimal, with each promotion under it', async () => {
    const { upstream, env } = createTestShop()
    const shopper = await signedInShopper(env)
    const [variant] = await variantsInStock(upstream, 30, 1)
    const units = Math.ceil(150 / (variant?.price ?? 1))
    const { cookie, order } = await placeOrder(env, upstream, {
      cookie: shopper.cookie,
      email: shopper.email,
      lines: [{ sku: variant?.sku as string, qty: units }],
    })
    const percent = discountPercentage(order.totals.totalDiscount, order.totals.itemTotal)
    const html = await (await page(env, `/en-us/account/orders/${order.orderNumber}`, cookie)).text()
    expect(html).toContain(`<dt>Discounts (${percent}%)</dt>`)
    expect(html).toContain(summaryLine('cart-totals__part', 'Spend $150, save $15', 15))
  })
})
