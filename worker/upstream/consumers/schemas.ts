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
  addresses: z.array(ConsumerAddressSchema).default([]),
})
export type ConsumerDetails = z.infer<typeof ConsumerDetailsSchema>

/** The preferences: interests as one pipe-separated string, and a preferred shoe size. */
export const ConsumerPreferencesSchema = z.object({
  interests: z.string().nullish(),
  preferredShoeSize: z.string().nullish(),
})

export const ConsumerProfileSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  consumerType: ConsumerTypeSchema,
  employeeTermsAccepted: z.boolean(),
  loyalty: z.object({ memberId: z.string(), points: z.number() }).nullable().optional(),
  /** Absent from a service that answers the account only: the profile then reads as empty. */
  consumerDetails: ConsumerDetailsSchema.optional(),
  preferences: ConsumerPreferencesSchema.optional(),
})
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>

/** What adding or changing an address answers: its id. */
export const AddressAnswerSchema = z.object({ addressId: z.string().min(2).max(100) })

export const CustomerBasketsSchema = z.object({ baskets: z.array(z.string()) })
