/**
 * Replayed answers (decision 130): with replay on, the mock API answers a request it has answered before from
 * memory, as it answered it then (status, headers, body, with this request's own ids put back: `VOLATILE_FIELDS`),
 * without running the contract again. The bench
 * turns it on to measure the storefront against upstreams that cost nothing to ask, so a page's throughput is the
 * storefront's own and not the mock's D1 queries on the one thread `wrangler dev` gives every worker. A request
 * is the same request when its method, URL, body and the headers that can change an answer are the same; a new
 * one runs the contract as usual and is kept for next time. Off (the default) it costs nothing. Development only:
 * the switchboard is `/__replay`, reached from the storefront through `/__dev/upstream-replay`.
 */

interface KeptAnswer {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  /** The request's own values (`VOLATILE_FIELDS`), in the order the key met them. */
  values: string[]
}

/**
 * Fields whose values are new on every call, whatever is asked: a visitor's id (every request of a visitor without
 * a cookie is a new visitor), a request's or an event's id, a time. They are left out of a request's key, wherever
 * they appear (a query parameter, a JSON body's field at any depth), and a replayed answer carries the new
 * request's values where the kept one carried its own (the decision service answers the `requestId` it was asked).
 */
const VOLATILE_FIELDS = new Set([
  'requestId',
  'deviceId',
  'uuid',
  'timestamp',
  'visitor_id',
  'fs_user_id',
  'idempotence_id',
])

/** Values shorter than this are not put back into an answer: a short one could match something else in it. */
const MIN_SUBSTITUTED_LENGTH = 8

/** Headers a caller sends that never change an answer: tracing and the platform's own. */
const IGNORED_HEADERS =
  /^(cf-|x-correlation-id$|x-transaction-id$|traceparent$|tracestate$|x-request-id$|content-length$)/

/**
 * Paths that switch the mock API's own behaviour (faults, replay, the dev controls): never replayed, as each call
 * changes what they hold.
 */
const SWITCHBOARDS = /^\/(__faults|__replay|__dev)(\/|$)/

/** At most this many answers are kept: a request that is new each time (a fresh id in it) is answered, not kept. */
const MAX_KEPT = 5000

/** Answers of at most this size are kept. */
const MAX_KEPT_BYTES = 2 * 1024 * 1024

let on = false
const kept = new Map<string, KeptAnswer>()
let replayed = 0
let answered = 0

export interface ReplayState {
  on: boolean
  /** Answers held in memory. */
  kept: number
  /** Requests answered from memory since replay was turned on. */
  replayed: number
  /** Requests the contract answered since replay was turned on (the first of each, and any not kept). */
  answered: number
}

export function replayState(): ReplayState {
  return { on, kept: kept.size, replayed, answered }
}

/** Turns replay on or off; either way, what was kept and the counts start again. */
export function setReplay(value: boolean): ReplayState {
  on = value
  kept.clear()
  replayed = 0
  answered = 0
  return replayState()
}

/**
 * A JSON field of `VOLATILE_FIELDS` with a string or number value, at any depth. A body is keyed as its text with
 * these values blanked, read once in the order they appear: parsing and writing the JSON back took the replay most
 * of its time on the experiment events' batches, which are asked once each and never replayed.
 */
const VOLATILE_JSON_FIELD = new RegExp(
  `"(${[...VOLATILE_FIELDS].join('|')})"(\\s*:\\s*)("(?:[^"\\\\]|\\\\.)*"|-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`,
  'g',
)

/** A body's text with its volatile fields' values blanked, each pushed onto `values` in the order met. */
function withoutVolatile(body: string, values: string[]): string {
  return body.replace(VOLATILE_JSON_FIELD, (_field, name: string, colon: string, value: string) => {
    values.push(value.startsWith('"') ? String(JSON.parse(value)) : value)
    return `"${name}"${colon}"*"`
  })
}

/** A request's key (method, URL, headers that can change an answer, body), its volatile values, and its body. */
async function keyOf(request: Request): Promise<{ key: string; values: string[]; body: string | null }> {
  const values: string[] = []
  const url = new URL(request.url)
  for (const [name, value] of [...url.searchParams]) {
    if (!VOLATILE_FIELDS.has(name)) continue
    values.push(value)
    url.searchParams.set(name, '*')
  }
  const headers = [...request.headers]
    .filter(([name]) => !IGNORED_HEADERS.test(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}:${value}`)
  const body = request.body ? await request.text() : null
  const keyed = body ? withoutVolatile(body, values) : ''
  return { key: `${request.method} ${url}\n${headers.join('\n')}\n\n${keyed}`, values, body }
}

const decoder = new TextDecoder()

/** The kept answer, its request's volatile values replaced by this request's. */
function answerOf(answer: KeptAnswer, values: string[]): Response {
  const init = { status: answer.status, headers: answer.headers }
  if (answer.body.byteLength === 0) return new Response(null, init)
  const changed = answer.values.flatMap((value, index) => {
    const now = values[index]
    return now !== undefined && now !== value && value.length >= MIN_SUBSTITUTED_LENGTH ? [[value, now]] : []
  })
  if (changed.length === 0) return new Response(answer.body.slice(0), init)
  let text = decoder.decode(answer.body)
  for (const [was, now] of changed) text = text.replaceAll(was as string, now as string)
  return new Response(text, init)
}

/** Handles a request, from memory when replay is on and it was answered before. */
export async function withReplay(
  request: Request,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (!on || SWITCHBOARDS.test(new URL(request.url).pathname)) return handle(request)
  const { key, values, body: sent } = await keyOf(request)
  const held = kept.get(key)
  if (held) {
    replayed++
    return answerOf(held, values)
  }
  answered++
  // The body was read for the key: the contract is handed a request that carries it again.
  const response = await handle(sent === null ? request : new Request(request, { body: sent }))
  if (kept.size >= MAX_KEPT) return response
  const body = await response.arrayBuffer()
  const answer = {
    status: response.status,
    headers: [...response.headers].filter(([name]) => name !== 'content-length'),
    body,
    values,
  }
  if (body.byteLength <= MAX_KEPT_BYTES) kept.set(key, answer)
  return answerOf(answer, values)
}
