import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import { PREVIEW_COOKIE, verifyPreviewToken } from '../preview'
import type { AppEnv } from '../types'

const PREVIEW_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Preview mode: the page asks for it with `?preview=true`, and it is granted only to a valid, unexpired editor
 * token from the `sf_preview` cookie or the `x-preview-token` header. `previewDateTime` is passed on when it
 * is a well-formed ISO date-time. Without a valid token the page renders as published.
 */
export function preview(): MiddlewareHandler<AppEnv> {
  return async function preview(c, next) {
    const token = c.req.header('x-preview-token') ?? getCookie(c, PREVIEW_COOKIE)
    const claims = token ? await verifyPreviewToken(token, c.var.config.PREVIEW_SECRET) : null
    c.set('previewClaims', claims)
    const asked = c.req.query('preview') === 'true'
    if (claims && token && asked) {
      const dateTime = c.req.query('previewDateTime')
      c.set('preview', {
        editor: claims.sub,
        token,
        ...(dateTime && PREVIEW_DATE_TIME.test(dateTime) ? { dateTime } : {}),
      })
    } else {
      c.set('preview', null)
    }
    await next()
  }
}
