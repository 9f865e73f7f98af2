import { beforeEach, describe, expect, it } from 'vitest'
import { merchantProductIdOf, seasonOf } from '../../mock-api/cart/line-details'
import type { SeedProduct } from '../../mock-api/seed/catalogue'
import { flattenCategories } from '../../mock-api/seed/categories'
import type { Cart } from '../../shared/bag/cart'
import { seededCategoryPath } from '../fixtures/category-paths'
import { seededProducts } from '../fixtures/seed-products'
import { cookieOf } from './browser'
import { bagForm, call, readCart, shopperWith } from './cart-helpers'
import {
  bindings,
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  islandProps,
  request,
  type Upstream,
} from './harness'
import { sessionState } from './sessions'

beforeEach(clearUpstreamCache)

/**
 * A plain pair of shoes (one price in every size, not on sale) whose colour comes in three sizes or more: the size
 * added, another to change to, and a third to sell out.
 */
function shoesWithSizes() {
  for (const { product } of seededProducts({ currency: 'USD', kind: 'shoes', plain: true, stock: 3 }, 40)) {
    for (const colour of product.colours) {
      const variants = product.variants.filter(
        (variant) => variant.colourCode === colour.code && !variant.premium,
      )
      if (variants.length >= 3)
        return { product, variants: variants.slice(0, 3) as [Variant, Variant, Variant] }
    }
  }
  throw new Error('no seeded shoes come in three sizes of a colour')
}
type Variant = SeedProduct['variants'][number]

const [tee] = seededProducts({ currency: 'USD', kind: 'apparel', plain: true, from: 20, stock: 2 }, 1)

const setStock = (sku: string, stock: number) =>
  bindings.DB.prepare('UPDATE variants SET online_stock = ? WHERE sku = ?').bind(stock, sku).run()

async function mockCart(upstream: Upstream, cookie: string) {
  const basketId = (await sessionState(cookie)).carts?.['KST-US'] as string
  const answer = await callMockApi(upstream, `/api/cart/v1/cart/${basketId}?locale=en-us`)
  return (await answer.json()) as Record<string, unknown> & {
    totalItems: number
    items: Record<string, unknown>[]
    totals: Record<string, unknown>
  }
}

const bagHtml = async (env: Parameters<typeof request>[1]['env'], cookie: string) => {
  const page = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
  return { page, bag: page.slice(page.indexOf('<div class="bag"'), page.indexOf('class="bag-page__saved"')) }
}

describe('a cart item as the cart service describes it (spec 2 §3)', () => {
  it('answers each line’s brand, badge, rating, season, item number, category trail, sizes, prices and tax', async () => {
    const { upstream, env } = createTestShop()
    const { product, variants } = shoesWithSizes()
    const [added] = variants
    await setStock(added.sku, 10)
    const { cookie } = await shopperWith(env, [{ sku: added.sku, qty: 2 }])
    const raw = await mockCart(upstream, cookie)
    // One line of two units (and the free socks, when the pair is dear enough): lines and units are counted apart.
    const gifts = raw.items.filter((item) => item.bonus).length
    expect(raw.totalItems).toBe(1 + gifts)
    expect(raw.totals).toMatchObject({ totalUnits: 2 + gifts, taxAmount: null, appliedRewards: 0 })
    const line = raw.items[0] as Record<string, unknown>
    const category = flattenCategories().find((entry) => entry.id === product.categoryId)
    expect(line).toMatchObject({
      eyebrow: product.brand,
      merchantProductId: merchantProductIdOf({
        style_code: product.styleCode,
        colour_code: added.colourCode,
      }),
      season: seasonOf(product.releasedAt),
      productPromotions: [],
      // Without a state, a US cart's tax is not known yet.
      taxTotal: null,
    })
    const price = line.price as { rowTotal: number } & Record<string, number>
    // No product promotion; the order's (spend and save, once the pair comes to enough) is shared out.
    expect(price.priceAfterItemDiscount).toBe(price.rowTotal)
    expect(price.priceAfterOrderDiscount).toBe(
      Math.round((price.rowTotal - Number(raw.totals.totalDiscount)) * 100) / 100,
    )
    expect(price.proratedPrice).toBe(price.priceAfterOrderDiscount)
    expect((line.breadcrumbs as { id: string; name: string }[]).at(-1)).toEqual({
      id: product.categoryId,
      name: category?.name.en,
    })
    // The rating as the catalogue keeps it (its reviews counted when the database was seeded).
    const rated = await bindings.DB.prepare('SELECT rating, review_count FROM products WHERE style_code = ?')
      .bind(product.styleCode)
      .first<{ rating: number; review_count: number }>()
    expect(line.rating).toEqual(
      rated?.review_count ? { score: rated.rating, reviewsCount: rated.review_count } : undefined,
    )
    const [colours, sizes] = line.attributes as { id: string; options: Record<string, unknown>[] }[]
    expect(colours?.options.map((option) => option.id)).toEqual(product.colours.map((colour) => colour.code))
    expect(colours?.options[0]).toMatchObject({ defaultColor: true })
    expect(sizes?.options.find((option) => option.id === added.size)).toMatchObject({
      selected: true,
      available: true,
    })

    const cart = await readCart(env, cookie)
    expect(cart.totalItems).toBe(2 + gifts)
    expect(cart.items[0]).toMatchObject({
      brand: product.brand,
      itemNumber: line.merchantProductId,
      category: { id: product.categoryId, name: category?.name.en },
    })
    expect(cart.items[0]?.sizes.map((size) => size.value)).toEqual(
      (sizes?.options ?? []).map((option) => option.id),
    )
  })
})

