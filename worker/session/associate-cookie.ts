/**
 * The in-store session's cookie (decision 044), apart from the shopper's: `__Host-assoc` =
 * `<storeId>-<employeeId>.<token>`, the token 32 random bytes (base64url) that only the associate's object can
 * check (it keeps their SHA-256). `SameSite=Strict`: a page of another site can neither send nor start one.
 * Lasts as long as the session's absolute limit; the object enforces the idle one.
 */
import { ASSOCIATE_MAX_MS } from './associate-sessions'

export const ASSOCIATE_COOKIE = 'assoc'
export const ASSOCIATE_COOKIE_PREFIX = 'host'
export const ASSOCIATE_COOKIE_NAME = `__Host-${ASSOCIATE_COOKIE}`

const VALUE = /^(\d{4})-(\d{6})\.([A-Za-z0-9_-]{43})$/

export interface AssociateCookie {
  storeId: string
  employeeId: string
  token: string
}

/** The cookie's parts, or null when it is missing or malformed (no object is asked then). */
export function parseAssociateCookie(value: string | undefined): AssociateCookie | null {
  const match = VALUE.exec(value ?? '')
  if (!match) return null
  const [, storeId = '', employeeId = '', token = ''] = match
  return { storeId, employeeId, token }
}

export const formatAssociateCookie = ({ storeId, employeeId, token }: AssociateCookie): string =>
  `${storeId}-${employeeId}.${token}`

/** The attributes the cookie is set with. */
export const ASSOCIATE_COOKIE_OPTIONS = {
  prefix: ASSOCIATE_COOKIE_PREFIX,
  httpOnly: true,
  secure: true,
  sameSite: 'Strict',
  path: '/',
  maxAge: ASSOCIATE_MAX_MS / 1000,
} as const
