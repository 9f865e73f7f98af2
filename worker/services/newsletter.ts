/**
 * Newsletter sign-ups (spec 3 §2.4). The answer never tells whether an address was already on the list: an address
 * the consumer service already has (its NWS409) is answered as a new one, after the same one call upstream and the
 * same change to the session, so neither the answer nor the work behind it differs (only the upstream's own time to
 * answer does). Sign-ups are counted against the client address's limit (`NEWSLETTER_ADDRESS_LIMIT`) before
 * anything is asked upstream, which bounds both probing and flooding the list.
 */
import type { NewsletterPayload } from '../../shared/content/engagement'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'

/** How long a client who signed up too often waits, in seconds: the binding's window. */
const RETRY_AFTER_SECONDS = 60

/** Counts a sign-up against the client address's limit; past it, 429 with when to try again. */
async function limitSignUps(c: AppContext): Promise<void> {
  const address = clientAddress(c)
  if (!address) return
  const outcome = await c.env.NEWSLETTER_ADDRESS_LIMIT.limit({ key: address })
  if (outcome.success) return
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
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
