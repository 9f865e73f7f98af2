import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { emptySession, openSession, SESSION_COOKIE, type Session, sealSession } from '../session'
import type { AppEnv } from '../types'

const THIRTY_DAYS = 30 * 24 * 60 * 60

/**
 * Opens the session cookie. A cookie that does not open is dropped (and deleted from the browser) and the
 * shopper carries on as a new visitor. A changed session is sealed into the cookie on the way out.
 */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    const secret = c.var.config.SESSION_SECRET
    const raw = getCookie(c, SESSION_COOKIE)
    const opened = await openSession(raw, secret)
    let current: Session = opened ?? emptySession()
    let changed = false
    c.set('session', current)
    c.set('setSession', (next: Session) => {
      current = next
      changed = true
      c.set('session', next)
    })
    await next()
    const secure = new URL(c.req.url).protocol === 'https:' || c.var.config.ENVIRONMENT === 'production'
    if (changed) {
      setCookie(c, SESSION_COOKIE, await sealSession(current, secret), {
        httpOnly: true,
        secure,
        sameSite: 'Lax',
        path: '/',
        maxAge: THIRTY_DAYS,
      })
    } else if (raw !== undefined && opened === null) {
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure })
    }
  }
}
