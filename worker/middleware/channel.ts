import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SALES_CHANNELS } from '../../shared/channel'
import type { AppEnv } from '../types'

/** The webview flag: a cookie for the browsing session (no expiry), as the app's webview keeps it. */
export const WEBVIEW_COOKIE = 'sf_webview'

/**
 * The request's sales channel (spec 1 §6): the mobile app's while the session says it is the app's webview, the
 * shop's otherwise. The app opens the shop with `?webview=true`, which sets the flag for the rest of the session;
 * `?webview=false` clears it. Any other value, or a cookie that is not `1`, leaves the shop's channel.
 */
export function channel(): MiddlewareHandler<AppEnv> {
  return async function channel(c, next) {
    const asked = c.req.query('webview')
    const webview = asked === 'true' || (asked !== 'false' && getCookie(c, WEBVIEW_COOKIE) === '1')
    c.set('channel', webview ? SALES_CHANNELS.app : SALES_CHANNELS.shop)
    await next()
    if (asked === 'true')
      setCookie(c, WEBVIEW_COOKIE, '1', { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    else if (asked === 'false' && getCookie(c, WEBVIEW_COOKIE) !== undefined)
      deleteCookie(c, WEBVIEW_COOKIE, { path: '/', secure: true })
  }
}
