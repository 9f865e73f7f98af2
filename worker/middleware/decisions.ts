/**
 * Feature flags and experiments, decided once per request before anything renders, so a shopper never sees a page
 * switch (spec 2 §4–§6). With targeting consent (`c.var.consent`, set just before), the shopper gets a visitor id
 * in a first-party cookie and the experimentation service's datafile decides every flag for that id; without it, no
 * id is made or kept, every flag takes its deployment default and every experience its baseline, and nothing about
 * the shopper leaves the shop.
 *
 * The result is plain data: `c.var.flags` (each feature on or off), `c.var.experiments` (each experience's variant
 * and each flag's variables), and `c.var.experimentation` (the decider, the user and the decisions, for events).
 * In preview, an editor forces variations with `p13n_testcontext=flag:variation,...`.
 */
import type { MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Attributes, Decider, DecideUser, Decision } from '../../shared/experiments'
import {
  type ExperimentChoices,
  FEATURE_FLAG_KEYS,
  FEATURE_NAMES,
  type FeatureFlags,
  NO_EXPERIMENTS,
  variantName,
} from '../../shared/flags'
import { readVisitorId, VISITOR_COOKIE, visitorIdOf } from '../../shared/visitor'
import { logEvent } from '../log'
import { sendPageImpressions } from '../services/experiments'
import type { AppContext, AppEnv } from '../types'
import { currentDecider } from '../upstream/experimentation/datafile'
import { qualifiedSegments } from '../upstream/experimentation/segments'
import { upstreamFetcher } from '../upstream/http'

/** A visitor id lasts a year from the shopper's first visit with targeting consent. */
const VISITOR_MAX_AGE = 365 * 24 * 60 * 60
/** Paths that render nothing a flag changes: decided without a look at the datafile. */
const UNDECIDED_PATHS = /^\/(media|healthz|\.well-known|robots\.txt|sitemap|favicon)/
/** How long a request waits for a visitor's audience segments before deciding without them. */
export const SEGMENTS_BUDGET_MS = 150
const TEST_CONTEXT = /^[A-Za-z0-9_-]{1,100}:[A-Za-z0-9_. -]{1,100}$/
const MAX_TEST_CONTEXT_ENTRIES = 20

let warnedInterval = false

/** The editor's forced variations (preview only): `flag:variation` pairs, separated by commas. */
export function testContextOf(value: string | undefined): Record<string, string> {
  const forced: Record<string, string> = {}
  for (const entry of (value ?? '').split(',').slice(0, MAX_TEST_CONTEXT_ENTRIES)) {
    const pair = entry.trim()
    if (!TEST_CONTEXT.test(pair)) continue
    const at = pair.indexOf(':')
    forced[pair.slice(0, at)] = pair.slice(at + 1).trim()
  }
  return forced
}

/** How the experimentation service's audiences see the shopper (the datafile's attributes). */
async function attributesOf(c: AppContext): Promise<Attributes> {
  const { customer } = await c.var.session.read()
  const mobileHint = c.req.header('sec-ch-ua-mobile')
  const phone = mobileHint ? mobileHint === '?1' : /Mobi/.test(c.req.header('user-agent') ?? '')
  return {
    country: c.var.locale.country,
    locale: c.var.locale.code,
    brand: c.var.brand.id,
    signed_in: customer !== undefined,
    loyalty_member: customer?.loyaltyMember ?? false,
    customer_type: customer?.type ?? 'GUEST',
    device: phone ? 'phone' : 'desktop',
  }
}

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

/** The flags and experiences these decisions give, over the deployment's defaults. */
export function choicesOf(
  defaults: FeatureFlags,
  decisions: Readonly<Record<string, Decision>>,
  forcedExperiences: Readonly<Record<string, string>> = {},
): { flags: FeatureFlags; experiments: ExperimentChoices } {
  const flags = Object.fromEntries(
    FEATURE_NAMES.map((name) => {
      const decision = decisions[FEATURE_FLAG_KEYS[name]]
      // A flag the datafile does not know (no rule decided it) keeps the deployment default.
      return [name, decision?.ruleKey ? decision.enabled : defaults[name]]
    }),
  ) as Record<keyof FeatureFlags, boolean>
  const experiences: Record<string, string> = { ...forcedExperiences }
  const variables: Record<string, Decision['variables']> = {}
  for (const [key, decision] of Object.entries(decisions)) {
    if (decision.variationKey && decision.impression?.ruleType === 'feature-test')
      experiences[key] = variantName(decision.variationKey)
    if (decision.enabled) variables[key] = decision.variables
  }
  return { flags, experiments: { experiences, variables } }
}

