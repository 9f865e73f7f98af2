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
