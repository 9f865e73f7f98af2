import { describe, expect, it } from 'vitest'
import { badgeOf, lineTaxOf, merchantProductIdOf, seasonOf } from '../../mock-api/cart/line-details'
import { couponItemsOf, orderPromotionsOf, productPromotionsOf } from '../../mock-api/cart/promotions'
import { COUPONS } from '../../mock-api/cart/rules'
import { cartTextsFor } from '../../mock-api/cart/texts'
import type { CartLineRow } from '../../mock-api/db/carts'
import { lastAddedCategory, sizeChoices } from '../../shared/bag/line-details'
import { reshapeCart } from '../../worker/upstream/commerce/reshape'
import { CommerceCartSchema } from '../../worker/upstream/commerce/schemas'
import { lineRow } from '../fixtures/cart-rows'

const wireCart = (
  item: Record<string, unknown>,
  cart: Record<string, unknown> = {},
  totals: Record<string, unknown> = {},
) =>
  CommerceCartSchema.parse({
    basketId: 'b1',
    currency: 'USD',
    totalItems: 1,
    items: [
      {
        id: 'l1',
        productId: 'KS100013001M',
        masterId: 'KS100013',
        qty: 2,
        name: 'Ridge Shell',
        price: { amount: 80, original: 100, rowTotal: 160 },
        variants: [
          { code: 'color', value: '001' },
          { code: 'size', value: 'M' },
        ],
        ...item,
      },
    ],
    totals: { total: 160, itemTotal: 160, ...totals },
    ...cart,
  })

/** A line's details when the cart service said none of them, or said them wrong. */
const NO_DETAILS = {
  brand: null,
  badge: null,
  itemNumber: null,
  season: null,
  codes: [],
  sizes: [],
  category: null,
}

const reshaped = (...args: Parameters<typeof wireCart>) =>
  reshapeCart(wireCart(...args), 'https://media.test')

describe('a cart line as the cart service describes it (spec 2 §3)', () => {
  it('reads the brand, badge, item number, season, codes, sizes, category and price after discounts', () => {
    const cart = reshaped({
      eyebrow: 'Kestrel Pro',
      badge: 'top-rated',
      merchantProductId: '100013-001',
      season: 'FW26',
      taxTotal: 12.4,
      rating: { score: 4.8, reviewsCount: 120 },
      breadcrumbs: [
        { id: '1000', name: 'Men' },
        { id: '1100', name: 'Jackets' },
      ],
      productPromotions: [
        { promotionId: 'TRAIL20-FOOTWEAR', couponCode: 'TRAIL20', campaignId: 'TRAIL-SEASON', price: -20 },
        { promotionId: 'AUTO-5', price: -5 },
        { promotionId: 'TRAIL20-EXTRA', couponCode: 'TRAIL20', price: -2.5 },
      ],
      attributes: [
        { id: 'color', options: [{ id: '001', label: 'Black', available: true, defaultColor: true }] },
        {
          id: 'size',
          options: [
            { id: 'S', label: 'S', available: false },
            { id: 'M', label: 'M', available: true },
            { id: 'L', available: true },
          ],
        },
      ],
      price: {
        amount: 80,
        original: 100,
        rowTotal: 160,
        highCurrent: 90,
        priceAfterItemDiscount: 132.5,
        priceAfterOrderDiscount: 120,
      },
    })
    expect(cart.items[0]).toMatchObject({
      brand: 'Kestrel Pro',
      badge: 'top-rated',
      itemNumber: '100013-001',
      season: 'FW26',
      codes: [{ code: 'TRAIL20', amount: 22.5 }],
      sizes: [
        { value: 'S', label: 'S', available: false },
        { value: 'M', label: 'M', available: true },
        { value: 'L', label: 'L', available: true },
      ],
      category: { id: '1100', name: 'Jackets' },
      price: { rowTotal: 160, afterDiscounts: 120 },
    })
  })

  it('takes the line after its own promotions, or the older prorated price, when the order’s is not said', () => {
    expect(
      reshaped({ price: { amount: 80, priceAfterItemDiscount: 150 } }).items[0]?.price.afterDiscounts,
    ).toBe(150)
    expect(reshaped({ price: { amount: 80, proratedPrice: 140 } }).items[0]?.price.afterDiscounts).toBe(140)
  })

  it('reads a line that says none of it, and one that says it wrong, without losing the cart', () => {
    const none = reshaped({})
    expect(none.items[0]).toMatchObject({ ...NO_DETAILS, price: { afterDiscounts: null } })
    const odd = reshaped({
      eyebrow: 7,
      badge: 'best-ever',
      merchantProductId: { id: 1 },
      season: ['FW26'],
      taxTotal: 'a lot',
      rating: { score: 9, reviewsCount: -1 },
      breadcrumbs: 'Men > Jackets',
      productPromotions: [{ couponCode: 'NOID' }, 'TRAIL20'],
      attributes: { size: ['M'] },
      price: { amount: 80, priceAfterOrderDiscount: 'cheap', highCurrent: null },
    })
    expect(odd.items[0]).toMatchObject({ ...NO_DETAILS, price: { amount: 80, afterDiscounts: null } })
  })
})

