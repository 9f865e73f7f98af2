/**
 * The fault matrix: every upstream × (down, slower than its timeout, garbage) against every page type, with the
 * mock API's own fault rules (decision 015). Time is the test's: the worker's 8 s upstream timeout and 3 s section
 * limit are reached on a fake clock, and the time to first byte is read on it.
 *
 * Each combination is tried twice: with the page's copies aged into their stale-while-revalidate window (a busy
 * site), and with a cold cache. Every one must answer with a complete document, never a 500. With stale copies,
 * critical data is served stale at once (Cache-Status says so) and the first byte comes within the deferred
 * sections' time limit. With no copy, a fault of a critical upstream gives the branded 503 page with
 * `Retry-After` (a slow one given up at its timeout), and a fault of an optional one leaves its part out, or says
 * it is missing, with the first byte still within that limit (the table below).
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearFaults, type FaultRule, type FaultService, listFaults, setFaults } from '../../mock-api/faults'
import storefront from '../../worker'
import type { Bindings } from '../../worker/env'
import { SECTION_TIMEOUT_MS } from '../../worker/loaders/deferred'
import { streamedSection } from '../fixtures/html'
import { jsonPost } from './browser'
import type { FakeClock, Upstream } from './harness'
import {
  bindings,
  clearUpstreamCache,
  createTestShop,
  forgetHeldCopies,
  request,
  startFakeClock,
  TEST_SECRETS,
} from './harness'
import { sessionCookieOf } from './sessions'

const SERVICES = [
  'content',
  'catalogue',
  'community',
  'wishlists',
  'cart',
  'stores',
  'utilities',
  'frontend',
  'social',
] as const satisfies readonly FaultService[]
type Service = (typeof SERVICES)[number]

/** Longer than the worker's 8 s upstream timeout. */
const SLOWER_THAN_TIMEOUT_MS = 20_000

const FAULTS = {
  down: (service: Service): FaultRule => ({ service, kind: 'error', status: 503 }),
  slow: (service: Service): FaultRule => ({ service, kind: 'latency', ms: SLOWER_THAN_TIMEOUT_MS }),
  garbage: (service: Service): FaultRule => ({ service, kind: 'not-json' }),
} as const
type Fault = keyof typeof FAULTS

interface PageCase {
  path: string
  /** The page's status with every upstream well. */
  status?: 200 | 404
  /**
   * The upstreams of the page's critical data, each with the cache labels of its copies. With no copy to fall back
   * on (a cold cache, or data that is never cached: an empty list) a fault of one gives the branded 503 page.
   */
  critical: Partial<Record<Service, string[]>>
  /**
   * What the page leaves out, or says is missing, when an optional upstream fails and nothing of it is cached:
   * streamed sections that come back empty, texts that show, markup that is left out. Each is checked on the
   * healthy page too, so that it can fail.
   */
  drops?: Partial<Record<Service, { emptySections?: string[]; says?: string; lacks?: string }>>
}

const DEGRADED = 'Some of this page could not be loaded.'

