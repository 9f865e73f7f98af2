/**
 * What the account, help, order and checkout forms send, each field only bounded here (the services check them by the shared
 * rules, so each gets its own message). A form is answered twice over: as JSON by its `/api` route for a script,
 * and by its page's own action for a plain form (worker/routes/forms, decision 068); both read it by these schemas,
 * so neither imports the other.
 */
import * as z from 'zod'
import { AddressInputSchema } from '../../shared/account/address-schema'
import { ENROLMENT_STEPS } from '../../shared/account/enrolment'
import { SIGN_UP_VARIANTS } from '../../shared/account/sign-up'
import { SUBSCRIPTION_TYPES } from '../../shared/account/subscriptions'
import { PHOTO_REPORT_REASONS } from '../../shared/content/gallery'
import { COLOUR_CODE, STORE_ID, STYLE_CODE } from '../../shared/ids'
import { safeReturnPath } from '../../shared/return-path'
import { accountPath } from '../../shared/routes'
import type { AppContext } from '../types'

/** The page a sign-in goes back to: the one it names if it is a path on this site, else the account overview. */
export const returnPathOf = (c: AppContext, value: unknown) =>
  safeReturnPath(value) ?? accountPath(c.var.locale.code)

/** A checkbox: a form sends `on` when ticked and nothing when not; a script sends a boolean. */
export const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

const text = z.string().max(1000)

/** One of a card's fields as the payment provider's component encrypted it in the browser. */
const encrypted = z.string().min(1).max(1000)

/** A card as the payment provider's component sends it: its fields encrypted, the holder's name in the clear. */
export const EncryptedCardSchema = z.object({
  type: z.literal('scheme'),
  encryptedCardNumber: encrypted,
  encryptedExpiryMonth: encrypted,
  encryptedExpiryYear: encrypted,
  encryptedSecurityCode: encrypted,
  holderName: z.string().max(100).optional(),
})

/** A consent category's checkbox: JSON's boolean, or a form's value when ticked (absent when not). */
const consentTicked = z
  .union([z.boolean(), z.enum(['on', 'true', '1'])])
  .optional()
  .transform((value) => value !== undefined && value !== false)

/** A consent choice from the banner or the preference centre (decision 060), and the page it came from. */
export const ConsentChoiceSchema = z.object({
  action: z.enum(['accept-all', 'reject-all', 'save']),
  performanceAndAnalytics: consentTicked,
  functional: consentTicked,
  targeting: consentTicked,
  returnTo: text.optional(),
})

/** A location chosen in the selector or its confirmation: a locale code, and the page to go on to in it. */
export const LocationChoiceSchema = z.object({
  locale: z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/),
  returnTo: text.optional(),
})

/**
 * The shopper's favourite store, from the store locator; with pickups in the bag at another store, the answer to
 * the change store confirmation: move them to it, or keep them where they are.
 */
export const FavouriteStoreSchema = z.object({
  storeId: z.string().regex(STORE_ID),
  pickups: z.enum(['move', 'keep']).optional(),
})

/** A newsletter sign-up, from the block's island or its plain form (decision 074). */
export const NewsletterBodySchema = z.object({
  email: z.string().max(200).optional(),
  /** A checkbox: `true` from the island, `on` from a plain form. */
  policy: z
    .union([z.boolean(), z.string().max(10)])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
  /** The page the form is on: the campaign name, and where a plain form post returns. */
  path: z.string().max(300).optional(),
  blockId: z.string().max(100).optional(),
})

/** An editor's preview token (decision 006). */
export const PreviewSessionSchema = z.object({ token: z.string().trim().min(1).max(1024) })

/** The employee discount terms accepted (decision 045), and where the shopper was going. */
/** The account's notification choices (PUT /notification): three boxes. */
export const NotificationsSchema = z.object({
  orderUpdatesSms: checkbox,
  backInStockEmail: checkbox,
  priceDropEmail: checkbox,
})

/** The employee terms: accepted (the box, then the accept button), or declined (signed in without the discount). */
export const EmployeeTermsSchema = z.object({
  accepted: checkbox,
  decision: z.enum(['accept', 'decline']).optional(),
  returnTo: text.optional(),
})

export const SignInSchema = z.object({
  email: text,
  password: text,
  website: text.optional(),
  returnTo: text.optional(),
})

export const SignUpSchema = z.object({
  // The simplified variant sends no names (decision 046).
  firstName: text.default(''),
  lastName: text.default(''),
  email: text,
  password: text,
  birthDate: z.string().max(100).default(''),
  phone: z.string().max(100).default(''),
  gender: z.string().max(20).default(''),
  postalCode: z.string().max(100).default(''),
  smsOptIn: checkbox,
  newsletter: checkbox,
  agreement: checkbox,
  website: text.optional(),
  returnTo: text.optional(),
  variant: z.enum(SIGN_UP_VARIANTS).default('full'),
  /** The loyalty variant's agreement to the programme's terms. */
  loyaltyAgreement: checkbox,
  /** Where the shopper came from (`shared/account/source.ts`): the form's hidden fields. */
  acquisitionType: z.string().max(100).optional(),
  campaignName: z.string().max(100).optional(),
})

