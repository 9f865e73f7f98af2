/**
 * The associate discount in the cart's pricing (decision 049): a share off the merchandise for an employee who has
 * accepted the terms, up to what is left of the yearly cap; never on e-gift cards or personalisation; instead of
 * promotion codes while it applies; and a banner saying so, or that the cap is used up.
 */
import { describe, expect, it } from 'vitest'
import { priceCart } from '../../mock-api/cart/price-cart'
import { EMPLOYEE_DISCOUNT } from '../../mock-api/cart/rules'
import type { CartLineRow } from '../../mock-api/db/carts'
import type { EmployeeDiscountState } from '../../mock-api/db/loyalty'
import { cartRow, lineRow } from '../fixtures/cart-rows'

const employee = (remaining: number, cap = 1500): EmployeeDiscountState => ({ cap, remaining })

const price = (
  lines: CartLineRow[],
  state: EmployeeDiscountState | null,
  coupons: string[] = [],
  locale = 'en-US',
) =>
  priceCart(
    cartRow({ customer_id: 'c1' }),
    lines,
    lines.map(() => 40),
    coupons,
    [],
    locale,
    undefined,
    [],
    state,
  )

const promotion = (cart: ReturnType<typeof price>, id: string) =>
  cart.promoSummary.find((entry) => entry.promotionId === id)
const banner = (cart: ReturnType<typeof price>) =>
  cart.approachingPromotions.find((entry) => entry.promotionId === EMPLOYEE_DISCOUNT.promotionId)

describe('the associate discount', () => {
  it('takes its share off the merchandise and says what is left of the cap after this order', () => {
    const cart = price([lineRow('a', 100, 2)], employee(1180))
    expect(promotion(cart, EMPLOYEE_DISCOUNT.promotionId)?.amount).toBe(60)
    // Beside the automatic spend-and-save ($15 off from $150), which is not a promotion code.
    expect(cart.totals.totalDiscount).toBe(75)
    expect(cart.employeeDiscount).toEqual({ percent: 30, base: 200, amount: 60 })
    const shown = banner(cart)
    expect(shown?.thresholdStatus).toBe('Threshold Reached')
    expect(shown?.calloutMsg.split('|')[2]).toBe(
      'Your 30% associate discount is applied. $980.00 of your $1,500.00 yearly allowance is left after this order. It does not combine with promotion codes.',
    )
  })

  it('is taken only on what the cap still covers', () => {
    const cart = price([lineRow('a', 100, 3)], employee(50))
    expect(cart.employeeDiscount).toEqual({ percent: 30, base: 50, amount: 15 })
    expect(promotion(cart, EMPLOYEE_DISCOUNT.promotionId)?.amount).toBe(15)
  })

  it('leaves e-gift cards and personalised lines at their price', () => {
    const cart = price(
      [lineRow('a', 100), lineRow('g', 50, 1, { digital: 1 }), lineRow('p', 60, 1, { recipe_id: 'R1' })],
      employee(1000),
    )
    expect(cart.employeeDiscount?.base).toBe(100)
    expect(promotion(cart, EMPLOYEE_DISCOUNT.promotionId)?.amount).toBe(30)
  })

  it('does not combine with promotion codes while it applies; the code counts again once the cap is used up', () => {
    const withDiscount = price([lineRow('a', 100)], employee(1000), ['WELCOME10'])
    expect(withDiscount.promoSummary.map((entry) => entry.promotionId)).toEqual([
      EMPLOYEE_DISCOUNT.promotionId,
    ])
    // The code stays on the cart for afterwards, said to apply to nothing meanwhile.
    expect(withDiscount.couponItems.map(({ code, statusCode }) => ({ code, statusCode }))).toEqual([
      { code: 'WELCOME10', statusCode: 'no_applicable_promotion' },
    ])

    const usedUp = price([lineRow('a', 100)], employee(0), ['WELCOME10'])
    expect(usedUp.employeeDiscount).toBeNull()
    expect(usedUp.couponItems.map(({ code, statusCode }) => ({ code, statusCode }))).toEqual([
      { code: 'WELCOME10', statusCode: 'applied' },
    ])
    expect(promotion(usedUp, EMPLOYEE_DISCOUNT.promotionId)).toBeUndefined()
    expect(usedUp.totals.totalDiscount).toBeGreaterThan(0)
    expect(banner(usedUp)?.thresholdStatus).toBe('Above Threshold')
    expect(banner(usedUp)?.calloutMsg.split('|')[1]).toContain(
      'used this year’s associate discount allowance',
    )
  })

  it('is neither taken nor announced for anyone else, or in a bag of e-gift cards alone', () => {
    const shopper = price([lineRow('a', 100)], null)
    expect(shopper.employeeDiscount).toBeNull()
    expect(banner(shopper)).toBeUndefined()
    const giftCards = price([lineRow('g', 50, 1, { digital: 1 })], employee(1000))
    expect(giftCards.employeeDiscount).toBeNull()
    expect(banner(giftCards)).toBeUndefined()
  })

  it('is worded in the shop’s language and currency', () => {
    const lines = [lineRow('a', 100)]
    const cart = priceCart(
      cartRow({ customer_id: 'c1', currency: 'EUR', country: 'DE' }),
      lines,
      [40],
      [],
      [],
      'de-DE',
      undefined,
      [],
      employee(1000),
    )
    expect(promotion(cart, EMPLOYEE_DISCOUNT.promotionId)?.promotionName).toBe('30 % Mitarbeiterrabatt')
    expect(banner(cart)?.calloutMsg).toContain('900,00')
  })
})
