/**
 * From what a cart says of its lines, coupons, promotions and totals (`cart-detail-schemas.ts`) to what the shop
 * shows. What the shop does not show is read and left here (decision 113): a line's share of the tax, the style's
 * price range, its rating, colours and campaign; the totals without tax, net of it and after the product
 * promotions. The cart's units are its `totalUnits` (`totalItems` counts lines), else `totalItems` from a cart that
 * counted units by it; its tax is its `taxAmount`, else the older `tax` (`reshapeCart`).
 */
import type { AppliedPromotion, Cart, CartLine } from '../../../shared/bag/cart'
import { isLineBadge } from '../../../shared/bag/line-details'
import type { CommerceCart } from './schemas'

type WireItem = CommerceCart['items'][number]

/** A line's size options: its attributes' `size`, each labelled as the market reads it. */
function sizesOf(item: WireItem): CartLine['sizes'] {
  const size = item.attributes.find((attribute) => attribute.id.toLowerCase() === 'size')
  return (size?.options ?? []).map((option) => ({
    value: option.id,
    label: option.label || option.id,
    available: option.available !== false,
  }))
}

/** The codes that took something off a line, each once with what it took off in all. */
function codesOf(item: WireItem): CartLine['codes'] {
  const codes = new Map<string, number>()
  for (const promotion of item.productPromotions)
    if (promotion.couponCode)
      codes.set(
        promotion.couponCode,
        Math.round(((codes.get(promotion.couponCode) ?? 0) + Math.abs(promotion.price ?? 0)) * 100) / 100,
      )
  return [...codes].map(([code, amount]) => ({ code, amount }))
}

/** What the bag shows of a line beyond what it is and costs (`LINE_DETAILS`). */
export function lineDetailsOf(item: WireItem) {
  const category = item.breadcrumbs.at(-1)
  return {
    brand: item.eyebrow || null,
    badge: isLineBadge(item.badge) ? item.badge : null,
    itemNumber: item.merchantProductId || null,
    season: item.season || null,
    codes: codesOf(item),
    sizes: sizesOf(item),
    category: category ? { id: category.id, name: category.name } : null,
  }
}

/** The line after every discount: after the order's (the older `proratedPrice`), else after its own promotions. */
export const afterDiscountsOf = (price: WireItem['price']): number | null =>
  price.priceAfterOrderDiscount ?? price.proratedPrice ?? price.priceAfterItemDiscount ?? null

/**
 * The codes the cart keeps: its `couponItems`, or `coupons` from a cart that answers the older name. A code is
 * applied unless its status says otherwise (`no_applicable_promotion`) or it is no longer valid.
 */
export function couponsOf(cart: CommerceCart): Cart['coupons'] {
  const entries: readonly { code: string; statusCode?: unknown; status?: unknown; valid?: unknown }[] =
    cart.couponItems ?? cart.coupons
  return entries.map((entry) => {
    const status = entry.statusCode ?? entry.status
    return {
      code: entry.code,
      applied: entry.valid !== false && (status === undefined || status === 'applied'),
    }
  })
}

/**
 * The order's promotions the summary does not list: a cart may answer its order promotions apart from it
 * (`orderPromotions`), what each took off written negative.
 */
export function orderPromotionsBeside(
  cart: CommerceCart,
  summary: readonly AppliedPromotion[],
): AppliedPromotion[] {
  const listed = new Set(summary.map((promotion) => promotion.id))
  return cart.orderPromotions
    .filter((promotion) => !listed.has(promotion.promotionId))
    .map((promotion) => ({
      id: promotion.promotionId,
      level: 'ORDER' as const,
      name: promotion.promotionName ?? promotion.calloutMsg ?? promotion.promotionId,
      amount: promotion.price === undefined ? null : Math.abs(promotion.price),
      couponCode: promotion.couponCode ?? null,
    }))
}
