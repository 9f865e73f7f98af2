/**
 * Personalization decisions at the edge (decision 062): a page view's decision is made on the server, within a
 * time budget, so personalised experiences and recommendations are in the first HTML. It never fails a page: when
 * the decision service is slow, failing or answers nonsense, the page renders its baselines and the catalogue's
 * own recommendations, and the failure is logged.
 *
 * The idea of the circuit breaker: a service that fails (or passes the budget) `BREAKER_FAILURES` times in a row
 * is not called at all for `BREAKER_COOL_DOWN_MS`, so every page stops paying the budget for an answer that will
 * not come. After the cool-down one trial call goes (half-open): its success closes the breaker, its failure opens
 * it for another cool-down. The breaker lives in the isolate's memory, per set of bindings, as a busy isolate
 * serves many requests; a new isolate starts closed.
 *
 * Nothing is sent without a visitor id (`visitorId: null`): the visitor id exists only with targeting consent.
 */
import {
  buildDecisionEvents,
  type Decision,
  type EngineEvent,
  type PersonalizationContext,
  REC_IMPRESSION_LIMIT,
} from '../../shared/personalization/personalization'
import { logEvent } from '../log'
import type { AppContext } from '../types'

/**
 * The most a decision may take, counted from the top of the page's route (its content, product or category is
 * loaded meanwhile) to the parsed answer: the call's own time limit. A page seldom waits that long: once its own
 * data is ready it waits only as long as the service has lately needed to answer (`expectedAnswerMs`), so a slow
 * moment of the service costs the page a few milliseconds, not the budget (decision 062).
 */
export const DECISION_BUDGET_MS = 150

/** How many recent answer times an isolate keeps to judge how long the next answer should take. */
const ANSWER_TIMES_KEPT = 8

/** Failures (errors or passed budgets) in a row that open the breaker. */
export const BREAKER_FAILURES = 3

/** How long an open breaker keeps the decision service from being called. */
export const BREAKER_COOL_DOWN_MS = 30_000

export type BreakerState = 'closed' | 'open' | 'half-open'

export interface CircuitBreaker {
  readonly state: BreakerState
  /** Whether a call may go now. In the half-open state only one trial call may, until it ends. */
  tryAcquire(): boolean
  succeeded(): void
  failed(): void
}

export interface CircuitBreakerOptions {
  failureThreshold: number
  coolDownMs: number
  /** The clock; tests pass a fake one. */
  now?: () => number
}

/**
 * A circuit breaker (closed → open after `failureThreshold` failures in a row → half-open after `coolDownMs`,
 * one trial → closed or open again).
 *
 * @example
 * const breaker = createCircuitBreaker({ failureThreshold: 3, coolDownMs: 30_000 })
 * if (breaker.tryAcquire()) call().then(breaker.succeeded, breaker.failed)
 */
export function createCircuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const now = options.now ?? Date.now
  let state: BreakerState = 'closed'
  let failures = 0
  let openedAt = 0
  let trialInFlight = false

  const open = () => {
    state = 'open'
    openedAt = now()
    trialInFlight = false
  }

  return {
    get state() {
      if (state === 'open' && now() - openedAt >= options.coolDownMs) return 'half-open'
      return state
    },
    tryAcquire() {
      if (state === 'closed') return true
      if (state === 'open') {
        if (now() - openedAt < options.coolDownMs) return false
        state = 'half-open'
      }
      if (trialInFlight) return false
      trialInFlight = true
      return true
    },
    succeeded() {
      state = 'closed'
      failures = 0
      trialInFlight = false
    },
    failed() {
      if (state === 'half-open') return open()
      failures += 1
      if (failures >= options.failureThreshold) open()
    },
  }
}

const breakers = new WeakMap<object, CircuitBreaker>()

/** The isolate's breaker for these bindings (one per deployment; each test's bindings get their own). */
function breakerOf(c: AppContext): CircuitBreaker {
  let breaker = breakers.get(c.env)
  if (!breaker) {
    breaker = createCircuitBreaker({ failureThreshold: BREAKER_FAILURES, coolDownMs: BREAKER_COOL_DOWN_MS })
    breakers.set(c.env, breaker)
  }
  return breaker
}

/** Whether the decision service may be called for this request at all: a visitor, a service, no preview. */
export function mayPersonalize(c: AppContext, visitorId: string | null): visitorId is string {
  return visitorId !== null && c.var.config.personalizationApiUrl !== null && c.var.preview === null
}

const answerTimes = new WeakMap<object, number[]>()

