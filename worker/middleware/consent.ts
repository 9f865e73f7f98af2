import type { MiddlewareHandler } from 'hono'
import { getCookie } from 'hono/cookie'
import {
  decideConsent,
  gpcRequested,
  OPTANON_ALERT_BOX_CLOSED_COOKIE,
  OPTANON_CONSENT_COOKIE,
} from '../../shared/consent'
import type { AppEnv } from '../types'

/**
 * Consent at the edge (decision 060): the site's region, the OneTrust cookies, the Global Privacy Control header
 * and preview decide `c.var.consent` once, for every later step (analytics, personalisation, experiments). Runs
 * after `preview()`, whose grant counts as consent to everything.
 */
export function consent(): MiddlewareHandler<AppEnv> {
  return async function consent(c, next) {
    c.set(
      'consent',
      decideConsent({
        region: c.var.locale.region,
        optanonConsent: getCookie(c, OPTANON_CONSENT_COOKIE),
        alertBoxClosed: getCookie(c, OPTANON_ALERT_BOX_CLOSED_COOKIE),
        gpc: gpcRequested(c.req.header('sec-gpc')),
        preview: c.var.preview !== null,
      }),
    )
    await next()
  }
}
