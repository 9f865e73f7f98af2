import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { LIST_CONTEXT_COOKIE } from '../../shared/analytics/list-context'
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
 * after `preview()`, whose grant counts as consent to everything. The list a product was opened from (decision 100),
 * which the browser keeps only with consent to analytics, is cleared once that consent is gone; it is cleared once
 * the response exists, as a route's own Response would drop earlier headers.
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
    if (!c.var.consent.performanceAndAnalytics && getCookie(c, LIST_CONTEXT_COOKIE) !== undefined)
      deleteCookie(c, LIST_CONTEXT_COOKIE, { path: '/' })
  }
}
