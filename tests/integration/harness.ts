/**
 * Test wiring: the storefront worker with the mock API bound as `MOCK_API`, both inside workerd with their own
 * KV and D1 from the test pool. `upstream.fail(...)`, `upstream.delay(...)`, `upstream.hold(...)` and
 * `upstream.garbage(...)` make the mock API misbehave for a path prefix, to test the cache's stale paths and the
 * page's deferred sections. A delayed or held call ends like a cancelled fetch as soon as the request's signal
 * aborts, so the worker's timeouts are exercised for real; `startFakeClock()` lets a test reach them without
 * waiting.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { vi } from 'vitest'
import mockApi from '../../mock-api'
import type { MockEnv } from '../../mock-api/env'
import { reconcileOrder } from '../../mock-api/orders/placement'
import storefront from '../../worker'
import { forgetIsolateCopies } from '../../worker/cache/isolate-copies'
import type { Bindings } from '../../worker/env'
import { createPaymentProvider, TEST_PROVIDER, type TestPaymentProvider } from '../fixtures/payment-provider'
import { RATE_LIMITS, type RateLimitName } from '../fixtures/rate-limits'

export const TEST_SECRETS = {
  UPSTREAM_ACCESS_KEY: 'test-access-key',
  SERVER_TRUST_ID: 'test-trust-id',
  SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
  PREVIEW_SECRET: 'test-preview-secret-0123456789abcdef0123',
}

interface Misbehaviour {
  prefix: string
  kind: 'fail' | 'delay' | 'garbage' | 'hold' | 'offContract'
  ms?: number
  gate?: Promise<void>
}

/** A held path: its calls wait until `release()` (or until their request is cancelled). */
export interface Hold {
  release(): void
}

export interface Upstream {
  /** The mock API as the storefront's `MOCK_API` binding reaches it. */
  fetcher: Fetcher
  /** Requests the mock API received, in order. */
  calls: Request[]
  /** Requests whose delay or hold was ended by their own signal (a timeout or a cancelled fetch), in order. */
  cancelled: Request[]
  fail(prefix: string): void
  /** Answers after `ms`, unless the request is cancelled first. */
  delay(prefix: string, ms: number): void
  /** Answers only once the test releases the hold, unless the request is cancelled first. */
  hold(prefix: string): Hold
  garbage(prefix: string): void
  /** Answers 200 with JSON of another shape than the contract's (`{ "unexpected": true }`). */
  offContract(prefix: string): void
  /** Resolves with the next request whose path starts with `prefix`, as it arrives (before it is answered). */
  nextCall(prefix: string): Promise<Request>
  heal(): void
  /** The payment provider the mock API pays through (its own merchant account, so balances are this test's). */
  payments: TestPaymentProvider
  /** Waits until everything the mock API was asked has finished, callers that gave up included. */
  settled(): Promise<void>
  /** What the mock API asked the orders' reconcilers, in order. */
  reconciliation: ReconciliationMessage[]
  /** Settles an order as its reconciler's alarm does; `retried` when it would look again later. */
  reconcile(orderNumber: string): Promise<{ retried: boolean }>
  /** The mock API's bindings. */
  mockEnv: MockEnv
}

const testEnv = env as unknown as {
  UPSTREAM_CACHE: KVNamespace
  DB: D1Database
  SESSIONS: Bindings['SESSIONS']
  PURGE_LEDGER: Bindings['PURGE_LEDGER']
  CUSTOMER_SESSIONS: Bindings['CUSTOMER_SESSIONS']
  ASSOCIATE_SESSIONS: Bindings['ASSOCIATE_SESSIONS']
  PENDING_EXPERIMENT_EVENTS: NonNullable<Bindings['PENDING_EXPERIMENT_EVENTS']>
  CODE_TRIES_SESSION_LIMIT: RateLimit
  CODE_TRIES_ADDRESS_LIMIT: RateLimit
  SIGN_IN_ACCOUNT_LIMIT: RateLimit
  SIGN_IN_ADDRESS_LIMIT: RateLimit
  SIGN_UP_ADDRESS_LIMIT: RateLimit
  PASSWORD_RESET_ACCOUNT_LIMIT: RateLimit
  PASSWORD_RESET_ADDRESS_LIMIT: RateLimit
  ASSOCIATE_PIN_LIMIT: RateLimit
  ASSOCIATE_ADDRESS_LIMIT: RateLimit
  SUPPORT_CASE_ADDRESS_LIMIT: RateLimit
  ORDER_LOOKUP_ADDRESS_LIMIT: RateLimit
  LOOKUP_ADDRESS_LIMIT: RateLimit
  LOOKUP_EMAIL_LIMIT: RateLimit
  NEWSLETTER_ADDRESS_LIMIT: RateLimit
  PHOTO_SHARE_ADDRESS_LIMIT: RateLimit
}

