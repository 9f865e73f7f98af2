/**
 * Per-request measurements, written into `Server-Timing` and `Cache-Status` (RFC 9211) before the response
 * headers go out. Upstream and cache timings are added by the upstream clients and the KV cache.
 */

/** `isolate`: served from the copy this isolate holds, without reading KV (decision 117). */
export type CacheOutcome = 'hit' | 'isolate' | 'miss' | 'stale' | 'stale-if-error' | 'bypass' | 'uncacheable'

export interface RequestMetrics {
  readonly startedAt: number
  timing(name: string, durationMs: number, description?: string): void
  cache(key: string, outcome: CacheOutcome, ttlSeconds?: number): void
  serverTimingHeader(): string
  cacheStatusHeader(): string | null
}

const token = (text: string) => text.replace(/[^\w.-]/g, '_')
const quoted = (text: string) => `"${text.replace(/["\\]/g, '')}"`

/** Each outcome as a `Cache-Status` entry: the cache that answered and what it did. */
const CACHE_STATUS: Record<CacheOutcome, string> = {
  hit: 'storefront-kv;hit',
  isolate: 'storefront-isolate;hit',
  stale: 'storefront-kv;hit;fwd=stale',
  'stale-if-error': 'storefront-kv;hit;fwd=stale;fwd-status=502',
  bypass: 'storefront-kv;fwd=bypass',
  uncacheable: 'storefront-kv;fwd=uri-miss;stored=false',
  miss: 'storefront-kv;fwd=miss;stored',
}

export function createRequestMetrics(now: () => number = () => Date.now()): RequestMetrics {
  const startedAt = now()
  const timings: string[] = []
  const caches: string[] = []
  return {
    startedAt,
    timing(name, durationMs, description) {
      const desc = description ? `;desc=${quoted(description)}` : ''
      timings.push(`${token(name)}${desc};dur=${Math.max(0, durationMs).toFixed(1)}`)
    },
    cache(key, outcome, ttlSeconds) {
      const ttl = ttlSeconds === undefined ? '' : `;ttl=${Math.round(ttlSeconds)}`
      caches.push(`${CACHE_STATUS[outcome]}${ttl};detail=${quoted(key)}`)
    },
    serverTimingHeader() {
      return [...timings, `total;dur=${(now() - startedAt).toFixed(1)}`].join(', ')
    },
    cacheStatusHeader() {
      return caches.length > 0 ? caches.join(', ') : null
    },
  }
}
