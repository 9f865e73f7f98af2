/**
 * The shop's rate limits (sign-in, sign-up, password resets, lookups, code tries, support cases, the newsletter,
 * associates' PINs), counted one way: a try counts against each of its limits at once, and past any of them the
 * shopper is refused as throttled with when to try again. Keys that name a person (an email, an employee) are
 * hashed first, so no limit keys on them in clear.
 */
import type { ErrorId } from '../../shared/error-catalogue'
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/** How long a client who tried too often waits, in seconds: the window every limit binding counts over. */
export const RETRY_AFTER_SECONDS = 60

/** A limit to count a try against, and the key to count it under; a null key (no client address) is not counted. */
export type RateLimitCheck = readonly [limit: RateLimit, key: string | null]

/**
 * Counts one try against every check; past any of them, 429 with `Retry-After` and the refusal `errorId`.
 *
 * @example await limitTries(c, [[c.env.SIGN_UP_ADDRESS_LIMIT, clientAddress(c)]], 'SIGN_UP_THROTTLED')
 */
export async function limitTries(
  c: AppContext,
  checks: readonly RateLimitCheck[],
  errorId: ErrorId,
): Promise<void> {
  const outcomes = await Promise.all(
    checks.flatMap(([limit, key]) => (key === null ? [] : [limit.limit({ key })])),
  )
  if (outcomes.every((outcome) => outcome.success)) return
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  throw new ApiError(errorId)
}

/**
 * A limit's key for a value that names a person: the SHA-256 of the value under its purpose, in hex.
 *
 * @example await hashedKey('lookup', 'ada@example.com') // '3f1c…', never the address itself
 */
export async function hashedKey(purpose: string, value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${purpose}:${value}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
