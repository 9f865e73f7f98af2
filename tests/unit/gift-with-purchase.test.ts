import { describe, expect, it } from 'vitest'
import { bonusLineId, type GiftState, priceCart } from '../../mock-api/cart/price-cart'
import { type Currency, GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import type { CartLineRow, CartRow, GiftVariantRow } from '../../mock-api/db/carts'
import { approachingMessage } from '../../shared/bag/cart'
import { cartRow, lineRow } from '../fixtures/cart-rows'

const cartIn = (currency: Currency): CartRow =>
  cartRow({ currency, country: { USD: 'US', CAD: 'CA', GBP: 'GB', EUR: 'DE' }[currency] })

/** A delivered line of `qty` at `price` each. */
const lineOf = (price: number, qty = 1, more: Partial<CartLineRow> = {}): CartLineRow =>
  lineRow(`line-${price}-${qty}`, price, qty, more)

const socks = (stock = 31): GiftVariantRow => ({
  sku: GIFT_WITH_PURCHASE.sku,
  style_code: 'KS102904',
  name: 'Harbor Ski Socks',
  colour_code: '020',
  size: 'L/XL',
  upc: '840000004242',
  online_stock: stock,
  current: 14,
})

const gift = (more: Partial<GiftState> = {}): GiftState => ({ variant: socks(), declined: [], ...more })

/** Prices a cart of `lines` with the gift's state, in English. */
const price = (
  lines: CartLineRow[],
  state: GiftState,
  options: { currency?: Currency; coupons?: string[] } = {},
) =>
  priceCart(
    cartIn(options.currency ?? 'USD'),
    lines,
    lines.map((line) => line.online_stock),
    options.coupons ?? [],
    [],
    'en-US',
    state,
  )

const giftPromotion = (cart: ReturnType<typeof price>) =>
  cart.approachingPromotions.find((promotion) => promotion.promotionId === GIFT_WITH_PURCHASE.promotionId)

const messageOf = (cart: ReturnType<typeof price>) => {
  const promotion = giftPromotion(cart)
  return promotion
    ? approachingMessage(
        promotion.calloutMsg,
        promotion.thresholdStatus as Parameters<typeof approachingMessage>[1],
      )
    : null
}

describe('the gift with purchase', () => {
  it('is not given below the threshold, and the callout says how much more to spend', () => {
    const cart = price([lineOf(60)], gift())
    expect(cart.items.map((item) => item.bonus)).toEqual([false])
    expect(cart.totalItems).toBe(1)
    expect(cart.declinedBonuses).toEqual([])
    expect(giftPromotion(cart)).toMatchObject({
      thresholdStatus: 'Below Threshold',
      distanceFromConditionThreshold: 40,
    })
    expect(giftPromotion(cart)?.calloutMsg.split('|')).toHaveLength(3)
    expect(messageOf(cart)).toBe('Spend $40.00 more for free socks')
  })

  it('adds one free unit at the threshold, worth its price, without changing the totals', () => {
    const lines = [lineOf(60), lineOf(40)]
    const cart = price(lines, gift())
    const withoutGift = priceCart(cartIn('USD'), lines, [40, 40], [], [], 'en-US')
    const bonus = cart.items.find((item) => item.bonus)
    expect(bonus).toMatchObject({
      id: bonusLineId(GIFT_WITH_PURCHASE.promotionId),
      productId: GIFT_WITH_PURCHASE.sku,
      name: 'Harbor Ski Socks',
      qty: 1,
      maxQty: 1,
      bonusPromotionId: GIFT_WITH_PURCHASE.promotionId,
      price: { amount: 0, original: 14, rowTotal: 0 },
      shippingOptions: { shippingMethod: { code: 'standard' } },
    })
    // Three lines, three units: the gift's one counts among the bag's units, and nothing else changes.
    expect(cart.totalItems).toBe(3)
    expect(cart.totals.totalUnits).toBe(3)
    expect({ ...cart.totals, totalUnits: 2 }).toEqual(withoutGift.totals)
    expect(withoutGift.items.some((item) => item.bonus)).toBe(false)
    expect(giftPromotion(cart)?.thresholdStatus).toBe('Threshold Reached')
    expect(messageOf(cart)).toBe('Free socks added to your bag')
  })

  it('counts no e-gift card: it is money, not merchandise, and takes no discount', () => {
    const card = lineOf(100, 1, { id: 'line-card', sku: 'KS90000142010', digital: 1, online_stock: 999999 })
    const cart = price([lineOf(60), card], gift(), { coupons: ['WELCOME10'] })
    expect(cart.items.some((item) => item.bonus)).toBe(false)
    expect(giftPromotion(cart)?.distanceFromConditionThreshold).toBe(46)
    // 10% of the tee only; the card is in the totals at its face value.
    expect(cart.totals).toMatchObject({ itemTotal: 160, totalDiscount: 6, total: 160 - 6 + 7.95 })
    expect(cart.items.find((item) => item.id === 'line-card')).toMatchObject({
      isDigitalProduct: true,
      price: { rowTotal: 100, priceAfterOrderDiscount: 100 },
      shippingOptions: { shippingMethod: { code: 'digital', label: 'By email', price: { amount: 0 } } },
    })
    // A bag of e-gift cards alone has no shipment and approaches nothing.
    const cardsOnly = price([card], gift())
    expect(cardsOnly.shippingMethods).toEqual([])
    expect(cardsOnly.approachingPromotions).toEqual([])
    expect(cardsOnly.totals).toMatchObject({ itemTotal: 100, tax: 0, total: 100 })
  })

  it('counts the merchandise after order discounts', () => {
    // 105 less 10% is 94.50: below 100.
    const cart = price([lineOf(105)], gift(), { coupons: ['WELCOME10'] })
    expect(cart.totals.totalDiscount).toBe(10.5)
    expect(cart.items.some((item) => item.bonus)).toBe(false)
    expect(giftPromotion(cart)?.distanceFromConditionThreshold).toBe(5.5)
  })

  it('has a threshold in each currency', () => {
    for (const [currency, threshold] of Object.entries(GIFT_WITH_PURCHASE.threshold) as [
      Currency,
      number,
    ][]) {
      const below = price([lineOf(threshold - 0.01)], gift(), { currency })
      const at = price([lineOf(threshold)], gift(), { currency })
      expect(
        below.items.some((item) => item.bonus),
        currency,
      ).toBe(false)
      expect(
        at.items.some((item) => item.bonus),
        currency,
      ).toBe(true)
    }
  })

  it('is offered back instead of given once declined, and the callout no longer says it was added', () => {
    const cart = price([lineOf(120)], gift({ declined: [GIFT_WITH_PURCHASE.promotionId] }))
    expect(cart.items.some((item) => item.bonus)).toBe(false)
    expect(cart.totalItems).toBe(1)
    expect(cart.declinedBonuses).toEqual([
      { promotionId: GIFT_WITH_PURCHASE.promotionId, name: 'Harbor Ski Socks' },
    ])
    expect(messageOf(cart)).toBe('Your order qualifies for free socks')
    // Below the threshold a declined gift is not offered back.
    const below = price([lineOf(50)], gift({ declined: [GIFT_WITH_PURCHASE.promotionId] }))
    expect(below.declinedBonuses).toEqual([])
  })

  it('is neither given nor promised when its stock is gone, counting the cart’s own units of it', () => {
    for (const state of [
      gift({ variant: socks(0) }),
      gift({ variant: null }),
      gift({ declined: [GIFT_WITH_PURCHASE.promotionId], variant: socks(0) }),
    ]) {
      const cart = price([lineOf(150)], state)
      expect(cart.items.some((item) => item.bonus)).toBe(false)
      expect(cart.declinedBonuses).toEqual([])
      expect(giftPromotion(cart)).toBeUndefined()
    }
    // Two pairs left, both bought as a line of their own.
    const bought = lineOf(50, 2, { sku: GIFT_WITH_PURCHASE.sku, style_code: 'KS102904', online_stock: 2 })
    const cart = price([lineOf(100), bought], gift({ variant: socks(2) }))
    expect(cart.items.filter((item) => item.bonus)).toEqual([])
  })

  it('goes with the delivered lines, so a cart that is all picked up in a store gets none', () => {
    const cart = price([lineOf(150, 1, { store_id: '1001' })], gift())
    expect(cart.items.some((item) => item.bonus)).toBe(false)
    expect(giftPromotion(cart)).toBeUndefined()
  })

  it('says so in the shopper’s language', () => {
    const cart = priceCart(cartIn('EUR'), [lineOf(95)], [40], [], [], 'de-DE', gift())
    const promotion = giftPromotion(cart)
    expect(approachingMessage(promotion?.calloutMsg ?? '', 'Threshold Reached')).toBe(
      'Kostenlose Socken liegen in deinem Warenkorb',
    )
    expect(approachingMessage(promotion?.calloutMsg ?? '', 'Below Threshold')).toMatch(/^Noch .*€ bis/)
  })
})
