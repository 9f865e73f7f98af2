/**
 * Feature flags and experiments, decided once per request before anything renders (worker/personalization/
 * experiments.ts), so a shopper never sees a page switch (spec 2 §4–§6). With targeting consent (`c.var.consent`,
 * set just before), the shopper gets a visitor id in a first-party cookie and the experimentation service
 * (`c.var.services.experimentation`) decides every flag for that id; without it, no id is made or kept, every flag
 * takes its deployment default and every experience its baseline, and nothing about the shopper leaves the shop.
 * In preview an editor's forced variations (`p13n_testcontext`) apply with or without a visitor id.
 *
 * The result is plain data: `c.var.flags` (each feature on or off), `c.var.experiments` (each experience's variant
 * and each flag's variables), and `c.var.experimentation` (the decider, the user and the decisions, for events).
 */
import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { type FeatureFlags, NO_EXPERIMENTS } from '../../shared/personalization/flags'
import { testContextOf } from '../../shared/personalization/test-context'
import { readVisitorId, VISITOR_COOKIE, visitorIdOf } from '../../shared/personalization/visitor'
import { decideExperiments } from '../personalization/experiments'
import { recordPageImpressions } from '../personalization/impressions'
import { holdRecordings } from '../personalization/service'
import type { AppContext, AppEnv } from '../types'

/** A visitor id lasts a year from the shopper's first visit with targeting consent. */
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60
/** Paths that render nothing a flag changes: decided without a look at the datafile. */
const UNDECIDED_PATHS = /^\/(media|healthz|builds\/|assets\/|\.well-known|robots\.txt|sitemap|favicon)/

/**
 * The visitor id of a shopper who consents to targeting: kept, or made when something decides by it; none without
 * that consent. Says what the cookie needs: set (a new id), removed (an id held without consent), or nothing.
 */
function visitorOf(c: AppContext, wanted: boolean): { id: string | null; cookie: 'set' | 'remove' | null } {
  const raw = getCookie(c, VISITOR_COOKIE)
  if (!c.var.consent.targeting) return { id: null, cookie: raw === undefined ? null : 'remove' }
  const held = readVisitorId(raw)
  if (held || !wanted) return { id: held, cookie: null }
  return { id: visitorIdOf(crypto.randomUUID()), cookie: 'set' }
}

/** Writes the visitor cookie once the response exists (a route's own Response would drop earlier headers). */
function writeVisitorCookie(c: AppContext, visitor: ReturnType<typeof visitorOf>) {
  const secure = c.var.config.ENVIRONMENT === 'production'
  if (visitor.cookie === 'remove') deleteCookie(c, VISITOR_COOKIE, { path: '/', secure })
  if (visitor.cookie === 'set' && visitor.id)
    setCookie(c, VISITOR_COOKIE, visitor.id, {
      path: '/',
      httpOnly: true,
      secure,
      sameSite: 'Lax',
      maxAge: VISITOR_MAX_AGE,
    })
}

/** Sets the request's flags, and what follows from them here: favorites, never for a connected associate (spec 1 §6). */
function setFlags(c: AppContext, flags: FeatureFlags) {
  c.set('flags', flags)
  c.set('favoritesOffered', flags.allowFavorites && !c.var.associate)
}

export function decisions(): MiddlewareHandler<AppEnv> {
  return async function decisions(c, next) {
    const defaults = c.var.config.flagDefaults
    setFlags(c, defaults)
    c.set('experiments', NO_EXPERIMENTS)
    c.set('experimentation', null)
    c.set('visitorId', null)
    if (UNDECIDED_PATHS.test(c.req.path)) return next()

    // A deployment without experiments or personalization has no use for a visitor id, and makes none.
    const { experimentation, personalizationApiUrl } = c.var.config
    const visitor = visitorOf(c, experimentation !== null || personalizationApiUrl !== null)
    const visitorId = visitor.id
    c.set('visitorId', visitorId)
    if (visitorId !== null) {
      const decided = await decideExperiments(
        c,
        c.var.services.experimentation,
        visitorId,
        visitor.cookie === 'set',
      )
      setFlags(c, decided.flags)
      c.set('experiments', decided.experiments)
      c.set('experimentation', decided.experimentation)
    } else if (c.var.preview) {
      // An editor previews without a visitor id (experiments not configured, or targeting refused): the
      // variations they force still apply, by name, as when the datafile cannot be read.
      c.set('experiments', { experiences: testContextOf(c.req.query('p13n_testcontext')), variables: {} })
    }
    // What the page tells the decision service after the response goes in one call (`holdRecordings`).
    const release = holdRecordings(c)
    try {
      await next()
      writeVisitorCookie(c, visitor)
      recordPageImpressions(c)
    } finally {
      release()
    }
  }
}
