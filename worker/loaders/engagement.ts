/**
 * What the newsletter and event sign-up blocks need from the request: whether the shopper is signed in, their
 * account's email and newsletter state, the page's path, and the outcome of a newsletter form posted without
 * JavaScript. Only these values reach the blocks (and, as props, their islands); the session itself never does.
 *
 * A signed-in shopper on a page with a newsletter block is a known subscriber when their account's subscriptions
 * say so (Newsletter by email opted in, decision 048): read live, so a change made in the account shows at once;
 * the session's flag (set by the block's own sign-up) stands in only when that read fails.
 */

import type { EngagementEnvironment } from '../../shared/content/block-environment'
import type { Block } from '../../shared/content/blocks'
import { parseNewsletterNotice } from '../../shared/content/engagement'
import { someBlock } from '../../shared/personalization/audience'
import type { SessionState } from '../session/state'
import type { AppContext } from '../types'
import { optional } from './deferred'

export async function engagementOf(
  c: AppContext,
  session: SessionState,
  blocks: readonly Block[],
): Promise<EngagementEnvironment> {
  const customer = session.customer
  const known =
    customer && someBlock(blocks, (block) => block.type === 'newsletter') ? await accountSubscribed(c) : null
  return {
    signedIn: customer !== undefined,
    email: customer?.email ?? null,
    newsletterSubscribed: known ?? customer?.newsletterSubscribed ?? false,
    path: c.req.path,
    newsletterNotice: parseNewsletterNotice(c.req.query('newsletter')),
    ...(c.var.newsletterRefused ? { newsletterRefused: c.var.newsletterRefused } : {}),
  }
}

/** Whether the signed-in shopper's account gets the newsletter by email; null when that cannot be read. */
async function accountSubscribed(c: AppContext): Promise<boolean | null> {
  const grant = await c.var.session.accessToken()
  if (grant?.kind !== 'Registered') return null
  return optional(
    c,
    'newsletter subscription',
    c.var.services.consumers
      .subscriptions(grant.accessToken)
      .then((list) =>
        list.some((entry) => entry.type === 'Newsletter' && entry.channel === 'email' && entry.optin),
      ),
    null,
  )
}
