import type { MiddlewareHandler } from 'hono'
import { getConfig } from '../config'
import { createRequestMetrics } from '../metrics'
import type { AppEnv } from '../types'

/**
 * Gives every request an id (kept from `cf-ray` or `x-request-id` when it has a safe shape), starts its metrics
 * and validates the configuration. `Server-Timing` and `Cache-Status` are written when the response is ready.
 */
export function requestContext(): MiddlewareHandler<AppEnv> {
  return async function requestContext(c, next) {
    const incoming = c.req.header('x-request-id') ?? c.req.header('cf-ray')
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID()
    const metrics = createRequestMetrics()
    c.set('requestId', requestId)
    c.set('metrics', metrics)
    c.set('config', getConfig(c.env))
    await next()
    c.res.headers.set('x-request-id', requestId)
    if (!c.res.headers.has('server-timing')) c.res.headers.set('server-timing', metrics.serverTimingHeader())
    const cacheStatus = metrics.cacheStatusHeader()
    if (cacheStatus && !c.res.headers.has('cache-status')) c.res.headers.set('cache-status', cacheStatus)
  }
}