describe('a cart’s coupons, promotions and totals as the cart service answers them (spec 2 §3)', () => {
  it('reads each coupon’s status from couponItems, and the older coupons as applied', () => {
    const cart = reshaped(
      {},
      {
        couponItems: [
          { code: 'WELCOME10', statusCode: 'applied', valid: true },
          { code: 'TRAIL20', statusCode: 'no_applicable_promotion', valid: true },
          { code: 'OLD5', valid: false },
          { nocode: true },
        ],
        coupons: [{ code: 'IGNORED' }],
      },
    )
    expect(cart.coupons).toEqual([
      { code: 'WELCOME10', applied: true },
      { code: 'TRAIL20', applied: false },
      { code: 'OLD5', applied: false },
    ])
    expect(reshaped({}, { coupons: [{ code: 'WELCOME10' }] }).coupons).toEqual([
      { code: 'WELCOME10', applied: true },
    ])
    expect(reshaped({}, { couponItems: 'WELCOME10', coupons: [{ code: 'OLD' }] }).coupons).toEqual([
      { code: 'OLD', applied: true },
    ])
  })

  it('names the order’s promotions its summary leaves out, from orderPromotions', () => {
    const cart = reshaped(
      {},
      {
        promoSummary: [
          { level: 'ORDER', promotionId: 'SPEND150-ORDER', promotionName: 'Spend $150', amount: 15 },
        ],
        orderPromotions: [
          { promotionId: 'SPEND150-ORDER', promotionName: 'Spend $150', price: -15 },
          { promotionId: 'WELCOME10-ORDER', couponCode: 'WELCOME10', calloutMsg: '10% off', price: -16 },
          { price: -3 },
        ],
      },
      { totalDiscount: 31 },
    )
    expect(cart.promotions).toEqual([
      { id: 'SPEND150-ORDER', level: 'ORDER', name: 'Spend $150', amount: 15, couponCode: null },
      { id: 'WELCOME10-ORDER', level: 'ORDER', name: '10% off', amount: 16, couponCode: 'WELCOME10' },
    ])
  })

  it('counts every unit by totalUnits, the tax by taxAmount, and what rewards pay', () => {
    const cart = reshaped(
      {},
      { totalItems: 1 },
      { totalUnits: 2, taxAmount: 26.67, tax: 99, taxIncluded: true, appliedRewards: 20 },
    )
    expect(cart.totalItems).toBe(2)
    expect(cart.totals).toMatchObject({ tax: 26.67, taxIncluded: true, rewards: 20 })
    // An older cart counted units by totalItems and said its tax as `tax`.
    const older = reshaped({}, { totalItems: 2 }, { tax: 12 })
    expect(older.totalItems).toBe(2)
    expect(older.totals).toMatchObject({ tax: 12, rewards: 0 })
    const odd = reshaped({}, { totalItems: 2 }, { totalUnits: -1, taxAmount: 'x', appliedRewards: -4 })
    expect(odd.totalItems).toBe(2)
    expect(odd.totals).toMatchObject({ tax: null, rewards: 0 })
  })
})

describe('what the bag offers from a line', () => {
  const line = {
    size: 'M',
    sizes: [
      { value: 'S', label: 'S', available: false },
      { value: 'M', label: 'M', available: true },
      { value: 'L', label: 'L', available: true },
    ],
    bonus: false,
    digital: false,
    custom: null,
  }

  it('offers the sizes of its colour when another one is in stock, and none for a line that cannot change', () => {
    expect(sizeChoices(line).map((size) => size.value)).toEqual(['S', 'M', 'L'])
    expect(
      sizeChoices({ ...line, sizes: line.sizes.map((size) => ({ ...size, available: size.value === 'M' })) }),
    ).toEqual([])
    expect(sizeChoices({ ...line, bonus: true })).toEqual([])
    expect(sizeChoices({ ...line, digital: true })).toEqual([])
    expect(sizeChoices({ ...line, custom: { text: 'A', thread: 'gold', surcharge: 15 } })).toEqual([])
    expect(sizeChoices({ ...line, size: 'XL' })).toEqual([])
    expect(sizeChoices({ ...line, sizes: [] })).toEqual([])
  })

  it('continues shopping in the category of the line added last, not the gift’s', () => {
    const men = { id: '1000', name: 'Men' }
    const boots = { id: '1210', name: 'Boots' }
    expect(
      lastAddedCategory([
        { bonus: false, category: men },
        { bonus: false, category: boots },
        { bonus: true, category: { id: '9000', name: 'Socks' } },
      ]),
    ).toEqual(boots)
    expect(
      lastAddedCategory([
        { bonus: false, category: men },
        { bonus: false, category: null },
      ]),
    ).toEqual(men)
    expect(lastAddedCategory([])).toBeNull()
  })
})

