/**
 * The consumer service's answers the storefront reads (spec 1 §7 Authentication and Consumer), parsed at the
 * boundary. Tokens are strings the storefront keeps in the session object and never shows. An order's details
 * carry the commerce contract's order as its placement answered it, so they extend its schema.
 */
import * as z from 'zod'
import { SUBSCRIPTION_TYPES } from '../../../shared/account/subscriptions'
import { CommerceOrderSchema } from '../commerce/order-schemas'
import { parsedEntries } from '../wire-list'

export const ConsumerTypeSchema = z.enum(['REGISTERED', 'EMPLOYEE', 'ATHLETE', 'PROSUMER'])

export const SignInAnswerSchema = z.object({
  authorizationCode: z.string().min(1).max(512),
  expiresIn: z.number().optional(),
})

/** In-store mode's sign-in: the associate and their store (decision 044). */
export const AgentLoginSchema = z.object({
  storeId: z.string().regex(/^\d{4}$/),
  storeName: z.string().min(1).max(200),
  storeEmployeeId: z.string().regex(/^\d{6}$/),
  storeEmployeeName: z.string().min(1).max(200),
})
export type AgentLogin = z.infer<typeof AgentLoginSchema>

/** A password reset's answer: whose account it was. */
export const PasswordResetAnswerSchema = z.object({ consumerId: z.string().min(1).max(200) })

/** The enrolment flow's lookup (decision 046): whether the email has an account, and whether it is partially enrolled. */
export const LookupAnswerSchema = z.object({ exists: z.boolean(), partiallyEnrolled: z.boolean() })
export type LookupAnswer = z.infer<typeof LookupAnswerSchema>

/** Sign-up's answer: the new account's id. */
export const SignUpAnswerSchema = z.object({ consumerId: z.string().min(1).max(200) })

/**
 * An address of the consumer's address book (spec 1 §3 "Address", spec 2 §3): its id starts with its approach type,
 * S (shipping) or B (billing); one of each type is main.
 */
export const ConsumerAddressSchema = z.object({
  id: z.string().min(2).max(100),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullish(),
  city: z.string(),
  province: z.string().nullish(),
  postalCode: z.string(),
  countryCode: z.string(),
  /** The national number. */
  phone: z.string(),
  phoneCode: z.string().nullish(),
  recipientContactPhone: z.string().nullish(),
})
export type ConsumerAddress = z.infer<typeof ConsumerAddressSchema>
/** An address of the profile, as checkout and express checkout read it. */
export type ProfileAddress = ConsumerAddress

/** Spec 2 §3's consumer details: what the profile page edits, and the address book. */
export const ConsumerDetailsSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** International form (`+12065550110`), or none. */
  phone: z.string().nullish(),
  postalCode: z.string().nullish(),
  /** `YYYY-MM-DD`, or none. */
  birthDate: z.string().nullish(),
  gender: z.string().nullish(),
  /** The address book; an entry that does not parse is left out, not the profile. */
  addresses: z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((entries) => parsedEntries(entries, ConsumerAddressSchema)),
  /** An athlete's yearly allowance (spec 2 §3). */
  athlete: z.object({ currentSpend: z.number(), annualCredit: z.number() }).nullish(),
  /** Decision 045: an employee's associate discount, a prosumer's credit, and the prosumer's identity. */
  employee: z.object({ currentSpend: z.number(), annualCap: z.number() }).nullish().catch(null),
  prosumer: z.object({ currentSpend: z.number(), annualCredit: z.number() }).nullish().catch(null),
  identity: z
    .array(z.object({ type: z.string().max(20) }))
    .nullish()
    .catch(null),
})
export type ConsumerDetails = z.infer<typeof ConsumerDetailsSchema>

/** The preferences: interests as one pipe-separated string, and a preferred shoe size. */
export const ConsumerPreferencesSchema = z.object({
  interests: z.string().nullish(),
  preferredShoeSize: z.string().nullish(),
})

