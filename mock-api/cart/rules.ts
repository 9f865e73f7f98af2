/**
 * The demo shop's commercial rules, as a commerce platform would hold them in its configuration: delivery methods
 * with their prices per currency and delivery times, coupons, order promotions with the thresholds that make
 * approaching-promotion messages, and tax by country and state. Prices are in the cart's currency.
 */

export type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR'

/** A home-delivery shipment's methods; store pickup is chosen per line, digital items need no shipment. */
export type ShipmentMethodCode = 'standard' | 'express' | 'pudo' | 'sts'

export interface ShippingMethodRule {
  code: ShipmentMethodCode | 'pickup' | 'digital' | 'customs'
  label: string
  deliveryTime: string
  price: Readonly<Record<Currency, number>>
  /** Needs a collection point or store id. */
  needsPoint?: boolean
}

const free = { USD: 0, CAD: 0, GBP: 0, EUR: 0 }

export const SHIPPING_METHODS: Readonly<Record<ShippingMethodRule['code'], ShippingMethodRule>> = {
  standard: {
    code: 'standard',
    label: 'Standard delivery',
    deliveryTime: '3-5 business days',
    price: { USD: 7.95, CAD: 9.95, GBP: 4.95, EUR: 5.95 },
  },
  express: {
    code: 'express',
    label: 'Express delivery',
    deliveryTime: '1-2 business days',
    price: { USD: 19.95, CAD: 24.95, GBP: 9.95, EUR: 12.95 },
  },
  pudo: {
    code: 'pudo',
    label: 'Collection point',
    deliveryTime: '2-4 business days',
    price: { USD: 4.95, CAD: 5.95, GBP: 2.95, EUR: 3.95 },
    needsPoint: true,
  },
  sts: {
    code: 'sts',
    label: 'Ship to store',
    deliveryTime: '4-6 business days',
    price: free,
    needsPoint: true,
  },
  pickup: { code: 'pickup', label: 'Pick up in store', deliveryTime: 'Same day', price: free },
  digital: { code: 'digital', label: 'By email', deliveryTime: 'Within minutes', price: free },
  // Made to order (a personalised item): a shipment of its own, from the workshop, whatever the home method is.
  customs: { code: 'customs', label: 'Made to order', deliveryTime: 'Ships in 10-14 days', price: free },
}

export const SHIPMENT_METHODS: readonly ShipmentMethodCode[] = ['standard', 'express', 'pudo', 'sts']

/** Postal areas express couriers do not reach: Alaska, Hawaii, Puerto Rico; Canada's territories; Scottish isles. */
const BEYOND_EXPRESS: Readonly<Record<string, RegExp>> = {
  US: /^(99[5-9]|96[78]|00[6-9])/,
  CA: /^[XY]/i,
  GB: /^(HS|ZE|KW)\d/i,
}

/** Whether express delivery reaches an address (any address until one is given). */
export function expressReaches(address: { countryCode?: string; postalCode?: string } | null): boolean {
  if (!address?.countryCode || !address.postalCode) return true
  return !BEYOND_EXPRESS[address.countryCode]?.test(address.postalCode.trim())
}

/** A collection point's id is its store's with a P in front (the locker beside the store). */
export const storeOfPoint = (pointId: string) => pointId.replace(/^P/, '')

/** Standard delivery is free from this item total (after discounts) up. */
export const FREE_SHIPPING_THRESHOLD: Readonly<Record<Currency, number>> = {
  USD: 75,
  CAD: 100,
  GBP: 60,
  EUR: 70,
}

/** The order promotion that takes a fixed amount off from a threshold up. */
export const SPEND_AND_SAVE = {
  promotionId: 'SPEND150-ORDER',
  threshold: { USD: 150, CAD: 200, GBP: 120, EUR: 140 } as Readonly<Record<Currency, number>>,
  amount: { USD: 15, CAD: 20, GBP: 12, EUR: 14 } as Readonly<Record<Currency, number>>,
}

/**
 * The gift with purchase: from a merchandise total (after order discounts) up, the cart gains one unit of a
 * variant free, as a bonus line the shopper may decline and add back. Its id contains GWP ("gift with product",
 * spec 2 §5). The gift goes with the delivered lines, so a cart that is all picked up gets none.
 */
export const GIFT_WITH_PURCHASE = {
  promotionId: 'GWP-SOCKS-100',
  /** Harbor Ski Socks in Graphite, size L/XL. */
  sku: 'KS102904020LXL',
  threshold: { USD: 100, CAD: 130, GBP: 80, EUR: 90 } as Readonly<Record<Currency, number>>,
}

/**
 * The members' welcome offer (decision 109): told to a guest's bag of merchandise, until the bag carries its code.
 * Its id contains REGISTERED, which marks a promotion for signed-in customers (spec 2 §5): the storefront offers a
 * guest the way to sign in or join beside it.
 */
export const MEMBERS_WELCOME = { promotionId: 'REGISTERED-WELCOME10', code: 'WELCOME10' }

/**
 * Personalisation (decision 030): the styles a shopper may personalise (a text embroidered in a thread colour,
 * saved as a recipe), and what it adds to each unit's price, by currency. A personalised item is made to order:
 * it travels by the `customs` method in a shipment of its own, is never picked up, and takes no stock.
 */
export const PERSONALISATION = {
  styles: new Set([
    // Meadow Court Sneaker, Alder Trail Runner, Cascade Rain Jacket, Canyon Trucker Cap.
    'KS101833',
    'KS101721',
    'KS100342',
    'KS102743',
  ]) as ReadonlySet<string>,
  surcharge: { USD: 15, CAD: 20, GBP: 12, EUR: 15 } as Readonly<Record<Currency, number>>,
  /** The most units of one personalised line: each is stitched by hand. */
  maxQty: 5,
}

