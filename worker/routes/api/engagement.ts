/**
 * `/api/newsletter` and `/api/events/:eventId/registrations`: the newsletter sign-up and the event registration
 * of the content blocks (spec 3 §2.3, §2.4), as JSON for a script. Input is checked with the rules the browser used
 * (`shared/content/engagement.ts`) before the consumer API sees it; the API's refusals come back at the field they
 * concern (AUT453 at the email, EVT400 at the days) or as the message of the block's error notice. Without
 * JavaScript the newsletter form posts to the page it is on, which answers it (worker/routes/forms/newsletter.ts).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import {
  buildEventRegistrationPayload,
  EVENT_ID,
  eventDays,
  validateEventRegistration,
} from '../../../shared/content/engagement'
import { ApiError } from '../../services/api-error'
import { fieldRefusal, signUpForNewsletter, tokenRefusal } from '../../services/newsletter'
import { shopperContact } from '../../services/profile'
import type { AppEnv } from '../../types'
import { NewsletterBodySchema } from '../inputs'
import { readCall } from './responder'

export const newsletterApi = new Hono<AppEnv>()
export const eventsApi = new Hono<AppEnv>()

newsletterApi.post('/', async (c) => {
  await signUpForNewsletter(c, await readCall(c, NewsletterBodySchema))
  return c.json({ subscribed: true })
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
  const data = await readCall(c, RegistrationBodySchema)
  // Joining needs an account (spec 3 §6); the token names it, and its email is the one registered (decision 048).
  if (!(await c.var.session.read()).customer) throw new ApiError('EVENT_SIGN_IN_REQUIRED')
  if (eventDays(data.startDate, data.endDate).length === 0)
    throw new ApiError('API400', { text: 'The event dates are not valid' })
  // The guest's name is checked whenever one is sent; whether the event takes guests is the API's to say.
  const errors = validateEventRegistration(data, { ...data, enablePlusOne: true })
  if (Object.keys(errors).length > 0)
    throw fieldRefusal(c, errors, { firstName: 'event.firstName', lastName: 'event.lastName' })
  // The account's gender and phone go with it (spec 3 §3's payload); the form does not ask for them again.
  const contact = await shopperContact(c)
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
        gender: contact.gender,
        phoneNumber: contact.phone,
        now: new Date(),
      }),
    )
    .catch((error: unknown) => tokenRefusal(error))
  return c.json(
    {
      registered: true,
      registrationId: registration.registrationId,
      attendingDays: registration.attendingDays,
    },
    201,
  )
})
