import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { CACHE_KEY_VERSION, createCacheKey, normaliseQuery } from '../../worker/cache/keys'
import { createKvCache } from '../../worker/cache/kv-cache'
import { createRequestMetrics } from '../../worker/metrics'
import { bindings, clearUpstreamCache, forgetHeldCopies } from './harness'

beforeEach(clearUpstreamCache)

function setup(options: { bypass?: boolean } = {}) {
  let clock = Date.UTC(2026, 10, 22, 12, 0, 0)
  const ctx = createExecutionContext()
  const metrics = createRequestMetrics()
  const logs: string[] = []
  const cache = createKvCache({
    kv: bindings.UPSTREAM_CACHE,
    waitUntil: (promise) => ctx.waitUntil(promise),
    bypass: options.bypass ?? false,
    metrics,
    now: () => clock,
    log: (message) => logs.push(message),
  })
  return {
    cache,
    metrics,
    logs,
    settle: () => waitOnExecutionContext(ctx),
    advance: (seconds: number) => {
      clock += seconds * 1000
    },
  }
}

const counter = (values: Array<string | Error>) => {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    load: async () => {
      const value = values[Math.min(calls, values.length - 1)] as string | Error
      calls++
      if (value instanceof Error) throw value
      return value
    },
  }
}

describe('KV cache', () => {
  it('stores a miss and serves the next read from KV without asking the upstream', async () => {
    const { cache, settle, metrics } = setup()
    const upstream = counter(['v1'])
    expect(await cache.get({ key: 'k', label: 'test', policy: 'long', load: upstream.load })).toBe('v1')
    await settle()
    forgetHeldCopies()
    expect(await cache.get({ key: 'k', label: 'test', policy: 'long', load: upstream.load })).toBe('v1')
    expect(upstream.calls).toBe(1)
    expect(metrics.cacheStatusHeader()).toMatch(/fwd=miss;stored.*, storefront-kv;hit/)
  })

  it('serves a stale copy at once and refreshes it in the background', async () => {
    const { cache, settle, advance, metrics } = setup()
    const upstream = counter(['old', 'new'])
    await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })
    await settle()
    advance(61)
    expect(await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })).toBe('old')
    expect(metrics.cacheStatusHeader()).toContain('hit;fwd=stale')
    await settle()
    expect(upstream.calls).toBe(2)
    expect(await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })).toBe('new')
  })

  it('serves the last good copy when the upstream fails after the stale window', async () => {
    const { cache, settle, advance, metrics, logs } = setup()
    const upstream = counter(['good', new Error('upstream down')])
    await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })
    await settle()
    advance(60 + 300 + 10)
    expect(await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })).toBe('good')
    expect(metrics.cacheStatusHeader()).toContain('fwd-status=502')
    expect(logs).toContain('serving stale copy after upstream failure')
  })

  it('fails once the copy is older than the stale-if-error window', async () => {
    const { cache, settle, advance } = setup()
    const upstream = counter(['good', new Error('upstream down')])
    await cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load })
    await settle()
    advance(60 + 300 + 3600 + 1)
    await expect(
      cache.get({ key: 'k', label: 'test', policy: 'short', load: upstream.load }),
    ).rejects.toThrow('upstream down')
  })

  it('never stores a failure or a not-found', async () => {
    const { cache, settle } = setup()
    await expect(
      cache.get({ key: 'k', label: 'test', policy: 'long', load: counter([new Error('x')]).load }),
    ).rejects.toThrow()
    await cache.get({ key: 'n', label: 'test', policy: 'long', load: async () => null })
    await settle()
    expect((await bindings.UPSTREAM_CACHE.list()).keys).toHaveLength(0)
  })

  it('makes one upstream call for concurrent misses of the same key', async () => {
    const { cache, settle } = setup()
    let calls = 0
    const load = async () => {
      calls++
      await new Promise((resolve) => setTimeout(resolve, 20))
      return 'v'
    }
    const results = await Promise.all(
      Array.from({ length: 5 }, () => cache.get({ key: 'same', label: 'test', policy: 'long', load })),
    )
    await settle()
    expect(results).toEqual(['v', 'v', 'v', 'v', 'v'])
    expect(calls).toBe(1)
  })

  it('in preview, neither reads nor fills the cache', async () => {
    const normal = setup()
    await normal.cache.get({ key: 'k', label: 'test', policy: 'long', load: async () => 'published' })
    await normal.settle()
    const preview = setup({ bypass: true })
    const upstream = counter(['draft'])
    expect(await preview.cache.get({ key: 'k', label: 'test', policy: 'long', load: upstream.load })).toBe(
      'draft',
    )
    expect(await preview.cache.get({ key: 'p', label: 'test', policy: 'long', load: upstream.load })).toBe(
      'draft',
    )
    await preview.settle()
    expect(upstream.calls).toBe(2)
    expect((await bindings.UPSTREAM_CACHE.list()).keys.map((key) => key.name)).toEqual(['k'])
    expect(preview.metrics.cacheStatusHeader()).toContain('fwd=bypass')
  })

  it('never stores personal data: the none policy always asks the upstream', async () => {
    const { cache, settle } = setup()
    const upstream = counter(['a'])
    await cache.get({ key: 'cart', label: 'test', policy: 'none', load: upstream.load })
    await cache.get({ key: 'cart', label: 'test', policy: 'none', load: upstream.load })
    await settle()
    expect(upstream.calls).toBe(2)
    expect((await bindings.UPSTREAM_CACHE.list()).keys).toHaveLength(0)
  })
})

