import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetIsolateCopies,
  ISOLATE_COPY_MS,
  MAX_ISOLATE_COPIES,
  purgeEntries,
} from '../../worker/cache/isolate-copies'
import { createKvCache } from '../../worker/cache/kv-cache'
import { createRequestMetrics } from '../../worker/metrics'
import { shopperWith, variantsInStock } from './cart-helpers'
import { bindings, clearUpstreamCache, createTestShop, forgetHeldCopies, request } from './harness'

beforeEach(clearUpstreamCache)

/** The upstream cache's namespace, counting the reads it is asked for (each bulk read is one). */
function countingKv() {
  const reads: (string | string[])[] = []
  const kv = new Proxy(bindings.UPSTREAM_CACHE, {
    get(target, property) {
      if (property === 'get')
        return (key: string | string[], type: unknown) => {
          reads.push(key)
          return target.get(key as string, type as 'json')
        }
      const value = Reflect.get(target, property)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { kv, reads }
}

function setup(kv: KVNamespace) {
  let clock = Date.UTC(2026, 11, 5, 12, 0, 0)
  const ctx = createExecutionContext()
  const metrics = createRequestMetrics()
  const cache = createKvCache({
    kv,
    waitUntil: (promise) => ctx.waitUntil(promise),
    bypass: false,
    metrics,
    now: () => clock,
  })
  return {
    cache,
    metrics,
    settle: () => waitOnExecutionContext(ctx),
    advance: (ms: number) => {
      clock += ms
    },
  }
}

const loaded = (value: unknown) => {
  let calls = 0
  return {
    get calls() {
      return calls
    },
    load: async () => {
      calls++
      return value
    },
  }
}

describe('copies an isolate holds', () => {
  it('serves a fresh entry it has read again without reading KV, for at most half a minute', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle, advance, metrics } = setup(kv)
    const upstream = loaded({ menu: ['Men', 'Women'] })
    await cache.get({ key: 'menu', label: 'content.menu', policy: 'long', load: upstream.load })
    await settle()
    forgetIsolateCopies(kv)
    // Read from KV once, then held.
    await cache.get({ key: 'menu', label: 'content.menu', policy: 'long', load: upstream.load })
    expect(reads).toEqual(['menu', 'menu'])
    advance(ISOLATE_COPY_MS - 1000)
    expect(
      await cache.get({ key: 'menu', label: 'content.menu', policy: 'long', load: upstream.load }),
    ).toEqual({
      menu: ['Men', 'Women'],
    })
    expect(reads).toHaveLength(2)
    expect(metrics.cacheStatusHeader()).toContain('storefront-isolate;hit;ttl=271;detail="content.menu"')
    // Past the half minute, KV is read again.
    advance(2000)
    await cache.get({ key: 'menu', label: 'content.menu', policy: 'long', load: upstream.load })
    expect(reads).toHaveLength(3)
    expect(upstream.calls).toBe(1)
  })

  it('holds an entry no longer than it is fresh, so a stale one is refreshed as before', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle, advance, metrics } = setup(kv)
    const upstream = loaded(12)
    await cache.get({ key: 'stock', label: 'catalogue.inventory', policy: 'stock', load: upstream.load })
    await settle()
    advance(14_000)
    await cache.get({ key: 'stock', label: 'catalogue.inventory', policy: 'stock', load: upstream.load })
    expect(reads).toHaveLength(1)
    advance(2000)
    await cache.get({ key: 'stock', label: 'catalogue.inventory', policy: 'stock', load: upstream.load })
    expect(reads).toHaveLength(2)
    expect(metrics.cacheStatusHeader()).toContain('storefront-kv;hit;fwd=stale')
    await settle()
    expect(upstream.calls).toBe(2)
  })

  it('hands every request the same frozen copy, so none can change another’s page', async () => {
    const { cache, settle } = setup(bindings.UPSTREAM_CACHE)
    const first = await cache.get({
      key: 'tree',
      label: 'catalogue.catalog',
      policy: 'short',
      load: loaded({ children: [{ id: 'men' }] }).load,
    })
    await settle()
    const second = setup(bindings.UPSTREAM_CACHE)
    const held = await second.cache.get({
      key: 'tree',
      label: 'catalogue.catalog',
      policy: 'short',
      load: loaded(null).load,
    })
    expect(held).toBe(first)
    expect(Object.isFrozen((held as { children: object[] }).children[0])).toBe(true)
    expect(() => {
      ;(held as { children: object[] }).children.push({ id: 'women' })
    }).toThrow(TypeError)
  })

  it('forgets a purged key at once, and keeps the others', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle } = setup(kv)
    for (const key of ['page', 'menu'])
      await cache.get({ key, label: `content.${key}`, policy: 'long', load: loaded(key).load })
    await settle()
    await purgeEntries(kv, ['page'])
    reads.length = 0
    const upstream = loaded('page, published again')
    expect(await cache.get({ key: 'page', label: 'content.page', policy: 'long', load: upstream.load })).toBe(
      'page, published again',
    )
    expect(
      await cache.get({ key: 'menu', label: 'content.menu', policy: 'long', load: loaded(null).load }),
    ).toBe('menu')
    expect(reads).toEqual(['page'])
    expect(upstream.calls).toBe(1)
  })

  it('holds at most so many copies, forgetting the least recently used first', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle } = setup(kv)
    const keys = Array.from({ length: MAX_ISOLATE_COPIES + 1 }, (_, index) => `k${index}`)
    const asked = (key: string, value: unknown) => ({
      key,
      label: 'test',
      policy: 'long' as const,
      load: loaded(value).load,
    })
    await Promise.all(cache.getMany(keys.map((key) => asked(key, key))))
    await settle()
    reads.length = 0
    // The last one kept is held; the first one kept was forgotten, and is read from KV again.
    expect(await cache.get(asked(keys.at(-1) as string, null))).toBe(keys.at(-1))
    expect(reads).toEqual([])
    expect(await cache.get(asked('k0', null))).toBe('k0')
    expect(reads).toEqual(['k0'])
  })
})

