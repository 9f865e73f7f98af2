/**
 * The consumer service's answers the storefront reads (spec 1 §7 Authentication and Consumer), parsed at the
 * boundary. Tokens are strings the storefront keeps in the session object and never shows.
 */
import { z } from 'zod'

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

/** Sign-up's answer: the new account's id. */
export const SignUpAnswerSchema = z.object({ consumerId: z.string().min(1).max(200) })

/**
 * An address of the profile (spec 2 §3, §4): `approachType` S (shipping) or B (billing), one `main` per type, and
 * the address fields as the cart takes them. An entry that does not parse is left out, not the profile.
 */
export const ProfileAddressSchema = z.object({
  id: z.string().max(100),
  approachType: z.enum(['S', 'B']),
  main: z.boolean().catch(false),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  addressLine1: z.string().max(200),
  addressLine2: z.string().max(200).nullish(),
  city: z.string().max(100),
  province: z.string().max(100).nullish(),
  postalCode: z.string().max(20),
  countryCode: z.string().max(2).optional(),
  country: z.string().max(2).optional(),
  phone: z.string().max(40).nullish(),
  phoneCode: z.string().max(8).nullish(),
  recipientContactPhone: z.string().max(40).nullish(),
})
export type ProfileAddress = z.infer<typeof ProfileAddressSchema>

export const ConsumerProfileSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  consumerType: ConsumerTypeSchema,
  employeeTermsAccepted: z.boolean(),
  loyalty: z
    .object({ memberId: z.string(), points: z.number(), confirmed: z.boolean().optional() })
    .nullable()
    .optional(),
  /** Spec 2 §3's consumer details: the addresses, and an athlete's yearly allowance. */
  consumerDetails: z
    .object({
      address: z
        .array(z.unknown())
        .catch([])
        .default([])
        .transform((entries) =>
          entries.flatMap((entry) => {
            const parsed = ProfileAddressSchema.safeParse(entry)
            return parsed.success ? [parsed.data] : []
          }),
        ),
      athlete: z.object({ currentSpend: z.number(), annualCredit: z.number() }).nullish(),
      /** Decision 045: an employee's associate discount, a prosumer's credit, and the prosumer's identity. */
      employee: z.object({ currentSpend: z.number(), annualCap: z.number() }).nullish().catch(null),
      prosumer: z.object({ currentSpend: z.number(), annualCredit: z.number() }).nullish().catch(null),
      identity: z
        .array(z.object({ type: z.string().max(20) }))
        .nullish()
        .catch(null),
    })
    .optional(),
})
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>

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
  paymentInstruments: z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = ConsumerInstrumentSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    }),
  ),
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

/** Spec 1 §3 Subscriptions, as the account shows them. */
export const SubscriptionSchema = z.object({
  type: z.string().max(40),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  doubleOptin: z.boolean(),
  recipient: z.string().max(254).nullish(),
  optinDate: z.string().max(40).nullish(),
  optoutDate: z.string().max(40).nullish(),
})
export type Subscription = z.infer<typeof SubscriptionSchema>

export const SubscriptionsSchema = z.object({
  subscriptions: z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = SubscriptionSchema.safeParse(entry)
      return parsed.success ? [parsed.data] : []
    }),
  ),
})
