import type { MiddlewareHandler } from 'hono'
import { verifyPreviewToken } from '../preview'
import type { AppEnv } from '../types'

const PREVIEW_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** An ISO date-time that names a real moment (no 13th month, no 25th hour). */
const isDateTime = (value: string) => PREVIEW_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))
const PREVIEW_TOOL_PATH = /^\/[a-z]{2}-[a-z0-9]{2,3}\/preview-tool$/

/**
 * Preview mode: the page asks for it with `?preview=true`, and it is granted only to a valid, unexpired editor
 * token, from the `x-preview-token` header or the preview grant of the editor's session (kept there by
 * `POST /api/preview/session`). `previewDateTime` is passed on when it is a well-formed ISO date-time. Without a
 * valid token the page renders as published. Shoppers' pages never ask, so they never read the session for it.
 */
export function preview(): MiddlewareHandler<AppEnv> {
  return async function preview(c, next) {
    const asked = c.req.query('preview') === 'true'
    const header = c.req.header('x-preview-token')
    let token = header
    if (!token && (asked || PREVIEW_TOOL_PATH.test(c.req.path)))
      token = (await c.var.session.read()).preview?.token
    const claims = token ? await verifyPreviewToken(token, c.var.config.PREVIEW_SECRET) : null
    c.set('previewClaims', claims)
    if (claims && token && asked) {
      const dateTime = c.req.query('previewDateTime')
      c.set('preview', {
        editor: claims.sub,
        token,
        ...(dateTime && isDateTime(dateTime) ? { dateTime } : {}),
      })
    } else {
      c.set('preview', null)
    }
    await next()
  }
}
