/**
 * A read-through cache over KV for content and catalogue view models.
 *
 * The idea: KV holds an envelope `{ value, storedAt }` and the policy's windows decide what a read means. A
 * fresh copy is served as is. A stale copy within the stale-while-revalidate window is served at once and
 * refreshed in `waitUntil`. Past that, the upstream is asked; if it fails and a copy is still within the
 * stale-if-error window, that copy is served and the failure logged. Misses for the same key within an isolate
 * share one upstream call. Failures are never written, and preview requests neither read nor fill the cache.
 */
import type { RequestMetrics } from '../metrics'
import { CACHE_POLICIES, type CachePolicyName } from './policies'

interface Envelope<T> {
  value: T
  storedAt: number
}

export interface KvCacheOptions {
  kv: KVNamespace
  waitUntil: (promise: Promise<unknown>) => void
  /** True for editors' preview requests: go straight to the upstream and store nothing. */
  bypass: boolean
  metrics?: RequestMetrics
  log?: (message: string, detail: Record<string, unknown>) => void
  now?: () => number
}

export interface CachedLoad<T> {
  key: string
  policy: CachePolicyName
  /** Loads the value from the upstream; `null` (not found) is returned but not stored. */
  load: () => Promise<T | null>
  /** A short name for metrics: `content.menu`. */
  label: string
}

export interface KvCache {
  get<T>(request: CachedLoad<T>): Promise<T | null>
}

/** Loads in flight in this isolate, by key, so concurrent misses make one upstream call. */
const inFlight = new Map<string, Promise<unknown>>()

/**
 * One load per key at a time in this isolate. The load belongs to the request that started it, and a promise of a
 * request that has ended can never settle in the Workers runtime; so the starting request keeps it in its
 * `waitUntil` and lives until it settles, and requests that joined it (while the first answered a redirect, say)
 * still get its value.
 */
function coalesce<T>(key: string, load: () => Promise<T>, waitUntil: (promise: Promise<unknown>) => void) {
  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>
  const started = load().finally(() => inFlight.delete(key))
  inFlight.set(key, started)
  waitUntil(started.catch(() => undefined))
  return started
}

export function createKvCache(options: KvCacheOptions): KvCache {
  const now = options.now ?? Date.now
  const log = options.log ?? ((message, detail) => console.warn(message, JSON.stringify(detail)))

  const store = async <T>(key: string, value: T, ttl: number) => {
    const envelope: Envelope<T> = { value, storedAt: now() }
    await options.kv.put(key, JSON.stringify(envelope), { expirationTtl: Math.max(60, ttl) })
  }

  return {
    async get<T>({ key, policy: policyName, load, label }: CachedLoad<T>): Promise<T | null> {
      const policy = CACHE_POLICIES[policyName]
      if (!policy || options.bypass) {
        options.metrics?.cache(label, policy ? 'bypass' : 'uncacheable')
        return load()
      }
      const lifetime = policy.fresh + policy.staleWhileRevalidate + policy.staleIfError

      const loadAndStore = () =>
        coalesce(
          key,
          async () => {
            const value = await load()
            if (value !== null)
              options.waitUntil(
                store(key, value, lifetime).catch((error) =>
                  log('kv write failed', { key, error: String(error) }),
                ),
              )
            return value
          },
          options.waitUntil,
        )

      const readStarted = now()
      let envelope: Envelope<T> | null = null
      try {
        envelope = await options.kv.get<Envelope<T>>(key, 'json')
      } catch (error) {
        log('kv read failed', { key, error: String(error) })
      }
      options.metrics?.timing('cache', now() - readStarted, label)

      const age = envelope ? (now() - envelope.storedAt) / 1000 : Number.POSITIVE_INFINITY
      if (envelope && age < policy.fresh) {
        options.metrics?.cache(label, 'hit', policy.fresh - age)
        return envelope.value
      }
      if (envelope && age < policy.fresh + policy.staleWhileRevalidate) {
        options.metrics?.cache(label, 'stale')
        options.waitUntil(
          loadAndStore().catch((error) => log('background refresh failed', { key, error: String(error) })),
        )
        return envelope.value
      }
      try {
        const value = await loadAndStore()
        options.metrics?.cache(label, 'miss', policy.fresh)
        return value
      } catch (error) {
        if (envelope && age < lifetime) {
          log('serving stale copy after upstream failure', { key, error: String(error) })
          options.metrics?.cache(label, 'stale-if-error')
          return envelope.value
        }
        throw error
      }
    },
  }
}
