/**
 * Editors' preview tokens: `base64url(payload).base64url(HMAC-SHA256(payload))`, where the payload holds the
 * editor's name and an expiry at most a day ahead. Tokens travel only in an HttpOnly cookie or a header, never in
 * URLs, and are compared in constant time.
 */
import { z } from 'zod'

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
    encoder.encode(`preview:${secret}`),
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

/** Signs a preview token for an editor, valid for `ttlSeconds` (at most a day). */
export async function signPreviewToken(
  secret: string,
  editor: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const claims: PreviewClaims = {
    sub: editor,
    exp: Math.floor(now / 1000) + Math.min(ttlSeconds, MAX_PREVIEW_TTL_SECONDS),
  }
  const payload = toBase64Url(encoder.encode(JSON.stringify(claims)))
  return `${payload}.${toBase64Url(await hmac(secret, payload))}`
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
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const claims = PayloadSchema.safeParse(JSON.parse(json))
    if (!claims.success) return null
    const nowSeconds = Math.floor(now / 1000)
    if (claims.data.exp <= nowSeconds || claims.data.exp > nowSeconds + MAX_PREVIEW_TTL_SECONDS) return null
    return claims.data
  } catch {
    return null
  }
}
