/**
 * The shopper's consent choice from the shop's own banner or preference centre (decision 060), recorded as OneTrust
 * records it: `OptanonConsent` and `OptanonAlertBoxClosed`, so the tag manager and a later OneTrust read it alike.
 * Under Global Privacy Control targeting is recorded as refused, whatever was ticked; a choice without targeting
 * also forgets the personalization decisions the session remembers (decision 062). `/api/consent` and the
 * preference centre's own form (worker/routes/forms/consent.ts) both record it here.
 */
import { generateCookie, getCookie, setCookie } from 'hono/cookie'
import {
  CONSENT_COOKIE_MAX_AGE,
  type ConsentChoice,
  choiceOf,
  decideConsent,
  OPTANON_ALERT_BOX_CLOSED_COOKIE,
  OPTANON_CONSENT_COOKIE,
  writeAlertBoxClosed,
  writeOptanonConsent,
} from '../../shared/consent'
import type { AppContext } from '../types'

/** "Accept all", "Reject all" (the required category only) or "Save choices" (as ticked). */
export type ConsentAction = Parameters<typeof choiceOf>[0]

/** Records the choice in the answer's cookies and answers the consent now in force. */
export async function recordConsent(
  c: AppContext,
  action: ConsentAction,
  ticked: ConsentChoice,
): Promise<ReturnType<typeof decideConsent>> {
  const { consent, config, locale } = c.var
  const chosen = choiceOf(action, ticked)
  const choice = { ...chosen, targeting: chosen.targeting && !consent.gpc }
  const now = new Date()
  const value = writeOptanonConsent(choice, now, getCookie(c, OPTANON_CONSENT_COOKIE))
  const closed = writeAlertBoxClosed(now)
  const options = {
    path: '/',
    secure: config.ENVIRONMENT === 'production',
    sameSite: 'Lax',
    maxAge: CONSENT_COOKIE_MAX_AGE,
  } as const
  // OneTrust's cookie holds its query string as it is (`groups=C0001%3A1%2C…`); hono/cookie would encode it a
  // second time, which OneTrust's own script would not read. The library still writes the attributes.
  const written = generateCookie(OPTANON_CONSENT_COOKIE, 'v', options).replace(
    /^([^=]+)=v(?=;|$)/,
    `$1=${value}`,
  )
  c.header('set-cookie', written, { append: true })
  setCookie(c, OPTANON_ALERT_BOX_CLOSED_COOKIE, closed, options)
  const decided = decideConsent({
    region: locale.region,
    optanonConsent: value,
    alertBoxClosed: closed,
    gpc: consent.gpc,
    preview: c.var.preview !== null,
  })
  // Without targeting consent the personalization decisions the session remembers go, as the visitor id does.
  if (!decided.targeting && c.var.session.id !== null && (await c.var.session.read()).decisions)
    await c.var.session.change({ kind: 'decision.forget' })
  return decided
}
