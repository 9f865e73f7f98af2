import { describe, expect, it } from 'vitest'
import { adjustmentOff, priceCart } from '../../mock-api/cart/price-cart'
import type { CartLineRow, CartRow } from '../../mock-api/db/carts'
import type { PriceAdjustmentRow } from '../../mock-api/db/price-adjustments'
import { cartRow, lineRow } from '../fixtures/cart-rows'

/** A US cart, in Washington (6.5 % on top) once `taxed`. */
const cart = (taxed = false): CartRow =>
  cartRow(
    taxed
      ? { shipping_address: JSON.stringify({ countryCode: 'US', province: 'WA', postalCode: '98101' }) }
      : {},
  )

const lineOf = (id: string, price: number, qty = 1, more: Partial<CartLineRow> = {}): CartLineRow =>
  lineRow(id, price, qty, { sku: `KS100027450${id}`, ...more })

const adjustment = (more: Partial<PriceAdjustmentRow>): PriceAdjustmentRow => ({
  id: 'PA1',
  item_id: null,
  kind: 'PERCENT',
  value: 10,
  reason_code: 'PRICE_MATCH',
  store_id: '1001',
  employee_id: 'E1234',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...more,
})

const price = (lines: CartLineRow[], adjustments: PriceAdjustmentRow[], options: { taxed?: boolean } = {}) =>
  priceCart(
    cart(options.taxed),
    lines,
    lines.map(() => 40),
    [],
    [],
    'en-us',
    undefined,
    adjustments,
  )

describe('a store associate’s price adjustments in pricing', () => {
  it('never takes more than half, nor anything below zero', () => {
    expect(adjustmentOff({ kind: 'PERCENT', value: 20 }, 40)).toBe(8)
    expect(adjustmentOff({ kind: 'PERCENT', value: 80 }, 40)).toBe(20)
    expect(adjustmentOff({ kind: 'AMOUNT', value: 5 }, 40)).toBe(5)
    expect(adjustmentOff({ kind: 'AMOUNT', value: 35 }, 40)).toBe(20)
    expect(adjustmentOff({ kind: 'AMOUNT', value: -5 }, 40)).toBe(0)
  })

  it('takes a line’s adjustment off each unit: the line, the item total, the tax and the total follow', () => {
    const lines = [lineOf('a', 40, 2), lineOf('b', 20)]
    const plain = price(lines, [], { taxed: true })
    const adjusted = price(lines, [adjustment({ item_id: 'a', kind: 'AMOUNT', value: 5 })], { taxed: true })
    const line = adjusted.items.find((item) => item.id === 'a')
    expect(line?.price).toMatchObject({ amount: 40, adjustedAmount: 35, rowTotal: 70 })
    expect(adjusted.items.find((item) => item.id === 'b')?.price).not.toHaveProperty('adjustedAmount')
    expect(plain.totals.itemTotal).toBe(100)
    expect(adjusted.totals.itemTotal).toBe(90)
    // Free delivery from 75 either way; Washington's 6.5 % on what is left.
    expect(adjusted.totals.shipping).toBe(0)
    expect(adjusted.totals.tax).toBe(5.85)
    expect(adjusted.totals.total).toBe(95.85)
    expect(adjusted.totals.priceAdjustmentTotal).toBe(10)
    expect(adjusted.priceAdjustments).toEqual([
      expect.objectContaining({
        adjustmentId: 'PA1',
        level: 'ITEM',
        itemId: 'a',
        type: 'AMOUNT',
        reasonLabel: 'Price match',
        unitAmount: 5,
        amount: 10,
        createdBy: { storeId: '1001', employeeId: 'E1234' },
      }),
    ])
  })

  it('lets a line’s adjustment decide the thresholds, since it is the price', () => {
    // 80 in merchandise has free delivery; a price match down to 60 does not.
    const lines = [lineOf('a', 80)]
    expect(price(lines, []).totals.shipping).toBe(0)
    const matched = price(lines, [adjustment({ item_id: 'a', kind: 'PERCENT', value: 25 })])
    expect(matched.totals).toMatchObject({ itemTotal: 60, shipping: 7.95, total: 67.95 })
  })

  it('takes the order’s adjustment after the promotions, without costing free delivery, and taxes what is left', () => {
    const lines = [lineOf('a', 80)]
    const adjusted = price(
      lines,
      [adjustment({ id: 'PA2', reason_code: 'SERVICE_RECOVERY', kind: 'AMOUNT', value: 10 })],
      { taxed: true },
    )
    expect(adjusted.totals).toMatchObject({
      itemTotal: 80,
      totalDiscount: 0,
      shipping: 0,
      tax: 4.55,
      total: 74.55,
      priceAdjustmentTotal: 10,
    })
    expect(adjusted.priceAdjustments).toEqual([
      expect.objectContaining({
        adjustmentId: 'PA2',
        level: 'ORDER',
        amount: 10,
        reasonLabel: 'Service recovery',
      }),
    ])
    expect(adjusted.priceAdjustments[0]).not.toHaveProperty('itemId')
  })

  it('never adjusts an e-gift card, nor an order of e-gift cards alone', () => {
    const card = lineOf('g', 100, 1, { digital: 1 })
    const adjusted = price(
      [card],
      [adjustment({ id: 'PA3', item_id: 'g', kind: 'PERCENT', value: 50 }), adjustment({ id: 'PA4' })],
    )
    expect(adjusted.totals).toMatchObject({ itemTotal: 100, total: 100, priceAdjustmentTotal: 0 })
    expect(adjusted.priceAdjustments).toEqual([])
  })

  it('leaves out an adjustment whose line is gone', () => {
    const adjusted = price([lineOf('a', 40)], [adjustment({ item_id: 'gone', kind: 'PERCENT', value: 50 })])
    expect(adjusted.priceAdjustments).toEqual([])
    expect(adjusted.totals.itemTotal).toBe(40)
  })
})
