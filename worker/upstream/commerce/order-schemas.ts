/** Wire shapes of the commerce API's orders: a cart checked for its order, and the order placed or waiting. */
import * as z from 'zod'
import {
  CommerceAddressSchema,
  CustomsSchema,
  lenientArray,
  PriceAdjustmentSchema,
  PromoSummarySchema,
} from './schemas'

/** A store or collection point an order's line or shipment goes to. */
const PlaceSchema = z.looseObject({ id: z.string(), name: z.string(), address: z.string(), city: z.string() })

/** A cart the service has checked for its order (`prepareOrder`): ready, with the total it would charge. */
export const CommercePreparedOrderSchema = z.looseObject({
  basketId: z.string(),
  ready: z.literal(true),
  total: z.number(),
  tax: z.number().nullable().optional(),
  currency: z.string(),
})

export const CommerceOrderSchema = z.looseObject({
  orderNumber: z.string(),
  status: z.enum(['placed', 'action']),
  createdAt: z.string(),
  currency: z.string(),
  email: z.string().nullable().default(null),
  items: z.array(
    z.looseObject({
      id: z.string(),
      productId: z.string().optional(),
      masterId: z.string().optional(),
      name: z.string(),
      qty: z.number().int().positive(),
      price: z.looseObject({ rowTotal: z.number() }),
      variants: z
        .array(z.object({ code: z.string(), value: z.string(), label: z.string().optional() }))
        .default([]),
      productImageURL: z.string().optional(),
      shippingMethod: z.looseObject({ code: z.string() }).optional(),
      bonus: z.boolean().optional(),
      isDigitalProduct: z.boolean().optional(),
      storeId: z.string().optional(),
      store: PlaceSchema.optional(),
      giftOption: z.looseObject({ to: z.string().optional(), email: z.string().optional() }).optional(),
      customAmount: z.number().positive().optional(),
      isCustoms: z.boolean().optional(),
      customs: CustomsSchema.optional(),
    }),
  ),
  /** The promotions the order was priced with, as its cart had them. */
  promoSummary: lenientArray(PromoSummarySchema),
  /** Store associates' price adjustments the order was priced with (decision 031). */
  priceAdjustments: lenientArray(PriceAdjustmentSchema),
  /** Sold in a store by an associate (decision 044). */
  inStoreSalesInfo: z
    .looseObject({ storeId: z.string(), storeEmployeeId: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  shippingAddress: CommerceAddressSchema.nullable().default(null),
  billingAddress: CommerceAddressSchema.nullable().default(null),
  shipment: z
    .looseObject({
      code: z.string(),
      label: z.string(),
      deliveryTime: z.string(),
      point: PlaceSchema.nullable().optional(),
    })
    .nullable()
    .default(null),
  /** The personalised lines' made-to-order shipment. */
  customsShipment: z
    .looseObject({ code: z.string(), label: z.string(), deliveryTime: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  pickupPerson: z
    .looseObject({ firstName: z.string(), lastName: z.string(), email: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  /** A reservation paid in store (decision 086): the store that holds it, until when. */
  reservation: z
    .looseObject({ storeId: z.string(), expiresAt: z.string() })
    .nullable()
    .catch(null)
    .default(null),
  totals: z.looseObject({
    itemTotal: z.number(),
    totalDiscount: z.number().default(0),
    shipping: z.number().optional(),
    tax: z.number().nullable().optional(),
    taxIncluded: z.boolean().optional(),
    total: z.number(),
  }),
  paymentMethod: z.looseObject({
    code: z.string(),
    label: z.string().default(''),
    amount: z.number().default(0),
  }),
  giftCards: z.array(z.looseObject({ label: z.string(), amount: z.number() })).default([]),
  rewardCode: z.looseObject({ label: z.string(), amount: z.number() }).nullable().catch(null).default(null),
  walletPayments: z
    .array(z.looseObject({ method: z.string(), label: z.string(), amount: z.number() }))
    .catch([])
    .default([]),
  flash: z
    .array(
      z.looseObject({
        type: z.string(),
        details: z
          .looseObject({
            action: z.looseObject({ type: z.enum(['threeDS2', 'redirect']), url: z.string() }).optional(),
          })
          .default({}),
      }),
    )
    .optional(),
})
export type CommerceOrder = z.infer<typeof CommerceOrderSchema>
