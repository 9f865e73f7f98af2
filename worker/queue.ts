/**
 * The worker's queue handler: the `segment-events` queue's batches go to worker/segment-queue.ts (decision 112);
 * the rest is the consumer of the `experiment-events` queue (decision 061): experimentation impressions and
 * conversions that request handlers enqueued (`services/experiment-events.ts`) leave the edge here, in batches the
 * queue gathers (10 messages or 1 s, spec 2 §9's event batch and flush interval; wrangler.toml). A message holds
 * the events of one request, at most 10 (decision 133).
 *
 * The messages are read with zod (one that does not parse is dropped and logged: no retry will mend it), packed
 * whole into payloads of at most 10 events per account, project and revision (`packEventBatches`), and each
 * payload is posted to the event-logging endpoint. Its messages are then acknowledged when it was taken; dropped
 * and logged when the endpoint refused it as malformed (a 4xx); and otherwise retried each after the spec's
 * backoff for its attempt, 0, 8, 16 ... 512 s plus up to a second, until the queue's 8 retries are used up.
 *
 * Decision 112 adds two of the spec's bounds. While more than `maxQueueSize` (10000) events wait, the oldest of a
 * batch are dropped unsent, logged (`queue-backlog.ts`). And at most once per the SDK's earlier flush interval
 * (30 s) in each isolate, the consumer sends the pending-event store's events back to the queue
 * (`pending-events.ts`): those a request could not enqueue.
 */
import {
  EXPERIMENT_EVENT_DEFAULTS,
  type ExperimentEvent,
  eventsOfMessage,
  packEventBatches,
  retryDelaySeconds,
} from '../shared/experiments/events'
import { getEventLogConfig } from './config'
import type { Bindings } from './env'
import { logQueueEvent } from './log'
import { flushPendingEvents } from './pending-events'
import { backlogOverflow } from './queue-backlog'
import { consumeSegmentEvents, SEGMENT_EVENTS_QUEUE } from './segment-queue'
import { createEventLogClient } from './upstream/experimentation/client'
import { upstreamFetcher } from './upstream/http'

const log = (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) =>
  logQueueEvent('experiment-events', level, message, detail)

/** When this isolate's consumer last flushed the pending-event store. */
let pendingFlushedAt = Number.NEGATIVE_INFINITY

/** Tests only: the next batch flushes the pending-event store, however recently it was flushed. */
export function forgetPendingFlush(): void {
  pendingFlushedAt = Number.NEGATIVE_INFINITY
}

/** The queue handler of the worker's default export. */
export async function queue(
  batch: MessageBatch<unknown>,
  env: Bindings,
  ctx: ExecutionContext,
): Promise<void> {
  if (batch.queue === SEGMENT_EVENTS_QUEUE) return consumeSegmentEvents(batch, env)
  const now = Date.now()
  if (now - pendingFlushedAt >= EXPERIMENT_EVENT_DEFAULTS.pendingFlushIntervalMs) {
    pendingFlushedAt = now
    ctx.waitUntil(
      flushPendingEvents({
        store: env.PENDING_EXPERIMENT_EVENTS,
        queue: env.EXPERIMENT_EVENTS,
        log: (level, message, detail) => log(level, message, detail),
      }),
    )
  }
  const retryLater = (messages: readonly Message<unknown>[]) => {
    for (const message of messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
  }
  let config: ReturnType<typeof getEventLogConfig>
  try {
    config = getEventLogConfig(env)
  } catch (error) {
    log('error', 'experiment events not sent: configuration', { error: String(error) })
    retryLater(batch.messages)
    return
  }
  const client = createEventLogClient({ url: config.EXPERIMENT_EVENTS_URL, fetcher: upstreamFetcher(env) })

  // A message holds one request's events (decision 133), or one event alone as written before it.
  const read = batch.messages.map((message) => ({ message, parsed: eventsOfMessage(message.body) }))
  // The bound counts events: each message weighs what it holds (one that does not parse, one).
  const weights = read.map(({ parsed }) => (parsed.success ? parsed.events.length : 1))
  const overflow = backlogOverflow(batch, EXPERIMENT_EVENT_DEFAULTS.maxQueueSize, weights)
  if (overflow > 0) {
    log('warn', 'experiment events dropped: more than 10000 waiting', {
      events: weights.slice(0, overflow).reduce((sum, weight) => sum + weight, 0),
      waitingMessages: (batch.metadata?.metrics?.backlogCount ?? 0) + batch.messages.length,
      maxQueueSize: EXPERIMENT_EVENT_DEFAULTS.maxQueueSize,
    })
    for (const { message } of read.slice(0, overflow)) message.ack()
  }
  const valid: { events: ExperimentEvent[]; item: Message<unknown> }[] = []
  for (const { message, parsed } of read.slice(overflow)) {
    if (parsed.success) valid.push({ events: parsed.events, item: message })
    else {
      log('error', 'experiment event dropped: not an event', { messageId: message.id, issues: parsed.issues })
      message.ack()
    }
  }

  // Each message goes into exactly one payload, so its fate follows that payload's answer.
  await Promise.all(
    packEventBatches(valid).map(async ({ batch: payload, items: messages }) => {
      const outcome = await client.logEvents(payload)
      const detail = () => ({
        events: payload.visitors.length,
        accountId: payload.account_id,
        projectId: payload.project_id,
        revision: payload.revision,
      })
      if (outcome.kind === 'delivered') {
        for (const message of messages) message.ack()
        return
      }
      const failure = {
        ...detail(),
        status: outcome.error.status,
        errorId: outcome.error.errorId,
        correlationId: outcome.error.correlationId,
        cause: String(outcome.error.cause ?? ''),
      }
      if (outcome.kind === 'rejected') {
        log('error', 'experiment events dropped: the endpoint refused the batch', failure)
        for (const message of messages) message.ack()
        return
      }
      log('warn', 'experiment events not sent: retrying', {
        ...failure,
        attempts: messages.map((message) => message.attempts),
      })
      retryLater(messages)
    }),
  )
}
