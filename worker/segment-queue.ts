/**
 * The consumer of the `segment-events` queue (decision 112): the page views that request handlers enqueued
 * (`services/experiments.ts`) reach the data platform's tracking pixel here, as the browser SDK's segment-event
 * queue sends them (spec 2 §9): one event a delivery (wrangler.toml's `max_batch_size = 1`), each sent up to 3
 * times in all, and at most 100 waiting. A page only enqueues its event, so a slow or failing platform never holds
 * a page, and loses nothing up to that bound.
 *
 * Each event is sent once a delivery (`pixel.ts`): taken, it is acknowledged; refused (a 4xx other than 408 and 429)
 * it is dropped, logged; otherwise it is delivered again after the spec's backoff for its attempt (0, 8 s, plus up
 * to a second), until its third send, after which it is dropped, logged, as the spec wants of experimentation
 * failures (spec 2 §8). While more than 100 wait, the oldest are dropped unsent, logged (`queue-backlog.ts`).
 */
import { retryDelaySeconds } from '../shared/experiments/events'
import { SEGMENT_EVENT_DEFAULTS, SegmentEventMessageSchema } from '../shared/experiments/segment-events'
import { getSegmentPixelConfig } from './config'
import type { Bindings } from './env'
import { logQueueEvent } from './log'
import { backlogOverflow } from './queue-backlog'
import { sendSegmentEvent } from './upstream/experimentation/pixel'
import { upstreamFetcher } from './upstream/http'

/** The queue's name, as wrangler.toml declares it in every environment. */
export const SEGMENT_EVENTS_QUEUE = 'segment-events'

const log = (level: 'warn' | 'error', message: string, detail?: Record<string, unknown>) =>
  logQueueEvent(SEGMENT_EVENTS_QUEUE, level, message, detail)

/** The `segment-events` queue's handler (`worker/queue.ts` hands its batches here). */
export async function consumeSegmentEvents(batch: MessageBatch<unknown>, env: Bindings): Promise<void> {
  let pixelUrl: string | undefined
  try {
    pixelUrl = getSegmentPixelConfig(env).ODP_PIXEL_URL
  } catch (error) {
    log('error', 'segment events not sent: configuration', { error: String(error) })
    for (const message of batch.messages) message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
    return
  }
  const fetcher = upstreamFetcher(env)
  const overflow = backlogOverflow(batch, SEGMENT_EVENT_DEFAULTS.queueSize)
  for (const [index, message] of batch.messages.entries()) {
    if (index < overflow) {
      log('warn', 'segment event dropped: more than 100 waiting', {
        messageId: message.id,
        waiting: (batch.metadata?.metrics?.backlogCount ?? 0) + batch.messages.length,
        queueSize: SEGMENT_EVENT_DEFAULTS.queueSize,
      })
      message.ack()
      continue
    }
    const parsed = SegmentEventMessageSchema.safeParse(message.body)
    if (!parsed.success) {
      log('error', 'segment event dropped: not an event', {
        messageId: message.id,
        issues: parsed.error.issues,
      })
      message.ack()
      continue
    }
    if (!pixelUrl) {
      log('warn', 'segment event dropped: no pixel host configured', { messageId: message.id })
      message.ack()
      continue
    }
    const { trackerId, event } = parsed.data
    const outcome = await sendSegmentEvent({ fetcher, pixelUrl }, trackerId, event)
    if (outcome.kind === 'delivered') {
      message.ack()
    } else if (outcome.kind === 'rejected') {
      log('warn', 'segment event not sent: refused', { ...outcome.detail, attempts: message.attempts })
      message.ack()
    } else if (message.attempts >= SEGMENT_EVENT_DEFAULTS.tries) {
      log('warn', 'segment event not sent', { ...outcome.detail, attempts: message.attempts })
      message.ack()
    } else {
      const delaySeconds = retryDelaySeconds(message.attempts)
      log('warn', 'segment event not sent: trying again', {
        ...outcome.detail,
        attempts: message.attempts,
        delaySeconds,
      })
      message.retry({ delaySeconds })
    }
  }
}