/** Every enrolment step's fields (decision 046). */
export const JoinSchema = SignUpSchema.partial().extend({
  step: z.enum(ENROLMENT_STEPS),
  email: text.default(''),
  password: text.default(''),
  returnTo: text.optional(),
  website: text.optional(),
  phone: text.optional(),
  postalCode: text.optional(),
  birthDate: text.optional(),
  interests: z
    .union([z.string().max(40), z.array(z.string().max(40)).max(20)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  preferredShoeSize: text.optional(),
  skip: checkbox,
  agreement: checkbox,
})

/** A reset token as links carry one (base64url, 43 characters for 32 bytes); anything else is no token. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{16,200}$/

export const resetTokenOf = (value: unknown): string =>
  typeof value === 'string' && RESET_TOKEN.test(value) ? value : ''

export const ForgotPasswordSchema = z.object({ email: text, website: text.optional() })
export const ResetPasswordSchema = z.object({
  token: text.transform(resetTokenOf),
  password: text,
  confirmPassword: text,
})
export const ChangePasswordSchema = z.object({
  currentPassword: text,
  password: text,
  confirmPassword: text,
  username: text.optional(),
})

/** The security section's change of sign-in email (decision 094): the new address and the current password. */
export const ChangeEmailSchema = z.object({
  email: text,
  currentPassword: text,
})

/** Interests: a form's checkboxes (one value or several), or a script's list or pipe-separated string. */
const interests = z
  .union([text, z.array(text).max(50)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split('|')),
  )

export const ProfileSchema = z.object({
  firstName: text.default(''),
  lastName: text.default(''),
  birthDate: text.default(''),
  phone: text.default(''),
  postalCode: text.default(''),
  gender: text.default(''),
  interests,
  preferredShoeSize: text.default(''),
})

export const AddressSchema = AddressInputSchema.extend({
  /** `S` or `B`; a changed address keeps its own. */
  type: z.string().max(10).optional(),
  main: checkbox,
})

export const OrderLookupSchema = z.object({ orderNumber: z.string().max(100), email: text })

export const AssociateSignInSchema = z.object({
  storeId: z.string().max(100),
  employeeId: z.string().max(100),
  pin: z.string().max(100),
})

const field = (max: number) => z.string().max(max).default('')

export const ContactSchema = z.object({
  name: field(1000),
  email: field(1000),
  category: field(200),
  subject: field(200),
  orderNumber: field(200),
  message: field(20_000),
  website: text.optional(),
})

export const WarrantySchema = z.object({
  product: field(1000),
  purchaseDate: field(100),
  orderNumber: field(200),
  description: field(20_000),
  website: text.optional(),
})

/** The checkout's shipping step: the address (or contact), the delivery method and point, who collects. */
export const ShippingSchema = AddressInputSchema.extend({
  method: z.enum(['standard', 'express', 'pudo', 'sts']).optional(),
  /** The collection point (pudo) or store (sts) the shipment goes to. */
  point: z
    .string()
    .regex(/^P?\d{4}$/)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who collects the store pickups: the shopper, or someone else named here. */
  pickupBy: z.enum(['me', 'other']).optional(),
  pickupFirstName: z.string().max(200).optional(),
  pickupLastName: z.string().max(200).optional(),
  pickupEmail: z.string().max(200).optional(),
  /** The shopper's choice when the step suggested the cart service's version of their address. */
  addressChoice: z.enum(['suggested', 'entered']).optional(),
})

/** The checkout's billing step: the shipping address again or another, and the newsletter. */
export const BillingSchema = AddressInputSchema.extend({ sameAsShipping: checkbox, newsletter: checkbox })

/** A reward code as typed; its form (spaces, case) is the service's to normalise. */
export const RewardCodeSchema = z.object({ code: z.string().max(64) })

/** An instrument paying part of the order (a reward code, a gift card), by its id. */
export const InstrumentIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) })

/** Joining the loyalty programme: a member's referral code (optional) and the programme's terms. */
export const LoyaltyJoinSchema = z.object({
  referralCode: z.string().max(100).default(''),
  agreement: checkbox,
})

/** A subscription type from a script or a form; the newsletter when none is named (as before decision 048). */
const subscriptionType = z.enum(SUBSCRIPTION_TYPES).default('Newsletter')

/** Opting a subscription type in or out by email or SMS (a phone for SMS). */
export const SubscriptionChangeSchema = z.object({
  type: subscriptionType,
  channel: z.enum(['email', 'sms']),
  optin: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
  phone: z.string().max(100).default(''),
})

/** Confirming a type's texts with the code sent (the double opt-in). */
export const SubscriptionConfirmSchema = z.object({ type: subscriptionType, code: z.string().max(20) })

/** A reward card typed into the wallet: its number and PIN, checked by the wallet's own rules. */
export const RewardCardEntrySchema = z.object({ number: z.string().max(60), pin: z.string().max(20) })

/** A product in a colour added to the favorites. */
export const FavoriteAddSchema = z.object({
  styleCode: z.string().regex(STYLE_CODE),
  colour: z.string().regex(COLOUR_CODE),
})

/** A favorite, by its id in the list. */
export const FavoriteIdSchema = z.object({ id: z.string().regex(/^F[A-Z0-9]{12}-[A-Z0-9]{11,15}$/) })

/** A shopper's report of a photo: one of the reasons the social media service takes (decisions 092 and 114). */
export const PhotoReportSchema = z.object({ reason: z.enum(PHOTO_REPORT_REASONS) })
