import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearFaults, setFaults } from '../../mock-api/faults'
import { DEVELOPMENT_ODP_API_KEY, SEGMENT_BANDS, segmentBandOf } from '../../mock-api/routes/experimentation'
import type { ImpressionFacts } from '../../shared/experiments'
import { EVENT_CLIENT_NAME, type ExperimentEventMessage } from '../../shared/experiments/events'
import type { Bindings } from '../../worker/env'
import { logEvent } from '../../worker/log'
import { requestContext } from '../../worker/middleware/request-context'
import { type EventProject, sendConversion, sendImpressions } from '../../worker/services/experiment-events'
import type { AppEnv } from '../../worker/types'
import { clearSegmentCache, qualifiedSegments } from '../../worker/upstream/experimentation/segments'
import { upstreamFetcher } from '../../worker/upstream/http'
import { allowConsoleErrors } from '../setup'
import { consume, recordedBatches, recordingQueue } from './experiment-event-helpers'
import { createTestEnv, createTestShop, createUpstream, startFakeClock, type Upstream } from './harness'

/** The key the test pool's mock API takes (it sets no ODP_API_KEY of its own). */
const ODP_KEY = DEVELOPMENT_ODP_API_KEY
const EXPERIMENTATION = {
  EXPERIMENT_EVENTS_URL: 'https://mock-api.internal/experimentation/v1/events',
  ODP_HOST: 'https://mock-api.internal/experimentation',
  ODP_API_KEY: ODP_KEY,
}

const PROJECT: EventProject = {
  accountId: '1001',
  projectId: '2002',
  revision: '42',
  anonymizeIP: true,
  botFiltering: true,
  attributeId: (key) => ({ country: '5001', loyaltyMember: '5002' })[key] ?? null,
}

const DECISION: ImpressionFacts = {
  campaignId: '7001',
  experimentId: '7002',
  variationId: '7003',
  ruleType: 'feature-test',
  ruleKey: 'hero_copy_test',
  flagKey: 'hero_copy',
  variationKey: 'bold',
  enabled: true,
}

/** A request handler that reports through the producer functions, as the lead's call sites will. */
const producer = new Hono<AppEnv>()
  .use('*', requestContext())
  .get('/impressions/:visitor', (c) => {
    sendImpressions(
      c,
      { id: c.req.param('visitor'), attributes: { country: 'US', $opt_user_agent: 'Mozilla/5.0 (test)' } },
      PROJECT,
      [
        DECISION,
        {
          ...DECISION,
          flagKey: 'free_shipping',
          campaignId: '',
          experimentId: '',
          variationId: '',
          ruleType: 'rollout',
          ruleKey: 'default-rollout',
          variationKey: 'off',
          enabled: false,
        },
      ],
    )
    return c.text('page')
  })
  .get('/purchase/:visitor', (c) => {
    sendConversion(
      c,
      { id: c.req.param('visitor'), attributes: { loyaltyMember: true } },
      PROJECT,
      { id: '8001', key: 'purchase' },
      { revenue: 12999, value: 3 },
    )
    return c.text('thanks')
  })

async function produce(path: string, env: Bindings) {
  const ctx = createExecutionContext()
  const response = await producer.fetch(new Request(`http://localhost${path}`), env, ctx)
  return { response, done: () => waitOnExecutionContext(ctx) }
}

/** A storefront whose experiment-events queue keeps what is sent, answering each send at once. */
function queuedEnv(upstream: Upstream & { fetcher: Fetcher }) {
  const { queue, sent, release } = recordingQueue()
  release()
  return { env: createTestEnv(upstream, { ...EXPERIMENTATION, EXPERIMENT_EVENTS: queue }), sent }
}

const visitorId = () => `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`

afterEach(() => {
  clearFaults()
  vi.restoreAllMocks()
})

