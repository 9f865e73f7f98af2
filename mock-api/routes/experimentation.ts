/**
 * The experimentation service (spec 2 §7), as far as the storefront's edge calls it (decision 061):
 * - `POST /experimentation/v1/events`: the event-logging endpoint. A batch in the official SDK's format
 *   (`shared/experiments/events.ts`, `EventBatchSchema`) is recorded and answered 204; anything else is answered
 *   400, as the real endpoint refuses a malformed payload. No key: the real endpoint asks for none.
 * - `POST /experimentation/v3/graphql`: the audience-segment (ODP) GraphQL endpoint, behind its own `x-api-key`
 *   (401 without it, as ODP does). It understands the one query the SDK writes,
 *   `query {customer(fs_user_id: "<id>") {audiences(subset: ["a", "b"]) {edges {node {name state}}}}}` (or
 *   `vuid:` for the user key), and answers each asked segment with `qualified` or `not_qualified`.
 *
 * - `GET /experimentation/v2/zaius.gif`: the data platform's tracking pixel for segment events (decision 108). A
 *   query the SDK's pixel writes (`SegmentPixelQuerySchema`: tracker id, event type and action, an identifier, the
 *   idempotence id) under the demo datafile's public key is recorded in D1 (migration 0046) and answered with a
 *   1x1 GIF, never kept; a malformed query is answered 400, an unknown tracker id 401, both in the API's error shape.
 *   `GET /__dev/experimentation/segment-events?user_id=` reads a visitor's events back.
 *
 * Who qualifies is a rule, not a table, so any visitor id works: the id's FNV-1a hash modulo 100 is the visitor's
 * band, and `SEGMENT_BANDS` gives each known segment its bands (`frequent_buyers`: 0 to 29, so about three
 * visitors in ten; `outdoor_enthusiasts`: 20 to 59; `lapsed_customers`: 90 to 99). `segmentBandOf` tells tests
 * and developers which band an id falls in. A segment the rule does not know is `not_qualified` for everyone. An
 * id starting `invalid-` answers the service's INVALID_IDENTIFIER_EXCEPTION error.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { EventBatchSchema } from '../../shared/experiments/events'
import { SegmentPixelQuerySchema } from '../../shared/experiments/segment-events'
import { readJsonBody } from '../body'
import { recordEventBatch, recordSegmentEvent } from '../db/experiment-events'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { ODP_PUBLIC_KEY } from '../experimentation/datafile'

/** The key the segment endpoint takes when `ODP_API_KEY` is not set (development; `.dev.vars.example`). */
export const DEVELOPMENT_ODP_API_KEY = 'dev-odp-api-key'

/** Each known segment and the bands (inclusive, of 100) whose visitors qualify. */
export const SEGMENT_BANDS: Readonly<Record<string, readonly [number, number]>> = {
  frequent_buyers: [0, 29],
  outdoor_enthusiasts: [20, 59],
  lapsed_customers: [90, 99],
}

/** The visitor's band, 0 to 99: FNV-1a (32 bit) of the id's UTF-8 bytes, modulo 100. */
export function segmentBandOf(userId: string): number {
  let hash = 0x811c9dc5
  for (const byte of new TextEncoder().encode(userId)) {
    hash ^= byte
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 100
}

const GraphQLRequestSchema = z.object({ query: z.string().max(10_000) })

/** A GraphQL (and JSON) string literal. */
const STRING = String.raw`"(?:[^"\\]|\\.)*"`
const CUSTOMER = new RegExp(String.raw`customer\s*\(\s*(fs_user_id|vuid)\s*:\s*(${STRING})\s*\)`)
const SUBSET = new RegExp(String.raw`audiences\s*\(\s*subset\s*:\s*\[((?:\s*${STRING}\s*,?)*)\s*\]\s*\)`)
const STRINGS = new RegExp(STRING, 'g')

function readString(literal: string): string | null {
  try {
    const value: unknown = JSON.parse(literal)
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

const graphQLError = (message: string, code: string, classification: string) => ({
  errors: [{ message, locations: [], path: ['customer'], extensions: { code, classification } }],
  data: { customer: null },
})

export const experimentationRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/experimentation')

experimentationRoutes.post('/v1/events', async (c) => {
  const batch = await readJsonBody(c, EventBatchSchema)
  if (!batch) return apiError(c, 400, 'API400', 'Not an event batch')
  await recordEventBatch(c.env.DB, batch)
  return c.body(null, 204)
})

experimentationRoutes.post('/v3/graphql', async (c) => {
  if (c.req.header('x-api-key') !== (c.env.ODP_API_KEY ?? DEVELOPMENT_ODP_API_KEY)) {
    return c.json({ message: 'Unauthorized: a valid x-api-key is required' }, 401)
  }
  const body = await readJsonBody(c, GraphQLRequestSchema)
  const customer = body ? CUSTOMER.exec(body.query) : null
  const subset = body ? SUBSET.exec(body.query) : null
  const userId = customer?.[2] ? readString(customer[2]) : null
  if (!customer || !subset || userId === null) {
    return c.json(graphQLError('Unsupported query', 'GRAPHQL_VALIDATION_FAILED', 'ValidationError'), 400)
  }
  if (userId.startsWith('invalid-')) {
    return c.json(
      graphQLError(
        `Exception while fetching data (/customer) : Invalid identifier '${userId}'`,
        'INVALID_IDENTIFIER_EXCEPTION',
        'DataFetchingException',
      ),
    )
  }
  const asked = (subset[1]?.match(STRINGS) ?? []).map(readString).filter((name) => name !== null)
  const band = segmentBandOf(userId)
  const edges = asked.map((name) => {
    const bands = SEGMENT_BANDS[name]
    const qualified = bands !== undefined && band >= bands[0] && band <= bands[1]
    return { node: { name, state: qualified ? 'qualified' : 'not_qualified' } }
  })
  return c.json({ data: { customer: { audiences: { edges } } } })
})

/** The smallest transparent GIF: 1x1, one colour. */
const PIXEL = Uint8Array.from(atob('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'), (char) =>
  char.charCodeAt(0),
)

experimentationRoutes.get('/v2/zaius.gif', async (c) => {
  const query = SegmentPixelQuerySchema.safeParse(c.req.query())
  if (!query.success) return apiError(c, 400, 'API400', 'Not a segment event')
  if (query.data.tracker_id !== ODP_PUBLIC_KEY) return apiError(c, 401, 'API401', 'Unknown tracker id')
  const { tracker_id, event_type, vdl_action, fs_user_id, vuid, email } = query.data
  await recordSegmentEvent(c.env.DB, {
    userId: (fs_user_id ?? vuid ?? email) as string,
    trackerId: tracker_id,
    eventType: event_type,
    action: vdl_action,
    query: c.req.query(),
  })
  return c.body(PIXEL, 200, { 'content-type': 'image/gif', 'cache-control': 'no-store' })
})
