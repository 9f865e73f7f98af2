/** Wire shapes of the commerce (cart) API. */
import * as z from 'zod'
import { parsedEntries } from '../wire-list'
import {
  CART_DETAILS,
  CART_ITEM_DETAILS,
  CART_ITEM_PRICE_DETAILS,
  TOTALS_DETAILS,
} from './cart-detail-schemas'

const MoneySchema = z.looseObject({ amount: z.number() })

/** A store associate's price adjustment of a line (`itemId`) or the order, as the cart or order answers it. */
export const PriceAdjustmentSchema = z.looseObject({
  adjustmentId: z.string(),
  level: z.enum(['ITEM', 'ORDER']),
  itemId: z.string().optional(),
  reasonCode: z.string(),
  reasonLabel: z.string().optional(),
  /** What it took off: the line (all its units) or the order. */
  amount: z.number().nonnegative(),
  /** A line's adjustment off each unit. */
  unitAmount: z.number().nonnegative().optional(),
  /** How it was given: a percentage or an amount off, and that figure (absent from older answers). */
  type: z.enum(['PERCENT', 'AMOUNT']).optional().catch(undefined),
  value: z.number().nonnegative().optional().catch(undefined),
})

const ShippingMethodOptionSchema = z.looseObject({
  code: z.string(),
  label: z.string().optional(),
  deliveryTime: z.string().optional(),
  price: MoneySchema.optional(),
  /** The method's price before its shipping promotions (spec 2 §3). */
  cost: MoneySchema.optional().catch(undefined),
  /** The promotions that lowered it: what each took off, and the price after it. */
  shippingPromotions: z
    .array(z.looseObject({ appliedDiscount: MoneySchema, price: MoneySchema }))
    .optional()
    .catch(undefined),
  selected: z.boolean().optional(),
  available: z.boolean().optional(),
})

/** Reads a list leniently: entries that do not parse are dropped instead of failing the whole cart. */
export const lenientArray = <T extends z.ZodType>(schema: T) =>
  z
    .array(z.unknown())
    .default([])
    .transform((entries) => parsedEntries(entries, schema))

export const CommerceAddressSchema = z.looseObject({
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().default(''),
  city: z.string(),
  province: z.string().default(''),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string().default(''),
  phoneCode: z.string().optional(),
  email: z.string().optional(),
  subscriptions: z.looseObject({ newsletterConsent: z.boolean() }).optional(),
})
export type CommerceAddress = z.infer<typeof CommerceAddressSchema>

/** An address the cart holds, or nothing when it holds none or one that does not parse. */
const optionalAddress = z
  .unknown()
  .optional()
  .transform((value) => {
    const parsed = CommerceAddressSchema.safeParse(value)
    return parsed.success ? parsed.data : null
  })

/** A promotion the cart or order was priced with: its level, name, callout, what it took off and its coupon. */
export const PromoSummarySchema = z.looseObject({
  level: z.enum(['ORDER', 'PRODUCT', 'SHIPPING']),
  promotionId: z.string(),
  promotionName: z.string().optional(),
  calloutMessage: z.string().optional(),
  amount: z.number().optional(),
  couponCode: z.string().optional(),
})

/** A personalised item's recipe as a line carries it: the text, its thread, and its price per unit. */
export const CustomsSchema = z.looseObject({
  text: z.string().max(200),
  threadColour: z.string().max(20),
  surcharge: z.number().optional(),
})