/** A line of Trail Runner shoes (size M) at 100, as the cart service's database holds it. */
const row = (overrides: Partial<CartLineRow>): CartLineRow =>
  lineRow('l1', 100, 1, {
    sku: 'KS100048720M',
    style_code: 'KS100048',
    name: 'Trail Runner',
    colour_code: '720',
    kind: 'shoes',
    upc: '000000000000',
    online_stock: 10,
    ...overrides,
  })

describe('the mock cart service’s line details', () => {
  const now = new Date('2026-12-05T12:00:00Z')

  it('badges a line marked down, new within 90 days, or top rated, in that order; an e-gift card never', () => {
    expect(badgeOf(row({ current: 80, released_at: '2026-11-30' }), now)).toBe('marked-down')
    expect(badgeOf(row({ released_at: '2026-09-10' }), now)).toBe('new')
    expect(badgeOf(row({ released_at: '2026-09-01', rating: 4.8, review_count: 30 }), now)).toBe('top-rated')
    expect(badgeOf(row({ released_at: '2026-01-01', rating: 4.8, review_count: 3 }), now)).toBeUndefined()
    expect(badgeOf(row({ released_at: '2026-12-24' }), now)).toBeUndefined()
    expect(badgeOf(row({ digital: 1, released_at: '2026-12-01' }), now)).toBeUndefined()
  })

  it('names the season and the item number', () => {
    expect(seasonOf('2026-03-15')).toBe('SS26')
    expect(seasonOf('2025-07-01')).toBe('FW25')
    expect(seasonOf('soon')).toBeUndefined()
    expect(merchantProductIdOf(row({}))).toBe('100048-720')
  })

  it('gives a line its share of the tax: included, added, unknown yet, none on an e-gift card', () => {
    expect(lineTaxOf(120, false, { included: true, rate: 0.2 })).toBe(20)
    expect(lineTaxOf(100, false, { included: false, rate: 0.0725 })).toBe(7.25)
    expect(lineTaxOf(100, false, null)).toBeNull()
    expect(lineTaxOf(50, true, { included: true, rate: 0.2 })).toBe(0)
  })

  it('takes the footwear code’s share off each pair’s line and nothing else, and says each code’s status', () => {
    const texts = cartTextsFor('en-us')
    const shoes = row({ id: 'shoes', qty: 2 })
    const tee = row({ id: 'tee', kind: 'apparel' })
    const rowTotal = (line: CartLineRow) => line.current * line.qty
    const byLine = productPromotionsOf([shoes, tee], [COUPONS.TRAIL20 as never], rowTotal, texts)
    expect([...byLine.keys()]).toEqual(['shoes'])
    expect(byLine.get('shoes')).toEqual([
      { promotionId: 'TRAIL20-FOOTWEAR', couponCode: 'TRAIL20', name: '20% off footwear', amount: 40 },
    ])
    const summary = [
      {
        level: 'PRODUCT' as const,
        promotionId: 'TRAIL20-FOOTWEAR',
        promotionName: 'x',
        calloutMessage: 'x',
        amount: 40,
        couponCode: 'TRAIL20',
      },
      {
        level: 'ORDER' as const,
        promotionId: 'SPEND150-ORDER',
        promotionName: 'Spend',
        calloutMessage: 'Spend',
        amount: 15,
      },
    ]
    expect(
      couponItemsOf(['TRAIL20', 'FREESHIP'], summary).map((item) => [item.code, item.statusCode]),
    ).toEqual([
      ['TRAIL20', 'applied'],
      ['FREESHIP', 'no_applicable_promotion'],
    ])
    expect(orderPromotionsOf(summary)).toEqual([
      {
        promotionId: 'SPEND150-ORDER',
        campaignId: 'SPEND-AND-SAVE',
        promotionName: 'Spend',
        calloutMsg: 'Spend',
        price: -15,
      },
    ])
  })
})
