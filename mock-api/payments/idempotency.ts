/**
 * The `Idempotency-Key` header, as Adyen honours it: a request with a key runs once; the same key with the same
 * body gets the recorded answer again (marked `Idempotent-Replayed: true`), with another body a 422, and while
 * the first is still running a 409 with `Retry-After`. Keys are scoped per endpoint. Answers with a 5xx (or a
 * thrown error) are not recorded, so a retry runs again. Bodies are compared as JSON, whatever their key order.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { claimIdempotencyKey, recordIdempotentAnswer, releaseIdempotencyKey } from './db/idempotency'
import { providerError } from './errors'

const KEY = /^[\x21-\x7e]{1,64}$/

/** JSON with object keys sorted at every level, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export interface ApiAnswer {
  status: ContentfulStatusCode
  body: unknown
}

const answerHeaders = (key?: string) => ({
  'content-type': 'application/json',
  'cache-control': 'no-store',
  ...(key ? { 'idempotency-key': key } : {}),
})

/**
 * Runs `run` once per idempotency key (when the request has one) and answers with its result, or with the
 * recorded answer, or with the conflict. `body` is the request's parsed JSON, as sent.
 */
export async function answerIdempotently(
  c: Context,
  db: D1Database,
  endpoint: string,
  body: unknown,
  run: () => Promise<ApiAnswer>,
): Promise<Response> {
  const key = c.req.header('idempotency-key')
  if (key === undefined) {
    const answer = await run()
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answerHeaders() })
  }
  if (!KEY.test(key)) {
    return providerError(c, 'invalidBody', 'Idempotency-Key must be 1 to 64 visible ASCII characters')
  }
  const claim = await claimIdempotencyKey(db, endpoint, key, await sha256Hex(canonicalJson(body)), Date.now())
  switch (claim.kind) {
    case 'other-body':
      return providerError(c, 'keyReused', 'Idempotency-Key was already used with another request body')
    case 'in-flight':
      c.header('retry-after', '1')
      return providerError(c, 'inFlight', 'A request with this Idempotency-Key is still in progress')
    case 'replay':
      return new Response(claim.body, {
        status: claim.status,
        headers: { ...answerHeaders(key), 'idempotent-replayed': 'true' },
      })
    case 'claimed':
      break
  }
  let answer: ApiAnswer
  try {
    answer = await run()
  } catch (error) {
    await releaseIdempotencyKey(db, endpoint, key)
    throw error
  }
  const text = JSON.stringify(answer.body)
  if (answer.status >= 500) await releaseIdempotencyKey(db, endpoint, key)
  else await recordIdempotentAnswer(db, endpoint, key, answer.status, text)
  return new Response(text, { status: answer.status, headers: answerHeaders(key) })
}
