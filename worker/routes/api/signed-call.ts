/**
 * A call from another server rather than a browser (the content service's purge, the store's associate status),
 * authenticated the same way: a body within its limit, an HMAC over the raw body with its time
 * (`worker/purge-signature.ts`), and each signature taken once, so a call sent again within the signature's
 * tolerance changes nothing. Refusals are logged as `{what} refused` with the reason, never with the body.
 */
import { logEvent } from '../../log'
import { verifyPurgeSignature } from '../../purge-signature'
import type { AppContext } from '../../types'
import { apiErrorBody } from './responder'

export interface SignedCall {
  /** The header the signature travels in. */
  header: string
  secret: string
  /** The replay ledger's name: one per kind of call. */
  ledger: string
  maxBytes: number
  /** What the call is, for the log ("content purge"). */
  what: string
}

/** The signed call's body as JSON, or the answer that refuses it (413, 401, 409 taken already, 400 not JSON). */
export async function readSignedCall(
  c: AppContext,
  call: SignedCall,
): Promise<{ json: unknown; refusal?: undefined } | { refusal: Response }> {
  const refuse = (status: 400 | 401 | 409 | 413, code: string, message: string) => ({
    refusal: c.json(apiErrorBody(c, code, message), status),
  })
  if (Number(c.req.header('content-length') ?? 0) > call.maxBytes)
    return refuse(413, 'API413', 'The body is too large')
  const raw = await c.req.text()
  if (new TextEncoder().encode(raw).length > call.maxBytes)
    return refuse(413, 'API413', 'The body is too large')
  const signature = await verifyPurgeSignature(c.req.header(call.header), raw, call.secret)
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
