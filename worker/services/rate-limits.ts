/**
 * The shop's rate limits (sign-in, sign-up, password resets, lookups, code tries, support cases, the newsletter,
 * associates' PINs), counted one way: a try counts against each of its limits at once, and past any of them the
 * answer says when to try again; the caller throws its own throttled refusal, its id written where it is thrown
 * (decision 069). Keys that name a person (an email, an employee) are hashed first, so no limit keys on them in
 * clear.
 */
import type { AppContext } from '../types'

/** How long a client who tried too often waits, in seconds: the window every limit binding counts over. */
export const RETRY_AFTER_SECONDS = 60

/** A limit to count a try against, and the key to count it under; a null key (no client address) is not counted. */
export type RateLimitCheck = readonly [limit: RateLimit, key: string | null]

/**
 * Counts one try against every check; true when it is past any of them, the answer's `Retry-After` then set for
 * the 429 the caller throws.
 *
 * @example const throttled = await isThrottled(c, [[c.env.NEWSLETTER_ADDRESS_LIMIT, clientAddress(c)]])
 */
export async function isThrottled(c: AppContext, checks: readonly RateLimitCheck[]): Promise<boolean> {
  const outcomes = await Promise.all(
    checks.flatMap(([limit, key]) => (key === null ? [] : [limit.limit({ key })])),
  )
  if (outcomes.every((outcome) => outcome.success)) return false
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  return true
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
