/** Wire shapes of the consumer API's utilities: countries, store employees, newsletter and event sign-ups. */
import * as z from 'zod'

/**
 * The country list (spec 2 §7 `countryList`): each country's ISO code, name, dial code (digits, no plus) and phone
 * masks (`X` a digit; several chosen by digit count). A mask without a digit place, or a dial code that is not
 * digits, is off contract: the whole list is then refused and the shop's own table serves (decision 107).
 */
export const UtilitiesCountriesSchema = z.object({
  countries: z
    .array(
      z.object({
        code: z.string().regex(/^[A-Z]{2}$/),
        name: z.string().trim().min(1).max(100),
        dialCode: z.string().regex(/^[1-9]\d{0,3}$/),
        masks: z
          .array(
            z
              .string()
              .max(40)
              .regex(/^[X\d ()+\-.]*X[X\d ()+\-.]*$/),
          )
          .max(10)
          .default([]),
      }),
    )
    .max(300),
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

/** The contact-us categories and their subjects (spec 1 §7 `contactus/categorySubject`), in one language. */
export const UtilitiesContactCategoriesSchema = z.object({
  categories: z.array(
    z.object({
      id: z.string().min(1).max(100),
      name: z.string().min(1).max(200),
      subjects: z.array(z.object({ id: z.string().min(1).max(100), name: z.string().min(1).max(200) })),
    }),
  ),
})
export type UtilitiesContactCategories = z.infer<typeof UtilitiesContactCategoriesSchema>

/** A contact case once opened (spec 1 §7 `POST /consumers-v3/contactus`): its case number. */
export const UtilitiesContactCaseSchema = z.object({ caseNumber: z.string().min(1).max(40) })
export type UtilitiesContactCase = z.infer<typeof UtilitiesContactCaseSchema>
