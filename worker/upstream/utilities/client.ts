/**
 * Utilities of the consumer API: the country list (dial codes and phone masks, cached long) and the employees
 * of a store (for associates signing in; personal data, never cached), the shopper's newsletter sign-up and
 * event registrations (personal, never cached), and contact us (spec 1 §7): the categories and subjects (cached
 * long, per language) and the cases shoppers open (never cached).
 */
import type * as z from 'zod'
import type { PhoneCountry } from '../../../shared/account/phone'
import type {
  EventRegistration,
  EventRegistrationPayload,
  NewsletterPayload,
  NewsletterSubscription,
} from '../../../shared/content/engagement'
import type { ContactCategory } from '../../../shared/help/contact'
import type { StoreEmployee } from '../../../shared/stores/stores'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import {
  reshapeContactCategories,
  reshapeCountries,
  reshapeEmployees,
  reshapeEventRegistration,
  reshapeNewsletterSubscription,
} from './reshape'
import {
  UtilitiesContactCaseSchema,
  UtilitiesContactCategoriesSchema,
  UtilitiesCountriesSchema,
  UtilitiesEmployeesSchema,
  UtilitiesEventRegistrationSchema,
  UtilitiesNewsletterSubscriptionSchema,
} from './schemas'

/** A sign-up's answer is never null: its 404 is a refusal (`notFoundAsNull: false`), which throws. */
function accepted<T>(doc: T | null, operation: string): T {
  if (doc === null) throw badShape(operation, `${operation} answered nothing`)
  return doc
}

export interface UtilitiesClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type UtilitiesClient = ReturnType<typeof createUtilitiesClient>

export function createUtilitiesClient(options: UtilitiesClientOptions) {
  /** A list the service keeps for the site and the page's language, cached long. */
  const cachedList = async <S extends z.ZodType>(path: string, operation: string, schema: S) =>
    options.cache.get({
      key: await createCacheKey({
        service: 'utilities',
        siteId: options.siteId,
        locale: options.locale,
        path,
      }),
      label: `utilities.${operation}`,
      policy: 'long',
      load: () => options.fetch.call({ operation, path, schema }),
    })

  return {
    async getCountries(): Promise<PhoneCountry[]> {
      const doc = await cachedList(
        '/consumers-v3/utilities/countryList',
        'countryList',
        UtilitiesCountriesSchema,
      )
      return doc ? reshapeCountries(doc) : []
    },

    /** The employees of a store; null when the store is unknown. */
    async getStoreEmployees(storeId: string): Promise<StoreEmployee[] | null> {
      if (!/^\d{4}$/.test(storeId)) return null
      const doc = await options.fetch.call({
        operation: 'storeEmployees',
        path: `/consumers-v3/utilities/stores/${storeId}/employees`,
        schema: UtilitiesEmployeesSchema,
      })
      return doc ? reshapeEmployees(doc) : null
    },

    /**
     * Signs up for the newsletter (spec 3 §7). A guest's email is in the payload; a signed-in shopper's account is
     * named by their Registered token alone (`signedIn`: the call goes with the session's token through the fetch
     * core's auth hook, decision 048), the payload then carrying no email. Refusals (NWS409 already subscribed,
     * AUT453 bad email, AUT432 a token the service refuses) throw with their errorId. The consumer service's
     * subscription call (spec 1 §7 `POST /consumers-v3/consumer/subscription`), of the Newsletter type by email: one
     * store with the account's subscriptions.
     */
    async subscribeNewsletter(
      payload: NewsletterPayload,
      account: { signedIn: boolean },
    ): Promise<NewsletterSubscription> {
      const doc = await options.fetch.call({
        operation: 'newsletterSubscribe',
        method: 'POST',
        path: '/consumers-v3/consumer/subscription',
        body: { type: 'Newsletter', channel: 'email', ...payload },
        schema: UtilitiesNewsletterSubscriptionSchema,
        auth: account.signedIn,
      })
      return reshapeNewsletterSubscription(accepted(doc, 'newsletterSubscribe'))
    },

    /**
     * Registers the signed-in shopper for an event (spec 3 §7), with their Registered token (the service reads the
     * account, and its email, from it; decision 048). Refusals throw with their errorId: EVT404 unknown event,
     * EVT409 full, EVT410 closed, REG409 already registered, EVT400 days outside the event, AUT432 a refused token.
     * Spec 1 §7 `POST /consumers-v3/consumer/event-registration`, the event named in the payload.
     */
    async registerForEvent(payload: EventRegistrationPayload): Promise<EventRegistration> {
      const doc = await options.fetch.call({
        operation: 'eventRegistration',
        method: 'POST',
        path: '/consumers-v3/consumer/event-registration',
        body: payload,
        schema: UtilitiesEventRegistrationSchema,
        auth: true,
      })
      return reshapeEventRegistration(accepted(doc, 'eventRegistration'))
    },

    /** The contact-us categories and their subjects, in the page's language; empty when the service has none. */
    async getContactCategories(): Promise<ContactCategory[]> {
      const doc = await cachedList(
        '/consumers-v3/contactus/categorySubject',
        'contactCategories',
        UtilitiesContactCategoriesSchema,
      )
      return doc ? reshapeContactCategories(doc) : []
    },

    /**
     * Opens a contact-us case (spec 1 §7 `POST /consumers-v3/contactus`); its case number. The service refuses a
     * case its rules refuse with 400 API400 (the storefront checks by the same rules first).
     *
     * The payload is ours: the spec does not show it.
     */
    async openContactCase(payload: {
      categoryId: string
      subjectId: string
      name: string
      email: string
      orderNumber: string | null
      message: string
    }): Promise<string> {
      const doc = await options.fetch.call({
        operation: 'contactCase',
        method: 'POST',
        path: '/consumers-v3/contactus',
        body: payload,
        schema: UtilitiesContactCaseSchema,
      })
      return accepted(doc, 'contactCase').caseNumber
    },
  }
}
