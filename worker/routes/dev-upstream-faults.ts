import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../services/api-error'
import type { AppEnv } from '../types'

/**
 * Development only: `/__dev/upstream-faults` switches the mock API's upstream faults on and off (GET lists them,
 * PUT replaces them, POST adds to them, DELETE clears them; decision 015). It forwards to the mock API's
 * `/__faults` only when the mock API is bound and the environment is not production; anywhere else the path does
 * not exist.
 */
export const devUpstreamFaultRoutes = new Hono<AppEnv>()

const MAX_BODY_BYTES = 64 * 1024

devUpstreamFaultRoutes.on(['GET', 'PUT', 'POST', 'DELETE'], '/', async (c) => {
  const mock = c.env.MOCK_API
  if (!mock || c.var.config.ENVIRONMENT === 'production') return c.notFound()
  const hasBody = c.req.method === 'PUT' || c.req.method === 'POST'
  const body = hasBody ? await c.req.text() : undefined
  if (body !== undefined && new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES)
    throw new ApiError('API413', { text: 'Fault rules are at most 64 KB' })
  // The one call to the mock API outside the upstream clients: this is its switchboard, not an upstream contract.
  const answer = await mock.fetch(
    new Request('https://mock-api.internal/__faults', {
      method: c.req.method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        'x-api-key': c.var.config.UPSTREAM_ACCESS_KEY,
      },
      body,
    }),
  )
  return c.body(await answer.text(), answer.status as ContentfulStatusCode, {
    'content-type': 'application/json; charset=utf-8',
  })
})
