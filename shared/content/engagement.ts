/**
 * The newsletter sign-up and the event registration (spec 3 §2.3, §2.4, §3, §5): the rules the browser checks
 * before sending and the worker checks again before the consumer API, the days an event offers, and the payloads
 * the consumer API receives. Pure, so both sides share it; no zod here, to keep the islands' chunks small.
 *
 * Dates are calendar dates (`2026-11-06`), computed in UTC so a day never shifts with the shopper's time zone.
 */
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail, nameRuleProblem } from '../validation'

/** Why a field was refused; each has one message (`ENGAGEMENT_ERROR_KEYS`). */
export type EngagementError =
  | 'required'
  | 'email'
  | 'checkbox'
  | 'name'
  | 'nameLength'
  | 'guestName'
  | 'days'
  | 'daysRange'

/**
 * The message of each refusal. `required` is label-based (spec 3 §5): its message names the field, `{label}`.
 */
export const ENGAGEMENT_ERROR_KEYS = {
  required: 'engage.required',
  email: 'form.email',
  checkbox: 'engage.checkboxRequired',
  name: 'form.name',
  nameLength: 'form.nameLength',
  guestName: 'event.guestNameInvalid',
  days: 'event.daysRequired',
  daysRange: 'event.daysInvalid',
} as const satisfies Record<EngagementError, MessageKey>

/** The longest event the sign-up offers days for. Ours, not the spec's: it bounds the list of day checkboxes. */
export const EVENT_MAX_DAYS = 31

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Milliseconds of a calendar date at UTC midnight, or null when it is not a real `YYYY-MM-DD` date. */
function dateValue(value: string): number | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const date = new Date(time)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? time
    : null
}

/** Whether a value is a real calendar date written `YYYY-MM-DD`. */
export const isIsoDate = (value: string): boolean => dateValue(value) !== null

/**
 * Every calendar date from the start to the end, both included: one entry a date (spec 3 §5). Empty when either
 * is not a date, the end is before the start, or the event is longer than `EVENT_MAX_DAYS`.
 *
 * @example eventDays('2026-11-06', '2026-11-08') // ['2026-11-06', '2026-11-07', '2026-11-08']
 */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = dateValue(startDate)
  const end = dateValue(endDate)
  if (start === null || end === null || end < start) return []
  const count = Math.round((end - start) / DAY_MS) + 1
  if (count > EVENT_MAX_DAYS) return []
  return Array.from({ length: count }, (_, index) =>
    new Date(start + index * DAY_MS).toISOString().slice(0, 10),
  )
}

/**
 * Checks the chosen days: at least one (`days`), and each a date of the event, none twice (`daysRange`).
 * Returns null when they can go.
 */
export function checkAttendingDays(
  days: readonly unknown[],
  startDate: string,
  endDate: string,
): 'days' | 'daysRange' | null {
  if (days.length === 0) return 'days'
  const offered = new Set(eventDays(startDate, endDate))
  const seen = new Set<string>()
  for (const day of days) {
    if (typeof day !== 'string' || !offered.has(day) || seen.has(day)) return 'daysRange'
    seen.add(day)
  }
  return null
}

/** The chosen days in calendar order, as the one text field the consumer API takes. */
export const joinAttendingDays = (days: readonly string[]): string => [...new Set(days)].sort().join(',')

/** A name by the shop's one rule (`nameRuleProblem`): 2–30 name characters. */
function checkName(value: string | undefined): 'required' | 'nameLength' | 'name' | null {
  const problem = nameRuleProblem(value ?? '')
  return problem === 'length' ? 'nameLength' : problem === 'characters' ? 'name' : problem
}

// ---- Newsletter

export interface NewsletterInput {
  email?: string
  policy?: boolean
}
/** The refusals a newsletter sign-up may meet: no email, one that does not look like an email, the policy unticked. */
export type NewsletterError = Extract<EngagementError, 'required' | 'email' | 'checkbox'>
export type NewsletterErrors = Partial<Record<keyof NewsletterInput, NewsletterError>>

/**
 * Checks a newsletter sign-up (spec 3 §5): the email is required and must look like one, unless the account's
 * email is known (the field is then read-only and not sent); the policy box must be ticked.
 */
export function validateNewsletter(
  input: NewsletterInput,
  options: { emailKnown: boolean },
): NewsletterErrors {
  const errors: NewsletterErrors = {}
  if (!options.emailKnown) {
    const email = input.email?.trim() ?? ''
    if (!email) errors.email = 'required'
    else if (!isValidEmail(email)) errors.email = 'email'
  }
  if (input.policy !== true) errors.policy = 'checkbox'
  return errors
}

/** The acquisition type of a sign-up from the newsletter form (spec 3 §9). */
export const NEWSLETTER_ACQUISITION_TYPE = 'Signup'

export interface NewsletterPayload {
  optIn: true
  email?: string
  acquisitionType?: typeof NEWSLETTER_ACQUISITION_TYPE
  campaignName: string
}

