/**
 * Utilities of the consumer API: the country list (dial codes and phone masks, cached long) and the employees
 * of a store (for associates signing in; personal data, never cached), and the shopper's newsletter sign-up and
 * event registrations (personal, never cached).
 */
import { z } from 'zod'
import type { EventRegistrationPayload, NewsletterPayload } from '../../../shared/engagement'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'

const CountriesSchema = z.object({
  countries: z.array(
    z.object({
      code: z.string().regex(/^[A-Z]{2}$/),
      name: z.string(),
      dialCode: z.string(),
      masks: z.array(z.string()).default([]),
    }),
  ),
})
const EmployeesSchema = z.object({ employees: z.array(z.object({ id: z.string(), name: z.string() })) })

export type Country = z.infer<typeof CountriesSchema>['countries'][number]
export type StoreEmployee = z.infer<typeof EmployeesSchema>['employees'][number]

const NewsletterSubscriptionSchema = z.object({ subscriptionId: z.string(), email: z.string() })
const EventRegistrationSchema = z.object({
  registrationId: z.string(),
  eventId: z.string(),
  attendingDays: z.string(),
})

/** A newsletter sign-up the consumer API accepted. */
export type NewsletterSubscription = z.infer<typeof NewsletterSubscriptionSchema>
/** An event registration the consumer API accepted. */
export type EventRegistration = z.infer<typeof EventRegistrationSchema>

export interface UtilitiesClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type UtilitiesClient = ReturnType<typeof createUtilitiesClient>

export function createUtilitiesClient(options: UtilitiesClientOptions) {
  return {
    async getCountries(): Promise<Country[]> {
      const path = '/consumers-v3/utilities/countryList'
      const key = await createCacheKey({
        service: 'utilities',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      const doc = await options.cache.get({
        key,
        label: 'utilities.countries',
        policy: 'long',
        load: () => options.fetch.call({ operation: 'countryList', path, schema: CountriesSchema }),
      })
      return doc?.countries ?? []
    },

    /** The employees of a store; null when the store is unknown. */
    async getStoreEmployees(storeId: string): Promise<StoreEmployee[] | null> {
      if (!/^\d{4}$/.test(storeId)) return null
      const doc = await options.fetch.call({
        operation: 'storeEmployees',
        path: `/consumers-v3/utilities/stores/${storeId}/employees`,
        schema: EmployeesSchema,
      })
      return doc?.employees ?? null
    },

    /**
     * Signs an email up for the newsletter (spec 3 §7). The payload carries no email when the shopper's account
     * is known; until sign-in issues consumer tokens, that account is named by `x-consumer-email`, where the real
     * API reads the token. Refusals (NWS409 already subscribed, AUT453 bad email) throw with their errorId.
     *
     * The path is ours: the spec does not show it.
     */
    async subscribeNewsletter(
      payload: NewsletterPayload,
      account: { email: string } | null,
    ): Promise<NewsletterSubscription> {
      const doc = await options.fetch.call({
        operation: 'newsletterSubscribe',
        method: 'POST',
        path: '/consumers-v3/newsletter/subscriptions',
        body: payload,
        headers: account ? { 'x-consumer-email': account.email } : undefined,
        schema: NewsletterSubscriptionSchema,
        notFoundAsNull: false,
      })
      return doc as NewsletterSubscription
    },

    /**
     * Registers the signed-in shopper for an event (spec 3 §7). Refusals throw with their errorId: EVT404 unknown
     * event, EVT409 full, EVT410 closed, REG409 already registered, EVT400 days outside the event.
     *
     * The path is ours: the spec does not show it.
     */
    async registerForEvent(payload: EventRegistrationPayload): Promise<EventRegistration> {
      const doc = await options.fetch.call({
        operation: 'eventRegistration',
        method: 'POST',
        path: `/consumers-v3/events/${encodeURIComponent(payload.eventId)}/registrations`,
        body: payload,
        schema: EventRegistrationSchema,
        notFoundAsNull: false,
      })
      return doc as EventRegistration
    },
  }
}
