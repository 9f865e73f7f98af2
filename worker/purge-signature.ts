/**
 * Signatures of the content service's purge calls. The header `x-content-signature: t=<unix seconds>,v1=<hex>`
 * carries the time of signing and `HMAC-SHA256(secret, "<t>.<raw body>")`, so neither the body nor the time can
 * be changed without the secret. A signature older (or further ahead) than the tolerance is refused, which stops
 * a captured call from being replayed later; within the tolerance, the purge ledger (worker/purge-ledger.ts)
 * takes each signature once. The comparison is `crypto.subtle.verify`, which takes the same time whatever the
 * bytes.
 */

export const PURGE_SIGNATURE_HEADER = 'x-content-signature'
/** How far the signing time may be from ours, either way, in seconds. */
export const PURGE_SIGNATURE_TOLERANCE_SECONDS = 300

const encoder = new TextEncoder()
const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/

function importKey(secret: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ])
}

const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
const fromHex = (hex: string) =>
  new Uint8Array((hex.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)))

/**
 * The header value for a body, as the content service computes it.
 *
 * @example await signPurgeRequest(secret, '{"documents":[{"type":"menu"}]}') // 't=1767225600,v1=3f0a…'
 */
export async function signPurgeRequest(secret: string, rawBody: string, now = Date.now()): Promise<string> {
  const timestamp = Math.floor(now / 1000)
  const key = await importKey(secret, 'sign')
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${rawBody}`))
  return `t=${timestamp},v1=${toHex(new Uint8Array(mac))}`
}

export type PurgeSignatureCheck =
  | {
      ok: true
      /** The signature's MAC, which names this call among all calls. */
      mac: string
      /** Until when (ms since the epoch) the signature is within its tolerance, and so could be replayed. */
      replayableUntil: number
    }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'invalid' }

/** Checks a purge call's signature header against its raw body. */
export async function verifyPurgeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  now = Date.now(),
): Promise<PurgeSignatureCheck> {
  if (!header) return { ok: false, reason: 'missing' }
  const match = SIGNATURE.exec(header.trim())
  if (!match) return { ok: false, reason: 'malformed' }
  const [, timestamp = '', mac = ''] = match
  if (Math.abs(Math.floor(now / 1000) - Number(timestamp)) > PURGE_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'stale' }
  const key = await importKey(secret, 'verify')
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    fromHex(mac),
    encoder.encode(`${timestamp}.${rawBody}`),
  )
  if (!valid) return { ok: false, reason: 'invalid' }
  return {
    ok: true,
    mac,
    replayableUntil: (Number(timestamp) + PURGE_SIGNATURE_TOLERANCE_SECONDS + 1) * 1000,
  }
}
