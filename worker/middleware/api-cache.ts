import type { MiddlewareHandler } from 'hono'
import { LOCALE_HEADER } from '../../shared/api-contract'
import type { AppEnv } from '../types'

/**
 * Every `/api` answer is `private, no-store` unless its route declared it fit for shared caches
 * (`sharePublicly`): then it is public only when it succeeded, was read outside preview, sets no cookie and
 * named its locale explicitly (a header or a query parameter), and it varies on the locale header and every
 * other header it read.
 */
export function apiCacheControl(): MiddlewareHandler<AppEnv> {
  return async function apiCacheControl(c, next) {
    await next()
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
}