export const CommerceCartSchema = z.looseObject({
  basketId: z.string(),
  currency: z.string(),
  totalItems: z.number().int().nonnegative(),
  items: z.array(
    z.looseObject({
      id: z.string(),
      productId: z.string(),
      masterId: z.string(),
      /** The colourway: the product's second master level, the style with its colour (spec 2 §3). */
      masterId2: z.string().optional().catch(undefined),
      /** The product's name as its page's address spells it (spec 2 §3). */
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(120)
        .optional()
        .catch(undefined),
      upc: z.string().optional(),
      qty: z.number().int().positive(),
      maxQty: z.number().int().positive().optional(),
      /** The product page the line was added from, as the shop sent it. */
      pdpUrl: z.string().optional(),
      name: z.string(),
      bonus: z.boolean().optional(),
      /** The gift-with-purchase promotion of a bonus line. */
      bonusPromotionId: z.string().optional(),
      /** Sent by email (an e-gift card; spec 2 §3), to the recipient of its gift option. */
      isDigitalProduct: z.boolean().optional(),
      /** Units the line's stock (online, or the pickup store's) still covers. */
      stock: z.number().int().nonnegative().optional(),
      price: z.looseObject({
        amount: z.number(),
        original: z.number().optional(),
        rowTotal: z.number().optional(),
        /** The unit price after a store associate's adjustment of the line. */
        adjustedAmount: z.number().optional(),
        ...CART_ITEM_PRICE_DETAILS,
      }),
      /** An e-gift card's amount of the shopper's choosing. */
      customAmount: z.number().positive().optional(),
      variants: z
        .array(z.object({ code: z.string(), value: z.string(), label: z.string().optional() }))
        .default([]),
      productImageURL: z.string().optional(),
      recipeId: z.string().optional(),
      /** Made to order to its recipe (spec 1 §3's `isCustoms`), with the recipe's text and thread. */
      isCustoms: z.boolean().optional(),
      customs: CustomsSchema.optional(),
      giftOption: z
        .looseObject({
          to: z.string().optional(),
          email: z.string().optional(),
          message: z.string().optional(),
        })
        .optional(),
      shippingOptions: z
        .looseObject({
          shippingMethod: ShippingMethodOptionSchema.optional(),
          storeInfo: z.looseObject({ id: z.string() }).optional(),
        })
        .optional(),
      ...CART_ITEM_DETAILS,
    }),
  ),
  shippingMethods: lenientArray(
    z.looseObject({
      shippingId: z.string(),
      code: z.string().optional(),
      storeId: z.string().optional(),
      applicableShippingMethods: z.array(ShippingMethodOptionSchema).default([]),
    }),
  ),
  /** The coupons, by the older name of `couponItems` (read when a cart answers no `couponItems`). */
  coupons: lenientArray(z.looseObject({ code: z.string(), promotionId: z.string().optional() })),
  ...CART_DETAILS,
  promoSummary: lenientArray(PromoSummarySchema),
  approachingPromotions: lenientArray(
    z.looseObject({
      promotionId: z.string(),
      calloutMsg: z.string().optional(),
      calloutMessage: z.string().optional(),
      thresholdStatus: z.enum(['Above Threshold', 'Below Threshold', 'Threshold Reached']),
      distanceFromConditionThreshold: z.number().nonnegative().optional().catch(undefined),
      approachingDisplayLevel: z.string().optional().catch(undefined),
      /** The promotion's level (ORDER, PRODUCT, SHIPPING), which `promotionClass` names too. */
      level: z.string().optional().catch(undefined),
      promotionClass: z.string().optional().catch(undefined),
    }),
  ),
  /** Gifts with purchase the cart qualifies for that the shopper declined. */
  declinedBonuses: lenientArray(z.looseObject({ promotionId: z.string(), name: z.string() })),
  flash: lenientArray(
    z.looseObject({
      type: z.string(),
      details: z
        .looseObject({
          itemId: z.string().optional(),
          name: z.string().optional(),
          available: z.number().optional(),
          /** A `PriceChanged` line's unit price before and after the cart priced it again (decision 089). */
          from: z.number().optional(),
          to: z.number().optional(),
        })
        .default({}),
    }),
  ),
  /** Changes to how lines or the shipment travel, reported once (by the answer after the change). */
  customerNotifications: lenientArray(
    z.looseObject({
      code: z.string(),
      itemId: z.string().optional(),
      details: z
        .looseObject({
          storeId: z.string().optional(),
          from: z.string().optional(),
          to: z.string().optional(),
        })
        .default({}),
      bySystem: z.boolean().optional(),
    }),
  ),
  /** The favourite store the cart was created or read with (`favStoreId`), and each line's stock there. */
  favStore: z
    .looseObject({
      storeId: z.string(),
      known: z.boolean(),
      items: lenientArray(z.looseObject({ itemId: z.string(), availableQty: z.number().int() })),
    })
    .optional(),
  shippingAddress: optionalAddress,
  billingAddress: optionalAddress,
  pickupPerson: z
    .unknown()
    .optional()
    .transform((value) => {
      const parsed = z
        .looseObject({ firstName: z.string(), lastName: z.string(), email: z.string() })
        .safeParse(value)
      return parsed.success ? parsed.data : null
    }),
  /** Store associates' price adjustments (decision 031). */
  priceAdjustments: lenientArray(PriceAdjustmentSchema),
  paymentInstruments: lenientArray(
    z.looseObject({
      payment_instrument_id: z.string(),
      payment_method_id: z.string(),
      label: z.string().optional(),
      amount: z.number(),
      /** A reward code's whole value (it is spent whole, so what it does not pay is not kept). */
      value: z.number().optional(),
    }),
  ),
  totals: z.looseObject({
    total: z.number(),
    itemTotal: z.number(),
    totalDiscount: z.number().default(0),
    /** What the shopper saves in all, markdowns and the order's discount (spec 2 §3). */
    discount: z.number().nonnegative().optional().catch(undefined),
    discountPercentage: z.number().optional(),
    shipping: z.number().optional(),
    tax: z.number().nullable().optional(),
    taxIncluded: z.boolean().optional(),
    giftCards: z.number().optional(),
    rewardCodes: z.number().optional(),
    remainingToPay: z.number().optional(),
    ...TOTALS_DETAILS,
  }),
})
export type CommerceCart = z.infer<typeof CommerceCartSchema>

