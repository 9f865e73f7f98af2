/**
 * The Checkout API's bodies as the provider takes and gives them (a subset of Adyen's Checkout API v71). Requests
 * are validated here; fields the provider does not use (lineItems, shopperEmail, ...) are accepted and ignored.
 */
import * as z from 'zod'

/** The pay-later method's type: Adyen's type for Klarna's "pay later" (decision 023). */
export const PAY_LATER_TYPE = 'klarna'

/** Minor units of a currency, as Adyen takes amounts: `{ currency: 'USD', value: 1999 }` is $19.99. */
export const AmountSchema = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code in capitals'),
  value: z.number().int().min(1).max(100_000_000_000),
})
export type Amount = z.infer<typeof AmountSchema>

const token = z.string().min(1).max(1000)

export const CardPaymentMethodSchema = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: token,
  encryptedExpiryMonth: token,
  encryptedExpiryYear: token,
  encryptedSecurityCode: token,
  holderName: z.string().max(100).optional(),
  brand: z.string().max(20).optional(),
})

/**
 * A card the provider keeps for the shopper (`storedPaymentMethodId`, from a payment that had `storePaymentMethod`),
 * paid with by that id and the `shopperReference` it was kept for: no card fields at all.
 */
export const StoredCardPaymentMethodSchema = z.object({
  type: z.literal('scheme'),
  storedPaymentMethodId: z.string().min(1).max(64),
})

/**
 * A gift card: as the provider's own fields' tokens, or as its number and PIN (`number`, `cvc`), which a gift card
 * (a closed-loop card outside the card schemes' security standard) may be sent as server to server, as Adyen takes
 * them for its gift card brands. Scheme cards are only ever taken as tokens.
 */
export const GiftCardPaymentMethodSchema = z
  .object({
    type: z.literal('giftcard'),
    brand: z.string().min(1).max(20),
    encryptedCardNumber: token.optional(),
    encryptedSecurityCode: token.optional(),
    number: z
      .string()
      .regex(/^\d{12,19}$/)
      .optional(),
    cvc: z
      .string()
      .regex(/^\d{3,8}$/)
      .optional(),
  })
  .refine(
    (card) =>
      (card.encryptedCardNumber !== undefined && card.encryptedSecurityCode !== undefined) !==
      (card.number !== undefined && card.cvc !== undefined),
    { message: 'either the encrypted fields or the number and cvc' },
  )
export type GiftCardPaymentMethod = z.infer<typeof GiftCardPaymentMethodSchema>

export const PayLaterPaymentMethodSchema = z.object({ type: z.literal(PAY_LATER_TYPE) })

export const PaymentMethodDetailsSchema = z.union([
  CardPaymentMethodSchema,
  StoredCardPaymentMethodSchema,
  GiftCardPaymentMethodSchema,
  PayLaterPaymentMethodSchema,
])
export type PaymentMethodDetails = z.infer<typeof PaymentMethodDetailsSchema>

const merchantAccount = z.string().min(1).max(80)
const shopperLocale = z
  .string()
  .regex(/^[a-zA-Z]{2}(?:[-_][a-zA-Z]{2})?$/, 'a locale such as en-US')
  .optional()

export const PaymentMethodsRequestSchema = z.object({
  merchantAccount,
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  amount: AmountSchema.optional(),
  shopperLocale,
  channel: z.enum(['Web', 'iOS', 'Android']).optional(),
})

export const BrowserInfoSchema = z.object({
  userAgent: z.string().max(1000).optional(),
  acceptHeader: z.string().max(1000).optional(),
  language: z.string().max(40).optional(),
  colorDepth: z.number().int().optional(),
  screenHeight: z.number().int().optional(),
  screenWidth: z.number().int().optional(),
  timeZoneOffset: z.number().int().optional(),
  javaEnabled: z.boolean().optional(),
})

export const PaymentRequestSchema = z
  .object({
    amount: AmountSchema.extend({ value: z.number().int().min(0).max(100_000_000_000) }),
    /** The merchant's reference: the order number. */
    reference: z.string().min(1).max(80),
    merchantAccount,
    returnUrl: z.url({ protocol: /^https?$/ }).max(1024),
    channel: z.literal('Web').optional(),
    shopperLocale,
    browserInfo: BrowserInfoSchema.optional(),
    paymentMethod: PaymentMethodDetailsSchema,
    /** The shopper a card is kept for, and paid with by. */
    shopperReference: z.string().min(1).max(256).optional(),
    /** Keep the card for the shopper (with `shopperReference`): a zero-value payment only checks and keeps it. */
    storePaymentMethod: z.boolean().optional(),
    recurringProcessingModel: z.enum(['CardOnFile', 'Subscription', 'UnscheduledCardOnFile']).optional(),
    shopperInteraction: z.enum(['Ecommerce', 'ContAuth']).optional(),
  })
  .refine((request) => request.amount.value > 0 || request.storePaymentMethod === true, {
    message: 'a zero amount only checks a card to keep',
    path: ['amount', 'value'],
  })
  .refine(
    (request) =>
      !(request.storePaymentMethod || 'storedPaymentMethodId' in request.paymentMethod) ||
      request.shopperReference !== undefined,
    { message: 'a kept card needs its shopperReference', path: ['shopperReference'] },
  )
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>

