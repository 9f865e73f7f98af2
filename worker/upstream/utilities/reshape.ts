/**
 * From the utilities' wire shapes to the types of `shared/`: a country of the country list is a `PhoneCountry`
 * (`shared/account/phone.ts`), an employee a `StoreEmployee` (`shared/stores/stores.ts`), and the accepted sign-ups are
 * `shared/content/engagement.ts`'s; the contact-us categories are `shared/help/contact.ts`'s, with a category that has no
 * subject left out (a shopper could not choose it) and a subject id seen before dropped (ids are unique).
 */

import type { PhoneCountry } from '../../../shared/account/phone'
import type { EventRegistration, NewsletterSubscription } from '../../../shared/content/engagement'
import type { ContactCategory } from '../../../shared/help/contact'
import type { StoreEmployee } from '../../../shared/stores/stores'
import type {
  UtilitiesContactCategories,
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

export function reshapeContactCategories(doc: UtilitiesContactCategories): ContactCategory[] {
  const seen = new Set<string>()
  const categories: ContactCategory[] = []
  for (const category of doc.categories) {
    if (categories.some((entry) => entry.id === category.id)) continue
    const subjects = category.subjects
      .filter((subject) => !seen.has(subject.id))
      .map((subject) => ({ id: subject.id, name: subject.name }))
    for (const subject of subjects) seen.add(subject.id)
    if (subjects.length > 0) categories.push({ id: category.id, name: category.name, subjects })
  }
  return categories
}