/**
 * Waits for `until` (a timer or a gate) the way a fetch waits for its answer: when the signal aborts first, the
 * wait ends at once and rejects with the signal's reason, as `fetch` does.
 */
function waitUnlessCancelled(until: Promise<void>, signal: AbortSignal, onCancel: () => void): Promise<void> {
  if (signal.aborted) {
    onCancel()
    return Promise.reject(signal.reason)
  }
  return new Promise<void>((resolve, reject) => {
    const abort = () => {
      onCancel()
      reject(signal.reason)
    }
    signal.addEventListener('abort', abort, { once: true })
    until.then(() => {
      signal.removeEventListener('abort', abort)
      resolve()
    })
  })
}

/** A timer that is cleared when the signal aborts, so a cancelled delay leaves nothing behind. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve()
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true })
  })
}

export function createUpstream(): Upstream {
  const rules: Misbehaviour[] = []
  const calls: Request[] = []
  const cancelled: Request[] = []
  const waiters: { prefix: string; resolve: (request: Request) => void }[] = []
  const background: Promise<unknown>[] = []
  const reconciliation: ReconciliationMessage[] = []
  const mockEnv: Record<string, unknown> = {
    DB: testEnv.DB,
    EXPECTED_ACCESS_KEY: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
    PROVIDER_API_KEY: TEST_PROVIDER.apiKey,
    WEBHOOK_HMAC_KEY: TEST_PROVIDER.hmacKey,
    MERCHANT_ACCOUNT: `Merchant${crypto.randomUUID().slice(0, 8)}`,
    // The orders' reconcilers keep what they are asked; tests settle orders (`reconcile`) when they choose.
    ORDER_RECONCILER: {
      idFromName: (name: string) => name,
      get: () => ({
        async schedule(orderNumber: string, delaySeconds: number) {
          reconciliation.push({ orderNumber, delaySeconds })
        },
      }),
    },
  }
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      calls.push(request.clone())
      const path = new URL(request.url).pathname
      for (const waiter of waiters.filter((entry) => path.startsWith(entry.prefix))) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(request)
      }
      const rule = rules.find((entry) => path.startsWith(entry.prefix))
      if (rule?.kind === 'fail') {
        return Response.json(
          { errorDetails: [{ errorId: 'GEN500', message: 'down' }], appId: 'mock-api', correlationId: 'x' },
          { status: 503 },
        )
      }
      if (rule?.kind === 'garbage') return new Response('<html>oops</html>', { status: 200 })
      if (rule?.kind === 'offContract') return Response.json({ unexpected: true })
      const onCancel = () => cancelled.push(request)
      if (rule?.kind === 'delay') {
        await waitUnlessCancelled(sleep(rule.ms ?? 0, request.signal), request.signal, onCancel)
      }
      if (rule?.kind === 'hold') {
        await waitUnlessCancelled(rule.gate ?? Promise.resolve(), request.signal, onCancel)
      }
      // The mock API works on when its caller gives up, as a real service does: the call's promise ends with the
      // caller's signal, as a fetch's does, while what the mock does goes on (`settled()` waits for it).
      const ctx = createExecutionContext()
      const work = mockApi.fetch(request, mockEnv as never, ctx).finally(() => waitOnExecutionContext(ctx))
      background.push(work.catch(() => undefined))
      return untilCancelled(work, request.signal)
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher
  const payments = createPaymentProvider({
    commerce: fetcher,
    env: { COMMERCE_ACCESS_KEY: TEST_SECRETS.UPSTREAM_ACCESS_KEY },
  })
  mockEnv.PAYMENTS = payments.fetcher
  return {
    fetcher,
    payments,
    calls,
    cancelled,
    fail: (prefix) => rules.unshift({ prefix, kind: 'fail' }),
    delay: (prefix, ms) => rules.unshift({ prefix, kind: 'delay', ms }),
    hold: (prefix) => {
      let release = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      rules.unshift({ prefix, kind: 'hold', gate })
      return { release }
    },
    garbage: (prefix) => rules.unshift({ prefix, kind: 'garbage' }),
    offContract: (prefix) => rules.unshift({ prefix, kind: 'offContract' }),
    nextCall: (prefix) => new Promise<Request>((resolve) => waiters.push({ prefix, resolve })),
    heal: () => {
      rules.length = 0
    },
    settled: async () => {
      while (background.length > 0) await Promise.all(background.splice(0))
    },
    reconciliation,
    reconcile: async (orderNumber) => {
      const outcome = await reconcileOrder(mockEnv as unknown as MockEnv, orderNumber)
      return { retried: outcome.retryAfterSeconds !== undefined }
    },
    mockEnv: mockEnv as unknown as MockEnv,
  }
}

/** What the mock API asked an order's reconciler: to look at the order after `delaySeconds`. */
export interface ReconciliationMessage {
  orderNumber: string
  delaySeconds: number
}