const PAGES = {
  home: {
    path: '/en-us',
    critical: { content: ['content.page'] },
    drops: { catalogue: { emptySections: ['trending'] } },
  },
  listing: {
    path: '/en-us/c/men-1000',
    critical: { catalogue: ['catalogue.catalog', 'catalogue.productSearch'] },
  },
  product: {
    path: '/en-us/p/summit-merino-tee-KS100013',
    critical: { catalogue: ['catalogue.details'] },
    drops: {
      community: { emptySections: ['reviews', 'questions'] },
      wishlists: { emptySections: ['favorite'] },
      frontend: { emptySections: ['size-chart'] },
      content: { emptySections: ['product-content'] },
    },
  },
  search: { path: '/en-us/search?q=jacket', critical: { catalogue: ['catalogue.productSearch'] } },
  'search hub': { path: '/en-us/search-hub', critical: {}, drops: { catalogue: { says: DEGRADED } } },
  bag: {
    path: '/en-us/cart',
    critical: {},
    drops: {
      cart: { says: 'Your bag could not be loaded just now.' },
      wishlists: { says: 'Your saved items could not be loaded just now.' },
    },
  },
  'content page': {
    path: '/en-us/stories/trail-season',
    critical: { content: ['content.page'] },
    drops: {
      catalogue: { lacks: 'data-list="content:trail-shoes-grid"' },
      social: { lacks: 'data-island="photos"' },
    },
  },
  'store locator': {
    path: '/en-us/stores',
    critical: {},
    drops: { stores: { says: 'We can’t show stores right now.' } },
  },
  comparison: { path: '/en-us/compare', critical: {}, drops: { catalogue: { says: DEGRADED } } },
  favorites: { path: '/en-us/favorites', critical: {}, drops: { wishlists: { says: DEGRADED } } },
  'foot sizes': { path: '/en-us/foot-sizes', critical: { frontend: ['frontend.footSizes'] } },
  'sign-in': { path: '/en-us/account/sign-in', critical: {} },
  checkout: {
    path: '/en-us/checkout',
    critical: {},
    drops: { cart: { says: 'Your bag could not be loaded just now.' } },
  },
  'order confirmation': { path: '/en-us/order-confirmation', critical: {} },
  // A shopper's photo on its own page (decision 114): the photo is the page; its products' pictures and prices drop.
  photo: {
    path: '/en-us/photo/ph0001',
    critical: { social: ['social.photo'] },
    drops: { catalogue: { lacks: 'class="price"' } },
  },
  // Whether a slug is a page only the content service can say, and "no such page" is never cached.
  'not found': { path: '/en-us/no-such-page', status: 404, critical: { content: [] } },
} satisfies Record<string, PageCase>

/** A real turn of the event loop, so the worker's I/O (KV, D1, session objects) can progress between clock ticks. */
const turn = () => scheduler.wait(0)

/** How far the fake clock moves per step while a response is awaited. */
const STEP_MS = 25
/** Past every timer the worker sets (the 8 s upstream timeout and its background refreshes). */
const GIVE_UP_MS = 30_000

interface Loaded {
  status: number
  headers: Headers
  html: string
  /** Fake milliseconds until the response (and its first chunk) was there. */
  ttfb: number
}

