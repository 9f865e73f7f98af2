/**
 * The visitor id that experiments and personalization decide by (spec 2 §9: prefix `vuid_`, at most 32
 * characters). It lives in a first-party cookie, and only while the shopper consents to targeting: without that
 * consent none is made, none is read and an old one is removed (worker/middleware/decisions.ts).
 */

export const VISITOR_COOKIE = 'sf_vuid'

export const VISITOR_ID = /^vuid_[a-z0-9]{1,27}$/

/** A new visitor id from a random UUID: `vuid_` and 27 hexadecimal digits, 32 characters in all (as the SDKs make). */
export function visitorIdOf(uuid: string): string {
  return `vuid_${uuid.replaceAll('-', '').toLowerCase().slice(0, 27)}`
}

/** The visitor id a cookie holds, or null when it holds nothing of that shape. */
export function readVisitorId(value: string | undefined): string | null {
  return value !== undefined && VISITOR_ID.test(value) ? value : null
}
