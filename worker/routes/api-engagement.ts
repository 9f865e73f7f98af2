/**
 * `/api/newsletter` and `/api/events/:eventId/registrations`: the newsletter sign-up and the event registration
 * of the content blocks (spec 3 §2.3, §2.4). Input is checked with the rules the browser used
 * (`shared/engagement.ts`) before the consumer API sees it; the API's refusals come back at the field they concern
 * (AUT453 at the email, EVT400 at the days) or as the message of the block's error notice.
 *
 * The newsletter form also works as a plain form post (a page without JavaScript): it is answered with a redirect
 * back to the page with `?newsletter=<outcome>`, which the block shows as a notice.
 */
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  buildEventRegistrationPayload,
  buildNewsletterPayload,
  ENGAGEMENT_ERROR_KEYS,
  ENGAGEMENT_UPSTREAM_ERRORS,
  type EngagementError,
  EVENT_ID,
  eventDays,
  localPath,
  type NewsletterNotice,
  validateEventRegistration,
  validateNewsletter,
} from '../../shared/engagement'
import type { MessageKey } from '../../shared/i18n'
import { logEvent } from '../context'
import type { AppEnv } from '../types'
import { UpstreamError } from '../upstream/errors'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const newsletterApi = new Hono<AppEnv>()
export const eventsApi = new Hono<AppEnv>()

for (const api of [newsletterApi, eventsApi]) {
  api.use('*', async (c, next) => {
    c.header('cache-control', 'private, no-store')
    return next()
  })
}

/** Field errors as shoppers read them, in the page's language; `labels` names the fields of label-based ones. */
function fieldMessages(
  c: Context<AppEnv>,
  errors: Readonly<Record<string, EngagementError | undefined>>,
  labels: Readonly<Record<string, MessageKey>>,
): Record<string, string> {
  const { t } = c.var
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) => {
      if (!error) return []
      const label = labels[field]
      return [[field, t.t(ENGAGEMENT_ERROR_KEYS[error], { label: label ? t.t(label) : field })]]
    }),
  )
}

const refuseFields = (c: Context<AppEnv>, fields: Record<string, string>) =>
  c.json({ ...apiErrorBody(c, 'VALIDATION', c.var.t.t('error.generic')), fields }, 400)

/** A refusal of the consumer API, worded by the shop where it knows the errorId; server failures go on to onError. */
function refuse(c: Context<AppEnv>, error: unknown) {
  if (!(error instanceof UpstreamError) || error.status >= 500) throw error
  const known = ENGAGEMENT_UPSTREAM_ERRORS[error.errorId]
  const message = known ? c.var.t.t(known.key) : error.message
  const status = error.status === 404 || error.status === 409 ? (error.status as 404 | 409) : 400
  return c.json(
    {
      ...apiErrorBody(c, error.errorId, message),
      ...(known?.field ? { fields: { [known.field]: message } } : {}),
    },
    status,
  )
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
  /** The block, so a plain form post returns to it. */
  blockId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional()
    .catch(undefined),
})

newsletterApi.post('/', async (c) => {
  const { t, session } = c.var
  const { input, isForm } = await readInput(c)
  const parsed = NewsletterBodySchema.safeParse(input)
  const path = localPath(parsed.data?.path) ?? `/${c.var.locale.code}`
  const back = (notice: NewsletterNotice) =>
    c.redirect(`${path}?newsletter=${notice}${parsed.data?.blockId ? `#${parsed.data.blockId}` : ''}`, 303)
  if (!parsed.success)
    return isForm ? back('error') : c.json(apiErrorBody(c, 'API400', t.t('error.generic')), 400)

  const customer = session.customer
  const knownEmail = customer?.email ?? null
  const { email = '', policy } = parsed.data
  const errors = validateNewsletter({ email, policy }, { emailKnown: knownEmail !== null })
  if (errors.email || errors.policy) {
    if (isForm) return back(errors.email ? 'email' : 'policy')
    return refuseFields(c, fieldMessages(c, errors, { email: 'newsletter.email' }))
  }

  const remember = () => {
    if (customer) c.var.setSession({ ...session, customer: { ...customer, newsletterSubscribed: true } })
  }
  try {
    await c.var.services.utilities.subscribeNewsletter(
      buildNewsletterPayload({ email, knownEmail, path }),
      knownEmail ? { email: knownEmail } : null,
    )
  } catch (error) {
    // An account the API already counts as subscribed is remembered as such: its form then shows the success text.
    if (error instanceof UpstreamError && error.errorId === 'NWS409') remember()
    if (!isForm) return refuse(c, error)
    const refused = error instanceof UpstreamError && error.status < 500
    if (!refused) logEvent(c, 'warn', 'newsletter sign-up failed', { error: String(error) })
    const errorId = refused ? error.errorId : null
    return back(errorId === 'NWS409' ? 'already' : errorId === 'AUT453' ? 'email' : 'error')
  }
  remember()
  return isForm ? back('subscribed') : c.json({ subscribed: true })
})

/** Malformed input from a script: our islands never send it, so the answer need not be localised. */
const invalidJson = (result: { success: boolean }, c: Context) => {
  if (!result.success) return c.json(apiErrorBody(c, 'API400', 'The request body is not valid'), 400)
}

const RegistrationBodySchema = z.object({
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  attendingDays: z.array(z.unknown()).max(62).optional(),
  plusOne: z.string().max(200).optional(),
  terms: z.boolean().optional(),
  /** The event's first and last day as the page showed them; the consumer API checks the days again. */
  startDate: z.string().max(40),
  endDate: z.string().max(40),
})

eventsApi.post(
  '/:eventId/registrations',
  zValidator('json', RegistrationBodySchema, invalidJson),
  async (c) => {
    const { t } = c.var
    const eventId = c.req.param('eventId')
    if (!EVENT_ID.test(eventId)) return c.json(apiErrorBody(c, 'API404', t.t('event.unknown')), 404)
    // Joining needs an account (spec 3 §6); its email is the one registered, never one from the form.
    const email = c.var.session.customer?.email
    if (!email) return c.json(apiErrorBody(c, 'AUT401', t.t('event.signInRequired')), 401)
    const input = c.req.valid('json')
    if (eventDays(input.startDate, input.endDate).length === 0)
      return c.json(apiErrorBody(c, 'API400', 'The event dates are not valid'), 400)
    // The guest's name is checked whenever one is sent; whether the event takes guests is the API's to say.
    const errors = validateEventRegistration(input, { ...input, enablePlusOne: true })
    if (Object.keys(errors).length > 0)
      return refuseFields(
        c,
        fieldMessages(c, errors, { firstName: 'event.firstName', lastName: 'event.lastName' }),
      )
    try {
      const registration = await c.var.services.utilities.registerForEvent(
        buildEventRegistrationPayload({
          eventId,
          email,
          firstName: input.firstName ?? '',
          lastName: input.lastName ?? '',
          attendingDays: (input.attendingDays ?? []) as string[],
          plusOne: input.plusOne,
          termsAccepted: input.terms === true,
          now: new Date(),
        }),
      )
      return c.json(
        {
          registered: true,
          registrationId: registration.registrationId,
          attendingDays: registration.attendingDays,
        },
        201,
      )
    } catch (error) {
      return refuse(c, error)
    }
  },
)
