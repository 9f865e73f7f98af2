import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { FaultRule } from '../../mock-api/faults'
import { clearFaults, createFaultClient, FaultRuleError, listFaults, setFaults } from '../../mock-api/faults'
import { replayState } from '../../mock-api/replay'
import type { Upstream } from './harness'
import {
  bindings,
  callMockApi as call,
  clearUpstreamCache,
  createTestEnv,
  createTestShop,
  createUpstream,
  request,
} from './harness'

/** An upstream that failed is logged as a warning (the worker's own bugs are errors); the calls, for assertions. */
function upstreamWarnings(): unknown[][] {
  const spy = vi.spyOn(console, 'warn').mockImplementation(() => {})
  onTestFinished(() => spy.mockRestore())
  return spy.mock.calls
}

beforeEach(clearUpstreamCache)
afterEach(clearFaults)

const DETAILS = '/api/products/v2/products/KS100013/details?currency=USD'

async function newCart(upstream: Upstream) {
  const created = await call(upstream, '/api/cart/v1/cart', { method: 'POST', body: '{}' })
  return ((await created.json()) as { basketId: string }).basketId
}

async function inStockSku(upstream: Upstream) {
  const details = (await (await call(upstream, DETAILS)).json()) as {
    variants: { sku: string; stock: number }[]
  }
  const sku = details.variants.find((variant) => variant.stock > 0)?.sku
  if (!sku) throw new Error('KS100013 has no variant in stock')
  return sku
}

/** The lines a cart was given (not the gift with purchase, which a read adds by itself). */
const cartLines = async (upstream: Upstream, basketId: string) =>
  (
    (await (await call(upstream, `/api/cart/v1/cart/${basketId}`)).json()) as {
      items: { productId: string; bonus: boolean }[]
    }
  ).items.filter((item) => !item.bonus)