export const PaymentDetailsRequestSchema = z.object({
  details: z.union([
    z.object({ threeDSResult: z.string().min(1).max(1000) }),
    z.object({ redirectResult: z.string().min(1).max(1000) }),
  ]),
  paymentData: z.string().min(1).max(1000).optional(),
})
export type PaymentDetailsRequest = z.infer<typeof PaymentDetailsRequestSchema>

export const BalanceCheckRequestSchema = z.object({
  merchantAccount,
  paymentMethod: GiftCardPaymentMethodSchema,
  amount: AmountSchema.optional(),
})
export type BalanceCheckRequest = z.infer<typeof BalanceCheckRequestSchema>

/** Cancels an authorisation by its pspReference (`/payments/{pspReference}/cancels`). */
export const CancelRequestSchema = z.object({
  merchantAccount,
  /** The merchant's own reference for the cancel. */
  reference: z.string().min(1).max(80).optional(),
})
export type CancelRequest = z.infer<typeof CancelRequestSchema>

/**
 * Cancels by the merchant reference the payment was made with (`/cancels`, Adyen's technical cancel): for a payment
 * whose answer never arrived, so its pspReference is not known.
 */
export const TechnicalCancelRequestSchema = z.object({
  merchantAccount,
  paymentReference: z.string().min(1).max(80),
  reference: z.string().min(1).max(80).optional(),
})
export type TechnicalCancelRequest = z.infer<typeof TechnicalCancelRequestSchema>

/** The answer to a cancel: received, the outcome follows as a notification. */
export interface CancelResponse {
  merchantAccount: string
  pspReference: string
  reference?: string
  paymentPspReference?: string
  paymentReference?: string
  status: 'received'
}

/** The result codes of a payment answer. */
export type ResultCode =
  | 'Authorised'
  | 'Refused'
  | 'ChallengeShopper'
  | 'RedirectShopper'
  | 'Pending'
  | 'Error'
  | 'Cancelled'

export interface ThreeDS2ChallengeAction {
  type: 'threeDS2'
  subtype: 'challenge'
  paymentMethodType: 'scheme'
  /** Names the challenge; the challenge page takes it as `token`. */
  token: string
  /** Send back with /payments/details. */
  paymentData: string
  /** The challenge page; the shop adds `&origin=<its origin>` and frames it. */
  url: string
}

export interface RedirectAction {
  type: 'redirect'
  method: 'GET'
  paymentMethodType: typeof PAY_LATER_TYPE
  url: string
}

/** The answer of /payments and /payments/details. */
export interface PaymentResponse {
  pspReference: string
  resultCode: ResultCode
  merchantReference: string
  /** What was authorised (a gift card may cover less than asked); what was asked while waiting or refused. */
  amount: Amount
  paymentMethod: { type: string; brand?: string }
  action?: ThreeDS2ChallengeAction | RedirectAction
  refusalReason?: string
  refusalReasonCode?: string
  /** A card kept for the shopper (`storePaymentMethod`): its id, for paying with it later. */
  tokenization?: { storedPaymentMethodId: string; shopperReference: string }
  /** The kept card's summary, as Adyen's additional data gives it. */
  additionalData?: Record<string, string>
}

/** The answer of /paymentMethods/balance. */
export interface BalanceCheckResponse {
  pspReference: string
  resultCode: 'Success' | 'NotEnoughBalance' | 'Failed'
  /** What is left on the card (zero included). */
  balance: { currency: string; value: number }
  refusalReason?: string
}

export interface PaymentMethodsResponse {
  paymentMethods: (
    | { type: 'scheme'; name: string; brands: string[] }
    | { type: 'giftcard'; name: string; brand: string }
    | { type: typeof PAY_LATER_TYPE; name: string }
  )[]
}

/**
 * A session for the provider's own fields (Adyen's `POST /sessions`, cut to what the mock's fields need): the
 * method they take and the shop origin that frames them.
 */
export const SessionRequestSchema = z.object({
  merchantAccount,
  paymentMethod: z.object({ type: z.enum(['scheme', 'giftcard']) }),
  origin: z.string().min(1).max(200),
})

export interface SessionResponse {
  id: string
  /** The provider's fields page for the method, framed by `origin`. */
  url: string
}
