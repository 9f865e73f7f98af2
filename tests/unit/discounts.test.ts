import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountLines, discountPercentage, type SummaryPromotion } from '../../shared/bag/discounts'

const welcome: SummaryPromotion = {
  id: 'WELCOME10-ORDER',
  level: 'ORDER',
  name: '10% off your order',
  amount: 35.8,
  couponCode: 'WELCOME10',
}
const spendAndSave: SummaryPromotion = {
  id: 'SPEND150-SAVE15',
  level: 'ORDER',
  name: 'Spend $150, save $15',
  amount: 15,
  couponCode: null,
}
const freeDelivery: SummaryPromotion = {
  id: 'FREESHIP-THRESHOLD',
  level: 'SHIPPING',
  name: 'Free standard delivery',
  amount: 8,
  couponCode: null,
}

describe('discount percentages', () => {
  it('rounds a discount’s share to one decimal', () => {
    expect(discountPercentage(50.8, 358)).toBe(14.2)
    expect(discountPercentage(15, 156.99)).toBe(9.6)
    expect(discountPercentage(35.8, 358)).toBe(10)
    expect(discountPercentage(1, 3)).toBe(33.3)
    expect(discountPercentage(2, 3)).toBe(66.7)
  })

  it('is 0 without a discount or without anything to take it off', () => {
    expect(discountPercentage(0, 100)).toBe(0)
    expect(discountPercentage(10, 0)).toBe(0)
    expect(discountPercentage(-5, 100)).toBe(0)
  })

  it('never has more than one decimal, and stays between 0 and 100 for a discount up to its base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        (cents, share) => {
          const base = cents / 100
          const percent = discountPercentage((base * share) / 100, base)
          expect(Math.round(percent * 10) / 10).toBe(percent)
          expect(percent).toBeGreaterThanOrEqual(0)
          expect(percent).toBeLessThanOrEqual(100)
        },
      ),
    )
  })
})

describe('the discount’s lines in a summary', () => {
  it('names each order promotion by its code, else by its name, with what it took off', () => {
    expect(discountLines(50.8, [welcome, spendAndSave, freeDelivery])).toEqual([
      { id: 'WELCOME10-ORDER', label: 'WELCOME10', amount: 35.8 },
      { id: 'SPEND150-SAVE15', label: 'Spend $150, save $15', amount: 15 },
    ])
    expect(discountLines(15, [spendAndSave])).toEqual([
      { id: 'SPEND150-SAVE15', label: 'Spend $150, save $15', amount: 15 },
    ])
  })

  it('gives no breakdown when the promotions named do not make up the discount', () => {
    expect(discountLines(60, [welcome, spendAndSave])).toBeNull()
    expect(discountLines(15, [{ ...spendAndSave, amount: null }])).toBeNull()
    expect(discountLines(15, [freeDelivery])).toBeNull()
  })

  it('has no lines without a discount', () => {
    expect(discountLines(0, [freeDelivery])).toEqual([])
  })
})