describe('experimentation events through the queue', () => {
  it('enqueues a page’s impressions in the background as one message, and the consumer delivers them as one batch', async () => {
    const upstream = createUpstream()
    const { queue, sent, release } = recordingQueue()
    const env = createTestEnv(upstream, { ...EXPERIMENTATION, EXPERIMENT_EVENTS: queue })
    const visitor = visitorId()

    const { response, done } = await produce(`/impressions/${visitor}`, env)
    // The page is answered while the queue has not yet taken the events.
    expect(await response.text()).toBe('page')
    expect(sent).toEqual([])
    release()
    await done()
    // One queue message holds the page's two impressions (decision 133).
    expect(sent.map((message) => message.events.length)).toEqual([2])

    const result = await consume(sent, env)
    expect(result.explicitAcks).toEqual(['message-0'])
    expect(result.retryMessages).toEqual([])

    const batches = await recordedBatches(upstream, visitor)
    expect(batches).toHaveLength(1)
    const [batch] = batches
    expect(batch).toMatchObject({
      account_id: '1001',
      project_id: '2002',
      revision: '42',
      client_name: EVENT_CLIENT_NAME,
      anonymize_ip: true,
      enrich_decisions: true,
    })
    expect(batch?.visitors.map((entry) => entry.snapshots[0]?.decisions?.[0])).toEqual([
      {
        campaign_id: '7001',
        experiment_id: '7002',
        variation_id: '7003',
        metadata: {
          flag_key: 'hero_copy',
          rule_key: 'hero_copy_test',
          rule_type: 'feature-test',
          variation_key: 'bold',
          enabled: true,
        },
      },
      {
        campaign_id: null,
        experiment_id: '',
        variation_id: null,
        metadata: {
          flag_key: 'free_shipping',
          rule_key: 'default-rollout',
          rule_type: 'rollout',
          variation_key: 'off',
          enabled: false,
        },
      },
    ])
    expect(batch?.visitors[0]?.visitor_id).toBe(visitor)
    expect(batch?.visitors[0]?.attributes).toEqual([
      { entity_id: '5001', key: 'country', type: 'custom', value: 'US' },
      { entity_id: '$opt_user_agent', key: '$opt_user_agent', type: 'custom', value: 'Mozilla/5.0 (test)' },
      { entity_id: '$opt_bot_filtering', key: '$opt_bot_filtering', type: 'custom', value: true },
    ])
    const [event] = batch?.visitors[0]?.snapshots[0]?.events ?? []
    expect(event).toMatchObject({ entity_id: '7001', key: 'campaign_activated' })
    expect(Math.abs((event?.timestamp ?? 0) - Date.now())).toBeLessThan(60_000)
  })

  it('delivers a purchase with its revenue in minor units and its value', async () => {
    const upstream = createUpstream()
    const { env, sent } = queuedEnv(upstream)
    const visitor = visitorId()
    const { done } = await produce(`/purchase/${visitor}`, env)
    await done()
    await consume(sent, env)
    const [batch] = await recordedBatches(upstream, visitor)
    expect(batch?.visitors[0]).toEqual({
      snapshots: [
        {
          events: [
            {
              entity_id: '8001',
              key: 'purchase',
              timestamp: expect.any(Number),
              uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
              tags: { revenue: 12999, value: 3 },
              revenue: 12999,
              value: 3,
            },
          ],
        },
      ],
      visitor_id: visitor,
      attributes: [
        { entity_id: '5002', key: 'loyaltyMember', type: 'custom', value: true },
        { entity_id: '$opt_bot_filtering', key: '$opt_bot_filtering', type: 'custom', value: true },
      ],
    })
  })

  it('sends the events of other projects in their own batches', async () => {
    const upstream = createUpstream()
    const { env, sent } = queuedEnv(upstream)
    const visitor = visitorId()
    await (await produce(`/impressions/${visitor}`, env)).done()
    const other = sent.map((message) => ({
      events: message.events.map((event) => ({ ...event, header: { ...event.header, project_id: '3003' } })),
    }))
    await consume([...sent, ...other], env)
    const batches = await recordedBatches(upstream, visitor)
    expect(batches.map((batch) => [batch.project_id, batch.visitors.length])).toEqual([
      ['2002', 2],
      ['3003', 2],
    ])
  })

  it('retries every message of a batch the endpoint could not take, after the backoff for its attempt', async () => {
    const upstream = createUpstream()
    const { env, sent } = queuedEnv(upstream)
    const visitor = visitorId()
    await (await produce(`/impressions/${visitor}`, env)).done()
    await (await produce(`/purchase/${visitor}`, env)).done()
    await (await produce(`/purchase/${visitor}`, env)).done()
    expect(sent.map((message) => message.events.length)).toEqual([2, 1, 1])
    setFaults([{ service: 'experimentation', path: '/v1/events', kind: 'error', status: 503 }])
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    const result = await consume(sent, env, [1, 4, 9])
    expect(result.explicitAcks).toEqual([])
    expect(result.retryMessages).toEqual([
      { msgId: 'message-0', delaySeconds: 1 },
      { msgId: 'message-1', delaySeconds: 33 },
      { msgId: 'message-2', delaySeconds: 513 },
    ])
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).message)).toContain(
      'experiment events not sent: retrying',
    )
    expect(await recordedBatches(upstream, visitor)).toEqual([])

    // The endpoint is back: the retried messages go through.
    clearFaults()
    const again = await consume(sent, env, [2, 5, 10])
    expect(again.explicitAcks.sort()).toEqual(['message-0', 'message-1', 'message-2'])
    expect(await recordedBatches(upstream, visitor)).toHaveLength(1)
  })

  it('retries when the connection to the endpoint drops', async () => {
    const { upstream, env } = createTestShop(EXPERIMENTATION)
    const { queue, sent, release } = recordingQueue()
    release()
    await (
      await produce(
        `/purchase/${visitorId()}`,
        createTestEnv(upstream, { ...EXPERIMENTATION, EXPERIMENT_EVENTS: queue }),
      )
    ).done()
    setFaults([{ service: 'experimentation', kind: 'commit-then-drop' }])
    vi.spyOn(Math, 'random').mockReturnValue(0)
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const result = await consume(sent, env, [2])
    expect(result.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 8 }])
  })

  it('gives up on an endpoint that does not answer within 10 s, and retries', async () => {
    const upstream = createUpstream()
    const { env, sent } = queuedEnv(upstream)
    await (await produce(`/purchase/${visitorId()}`, env)).done()
    vi.spyOn(Math, 'random').mockReturnValue(0)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    upstream.hold('/experimentation/v1/events')
    const clock = startFakeClock()
    try {
      const asked = upstream.nextCall('/experimentation/v1/events')
      const pending = consume(sent, env, [3])
      await asked
      clock.advance(9_999)
      expect(upstream.cancelled).toEqual([])
      clock.advance(1)
      const result = await pending
      expect(result.retryMessages).toEqual([{ msgId: 'message-0', delaySeconds: 16 }])
      expect(JSON.parse(String(warn.mock.calls.at(-1)?.[0]))).toMatchObject({
        errorId: 'TIMEOUT',
        status: 504,
      })
    } finally {
      clock.restore()
    }
  })

  it('drops and logs a batch the endpoint refuses as malformed (4xx), without retrying it', async () => {
    const upstream = createUpstream()
    const { queue, sent, release } = recordingQueue()
    release()
    const refusing = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init)
        return new URL(request.url).pathname === '/experimentation/v1/events'
          ? Promise.resolve(Response.json({ error: 'malformed' }, { status: 400 }))
          : upstream.fetcher.fetch(request)
      },
    } as unknown as Fetcher
    const env = createTestEnv(upstream, { ...EXPERIMENTATION, EXPERIMENT_EVENTS: queue, MOCK_API: refusing })
    await (await produce(`/impressions/${visitorId()}`, env)).done()
    const result = await consume(sent, env, [1])
    expect(result.explicitAcks).toEqual(['message-0'])
    expect(result.retryMessages).toEqual([])
    const errors = allowConsoleErrors()
    expect(errors.map(([line]) => JSON.parse(String(line)))).toEqual([
      expect.objectContaining({
        message: 'experiment events dropped: the endpoint refused the batch',
        status: 400,
        events: 2,
      }),
    ])
  })

  it('drops and logs a message that is not an event, and delivers the others', async () => {
    const upstream = createUpstream()
    const { env, sent } = queuedEnv(upstream)
    const visitor = visitorId()
    await (await produce(`/purchase/${visitor}`, env)).done()
    const result = await consume([{ hello: 'world' }, ...sent], env)
    expect(result.explicitAcks.sort()).toEqual(['message-0', 'message-1'])
    expect(allowConsoleErrors()).toHaveLength(1)
    expect(await recordedBatches(upstream, visitor)).toHaveLength(1)
  })

  it('never fails the response when neither the queue nor a pending-event store takes the events, and logs it', async () => {
    const upstream = createUpstream()
    const broken = {
      send: () => Promise.reject(new Error('queue unavailable')),
      sendBatch: () => Promise.reject(new Error('queue unavailable')),
    } as unknown as Queue<ExperimentEventMessage>
    const env = createTestEnv(upstream, {
      ...EXPERIMENTATION,
      EXPERIMENT_EVENTS: broken,
      PENDING_EXPERIMENT_EVENTS: undefined,
    })
    const { response, done } = await produce(`/impressions/${visitorId()}`, env)
    expect(response.status).toBe(200)
    await done()
    const errors = allowConsoleErrors()
    expect(errors.map(([line]) => JSON.parse(String(line)).message)).toEqual([
      'experiment events not enqueued',
    ])
  })

  it('logs events it cannot send when no queue is bound', async () => {
    const { env } = createTestShop(EXPERIMENTATION)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { response, done } = await produce(`/purchase/${visitorId()}`, env)
    expect(response.status).toBe(200)
    await done()
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).message)).toEqual([
      'experiment events dropped: no queue bound',
    ])
  })
})