export type CouponRule =
  | { code: string; kind: 'percentOff'; percent: number; promotionId: string; name: string }
  | { code: string; kind: 'freeShipping'; promotionId: string; name: string }
  /** A product promotion: a share off each line of the product kinds it names (spec 2 §3's `productPromotions`). */
  | {
      code: string
      kind: 'productPercentOff'
      percent: number
      productKinds: readonly string[]
      promotionId: string
      name: string
    }
  | { code: string; kind: 'expired' | 'notYet' | 'exhausted' }

/** Coupons by code (upper case). Unknown codes answer PRM130. */
export const COUPONS: Readonly<Record<string, CouponRule>> = {
  WELCOME10: {
    code: 'WELCOME10',
    kind: 'percentOff',
    percent: 10,
    promotionId: 'WELCOME10-ORDER',
    name: '10% off your order',
  },
  FREESHIP: {
    code: 'FREESHIP',
    kind: 'freeShipping',
    promotionId: 'FREESHIP-SHIPPING',
    name: 'Free standard delivery',
  },
  TRAIL20: {
    code: 'TRAIL20',
    kind: 'productPercentOff',
    percent: 20,
    productKinds: ['shoes', 'kids-shoes'],
    promotionId: 'TRAIL20-FOOTWEAR',
    name: '20% off footwear',
  },
  EXPIRED20: { code: 'EXPIRED20', kind: 'expired' },
  SPRING15: { code: 'SPRING15', kind: 'notYet' },
  LIMITED5: { code: 'LIMITED5', kind: 'exhausted' },
}

/**
 * The marketing campaign each promotion runs in, as a commerce platform groups promotions (spec 2 §3's
 * `campaignId` of a line's or the order's promotions).
 */
export const CAMPAIGNS: Readonly<Record<string, string>> = {
  'WELCOME10-ORDER': 'MEMBERS-WELCOME',
  'FREESHIP-SHIPPING': 'FREE-DELIVERY',
  'FREESHIP-THRESHOLD': 'FREE-DELIVERY',
  'SPEND150-ORDER': 'SPEND-AND-SAVE',
  'TRAIL20-FOOTWEAR': 'TRAIL-SEASON',
  'EMPLOYEE-DISCOUNT': 'ASSOCIATES',
}

/** The most coupons one cart takes. */
export const MAX_COUPONS = 3

/**
 * Sales tax added on top of prices (US states, Canadian provinces), or VAT already in the price (Europe, the UK).
 * A US or Canadian cart has no tax until its shipping address names the state or province.
 */
export interface TaxRule {
  included: boolean
  rate: number
}

const VAT: Readonly<Record<string, number>> = { GB: 0.2, DE: 0.19, FR: 0.2, IT: 0.22, ES: 0.21, NL: 0.21 }
const US_STATES: Readonly<Record<string, number>> = {
  NY: 0.08875,
  CA: 0.0725,
  WA: 0.065,
  TX: 0.0625,
  IL: 0.0625,
  OR: 0,
  NH: 0,
  MT: 0,
  DE: 0,
}
const CA_PROVINCES: Readonly<Record<string, number>> = {
  ON: 0.13,
  QC: 0.14975,
  BC: 0.12,
  AB: 0.05,
  NS: 0.14,
  NB: 0.15,
  NL: 0.15,
  PE: 0.15,
  MB: 0.12,
  SK: 0.11,
}

/** The tax of a country and province, or null when it cannot be known yet (US or Canada without a province). */
export function taxRuleOf(country: string, province: string | null): TaxRule | null {
  const vat = VAT[country]
  if (vat !== undefined) return { included: true, rate: vat }
  if (country === 'US') return province ? { included: false, rate: US_STATES[province] ?? 0.06 } : null
  if (country === 'CA') return province ? { included: false, rate: CA_PROVINCES[province] ?? 0.05 } : null
  return { included: true, rate: 0 }
}

/** The country a cart sells in when it was created without one. */
export const COUNTRY_OF_CURRENCY: Readonly<Record<Currency, string>> = {
  USD: 'US',
  CAD: 'CA',
  GBP: 'GB',
  EUR: 'DE',
}

/** The countries each currency's carts deliver to. */
export const DELIVERY_COUNTRIES: Readonly<Record<Currency, readonly string[]>> = {
  USD: ['US'],
  CAD: ['CA'],
  GBP: ['GB'],
  EUR: ['DE', 'FR', 'IT', 'ES', 'NL'],
}

export const round2 = (value: number) => Math.round(value * 100) / 100

/**
 * Price adjustments a store associate makes for a customer (decision 031): why, from a fixed list; at most this
 * share off a line's unit price or the order's merchandise, so a price never goes below half (nor below zero).
 */
export const ADJUSTMENT_REASONS = ['PRICE_MATCH', 'DAMAGED_ITEM', 'SERVICE_RECOVERY'] as const
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number]
export const MAX_ADJUSTMENT_SHARE = 0.5

/**
 * The associate discount (decision 049): an employee who has accepted the employee discount terms gets this share
 * off the merchandise in their bag (never e-gift cards or personalisation), up to what is left of their yearly
 * cap, which counts what they bought at the discount. It does not combine with promotion codes.
 */
export const EMPLOYEE_DISCOUNT = {
  promotionId: 'EMPLOYEE-DISCOUNT',
  percent: 30,
}

/**
 * The product kinds the gift service does not take (GFO404): it wraps an item with its message card at the
 * warehouse, and tents, sleeping bags and other gear ship in the maker's own carton, too bulky to wrap.
 */
export const NO_GIFT_SERVICE_KINDS: ReadonlySet<string> = new Set(['gear'])
