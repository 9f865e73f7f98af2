/**
 * What the newsletter and event sign-up blocks need from the request: whether the shopper is signed in, their
 * account's email and newsletter state, the page's path, and the outcome of a newsletter form posted without
 * JavaScript. Only these values reach the blocks (and, as props, their islands); the session itself never does.
 */
import type { EngagementEnvironment } from '../../shared/block-environment'
import { parseNewsletterNotice } from '../../shared/engagement'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'

export function engagementOf(c: AppContext, session: SessionState): EngagementEnvironment {
  const customer = session.customer
  return {
    signedIn: customer !== undefined,
    email: customer?.email ?? null,
    newsletterSubscribed: customer?.newsletterSubscribed ?? false,
    path: c.req.path,
    newsletterNotice: parseNewsletterNotice(c.req.query('newsletter')),
  }
}
