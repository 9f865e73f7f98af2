import { describe, expect, it } from 'vitest'
import { offersFor, promotionKindOf } from '../../shared/bag/promotion-kinds'
import type { ProductDetails } from '../../shared/catalogue/catalogue'
import { inventoryStateOf, type UpsellItem } from '../../shared/content/block-environment'
import { parseBlocks } from '../../shared/content/blocks'
import { offeredItem } from '../../worker/loaders/recommended-products'
import { widgetShownOf } from '../../worker/personalization/impressions'
import { reshapeCart } from '../../worker/upstream/commerce/reshape'
import { type CommerceCart, CommerceCartSchema } from '../../worker/upstream/commerce/schemas'

describe('the kinds of promotion, by their ids (spec 2 §5)', () => {
  it('tells a gift with purchase, a members’ offer and a guests’ offer from one any bag reaches', () => {
    expect(promotionKindOf('GWP-SOCKS-100')).toBe('gift')
    expect(promotionKindOf('spring-gwp-cap')).toBe('gift')
    expect(promotionKindOf('REGISTERED-WELCOME10')).toBe('registered')
    expect(promotionKindOf('GUEST-FIRST-ORDER')).toBe('guest')
    expect(promotionKindOf('FREESHIP-THRESHOLD')).toBe('spend')
    expect(promotionKindOf('SPEND150-ORDER')).toBe('spend')
  })

  it('shows a guests’ offer to a guest only; every other offer to anyone', () => {
    const offers = (['spend', 'gift', 'registered', 'guest'] as const).map((kind) => ({ id: kind, kind }))
    expect(offersFor(offers, false).map((offer) => offer.id)).toEqual([
      'spend',
      'gift',
      'registered',
      'guest',
    ])
    expect(offersFor(offers, true).map((offer) => offer.id)).toEqual(['spend', 'gift', 'registered'])
  })
})

const wireCart = (item: Record<string, unknown>, totals: Record<string, unknown>): CommerceCart =>
  CommerceCartSchema.parse({
    basketId: 'b1',
    currency: 'USD',
    totalItems: 1,
    items: [
      {
        id: 'l1',
        productId: 'KS100013001M',
        masterId: 'KS100013',
        qty: 1,
        name: 'Ridge Shell',
        price: { amount: 80, original: 100 },
        variants: [{ code: 'color', value: '001' }],
        ...item,
      },
    ],
    approachingPromotions: [
      { promotionId: 'GWP-SOCKS-100', calloutMsg: 'a|b|c', thresholdStatus: 'Below Threshold' },
      { promotionId: 'REGISTERED-WELCOME10', calloutMsg: 'd|e|f', thresholdStatus: 'Below Threshold' },
    ],
    totals: { total: 80, itemTotal: 80, ...totals },
  })

describe('a cart line and the totals from the cart service’s answer (spec 2 §3)', () => {
  it('reads the colourway, the slug and what the shopper saves in all', () => {
    const cart = reshapeCart(
      wireCart({ masterId2: 'KS100013001', slug: 'ridge-shell' }, { totalDiscount: 0, discount: 20 }),
      'https://media.test',
    )
    expect(cart.items[0]).toMatchObject({ masterId2: 'KS100013001', slug: 'ridge-shell' })
    expect(cart.totals.discount).toBe(20)
    expect(cart.approaching.map((offer) => [offer.id, offer.kind])).toEqual([
      ['GWP-SOCKS-100', 'gift'],
      ['REGISTERED-WELCOME10', 'registered'],
    ])
  })

  it('leaves out what the service gave wrong or not at all, and keeps the cart', () => {
    const odd = reshapeCart(
      wireCart({ masterId2: 42, slug: '../Not A Slug' }, { discount: -5 }),
      'https://media.test',
    )
    expect(odd.items[0]).toMatchObject({ masterId2: null, slug: null })
    expect(odd.totals.discount).toBeNull()
    const none = reshapeCart(wireCart({}, {}), 'https://media.test')
    expect(none.items[0]).toMatchObject({ masterId2: null, slug: null })
    expect(none.totals.discount).toBeNull()
  })
})