/**
 * The visitor's audience segments ("Frequent buyers"), for audiences that ask the segment service. The request waits
 * at most `SEGMENTS_BUDGET_MS`; past it those audiences do not match and the page is not held up, while the call
 * goes on (with the spec's own timeout) after the response, so its answer is cached for the visitor's next request.
 */
async function segmentsOf(
  c: AppContext,
  visitorId: string,
  wanted: readonly string[],
): Promise<string[] | null> {
  if (wanted.length === 0 || !c.var.config.ODP_API_KEY) return null
  const asked = qualifiedSegments(c, visitorId, wanted)
  c.executionCtx.waitUntil(asked)
  let timer: ReturnType<typeof setTimeout> | null = null
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SEGMENTS_BUDGET_MS)
  })
  const segments = await Promise.race([asked, budget])
  clearTimeout(timer)
  return segments
}

async function deciderFor(c: AppContext): Promise<Decider | null> {
  const settings = c.var.config.experimentation
  if (!settings) return null
  if (settings.intervalMs < 30_000 && !warnedInterval) {
    warnedInterval = true
    logEvent(c, 'warn', 'experimentation datafile checked more often than every 30 seconds', {
      intervalMs: settings.intervalMs,
    })
  }
  return currentDecider({
    kv: c.env.UPSTREAM_CACHE,
    fetcher: upstreamFetcher(c.env),
    baseUrl: settings.baseUrl,
    sdkKey: settings.sdkKey,
    intervalMs: settings.intervalMs,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    log: (message, detail) => logEvent(c, 'warn', message, detail),
  })
}

export function decisions(): MiddlewareHandler<AppEnv> {
  return async function decisions(c, next) {
    const defaults = c.var.config.flagDefaults
    c.set('flags', defaults)
    c.set('experiments', NO_EXPERIMENTS)
    c.set('experimentation', null)
    c.set('visitorId', null)
    if (UNDECIDED_PATHS.test(c.req.path)) return next()

    // A deployment without experiments or personalization has no use for a visitor id, and makes none.
    const { experimentation, personalizationApiUrl } = c.var.config
    const visitor = visitorOf(c, experimentation !== null || personalizationApiUrl !== null)
    const visitorId = visitor.id
    c.set('visitorId', visitorId)
    await decide(c, visitorId)
    await next()
    writeVisitorCookie(c, visitor)
    const page =
      c.req.method === 'GET' &&
      c.res.status === 200 &&
      (c.res.headers.get('content-type') ?? '').startsWith('text/html')
    if (page) sendPageImpressions(c)
  }
}

/** Decides every flag of the datafile for this visitor (none without one), over the deployment's defaults. */
async function decide(c: AppContext, visitorId: string | null): Promise<void> {
  const defaults = c.var.config.flagDefaults
  if (visitorId === null) return

  const forced = c.var.preview ? testContextOf(c.req.query('p13n_testcontext')) : {}
  const decider = await deciderFor(c).catch((error: unknown) => {
    logEvent(c, 'warn', 'experimentation datafile unavailable', { error: String(error) })
    return null
  })
  if (!decider) {
    c.set('experiments', { experiences: forced, variables: {} })
    return
  }
  const [segments, attributes] = await Promise.all([
    segmentsOf(c, visitorId, decider.segmentsToCheck),
    attributesOf(c),
  ])
  const user: DecideUser = {
    id: visitorId,
    attributes,
    ...(segments ? { qualifiedSegments: segments } : {}),
  }
  const decided: Record<string, Decision> = {}
  for (const key of decider.flagKeys) {
    const forcedVariationKey = forced[key]
    decided[key] = decider.decide(key, user, forcedVariationKey ? { forcedVariationKey } : undefined)
  }
  // Forced experiences the datafile does not decide (the personalization service's) pass through by name.
  const passThrough = Object.fromEntries(Object.entries(forced).filter(([key]) => !(key in decided)))
  const { flags, experiments } = choicesOf(defaults, decided, passThrough)
  c.set('flags', flags)
  c.set('experiments', experiments)
  c.set('experimentation', { decider, user, decisions: decided, exposed: new Set() })
}
