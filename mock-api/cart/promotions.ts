/**
 * The cart's promotions as a commerce platform answers them beside its summary (spec 2 §3): each line's product
 * promotions (`productPromotions`: a share off the line, with the coupon that brought it and its campaign), the
 * order's promotions (`orderPromotions`), and each coupon the cart keeps with its status (`couponItems`): applied,
 * or kept without a promotion it applies to (`no_applicable_promotion`: a footwear code in a bag without shoes, a
 * free-delivery code on express delivery, any code while the associate discount applies). A promotion's `price` is
 * what it takes off, negative, as a price adjustment is written.
 */

import type { CartLineRow } from '../db/carts'
import { CAMPAIGNS, COUPONS, type CouponRule, round2 } from './rules'
import type { CartTexts } from './texts'

/** A promotion of the cart's summary: its level, names, what it took off and the code that brought it. */
export interface SummaryEntry {
  level: 'ORDER' | 'PRODUCT' | 'SHIPPING'
  promotionId: string
  promotionName: string
  calloutMessage: string
  amount: number
  couponCode?: string
}

/** What one product promotion took off one line. */
export interface LinePromotion {
  promotionId: string
  couponCode: string
  name: string
  amount: number
}

type ProductCoupon = Extract<CouponRule, { kind: 'productPercentOff' }>

const isProductCoupon = (rule: CouponRule): rule is ProductCoupon => rule.kind === 'productPercentOff'

/**
 * The product promotions of each line of merchandise (by line id): every product coupon of the cart takes its
 * share off each line of the kinds it names, from the line's total; a line it takes nothing off is not listed.
 */
export function productPromotionsOf(
  goods: readonly CartLineRow[],
  coupons: readonly CouponRule[],
  rowTotal: (line: CartLineRow) => number,
  texts: CartTexts,
): Map<string, LinePromotion[]> {
  const byLine = new Map<string, LinePromotion[]>()
  for (const coupon of coupons.filter(isProductCoupon))
    for (const line of goods) {
      if (!coupon.productKinds.includes(line.kind ?? '')) continue
      const amount = round2((rowTotal(line) * coupon.percent) / 100)
      if (amount <= 0) continue
      byLine.set(line.id, [
        ...(byLine.get(line.id) ?? []),
        {
          promotionId: coupon.promotionId,
          couponCode: coupon.code,
          name: texts.footwearOffName(coupon.percent),
          amount,
        },
      ])
    }
  return byLine
}

/** What the product promotions took off in all. */
export const productDiscountOf = (byLine: ReadonlyMap<string, readonly LinePromotion[]>) =>
  round2([...byLine.values()].flat().reduce((sum, promotion) => sum + promotion.amount, 0))

/** The product promotions as the summary lists them: one entry a promotion, the lines' shares added up. */
export function productSummaryOf(byLine: ReadonlyMap<string, readonly LinePromotion[]>): SummaryEntry[] {
  const entries = new Map<string, SummaryEntry>()
  for (const promotion of [...byLine.values()].flat()) {
    const entry = entries.get(promotion.promotionId)
    if (entry) entry.amount = round2(entry.amount + promotion.amount)
    else
      entries.set(promotion.promotionId, {
        level: 'PRODUCT',
        promotionId: promotion.promotionId,
        promotionName: promotion.name,
        calloutMessage: `${promotion.name} (${promotion.couponCode})`,
        amount: promotion.amount,
        couponCode: promotion.couponCode,
      })
  }
  return [...entries.values()]
}

/** A line's product promotions as the line answers them. */
export const lineProductPromotions = (promotions: readonly LinePromotion[] = []) =>
  promotions.map((promotion) => ({
    promotionId: promotion.promotionId,
    campaignId: CAMPAIGNS[promotion.promotionId] ?? null,
    couponCode: promotion.couponCode,
    calloutMsg: promotion.name,
    price: -promotion.amount,
  }))

/** The order's promotions (the summary's ORDER entries) as the cart answers them apart. */
export const orderPromotionsOf = (summary: readonly SummaryEntry[]) =>
  summary
    .filter((entry) => entry.level === 'ORDER')
    .map((entry) => ({
      promotionId: entry.promotionId,
      campaignId: CAMPAIGNS[entry.promotionId] ?? null,
      ...(entry.couponCode ? { couponCode: entry.couponCode } : {}),
      promotionName: entry.promotionName,
      calloutMsg: entry.calloutMessage,
      price: -entry.amount,
    }))

/**
 * Every coupon the cart keeps, in the order they were added, each applied when a promotion of the summary took
 * something off with it, and otherwise kept without one it applies to.
 */
export const couponItemsOf = (codes: readonly string[], summary: readonly SummaryEntry[]) =>
  codes.map((code) => {
    const rule = COUPONS[code]
    const applied = summary.some((entry) => entry.couponCode === code && entry.amount > 0)
    return {
      couponItemId: `coupon-${code}`,
      code,
      ...(rule && 'promotionId' in rule ? { promotionId: rule.promotionId } : {}),
      statusCode: applied ? ('applied' as const) : ('no_applicable_promotion' as const),
      valid: true,
    }
  })
