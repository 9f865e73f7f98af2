/** The cart as islands see it: the worker strips tokens and upstream-only fields before it leaves the edge. */
import * as z from 'zod'
import type { Translator } from '../i18n/i18n'
import { LINE_BADGES } from './line-details'
import { OFFER_CONTEXTS, PROMOTION_CLASSES, PROMOTION_KINDS } from './promotion-kinds'

/** A size of the line's colour: its value (what forms carry), its label as the market reads it, in stock or not. */
const LineSizeSchema = z.object({ value: z.string(), label: z.string(), available: z.boolean() })

/**
 * The line's fields beyond what it is and costs (`line-details.ts`), spread into `CartLineSchema`; each has a default,
 * so a cart kept from before it is read still parses.
 */
const LINE_DETAILS = {
  /** The brand, shown above the name (the cart service's `eyebrow`); null when it did not say. */
  brand: z.string().nullable().default(null),
  badge: z.enum(LINE_BADGES).nullable().default(null),
  /** The merchant's item number (`merchantProductId`), which the shopper may quote. */
  itemNumber: z.string().nullable().default(null),
  /** The season the style came out in (`FW26`), which a store associate reads. */
  season: z.string().nullable().default(null),
  /** The codes that took something off the line (its product promotions'), each with what it took off. */
  codes: z.array(z.object({ code: z.string(), amount: z.number() })).default([]),
  /** The sizes of the line's colour, from its attributes; empty when the cart service did not say. */
  sizes: z.array(LineSizeSchema).default([]),
  /** The line's category (the last step of its trail); null when the cart service did not say. */
  category: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
}

export const CartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  /** The colourway (the style with its colour), as the cart service names it; null when it did not say. */
  masterId2: z.string().nullable().default(null),
  /** The product's name as its page's address spells it, as the cart service has it; null when it did not say. */
  slug: z.string().nullable().default(null),
  name: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  price: z.object({
    amount: z.number(),
    original: z.number(),
    rowTotal: z.number(),
    /** The line after every discount (its promotions', its share of the order's); null when the service did not say. */
    afterDiscounts: z.number().nullable().default(null),
  }),
  image: z.string(),
  /** The variant's UPC, as the cart service has it; null when it did not say (carts from before it did). */
  upc: z.string().nullable().default(null),
  /**
   * The product page the line was added from (its colour and size chosen), a path on the shop; null when the line
   * came without one (added by SKU, or before the cart kept it).
   */
  pdpUrl: z.string().nullable().default(null),
  colour: z.string().nullable(),
  /** The size's value in the catalogue (a US shoe size): what URLs and forms carry. */
  size: z.string().nullable(),
  /** The size as the shopper's market reads it (a UK or EU shoe size, decision 053): what the shop shows. */
  sizeLabel: z.string().nullable().default(null),
  /** The store the line is picked up from; null for delivery. */
  pickupStoreId: z.string().nullable(),
  /** The customised design this line is for, if any. */
  recipeId: z.string().nullable(),
  /** Units the stock still covers (online, or in the pickup store); null when the cart service did not say. */
  stock: z.number().int().nonnegative().nullable(),
  /** A gift-with-purchase line: it cannot be changed, only removed. */
  bonus: z.boolean(),
  /** The gift-with-purchase promotion a bonus line comes from; null for any other line. */
  bonusPromotionId: z.string().nullable(),
  /**
   * A digital line (an e-gift card): sent by email to the recipient of its `gift`, never shipped or picked up,
   * one card a line.
   */
  digital: z.boolean(),
  gift: z.object({ to: z.string(), email: z.string(), message: z.string() }).nullable(),
  /** An e-gift card's amount of the shopper's choosing (its price); null for a card of a set amount, or any line. */
  customAmount: z.number().nullable(),
  /**
   * A store associate's price adjustment of the line (decision 031): what it takes off each unit and off the line
   * (`price.rowTotal` is after it), and why. Null without one.
   */
  adjustment: z
    .object({ id: z.string(), unitAmount: z.number(), amount: z.number(), reason: z.string() })
    .nullable(),
  /**
   * A personalised line (decision 030): made to order to its recipe (`recipeId`), its text in a thread colour,
   * `surcharge` being what the personalisation adds to each unit's price (which includes it). Null for any other.
   */
  custom: z.object({ text: z.string(), thread: z.string(), surcharge: z.number() }).nullable(),
  ...LINE_DETAILS,
})
export type CartLine = z.infer<typeof CartLineSchema>