/** The promise, or the signal's reason once it aborts first, as a fetch ends when its signal does. */
function untilCancelled<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

/** The worker's clock, under the test's control: see `startFakeClock`. */
export interface FakeClock {
  /** Moves the clock on, firing every timer (and timeout signal) that falls due. */
  advance(ms: number): void
  /** Back to real time; timers still pending on the fake clock never fire. */
  restore(): void
}

/**
 * Puts `setTimeout`, `clearTimeout` and `AbortSignal.timeout` on Vitest's fake clock, so a test reaches the
 * worker's time limits (the upstream timeout, a deferred section's limit) without waiting for them. `Date` keeps
 * real time, so cache freshness is unaffected, unless `date` asks for it to be faked too: then the worker's own
 * measures of time (how long an answer took, how long a page waited) count only the time the test moves the clock
 * on, however slowly the machine runs. workerd's `AbortSignal.timeout` is native and Vitest's fake timers do not
 * reach it, so it is rebuilt here on the faked `setTimeout`, aborting with the same `TimeoutError`.
 */
export function startFakeClock(options: { date?: boolean } = {}): FakeClock {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', ...(options.date ? (['Date'] as const) : [])] })
  const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController()
    setTimeout(
      () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
      ms,
    )
    return controller.signal
  })
  return {
    advance: (ms) => {
      vi.advanceTimersByTime(ms)
    },
    restore: () => {
      timeout.mockRestore()
      vi.useRealTimers()
    },
  }
}

/**
 * Waits for `work` while moving the fake clock on a millisecond at a time, each step after the worker has had a
 * real moment to run: whatever the worker waits for on the clock comes due only when it is already waiting, never
 * because the machine was slow. The milliseconds moved on, and the work's outcome.
 */
export async function settleOnFakeClock<T>(
  clock: FakeClock,
  work: Promise<T>,
): Promise<{ value: T; movedMs: number }> {
  let settled = false
  const done = work.finally(() => {
    settled = true
  })
  let movedMs = 0
  while (!settled) {
    await scheduler.wait(2)
    if (settled) break
    clock.advance(1)
    movedMs += 1
  }
  return { value: await done, movedMs }
}

/**
 * The storefront's bindings for a test, with `upstream` as the mock API and rate limits of its own
 * (`ownRateWindows`). Session objects read their own bindings
 * (the test pool's, as in production they read the worker's) to reach the token service, so those are pointed at
 * the same upstream.
 */
export function createTestEnv(upstream: { fetcher: Fetcher }, overrides: Partial<Bindings> = {}): Bindings {
  const bindings: Bindings = {
    UPSTREAM_CACHE: testEnv.UPSTREAM_CACHE,
    SESSIONS: testEnv.SESSIONS,
    PURGE_LEDGER: testEnv.PURGE_LEDGER,
    CUSTOMER_SESSIONS: testEnv.CUSTOMER_SESSIONS,
    ASSOCIATE_SESSIONS: testEnv.ASSOCIATE_SESSIONS,
    PENDING_EXPERIMENT_EVENTS: ownPendingEventStore(),
    // Each test's storefront counts its own tries, with production's limits: the test files share one runtime,
    // and the pool's bindings would count every file's sign-ins to the demo accounts together.
    ...ownRateWindows(),
    MOCK_API: upstream.fetcher,
    ENVIRONMENT: 'test',
    CONTENT_API_URL: 'https://mock-api.internal/content',
    COMMERCE_API_URL: 'https://mock-api.internal/api',
    FRONTEND_API_URL: 'https://mock-api.internal/fapi',
    SOCIAL_API_URL: 'https://mock-api.internal/social',
    ADDRESS_FORMAT_URL: 'https://mock-api.internal/address-formats/data/',
    MEDIA_BASE_URL: '/media',
    ALLOW_FAVORITES: 'true',
    EXPRESS_CHECKOUT: 'true',
    LOYALTY_JOIN: 'true',
    MOBILE_SHOP_ALL: 'true',
    // As behind Cloudflare's edge: tests send each client's address as the edge would (decision 065).
    CLIENT_ADDRESS_HEADER: 'cf-connecting-ip',
    ...TEST_SECRETS,
    ...overrides,
  }
  Object.assign(testEnv, {
    ENVIRONMENT: bindings.ENVIRONMENT,
    COMMERCE_API_URL: bindings.COMMERCE_API_URL,
    UPSTREAM_ACCESS_KEY: bindings.UPSTREAM_ACCESS_KEY,
    SERVER_TRUST_ID: bindings.SERVER_TRUST_ID,
    MOCK_API: bindings.MOCK_API,
  })
  return bindings
}

