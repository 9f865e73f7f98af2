/**
 * In-store mode (decision 044): a request that carries the associate's cookie asks the associate's object whether
 * the session is still good, and the answer (`c.var.associate`) is what every page and route acts on. A cookie
 * whose session ended, was revoked or never was is deleted. Without the cookie nothing is asked.
 */
import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { ASSOCIATE_COOKIE, ASSOCIATE_COOKIE_PREFIX, parseAssociateCookie } from '../session/associate-cookie'
import { associateSessionsOf } from '../session/associate-sessions'
import type { AppEnv } from '../types'

export function associate(): MiddlewareHandler<AppEnv> {
  return async function associate(c, next) {
    c.set('associate', null)
    const raw = getCookie(c, ASSOCIATE_COOKIE, ASSOCIATE_COOKIE_PREFIX)
    let stale = false
    if (raw !== undefined) {
      const cookie = parseAssociateCookie(raw)
      const found = cookie
        ? await associateSessionsOf(c.env.ASSOCIATE_SESSIONS, cookie.storeId, cookie.employeeId)
            .check(cookie.token)
            .catch(() => null)
        : null
      if (found && cookie) c.set('associate', { ...found, token: cookie.token })
      else stale = true
    }
    await next()
    // Deleted on the answer (a route that signs an associate in meanwhile has set a new one).
    if (stale && !c.var.associate)
      deleteCookie(c, ASSOCIATE_COOKIE, { path: '/', secure: true, prefix: ASSOCIATE_COOKIE_PREFIX })
  }
}
