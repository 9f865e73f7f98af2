/**
 * The shopper's session: a small JSON document sealed with AES-GCM into one HttpOnly cookie. A cookie that
 * does not open (tampered, from an old key, garbage) counts as no session; it is never an error page.
 */
import { z } from 'zod'

export const SESSION_COOKIE = 'sf_session'
const MAX_COOKIE_LENGTH = 3800

const SITE_ID = /^[A-Z]{2,5}-[A-Z]{2}$/
const BASKET_ID = /^[A-Za-z0-9_-]{1,64}$/

export const SessionSchema = z.object({
  v: z.literal(1),
  /** The shopper's basket id per site: each site (brand and country) has its own cart and currency. */
  carts: z
    .record(z.string().regex(SITE_ID), z.string().regex(BASKET_ID))
    .refine((carts) => Object.keys(carts).length <= 20)
    .optional(),
  /** Style codes the shopper is comparing, at most four. */
  compare: z
    .array(z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,9}$/))
    .max(4)
    .optional(),
  /** The shopper's favorites list on the wishlist service. */
  favoriteId: z
    .string()
    .regex(/^F[A-Z0-9]{12}$/)
    .optional(),
  /**
   * The signed-in customer, as far as content targeting needs to know them (spec 3 §4): absent for guests. Set by
   * sign-in; the consumer type, loyalty membership and professional or athlete profiles decide audience segments.
   */
  customer: z
    .object({
      type: z.enum(['REGISTERED', 'EMPLOYEE']),
      loyaltyMember: z.boolean(),
      profiles: z.array(z.enum(['IPA', 'WRANX', 'ATHLETE'])).max(3),
      /** The account's email: read-only in the event sign-up, and not asked again by the newsletter (spec 3 §5, §6). */
      email: z.email().max(100).optional(),
      /** Whether the account is known to receive the newsletter (spec 3 §4: the form then shows its success text). */
      newsletterSubscribed: z.boolean().optional(),
    })
    .optional(),
  /** The shopper's saved-for-later list on the cart service. */
  saveForLaterId: z
    .string()
    .regex(/^S[A-Z0-9]{12}$/)
    .optional(),
  /** The shopper's favourite store, chosen in the store locator. */
  favStoreId: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
})
export type Session = z.infer<typeof SessionSchema>

/** The shopper's basket id on a site, if they have a cart there. */
export const getCartId = (session: Session, siteId: string): string | undefined => session.carts?.[siteId]

/** The session with the site's basket id set, or removed when `basketId` is null. */
export function withCartId(session: Session, siteId: string, basketId: string | null): Session {
  const carts = { ...(session.carts ?? {}) }
  if (basketId) carts[siteId] = basketId
  else delete carts[siteId]
  return { ...session, carts }
}

export const emptySession = (): Session => ({ v: 1 })

const keys = new Map<string, Promise<CryptoKey>>()

function getKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(`session:${secret}`))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']))
    keys.set(secret, key)
  }
  return key
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}

/** Seals a session into a cookie value. */
export async function sealSession(session: Session, secret: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(session))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await getKey(secret), plain),
  )
  const out = new Uint8Array(iv.length + sealed.length)
  out.set(iv)
  out.set(sealed, iv.length)
  return toBase64Url(out)
}

/** Opens a cookie value; null when it is missing, tampered, too long or not a session. */
export async function openSession(value: string | undefined, secret: string): Promise<Session | null> {
  if (!value || value.length > MAX_COOKIE_LENGTH) return null
  const bytes = fromBase64Url(value)
  if (!bytes || bytes.length < 13 + 16) return null
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await getKey(secret),
      bytes.slice(12),
    )
    const parsed = SessionSchema.safeParse(JSON.parse(new TextDecoder().decode(plain)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
