/**
 * The request's experiments and flags, decided once before anything renders, so a shopper never sees a page switch
 * (spec 2 §4–§6, decision 063): the experimentation service's datafile decides every flag for a consenting
 * visitor's id, with their attributes and, within `SEGMENTS_BUDGET_MS`, their audience segments. In preview, an
 * editor forces variations with `p13n_testcontext=flag:variation,...`. The answer is plain data, which
 * worker/middleware/decisions.ts sets on `c.var`: each feature on or off, each experience's variant and each
 * flag's variables, and the decider, the user and the decisions, for events.
 */
import type { Attributes, Decider, DecideUser, Decision } from '../../shared/experiments'
import {
  type ExperimentChoices,
  FEATURE_FLAG_KEYS,
  FEATURE_NAMES,
  type FeatureFlags,
  variantName,
} from '../../shared/personalization/flags'
import { testContextOf } from '../../shared/personalization/test-context'
import { logEvent } from '../log'
import type { AppContext, ExperimentationState } from '../types'
import type { ExperimentationClient } from '../upstream/experimentation/client'

/** How long a request waits for a visitor's audience segments before deciding without them. */
export const SEGMENTS_BUDGET_MS = 150

let warnedInterval = false

/** The editor's forced variations (preview only), read from the query by `testContextOf`. */
export { testContextOf }

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
 * A visitor whose id this request made is in no segment: the data platform has heard nothing of that id yet, so
 * a first page is not held up to be told so.
 */
async function segmentsOf(
  c: AppContext,
  client: ExperimentationClient,
  visitorId: string,
  isNew: boolean,
  wanted: readonly string[],
): Promise<string[] | null> {
  if (wanted.length === 0 || !c.var.config.ODP_API_KEY) return null
  if (isNew) return []
  const asked = client.qualifiedSegments(visitorId, wanted)
  c.executionCtx.waitUntil(asked)
  let timer: ReturnType<typeof setTimeout> | null = null
  const budget = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), SEGMENTS_BUDGET_MS)
  })
  const segments = await Promise.race([asked, budget])
  clearTimeout(timer)
  return segments
}

/** The current datafile's decider; warns once per isolate of a datafile checked too often. */
async function deciderOf(c: AppContext, client: ExperimentationClient): Promise<Decider | null> {
  const settings = c.var.config.experimentation
  if (settings && settings.intervalMs < 30_000 && !warnedInterval) {
    warnedInterval = true
    logEvent(c, 'warn', 'experimentation datafile checked more often than every 30 seconds', {
      intervalMs: settings.intervalMs,
    })
  }
  return client.decider()
}

/** What the request's decisions set: its flags, its experiences and variables, and what events need of them. */
export interface ExperimentDecisions {
  flags: FeatureFlags
  experiments: ExperimentChoices
  experimentation: ExperimentationState | null
}

/**
 * Decides every flag of the datafile for this visitor (`isNew`: its id made by this request), over the deployment's
 * defaults. Never throws.
 */
export async function decideExperiments(
  c: AppContext,
  client: ExperimentationClient,
  visitorId: string,
  isNew = false,
): Promise<ExperimentDecisions> {
  const defaults = c.var.config.flagDefaults
  const forced = c.var.preview ? testContextOf(c.req.query('p13n_testcontext')) : {}
  const decider = await deciderOf(c, client).catch((error: unknown) => {
    logEvent(c, 'warn', 'experimentation datafile unavailable', { error: String(error) })
    return null
  })
  if (!decider)
    return { flags: defaults, experiments: { experiences: forced, variables: {} }, experimentation: null }
  const [segments, attributes] = await Promise.all([
    segmentsOf(c, client, visitorId, isNew, decider.segmentsToCheck),
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
  return { flags, experiments, experimentation: { decider, user, decisions: decided, exposed: new Set() } }
}
