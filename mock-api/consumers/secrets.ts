/**
 * The consumer service's secrets, in Web Crypto only. Passwords are PBKDF2-SHA256 with a random 16-byte salt each,
 * at 100 000 iterations (the most Workers' `deriveBits` allows), and compared in constant time. Tokens and
 * authorization codes are 32 random bytes in base64url; only their SHA-256 is ever stored, so the database cannot
 * hand out a working token.
 */

export const PASSWORD_ITERATIONS = 100_000
const SALT_BYTES = 16
const HASH_BITS = 256

const encoder = new TextEncoder()

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  )
  return new Uint8Array(bits)
}

/** A stored password: its hash and salt (base64) and the iterations that made it. */
export interface PasswordHash {
  hash: string
  salt: string
  iterations: number
}

/** Hashes a password with a fresh random salt. */
export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await pbkdf2(password, salt, PASSWORD_ITERATIONS)
  return { hash: toBase64(hash), salt: toBase64(salt), iterations: PASSWORD_ITERATIONS }
}

/** A salt no account has, hashed against when the account is unknown so both answers take the same time. */
const NO_ACCOUNT: PasswordHash = {
  hash: toBase64(new Uint8Array(HASH_BITS / 8)),
  salt: toBase64(new Uint8Array(SALT_BYTES)),
  iterations: PASSWORD_ITERATIONS,
}

/**
 * Whether the password matches the stored hash, compared in constant time. With no stored hash (an unknown
 * account) it does the same work and answers false.
 */
export async function verifyPassword(password: string, stored: PasswordHash | null): Promise<boolean> {
  const against = stored ?? NO_ACCOUNT
  const expected = fromBase64(against.hash)
  const actual = await pbkdf2(password, fromBase64(against.salt), against.iterations)
  if (actual.byteLength !== expected.byteLength) return false
  const same = crypto.subtle.timingSafeEqual(actual, expected)
  return stored !== null && same
}

/** A new token or authorization code: 32 random bytes, base64url. */
export const randomToken = (): string => toBase64Url(crypto.getRandomValues(new Uint8Array(32)))

/** The SHA-256 of a token (hex): what is stored and looked up in its place. */
export async function hashToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)))
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The S256 PKCE challenge of a verifier: base64url(SHA-256(verifier)). */
export async function pkceChallenge(verifier: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(verifier))))
}