describe('the bag shows what the cart says of its lines and codes', () => {
  it('says the brand, the item number, a footwear code on the pair it took its share off, and each line after its discounts', async () => {
    const { upstream, env } = createTestShop()
    const { product, variants } = shoesWithSizes()
    const [added] = variants
    if (!tee) throw new Error('a seeded tee is needed')
    await setStock(added.sku, 10)
    const { cookie } = await shopperWith(env, [
      { sku: tee.sku, qty: 1 },
      { sku: added.sku, qty: 1 },
    ])
    const applied = await call(env, '/api/cart/coupons', { code: 'TRAIL20' }, cookie)
    expect(applied.status).toBe(200)
    const cart = applied.body.cart as Cart
    const shoes = cart.items.find((line) => line.productId === added.sku)
    const shirt = cart.items.find((line) => line.productId === tee.sku)
    const off = Math.round((((shoes?.price.rowTotal ?? 0) * 20) / 100) * 100) / 100
    expect(cart.coupons).toEqual([{ code: 'TRAIL20', applied: true }])
    expect(shoes?.codes).toEqual([{ code: 'TRAIL20', amount: off }])
    expect(shirt?.codes).toEqual([])
    // Each line after its own promotions and its share of the order's (spend and save, from $150).
    const spend = cart.promotions.find((entry) => entry.id === 'SPEND150-ORDER')?.amount ?? 0
    const discounted = (line: typeof shoes, own: number) =>
      Math.round(((line?.price.rowTotal ?? 0) - own) * (1 - spend / (cart.totals.itemTotal - off)) * 100) /
      100
    expect(shoes?.price.afterDiscounts).toBeCloseTo(discounted(shoes, off), 2)
    expect(shirt?.price.afterDiscounts).toBeCloseTo(discounted(shirt, 0), 2)
    expect(cart.promotions).toContainEqual(
      expect.objectContaining({
        id: 'TRAIL20-FOOTWEAR',
        level: 'PRODUCT',
        amount: off,
        couponCode: 'TRAIL20',
      }),
    )
    expect(cart.totals.totalDiscount).toBeCloseTo(
      cart.promotions
        .filter((entry) => entry.level !== 'SHIPPING')
        .reduce((sum, entry) => sum + (entry.amount ?? 0), 0),
      2,
    )
    const raw = await mockCart(upstream, cookie)
    expect(raw.couponItems).toEqual([
      expect.objectContaining({ code: 'TRAIL20', statusCode: 'applied', promotionId: 'TRAIL20-FOOTWEAR' }),
    ])
    expect(raw.items.find((item) => item.productId === added.sku)?.productPromotions).toEqual([
      {
        promotionId: 'TRAIL20-FOOTWEAR',
        campaignId: 'TRAIL-SEASON',
        couponCode: 'TRAIL20',
        calloutMsg: '20% off footwear',
        price: -off,
      },
    ])

    const money = (amount: number) => `$${amount.toFixed(2)}`
    const { page, bag } = await bagHtml(env, cookie)
    expect(bag).toContain(`<p class="bag-line__brand">${product.brand}</p>`)
    // The item number a shopper may quote; the season is for a store associate (associates.test.ts).
    expect(bag).toContain(`<p class="bag-line__reference">Item #${shoes?.itemNumber}</p>`)
    expect(bag).toContain(`Code TRAIL20 −${money(off)}`)
    expect(bag).toContain(`After discounts ${money(shoes?.price.afterDiscounts ?? 0)}`)
    expect(bag).toContain(`Your bag holds ${cart.totalItems} items.`)
    // The summary names the code with what it took off.
    expect(bag).toMatch(new RegExp(`<dt>TRAIL20</dt><dd>−\\${money(off)}</dd>`))
    // "Continue shopping" goes to the category of the line added last: the shoes'.
    expect(page).toContain(
      `<a class="bag-page__continue" href="${seededCategoryPath('en-us', product.categoryId)}">Continue shopping</a>`,
    )

    // Without shoes the code stays on the cart, said to apply to nothing; the way back is the tee's category now.
    const removed = await call(env, '/api/cart/items/remove', { itemId: shoes?.id }, cookie)
    // The tee alone: neither a code nor spend and save takes anything off it.
    expect(removed.body.cart?.coupons).toEqual([{ code: 'TRAIL20', applied: false }])
    expect((await mockCart(upstream, cookie)).couponItems).toEqual([
      expect.objectContaining({ code: 'TRAIL20', statusCode: 'no_applicable_promotion' }),
    ])
    const without = await bagHtml(env, cookie)
    expect(without.bag).toContain('Code TRAIL20 does not apply to anything in your bag')
    expect(without.bag).not.toContain('After discounts')
    expect(without.page).toContain(
      `href="${seededCategoryPath('en-us', tee.product.categoryId)}">Continue shopping</a>`,
    )
  })

  it('says what a reward code pays as rewards applied, and counts a line’s units', async () => {
    const { env } = createTestShop()
    if (!tee) throw new Error('a seeded tee is needed')
    await setStock(tee.sku, 10)
    const { cookie } = await shopperWith(env, [{ sku: tee.sku, qty: 3 }])
    const applied = await call(env, '/api/checkout/reward-code', { code: 'KSR-30-USONLY' }, cookie)
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.cart?.totals.rewards).toBe(30)
    // Three tees, and the free socks when they come to enough.
    const units = 3 + (applied.body.cart?.items.filter((line) => line.bonus).length ?? 0)
    expect(applied.body.cart?.totalItems).toBe(units)
    const { bag } = await bagHtml(env, cookie)
    expect(bag).toContain('<dt>Rewards applied</dt><dd>−$30.00</dd>')
    expect(bag).toContain(`Your bag holds ${units} items.`)
  })

  it('says the VAT a European bag includes from the cart’s tax amount', async () => {
    const { upstream, env } = createTestShop()
    const { product, variants } = shoesWithSizes()
    const gb = product.variants.find((variant) => variant.sku === variants[0].sku) as Variant
    await setStock(gb.sku, 10)
    const added = await request('/api/cart/items', {
      env,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-storefront-locale': 'en-gb',
      },
      body: JSON.stringify({ productId: gb.sku, qty: 1 }),
    })
    expect(added.status).toBe(200)
    const cookie = cookieOf(added)
    const basketId = (await sessionState(cookie)).carts?.['KST-GB'] as string
    const raw = (await (
      await callMockApi(upstream, `/api/cart/v1/cart/${basketId}?locale=en-gb`)
    ).json()) as {
      totals: { taxAmount: number; taxIncluded: boolean }
    }
    expect(raw.totals.taxIncluded).toBe(true)
    expect(raw.totals.taxAmount).toBeGreaterThan(0)
    const page = await (await request('/en-gb/cart', { env, headers: { cookie } })).text()
    expect(page).toContain(`Includes VAT of £${raw.totals.taxAmount.toFixed(2)}`)
  })
})

