import type { MiddlewareHandler } from 'hono'
import { apiErrorResponse } from '../routes/api/responder'
import { ApiError } from '../services/api-error'
import type { AppEnv } from '../types'

/**
 * API mutations only from the shop's own pages: the browser's Origin header (or, without one or with an opaque
 * one, Fetch Metadata) must say same origin. Reads pass.
 */
export function sameOriginMutations(): MiddlewareHandler<AppEnv> {
  return async function sameOriginMutations(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const origin = c.req.header('origin')
    const site = c.req.header('sec-fetch-site')
    // A page sent with `Referrer-Policy: no-referrer` (the password reset page, whose URL holds a token) posts
    // its forms with `Origin: null`; then only Fetch Metadata saying same origin will do (an opaque origin, such
    // as a sandboxed frame's, is cross-site to it).
    const sameOrigin =
      origin === 'null'
        ? site === 'same-origin'
        : origin
          ? origin === new URL(c.req.url).origin
          : site === undefined || site === 'same-origin'
    if (!sameOrigin)
      return apiErrorResponse(c, new ApiError('CROSS_SITE', { text: 'Cross-site requests are not accepted' }))
    return next()
  }
}
