import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../types'

/**
 * API mutations only from the shop's own pages: the browser's Origin header (or, without one, Fetch Metadata)
 * must say same origin. Reads pass.
 */
export function sameOriginMutations(): MiddlewareHandler<AppEnv> {
  return async function sameOriginMutations(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    const sameOrigin = origin
      ? origin === new URL(c.req.url).origin
      : site === undefined || site === 'same-origin'
    if (!sameOrigin) {
      return c.json(
        {
          errorDetails: [{ errorId: 'API403', message: 'Cross-site requests are not accepted' }],
          appId: 'storefront',
          correlationId: c.var.requestId,
        },
        403,
      )
    }
    return next()
  }
}