describe('the mock event-logging endpoint', () => {
  it('refuses a malformed batch with 400 and records nothing', async () => {
    const upstream = createUpstream()
    const post = (body: unknown) =>
      upstream.fetcher.fetch('https://mock-api.internal/experimentation/v1/events', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post({ account_id: '1', visitors: [] })).status).toBe(400)
    expect((await post('not a batch')).status).toBe(400)
  })
})

/** Visitor ids in a band of the mock's segment rule (mock-api/routes/experimentation.ts). */
function visitorInBand(low: number, high: number): string {
  for (let index = 0; ; index++) {
    const id = `segment-visitor-${index}`
    const band = segmentBandOf(id)
    if (band >= low && band <= high) return id
  }
}

const segmentsApp = new Hono<AppEnv>().use('*', requestContext()).post('/segments', async (c) => {
  const { userId, segments, budgetMs } = await c.req.json<{
    userId: string
    segments: string[]
    budgetMs?: number
  }>()
  // As the request's experimentation client calls it (worker/context.ts).
  const options = {
    fetcher: upstreamFetcher(c.env),
    host: c.var.config.ODP_HOST,
    apiKey: c.var.config.ODP_API_KEY,
    metrics: c.var.metrics,
    log: (message: string, detail: Record<string, unknown>) => logEvent(c, 'warn', message, detail),
  }
  return c.json({ segments: await qualifiedSegments(options, userId, segments, budgetMs) })
})

