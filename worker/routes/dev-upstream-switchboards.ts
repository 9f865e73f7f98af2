import { Hono } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { ApiError } from '../services/api-error'
import type { AppEnv } from '../types'

/**
 * Development only: the mock API's switchboards, each forwarded to the mock API only when it is bound and the
 * environment is not production; anywhere else the paths do not exist.
 * - `/__dev/upstream-faults` switches its upstream faults on and off (GET lists them, PUT replaces them, POST adds
 *   to them, DELETE clears them; decision 015), at the mock API's `/__faults`.
 * - `/__dev/upstream-replay` switches its replayed answers on (PUT) and off (DELETE), GET tells their counts
 *   (decision 130), at the mock API's `/__replay`.
 */
function switchboard(mockPath: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  routes.on(['GET', 'PUT', 'POST', 'DELETE'], '/', async (c) => {
    const mock = c.env.MOCK_API
    if (!mock || c.var.config.ENVIRONMENT === 'production') return c.notFound()
    const hasBody = c.req.method === 'PUT' || c.req.method === 'POST'
    const body = hasBody ? await c.req.text() : undefined
    if (body !== undefined && new TextEncoder().encode(body).byteLength > MAX_BODY_BYTES)
      throw new ApiError('API413', { text: 'A switchboard takes at most 64 KB' })
    // The calls to the mock API outside the upstream clients: these are its switchboards, not upstream contracts.
    const answer = await mock.fetch(
      new Request(`https://mock-api.internal${mockPath}`, {
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
  return routes
}

const MAX_BODY_BYTES = 64 * 1024

export const devUpstreamFaultRoutes = switchboard('/__faults')
export const devUpstreamReplayRoutes = switchboard('/__replay')