/**
 * A store associate's price adjustment (decision 031): of a line (`itemId`), or of the order (`itemId` null), what
 * it took off, and its reason as the shopper reads it ("Price match").
 */
export const PriceAdjustmentSchema = z.object({
  id: z.string(),
  itemId: z.string().nullable(),
  amount: z.number(),
  reason: z.string(),
  /** The reason as the cart service codes it (`PRICE_MATCH`), which a change keeps unless the associate picks another. */
  reasonCode: z.string().nullable().default(null),
  /** How it was given (a percentage or an amount off) and that figure, which a change starts from; null when unsaid. */
  type: z.enum(['PERCENT', 'AMOUNT']).nullable().default(null),
  value: z.number().nullable().default(null),
})
export type PriceAdjustment = z.infer<typeof PriceAdjustmentSchema>

export const ShippingOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  deliveryTime: z.string(),
  price: z.number(),
  /** What the method costs before a shipping promotion lowered it (the service's `cost`); null without one. */
  originalPrice: z.number().nullable().default(null),
  selected: z.boolean(),
  /** False when the method does not reach the shipping address (express to remote areas). */
  available: z.boolean(),
})
export type ShippingOption = z.infer<typeof ShippingOptionSchema>

/**
 * Changes to how a line or the shipment travels (spec 1 §4, spec 2 §4): a pickup line delivered instead, a line
 * moved to pickup or to another store, a collection point or store shipment back to the address, express down to
 * standard, a pickup line shipped to its store with the shipment going there, a line of that shipment picked up
 * from the store's own stock instead. Informational when the shopper asked for them; made by the service (`bySystem`), they mark the line
 * as changed and say the order was updated.
 */
const DELIVERY_CHANGE_CODES = {
  PickupToHome: 'pickupToHome',
  HomeToPickup: 'homeToPickup',
  PickupStoreChanged: 'storeChanged',
  StoreToHome: 'storeToHome',
  ShippingDowngrade: 'downgrade',
  PickupToShipToStore: 'pickupToShipToStore',
  ShipToStoreToPickup: 'shipToStoreToPickup',
} as const
export type DeliveryChange = (typeof DELIVERY_CHANGE_CODES)[keyof typeof DELIVERY_CHANGE_CODES]
export const DELIVERY_CHANGES = Object.values(DELIVERY_CHANGE_CODES) as [DeliveryChange, ...DeliveryChange[]]

/** What the cart service changed by itself, worded per kind: the bag and the checkout say the same. */
export const deliveryChangeTexts = (t: Translator): Record<DeliveryChange, string> =>
  Object.fromEntries(DELIVERY_CHANGES.map((kind) => [kind, t.t(`bag.changed.${kind}`)])) as Record<
    DeliveryChange,
    string
  >

/** The cart service's notification codes, by the change each reports. */
export const DELIVERY_CHANGE_OF_CODE: ReadonlyMap<string, DeliveryChange> = new Map(
  Object.entries(DELIVERY_CHANGE_CODES),
)

/** Whoever collects the store pickups, when not the shopper. */
export const PickupPersonSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
})
export type PickupPerson = z.infer<typeof PickupPersonSchema>

/** What the cart tells the shopper about its lines and address (spec 1 §8's cart flash codes). */
export const CART_FLASH_CODES = [
  'ProductLineItemInventoryMissing',
  'ProductItemNotAvailable',
  'ProductLineItemFullInventoryMissing',
  /** A line whose price the market's price book no longer has: it stays, flagged, and no order takes it (INV702). */
  'ProductLineItemPriceMissing',
  'InvalidShippingAddress',
] as const
export type CartFlashCode = (typeof CART_FLASH_CODES)[number]