const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.com`

const newsletterPost = (email: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-storefront-locale': 'en-us' },
  body: JSON.stringify({ email, policy: true, path: '/en-us/stories/trail-season' }),
})

describe('upstream faults: latency', () => {
  it('delays the matching service by the rule’s time and leaves other services alone', async () => {
    const upstream = createUpstream()
    setFaults([{ service: 'catalogue', path: '/products/v2/products/*/details', kind: 'latency', ms: 300 }])
    const started = Date.now()
    const slow = await call(upstream, DETAILS)
    expect(slow.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(300)

    // Reviews share the /api/products prefix but are the community service; inventory is another catalogue path.
    expect((await call(upstream, '/api/products/v1/products/KS100013/reviews')).status).toBe(200)
    expect((await call(upstream, '/api/products/v2/products/KS100013/inventory')).status).toBe(200)
    expect(listFaults()).toEqual([expect.objectContaining({ kind: 'latency', hits: 1 })])
  })

  it('ends the delay when the caller aborts, and then does nothing the request asked for', async () => {
    const upstream = createUpstream()
    const basketId = await newCart(upstream)
    const sku = await inStockSku(upstream)
    setFaults([{ service: 'cart', path: '/cart/v1/item', kind: 'latency', ms: 60_000 }])

    const caller = new AbortController()
    const started = Date.now()
    const adding = call(upstream, '/api/cart/v1/item', {
      method: 'POST',
      body: JSON.stringify({ cartId: basketId, productId: sku, qty: 1 }),
      signal: caller.signal,
    })
    // The rule has taken the request once it counts a hit; only then is the delay running.
    await expect.poll(() => listFaults()[0]?.hits).toBe(1)
    caller.abort()
    await expect(adding).rejects.toMatchObject({ name: 'AbortError' })
    // Far sooner than the minute the rule asked for (the test's own timeout is 20 s).
    expect(Date.now() - started).toBeLessThan(15_000)

    clearFaults()
    expect(await cartLines(upstream, basketId)).toEqual([])
  })
})

describe('upstream faults: server errors', () => {
  it('answers a 5xx in the upstream error shape, with the caller’s correlation id', async () => {
    const upstream = createUpstream()
    setFaults({ service: 'content', kind: 'error', status: 503 })
    const response = await call(upstream, '/content/live/caas/v1/canvas/menu/KST-US?locale=en-us', {
      headers: { 'x-correlation-id': 'corr-123' },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      errorDetails: [{ errorId: 'GEN500', message: expect.stringContaining('content') }],
      appId: 'mock-api',
      correlationId: 'corr-123',
    })

    setFaults({
      service: 'content',
      kind: 'error',
      status: 500,
      errorId: 'CMS500',
      message: 'Editor on fire',
    })
    const named = await call(upstream, '/content/live/caas/v1/canvas/menu/KST-US?locale=en-us')
    expect(named.status).toBe(500)
    expect(await named.json()).toMatchObject({
      errorDetails: [{ errorId: 'CMS500', message: 'Editor on fire' }],
    })
  })

  it('reaches the storefront as an upstream failure', async () => {
    const calls = upstreamWarnings()
    const env = createTestShop().env
    setFaults({ service: 'catalogue', path: '/products/v2/search/autoSuggest', kind: 'error' })
    const response = await request('/api/search/suggest?q=boot', {
      env,
      headers: { 'x-storefront-locale': 'en-us' },
    })
    expect(response.status).toBe(502)
    expect(calls.flat().join(' ')).toContain('"errorId":"GEN500"')
  })

  it('stands aside after the number of requests a rule names', async () => {
    const upstream = createUpstream()
    setFaults({ service: 'catalogue', kind: 'error', times: 2 })
    const statuses = []
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await call(upstream, DETAILS)).status)
    expect(statuses).toEqual([503, 503, 200])
    expect(listFaults()).toEqual([expect.objectContaining({ hits: 2, times: 2 })])
  })
})

describe('upstream faults: answers that break the contract', () => {
  it('answers valid JSON of the wrong shape, or the body a rule gives', async () => {
    const upstream = createUpstream()
    setFaults({ service: 'catalogue', kind: 'wrong-shape' })
    const wrong = await call(upstream, DETAILS)
    expect(wrong.status).toBe(200)
    expect(Array.isArray(await wrong.json())).toBe(true)

    setFaults({ service: 'catalogue', kind: 'wrong-shape', body: { styleCode: 42 } })
    expect(await (await call(upstream, DETAILS)).json()).toEqual({ styleCode: 42 })
  })

  it('answers a page that is not JSON', async () => {
    const upstream = createUpstream()
    setFaults({ service: 'frontend', kind: 'not-json' })
    const response = await call(upstream, '/fapi/components/foot-sizes')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    await expect(response.clone().json()).rejects.toThrow()
    expect(await response.text()).toContain('<!doctype html>')
  })

  it('reaches the storefront as a bad shape or a bad body', async () => {
    const calls = upstreamWarnings()
    const env = createTestShop().env
    const suggest = () =>
      request('/api/search/suggest?q=boot', { env, headers: { 'x-storefront-locale': 'en-us' } })

    setFaults({ service: 'catalogue', kind: 'wrong-shape' })
    expect((await suggest()).status).toBe(502)
    expect(calls.flat().join(' ')).toContain('"errorId":"BAD_SHAPE"')

    setFaults({ service: 'catalogue', kind: 'not-json' })
    expect((await suggest()).status).toBe(502)
    expect(calls.flat().join(' ')).toContain('"errorId":"BAD_BODY"')
  })
})

describe('upstream faults: commit, then drop the answer', () => {
  it('writes the change and then fails the caller’s fetch', async () => {
    const upstream = createUpstream()
    const basketId = await newCart(upstream)
    const sku = await inStockSku(upstream)
    setFaults({ service: 'cart', path: '/cart/v1/item', method: 'POST', kind: 'commit-then-drop' })
    await expect(
      call(upstream, '/api/cart/v1/item', {
        method: 'POST',
        body: JSON.stringify({ cartId: basketId, productId: sku, qty: 1 }),
      }),
    ).rejects.toMatchObject({ name: 'DroppedConnectionError' })

    // The read is a GET: the rule named POST, so it answers, with the line the dropped call added.
    expect(await cartLines(upstream, basketId)).toEqual([expect.objectContaining({ productId: sku })])
  })

  it('leaves the sign-up done though the storefront could not tell the shopper', async () => {
    const calls = upstreamWarnings()
    const env = createTestShop().env
    const email = unique('drop')
    setFaults({
      service: 'consumers',
      path: '/consumers-v3/consumer/subscription',
      kind: 'commit-then-drop',
      times: 1,
    })
    const dropped = await request('/api/newsletter', { env, ...newsletterPost(email) })
    expect(dropped.status).toBe(502)
    expect(calls.flat().join(' ')).toContain('"errorId":"NETWORK"')

    // The sign-up was kept: the address is on the list, and the shopper's retry is answered as done.
    const stored = await bindings.DB.prepare(
      'SELECT COUNT(*) AS count FROM newsletter_subscriptions WHERE email = ?',
    )
      .bind(email)
      .first<{ count: number }>()
    expect(stored?.count).toBe(1)
    const again = await request('/api/newsletter', { env, ...newsletterPost(email) })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ subscribed: true })
  })
})

describe('upstream fault rules', () => {
  it('match a path as the storefront’s client writes it or as the mock API serves it', async () => {
    const upstream = createUpstream()
    setFaults([
      { service: 'content', path: '/*/caas/v1/canvas/footer/*', kind: 'error', status: 502 },
      { service: 'catalogue', path: '/api/products/v2/catalog', kind: 'error', status: 504 },
    ])
    expect((await call(upstream, '/content/live/caas/v1/canvas/footer/KST-US')).status).toBe(502)
    expect((await call(upstream, '/content/live/caas/v1/canvas/menu/KST-US')).status).toBe(200)
    expect((await call(upstream, '/api/products/v2/catalog')).status).toBe(504)
  })

  it('refuse a rule that does not validate, naming the problem, and keep the rules in force', () => {
    setFaults({ service: 'stores', kind: 'not-json' })
    const bad = [
      { service: 'catalog', kind: 'latency', ms: 10 },
      { service: 'cart', kind: 'latency', ms: -1 },
      { service: 'cart', kind: 'error', status: 404 },
      { service: 'cart', kind: 'error', path: 'no-slash' },
      { service: 'cart', kind: 'explode' },
    ] as unknown as FaultRule[]
    for (const rule of bad) expect(() => setFaults(rule)).toThrow(FaultRuleError)
    expect(() => setFaults(bad)).toThrow(/rules\.0\.service.*rules\.1\.ms.*rules\.2\.status/)
    expect(listFaults()).toEqual([{ service: 'stores', kind: 'not-json', hits: 0 }])
  })
})

describe('/__dev/upstream-faults', () => {
  it('sets, adds to, lists and clears the mock API’s rules in development', async () => {
    const { upstream, env } = createTestShop({ ENVIRONMENT: 'development' })
    const faults = createFaultClient({ fetch: (path, init) => request(path, { ...init, env }) })

    expect(await faults.set({ service: 'catalogue', path: '/products/*', kind: 'latency', ms: 50 })).toEqual([
      { service: 'catalogue', path: '/products/*', kind: 'latency', ms: 50, hits: 0 },
    ])
    expect(await faults.add([{ service: 'stores', kind: 'error', status: 503 }])).toHaveLength(2)
    await call(upstream, DETAILS)
    expect(await faults.list()).toEqual([
      expect.objectContaining({ service: 'catalogue', hits: 1 }),
      expect.objectContaining({ service: 'stores', hits: 0 }),
    ])
    expect(listFaults()).toHaveLength(2)
    await faults.clear()
    expect(listFaults()).toEqual([])

    const listed = await request('/__dev/upstream-faults', { env })
    expect(listed.headers.get('cache-control')).toBe('private, no-store')
    expect(listed.headers.get('content-type')).toMatch(/^application\/json/)
  })

  it('answers a bad rule with a 400 that says what is wrong', async () => {
    const env = createTestShop().env
    const put = (body: string) => request('/__dev/upstream-faults', { env, method: 'PUT', body })
    const wrong = await put(JSON.stringify({ service: 'cart', kind: 'latency' }))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      errorDetails: [{ errorId: 'API400', message: expect.stringContaining('ms') }],
    })
    const garbled = await put('{"service":')
    expect(garbled.status).toBe(400)
    const huge = await put(JSON.stringify({ service: 'cart', kind: 'wrong-shape', body: 'x'.repeat(70_000) }))
    expect(huge.status).toBe(413)
    expect(listFaults()).toEqual([])
  })

  it('does not exist in production, or where no mock API is bound, nor does the replay switchboard', async () => {
    const upstream = createUpstream()
    // Without the mock API the storefront calls its upstream hosts with the global fetch: the 404 page's menu and
    // footer then come from this stand-in, which has nothing to give.
    const hosts = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ errorDetails: [{ errorId: 'GEN500' }] }, { status: 503 }),
      )
    for (const env of [
      createTestEnv(upstream, { ENVIRONMENT: 'production', MOCK_API: undefined }),
      createTestEnv(upstream, { ENVIRONMENT: 'development', MOCK_API: undefined }),
    ]) {
      for (const path of ['/__dev/upstream-faults', '/__dev/upstream-replay']) {
        for (const method of ['GET', 'PUT', 'DELETE']) {
          const body = method === 'PUT' ? JSON.stringify({ service: 'cart', kind: 'not-json' }) : undefined
          const response = await request(path, { env, method, body })
          expect(response.status).toBe(404)
          expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'API404' }] })
        }
      }
    }
    hosts.mockRestore()
    expect(upstream.calls).toEqual([])
    const hostsAsked = hosts.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input))
    expect(hostsAsked).not.toContainEqual(expect.stringContaining('__faults'))
    expect(hostsAsked).not.toContainEqual(expect.stringContaining('__replay'))
    expect(listFaults()).toEqual([])
    expect(replayState().on).toBe(false)
  })
})
