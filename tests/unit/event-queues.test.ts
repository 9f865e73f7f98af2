/**
 * Spec 2 §9's experimentation queues as `wrangler.toml` declares them, in development and in production alike
 * (decisions 061 and 112): the event batch and flush interval, the segment events' batch of one and 3 sends, the
 * pending-event store; and the bound a consumer keeps on what waits in its queue.
 */
import { describe, expect, it } from 'vitest'
import { EXPERIMENT_EVENT_DEFAULTS } from '../../shared/experiments/events'
import { SEGMENT_EVENT_DEFAULTS } from '../../shared/experiments/segment-events'
import { backlogOverflow } from '../../worker/queue-backlog'
import wranglerToml from '../../wrangler.toml?raw'

type Settings = Record<string, string | number>

const SETTING = /,?\s*(\w+) = (\d+|"[^"]*")/y

/** The consumer settings each queue is declared with in this part of the file. */
function consumersIn(section: string): Record<string, Settings> {
  const consumers: Record<string, Settings> = {}
  for (const match of section.matchAll(/queue = "([a-z-]+)"/g)) {
    const settings: Settings = {}
    SETTING.lastIndex = (match.index ?? 0) + match[0].length
    for (let found = SETTING.exec(section); found; found = SETTING.exec(section)) {
      const [, key = '', value = ''] = found
      settings[key] = value.startsWith('"') ? value.slice(1, -1) : Number(value)
    }
    if (Object.keys(settings).length > 0 && match[1]) consumers[match[1]] = settings
  }
  return consumers
}

describe('the experimentation queues in wrangler.toml', () => {
  const at = wranglerToml.indexOf('[env.production]')
  const environments = {
    development: wranglerToml.slice(0, at),
    production: wranglerToml.slice(at),
  }

  it.each(Object.entries(environments))(
    'deliver segment events one at a time, 3 sends in all (%s)',
    (_, section) => {
      expect(section).toMatch(/binding = "SEGMENT_EVENTS",?\s*queue = "segment-events"/)
      expect(consumersIn(section)['segment-events']).toEqual({
        max_batch_size: SEGMENT_EVENT_DEFAULTS.batchSize,
        // The first delivery is the first send: the retries are the sends after it.
        max_retries: SEGMENT_EVENT_DEFAULTS.tries - 1,
      })
    },
  )

  it.each(Object.entries(environments))(
    'batch experimentation events as the spec does (%s)',
    (_, section) => {
      expect(consumersIn(section)['experiment-events']).toEqual({
        max_batch_size: EXPERIMENT_EVENT_DEFAULTS.batchSize,
        max_batch_timeout: EXPERIMENT_EVENT_DEFAULTS.flushIntervalMs / 1000,
        max_retries: EXPERIMENT_EVENT_DEFAULTS.retryBackoffSeconds.length,
        dead_letter_queue: 'experiment-events-failed',
      })
    },
  )

  it.each(Object.entries(environments))('bind the pending-event store (%s)', (_, section) => {
    expect(section).toMatch(/name = "PENDING_EXPERIMENT_EVENTS",?\s*class_name = "PendingExperimentEvents"/)
  })

  it('create the pending-event store’s class in a migration', () => {
    expect(wranglerToml).toMatch(/new_sqlite_classes = \["PendingExperimentEvents"\]/)
  })
})

describe('a queue’s bound on what waits', () => {
  const batch = (size: number, backlogCount?: number) => ({
    messages: Array.from({ length: size }, (_, index) => index),
    ...(backlogCount === undefined ? {} : { metadata: { metrics: { backlogCount, backlogBytes: 0 } } }),
  })

  it('drops none while the batch and what waits behind it are within the bound', () => {
    expect(backlogOverflow(batch(1, 99), SEGMENT_EVENT_DEFAULTS.queueSize)).toBe(0)
    expect(backlogOverflow(batch(10, 9990), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize)).toBe(0)
  })

  it('drops the batch’s oldest messages past the bound, never more than the batch', () => {
    expect(backlogOverflow(batch(1, 100), SEGMENT_EVENT_DEFAULTS.queueSize)).toBe(1)
    expect(backlogOverflow(batch(10, 9993), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize)).toBe(3)
    expect(backlogOverflow(batch(10, 50_000), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize)).toBe(10)
  })

  it('counts a message as the events it holds, and what waits behind as the batch’s mean (decision 133)', () => {
    // Two messages of 1 and 3 events, a mean of 2: 4997 behind weigh 9994, and the batch brings it to 9998.
    expect(backlogOverflow(batch(2, 4997), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize, [1, 3])).toBe(0)
    // 4999 behind weigh 9998: with the batch 10002, and dropping the oldest (1 event) leaves 10001, still past.
    expect(backlogOverflow(batch(2, 4999), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize, [1, 3])).toBe(2)
    // Oldest first: the 3-event message dropped brings 10002 back to 9999.
    expect(backlogOverflow(batch(2, 4999), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize, [3, 1])).toBe(1)
    expect(backlogOverflow(batch(0, 50_000), EXPERIMENT_EVENT_DEFAULTS.maxQueueSize, [])).toBe(0)
  })

  it('bounds nothing where the runtime says nothing of what waits', () => {
    expect(backlogOverflow(batch(10), 1)).toBe(0)
    expect(backlogOverflow(batch(10, Number.NaN), 1)).toBe(0)
  })
})
