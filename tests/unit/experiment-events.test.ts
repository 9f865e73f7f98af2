import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ImpressionFacts } from '../../shared/experiments'
import type { EventSource, ExperimentEvent } from '../../shared/experiments/events'
import {
  conversionEvent,
  EVENT_CLIENT_NAME,
  EVENT_CLIENT_VERSION,
  EventBatchSchema,
  eventBatch,
  eventMessages,
  eventOptions,
  eventsOfMessage,
  impressionEvent,
  packEventBatches,
  retryDelaySeconds,
} from '../../shared/experiments/events'

/**
 * The golden payloads are the official SDK's own (`lib/event_processor/event_builder/log_event.spec.ts` in
 * optimizely/javascript-sdk, "should build a batch with single impression event when experiment and variation are
 * defined" and its conversion twin), with our client name and version in place of `node-sdk` 3.0.0.
 */
const SDK_SOURCE: EventSource = {
  context: {
    accountId: 'accountId',
    projectId: 'projectId',
    revision: 'revision',
    botFiltering: true,
    anonymizeIP: true,
  },
  user: { id: 'userId', attributes: { 'attr1-key': 'attr1-value' } },
  attributeId: (key) => (key === 'attr1-key' ? 'attr1-id' : null),
  timestamp: 69,
  uuid: 'uuid',
}

const SDK_ATTRIBUTES = [
  { entity_id: 'attr1-id', key: 'attr1-key', type: 'custom', value: 'attr1-value' },
  { entity_id: '$opt_bot_filtering', key: '$opt_bot_filtering', type: 'custom', value: true },
]

const facts = (overrides: Partial<ImpressionFacts> = {}): ImpressionFacts => ({
  campaignId: '11111',
  experimentId: '22222',
  variationId: '33333',
  ruleType: 'feature-test',
  ruleKey: 'expKey',
  flagKey: 'flagKey1',
  variationKey: 'varKey',
  enabled: true,
  ...overrides,
})

const header = {
  client_name: EVENT_CLIENT_NAME,
  client_version: EVENT_CLIENT_VERSION,
  account_id: 'accountId',
  project_id: 'projectId',
  revision: 'revision',
  anonymize_ip: true,
  enrich_decisions: true,
}

describe('impression events', () => {
  it('match the SDK payload of a decision with an experiment and a variation', () => {
    expect(eventBatch([impressionEvent(SDK_SOURCE, facts())])).toEqual([
      {
        ...header,
        visitors: [
          {
            snapshots: [
              {
                decisions: [
                  {
                    campaign_id: '11111',
                    experiment_id: '22222',
                    variation_id: '33333',
                    metadata: {
                      flag_key: 'flagKey1',
                      rule_key: 'expKey',
                      rule_type: 'feature-test',
                      variation_key: 'varKey',
                      enabled: true,
                    },
                  },
                ],
                events: [{ entity_id: '11111', timestamp: 69, key: 'campaign_activated', uuid: 'uuid' }],
              },
            ],
            visitor_id: 'userId',
            attributes: SDK_ATTRIBUTES,
          },
        ],
      },
    ])
  })

  it('match the SDK payload of a rollout decision with no experiment or variation', () => {
    const [batch] = eventBatch([
      impressionEvent(
        SDK_SOURCE,
        facts({
          campaignId: '',
          experimentId: '',
          variationId: '',
          ruleType: 'rollout',
          ruleKey: '',
          variationKey: '',
        }),
      ),
    ])
    expect(batch?.visitors[0]?.snapshots).toEqual([
      {
        decisions: [
          {
            campaign_id: null,
            experiment_id: '',
            variation_id: null,
            metadata: {
              flag_key: 'flagKey1',
              rule_key: '',
              rule_type: 'rollout',
              variation_key: '',
              enabled: true,
            },
          },
        ],
        events: [{ entity_id: null, timestamp: 69, key: 'campaign_activated', uuid: 'uuid' }],
      },
    ])
  })

  it('name the experiment as the campaign when there is no layer, and send a non-numeric variation id as null', () => {
    const decision = impressionEvent(SDK_SOURCE, facts({ campaignId: '', variationId: 'var-a' })).visitor
      .snapshots[0]?.decisions?.[0]
    expect(decision).toMatchObject({ campaign_id: '22222', experiment_id: '22222', variation_id: null })
    expect(impressionEvent(SDK_SOURCE, facts()).visitor.snapshots[0]?.events[0]?.entity_id).toBe('11111')
  })
})