/**
 * How long, in milliseconds from asking, the decision service has lately needed to answer: the upper quartile of
 * its last few answers within the budget (most answers come by then, and one slow moment of a busy isolate does
 * not make every page wait for it). Null in an isolate that has seen no answer yet: a page then waits up to the
 * whole budget, and learns. Answers past the budget are not counted: the breaker deals with those.
 */
export function expectedAnswerMs(c: AppContext): number | null {
  const times = answerTimes.get(c.env)
  if (!times || times.length === 0) return null
  const sorted = [...times].sort((a, b) => a - b)
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null
}

function rememberAnswerTime(c: AppContext, ms: number): void {
  const times = answerTimes.get(c.env) ?? []
  times.push(ms)
  if (times.length > ANSWER_TIMES_KEPT) times.shift()
  answerTimes.set(c.env, times)
}

const TIMED_OUT = Symbol('timed out')

/** How long past the budget an answer's body may still arrive (its headers came within the budget). */
const BODY_GRACE_MS = 20

/**
 * The decision for a page view, within `budgetMs`; null when there is none to have (no visitor id, no service,
 * an open breaker, a failure or a passed budget, all logged). With `context.decide` false the events are recorded
 * after the response instead, and null comes back at once. An answer's time is remembered from `askedAt` (when
 * the page began asking, its wait for the cart included) for `expectedAnswerMs`.
 */
export async function decidePersonalization(
  c: AppContext,
  visitorId: string | null,
  context: PersonalizationContext,
  budgetMs = DECISION_BUDGET_MS,
  askedAt = Date.now(),
): Promise<Decision | null> {
  if (!mayPersonalize(c, visitorId)) return null
  const events = buildDecisionEvents(context)
  if (!context.decide) {
    record(c, visitorId, events, 'page view')
    return null
  }
  const breaker = breakerOf(c)
  if (!breaker.tryAcquire()) {
    logEvent(c, 'info', 'personalization skipped: the decision service is resting', { state: breaker.state })
    return null
  }
  const started = Date.now()
  const budget = Math.max(1, Math.floor(budgetMs))
  let timer: ReturnType<typeof setTimeout> | undefined
  // The fetch is cut at the budget (its own time limit); an answer whose body is still arriving then is given up
  // a moment later, so the page never waits much past the budget whatever the service does.
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), budget + BODY_GRACE_MS)
  })
  const call = c.var.services.personalization.decide(visitorId, events, context.requestId, budget)
  // A failure after the page gave up waiting has nothing left to say.
  call.catch(() => {})
  try {
    const decision = await Promise.race([call, late])
    if (decision === TIMED_OUT) throw new Error(`no decision within ${budget} ms`)
    breaker.succeeded()
    rememberAnswerTime(c, Date.now() - askedAt)
    return decision
  } catch (error) {
    breaker.failed()
    logEvent(c, 'warn', 'personalization decision unavailable', {
      error: String(error),
      budgetMs: budget,
      breaker: breaker.state,
    })
    return null
  } finally {
    if (timer !== undefined) clearTimeout(timer)
    c.var.metrics.timing('p13n', Date.now() - started, 'personalization decision')
  }
}

/** The most impression ids one `Impressions` event carries (the events' schema). */
const IMPRESSION_IDS_LIMIT = 100

/** Groups of at most `size`, in order. */
const chunked = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/**
 * The events of several recordings as one call's: the impression ids and the recommendation tokens each gathered
 * once, in the order heard, in as many events as their limits need; every other event as it came.
 */
export function mergeRecordings(events: readonly EngineEvent[]): EngineEvent[] {
  const impressionIds = new Set<string>()
  const recTokens = new Set<string>()
  const others: EngineEvent[] = []
  for (const event of events) {
    if (event.eventType === 'monetate:record:Impressions')
      for (const id of event.impressionIds) impressionIds.add(id)
    else if (event.eventType === 'monetate:record:RecImpressions')
      for (const token of event.recImpressions) recTokens.add(token)
    else others.push(event)
  }
  return [
    ...others,
    ...chunked([...impressionIds], IMPRESSION_IDS_LIMIT).map((ids) => ({
      eventType: 'monetate:record:Impressions' as const,
      impressionIds: ids,
    })),
    ...chunked([...recTokens], REC_IMPRESSION_LIMIT).map((tokens) => ({
      eventType: 'monetate:record:RecImpressions' as const,
      recImpressions: tokens,
    })),
  ]
}

/** A page's impressions held back until its last section has rendered: one call for the page view. */
interface HeldRecordings {
  visitorId: string | null
  events: EngineEvent[]
  what: string[]
  holds: number
}

