/**
 * The utilities contract (`worker/upstream/utilities/`): the country list (names in the caller's language, dial
 * codes and phone masks; `consumers/countries.ts`, decision 107), store employees (the associates table, decision
 * 044), and the consumer API's newsletter subscriptions and event registrations (spec 1 §7
 * `/consumers-v3/consumer/subscription` and `/consumers-v3/consumer/event-registration`), with their state in D1.
 * The spec shows no answer shapes for the last two; these are the storefront's choice, kept in step with
 * `worker/upstream/utilities/schemas.ts`. A signed-in shopper's newsletter sign-up and every event registration
 * name the account by its Registered token (decision 048): a guest's newsletter sign-up carries its email.
 *
 * Events are fixed demo data: one open (the trail weekend the trail-season page offers), one already full and one
 * whose registration has closed. Capacity counts each registration and its guest.
 */

import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { countryList } from '../consumers/countries'
import { bearerTokenOf } from '../consumers/tokens'
import { listActiveAssociates } from '../db/associates'
import { type ConsumerRow, getConsumerByEmail } from '../db/consumers'
import { setSubscription, subscriptionsOf } from '../db/loyalty'
import {
  addEventRegistration,
  addNewsletterSubscription,
  countEventPlaces,
  isRegisteredForEvent,
} from '../db/sign-ups'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'
import { STORES } from '../seed/catalogue'
import { registeredConsumer } from './wallet'

export const utilityRoutes = new Hono<{ Bindings: MockEnv }>()

/**
 * The country list in the caller's language (its `locale`, `en-us` or `en_US`; English without one): 400 API400 for
 * a locale that is not one.
 */
utilityRoutes.get('/api/consumers-v3/utilities/countryList', (c) => {
  const locale = c.req.query('locale')
  if (locale !== undefined && !/^[a-z]{2}(?:[-_][a-z0-9]{2,3})?$/i.test(locale))
    return apiError(c, 400, 'API400', `Unknown locale '${locale}'`)
  return c.json(countryList(languageOf(locale)))
})

// A store's active associates (decision 044): the in-store sign-in lists them to choose from.
utilityRoutes.get('/api/consumers-v3/utilities/stores/:storeId/employees', async (c) => {
  const storeId = c.req.param('storeId')
  if (!STORES.some((store) => store.id === storeId))
    return apiError(c, 404, 'STR404', 'Employee store not found')
  const rows = await listActiveAssociates(c.env.DB, storeId)
  return c.json({ employees: rows.map((row) => ({ id: row.employee_id, name: row.name })) })
})

interface MockEvent {
  id: string
  startDate: string
  endDate: string
  capacity: number
  /** Places taken before the demo starts (registrations made elsewhere). */
  taken: number
  open: boolean
}

const MOCK_EVENTS: readonly MockEvent[] = [
  {
    id: 'trail-weekend-2026',
    startDate: '2027-11-05',
    endDate: '2027-11-07',
    capacity: 5000,
    taken: 12,
    open: true,
  },
  {
    id: 'repair-cafe-2026',
    startDate: '2027-11-13',
    endDate: '2027-11-13',
    capacity: 30,
    taken: 30,
    open: true,
  },
  {
    // Still open for sign-ups, but its day has passed: the service refuses it as ended.
    id: 'gear-swap-2026',
    startDate: '2026-10-10',
    endDate: '2026-10-10',
    capacity: 80,
    taken: 10,
    open: true,
  },
  {
    id: 'summer-ultra-2026',
    startDate: '2026-07-03',
    endDate: '2026-07-05',
    capacity: 200,
    taken: 80,
    open: false,
  },
]

const EMAIL = z.email().max(100)

const SubscriptionSchema = z.object({
  type: z.literal('Newsletter').default('Newsletter'),
  channel: z.literal('email').default('email'),
  optIn: z.literal(true),
  email: z.string().optional(),
  acquisitionType: z.literal('Signup').optional(),
  campaignName: z.string().min(1).max(300),
})

/**
 * A newsletter sign-up, `POST /consumers-v3/consumer/subscription` (spec 1 §7) with `{ type: 'Newsletter', channel:
 * 'email', optIn, email?, acquisitionType, campaignName }`; the same path confirms an SMS code (routes/loyalty.ts).
 * One store for the newsletter by email: the address's subscription (`newsletter_subscriptions`), and the account of
 * that address, when there is one, subscribed with it, so a guest's sign-up shows in their account and an account's
 * opt-out (routes/loyalty.ts) ends it. NWS409 when the address is subscribed already, either way.
 */
