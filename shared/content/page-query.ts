/**
 * The page-content query parameters a shopper's link may carry (spec 1 §2, spec 2 §7), and what makes each one
 * well-formed: the worker sends only well-formed values to the content service, and the content service (the mock
 * API's) answers its campaign, referral and store content only for them. Decision 091 says which of them may key a
 * cached answer.
 */
import { STORE_ID } from '../ids'

/** A campaign source (`leadSource`, `enrollment_marketing_source`) as editors name one: `trailrun`, `coast-path`. */
export const CAMPAIGN_SOURCE = /^[a-z0-9][a-z0-9_-]{0,39}$/
/** A referral code as members share it: their member id (letters, digits and dashes). */
export const REFERRAL_CODE = /^[A-Z0-9-]{4,40}$/

/**
 * A campaign source as sent and keyed: trimmed, in lower case; null when it is not a plain name.
 *
 * @example campaignSourceOf(' TrailRun ') // 'trailrun'
 */
export function campaignSourceOf(value: string | null | undefined): string | null {
  const source = value?.trim().toLowerCase() ?? ''
  return CAMPAIGN_SOURCE.test(source) ? source : null
}

/** A referral code as sent: trimmed, in capitals; null when it is not one. */
export function referralCodeOf(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? ''
  return REFERRAL_CODE.test(code) ? code : null
}

/** A store number as sent (`0123`); null when it is not one. */
export function storeNumOf(value: string | null | undefined): string | null {
  const store = value?.trim() ?? ''
  return STORE_ID.test(store) ? store : null
}