/** A new saved-for-later list: its id, which goes into the shopper's session. */
export const CommerceSaveForLaterListSchema = z.looseObject({
  saveForLaterId: z.string().regex(/^S[A-Z0-9]{12}$/),
})

/** The answer to moving a cart line into the saved-for-later list: the cart without it. */
export const CommerceSavedLineSchema = z.looseObject({ cart: CommerceCartSchema })

/** The answer to removing a saved item, which is not read: only its status counts. */
export const CommerceRemovedSavedSchema = z.unknown()

/** Extra rules the platform sets for a country's addresses (parsed defensively by `mergeAddressRules`). */
export const CommerceAddressRulesSchema = z.looseObject({ country: z.string(), rules: z.unknown() })

/** The platform's check of an address: valid, with a cleaned suggestion when it wrote the address otherwise. */
export const CommerceAddressValidationSchema = z.looseObject({
  valid: z.boolean(),
  suggestion: CommerceAddressSchema.optional(),
})

/** The payment methods the cart can be paid with, by the cart service's ids. */
export const CommercePaymentMethodsSchema = z.looseObject({
  applicablePaymentMethods: z.array(
    z.looseObject({ id: z.string(), name: z.string(), brands: z.array(z.string()).default([]) }),
  ),
})

/** The cart service's receipt of a device fingerprint. */
export const CommerceDeviceFingerprintSchema = z.looseObject({
  basketId: z.string(),
  received: z.literal(true),
})

/** A session with the payment provider for its card or gift-card fields (`GET /cart/v1/paymentSession`). */
export const CommercePaymentSessionSchema = z.looseObject({
  sessionId: z.string().min(1),
  frameUrl: z.url({ protocol: /^https?$/ }),
})

/** One shipment's methods (`GET /cart/v1/cart/{basketId}/shippingMethod/{shippingId}`). */
export const CommerceShipmentMethodsSchema = z.looseObject({
  shippingId: z.string(),
  applicableShippingMethods: z.array(ShippingMethodOptionSchema).default([]),
})

export const CommerceGiftCardBalanceSchema = z.looseObject({
  balance: z.looseObject({ amount: z.number(), currency: z.string() }),
})

/** A personalisation saved as a recipe (decision 030). */
export const CommerceRecipeSchema = z.looseObject({
  recipeId: z.string(),
  masterId: z.string(),
  text: z.string(),
  threadColour: z.string(),
})
export type CommerceRecipe = z.infer<typeof CommerceRecipeSchema>

/**
 * The token service's answer to every grant (`POST /token/v2/auth/token`): a Guest or Registered pair. `customer`,
 * `merged` and `mergedLists` come only with the Registered (authorization code) grant.
 */
export const CommerceTokenSchema = z.looseObject({
  tokenType: z.enum(['Guest', 'Registered']),
  accessToken: z.string().min(1).max(4096),
  refreshToken: z.string().min(1).max(4096),
  expiresIn: z.number().int().positive(),
  customerId: z.string().min(1).max(100),
  usid: z.string().min(1).max(100),
  customer: z
    .looseObject({
      customerId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      consumerType: z.string(),
      employeeTermsAccepted: z.boolean(),
    })
    .optional(),
  merged: z
    .looseObject({ basketId: z.string(), itemsAdded: z.number(), itemsBefore: z.number() })
    .nullable()
    .optional(),
  /**
   * The customer's favorites and saved-for-later lists after the guest's joined them (decision 047), and how many
   * of the guest's items joined a list the customer already had.
   */
  mergedLists: z
    .looseObject({
      favoriteId: z
        .string()
        .regex(/^F[A-Z0-9]{12}$/)
        .nullable(),
      saveForLaterId: z
        .string()
        .regex(/^S[A-Z0-9]{12}$/)
        .nullable(),
      favoritesAdded: z.number().int().nonnegative(),
      savedAdded: z.number().int().nonnegative(),
    })
    .nullable()
    .optional(),
})
export type CommerceToken = z.infer<typeof CommerceTokenSchema>