describe('changing a line’s size in the bag', () => {
  it('makes the line another size of its colour, refuses one sold out or of another colour, with and without JavaScript', async () => {
    const { env } = createTestShop()
    const [first, second, third] = shoesWithSizes().variants
    for (const variant of [first, second]) await setStock(variant.sku, 10)
    await setStock(third.sku, 0)
    const { cookie, cart } = await shopperWith(env, [{ sku: first.sku, qty: 2 }])
    const line = cart.items[0] as Cart['items'][number]
    expect(line.sizes.find((size) => size.value === third.size)).toMatchObject({ available: false })

    // The size menu lists the colour's sizes, the sold-out one offered but not to be chosen.
    const { page } = await bagHtml(env, cookie)
    const { cart: shown } = islandProps<{ cart: Cart }>(page, 'bag')
    expect(shown.items[0]?.sizes.length).toBeGreaterThanOrEqual(3)
    expect(page).toMatch(new RegExp(`<select id="bag-size-${line.id}" name="size"[^>]*aria-label="Size: `))
    expect(page).toContain(`<option value="${third.size}" disabled="">${third.size} (sold out)</option>`)
    expect(page).toContain('>Change size</button>')

    const changed = await call(env, '/api/cart/items/update', { itemId: line.id, size: second.size }, cookie)
    expect(changed.status).toBe(200)
    expect(changed.body.cart?.items.filter((entry) => !entry.bonus)).toEqual([
      expect.objectContaining({ id: line.id, productId: second.sku, size: second.size, qty: 2 }),
    ])

    const soldOut = await call(env, '/api/cart/items/update', { itemId: line.id, size: third.size }, cookie)
    expect(soldOut.status).toBe(422)
    expect(soldOut.body).toMatchObject({ errorDetails: [{ errorId: 'INV700' }], placement: 'item' })
    const unknown = await call(env, '/api/cart/items/update', { itemId: line.id, size: 'XXXXL' }, cookie)
    expect(unknown.status).toBe(404)
    expect((await readCart(env, cookie)).items[0]?.productId).toBe(second.sku)

    // Without JavaScript: the bag's own form, back to the bag with what it did.
    const posted = await bagForm(env, 'updateLine', { itemId: line.id, size: first.size }, cookie)
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toMatch(/\/en-us\/cart\?.*cart=size/)
    const back = await request(posted.headers.get('location') as string, { env, headers: { cookie } })
    expect(await back.text()).toContain('Size changed.')
    expect((await readCart(env, cookie)).items[0]?.productId).toBe(first.sku)
  })
})