/**
 * A promotion applied to a cart or an order, with what it took off: its name, and the code the shopper typed when
 * a code brought it. The summaries name each by its code, else by its name (`shared/bag/discounts.ts`).
 */
export const AppliedPromotionSchema = z.object({
  id: z.string(),
  level: z.enum(['ORDER', 'PRODUCT', 'SHIPPING']),
  name: z.string(),
  amount: z.number().nullable(),
  couponCode: z.string().nullable(),
})
export type AppliedPromotion = z.infer<typeof AppliedPromotionSchema>

/** An address the cart holds (shipping or billing), as the checkout shows it back. */
export const CartAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
})
export type CartAddress = z.infer<typeof CartAddressSchema>

/** The cart as the browser gets it: its basket id stays at the edge, in the session. */
export const CartSchema = z.object({
  currency: z.string(),
  totalItems: z.number().int().nonnegative(),
  items: z.array(CartLineSchema),
  /** The home-delivery shipment: null when every line is picked up in a store or sent by email. */
  shipment: z
    .object({ method: z.string(), storeId: z.string().nullable(), options: z.array(ShippingOptionSchema) })
    .nullable(),
  /**
   * The made-to-order shipment of the personalised lines (the `customs` method): its own, whatever the home
   * shipment's method; null without personalised lines.
   */
  madeToOrder: z.object({ label: z.string(), deliveryTime: z.string(), price: z.number() }).nullable(),
  /** The codes the cart keeps: each applied, or kept without anything in the bag it applies to. */
  coupons: z.array(z.object({ code: z.string(), applied: z.boolean().default(true) })),
  /** Promotions applied to the order or its delivery, with what each took off. */
  promotions: z.array(AppliedPromotionSchema),
  /**
   * Approaching promotions, nearest first (`nearestFirst`), each with the one message its threshold status picks
   * (spec 2 §8), its kind, which its id tells (`promotionKindOf`), its class, where it is shown (its display
   * levels) and how far the bag is from its threshold (null when the service did not say).
   */
  approaching: z.array(
    z.object({
      id: z.string(),
      message: z.string(),
      reached: z.boolean(),
      kind: z.enum(PROMOTION_KINDS).default('spend'),
      promotionClass: z.enum(PROMOTION_CLASSES).default('ORDER'),
      contexts: z.array(z.enum(OFFER_CONTEXTS)).default(['cart']),
      distance: z.number().nullable().default(null),
    }),
  ),
  /** Gifts with purchase the cart qualifies for that the shopper removed, which they can add back. */
  declinedGifts: z.array(z.object({ promotionId: z.string(), name: z.string() })),
  /** What the cart service changed or found on reading it: each names the line (and its product's name). */
  flash: z.array(
    z.object({
      code: z.enum(CART_FLASH_CODES),
      itemId: z.string().nullable(),
      name: z.string().nullable(),
      available: z.number().nullable(),
    }),
  ),
  /**
   * The lines whose price changed since the cart last priced them, priced again now (decision 089: a read that asks
   * `isPatchRequired`): each line, its product's name, and its unit price before and after.
   */
  priceChanges: z.array(z.object({ itemId: z.string(), name: z.string(), from: z.number(), to: z.number() })),
  /** What the last change did to how lines or the shipment travel (reported once). */
  changes: z.array(
    z.object({
      kind: z.enum(DELIVERY_CHANGES),
      itemId: z.string().nullable(),
      storeId: z.string().nullable(),
      bySystem: z.boolean(),
    }),
  ),
  /**
   * What pays the total before the card: gift cards (GIFT_CARD) and a reward code (REWARD_CODE), each with its masked
   * label and the amount it pays; a reward code with its whole `value` too, since what it does not pay is lost.
   */
  payments: z.array(
    z.object({
      id: z.string(),
      method: z.string(),
      label: z.string(),
      amount: z.number(),
      value: z.number().optional(),
    }),
  ),
  /**
   * Store associates' price adjustments, the lines' then the order's. The lines' are in their lines' totals and
   * the item total; the order's come off after the discounts.
   */
  adjustments: z.array(PriceAdjustmentSchema),
  /** The checkout's addresses and contact email, once given. */
  shippingAddress: CartAddressSchema.nullable(),
  billingAddress: CartAddressSchema.nullable(),
  email: z.string().nullable(),
  /** Who collects the store pickups; null when the shopper does (or nothing is picked up). */
  pickupPerson: PickupPersonSchema.nullable(),
  /**
   * The shopper's favourite store when the cart was read with it (`favStoreId`): each line's stock there, by line
   * id (lines a store cannot hand over, e-gift cards and personalised lines, are not in it). Absent otherwise.
   */
  favouriteStore: z.object({ id: z.string(), stock: z.record(z.string(), z.number()) }).optional(),
  /** Whether the shopper asked for the newsletter with their billing address. */
  newsletterConsent: z.boolean(),
  totals: z.object({
    total: z.number(),
    itemTotal: z.number(),
    totalDiscount: z.number(),
    /**
     * What the shopper saves in all (the cart service's `discount`): the lines' markdowns below their original
     * prices and the order's discount. Null when the service did not say.
     */
    discount: z.number().nullable().default(null),
    discountPercentage: z.number(),
    /** Null when no line is delivered. */
    shipping: z.number().nullable(),
    /** Null until the address says which tax applies (US states, Canadian provinces). */
    tax: z.number().nullable(),
    /** VAT is part of the prices (Europe, the UK) rather than added to them. */
    taxIncluded: z.boolean(),
    giftCards: z.number(),
    /** What rewards pay (a reward code, loyalty points, reward cards): the service's `appliedRewards`. */
    rewards: z.number().default(0),
    remainingToPay: z.number(),
  }),
})
export type Cart = z.infer<typeof CartSchema>

