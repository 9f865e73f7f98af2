/**
 * How a summary tells the truth about discounts: each promotion under its own name (its code when a code brought it)
 * with what it took off, and a percentage only where a document asks for one, rounded to one decimal (spec 2 §9's
 * percent helper). A fixed "$15 off" is never called "10 %", and two promotions are never summed into one share.
 */

/**
 * A discount as a share of what it was taken off, in percent rounded to one decimal; 0 when there is nothing.
 *
 * @example discountPercentage(50.8, 358) // 14.2
 */
export function discountPercentage(discount: number, base: number): number {
  if (!(base > 0) || !(discount > 0)) return 0
  return Math.round((discount / base) * 1000) / 10
}

/** A promotion as a summary reads it: its level, name, the code that applied it and what it took off. */
export interface SummaryPromotion {
  id: string
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING'
  name: string
  amount: number | null
  couponCode: string | null
}

/** One line of a summary's discount: what the shopper reads it as, and what it took off. */
export interface DiscountLine {
  id: string
  label: string
  amount: number
}

/**
 * The order discount's lines, one per promotion of the order or its products that took something off (a product
 * promotion's is what it took off every line), each named by the code the shopper typed or else by its name; null when the promotions named do not add up to the discount (the service
 * did not say what each took off), so that the summary shows the one total rather than a false breakdown.
 *
 * @example discountLines(50.8, [{ id: 'W', level: 'ORDER', name: '10% off', amount: 35.8, couponCode: 'WELCOME10' },
 *   { id: 'S', level: 'ORDER', name: 'Spend $150, save $15', amount: 15, couponCode: null }])
 * // [{ id: 'W', label: 'WELCOME10', amount: 35.8 }, { id: 'S', label: 'Spend $150, save $15', amount: 15 }]
 */
export function discountLines(
  totalDiscount: number,
  promotions: readonly SummaryPromotion[],
): DiscountLine[] | null {
  if (totalDiscount <= 0) return []
  const lines = promotions
    .filter((promotion) => promotion.level !== 'SHIPPING' && (promotion.amount ?? 0) > 0)
    .map((promotion) => ({
      id: promotion.id,
      label: promotion.couponCode ?? promotion.name,
      amount: promotion.amount ?? 0,
    }))
  const named = lines.reduce((sum, line) => sum + line.amount, 0)
  return lines.length > 0 && Math.abs(named - totalDiscount) < 0.005 ? lines : null
}
