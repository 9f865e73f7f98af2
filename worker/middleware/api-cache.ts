import type { MiddlewareHandler } from 'hono'
import { LOCALE_HEADER } from '../../shared/api-contract'
import type { AppContext, AppEnv } from '../types'

/** The paths answered as `/api` (JSON, the API's own cache rules and error shape). */
export const isApiPath = (path: string) => path.startsWith('/api/') || path.startsWith('/__dev/')

/** A `Cache-Control` that lets shared caches keep the answer. */
const SHARED = /(^|,)\s*(public|s-maxage=)/i

/**
 * The last word on who may keep an answer. It is registered before every other middleware, so its code after
 * `next()` runs after theirs: it sees the final headers, with every cookie the session, the visitor id or a route
 * set. An answer that sets a cookie is never public, whoever set it: a shared cache would hand that cookie (a
 * session, a visitor id) to everyone who asks for the same URL.
 *
 * Every `/api` answer is `private, no-store` unless its route declared it fit for shared caches
 * (`sharePublicly`): then it is public only when it succeeded, was read outside preview, sets no cookie and
 * named its locale explicitly (a header or a query parameter), and it varies on the locale header and every
 * other header it read. Any other answer keeps what its route said, unless that was public and a cookie is set.
 */
export function apiCacheControl(): MiddlewareHandler<AppEnv> {
  return async function apiCacheControl(c, next) {
    await next()
    if (isApiPath(c.req.path)) decideApiAnswer(c)
    else if (c.res.headers.has('set-cookie') && SHARED.test(c.res.headers.get('cache-control') ?? ''))
      c.res.headers.set('cache-control', 'private, no-store')
  }
}

function decideApiAnswer(c: AppContext): void {
  const declared = c.get('publicAnswer')
  const fit =
    declared !== undefined &&
    c.res.status === 200 &&
    c.var.preview === null &&
    c.var.previewClaims === null &&
    c.var.localeSource !== 'negotiated' &&
    !c.res.headers.has('set-cookie')
  if (!fit) {
    c.res.headers.set('cache-control', 'private, no-store')
    return
  }
  c.res.headers.set('cache-control', `public, max-age=${declared.maxAge}`)
  const vary = new Set([
    ...(c.res.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()),
    LOCALE_HEADER,
    ...declared.vary.map((name) => name.toLowerCase()),
  ])
  vary.delete('')
  c.res.headers.set('vary', [...vary].join(', '))
}