async function askSegments(env: Bindings, userId: string, segments: string[], budgetMs?: number) {
  const ctx = createExecutionContext()
  const response = await segmentsApp.fetch(
    new Request('http://localhost/segments', {
      method: 'POST',
      body: JSON.stringify({ userId, segments, budgetMs }),
    }),
    env,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return ((await response.json()) as { segments: string[] | null }).segments
}

const graphqlCalls = (upstream: Upstream) =>
  upstream.calls.filter((call) => new URL(call.url).pathname === '/experimentation/v3/graphql')

describe('audience segments', () => {
  beforeEach(() => clearSegmentCache())

  it('asks the GraphQL endpoint with the api key, and answers the segments the visitor qualifies for', async () => {
    expect(SEGMENT_BANDS.frequent_buyers).toEqual([0, 29])
    const { upstream, env } = createTestShop(EXPERIMENTATION)
    const buyer = visitorInBand(0, 19)
    expect(await askSegments(env, buyer, ['frequent_buyers', 'lapsed_customers', 'unknown'])).toEqual([
      'frequent_buyers',
    ])
    const [call] = graphqlCalls(upstream)
    if (!call) throw new Error('the segments were not asked for')
    expect(call.headers.get('x-api-key')).toBe(ODP_KEY)
    expect(((await call.json()) as { query: string }).query).toBe(
      `query {customer(fs_user_id: "${buyer}") {audiences(subset: ["frequent_buyers", "lapsed_customers", "unknown"]) {edges {node {name state}}}}}`,
    )
    expect(await askSegments(env, visitorInBand(60, 89), ['frequent_buyers', 'lapsed_customers'])).toEqual([])
  })

  it('keeps an answer for the same visitor and segments, and asks again for other segments', async () => {
    const { upstream, env } = createTestShop(EXPERIMENTATION)
    const both = visitorInBand(20, 29)
    expect(await askSegments(env, both, ['frequent_buyers', 'outdoor_enthusiasts'])).toEqual([
      'frequent_buyers',
      'outdoor_enthusiasts',
    ])
    expect(await askSegments(env, both, ['outdoor_enthusiasts', 'frequent_buyers'])).toEqual([
      'frequent_buyers',
      'outdoor_enthusiasts',
    ])
    expect(graphqlCalls(upstream)).toHaveLength(1)
    expect(await askSegments(env, both, ['outdoor_enthusiasts'])).toEqual(['outdoor_enthusiasts'])
    expect(graphqlCalls(upstream)).toHaveLength(2)
  })

  it('keeps at most 100 answers, forgetting the least recently used', async () => {
    const { upstream, env } = createTestShop(EXPERIMENTATION)
    for (let index = 0; index < 101; index++) await askSegments(env, `lru-${index}`, ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(101)
    await askSegments(env, 'lru-100', ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(101)
    await askSegments(env, 'lru-0', ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(102)

    // Least recently used, not first in: an answer read again outlives those written after it.
    const visitor = (index: number) => `lru-touched-${index}`
    for (let index = 0; index < 100; index++) await askSegments(env, visitor(index), ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(202)
    await askSegments(env, visitor(0), ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(202)
    await askSegments(env, visitor(100), ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(203)
    await askSegments(env, visitor(0), ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(203)
    await askSegments(env, visitor(1), ['frequent_buyers'])
    expect(graphqlCalls(upstream)).toHaveLength(204)
  })

  it('escapes the visitor id and segment names into the query', async () => {
    const { upstream, env } = createTestShop(EXPERIMENTATION)
    const tricky = 'a"b\\c) {__schema'
    expect(await askSegments(env, tricky, ['frequent_buyers"]'])).toEqual([])
    const body = (await graphqlCalls(upstream)[0]?.json()) as { query: string }
    expect(body.query).toContain('fs_user_id: "a\\"b\\\\c) {__schema"')
  })

  it('answers null and logs when the key is wrong, the service errs, is slow, or no key is set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const upstream = createUpstream()
    const messages = () => warn.mock.calls.map(([line]) => JSON.parse(String(line)).message as string)

    expect(
      await askSegments(createTestEnv(upstream, { ...EXPERIMENTATION, ODP_API_KEY: 'wrong' }), 'v1', [
        'frequent_buyers',
      ]),
    ).toBeNull()
    expect(messages().at(-1)).toBe('audience segments fetch failed: answered 401')

    const env = createTestEnv(upstream, EXPERIMENTATION)
    expect(await askSegments(env, 'invalid-visitor', ['frequent_buyers'])).toBeNull()
    expect(messages().at(-1)).toBe('audience segments fetch failed: invalid identifier')

    // Far slower than the budget, so an ask that waited for it could not pass for one that gave up, however
    // loaded the machine.
    upstream.delay('/experimentation/v3/graphql', 20_000)
    const started = Date.now()
    expect(await askSegments(env, 'v2', ['frequent_buyers'], 50)).toBeNull()
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(messages().at(-1)).toBe('audience segments fetch failed: timed out after 50 ms')
    upstream.heal()

    setFaults([{ service: 'experimentation', path: '/v3/graphql', kind: 'wrong-shape' }])
    expect(await askSegments(env, 'v3', ['frequent_buyers'])).toBeNull()
    expect(messages().at(-1)).toBe('audience segments fetch failed: decode error')
    clearFaults()

    const calls = graphqlCalls(upstream).length
    const keyless = createTestEnv(upstream, { ...EXPERIMENTATION, ODP_API_KEY: undefined })
    expect(await askSegments(keyless, 'v4', ['frequent_buyers'])).toBeNull()
    expect(graphqlCalls(upstream)).toHaveLength(calls)
    expect(messages().at(-1)).toBe('audience segments fetch failed: no ODP_API_KEY configured')

    // A failure is not kept: the next ask goes to the service again.
    expect(await askSegments(env, 'v3', ['frequent_buyers'])).toEqual(expect.any(Array))
  })

  it('answers no segments without a call when none are asked', async () => {
    const upstream = createUpstream()
    expect(await askSegments(createTestEnv(upstream, EXPERIMENTATION), 'v5', [])).toEqual([])
    expect(graphqlCalls(upstream)).toEqual([])
  })

  it('is refused by the mock service without the api key', async () => {
    const upstream = createUpstream()
    const response = await upstream.fetcher.fetch('https://mock-api.internal/experimentation/v3/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query {customer(fs_user_id: "x") {audiences(subset: ["frequent_buyers"]) {edges {node {name state}}}}}',
      }),
    })
    expect(response.status).toBe(401)
  })
})
