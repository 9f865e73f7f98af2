/**
 * From the utilities' wire shapes to the types of `shared/`: a country of the country list is a `PhoneCountry`
 * (`shared/phone.ts`), an employee a `StoreEmployee` (`shared/stores.ts`), and the accepted sign-ups are
 * `shared/engagement.ts`'s.
 */
import type { EventRegistration, NewsletterSubscription } from '../../../shared/engagement'
import type { PhoneCountry } from '../../../shared/phone'
import type { StoreEmployee } from '../../../shared/stores'
import type {
  UtilitiesCountries,
  UtilitiesEmployees,
  UtilitiesEventRegistration,
  UtilitiesNewsletterSubscription,
} from './schemas'

export function reshapeCountries(doc: UtilitiesCountries): PhoneCountry[] {
  return doc.countries.map((country) => ({
    code: country.code,
    name: country.name,
    dialCode: country.dialCode,
    masks: country.masks,
  }))
}

export function reshapeEmployees(doc: UtilitiesEmployees): StoreEmployee[] {
  return doc.employees.map((employee) => ({ id: employee.id, name: employee.name }))
}

export const reshapeNewsletterSubscription = (
  doc: UtilitiesNewsletterSubscription,
): NewsletterSubscription => ({ subscriptionId: doc.subscriptionId, email: doc.email })

export const reshapeEventRegistration = (doc: UtilitiesEventRegistration): EventRegistration => ({
  registrationId: doc.registrationId,
  eventId: doc.eventId,
  attendingDays: doc.attendingDays,
})
