/**
 * `POST /api/consent`: the shopper's choice from the shop's own banner or preference centre (decision 060), as a
 * plain form (a page without JavaScript: a 303 back to the page) or JSON. "Accept all", "Reject all" (the required
 * category only) or "Save choices" (as ticked). The choice is written as OneTrust writes it, `OptanonConsent` and
 * `OptanonAlertBoxClosed`, so the tag manager and a later OneTrust read it alike; under Global Privacy Control
 * targeting is recorded as refused, whatever was ticked. A choice without targeting also forgets the
 * personalization decisions the session remembers (decision 062).
 */
import { Hono } from 'hono'
import { generateCookie, getCookie, setCookie } from 'hono/cookie'
import { z } from 'zod'
import {
  CONSENT_COOKIE_MAX_AGE,
  choiceOf,
  decideConsent,
  OPTANON_ALERT_BOX_CLOSED_COOKIE,
  OPTANON_CONSENT_COOKIE,
  writeAlertBoxClosed,
  writeOptanonConsent,
} from '../../../shared/consent'
import { privacyChoicesPath } from '../../../shared/routes'
import type { AppEnv } from '../../types'
import { answer, readInput } from './responder'

export const consentApi = new Hono<AppEnv>()

/** A checkbox: JSON's boolean, or a form's value when ticked (absent when not). */
const ticked = z
  .union([z.boolean(), z.enum(['on', 'true', '1'])])
  .optional()
  .transform((value) => value !== undefined && value !== false)

const ConsentChoiceSchema = z.object({
  action: z.enum(['accept-all', 'reject-all', 'save']),
  performanceAndAnalytics: ticked,
  functional: ticked,
  targeting: ticked,
  returnTo: z.string().max(1000).optional(),
})

consentApi.post('/', async (c) => {
  const input = await readInput(c, ConsentChoiceSchema, { param: 'consent' })
  const { consent, config, locale } = c.var
  const chosen = choiceOf(input.data.action, input.data)
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
  // The preference centre says the choice is saved; any other page simply comes back without its banner.
  const centre = input.form?.path.split(/[?#]/)[0] === privacyChoicesPath(locale.code)
  return answer(c, input, { consent: decided }, centre ? { notice: 'saved' } : {})
})
