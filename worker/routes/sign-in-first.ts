/**
 * Sending a guest to sign in first, in a module of its own: the account pages, the page actions and the order
 * documents' `/api` links all do it, and an API route imports no page route.
 */
import { signInAgainPath, signInPath } from '../../shared/routes'
import type { AppContext } from '../types'

/** Sends a guest (or a session the shop signed out, told so once) to sign in, coming back to `path`. */
export async function toSignIn(c: AppContext, path: string): Promise<Response> {
  const back = new URLSearchParams({ returnTo: path })
  const { signedOut } = await c.var.session.read()
  if (signedOut) {
    await c.var.session.change({ kind: 'signedOut.seen' })
    back.set('account', 'sessionEnded')
  }
  return c.redirect(`${signInPath(c.var.locale.code)}?${back}`, 303)
}

/**
 * Sends a shopper whose session a service refused (`reauthenticate`: AUT498, CCN404, REW401…) to sign in again,
 * told why, coming back to `path` to do again what they tried. What they typed stays out of the URL.
 */
export function toSignInAgain(c: AppContext, path: string): Response {
  return c.redirect(signInAgainPath(c.var.locale.code, path), 303)
}