const heldRecordings = new WeakMap<AppContext, HeldRecordings>()

/**
 * Holds this request's impressions until every hold is released, then sends them as one call: a page's impressions
 * come from its sections as each renders, and the decision service hears of what one page view showed once (spec 3
 * §9), not once per section. The decisions middleware holds them for the request, and a streamed page for as long
 * as its sections render. Returns the release; impressions recorded after the last release (a section that came
 * after its page gave up on it) go at once.
 */
export function holdRecordings(c: AppContext): () => void {
  let held = heldRecordings.get(c)
  if (!held) {
    held = { visitorId: null, events: [], what: [], holds: 0 }
    heldRecordings.set(c, held)
  }
  const holding = held
  holding.holds += 1
  let released = false
  return () => {
    if (released) return
    released = true
    holding.holds -= 1
    if (holding.holds > 0) return
    heldRecordings.delete(c)
    if (holding.visitorId !== null && holding.events.length > 0)
      send(c, holding.visitorId, mergeRecordings(holding.events), [...new Set(holding.what)].join(' and '))
  }
}

/**
 * Records events that ask for no decision after the response (`waitUntil`), through the same breaker: impressions
 * are held with the rest of the page's while they are held (`holdRecordings`); anything else is sent at once.
 */
function record(c: AppContext, visitorId: string, events: EngineEvent[], what: string) {
  const held = heldRecordings.get(c)
  // A page view's own context (a view that decides nothing) is a call of its own, with its page type.
  const impressionsOnly = events.every((event) => event.eventType.startsWith('monetate:record:'))
  if (held && impressionsOnly && (held.visitorId === null || held.visitorId === visitorId)) {
    held.visitorId = visitorId
    held.events.push(...events)
    held.what.push(what)
    return
  }
  send(c, visitorId, events, what)
}

function send(c: AppContext, visitorId: string, events: EngineEvent[], what: string) {
  const breaker = breakerOf(c)
  if (!breaker.tryAcquire()) return
  c.executionCtx.waitUntil(
    c.var.services.personalization.record(visitorId, events).then(
      () => breaker.succeeded(),
      (error: unknown) => {
        breaker.failed()
        logEvent(c, 'warn', `personalization ${what} not recorded`, { error: String(error) })
      },
    ),
  )
}

/**
 * Records, after the response, the impressions of what a page showed from its decision: the actions' impression
 * ids (none for a control decision; the caller passes `impressionIdsOf`) and the recommended items' tokens, with
 * the catalogue widget's recommendation ids the page showed (`widgetIds`, decision 109), at most 24 in all (spec 3
 * §9). The decided items' tokens go only with their decision's impressions. One call per page view, so each
 * decision's impressions are reported once.
 */
export function reportImpressions(
  c: AppContext,
  visitorId: string | null,
  impressionIds: readonly string[],
  recTokens: readonly string[],
  widgetIds: readonly string[] = [],
): void {
  if (!mayPersonalize(c, visitorId)) return
  const decided = impressionIds.length > 0
  const tokens = [...new Set([...(decided ? recTokens : []), ...widgetIds])].slice(0, REC_IMPRESSION_LIMIT)
  const events: EngineEvent[] = [
    ...(decided
      ? [{ eventType: 'monetate:record:Impressions' as const, impressionIds: [...impressionIds] }]
      : []),
    ...(tokens.length > 0
      ? [{ eventType: 'monetate:record:RecImpressions' as const, recImpressions: tokens }]
      : []),
  ]
  if (events.length > 0) record(c, visitorId, events, 'impressions')
}

/**
 * Records, after the response, the impressions of the catalogue widget's recommendations a section showed apart from
 * the page's blocks (the product page's similar products), by their recommendation ids (decision 109): at most 24.
 */
export function reportRecImpressions(c: AppContext, visitorId: string | null, ids: readonly string[]): void {
  const tokens = [...new Set(ids)].slice(0, REC_IMPRESSION_LIMIT)
  if (!mayPersonalize(c, visitorId) || tokens.length === 0) return
  record(
    c,
    visitorId,
    [{ eventType: 'monetate:record:RecImpressions', recImpressions: tokens }],
    'impressions',
  )
}

/** Records a click on a recommended product, after the response. */
export function reportRecClick(c: AppContext, visitorId: string | null, recToken: string): void {
  if (!mayPersonalize(c, visitorId)) return
  record(c, visitorId, [{ eventType: 'monetate:record:RecClicks', recClicks: [recToken] }], 'click')
}
