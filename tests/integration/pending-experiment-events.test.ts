/**
 * Spec 2 §9's bounds on experimentation events (decision 112): events the `experiment-events` queue cannot take wait
 * in the pending-event store (at most 100, the oldest dropped, logged) and leave again with the isolate's next
 * successful send, or when the queue's consumer flushes the store (at most every 30 s, the SDK's earlier flush
 * interval); and while more than 10000 events wait in the queue, its consumer drops the oldest, logged.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ImpressionFacts } from '../../shared/experiments'
import {
  EXPERIMENT_EVENT_DEFAULTS,
  type ExperimentEvent,
  type ExperimentEventMessage,
} from '../../shared/experiments/events'
import type { Bindings } from '../../worker/env'
import { requestContext } from '../../worker/middleware/request-context'
import { PENDING_EVENTS_NAME } from '../../worker/pending-events'
import { forgetPendingFlush } from '../../worker/queue'
import { type EventProject, sendImpressions } from '../../worker/services/experiment-events'
import type { AppEnv } from '../../worker/types'
import { consume, recordedBatches } from './experiment-event-helpers'
import { createTestEnv, createUpstream } from './harness'

const PROJECT: EventProject = {
  accountId: '1001',
  projectId: '2002',
  revision: '42',
  anonymizeIP: true,
  attributeId: () => null,
}

const decision = (flagKey: string): ImpressionFacts => ({
  campaignId: '7001',
  experimentId: '7002',
  variationId: '7003',
  ruleType: 'feature-test',
  ruleKey: `${flagKey}_test`,
  flagKey,
  variationKey: 'bold',
  enabled: true,
})

/** A page that reports one impression per flag named in its query, for its visitor. */
const producer = new Hono<AppEnv>().use('*', requestContext()).get('/page/:visitor', (c) => {
  const flags = (c.req.query('flags') ?? 'hero').split(',')
  sendImpressions(c, { id: c.req.param('visitor'), attributes: {} }, PROJECT, flags.map(decision))
  return c.text('page')
})

async function page(env: Bindings, visitor: string, flags = 'hero') {
  const ctx = createExecutionContext()
  const response = await producer.fetch(
    new Request(`http://localhost/page/${visitor}?flags=${flags}`),
    env,
    ctx,
  )
  expect(await response.text()).toBe('page')
  await waitOnExecutionContext(ctx)
}

/**
 * A queue binding that refuses every send until it is mended, and keeps what it takes: the messages, and their
 * events in order (`sent`).
 */
function unsteadyQueue() {
  const sent: ExperimentEvent[] = []
  const messages: ExperimentEventMessage[] = []
  let up = false
  const take = (bodies: ExperimentEventMessage[]) => {
    if (!up) return Promise.reject(new Error('queue unavailable'))
    messages.push(...bodies)
    sent.push(...bodies.flatMap((body) => body.events))
    return Promise.resolve()
  }
  const queue = {
    send: (body: ExperimentEventMessage) => take([body]),
    sendBatch: (batch: Iterable<MessageSendRequest<ExperimentEventMessage>>) =>
      take([...batch].map((message) => message.body)),
  } as unknown as Queue<ExperimentEventMessage>
  return {
    queue,
    sent,
    messages,
    mend: () => {
      up = true
    },
    fail: () => {
      up = false
    },
  }
}

function shop() {
  const upstream = createUpstream()
  const unsteady = unsteadyQueue()
  const env = createTestEnv(upstream, {
    EXPERIMENT_EVENTS_URL: 'https://mock-api.internal/experimentation/v1/events',
    EXPERIMENT_EVENTS: unsteady.queue,
  })
  const namespace = env.PENDING_EXPERIMENT_EVENTS
  if (!namespace) throw new Error('no pending-event store bound')
  const store = namespace.get(namespace.idFromName(PENDING_EVENTS_NAME))
  return { upstream, env, store, ...unsteady }
}

const visitorId = () => `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`
const flagsOf = (events: readonly ExperimentEvent[]) =>
  events.map((event) => event.visitor.snapshots[0]?.decisions?.[0]?.metadata.flag_key)
const quietWarnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {})
const messagesOf = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map(([line]) => JSON.parse(String(line)) as { message: string } & Record<string, unknown>)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the pending-event store', () => {
  it('keeps the events the queue cannot take, and sends them with the next send that succeeds', async () => {
    const { env, store, sent, mend } = shop()
    const warn = quietWarnings()
    const visitor = visitorId()
    await page(env, visitor, 'hero,promo')
    expect(messagesOf(warn)).toEqual([
      expect.objectContaining({ message: 'experiment events kept until the queue takes them', events: 2 }),
    ])

    mend()
    await page(env, visitor, 'footer')
    // The new event went first; the two kept before followed it, and the store is empty.
    expect(flagsOf(sent)).toEqual(['footer', 'hero', 'promo'])
    expect(await store.take()).toEqual([])
  })

  it('keeps at most 100 events, dropping the oldest and logging how many', async () => {
    const { env, store } = shop()
    const warn = quietWarnings()
    const visitor = visitorId()
    const flags = Array.from({ length: 60 }, (_, index) => `flag${index}`)
    await page(env, visitor, flags.join(','))
    await page(env, visitor, flags.map((flag) => `${flag}b`).join(','))
    expect(messagesOf(warn).filter((line) => line.message.startsWith('pending'))).toEqual([
      expect.objectContaining({
        message: 'pending experiment events dropped: the store keeps 100',
        dropped: 20,
      }),
    ])
    const kept = flagsOf(await store.take())
    expect(kept).toHaveLength(EXPERIMENT_EVENT_DEFAULTS.pendingStoreSize)
    // 20 of the first page's events made room; every event of the second page is kept, after the first's.
    expect(kept.slice(40)).toEqual(flags.map((flag) => `${flag}b`))
    expect(kept.slice(0, 40).every((flag) => flags.includes(flag ?? ''))).toBe(true)
  })

  it('is flushed by the queue’s consumer, at most once every 30 seconds', async () => {
    const { upstream, env, store, sent, messages, mend } = shop()
    mend()
    const visitor = visitorId()
    await page(env, visitor, 'hero,promo')
    await store.keep(sent.splice(0))
    forgetPendingFlush()
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now)
    await consume([], env)
    expect(flagsOf(sent)).toEqual(['hero', 'promo'])
    expect(await store.take()).toEqual([])

    // Kept again: not flushed before 30 s have passed, flushed when they have.
    await store.keep(sent.splice(0))
    vi.spyOn(Date, 'now').mockReturnValue(now + EXPERIMENT_EVENT_DEFAULTS.pendingFlushIntervalMs - 1)
    await consume([], env)
    expect(sent).toEqual([])
    vi.spyOn(Date, 'now').mockReturnValue(now + EXPERIMENT_EVENT_DEFAULTS.pendingFlushIntervalMs)
    messages.splice(0)
    await consume([], env)
    expect(flagsOf(sent)).toEqual(['hero', 'promo'])
    // The two went back as one message (decision 133).
    expect(messages.map((message) => message.events.length)).toEqual([2])

    // Back in the queue, they reach the event-logging endpoint as any event does.
    await consume(messages, env)
    expect(await recordedBatches(upstream, visitor)).toHaveLength(1)
  })

  it('takes the events back when the queue still cannot take them', async () => {
    const { env, store, sent } = shop()
    const warn = quietWarnings()
    await page(env, visitorId(), 'hero')
    forgetPendingFlush()
    await consume([], env)
    expect(sent).toEqual([])
    expect(messagesOf(warn).map((line) => line.message)).toEqual([
      'experiment events kept until the queue takes them',
      'experiment events kept until the queue takes them',
    ])
    expect(flagsOf(await store.take())).toEqual(['hero'])
  })
})

describe('the experiment-events queue’s bound', () => {
  it('drops the oldest events of a batch while more than 10000 wait, and logs it', async () => {
    const { upstream, env, sent, mend } = shop()
    mend()
    const visitor = visitorId()
    await page(env, visitor, 'a,b,c')
    expect(sent).toHaveLength(3)
    const warn = quietWarnings()
    // Three messages of one event in the batch and 9999 behind it: the two oldest are past the bound.
    const single = sent.map((event) => ({ events: [event] }))
    const result = await consume(single, env, [], { backlog: EXPERIMENT_EVENT_DEFAULTS.maxQueueSize - 1 })
    expect(result.explicitAcks.sort()).toEqual(['message-0', 'message-1', 'message-2'])
    expect(messagesOf(warn)).toEqual([
      expect.objectContaining({ message: 'experiment events dropped: more than 10000 waiting', events: 2 }),
    ])
    const batches = await recordedBatches(upstream, visitor)
    expect(batches.flatMap((batch) => batch.visitors)).toHaveLength(1)
    expect(batches[0]?.visitors[0]?.snapshots[0]?.decisions?.[0]?.metadata.flag_key).toBe('c')

    // Within the bound, nothing is dropped.
    const again = await consume(single, env, [], { backlog: EXPERIMENT_EVENT_DEFAULTS.maxQueueSize - 3 })
    expect(again.explicitAcks).toHaveLength(3)
    expect(messagesOf(warn)).toHaveLength(1)
  })

  it('weighs a message as the events it holds (decision 133)', async () => {
    const { upstream, env, messages, mend } = shop()
    mend()
    const visitor = visitorId()
    await page(env, visitor, 'a,b,c')
    await page(env, visitor, 'd')
    expect(messages.map((message) => message.events.length)).toEqual([3, 1])
    const warn = quietWarnings()
    // Messages of 3 and 1 events, a mean of 2: 4999 behind weigh 9998, 10002 with the batch. Dropping the oldest
    // message, its three events, is enough.
    const result = await consume(messages, env, [], { backlog: 4999 })
    expect(result.explicitAcks.sort()).toEqual(['message-0', 'message-1'])
    expect(messagesOf(warn)).toEqual([
      expect.objectContaining({ message: 'experiment events dropped: more than 10000 waiting', events: 3 }),
    ])
    const batches = await recordedBatches(upstream, visitor)
    expect(
      batches.flatMap((batch) =>
        batch.visitors.map((entry) => entry.snapshots[0]?.decisions?.[0]?.metadata.flag_key),
      ),
    ).toEqual(['d'])
  })
})
