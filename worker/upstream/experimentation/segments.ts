/**
 * The visitor's qualified audience segments (spec 2 §7: GraphQL with an api-key header), for audiences that
 * target them. One POST to `{ODP_HOST}/v3/graphql` with the query the official SDK writes
 * (`customer(fs_user_id: "...") { audiences(subset: [...]) { edges { node { name state } } } }`), the values
 * escaped as GraphQL strings rather than pasted in.
 *
 * Answers are kept per isolate in a small LRU (100 entries, 10 minutes: spec 2 §9), keyed by the user and the
 * segments asked, so a visitor's pages ask once. The call gives up after 10 s, or sooner when the caller's budget
 * is shorter (a page asks with a few hundred milliseconds to spare). Any failure (no key configured, timeout,
 * refusal, an answer of another shape, GraphQL errors) is logged and answered with null: no segments, never an
 * error page (spec 2 §8).
 */
import { EXPERIMENT_EVENT_DEFAULTS } from '../../../shared/experiments/events'
import type { RequestMetrics } from '../../metrics'
import { SegmentsAnswerSchema } from './schemas'

/** Spec 2 §9: segment cache capacity and time to live. */
const CACHE_CAPACITY = 100
const CACHE_TTL_MS = 600_000
const QUALIFIED = 'qualified'

interface CacheEntry {
  segments: string[]
  expires: number
}

/**
 * Least recently used first: a Map keeps insertion order, so a read moves its entry to the end and the first key
 * is the one to evict.
 */
const cache = new Map<string, CacheEntry>()

function cacheKey(userId: string, segments: readonly string[]): string {
  return JSON.stringify([userId, [...new Set(segments)].sort()])
}

function cached(key: string, now: number): string[] | null {
  const entry = cache.get(key)
  if (!entry) return null
  cache.delete(key)
  if (entry.expires <= now) return null
  cache.set(key, entry)
  return entry.segments
}

function remember(key: string, segments: string[], now: number): void {
  cache.delete(key)
  cache.set(key, { segments, expires: now + CACHE_TTL_MS })
  while (cache.size > CACHE_CAPACITY) {
    const oldest = cache.keys().next().value
    if (oldest === undefined) break
    cache.delete(oldest)
  }
}

/** Tests only: forgets every cached answer. */
export function clearSegmentCache(): void {
  cache.clear()
}

/** What a segments call needs: the service's host and key, the fetcher, and where its time and failures go. */
export interface SegmentsOptions {
  /** The mock API's service binding in development, the global fetch otherwise (`upstreamFetcher`). */
  fetcher: (request: Request) => Promise<Response>
  /** `ODP_HOST`: the GraphQL endpoint is `/v3/graphql` under it. */
  host: string
  /** `ODP_API_KEY`; unset, no visitor has segments. */
  apiKey: string | undefined
  metrics: Pick<RequestMetrics, 'timing'>
  log: (message: string, detail: Record<string, unknown>) => void
}

/** The GraphQL query for these segments; a JSON string literal is a valid GraphQL string literal. */
export function segmentsQuery(userId: string, segments: readonly string[]): string {
  const subset = segments.map((segment) => JSON.stringify(segment)).join(', ')
  return `query {customer(fs_user_id: ${JSON.stringify(userId)}) {audiences(subset: [${subset}]) {edges {node {name state}}}}}`
}

/**
 * The segments among `segmentsToCheck` the user qualifies for; [] when none is asked; null when they cannot be
 * known now (logged). `budgetMs` shortens the 10 s limit for a caller that cannot wait that long.
 *
 * @example const segments = await qualifiedSegments(options, visitorId, ['frequent_buyers'], 300)
 */
export async function qualifiedSegments(
  options: SegmentsOptions,
  userId: string,
  segmentsToCheck: readonly string[],
  budgetMs?: number,
): Promise<string[] | null> {
  if (segmentsToCheck.length === 0) return []
  const { metrics, apiKey } = options
  const fail = (message: string, detail: Record<string, unknown> = {}) => {
    options.log(`audience segments fetch failed: ${message}`, { service: 'experimentation', ...detail })
    return null
  }
  if (!userId) return fail('no user id')
  if (!apiKey) return fail('no ODP_API_KEY configured')
  const key = cacheKey(userId, segmentsToCheck)
  const hit = cached(key, Date.now())
  if (hit) return hit

  const timeoutMs = Math.max(
    1,
    Math.min(EXPERIMENT_EVENT_DEFAULTS.eventTimeoutMs, budgetMs ?? EXPERIMENT_EVENT_DEFAULTS.eventTimeoutMs),
  )
  const correlationId = crypto.randomUUID()
  const started = Date.now()
  let answer: unknown
  try {
    const response = await options.fetcher(
      new Request(`${options.host}/v3/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-api-key': apiKey,
          'x-correlation-id': correlationId,
        },
        body: JSON.stringify({ query: segmentsQuery(userId, segmentsToCheck) }),
        signal: AbortSignal.timeout(timeoutMs),
      }),
    )
    if (!response.ok) {
      await response.body?.cancel()
      return fail(`answered ${response.status}`, { status: response.status, correlationId })
    }
    answer = await response.json()
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    return fail(timedOut ? `timed out after ${timeoutMs} ms` : 'network error', {
      correlationId,
      cause: String(cause),
    })
  } finally {
    metrics.timing('up-experimentation', Date.now() - started, 'qualifiedSegments')
  }
  const parsed = SegmentsAnswerSchema.safeParse(answer)
  if (!parsed.success) return fail('decode error', { correlationId })
  const [error] = parsed.data.errors ?? []
  if (error) {
    const reason =
      error.extensions?.code === 'INVALID_IDENTIFIER_EXCEPTION'
        ? 'invalid identifier'
        : (error.extensions?.classification ?? 'error')
    return fail(reason, { correlationId })
  }
  const edges = parsed.data.data?.customer?.audiences.edges
  if (!edges) return fail('decode error', { correlationId })
  const segments = edges.filter((edge) => edge.node.state === QUALIFIED).map((edge) => edge.node.name)
  remember(key, segments, Date.now())
  return segments
}
