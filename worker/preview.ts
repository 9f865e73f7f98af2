/**
 * Editors' preview tokens, issued by the editors' tooling and only checked here. The format is a contract,
 * documented in docs/guides/content-and-preview.md and docs/decisions/006:
 * `base64url(payload) + "." + base64url(HMAC-SHA256(key = PREVIEW_SECRET, message = base64url(payload)))`,
 * base64url without padding, where the payload is UTF-8 JSON `{"sub": editor, "exp": unix seconds}` expiring at
 * most a day ahead. Tokens travel only in an HttpOnly cookie or a header, never in URLs, and signatures are
 * compared in constant time.
 */
import * as z from 'zod'

export const PREVIEW_COOKIE = 'sf_preview'
export const MAX_PREVIEW_TTL_SECONDS = 24 * 60 * 60

const PayloadSchema = z.object({ sub: z.string().min(1).max(100), exp: z.number().int().positive() })
export type PreviewClaims = z.infer<typeof PayloadSchema>

const encoder = new TextEncoder()
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)))
}

function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a)
  const right = encoder.encode(b)
  let difference = left.length ^ right.length
  for (let i = 0; i < Math.max(left.length, right.length); i++) difference |= (left[i] ?? 0) ^ (right[i] ?? 0)
  return difference === 0
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function verifyPreviewToken(
  token: string | undefined,
  secret: string,
  now = Date.now(),
): Promise<PreviewClaims | null> {
  if (!token || token.length > 1024) return null
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return null
  const expected = toBase64Url(await hmac(secret, payload))
  if (!constantTimeEqual(signature, expected)) return null
  try {
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const json = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    )
    const claims = PayloadSchema.safeParse(JSON.parse(json))
    if (!claims.success) return null
    const nowSeconds = Math.floor(now / 1000)
    if (claims.data.exp <= nowSeconds || claims.data.exp > nowSeconds + MAX_PREVIEW_TTL_SECONDS) return null
    return claims.data
  } catch {
    return null
  }
}
