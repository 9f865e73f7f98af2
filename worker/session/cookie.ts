/**
 * The session cookie carries only the session object's id and an HMAC of it, so a forged or garbled cookie is
 * turned away without calling any object. The id says nothing about the shopper; everything else stays at the
 * edge. Signed with a key derived from `SESSION_SECRET` for this purpose only.
 */

/** `__Host-` binds the cookie to this host, over HTTPS, for the whole site (no domain can set it for us). */
export const SESSION_COOKIE = 'sid'
export const SESSION_COOKIE_PREFIX = 'host'
/** The name the browser sees. */
export const SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE}`

const OBJECT_ID = /^[0-9a-f]{64}$/
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function getKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(`session-id:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    keys.set(secret, key)
  }
  return key
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/** The cookie value for a session object id: `id.signature`. */
export async function signSessionId(id: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await getKey(secret), encoder.encode(id))
  return `${id}.${toBase64Url(new Uint8Array(signature))}`
}

/**
 * The session object id in a cookie value, or null when it is missing, malformed or not signed by us.
 *
 * @example await verifySessionCookie(await signSessionId(id, secret), secret) // → id
 */
export async function verifySessionCookie(value: string | undefined, secret: string): Promise<string | null> {
  if (!value || value.length > 120) return null
  const [id, signature, extra] = value.split('.')
  if (!id || !signature || extra !== undefined || !OBJECT_ID.test(id) || !SIGNATURE.test(signature))
    return null
  // `verify` compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    await getKey(secret),
    fromBase64Url(signature),
    encoder.encode(id),
  )
  return valid ? id : null
}
