/**
 * Test wiring: the storefront worker with the mock API bound as `MOCK_API`, both inside workerd with their own
 * KV and D1 from the test pool. `upstream.fail(...)` and `upstream.delay(...)` make the mock API misbehave for a
 * path prefix, to test the cache's stale paths and the page's deferred sections.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import mockApi from '../../mock-api/index'
import type { Bindings } from '../../worker/env'
import storefront from '../../worker/index'

export const TEST_SECRETS = {
  UPSTREAM_ACCESS_KEY: 'test-access-key',
  SERVER_TRUST_ID: 'test-trust-id',
  SESSION_SECRET: 'test-session-secret-0123456789abcdef0123',
  PREVIEW_SECRET: 'test-preview-secret-0123456789abcdef0123',
}

interface Misbehaviour {
  prefix: string
  kind: 'fail' | 'delay' | 'garbage'
  ms?: number
}

export interface Upstream {
  /** Requests the mock API received, in order. */
  calls: Request[]
  fail(prefix: string): void
  delay(prefix: string, ms: number): void
  garbage(prefix: string): void
  heal(): void
}

const testEnv = env as unknown as {
  UPSTREAM_CACHE: KVNamespace
  DB: D1Database
  SESSIONS: Bindings['SESSIONS']
}

export function createUpstream(): Upstream & { fetcher: Fetcher } {
  const rules: Misbehaviour[] = []
  const calls: Request[] = []
  const mockEnv = { DB: testEnv.DB, EXPECTED_ACCESS_KEY: TEST_SECRETS.UPSTREAM_ACCESS_KEY }
  const fetcher = {
    async fetch(input: RequestInfo | URL, init?: RequestInit) {
      const request = new Request(input, init)
      calls.push(request.clone())
      const path = new URL(request.url).pathname
      const rule = rules.find((entry) => path.startsWith(entry.prefix))
      if (rule?.kind === 'fail') {
        return Response.json(
          { errorDetails: [{ errorId: 'GEN500', message: 'down' }], appId: 'mock-api', correlationId: 'x' },
          { status: 503 },
        )
      }
      if (rule?.kind === 'garbage') return new Response('<html>oops</html>', { status: 200 })
      if (rule?.kind === 'delay') await new Promise((resolve) => setTimeout(resolve, rule.ms))
      const ctx = createExecutionContext()
      const response = await mockApi.fetch(request, mockEnv, ctx)
      await waitOnExecutionContext(ctx)
      return response
    },
    connect() {
      throw new Error('not supported')
    },
  } as unknown as Fetcher
  return {
    fetcher,
    calls,
    fail: (prefix) => rules.unshift({ prefix, kind: 'fail' }),
    delay: (prefix, ms) => rules.unshift({ prefix, kind: 'delay', ms }),
    garbage: (prefix) => rules.unshift({ prefix, kind: 'garbage' }),
    heal: () => {
      rules.length = 0
    },
  }
}

export function createTestEnv(upstream: { fetcher: Fetcher }, overrides: Partial<Bindings> = {}): Bindings {
  return {
    UPSTREAM_CACHE: testEnv.UPSTREAM_CACHE,
    SESSIONS: testEnv.SESSIONS,
    MOCK_API: upstream.fetcher,
    ENVIRONMENT: 'test',
    CONTENT_API_URL: 'https://mock-api.internal/content',
    COMMERCE_API_URL: 'https://mock-api.internal/api',
    FRONTEND_API_URL: 'https://mock-api.internal/fapi',
    MEDIA_BASE_URL: '/media',
    ALLOW_FAVORITES: 'true',
    ...TEST_SECRETS,
    ...overrides,
  }
}

/** Sends a request through the storefront and waits for its background work (cache writes, refreshes). */
export async function request(
  path: string,
  init: RequestInit & { env: Bindings; host?: string },
): Promise<Response> {
  const { env: bindings, host = 'localhost', ...rest } = init
  const ctx = createExecutionContext()
  const response = await storefront.fetch(new Request(`http://${host}${path}`, rest), bindings, ctx)
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

/** Empties the upstream cache, so a test starts cold. */
export async function clearUpstreamCache(): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await testEnv.UPSTREAM_CACHE.list(cursor ? { cursor } : {})
    await Promise.all(page.keys.map((key) => testEnv.UPSTREAM_CACHE.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

/** A same-origin plain form post, answered with a redirect we want to read rather than follow. */
export const formPost = (body: string, cookie = '') => ({
  method: 'POST',
  redirect: 'manual' as const,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    origin: 'http://localhost',
    ...(cookie ? { cookie } : {}),
  },
  body,
})

/** A same-origin JSON call from an island of an en-us page. */
export const jsonPost = (body: unknown, cookie = '') => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    origin: 'http://localhost',
    'x-storefront-locale': 'en-us',
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
})

/** The session cookie a response set, or the one the test already had. */
export const cookieOf = (response: Response, previous = '') =>
  (response.headers.get('set-cookie') ?? previous).split(';')[0] as string
