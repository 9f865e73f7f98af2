/**
 * The experiment-events queue in integration tests: a queue binding that keeps what is sent, the storefront's
 * consumer run on those messages as the queue would deliver them, and the batches the mock event-logging endpoint
 * recorded for a visitor.
 */
import type { MessageBatchMessage } from 'cloudflare:test'
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test'
import { expect, vi } from 'vitest'
import type { EventBatch, ExperimentEventMessage } from '../../shared/experiments/events'
import storefront from '../../worker'
import type { Bindings } from '../../worker/env'
import { TEST_SECRETS, type Upstream } from './harness'

/** A queue binding that keeps what is sent, and answers each send when the test lets it. */
export function recordingQueue<Body = ExperimentEventMessage>() {
  const sent: Body[] = []
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const queue = {
    async send(body: Body) {
      await gate
      sent.push(body)
    },
    async sendBatch(messages: Iterable<MessageSendRequest<Body>>) {
      await gate
      for (const message of messages) sent.push(message.body)
    },
  } as unknown as Queue<Body>
  return { queue, sent, release }
}

/**
 * Runs the storefront's queue consumer on these messages, as the queue would deliver them: by default a batch of
 * the `experiment-events` queue with nothing waiting behind it; `backlog` says how many messages still wait.
 */
export async function consume(
  bodies: readonly unknown[],
  env: Bindings,
  attempts: readonly number[] = [],
  options: { queue?: string; backlog?: number } = {},
) {
  const messages: MessageBatchMessage[] = bodies.map((body, index) => ({
    id: `message-${index}`,
    timestamp: new Date(),
    attempts: attempts[index] ?? 1,
    body,
  }))
  const batch = createMessageBatch(options.queue ?? 'experiment-events', messages)
  // The test pool's batches say nothing waits behind them: this one says what the test asks.
  batch.metadata.metrics.backlogCount = options.backlog ?? 0
  // The test pool's messages keep that a retry was asked, not its delay: the delays are read on the way in.
  const delays: { msgId: string; delaySeconds?: number }[] = []
  for (const message of batch.messages) {
    const retry = message.retry.bind(message)
    vi.spyOn(message, 'retry').mockImplementation((options) => {
      delays.push({ msgId: message.id, delaySeconds: options?.delaySeconds })
      retry(options)
    })
  }
  const ctx = createExecutionContext()
  await storefront.queue(batch, env, ctx)
  const result = await getQueueResult(batch, ctx)
  expect(result.retryMessages.map((entry) => entry.msgId)).toEqual(delays.map((entry) => entry.msgId))
  return { ...result, retryMessages: delays }
}

export async function recordedBatches(
  upstream: Upstream & { fetcher: Fetcher },
  visitorId: string,
): Promise<EventBatch[]> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/__dev/experimentation/events?visitor_id=${encodeURIComponent(visitorId)}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { batches: EventBatch[] }).batches
}
