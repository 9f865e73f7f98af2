import type { MiddlewareHandler } from 'hono'
import { apiErrorResponse } from '../routes/api/responder'
import { ApiError } from '../services/api-error'
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
    if (!sameOrigin)
      return apiErrorResponse(c, new ApiError(403, 'API403', 'Cross-site requests are not accepted'))
    return next()
  }
}