/**
 * The pending-event store's namespace, naming an instance of this test's own: the worker asks for the one store
 * by name, and the test files share one runtime.
 */
function ownPendingEventStore(): NonNullable<Bindings['PENDING_EXPERIMENT_EVENTS']> {
  const namespace = testEnv.PENDING_EXPERIMENT_EVENTS
  const own = crypto.randomUUID()
  return {
    idFromName: (name: string) => namespace.idFromName(`${name}:${own}`),
    get: (id: DurableObjectId) => namespace.get(id),
  } as NonNullable<Bindings['PENDING_EXPERIMENT_EVENTS']>
}

/** The storefront's bindings of a test, as `createTestEnv` makes them and `request` takes them. */
export type TestEnv = Bindings

/**
 * A test's own mock API and the storefront's bindings on it (`createTestEnv`), the set-up most tests start with:
 * `const { upstream, env } = createTestShop()`.
 */
export function createTestShop(overrides: Partial<Bindings> = {}): { upstream: Upstream; env: TestEnv } {
  const upstream = createUpstream()
  return { upstream, env: createTestEnv(upstream, overrides) }
}

/**
 * Calls the mock API as the storefront's upstream clients do: by its full URL, with the access key and a JSON
 * content type, the headers of `init` added or replaced: `callMockApi(upstream, '/api/cart/v1/cart', init)`.
 */
export const callMockApi = (upstream: Upstream, path: string, init: RequestInit = {}) =>
  upstream.fetcher.fetch(`https://mock-api.internal${path}`, {
    ...init,
    headers: {
      'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      'content-type': 'application/json',
      ...(init.headers ?? {}),
    },
  })

/** Sends a request through the storefront and waits for its background work (cache writes, refreshes). */
export async function request(
  path: string,
  init: RequestInit & { env: Bindings; host?: string; protocol?: 'http' | 'https' },
): Promise<Response> {
  const { env: bindings, host = 'localhost', protocol = 'http', ...rest } = init
  const ctx = createExecutionContext()
  const response = await storefront.fetch(new Request(`${protocol}://${host}${path}`, rest), bindings, ctx)
  // Read the body first: the stream keeps rendering deferred sections until it is consumed.
  const body = await response.arrayBuffer()
  await waitOnExecutionContext(ctx)
  return new Response(
    response.status === 204 ||
      response.status === 304 ||
      (response.status >= 300 && response.status < 400 && body.byteLength === 0)
      ? null
      : body,
    {
      status: response.status,
      headers: response.headers,
    },
  )
}

/** The D1 and KV of the test pool, for tests that inspect state. */
export const bindings = testEnv

/** Forgets the copies of the upstream cache this isolate holds, as the time it trusts them passing would. */
export function forgetHeldCopies(): void {
  forgetIsolateCopies(testEnv.UPSTREAM_CACHE)
}

/** Empties the upstream cache and the isolate's copies of it, so a test starts cold. */
export async function clearUpstreamCache(): Promise<void> {
  forgetHeldCopies()
  let cursor: string | undefined
  do {
    const page = await testEnv.UPSTREAM_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => testEnv.UPSTREAM_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

export { islandProps, islandWords } from '../fixtures/island-markup'

/** The rate-limit bindings of one test: `ownRateWindows()`. */
export type OwnRateWindows = Pick<Bindings, RateLimitName>

/**
 * The rate-limit bindings with production's limits (`RATE_LIMITS`), counting in windows of the test's own: each
 * key's window opens at its first try and lasts the binding's period. The Workers binding (and Miniflare's) counts
 * in windows aligned to the wall clock, so tries that straddle the turn of a minute would see the count start
 * again halfway; here a test's tries fall in one window however slowly the machine makes them, and no other test
 * shares its counts. `createTestEnv` gives every test's storefront its own.
 */
export function ownRateWindows(): OwnRateWindows {
  const limiters = Object.entries(RATE_LIMITS).map(([name, { simple }]) => {
    const windows = new Map<string, { opened: number; count: number }>()
    const limiter: RateLimit = {
      async limit({ key }) {
        const now = Date.now()
        let window = windows.get(key)
        if (!window || now - window.opened >= simple.period * 1000) {
          window = { opened: now, count: 0 }
          windows.set(key, window)
        }
        if (window.count >= simple.limit) return { success: false }
        window.count += 1
        return { success: true }
      },
    }
    return [name, limiter]
  })
  return Object.fromEntries(limiters) as OwnRateWindows
}
