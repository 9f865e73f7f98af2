/**
 * A read-through cache over KV for content and catalogue view models.
 *
 * The idea: KV holds an envelope `{ value, storedAt }` and the policy's windows decide what a read means. A
 * fresh copy is served as is. A stale copy within the stale-while-revalidate window is served at once and
 * refreshed in `waitUntil`. Past that, the upstream is asked; if it fails and a copy is still within the
 * stale-if-error window, that copy is served and the failure logged. Misses for the same key within an isolate
 * share one upstream call. Failures are never written, and preview requests neither read nor fill the cache.
 * A fresh entry read or written here is kept by the isolate for a while (isolate-copies.ts, decision 117), and
 * the entries a request asks for together are read from KV in one operation.
 */
import type { RequestMetrics } from '../metrics'
import { type Envelope, isolateCopy, keepIsolateCopy } from './isolate-copies'
import { CACHE_POLICIES, type CachePolicy, type CachePolicyName } from './policies'

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
  /**
   * Several entries at once, each its own answer (one may fail alone): those the isolate does not hold are read
   * from KV in one operation, with whatever else the request asks for in the same turn.
   */
  getMany<T>(requests: readonly CachedLoad<T>[]): Promise<T | null>[]
}

/** The most keys KV reads in one operation. */
const MAX_KEYS_PER_READ = 100

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

/** "catalogue.details*18" for a read of eighteen products, one label per kind of entry read. */
function readLabel(labels: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, count]) => (count > 1 ? `${label}*${count}` : label)).join(' ')
}

export function createKvCache(options: KvCacheOptions): KvCache {
  const { kv } = options
  const now = options.now ?? Date.now
  const log = options.log ?? ((message, detail) => console.warn(message, JSON.stringify(detail)))

  const freshUntil = (envelope: Envelope<unknown>, policy: CachePolicy) =>
    envelope.storedAt + policy.fresh * 1000

  const store = async <T>(key: string, envelope: Envelope<T>, ttl: number) => {
    await kv.put(key, JSON.stringify(envelope), { expirationTtl: Math.max(60, ttl) })
  }

  /** Reads one key; a failed read is logged and counts as a miss. */
  async function readOne(key: string): Promise<Envelope<unknown> | null> {
    try {
      return await kv.get<Envelope<unknown>>(key, 'json')
    } catch (error) {
      log('kv read failed', { key, error: String(error) })
      return null
    }
  }

  /**
   * Reads `keys` from KV, as few operations as KV allows. A bulk read that fails (one entry KV cannot parse fails
   * them all) is read again key by key, so only the broken entry counts as a miss.
   */
  async function readEnvelopes(keys: readonly string[], labels: readonly string[]) {
    const found = new Map<string, Envelope<unknown> | null>()
    for (let start = 0; start < keys.length; start += MAX_KEYS_PER_READ) {
      const chunk = keys.slice(start, start + MAX_KEYS_PER_READ)
      const readStarted = now()
      if (chunk.length === 1) {
        found.set(chunk[0] as string, await readOne(chunk[0] as string))
      } else {
        try {
          for (const [key, envelope] of await kv.get<Envelope<unknown>>(chunk, 'json'))
            found.set(key, envelope)
        } catch (error) {
          log('kv bulk read failed', { keys: chunk.length, error: String(error) })
          const each = await Promise.all(chunk.map(readOne))
          for (const [index, key] of chunk.entries()) found.set(key, each[index] ?? null)
        }
      }
      options.metrics?.timing(
        'cache',
        now() - readStarted,
        readLabel(labels.slice(start, start + chunk.length)),
      )
    }
    return found
  }

  /**
   * The read this request has gathered and not yet made: every key asked for before the next turn of the event
   * loop joins it, so the entries a page asks for together (a product's details, its set, its reviews and
   * questions, all started at once) are one KV operation.
   */
  let gathering: {
    labels: Map<string, string>
    found: Promise<Map<string, Envelope<unknown> | null>>
  } | null = null

  function readSoon<T>(key: string, label: string): Promise<Envelope<T> | null> {
    if (!gathering) {
      const labels = new Map<string, string>()
      const batch = {
        labels,
        found: new Promise<Map<string, Envelope<unknown> | null>>((resolve) =>
          setImmediate(() => {
            if (gathering === batch) gathering = null
            resolve(readEnvelopes([...labels.keys()], [...labels.values()]))
          }),
        ),
      }
      gathering = batch
    }
    if (!gathering.labels.has(key)) gathering.labels.set(key, label)
    return gathering.found.then((found) => (found.get(key) ?? null) as Envelope<T> | null)
  }

  /** What a read means for `request` once its envelope (or none) is known. */
  async function settle<T>(
    { key, load, label }: CachedLoad<T>,
    policy: CachePolicy,
    envelope: Envelope<T> | null,
  ): Promise<T | null> {
    const lifetime = policy.fresh + policy.staleWhileRevalidate + policy.staleIfError
    const loadAndStore = () =>
      coalesce(
        key,
        async () => {
          const value = await load()
          if (value !== null) {
            const loaded = { value, storedAt: now() }
            const stored = keepIsolateCopy(kv, key, loaded, loaded.storedAt, freshUntil(loaded, policy))
            options.waitUntil(
              store(key, stored, lifetime).catch((error) =>
                log('kv write failed', { key, error: String(error) }),
              ),
            )
            return stored.value
          }
          return value
        },
        options.waitUntil,
      )

    const age = envelope ? (now() - envelope.storedAt) / 1000 : Number.POSITIVE_INFINITY
    if (envelope && age < policy.fresh) {
      keepIsolateCopy(kv, key, envelope, now(), freshUntil(envelope, policy))
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
  }

  /** The isolate's copy of `request`, served and counted, or undefined to read KV. */
  function fromIsolate<T>(request: CachedLoad<T>, policy: CachePolicy): T | undefined {
    const copy = isolateCopy<T>(kv, request.key, now())
    if (!copy) return undefined
    options.metrics?.cache(request.label, 'isolate', freshUntil(copy, policy) / 1000 - now() / 1000)
    return copy.value
  }

  function read<T>(request: CachedLoad<T>): Promise<T | null> {
    const policy = CACHE_POLICIES[request.policy]
    if (!policy || options.bypass) {
      options.metrics?.cache(request.label, policy ? 'bypass' : 'uncacheable')
      return request.load()
    }
    const held = fromIsolate(request, policy)
    if (held !== undefined) return Promise.resolve(held)
    return readSoon<T>(request.key, request.label).then((envelope) => settle(request, policy, envelope))
  }

  return {
    get: read,
    getMany: (requests) => requests.map(read),
  }
}
