/**
 * Newsletter sign-ups (spec 3 §2.4). The answer never tells whether an address was already on the list: an address
 * the consumer service already has (its NWS409) is answered as a new one, after the same one call upstream and the
 * same change to the session, so neither the answer nor the work behind it differs (only the upstream's own time to
 * answer does). Sign-ups are counted against the client address's limit (`NEWSLETTER_ADDRESS_LIMIT`) before
 * anything is asked upstream, which bounds both probing and flooding the list.
 */
import {
  buildNewsletterPayload,
  ENGAGEMENT_ERROR_KEYS,
  type EngagementError,
  localPath,
  type NewsletterPayload,
  validateNewsletter,
} from '../../shared/content/engagement'
import type { MessageKey } from '../../shared/i18n/i18n'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { isThrottled } from './rate-limits'

/** Counts a sign-up against the client address's limit; past it, 429 with when to try again. */
async function limitSignUps(c: AppContext): Promise<void> {
  if (await isThrottled(c, [[c.env.NEWSLETTER_ADDRESS_LIMIT, clientAddress(c)]]))
    throw new ApiError('NEWSLETTER_THROTTLED')
}

/**
 * Signs the payload's address (or the signed-in shopper's account) up, once the try is counted. Resolves alike
 * whether the address was new or already subscribed; the upstream's other refusals are thrown as they are.
 */
export async function subscribeToNewsletter(
  c: AppContext,
  payload: NewsletterPayload,
  account: { signedIn: boolean },
): Promise<void> {
  await limitSignUps(c)
  try {
    await c.var.services.utilities.subscribeNewsletter(payload, account)
  } catch (error) {
    if (error instanceof UpstreamError && error.errorId === 'NWS409') return
    throw error
  }
}

/** Field errors as shoppers read them, in the page's language, as a refusal. */
export function fieldRefusal(
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

/**
 * The upstream's refusal of the shopper's token (revoked, expired, or a session no longer signed in): they sign in
 * again. Never retried as a guest's sign-up, so no call ever lands on another account.
 */
export function tokenRefusal(error: unknown): never {
  if (error instanceof UpstreamError && TOKEN_REFUSALS.has(error.errorId))
    throw new ApiError('SUBSCRIPTION_SESSION_ENDED')
  throw error
}

const TOKEN_REFUSALS = new Set(['AUT432', 'AUT498', 'REW401'])

/** A newsletter sign-up as the block sends it: its email and policy box, and the page it is on (the campaign). */
export interface NewsletterSignUp {
  email?: string
  policy: boolean
  path?: string
}

/**
 * Signs the shopper up from a newsletter block, checked by the rules the browser used: a guest by the email typed,
 * a signed-in shopper by their account (decision 048), who is then remembered as subscribed.
 */
export async function signUpForNewsletter(c: AppContext, input: NewsletterSignUp): Promise<void> {
  const { session } = c.var
  const { customer } = await session.read()
  const knownEmail = customer?.email ?? null
  const { email = '', policy } = input
  const errors = validateNewsletter({ email, policy }, { emailKnown: knownEmail !== null })
  if (errors.email || errors.policy) throw fieldRefusal(c, errors, { email: 'newsletter.email' })
  // A signed-in shopper's account is named by their token (decision 048); a guest's email is in the payload. An
  // address already on the list is answered as a new one, so the answer never says which addresses are.
  await subscribeToNewsletter(
    c,
    buildNewsletterPayload({ email, knownEmail, path: localPath(input.path) ?? `/${c.var.locale.code}` }),
    { signedIn: customer !== undefined },
  ).catch((error: unknown) => tokenRefusal(error))
  // The account is remembered as subscribed: its form then shows the success text.
  if (customer)
    await session.change({ kind: 'customer', customer: { ...customer, newsletterSubscribed: true } })
}