const product = {
  styleCode: 'KS100013',
  masterId: 'KS100013',
  name: 'Ridge Shell',
  brand: 'Kestrel',
  url: '/en-us/p/ridge-shell-KS100013',
  colours: [
    { code: '001', name: 'Black', hex: '#111', image: '/a.svg' },
    { code: '420', name: 'Navy', hex: '#124', image: '/b.svg' },
  ],
  price: { currency: 'USD', original: 100, current: 100 },
  rating: { score: 4.5, count: 3 },
  badges: [],
  description: '',
  features: [],
  materials: [],
  care: [],
  productType: 'apparel',
  sizes: ['S', 'M'],
  sizeLabels: {},
  maxQty: 5,
  categoryId: '1210',
  digital: false,
  personalisation: null,
  variants: [
    {
      sku: 'KS100013001S',
      colourCode: '001',
      size: 'S',
      inStock: true,
      price: { currency: 'USD', original: 100, current: 100 },
    },
    {
      sku: 'KS100013001M',
      colourCode: '001',
      size: 'M',
      inStock: true,
      price: { currency: 'USD', original: 100, current: 100 },
    },
    {
      sku: 'KS100013420S',
      colourCode: '420',
      size: 'S',
      inStock: true,
      price: { currency: 'USD', original: 100, current: 100 },
    },
    {
      sku: 'KS100013420M',
      colourCode: '420',
      size: 'M',
      inStock: false,
      price: { currency: 'USD', original: 100, current: 100 },
    },
  ],
} as ProductDetails

describe('an upsell’s recommended product (spec 3 §3)', () => {
  it('is InStock for a quantity above 0, otherwise OutOfStock', () => {
    expect(inventoryStateOf(1)).toBe('InStock')
    expect(inventoryStateOf(0)).toBe('OutOfStock')
  })

  it('takes each variant’s quantity from the inventory, its state from it, and its attributes from the states', () => {
    const item = offeredItem(product, false, {
      KS100013001S: 4,
      KS100013001M: 0,
      KS100013420S: 0,
      KS100013420M: 2,
    })
    expect(item.variants.map(({ sku, quantity, inStock }) => [sku, quantity, inStock])).toEqual([
      ['KS100013001S', 4, true],
      ['KS100013420S', 0, false],
      ['KS100013001M', 0, false],
      ['KS100013420M', 2, true],
    ])
    expect(item.attributes).toEqual([
      {
        id: 'color',
        options: [
          { id: '001', label: 'Black', available: true },
          { id: '420', label: 'Navy', available: true },
        ],
      },
      {
        id: 'size',
        options: [
          { id: 'S', label: 'S', available: true },
          { id: 'M', label: 'M', available: true },
        ],
      },
    ])
    const soldOut = offeredItem(product, false, {})
    expect(soldOut.variants.every((variant) => variant.quantity === 0 && !variant.inStock)).toBe(true)
  })

  it('falls back on the details’ stock without an inventory, and counts everything in stock on a showcase site', () => {
    const unread = offeredItem(product, false, null)
    expect(unread.variants.map((variant) => [variant.quantity, variant.inStock])).toEqual([
      [null, true],
      [null, true],
      [null, true],
      [null, false],
    ])
    expect(offeredItem(product, true, {}).variants.every((variant) => variant.inStock)).toBe(true)
  })
})

describe('the catalogue widget’s recommendations a page showed (decision 109)', () => {
  it('reports the ids of the widget’s carousel products and of the upsell items counted as shown', () => {
    const { blocks } = parseBlocks([
      { type: 'upsell', id: 'up', productIds: [], source: 'widget', widget: 'complete-the-look' },
    ])
    const upsells: Record<string, UpsellItem[]> = {
      up: Array.from({ length: 5 }, (_, index) => ({
        ...offeredItem(product, false, null),
        recommendationId: `rw.1.complete-the-look.${index + 1}.KS10001${index}`,
      })),
    }
    const shown = widgetShownOf(
      blocks,
      {
        widget: {
          products: [{ styleCode: 'KS1' }, { styleCode: 'KS2' }],
          recTokens: { KS1: 'rw.a' },
          component: null,
        },
        decided: {
          products: [{ styleCode: 'KS3' }],
          recTokens: { KS3: 'rt.decided' },
          component: 'recommended',
        },
      },
      upsells,
    )
    expect(shown).toEqual([
      'rw.a',
      'rw.1.complete-the-look.1.KS100010',
      'rw.1.complete-the-look.2.KS100011',
      'rw.1.complete-the-look.3.KS100012',
    ])
  })
})
