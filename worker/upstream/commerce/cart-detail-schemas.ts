/**
 * Wire shapes of what a cart says of its lines, coupons, promotions and totals beyond what the bag first read
 * (spec 2 §3's cart and cart item), each read leniently: a field that is missing or does not parse is left out
 * (a list is empty) and the cart stands.
 */
import * as z from 'zod'
import { parsedEntries } from '../wire-list'

const optionalNumber = z.number().optional().catch(undefined)
const optionalText = (max: number) => z.string().max(max).optional().catch(undefined)

/** A list whose entries that do not parse are left out; anything but a list is an empty one. */
const lenientList = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) => parsedEntries(entries, schema))

/** One option of a variation attribute: a colour or a size, whether it can be had, the style's default colour. */
const AttributeOptionSchema = z.looseObject({
  id: z.string().min(1).max(40),
  label: z.string().max(80).optional(),
  available: z.boolean().optional(),
  defaultColor: z.boolean().optional(),
  selected: z.boolean().optional(),
})

/** A promotion as the cart answers it beside its summary: `price` is what it took off (written negative). */
const PromotionEntrySchema = z.looseObject({
  promotionId: z.string(),
  couponCode: z.string().optional(),
  campaignId: z.string().nullable().optional(),
  promotionName: z.string().optional(),
  calloutMsg: z.string().optional(),
  price: z.number().optional(),
})

/** A cart item's fields beyond those the bag first read, spread into the item's wire shape. */
export const CART_ITEM_DETAILS = {
  /** The line's share of the order's tax. */
  taxTotal: z.number().nullable().optional().catch(undefined),
  /** Its variation attributes (`color`, `size`), each with its options. */
  attributes: lenientList(
    z.looseObject({
      id: z.string(),
      label: z.string().optional(),
      options: lenientList(AttributeOptionSchema),
    }),
  ),
  rating: z
    .looseObject({ score: z.number().min(0).max(5), reviewsCount: z.number().int().nonnegative() })
    .optional()
    .catch(undefined),
  badge: optionalText(40),
  /** The brand, shown above the product's name. */
  eyebrow: optionalText(80),
  /** The product's category trail, outermost first. */
  breadcrumbs: lenientList(z.looseObject({ id: z.string(), name: z.string() })),
  productPromotions: lenientList(PromotionEntrySchema),
  season: optionalText(20),
  /** The merchant's item number. */
  merchantProductId: optionalText(60),
}

/** A cart item's prices beyond its unit price and row total, spread into the item's price. */
export const CART_ITEM_PRICE_DETAILS = {
  /** The high end of the style's price range (its dearer sizes). */
  highOriginal: optionalNumber,
  highCurrent: optionalNumber,
  /** The row after its product promotions, and after its share of the order's discounts (`proratedPrice` too). */
  priceAfterItemDiscount: optionalNumber,
  priceAfterOrderDiscount: optionalNumber,
  proratedPrice: optionalNumber,
}

/** A coupon the cart keeps, with its status (`applied`, or why not: `no_applicable_promotion`...). */
const CouponItemSchema = z.looseObject({
  code: z.string(),
  couponItemId: z.string().optional(),
  promotionId: z.string().optional(),
  statusCode: z.string().optional(),
  valid: z.boolean().optional(),
})

/** A cart's fields beyond those the bag first read, spread into the cart's wire shape. */
export const CART_DETAILS = {
  /** The coupons the cart keeps, by the name that replaced `coupons`; absent from older answers. */
  couponItems: z
    .array(z.unknown())
    .optional()
    .catch(undefined)
    .transform((entries) => (entries ? parsedEntries(entries, CouponItemSchema) : undefined)),
  /** The order's promotions, answered beside the summary. */
  orderPromotions: lenientList(PromotionEntrySchema),
}

/** A cart's totals beyond those the bag first read, spread into the totals' wire shape. */
export const TOTALS_DETAILS = {
  totalWithoutTax: optionalNumber,
  /** Every unit of every line (`totalItems` counts the lines). */
  totalUnits: z.number().int().nonnegative().optional().catch(undefined),
  itemSubTotal: optionalNumber,
  netAmount: optionalNumber,
  /** The tax in the total, added or included; null until it can be known. */
  taxAmount: z.number().nullable().optional().catch(undefined),
  /** What rewards (a reward code, loyalty points, reward cards) pay of the total. */
  appliedRewards: z.number().nonnegative().optional().catch(undefined),
}
