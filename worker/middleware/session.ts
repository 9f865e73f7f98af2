import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { SESSION_COOKIE, SESSION_COOKIE_PREFIX, signSessionId, verifySessionCookie } from '../session/cookie'
import { IDLE_TTL_MS } from '../session/object'
import { RequestSession } from '../session/session'
import type { AppEnv } from '../types'

/** The sealed-cookie session of earlier versions, deleted where a browser still sends it. */
const LEGACY_COOKIE = 'sf_session'

/**
 * Opens the shopper's session from its cookie: a signed id of the session object, or none. A cookie that does
 * not verify (tampered, from another secret, garbage) counts as none: the visitor carries on with a fresh
 * session, never an error. A visitor without a session gets an id with their first page, so the first clicks
 * from that page share one session; the object itself is made on the first change. The cookie is written when
 * the id is new or a change renewed the session's lifetime, and deleted when the session ended.
 */
export function session(): MiddlewareHandler<AppEnv> {
  return async function session(c, next) {
    const secret = c.var.config.SESSION_SECRET
    const raw = getCookie(c, SESSION_COOKIE, SESSION_COOKIE_PREFIX)
    const current = new RequestSession(c.env.SESSIONS, await verifySessionCookie(raw, secret))
    c.set('session', current)
    await next()
    const page =
      c.req.method === 'GET' &&
      c.res.status === 200 &&
      (c.res.headers.get('content-type') ?? '').startsWith('text/html')
    if (current.ended) {
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: SESSION_COOKIE_PREFIX })
    } else if (current.issued || (page && current.id === null)) {
      setCookie(c, SESSION_COOKIE, await signSessionId(current.assignId(), secret), {
        prefix: SESSION_COOKIE_PREFIX,
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: IDLE_TTL_MS / 1000,
      })
    } else if (raw !== undefined && current.id === null) {
      deleteCookie(c, SESSION_COOKIE, { path: '/', secure: true, prefix: SESSION_COOKIE_PREFIX })
    }
    if (getCookie(c, LEGACY_COOKIE) !== undefined) deleteCookie(c, LEGACY_COOKIE, { path: '/' })
  }
}
