import { describe, expect, it } from 'vitest'
import { nearestFirst, offerContextsOf, promotionClassOf } from '../../shared/bag/promotion-kinds'
import { reshapeCart } from '../../worker/upstream/commerce/reshape'
import { CommerceCartSchema } from '../../worker/upstream/commerce/schemas'

describe('where an approaching promotion is shown: its display levels (spec 2 §5)', () => {
  it('reads one level or several, in any case and spelling of the mini cart', () => {
    expect(offerContextsOf('cart')).toEqual(['cart'])
    expect(offerContextsOf('Cart, Mini-Cart')).toEqual(['cart', 'minicart'])
    expect(offerContextsOf('mini_cart')).toEqual(['minicart'])
    expect(offerContextsOf('minicart cart')).toEqual(['cart', 'minicart'])
  })

  it('shows an offer in the bag when it names no level the shop has', () => {
    expect(offerContextsOf(undefined)).toEqual(['cart'])
    expect(offerContextsOf('')).toEqual(['cart'])
    expect(offerContextsOf('checkout-banner')).toEqual(['cart'])
  })
})

describe('what an approaching promotion is a promotion of (spec 2 §5)', () => {
  it('takes its promotionClass, else its level, else an order’s', () => {
    expect(promotionClassOf('SHIPPING', 'ORDER')).toBe('SHIPPING')
    expect(promotionClassOf(undefined, 'product')).toBe('PRODUCT')
    expect(promotionClassOf('BONUS', 'SHIPPING')).toBe('SHIPPING')
    expect(promotionClassOf(undefined, undefined)).toBe('ORDER')
  })
})

describe('the order a shopper reads approaching promotions in', () => {
  it('puts those still to reach first, nearest first, then those reached, each as the service listed them', () => {
    const offers = [
      { id: 'reached-a', reached: true, distance: 0 },
      { id: 'far', reached: false, distance: 120 },
      { id: 'unknown', reached: false, distance: null },
      { id: 'near', reached: false, distance: 12.5 },
      { id: 'reached-b', reached: true, distance: 0 },
      { id: 'near-too', reached: false, distance: 12.5 },
    ]
    expect(nearestFirst(offers).map((offer) => offer.id)).toEqual([
      'near',
      'near-too',
      'far',
      'unknown',
      'reached-a',
      'reached-b',
    ])
  })
})

describe('approaching promotions from the cart service’s answer', () => {
  const cartWith = (approachingPromotions: unknown[]) =>
    reshapeCart(
      CommerceCartSchema.parse({
        basketId: 'b1',
        currency: 'USD',
        totalItems: 0,
        items: [],
        approachingPromotions,
        totals: { total: 0, itemTotal: 0 },
      }),
      'https://media.test',
    )

  it('carries each one’s class, display levels and distance, nearest first', () => {
    const cart = cartWith([
      {
        promotionId: 'SPEND150-ORDER',
        calloutMsg: 'Spend $90 more|Almost|Saved',
        thresholdStatus: 'Below Threshold',
        distanceFromConditionThreshold: 90,
        approachingDisplayLevel: 'cart,minicart',
        level: 'ORDER',
        promotionClass: 'ORDER',
      },
      {
        promotionId: 'FREESHIP-THRESHOLD',
        calloutMsg: 'Spend $15 more for free delivery|Almost|Free delivery',
        thresholdStatus: 'Below Threshold',
        distanceFromConditionThreshold: 15,
        approachingDisplayLevel: 'cart,minicart',
        level: 'SHIPPING',
      },
      {
        promotionId: 'GWP-SOCKS-100',
        calloutMsg: 'a|b|Your socks are in the bag',
        thresholdStatus: 'Threshold Reached',
        distanceFromConditionThreshold: 0,
        approachingDisplayLevel: 'cart',
      },
    ])
    expect(cart.approaching).toEqual([
      {
        id: 'FREESHIP-THRESHOLD',
        message: 'Spend $15 more for free delivery',
        reached: false,
        kind: 'spend',
        promotionClass: 'SHIPPING',
        contexts: ['cart', 'minicart'],
        distance: 15,
      },
      {
        id: 'SPEND150-ORDER',
        message: 'Spend $90 more',
        reached: false,
        kind: 'spend',
        promotionClass: 'ORDER',
        contexts: ['cart', 'minicart'],
        distance: 90,
      },
      {
        id: 'GWP-SOCKS-100',
        message: 'Your socks are in the bag',
        reached: true,
        kind: 'gift',
        promotionClass: 'ORDER',
        contexts: ['cart'],
        distance: 0,
      },
    ])
  })

  it('keeps an offer whose distance, level or class came wrong, in the bag with an order’s class', () => {
    const cart = cartWith([
      {
        promotionId: 'SPEND150-ORDER',
        calloutMsg: 'a|b|c',
        thresholdStatus: 'Below Threshold',
        distanceFromConditionThreshold: -3,
        approachingDisplayLevel: 7,
        level: ['ORDER'],
        promotionClass: null,
      },
    ])
    expect(cart.approaching).toEqual([
      {
        id: 'SPEND150-ORDER',
        message: 'a',
        reached: false,
        kind: 'spend',
        promotionClass: 'ORDER',
        contexts: ['cart'],
        distance: null,
      },
    ])
  })
})