describe('cache keys', () => {
  it('write every query as form encoding does, plain words or not', () => {
    const queries = [
      { q: 'rain jacket', page: 2, sort: 'price-asc' },
      { colour: ['001', '310'], size: ['XL', 'M'], refine: 'c_size=M|L' },
      { q: 'café & crème', 'a b': 'x+y', star: '*._-~!' },
      { q: 'naïve “quotes” 😀', percent: '50%', slash: 'a/b?c=d#e' },
      { flag: true, count: 0, none: null },
    ]
    for (const query of queries) {
      const pairs = Object.entries(query)
        .filter(([, value]) => value !== null && value !== '')
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .flatMap(([name, value]) =>
          Array.isArray(value) ? [...value].sort().map((entry) => [name, entry]) : [[name, String(value)]],
        )
      expect(normaliseQuery(query)).toBe(new URLSearchParams(pairs).toString())
    }
    expect(normaliseQuery({ q: 'rain jacket', page: 2 })).toBe('page=2&q=rain+jacket')
    expect(normaliseQuery(undefined)).toBe('')
  })

  it('sorts query names and drops empty values, so one document has one key', async () => {
    expect(normaliseQuery({ b: '2', a: '1', c: null, d: undefined, e: '' })).toBe('a=1&b=2')
    const one = await createCacheKey({
      service: 'content',
      siteId: 'KST-US',
      locale: 'en-us',
      path: '/menu',
      query: { b: 2, a: 1 },
    })
    const two = await createCacheKey({
      service: 'content',
      siteId: 'KST-US',
      locale: 'en-us',
      path: '/menu',
      query: { a: 1, b: 2 },
    })
    expect(one).toBe(two)
  })

  it('keeps sites and locales apart', async () => {
    const us = await createCacheKey({ service: 'content', siteId: 'KST-US', locale: 'en-us', path: '/menu' })
    const ca = await createCacheKey({ service: 'content', siteId: 'KST-CA', locale: 'en-ca', path: '/menu' })
    const tdw = await createCacheKey({ service: 'content', siteId: 'TDW-US', locale: 'en-us', path: '/menu' })
    expect(new Set([us, ca, tdw]).size).toBe(3)
  })

  it('hashes keys longer than KV allows', async () => {
    const key = await createCacheKey({
      service: 'catalogue',
      siteId: 'KST-US',
      locale: 'en-us',
      path: '/search',
      query: { q: 'x'.repeat(600) },
    })
    expect(new TextEncoder().encode(key).length).toBeLessThanOrEqual(512)
    expect(key).toMatch(new RegExp(`^${CACHE_KEY_VERSION}\\|catalogue\\|KST-US\\|en-us\\|#[0-9a-f]{64}$`))
  })
})
