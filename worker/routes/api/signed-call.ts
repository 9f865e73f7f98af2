/**
 * A call from another server rather than a browser (the content service's purge, the store's associate status),
 * authenticated the same way: a body within its limit, an HMAC over the raw body with its time
 * (`worker/purge-signature.ts`), and each signature taken once, so a call sent again within the signature's
 * tolerance changes nothing. Refusals are logged as `{what} refused` with the reason, never with the body; a shop
 * without the call's secret (or with one too short to sign with) answers 503 and logs `{what} is not configured`.
 */
import * as z from 'zod'
import { logEvent } from '../../log'
import { verifyPurgeSignature } from '../../purge-signature'
import type { AppContext } from '../../types'
import { apiErrorBody } from './responder'

export interface SignedCall {
  /** The header the signature travels in. */
  header: string
  /** The name of the secret the call is signed with, among the worker's bindings. */
  secret: 'ASSOCIATE_STATUS_SECRET' | 'CONTENT_PURGE_SECRET' | 'SEARCH_EVENTS_SECRET'
  /** The replay ledger's name: one per kind of call. */
  ledger: string
  maxBytes: number
  /** What the call is, for the log ("content purge"). */
  what: string
}

/**
 * The signed call's body as JSON, or the answer that refuses it (503 not configured, 413, 401, 409 taken already,
 * 400 not JSON). Neither is ever stored on the way.
 */
export async function readSignedCall(
  c: AppContext,
  call: SignedCall,
): Promise<{ json: unknown; refusal?: undefined } | { refusal: Response }> {
  c.header('cache-control', 'no-store')
  const refuse = (status: 400 | 401 | 409 | 413 | 503, code: string, message: string) => ({
    refusal: c.json(apiErrorBody(c, code, message), status),
  })
  const secret = z
    .string()
    .min(32, `${call.secret} must be at least 32 characters`)
    .safeParse(c.env[call.secret])
  if (!secret.success) {
    logEvent(c, 'error', `${call.what} is not configured`, { issue: secret.error.issues[0]?.message })
    return refuse(503, 'GEN503', `The ${call.what} calls are not configured`)
  }
  if (Number(c.req.header('content-length') ?? 0) > call.maxBytes)
    return refuse(413, 'API413', 'The body is too large')
  const raw = await c.req.text()
  if (new TextEncoder().encode(raw).length > call.maxBytes)
    return refuse(413, 'API413', 'The body is too large')
  const signature = await verifyPurgeSignature(c.req.header(call.header), raw, secret.data)
  if (!signature.ok) {
    logEvent(c, 'warn', `${call.what} refused`, { reason: signature.reason })
    return refuse(401, 'AUT401', 'The signature is missing, invalid or stale')
  }
  const ledger = c.env.PURGE_LEDGER.get(c.env.PURGE_LEDGER.idFromName(call.ledger))
  if (!(await ledger.take(signature.mac, signature.replayableUntil))) {
    logEvent(c, 'warn', `${call.what} refused`, { reason: 'replayed' })
    return refuse(409, 'PRG409', 'This call was already taken')
  }
  try {
    return { json: JSON.parse(raw) as unknown }
  } catch {
    return refuse(400, 'API400', 'The body is not JSON')
  }
}