/** The consumer's notification choices, besides the newsletters (spec 1 §7 PUT /notification). */
export const NotificationPreferencesSchema = z.object({
  orderUpdatesSms: z.boolean(),
  backInStockEmail: z.boolean(),
  priceDropEmail: z.boolean(),
})
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

export const ConsumerProfileSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  consumerType: ConsumerTypeSchema,
  employeeTermsAccepted: z.boolean(),
  /** Membership as spec 2 §3 names it (`membership.ts` reads it). */
  isLoyaltyMember: z.boolean().optional().catch(undefined),
  loyaltyOptInDate: z.string().max(40).nullable().optional().catch(null),
  /** The member number and whether the membership is confirmed, beside the fields above. */
  loyalty: z.object({ memberId: z.string(), confirmed: z.boolean().optional() }).nullable().optional(),
  /** The notification choices (PUT /notification); all off when the service names none. */
  notificationPreferences: NotificationPreferencesSchema.optional().catch(undefined),
  /** A member's loyalty summary, when the call asked for it (`includeLoyaltySummary`). */
  loyaltySummary: z
    .object({ points: z.object({ balance: z.number() }) })
    .optional()
    .catch(undefined),
  /** Absent from a service that answers the account only: the profile then reads as empty. */
  consumerDetails: ConsumerDetailsSchema.optional(),
  preferences: ConsumerPreferencesSchema.optional(),
})
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>

/** What adding or changing an address answers: its id. */
export const AddressAnswerSchema = z.object({ addressId: z.string().min(2).max(100) })

export const CustomerBasketsSchema = z.object({ baskets: z.array(z.string()) })

/** A payment instrument kept in the account, as `/payment_instruments` answers it. */
export const ConsumerInstrumentSchema = z.object({
  paymentInstrumentId: z.string().min(1).max(64),
  payment_method_id: z.string(),
  card: z
    .object({
      brand: z.string().max(20),
      brandName: z.string().max(40).optional(),
      lastFour: z.string().max(4),
      expiryMonth: z.string().max(2),
      expiryYear: z.string().max(4),
      holderName: z.string().max(100).nullish(),
      main: z.boolean(),
    })
    .optional(),
  rewardCard: z.object({ lastFour: z.string().max(4) }).optional(),
  rewardCode: z.object({ label: z.string().max(40) }).optional(),
})
export type ConsumerInstrument = z.infer<typeof ConsumerInstrumentSchema>

export const ConsumerInstrumentsSchema = z.object({
  paymentInstruments: z
    .array(z.unknown())
    .transform((entries) => parsedEntries(entries, ConsumerInstrumentSchema)),
})

export const LoyaltyVouchersSchema = z.object({
  currentLoyaltyPoints: z.number(),
  applicableLoyaltyVouchers: z.array(
    z.object({
      id: z.string().max(40),
      points: z.number(),
      amountInCurrency: z.number(),
      available: z.boolean(),
      eligible: z.boolean(),
    }),
  ),
})
/** A warranty case once opened (spec 2 §7 `POST /consumers-v3/consumer/warranty`): its case id. */
export const WarrantyCaseAnswerSchema = z.object({ caseId: z.string().min(1).max(40) })
// ---- Orders (spec 1 §7 Consumer: purchase history, purchase, invoice, return label, tracking; decision 040)

const OrderStatusSchema = z.enum(['Created', 'Processing', 'Shipped', 'Delivered', 'Cancelled'])

/** A status the order reached, and when. */
const OrderStepSchema = z.looseObject({ st: OrderStatusSchema, at: z.string() })

/** The parcel: its carrier, tracking number and the carrier's events, newest first. */
const OrderShipmentSchema = z.looseObject({
  carrier: z.string(),
  trackingNumber: z.string(),
  status: z.string(),
  events: z
    .array(
      z.looseObject({
        code: z.enum(['PickedUp', 'Delivered']),
        at: z.string(),
        location: z.string().nullable().default(null),
      }),
    )
    .default([]),
})