export async function newsletterSignUp(c: Context<{ Bindings: MockEnv }>, raw: unknown): Promise<Response> {
  const parsed = SubscriptionSchema.safeParse(raw)
  if (!parsed.success) return apiError(c, 400, 'API400', 'optIn and campaignName are required')
  const db = c.env.DB
  const subscriptionId = `NS${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`
  const createdAt = new Date().toISOString()
  const subscribed = () =>
    apiError(c, 409, 'NWS409', 'This email address is already subscribed to the newsletter')
  // A signed-in consumer is named by their token alone (decision 048); a token refused is refused, never read as a
  // guest's sign-up.
  let consumer: ConsumerRow | null = null
  if (bearerTokenOf(c.req.raw) !== undefined) {
    const registered = await registeredConsumer(c)
    if (!registered.consumer) return registered.refusal
    consumer = registered.consumer
  } else {
    const email = (parsed.data.email ?? '').trim().toLowerCase()
    if (!EMAIL.safeParse(email).success) return apiError(c, 400, 'AUT453', 'Invalid email format')
    consumer = (await getConsumerByEmail(db, email)) ?? null
    if (!consumer) {
      const added = await addNewsletterSubscription(db, {
        email,
        id: subscriptionId,
        campaignName: parsed.data.campaignName,
        acquisitionType: parsed.data.acquisitionType ?? null,
        locale: c.req.query('locale') ?? '',
        createdAt,
      })
      if (!added) return subscribed()
      return c.json({ subscriptionId, email, optIn: true, createdAt }, 201)
    }
  }
  const current = (await subscriptionsOf(db, consumer)).find(
    (each) => each.type === 'Newsletter' && each.channel === 'email',
  )
  if (current?.optin) return subscribed()
  await setSubscription(
    db,
    consumer.id,
    { type: 'Newsletter', channel: 'email', optin: true, doubleOptin: true, recipient: consumer.email },
    createdAt,
  ).run()
  await addNewsletterSubscription(db, {
    email: consumer.email,
    id: subscriptionId,
    campaignName: parsed.data.campaignName,
    acquisitionType: parsed.data.acquisitionType ?? null,
    locale: c.req.query('locale') ?? '',
    createdAt,
  })
  return c.json({ subscriptionId, email: consumer.email, optIn: true, createdAt }, 201)
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

const RegistrationSchema = z.object({
  /** The spec's payload names the email; the account's, from the token, is the one registered (decision 048). */
  email: z.email().max(100).optional(),
  attendingDays: z.string().min(10).max(400),
  eventId: z.string().min(1).max(60),
  eventTermsAccepted: z.literal(true),
  firstName: z.string().trim().min(1).max(50),
  lastName: z.string().trim().min(1).max(50),
  gender: z.string().max(20).nullable(),
  phoneNumber: z.string().max(30).nullable(),
  plusOne: z.string().trim().min(1).max(50).nullable(),
  registrationTimestamp: z.iso.datetime(),
})

/** `POST /consumers-v3/consumer/event-registration` (spec 1 §7): the event named in the payload. */
utilityRoutes.post('/api/consumers-v3/consumer/event-registration', async (c) => {
  const { consumer, refusal } = await registeredConsumer(c)
  if (!consumer) return refusal
  const parsed = RegistrationSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'The registration is incomplete')
  const event = MOCK_EVENTS.find((entry) => entry.id === parsed.data.eventId)
  if (!event) return apiError(c, 404, 'EVT404', 'Event not found')
  if (!event.open) return apiError(c, 409, 'EVT410', 'Registration for this event is closed')
  // Dates are calendar days: once the last one has passed (UTC), the event is over and takes no one.
  if (event.endDate < new Date().toISOString().slice(0, 10))
    return apiError(c, 409, 'EVT410', 'This event has ended: registration is closed')
  const registration = parsed.data
  const days = registration.attendingDays.split(',')
  if (
    days.some((day) => !DATE.test(day) || day < event.startDate || day > event.endDate) ||
    new Set(days).size !== days.length
  )
    return apiError(
      c,
      400,
      'EVT400',
      `Attending days must be between ${event.startDate} and ${event.endDate}`,
    )

  const email = consumer.email.toLowerCase()
  if (await isRegisteredForEvent(c.env.DB, event.id, email))
    return apiError(c, 409, 'REG409', 'This email is already registered for this event')
  const places = await countEventPlaces(c.env.DB, event.id)
  const needed = registration.plusOne ? 2 : 1
  if (event.taken + places + needed > event.capacity) return apiError(c, 409, 'EVT409', 'This event is full')

  const registrationId = `ER${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`
  const added = await addEventRegistration(c.env.DB, {
    id: registrationId,
    eventId: event.id,
    email,
    attendingDays: [...days].sort().join(','),
    firstName: registration.firstName,
    lastName: registration.lastName,
    gender: registration.gender,
    phoneNumber: registration.phoneNumber,
    plusOne: registration.plusOne,
    registeredAt: registration.registrationTimestamp,
    createdAt: new Date().toISOString(),
  })
  // Two registrations of one email at once: the unique key lets one in.
  if (!added) return apiError(c, 409, 'REG409', 'This email is already registered for this event')
  return c.json(
    {
      registrationId,
      eventId: event.id,
      attendingDays: [...days].sort().join(','),
      status: 'CONFIRMED',
    },
    201,
  )
})