/**
 * One line to add: a variant by SKU, how many, and optionally a store to pick it up in or a personalisation's
 * recipe (made with `createRecipe` first); a digital item (an e-gift card) with its recipient and message.
 */
export interface CartLineInput {
  productId: string
  qty: number
  storeId?: string
  recipeId?: string
  /** A ready-made design of the shop's (decision 030), made to its recipe: the cart answers the recipe's id. */
  precreatedCustomsCode?: string
  gift?: { to: string; email: string; message: string }
  /** An e-gift card's amount of the shopper's choosing (`shared/bag/egift-amount.ts`), its price. */
  customAmount?: number
  /** The variant's UPC, from the catalogue. */
  upc?: string
  /** The most of it one order may hold, from the catalogue. */
  maxQty?: number
  /** The product page it was added from, a path on the shop, its colour and size chosen. */
  pdpUrl?: string
  /** Its picture in the colour chosen, as the catalogue gives it. */
  productImageURL?: string
}

/** What `GET /api/cart` answers: the shopper's cart, or null when they have none yet. */
export const CartResponseSchema = z.object({ cart: CartSchema.nullable() })
export type CartResponse = z.infer<typeof CartResponseSchema>

export type { SavedItem, SavedLine, SavedList, SavedNotice } from './saved-for-later'
export { SAVED_NOTICES, savedNoticeOf, savedRefusalOf } from './saved-for-later'

const THRESHOLD_PART = { 'Below Threshold': 0, 'Above Threshold': 1, 'Threshold Reached': 2 } as const

/**
 * The message an approaching promotion shows (spec 2 §8): its callout splits on a pipe into exactly three parts,
 * the text below the threshold, above it and once reached; the threshold status picks one. Any other callout is
 * ignored (null), as is an empty part.
 *
 * @example approachingMessage('Spend 10 more|Almost there|Unlocked', 'Threshold Reached') // 'Unlocked'
 */
export function approachingMessage(callout: string, status: keyof typeof THRESHOLD_PART): string | null {
  const parts = callout.split('|')
  if (parts.length !== 3) return null
  return parts[THRESHOLD_PART[status]]?.trim() || null
}

/** `/api/cart/pickup-store`'s answer: the cart, and the names of the lines moved and of those now delivered. */
export interface PickupStoreResponse {
  cart: Cart
  moved: string[]
  delivered: string[]
}

/** `/api/cart/shipments/{shippingId}/methods`' answer: the methods the shipment may have, fastest first. */
export interface ShipmentMethodsResponse {
  methods: ShippingOption[]
}
