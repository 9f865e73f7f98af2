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

export const ConsumerProfileSchema = z.object({
  consumerId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  consumerType: ConsumerTypeSchema,
  employeeTermsAccepted: z.boolean(),
  loyalty: z.object({ memberId: z.string(), points: z.number() }).nullable().optional(),
})
export type ConsumerProfile = z.infer<typeof ConsumerProfileSchema>

export const CustomerBasketsSchema = z.object({ baskets: z.array(z.string()) })

/** A warranty case once opened (spec 2 §7 `POST /consumers-v3/consumer/warranty`): its case id. */
export const WarrantyCaseAnswerSchema = z.object({ caseId: z.string().min(1).max(40) })
