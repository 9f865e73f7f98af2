/** Wire shapes of the consumer API's utilities: countries, store employees, newsletter and event sign-ups. */
import { z } from 'zod'

export const UtilitiesCountriesSchema = z.object({
  countries: z.array(
    z.object({
      code: z.string().regex(/^[A-Z]{2}$/),
      name: z.string(),
      dialCode: z.string(),
      masks: z.array(z.string()).default([]),
    }),
  ),
})
export type UtilitiesCountries = z.infer<typeof UtilitiesCountriesSchema>

export const UtilitiesEmployeesSchema = z.object({
  employees: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type UtilitiesEmployees = z.infer<typeof UtilitiesEmployeesSchema>

export const UtilitiesNewsletterSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  email: z.string(),
})
export type UtilitiesNewsletterSubscription = z.infer<typeof UtilitiesNewsletterSubscriptionSchema>

export const UtilitiesEventRegistrationSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  attendingDays: z.string(),
})
export type UtilitiesEventRegistration = z.infer<typeof UtilitiesEventRegistrationSchema>
