/**
 * Per-request measurements, written into `Server-Timing` and `Cache-Status` (RFC 9211) before the response
 * headers go out. Upstream and cache timings are added by the upstream clients and the KV cache.
 */

export type CacheOutcome = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass' | 'uncacheable'

export interface RequestMetrics {
  readonly startedAt: number
  timing(name: string, durationMs: number, description?: string): void
  cache(key: string, outcome: CacheOutcome, ttlSeconds?: number): void
  serverTimingHeader(): string
  cacheStatusHeader(): string | null
}

const token = (text: string) => text.replace(/[^\w.-]/g, '_')
const quoted = (text: string) => `"${text.replace(/["\\]/g, '')}"`

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
      const detail = `;detail=${quoted(key)}`
      const ttl = ttlSeconds === undefined ? '' : `;ttl=${Math.round(ttlSeconds)}`
      const status =
        outcome === 'hit'
          ? 'hit'
          : outcome === 'stale'
            ? 'hit;fwd=stale'
            : outcome === 'stale-if-error'
              ? 'hit;fwd=stale;fwd-status=502'
              : outcome === 'bypass'
                ? 'fwd=bypass'
                : outcome === 'uncacheable'
                  ? 'fwd=uri-miss;stored=false'
                  : 'fwd=miss;stored'
      caches.push(`storefront-kv;${status}${ttl}${detail}`)
    },
    serverTimingHeader() {
      return [...timings, `total;dur=${(now() - startedAt).toFixed(1)}`].join(', ')
    },
    cacheStatusHeader() {
      return caches.length > 0 ? caches.join(', ') : null
    },
  }
}
