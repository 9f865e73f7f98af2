/**
 * Experimentation events from the request path (decision 061): the impressions of the decisions a visitor was
 * shown and the conversions they made are built here (`shared/experiments/events.ts`) and put on the
 * `experiment-events` queue inside `waitUntil`, so a response never waits for them, one queue message for the
 * events of one request (at most the event batch size each, decision 133); the queue's consumer
 * (`worker/queue.ts`) batches and delivers them. Events the queue cannot take wait in the pending-event store
 * (`worker/pending-events.ts`, decision 112) and go with this isolate's next send that succeeds. Neither function
 * throws: an event that cannot be built, enqueued or kept is logged and lost, as the spec wants of experimentation
 * failures (spec 2 §8).
 *
 * The caller decides whether to send at all (consent, preview) and gives the datafile's facts.
 *
 * @example
 *   sendImpressions(c, { id: visitorId, attributes: { country: 'US', [USER_AGENT_ATTRIBUTE]: userAgent } },
 *     { accountId, projectId, revision, anonymizeIP, attributeId }, decisions)
 */
import type { ImpressionFacts } from '../../shared/experiments'
import {
  conversionEvent,
  type EventContext,
  type EventSource,
  type ExperimentEvent,
  type ExperimentEventMessage,
  eventMessages,
  impressionEvent,
} from '../../shared/experiments/events'
import { logEvent } from '../log'
import { flushPendingEvents, keepPendingEvents, type PendingEventsOptions } from '../pending-events'
import type { AppContext } from '../types'

export interface EventVisitor {
  id: string
  attributes: Record<string, string | number | boolean>
}

/** The datafile's facts the events carry. */
export interface EventProject extends EventContext {
  /** The datafile's id of an attribute key; null for a key it does not know (that attribute is left out). */
  attributeId: (key: string) => string | null
}

function sourceOf(visitor: EventVisitor, project: EventProject): EventSource {
  const { attributeId, ...context } = project
  return {
    context,
    attributeId,
    user: visitor,
    timestamp: Date.now(),
    uuid: crypto.randomUUID(),
  }
}

/** Whether this isolate kept events in the pending-event store that its next successful send should flush. */
let keptPending = false

/** Enqueues the events; those the queue cannot take are kept, and a success flushes what this isolate kept. */
async function deliver(
  queue: Queue<ExperimentEventMessage>,
  options: PendingEventsOptions,
  events: ExperimentEvent[],
  what: string,
): Promise<void> {
  const messages = eventMessages(events)
  try {
    if (messages.length === 1 && messages[0]) await queue.send(messages[0], { contentType: 'json' })
    else await queue.sendBatch(messages.map((body) => ({ body, contentType: 'json' as const })))
  } catch (error) {
    if (await keepPendingEvents(options, events, { what, error: String(error) })) keptPending = true
    return
  }
  if (keptPending) {
    keptPending = false
    await flushPendingEvents(options)
  }
}

/** Builds the events and enqueues them in the background; logs whatever goes wrong. */
function enqueue(c: AppContext, visitor: EventVisitor, what: string, build: () => ExperimentEvent[]): void {
  // The user id must be a non-empty string (spec 2 §5).
  if (!visitor.id) {
    logEvent(c, 'warn', 'experiment events dropped: no visitor id', { what })
    return
  }
  try {
    const queue = c.env.EXPERIMENT_EVENTS
    if (!queue) {
      logEvent(c, 'warn', 'experiment events dropped: no queue bound', { what })
      return
    }
    const events = build()
    if (events.length === 0) return
    const options: PendingEventsOptions = {
      queue,
      store: c.env.PENDING_EXPERIMENT_EVENTS,
      log: (level, message, detail) => logEvent(c, level, message, detail),
    }
    c.executionCtx.waitUntil(deliver(queue, options, events, what))
  } catch (error) {
    logEvent(c, 'error', 'experiment events not enqueued', { what, error: String(error) })
  }
}

/** Enqueues one impression per decision the visitor was shown. */
export function sendImpressions(
  c: AppContext,
  visitor: EventVisitor,
  context: EventProject,
  impressions: readonly ImpressionFacts[],
): void {
  enqueue(c, visitor, 'impressions', () =>
    impressions.map((facts) => impressionEvent(sourceOf(visitor, context), facts)),
  )
}

/**
 * Enqueues one conversion: `event` is the datafile's event (its id and key); `revenue` is in minor units and sent
 * as a whole number, `value` as given.
 */
export function sendConversion(
  c: AppContext,
  visitor: EventVisitor,
  context: EventProject,
  event: { id: string; key: string },
  tags: { revenue?: number; value?: number },
): void {
  enqueue(c, visitor, 'conversion', () => [conversionEvent(sourceOf(visitor, context), event, tags)])
}