describe('conversion events', () => {
  it('match the SDK payload: revenue in whole minor units, the numeric value, and the tags as given', () => {
    const event = conversionEvent(
      SDK_SOURCE,
      { id: 'event-id', key: 'event-key' },
      { revenue: 1000.9, value: 123.5 },
    )
    expect(eventBatch([event])).toEqual([
      {
        ...header,
        visitors: [
          {
            snapshots: [
              {
                events: [
                  {
                    entity_id: 'event-id',
                    timestamp: 69,
                    key: 'event-key',
                    uuid: 'uuid',
                    tags: { revenue: 1000.9, value: 123.5 },
                    revenue: 1000,
                    value: 123.5,
                  },
                ],
              },
            ],
            visitor_id: 'userId',
            attributes: SDK_ATTRIBUTES,
          },
        ],
      },
    ])
  })

  it('send revenue and value of 0, and leave out what is not a finite number', () => {
    const zero = conversionEvent(SDK_SOURCE, { id: 'e', key: 'k' }, { revenue: 0, value: 0 }).visitor
      .snapshots[0]
    expect(zero?.events[0]).toMatchObject({ revenue: 0, value: 0, tags: { revenue: 0, value: 0 } })
    const bad = conversionEvent(SDK_SOURCE, { id: 'e', key: 'k' }, { revenue: Number.NaN, value: Infinity })
    const entry = bad.visitor.snapshots[0]?.events[0]
    expect(entry).not.toHaveProperty('revenue')
    expect(entry).not.toHaveProperty('value')
    expect(entry?.tags).toEqual({})
    expect(
      conversionEvent(SDK_SOURCE, { id: 'e', key: 'k' }).visitor.snapshots[0]?.events[0],
    ).not.toHaveProperty('tags')
  })
})

describe('visitor attributes', () => {
  it('keep strings, booleans and finite numbers the datafile knows, and the reserved $opt_ keys', () => {
    const source: EventSource = {
      ...SDK_SOURCE,
      context: { ...SDK_SOURCE.context, botFiltering: undefined },
      user: {
        id: 'u',
        attributes: {
          country: 'US',
          loyal: false,
          visits: 3,
          spend: 12.5,
          huge: 2 ** 54,
          nan: Number.NaN,
          inf: Infinity,
          list: ['a'],
          nothing: null,
          unknown: 'not in the datafile',
          $opt_user_agent: 'Mozilla/5.0',
        },
      },
      attributeId: (key) =>
        ['country', 'loyal', 'visits', 'spend', 'huge', 'nan', 'inf', 'list', 'nothing'].includes(key)
          ? `id-${key}`
          : null,
    }
    expect(impressionEvent(source, facts()).visitor.attributes).toEqual([
      { entity_id: 'id-country', key: 'country', type: 'custom', value: 'US' },
      { entity_id: 'id-loyal', key: 'loyal', type: 'custom', value: false },
      { entity_id: 'id-visits', key: 'visits', type: 'custom', value: 3 },
      { entity_id: 'id-spend', key: 'spend', type: 'custom', value: 12.5 },
      { entity_id: '$opt_user_agent', key: '$opt_user_agent', type: 'custom', value: 'Mozilla/5.0' },
    ])
  })
})

describe('event batches', () => {
  const at = (projectId: string, userId: string, revision = '7'): ExperimentEvent =>
    impressionEvent(
      {
        ...SDK_SOURCE,
        context: { ...SDK_SOURCE.context, projectId, revision },
        user: { id: userId, attributes: {} },
      },
      facts(),
    )

  it('join the events of one account, project and revision into one payload, in order', () => {
    const batches = eventBatch([at('p1', 'a'), at('p2', 'b'), at('p1', 'c'), at('p1', 'd', '8')])
    expect(
      batches.map((batch) => [batch.project_id, batch.revision, batch.visitors.map((v) => v.visitor_id)]),
    ).toEqual([
      ['p1', '7', ['a', 'c']],
      ['p2', '7', ['b']],
      ['p1', '8', ['d']],
    ])
  })

  it('hold at most the batch size of events each', () => {
    const events = Array.from({ length: 23 }, (_, index) => at('p1', `v${index}`))
    expect(eventBatch(events).map((batch) => batch.visitors.length)).toEqual([10, 10, 3])
    expect(eventBatch(events, 5).map((batch) => batch.visitors.length)).toEqual([5, 5, 5, 5, 3])
    expect(eventBatch([])).toEqual([])
  })

  it('are what the event-logging contract accepts, whatever the visitor and facts', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 50 }),
        fc.dictionary(
          fc.string({ minLength: 1, maxLength: 20 }),
          fc.oneof(fc.string(), fc.boolean(), fc.double()),
        ),
        fc.boolean(),
        (id, attributes, enabled) => {
          const source = {
            ...SDK_SOURCE,
            user: { id, attributes },
            attributeId: (key: string) => `id-${key}`,
          }
          const batches = eventBatch([
            impressionEvent(source, facts({ enabled })),
            conversionEvent(source, { id: '9', key: 'purchase' }, { revenue: 4999, value: 1.5 }),
          ])
          expect(batches).toHaveLength(1)
          for (const batch of batches) expect(EventBatchSchema.safeParse(batch).success).toBe(true)
        },
      ),
    )
  })
})

