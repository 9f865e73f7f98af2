/**
 * The worker's time limits, reached on a fake clock: an upstream call is cut at the upstream timeout (8 s, see
 * worker/upstream/http.ts) and a deferred section is dropped at its limit (3 s, see worker/render/stream.ts),
 * while the slow upstream would have taken a minute.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import storefront from '../../worker'
import { TEST_PROVIDER } from '../fixtures/payment-provider'
import {
  clearUpstreamCache,
  createTestShop,
  type FakeClock,
  islandProps,
  request,
  startFakeClock,
} from './harness'
import { readyToPay } from './placement-helpers'
import { seedSession } from './sessions'

const UPSTREAM_TIMEOUT_MS = 8000
const SECTION_TIME_LIMIT_MS = 3000
const A_MINUTE = 60_000
const SEARCH = '/api/products/v2/search'

let clock: FakeClock | null = null

beforeEach(clearUpstreamCache)
afterEach(() => {
  clock?.restore()
  clock = null
})

/** The JSON log lines written with console.warn so far. */
const warningsOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>)

describe('the upstream timeout', () => {
  it('cuts a cart call that is slower than the upstream timeout, and answers without waiting for it', async () => {
    // An upstream that fails is logged as a warning (the shopper gets a 502); only the worker's own bugs are errors.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    const cookie = await seedSession({ carts: { 'KST-US': 'slow1' } })
    upstream.delay('/api/cart/v1/cart/', A_MINUTE)
    const called = upstream.nextCall('/api/cart/v1/cart/')

    clock = startFakeClock()
    const answer = request('/api/cart', { env, headers: { cookie, 'x-storefront-locale': 'en-us' } })
    const call = await called
    clock.advance(UPSTREAM_TIMEOUT_MS - 1)
    expect(call.signal.aborted).toBe(false)
    expect(upstream.cancelled).toEqual([])

    clock.advance(1)
    const response = await answer
    expect(call.signal.aborted).toBe(true)
    expect((call.signal.reason as Error).name).toBe('TimeoutError')
    expect(upstream.cancelled).toEqual([call])
    // The minute-long delay ended with the call: nothing is left on the clock.
    expect(vi.getTimerCount()).toBe(0)

    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'GEN500' }] })
    const logged = warn.mock.calls.map((args) => String(args[0])).join('\n')
    expect(logged).toContain('"errorId":"TIMEOUT"')
    expect(logged).toContain('"operation":"getCart"')
  })
})

describe('a deferred section that passes its time limit', () => {
  it('is swapped for nothing, the page completes at the limit, and a warning is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop()
    upstream.delay(SEARCH, A_MINUTE)
    const searched = upstream.nextCall(SEARCH)

    clock = startFakeClock()
    const ctx = createExecutionContext()
    const response = await storefront.fetch(new Request('http://localhost/en-us'), env, ctx)
    expect(response.status).toBe(200)
    const reader = (response.body as ReadableStream<Uint8Array>).getReader()
    const decoder = new TextDecoder()
    const first = decoder.decode((await reader.read()).value)
    expect(first).toContain('id="sf-deferred-trending"')
    await searched

    clock.advance(SECTION_TIME_LIMIT_MS - 1)
    expect(warningsOf(warn).filter((line) => line.message === 'deferred section timed out')).toEqual([])
    clock.advance(1)
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += decoder.decode(chunk.value)
    expect(rest).toMatch(
      /^<div class="deferred-chunk" data-sf-for="trending"><\/div><script nonce="[^"]+">__sfSwap\("trending"\)<\/script>/,
    )
    expect(rest).not.toContain('product-card')
    expect(rest.endsWith('</body></html>')).toBe(true)
    expect(warningsOf(warn)).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'deferred section timed out',
        section: 'trending',
        timeoutMs: SECTION_TIME_LIMIT_MS,
        path: '/en-us',
      }),
    )

    // The search itself is still waiting until the upstream timeout ends it.
    expect(upstream.cancelled).toEqual([])
    clock.advance(UPSTREAM_TIMEOUT_MS - SECTION_TIME_LIMIT_MS)
    expect(upstream.cancelled.map((call) => new URL(call.url).pathname)).toContain(`${SEARCH}/productSearch`)
    clock.restore()
    clock = null
    await waitOnExecutionContext(ctx)
    warn.mockRestore()
  })
})

describe('an optional call that passes its time limit', () => {
  it('leaves the card fields out of the review at the limit, not at the upstream timeout', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { upstream, env } = createTestShop({ PAYMENT_PROVIDER_ORIGIN: TEST_PROVIDER.origin })
    const cookie = await readyToPay(env, upstream)
    upstream.delay('/api/cart/v1/paymentSession', A_MINUTE)
    const asked = upstream.nextCall('/api/cart/v1/paymentSession')

    clock = startFakeClock()
    const answer = request('/en-us/checkout/summary', { env, headers: { cookie } })
    await asked
    clock.advance(SECTION_TIME_LIMIT_MS)
    const page = await answer
    expect(page.status).toBe(200)
    const props = islandProps(await page.text(), 'checkout') as {
      paymentFrames: unknown
      paymentMethods: string[]
    }
    expect(props.paymentFrames).toEqual({ card: null, giftcard: null })
    expect(props.paymentMethods).toContain('PAY_LATER')
    vi.restoreAllMocks()
  })
})
