/**
 * Sessions for tests: a session object seeded with a state (a signed-in customer, a cart) and the cookie that
 * names it, and a namespace that counts the calls made on session objects.
 */
import { env } from 'cloudflare:test'
import type { Bindings } from '../../worker/env'
import { SESSION_COOKIE_NAME, signSessionId } from '../../worker/session/cookie'
import type { SessionState } from '../../worker/session/state'
import { TEST_SECRETS } from './harness'

const sessions = (env as unknown as { SESSIONS: Bindings['SESSIONS'] }).SESSIONS

/** The `cookie` header of a session holding `state`, as if the shopper had built it up themselves. */
export async function seedSession(
  state: SessionState,
  secret = TEST_SECRETS.SESSION_SECRET,
): Promise<string> {
  const id = sessions.newUniqueId()
  await sessions.get(id).adopt(state)
  return `${SESSION_COOKIE_NAME}=${await signSessionId(id.toString(), secret)}`
}

/** The `cookie` header of an editor's session that holds this preview token (as `POST /api/preview/session` keeps it). */
export function previewSession(token: string): Promise<string> {
  let exp = Math.floor(Date.now() / 1000) + 600
  try {
    const payload = JSON.parse(atob((token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown
    }
    if (typeof payload.exp === 'number' && payload.exp > 0) exp = Math.floor(payload.exp)
  } catch {
    // Not a token at all: the session holds it anyway, and the worker must refuse it.
  }
  return seedSession({ preview: { token, exp } })
}

/** The state of the session a cookie names. */
export async function sessionState(cookie: string): Promise<SessionState> {
  const id = /__Host-sid=([0-9a-f]{64})\./.exec(cookie)?.[1]
  if (!id) throw new Error(`no session id in ${cookie}`)
  return sessions.get(sessions.idFromString(id)).read()
}

/** The session cookie a response set (name=value), or the one the test had. */
export const sessionCookieOf = (response: Response, previous = ''): string => {
  const set = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE_NAME}=`))
  return set ? (set.split(';')[0] as string) : previous
}

/** A sessions namespace whose object calls are counted by method name. */
export function countingSessions(): { namespace: Bindings['SESSIONS']; calls: string[] } {
  const calls: string[] = []
  const namespace = new Proxy(sessions, {
    get(target, property, receiver) {
      if (property === 'get') {
        return (id: DurableObjectId) => {
          const stub = target.get(id)
          return new Proxy(stub, {
            get(stubTarget, method) {
              const value = Reflect.get(stubTarget, method)
              if (typeof value !== 'function') return value
              return (...args: unknown[]) => {
                calls.push(String(method))
                return (stubTarget as unknown as Record<string | symbol, (...rest: unknown[]) => unknown>)[
                  method
                ]?.(...args)
              }
            },
          })
        }
      }
      const value = Reflect.get(target, property, receiver)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { namespace, calls }
}