describe('several entries at once', () => {
  it('reads them from KV in one operation, and each answers alone', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle, metrics } = setup(kv)
    const keys = Array.from({ length: 50 }, (_, index) => `product-${index}`)
    await Promise.all(
      cache.getMany(
        keys.map((key) => ({
          key,
          label: 'catalogue.details',
          policy: 'short' as const,
          load: loaded(key).load,
        })),
      ),
    )
    await settle()
    forgetIsolateCopies(kv)
    reads.length = 0
    // One entry KV cannot parse: it alone is a miss, and its failing upstream fails it alone.
    await bindings.UPSTREAM_CACHE.put('product-7', '{not json')
    const answers = cache.getMany(
      keys.map((key) => ({
        key,
        label: 'catalogue.details',
        policy: 'short' as const,
        load: async () => {
          throw new Error(`${key} is down`)
        },
      })),
    )
    const settled = await Promise.allSettled(answers)
    expect(settled.filter((answer) => answer.status === 'rejected')).toHaveLength(1)
    expect(settled[8]).toEqual({ status: 'fulfilled', value: 'product-8' })
    expect(reads[0]).toEqual(keys)
    expect(metrics.serverTimingHeader()).toContain('cache;desc="catalogue.details*50"')
  })

  it('reads nothing for the entries the isolate holds', async () => {
    const { kv, reads } = countingKv()
    const { cache, settle } = setup(kv)
    await cache.get({ key: 'a', label: 'test', policy: 'short', load: loaded('a').load })
    await settle()
    reads.length = 0
    const values = await Promise.all(
      cache.getMany(
        ['a', 'b'].map((key) => ({ key, label: 'test', policy: 'short' as const, load: loaded(key).load })),
      ),
    )
    expect(values).toEqual(['a', 'b'])
    expect(reads).toEqual(['b'])
  })
})

/** The KV reads a page made: its `cache` entries of `Server-Timing`. */
const kvReads = (response: Response) =>
  (response.headers.get('server-timing') ?? '').split(', ').filter((entry) => entry.startsWith('cache;'))

describe('pages on a warm isolate', () => {
  it('reads at most three KV entries for a product page, and none for the same page again', async () => {
    const { env } = createTestShop()
    await (await request('/en-us/p/summit-merino-tee-KS100013', { env })).text()
    // Another product's page: the chrome and the category tree are held, only the product's own entries are read.
    await (await request('/en-us/p/basalt-hiking-boot-KS100048', { env })).text()
    forgetHeldCopies()
    await (await request('/en-us/p/basalt-hiking-boot-KS100048', { env })).text()
    const other = await request('/en-us/p/summit-merino-tee-KS100013', { env })
    await other.text()
    expect(kvReads(other).length).toBeLessThanOrEqual(3)
    const again = await request('/en-us/p/summit-merino-tee-KS100013', { env })
    await again.text()
    expect(kvReads(again)).toEqual([])
  })

  it('reads every product of a bag in one KV operation, however many lines it has', async () => {
    const { upstream, env } = createTestShop()
    // Four different products.
    const lines = (await variantsInStock(upstream, 1, 4)).map((variant) => ({ sku: variant.sku, qty: 1 }))
    const { cookie } = await shopperWith(env, lines)
    await (await request('/en-us/cart', { env, headers: { cookie } })).text()
    forgetHeldCopies()
    const bag = await request('/en-us/cart', { env, headers: { cookie } })
    expect(bag.status).toBe(200)
    await bag.text()
    // Its four lines' products (and the products of what it recommends) in one read.
    const reads = kvReads(bag).filter((entry) => entry.includes('catalogue.details'))
    expect(reads).toHaveLength(1)
    expect(Number(/catalogue\.details\*(\d+)/.exec(reads[0] ?? '')?.[1])).toBeGreaterThanOrEqual(4)
  })
})
