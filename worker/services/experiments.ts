/**
 * What the rest of the worker does with this request's experiment decisions (worker/middleware/decisions.ts): mark
 * an experiment as shown (its content was rendered), send the impressions of a page's decisions and its segment
 * event once it is answered, and send a conversion (a bag add, a purchase). Nothing is sent without targeting
 * consent (Global Privacy Control withdraws it), in preview, or where experiments are off; impressions and
 * conversions leave through the queue (worker/services/experiment-events.ts), a segment event through the
 * `segment-events` queue to the data platform's pixel (decisions 108 and 112).
 */
import { USER_AGENT_ATTRIBUTE } from '../../shared/experiments/events'
import { pageViewSegmentEvent } from '../../shared/experiments/segment-events'
import { detectPageType } from '../../shared/page-type'
import { FEATURE_FLAG_KEYS } from '../../shared/personalization/flags'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { type EventProject, type EventVisitor, sendConversion, sendImpressions } from './experiment-events'

/** Every page shows the features: their decisions count as shown on every page. */
const FEATURE_KEYS: ReadonlySet<string> = new Set(Object.values(FEATURE_FLAG_KEYS))

/** The visitor and project events carry, or null when nothing may be sent. */
function eventScope(c: AppContext): { visitor: EventVisitor; project: EventProject } | null {
  const state = c.var.experimentation
  if (!state || c.var.preview || !c.var.consent.targeting) return null
  const { decider, user } = state
  const attributes: EventVisitor['attributes'] = {}
  for (const [key, value] of Object.entries(user.attributes ?? {}))
    if (value !== null) attributes[key] = value
  // The service filters bots by the user agent only where the project asks for it.
  if (decider.botFiltering) attributes[USER_AGENT_ATTRIBUTE] = c.req.header('user-agent') ?? ''
  return {
    visitor: { id: user.id, attributes },
    project: {
      accountId: decider.accountId,
      projectId: decider.projectId,
      revision: decider.revision,
      anonymizeIP: decider.anonymizeIP,
      botFiltering: decider.botFiltering,
      attributeId: (key) => decider.attributeId(key),
    },
  }
}

/** Marks an experiment's flag as shown on this page (its experience or its variable was rendered). */
export function markExposed(c: AppContext, flagKey: string): void {
  c.var.experimentation?.exposed.add(flagKey)
}

/** Sends the impressions of the decisions this page showed: the features, and the experiments it rendered. */
export function sendPageImpressions(c: AppContext): void {
  const scope = eventScope(c)
  const state = c.var.experimentation
  if (!scope || !state) return
  const impressions = Object.values(state.decisions)
    .filter((decision) => FEATURE_KEYS.has(decision.flagKey) || state.exposed.has(decision.flagKey))
    .flatMap((decision) => (decision.impression ? [decision.impression] : []))
  if (impressions.length > 0) sendImpressions(c, scope.visitor, scope.project, impressions)
}

/**
 * Sends the data platform a page view of the visitor (one segment event, enqueued in the background for its
 * tracking pixel: worker/segment-queue.ts), so the audiences built from its segments count this page. Only where
 * the datafile names the platform's public key and a pixel host is configured.
 */
export function sendPageSegmentEvent(c: AppContext): void {
  const scope = eventScope(c)
  const trackerId = c.var.experimentation?.decider.odpPublicKey
  if (!scope || !trackerId || !c.var.config.ODP_PIXEL_URL) return
  const queue = c.env.SEGMENT_EVENTS
  if (!queue) {
    logEvent(c, 'warn', 'segment event dropped: no queue bound')
    return
  }
  const event = pageViewSegmentEvent({
    visitorId: scope.visitor.id,
    pageType: detectPageType(c.req.path),
    idempotenceId: crypto.randomUUID(),
  })
  const enqueue = async () => {
    try {
      await queue.send({ trackerId, event }, { contentType: 'json' })
    } catch (error) {
      logEvent(c, 'error', 'segment event not enqueued', { error: String(error) })
    }
  }
  c.executionCtx.waitUntil(enqueue())
}

/** Sends a conversion of the datafile's event `eventKey` (nothing when the datafile has no such event). */
export function trackConversion(
  c: AppContext,
  eventKey: string,
  tags: { revenue?: number; value?: number } = {},
) {
  const scope = eventScope(c)
  const event = c.var.experimentation?.decider.event(eventKey)
  if (scope && event) sendConversion(c, scope.visitor, scope.project, event, tags)
}
