/**
 * `/api/newsletter` and `/api/events/:eventId/registrations`: the newsletter sign-up and the event registration
 * of the content blocks (spec 3 §2.3, §2.4). Input is checked with the rules the browser used
 * (`shared/content/engagement.ts`) before the consumer API sees it; the API's refusals come back at the field they concern
 * (AUT453 at the email, EVT400 at the days) or as the message of the block's error notice.
 *
 * The newsletter form also works as a plain form post (a page without JavaScript): it is answered with a redirect
 * back to the block with `?newsletter=<outcome>`, which the block shows as a notice. An address already subscribed
 * gets the same answer as a new one, and sign-ups are limited per client address (`worker/services/newsletter.ts`).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  buildEventRegistrationPayload,
  buildNewsletterPayload,
  ENGAGEMENT_ERROR_KEYS,
  type EngagementError,
  EVENT_ID,
  eventDays,
  localPath,
  validateEventRegistration,
  validateNewsletter,
} from '../../../shared/content/engagement'
import type { MessageKey } from '../../../shared/i18n/i18n'
import { ApiError } from '../../services/api-error'
import { subscribeToNewsletter } from '../../services/newsletter'
import type { AppContext, AppEnv } from '../../types'
import { UpstreamError } from '../../upstream/errors'
import { answer, readInput } from './responder'

export const newsletterApi = new Hono<AppEnv>()
export const eventsApi = new Hono<AppEnv>()

/** Field errors as shoppers read them, in the page's language, as a refusal. */
function fieldRefusal(
  c: AppContext,
  errors: Readonly<Record<string, EngagementError | undefined>>,
  labels: Readonly<Record<string, MessageKey>>,
): ApiError {
  const { t } = c.var
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) => {
      if (!error) return []
      const label = labels[field]
      return [[field, { key: ENGAGEMENT_ERROR_KEYS[error], params: { label: label ? t.t(label) : field } }]]
    }),
  )
  return new ApiError('VALIDATION', { fields })
}

const NewsletterBodySchema = z.object({
  email: z.string().max(200).optional(),
  /** A checkbox: `true` from the island, `on` from a plain form. */
  policy: z
    .union([z.boolean(), z.string().max(10)])
    .optional()
    .transform((value) => value === true || value === 'on' || value === 'true'),
  /** The page the form is on: the campaign name, and where a plain form post returns. */
  path: z.string().max(300).optional(),
  blockId: z.string().max(100).optional(),
})

/** The block a plain newsletter form returns to: its page, at the block. */
function newsletterReturn(input: Record<string, unknown>): string | null {
  const path = localPath(input.path)
  if (!path) return null
  const blockId = typeof input.blockId === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(input.blockId)
  return blockId ? `${path}#${input.blockId}` : path
}

/**
 * The upstream's refusal of the shopper's token (revoked, expired, or a session no longer signed in): they sign in
 * again. Never retried as a guest's sign-up, so no call ever lands on another account.
 */
function tokenRefusal(error: unknown): never {
  if (error instanceof UpstreamError && TOKEN_REFUSALS.has(error.errorId))
    throw new ApiError('SUBSCRIPTION_SESSION_ENDED')
  throw error
}

const TOKEN_REFUSALS = new Set(['AUT432', 'AUT498', 'REW401'])

newsletterApi.post('/', async (c) => {
  const input = await readInput(c, NewsletterBodySchema, { param: 'newsletter', returnTo: newsletterReturn })
  const { session } = c.var
  const { customer } = await session.read()
  const knownEmail = customer?.email ?? null
  const { email = '', policy } = input.data
  const errors = validateNewsletter({ email, policy }, { emailKnown: knownEmail !== null })
  if (errors.email || errors.policy) {
    if (input.form) return answer(c, input, {}, { notice: errors.email ? 'email' : 'policy' })
    throw fieldRefusal(c, errors, { email: 'newsletter.email' })
  }
  // A signed-in shopper's account is named by their token (decision 048); a guest's email is in the payload. An
  // address already on the list is answered as a new one, so the answer never says which addresses are.
  await subscribeToNewsletter(
    c,
    buildNewsletterPayload({
      email,
      knownEmail,
      path: localPath(input.data.path) ?? `/${c.var.locale.code}`,
    }),
    { signedIn: customer !== undefined },
  ).catch((error: unknown) => tokenRefusal(error))
  // The account is remembered as subscribed: its form then shows the success text.
  if (customer)
    await session.change({ kind: 'customer', customer: { ...customer, newsletterSubscribed: true } })
  return answer(c, input, { subscribed: true }, { notice: 'subscribed' })
})

const RegistrationBodySchema = z.object({
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  attendingDays: z.array(z.string().max(40)).max(62).optional(),
  plusOne: z.string().max(200).optional(),
  terms: z.boolean().optional(),
  /** The event's first and last day as the page showed them; the consumer API checks the days again. */
  startDate: z.string().max(40),
  endDate: z.string().max(40),
})

eventsApi.post('/:eventId/registrations', async (c) => {
  const eventId = c.req.param('eventId')
  if (!EVENT_ID.test(eventId)) throw new ApiError('EVENT_ID_UNKNOWN')
  const input = await readInput(c, RegistrationBodySchema, { param: 'event' })
  // Joining needs an account (spec 3 §6); the token names it, and its email is the one registered (decision 048).
  if (!(await c.var.session.read()).customer) throw new ApiError('EVENT_SIGN_IN_REQUIRED')
  const data = input.data
  if (eventDays(data.startDate, data.endDate).length === 0)
    throw new ApiError('API400', { text: 'The event dates are not valid' })
  // The guest's name is checked whenever one is sent; whether the event takes guests is the API's to say.
  const errors = validateEventRegistration(data, { ...data, enablePlusOne: true })
  if (Object.keys(errors).length > 0)
    throw fieldRefusal(c, errors, { firstName: 'event.firstName', lastName: 'event.lastName' })
  const registration = await c.var.services.utilities
    .registerForEvent(
      buildEventRegistrationPayload({
        eventId,
        email: null,
        firstName: data.firstName ?? '',
        lastName: data.lastName ?? '',
        attendingDays: data.attendingDays ?? [],
        plusOne: data.plusOne,
        termsAccepted: data.terms === true,
        now: new Date(),
      }),
    )
    .catch((error: unknown) => tokenRefusal(error))
  return answer(
    c,
    input,
    {
      registered: true,
      registrationId: registration.registrationId,
      attendingDays: registration.attendingDays,
    },
    { status: 201 },
  )
})