/** Loads a page on the fake clock: the clock moves on only while the worker is waiting for it. */
async function load(clock: FakeClock, env: Bindings, path: string, cookie: string): Promise<Loaded> {
  const ctx = createExecutionContext()
  let elapsed = 0
  let response: Response | null = null
  let failure: unknown = null
  Promise.resolve(storefront.fetch(new Request(`http://localhost${path}`, { headers: { cookie } }), env, ctx))
    .then((answer) => {
      response = answer
    })
    .catch((error: unknown) => {
      failure = error
    })
  const tick = async () => {
    for (let i = 0; i < 4; i++) await turn()
    clock.advance(STEP_MS)
    elapsed += STEP_MS
    if (elapsed > GIVE_UP_MS) throw new Error(`${path} did not finish within ${GIVE_UP_MS} ms`)
  }
  while (response === null && failure === null) await tick()
  if (failure) throw failure
  const answer = response as unknown as Response
  const ttfb = elapsed
  const reader = (answer.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let html = ''
  let done = false
  const reading = (async () => {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      html += decoder.decode(chunk.value)
    done = true
  })()
  while (!done) await tick()
  await reading
  let background = false
  const waited = waitOnExecutionContext(ctx).then(() => {
    background = true
  })
  while (!background) await tick()
  await waited
  return { status: answer.status, headers: answer.headers, html, ttfb }
}

/** Ages every cached copy into its stale-while-revalidate window (after 5½ minutes: long and short policies both). */
async function ageCache(): Promise<void> {
  const { keys } = await bindings.UPSTREAM_CACHE.list()
  await Promise.all(
    keys.map(async ({ name }) => {
      const envelope = await bindings.UPSTREAM_CACHE.get<{ value: unknown; storedAt: number }>(name, 'json')
      if (envelope)
        await bindings.UPSTREAM_CACHE.put(
          name,
          JSON.stringify({ ...envelope, storedAt: Date.now() - 330_000 }),
        )
    }),
  )
  forgetHeldCopies()
}

/**
 * A shopper with a bag, a saved-for-later list, a comparison and favorites, so every personal part of every page
 * is asked for.
 */
async function shopper(env: Bindings, upstream: Upstream): Promise<string> {
  let cookie = sessionCookieOf(await request('/en-us/compare', { env }))
  const details = (await (
    await upstream.fetcher.fetch(
      'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=USD',
      {
        headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
      },
    )
  ).json()) as { variants: { sku: string; colourCode: string; stock: number }[] }
  // The first variant in stock is in the colour the product page shows first, so its favorite state shows there.
  const variant = details.variants.find((entry) => entry.stock > 2)
  if (!variant) throw new Error('KS100013 has no variant in stock')
  const other = details.variants.find((entry) => entry.stock > 2 && entry.sku !== variant.sku)
  if (!other) throw new Error('KS100013 has one variant in stock')
  const post = async (path: string, body: unknown) => {
    const response = await request(path, { env, ...jsonPost(body, cookie) })
    expect(response.status, path).toBe(200)
    cookie = sessionCookieOf(response, cookie)
    return response.json()
  }
  await post('/api/cart/items', { productId: other.sku, qty: 1 })
  const { cart } = (await post('/api/cart/items', { productId: variant.sku, qty: 1 })) as {
    cart: { items: { id: string; productId: string }[] }
  }
  const saved = cart.items.find((line) => line.productId === other.sku)
  await post('/api/saved-for-later', { itemId: saved?.id })
  await post('/api/compare', { styleCode: 'KS100013' })
  await post('/api/favorites', { styleCode: 'KS100013', colour: variant.colourCode })
  return cookie
}

/** The markup a page shows with every upstream well, for each part a fault may take away (so the checks can fail). */
function expectHealthy(page: PageCase, html: string) {
  for (const drop of Object.values(page.drops ?? {})) {
    for (const section of drop.emptySections ?? [])
      expect(streamedSection(html, section), section).not.toBe('')
    if (drop.says) expect(html).not.toContain(drop.says)
    if (drop.lacks) expect(html).toContain(drop.lacks)
  }
}

/** The 503 page: branded, with a way to try again and `Retry-After`, never a stack trace. */
function expectUnavailable(loaded: Loaded, label: string) {
  expect(loaded.status, label).toBe(503)
  expect(loaded.headers.get('retry-after'), label).toBe('30')
  expect(loaded.html, label).toContain('We’re having trouble loading this page')
  expect(loaded.html, label).not.toMatch(/at \w+ \(|\.ts:\d+/)
}

/** Past the section limit only by the clock's step. */
const WITHIN_DEFERRED_LIMIT = SECTION_TIMEOUT_MS + STEP_MS
/** A slow critical upstream is given up at its 8 s timeout; the 503 page then waits at most 1 s for its chrome. */
const WITHIN_UPSTREAM_TIMEOUT = 8000 + 1000 + 2 * STEP_MS

/** The page types a fault-matrix file covers (the matrix is split over three files, so both test workers run it). */
export type FaultMatrixPage = keyof typeof PAGES

/** The fault matrix over the given page types. */
export function describeFaultMatrix(names: readonly FaultMatrixPage[]): void {
  describe('the fault matrix', () => {
    const { upstream, env } = createTestShop()
    let cookie = ''
    let clock: FakeClock | null = null

    beforeAll(async () => {
      await clearUpstreamCache()
      clearFaults()
      cookie = await shopper(env, upstream)
    })
    afterEach(() => {
      clearFaults()
      clock?.restore()
      clock = null
    })
    afterAll(() => {
      clearFaults()
    })

    /** One page under one fault, on the fake clock. */
    async function underFault(path: string, service: Service, fault: Fault): Promise<Loaded> {
      setFaults([FAULTS[fault](service)])
      const fake = startFakeClock()
      clock = fake
      try {
        return await load(fake, env, path, cookie)
      } finally {
        fake.restore()
        clock = null
        clearFaults()
      }
    }

    /** The upstreams a page asks when nothing is cached: a fault of any other cannot reach it. */
    async function servicesOf(path: string): Promise<Service[]> {
      await clearUpstreamCache()
      setFaults(SERVICES.map((service) => ({ service, kind: 'latency' as const, ms: 0 })))
      const healthy = await request(path, { env, headers: { cookie } })
      await healthy.text()
      const hits = listFaults()
      clearFaults()
      return SERVICES.filter((service) => hits.some((rule) => rule.service === service && rule.hits > 0))
    }

    for (const name of names) {
      const page: PageCase = PAGES[name]
      it(`${name}: every upstream down, slow or garbled, with stale copies and with none, never a 500`, async () => {
        const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
        const expected = page.status ?? 200
        const healthy = await request(page.path, { env, headers: { cookie } })
        expect(healthy.status).toBe(expected)
        expectHealthy(page, await healthy.text())
        const used = await servicesOf(page.path)
        // Every upstream the table names for the page is one it asks.
        for (const service of [...Object.keys(page.critical), ...Object.keys(page.drops ?? {})])
          expect(used, name).toContain(service)

        for (const service of used) {
          const critical = page.critical[service]
          for (const fault of Object.keys(FAULTS) as Fault[]) {
            // With stale copies (a busy site): critical data is served stale, at once.
            await request(page.path, { env, headers: { cookie } }).then((warm) => warm.text())
            await ageCache()
            let label = `${name} with ${service} ${fault}, stale copies`
            const stale = await underFault(page.path, service, fault)
            expect(stale.html.endsWith('</body></html>'), label).toBe(true)
            if (critical && critical.length === 0) expectUnavailable(stale, label)
            else {
              expect(stale.status, label).toBe(expected)
              expect(stale.ttfb, label).toBeLessThanOrEqual(WITHIN_DEFERRED_LIMIT)
              const cacheStatus = stale.headers.get('cache-status') ?? ''
              for (const copy of critical ?? [])
                expect(cacheStatus, `${label}: ${copy}`).toMatch(
                  new RegExp(`hit;fwd=stale[^,]*;detail="${copy.replace('.', '\\.')}"`),
                )
            }

            // With no copy (a cold cache): critical data gives the 503 page; optional parts drop.
            await clearUpstreamCache()
            label = `${name} with ${service} ${fault}, cold cache`
            const cold = await underFault(page.path, service, fault)
            expect(cold.html.endsWith('</body></html>'), label).toBe(true)
            if (critical) {
              expectUnavailable(cold, label)
              expect(cold.ttfb, label).toBeLessThanOrEqual(
                fault === 'slow' ? WITHIN_UPSTREAM_TIMEOUT : WITHIN_DEFERRED_LIMIT,
              )
              continue
            }
            expect(cold.status, label).toBe(expected)
            expect(cold.ttfb, label).toBeLessThanOrEqual(WITHIN_DEFERRED_LIMIT)
            const drop = page.drops?.[service]
            for (const section of drop?.emptySections ?? [])
              expect(streamedSection(cold.html, section), `${label}: ${section}`).toBe('')
            if (drop?.says) expect(cold.html, label).toContain(drop.says)
            if (drop?.lacks) expect(cold.html, label).not.toContain(drop.lacks)
          }
        }
        warn.mockRestore()
      }, 120_000)
    }
  })
}