describe('the experiment-events queue’s messages (decision 133)', () => {
  const at = (projectId: string, userId: string): ExperimentEvent =>
    impressionEvent(
      { ...SDK_SOURCE, context: { ...SDK_SOURCE.context, projectId }, user: { id: userId, attributes: {} } },
      facts(),
    )
  const visitorsOf = (events: readonly ExperimentEvent[]) => events.map((event) => event.visitor.visitor_id)

  it('hold one request’s events of one project together, at most the batch size a message', () => {
    const page = Array.from({ length: 12 }, (_, index) => at('p1', `v${index}`))
    expect(eventMessages(page).map((message) => message.events.length)).toEqual([10, 2])
    const mixed = eventMessages([at('p1', 'a'), at('p2', 'b'), at('p1', 'c')])
    expect(mixed.map((message) => visitorsOf(message.events))).toEqual([['a', 'c'], ['b']])
    expect(eventMessages([])).toEqual([])
  })

  it('are read back as written, and a lone event as written before them is read as one', () => {
    const events = [at('p1', 'a'), at('p1', 'b')]
    const [message] = eventMessages(events)
    expect(eventsOfMessage(JSON.parse(JSON.stringify(message)))).toEqual({ success: true, events })
    expect(eventsOfMessage(events[0])).toEqual({ success: true, events: [events[0]] })
    expect(eventsOfMessage({ hello: 'world' }).success).toBe(false)
    expect(eventsOfMessage({ events: [] }).success).toBe(false)
    // More than the batch size, or two projects in one message, is not a message the producer writes.
    const eleven = Array.from({ length: 11 }, (_, index) => at('p1', `v${index}`))
    expect(eventsOfMessage({ events: eleven }).success).toBe(false)
    expect(eventsOfMessage({ events: [at('p1', 'a'), at('p2', 'b')] }).success).toBe(false)
  })

  it('go whole into one payload each, a payload holding at most the batch size of events', () => {
    const message = (id: string, size: number, projectId = 'p1') => ({
      item: id,
      events: Array.from({ length: size }, (_, index) => at(projectId, `${id}${index}`)),
    })
    const packed = packEventBatches([
      message('a', 6),
      message('b', 3),
      message('c', 2),
      message('d', 1, 'p2'),
      message('e', 1),
    ])
    // `c` would pass 10 beside `a` and `b`: it starts the next payload, which `e` joins.
    expect(packed.map((entry) => [entry.batch.project_id, entry.items, entry.batch.visitors.length])).toEqual(
      [
        ['p1', ['a', 'b'], 9],
        ['p1', ['c', 'e'], 3],
        ['p2', ['d'], 1],
      ],
    )
    for (const { batch } of packed) expect(EventBatchSchema.safeParse(batch).success).toBe(true)
  })
})

describe('event options (spec 2 §5)', () => {
  it.each([
    [{}, { batchSize: 10, flushIntervalMs: 1000 }],
    [
      { batchSize: 25, flushIntervalMs: 500 },
      { batchSize: 25, flushIntervalMs: 500 },
    ],
    [
      { batchSize: 1, flushIntervalMs: 1 },
      { batchSize: 1, flushIntervalMs: 1 },
    ],
    [
      { batchSize: 0, flushIntervalMs: 0 },
      { batchSize: 10, flushIntervalMs: 1000 },
    ],
    [
      { batchSize: -3, flushIntervalMs: -1 },
      { batchSize: 10, flushIntervalMs: 1000 },
    ],
    [
      { batchSize: 2.5, flushIntervalMs: 99.9 },
      { batchSize: 10, flushIntervalMs: 1000 },
    ],
    [
      { batchSize: '20', flushIntervalMs: '2000' },
      { batchSize: 10, flushIntervalMs: 1000 },
    ],
    [
      { batchSize: Number.NaN, flushIntervalMs: Infinity },
      { batchSize: 10, flushIntervalMs: 1000 },
    ],
  ])('%j become %j', (input, expected) => {
    expect(eventOptions(input)).toEqual(expected)
  })
})

describe('retry backoff', () => {
  it('waits 0, 8, 16 ... 512 s after each failed delivery, then 512 s', () => {
    const attempts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20]
    expect(attempts.map((attempt) => retryDelaySeconds(attempt, () => 0))).toEqual([
      0, 8, 16, 32, 64, 128, 256, 512, 512, 512,
    ])
  })

  it('adds up to one second at random, rounded up to whole seconds', () => {
    expect(retryDelaySeconds(1, () => 0.25)).toBe(1)
    expect(retryDelaySeconds(2, () => 0.999)).toBe(9)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.double({ min: 0, max: 1, maxExcluded: true }),
        (n, r) => {
          // fast-check's doubles include NaN: a broken random source still gives the step's whole seconds.
          const base = [0, 8, 16, 32, 64, 128, 256, 512][Math.min(n, 8) - 1] as number
          const delay = retryDelaySeconds(n, () => r)
          expect(Number.isInteger(delay)).toBe(true)
          expect(delay).toBeGreaterThanOrEqual(base)
          expect(delay).toBeLessThanOrEqual(base + 1)
        },
      ),
    )
  })
})