/** A newsletter sign-up the consumer API accepted. */
export interface NewsletterSubscription {
  subscriptionId: string
  email: string
}

/**
 * The consumer API's newsletter payload (spec 3 §3): always an opt-in with the page's path as the campaign; the
 * email and acquisition type only when the shopper's email is not already known from their account.
 *
 * @example buildNewsletterPayload({ email: 'a@b.co', knownEmail: null, path: '/en-us/stories/trail-season' })
 * // { optIn: true, email: 'a@b.co', acquisitionType: 'Signup', campaignName: '/en-us/stories/trail-season' }
 */
export function buildNewsletterPayload(input: {
  email: string
  knownEmail: string | null
  path: string
}): NewsletterPayload {
  if (input.knownEmail) return { optIn: true, campaignName: input.path }
  return {
    optIn: true,
    email: input.email.trim(),
    acquisitionType: NEWSLETTER_ACQUISITION_TYPE,
    campaignName: input.path,
  }
}

/**
 * What a newsletter form posted without JavaScript came back with (`?newsletter=subscribed` on the page). A refusal
 * is the page itself, rendered again at its address (decision 074), never a code in its URL.
 */
export type NewsletterNotice = 'subscribed'

/** The notice of `?newsletter=...`, or null for anything else. */
export const parseNewsletterNotice = (value: string | null | undefined): NewsletterNotice | null =>
  value === 'subscribed' ? value : null

/**
 * A path of this site to name a campaign and to return to after a plain form post: the path alone (no query,
 * no fragment), or null when the value is not a local path.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null
  const path = value.split(/[?#]/)[0] ?? ''
  // One leading slash, then plain path characters: no `//host`, no backslashes, no encoded tricks.
  return /^\/(?!\/)[A-Za-z0-9/_.~-]*$/.test(path) ? path : null
}

// ---- Event registration

export interface EventRegistrationInput {
  firstName?: string
  lastName?: string
  attendingDays?: readonly unknown[]
  plusOne?: string
  terms?: boolean
}
export type EventRegistrationErrors = Partial<Record<keyof EventRegistrationInput, EngagementError>>

/**
 * Checks a registration (spec 3 §5): names required and valid, days between the event's first and last day, the
 * guest's name validated as a name only when filled (and only when the event takes a guest), terms accepted.
 */
export function validateEventRegistration(
  input: EventRegistrationInput,
  event: { startDate: string; endDate: string; enablePlusOne: boolean },
): EventRegistrationErrors {
  const errors: EventRegistrationErrors = {}
  const firstName = checkName(input.firstName)
  if (firstName) errors.firstName = firstName
  const lastName = checkName(input.lastName)
  if (lastName) errors.lastName = lastName
  const days = checkAttendingDays(input.attendingDays ?? [], event.startDate, event.endDate)
  if (days) errors.attendingDays = days
  const guest = event.enablePlusOne ? (input.plusOne?.trim() ?? '') : ''
  const guestProblem = guest ? checkName(guest) : null
  if (guestProblem) errors.plusOne = guestProblem === 'nameLength' ? 'nameLength' : 'guestName'
  if (input.terms !== true) errors.terms = 'checkbox'
  return errors
}

export interface EventRegistrationPayload {
  /** Left out for a signed-in shopper, whose token names the account (decision 048). */
  email?: string
  attendingDays: string
  eventId: string
  eventTermsAccepted: boolean
  firstName: string
  lastName: string
  gender: string | null
  phoneNumber: string | null
  /** The guest's name, or null without one. */
  plusOne: string | null
  registrationTimestamp: string
}

/** An event registration the consumer API accepted; `attendingDays` as sent (ISO dates joined by commas). */
export interface EventRegistration {
  registrationId: string
  eventId: string
  attendingDays: string
}

/**
 * The consumer API's registration payload (spec 3 §3). Gender and phone number are not asked for by the form: the
 * account holds them, and the worker sends what it holds (null where it holds none).
 */
export function buildEventRegistrationPayload(input: {
  eventId: string
  /** The email to register; null when the shopper's token names the account (the call then carries none). */
  email: string | null
  firstName: string
  lastName: string
  attendingDays: readonly string[]
  plusOne?: string | null
  termsAccepted: boolean
  gender?: string | null
  phoneNumber?: string | null
  now: Date
}): EventRegistrationPayload {
  return {
    ...(input.email ? { email: input.email } : {}),
    attendingDays: joinAttendingDays(input.attendingDays),
    eventId: input.eventId,
    eventTermsAccepted: input.termsAccepted,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    gender: input.gender ?? null,
    phoneNumber: input.phoneNumber ?? null,
    plusOne: input.plusOne?.trim() || null,
    registrationTimestamp: input.now.toISOString(),
  }
}

/** An event id as content and the consumer API write it. */
export const EVENT_ID = /^[A-Za-z0-9_-]{1,60}$/