/** One order of a page of the history. */
const OrderSummarySchema = z.looseObject({
  orderNumber: z.string(),
  st: OrderStatusSchema,
  placedAt: z.string(),
  currency: z.string(),
  total: z.number(),
  itemCount: z.number().int().nonnegative(),
  items: z
    .array(z.looseObject({ name: z.string(), productImageURL: z.string().nullable().default(null) }))
    .default([]),
  /** A reservation paid in store (decision 086): its store and until when it is held; null for an order. */
  reservation: z
    .looseObject({ storeName: z.string(), expiresAt: z.string() })
    .nullable()
    .catch(null)
    .default(null),
})

export const PurchaseHistorySchema = z.looseObject({
  total: z.number().int().nonnegative(),
  orders: z.array(OrderSummarySchema),
})
export type PurchaseHistory = z.infer<typeof PurchaseHistorySchema>

/** An order's details: the order as its placement answered it, with its history and what may be done now. */
export const ConsumerOrderSchema = CommerceOrderSchema.extend({
  st: OrderStatusSchema,
  placedAt: z.string(),
  timeline: z.array(OrderStepSchema).default([]),
  shipments: z.array(OrderShipmentSchema).default([]),
  returnWindowEndsAt: z.string().nullable().default(null),
  totals: CommerceOrderSchema.shape.totals.extend({
    totalDiscountPercentage: z.number().default(0),
  }),
  actions: z.looseObject({
    cancel: z.boolean().default(false),
    invoice: z.boolean().default(false),
    returnLabel: z.boolean().default(false),
    resendGiftCard: z.boolean().default(false),
  }),
})
export type ConsumerOrder = z.infer<typeof ConsumerOrderSchema>

/** A guest's view of an order found by its number and email. */
export const TrackedOrderSchema = z.looseObject({
  orderNumber: z.string(),
  st: OrderStatusSchema,
  placedAt: z.string(),
  timeline: z.array(OrderStepSchema).default([]),
  shipments: z.array(OrderShipmentSchema).default([]),
  items: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      qty: z.number().int().positive(),
      productImageURL: z.string().nullable().default(null),
      variants: z
        .array(z.object({ code: z.string(), value: z.string(), label: z.string().optional() }))
        .default([]),
      isDigitalProduct: z.boolean().default(false),
    }),
  ),
  accountOrder: z.boolean().default(false),
})
export type WireTrackedOrder = z.infer<typeof TrackedOrderSchema>

/** A document of an order (invoice, return label): a PDF, base64 in JSON. At most about 2 MB. */
export const OrderDocumentSchema = z.looseObject({
  fileName: z.string().regex(/^[\w.-]{1,100}\.pdf$/),
  contentType: z.literal('application/pdf'),
  content: z.base64().max(2_800_000),
})

export const ResentGiftCardsSchema = z.looseObject({ sent: z.number().int().nonnegative() })

/** Joining the loyalty programme: the member id (decision 045). */
export const LoyaltyJoinSchema = z.object({
  memberId: z.string().min(1).max(64),
  joined: z.boolean().optional(),
})

/** A member's welcome promotion (spec 1 §7 GET /loyalty/promo/welcome). */
export const WelcomePromoSchema = z.object({
  promotionId: z.string().max(64),
  couponCode: z.string().max(64).nullish(),
  discountPercent: z.number().nullish(),
  validUntil: z.string().max(40).nullish(),
})
export type WelcomePromo = z.infer<typeof WelcomePromoSchema>

/** Spec 1 §3 Subscriptions, as the account shows them; an entry of a type the shop does not know is left out. */
export const SubscriptionSchema = z.object({
  type: z.enum(SUBSCRIPTION_TYPES),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: z.string().max(254).nullish(),
  optinDate: z.string().max(40).nullish(),
  optoutDate: z.string().max(40).nullish(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionsSchema = z.object({
  subscriptions: z.array(z.unknown()).transform((entries) => parsedEntries(entries, SubscriptionSchema)),
})

/** The consumer a link names (`POST /retrieveUserData`): what prefills the sign-up. */
export const LinkedConsumerSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string().max(100).catch(''),
  lastName: z.string().max(100).catch(''),
  partiallyEnrolled: z.boolean().optional(),
})
export type LinkedConsumer = z.infer<typeof LinkedConsumerSchema>
