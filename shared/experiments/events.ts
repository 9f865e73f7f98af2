/**
 * Impression and conversion events for the experimentation service's event-logging endpoint, in the exact batch
 * format the official SDK sends (`@optimizely/optimizely-sdk`, `event_processor/event_builder/log_event.ts`): one
 * `ExperimentEvent` per decision shown or goal reached, each a visitor entry with one snapshot, and `eventBatch`
 * joining the events that share account, project, revision and client into one payload (spec 2 §3).
 *
 * The builders are pure: the caller gives the time and a uuid, and a lookup from attribute key to the datafile's
 * attribute id. As in the SDK, an impression's campaign is its layer (else its experiment, else null), a variation
 * id that is not all digits is sent as null, revenue is an integer in minor units (truncated) and value any finite
 * number, and attributes keep only strings, booleans and numbers up to 2^53 whose key the datafile knows (or that
 * carry the reserved `$opt_` prefix, such as `$opt_user_agent`). `$opt_bot_filtering` follows the datafile's
 * bot-filtering switch when the caller gives it.
 *
 * @example
 *   const event = impressionEvent({ context, user, attributeId, timestamp: Date.now(), uuid: crypto.randomUUID() }, facts)
 *   const [batch] = eventBatch([event]) // POST JSON.stringify(batch) to the event-logging endpoint
 */
import * as z from 'zod'
import type { ImpressionFacts } from './types'

/** The client this storefront's events say they come from. */
export const EVENT_CLIENT_NAME = 'kestrel-storefront-edge'
/** Raised when the payload the edge writes changes. */
export const EVENT_CLIENT_VERSION = '1.0.0'

/** The key of the event an impression carries (the SDK's activate event). */
export const ACTIVATE_EVENT_KEY = 'campaign_activated'
/** Attributes with this prefix are the service's own; they need no datafile id. */
export const RESERVED_ATTRIBUTE_PREFIX = '$opt_'
export const BOT_FILTERING_ATTRIBUTE = '$opt_bot_filtering'
/** The visitor's user agent, for the service's bot filtering: give it as an attribute under this key. */
export const USER_AGENT_ATTRIBUTE = '$opt_user_agent'

/** Spec 2 §9, experimentation defaults (decisions 061 and 112 say where each one acts). */
export const EXPERIMENT_EVENT_DEFAULTS = {
  batchSize: 10,
  flushIntervalMs: 1000,
  /** The most events waiting in the `experiment-events` queue: past it, its consumer drops the oldest, logged. */
  maxQueueSize: 10_000,
  eventTimeoutMs: 10_000,
  /** The pending-event store: events the queue could not take wait here, up to this many (the oldest go first). */
  pendingStoreSize: 100,
  /** The SDK's earlier flush interval: how often the queue's consumer flushes the pending-event store. */
  pendingFlushIntervalMs: 30_000,
  /** Seconds before the n-th retry of a batch, plus up to one second at random. */
  retryBackoffSeconds: [0, 8, 16, 32, 64, 128, 256, 512],
} as const

const attributeValue = z.union([z.string(), z.boolean(), z.number()])

const AttributeSchema = z.object({
  entity_id: z.string().min(1).max(200),
  key: z.string().min(1).max(200),
  type: z.literal('custom'),
  value: attributeValue,
})

const DecisionSchema = z.object({
  campaign_id: z.string().max(100).nullable(),
  experiment_id: z.string().max(100).nullable(),
  variation_id: z.string().max(100).nullable(),
  metadata: z.object({
    flag_key: z.string().max(200),
    rule_key: z.string().max(200),
    rule_type: z.string().max(50),
    variation_key: z.string().max(200),
    enabled: z.boolean(),
    cmab_uuid: z.string().max(100).optional(),
  }),
})

const SnapshotEventSchema = z.object({
  entity_id: z.string().max(100).nullable(),
  timestamp: z.number().int().nonnegative(),
  uuid: z.string().min(1).max(100),
  key: z.string().min(1).max(200),
  revenue: z.number().int().optional(),
  value: z.number().optional(),
  tags: z.record(z.string().max(200), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
})

const SnapshotSchema = z.object({
  decisions: z.array(DecisionSchema).max(100).optional(),
  events: z.array(SnapshotEventSchema).min(1).max(100),
})

export const EventVisitorSchema = z.object({
  snapshots: z.array(SnapshotSchema).min(1).max(100),
  visitor_id: z.string().min(1).max(200),
  attributes: z.array(AttributeSchema).max(200),
})

/** The batch header: what every event of one payload shares. */
export const EventBatchHeaderSchema = z.object({
  client_name: z.string().min(1).max(100),
  client_version: z.string().min(1).max(50),
  account_id: z.string().min(1).max(100),
  project_id: z.string().min(1).max(100),
  revision: z.string().min(1).max(50),
  anonymize_ip: z.boolean(),
})

/** The event-logging endpoint's payload (spec 2 §3). */
export const EventBatchSchema = EventBatchHeaderSchema.extend({
  enrich_decisions: z.boolean(),
  visitors: z.array(EventVisitorSchema).min(1).max(1000),
})

/** One event as it waits in the queue: its batch header and its visitor entry (one snapshot). */
export const ExperimentEventSchema = z.object({
  header: EventBatchHeaderSchema,
  visitor: EventVisitorSchema,
})

/**
 * One message of the `experiment-events` queue (decision 133): the events one request sent that share a payload's
 * header, at most the event batch size, so that each message goes into exactly one payload. A page's impressions
 * travel together, one queue message instead of one for each decision.
 */
export const ExperimentEventMessageSchema = z
  .object({ events: z.array(ExperimentEventSchema).min(1).max(EXPERIMENT_EVENT_DEFAULTS.batchSize) })
  .refine(
    ({ events }) => events.every((event) => headerKey(event.header) === headerKey(events[0]?.header)),
    'the events of one message share their header',
  )

export type EventBatch = z.infer<typeof EventBatchSchema>
export type EventBatchHeader = z.infer<typeof EventBatchHeaderSchema>
export type EventVisitorEntry = z.infer<typeof EventVisitorSchema>
export type ExperimentEvent = z.infer<typeof ExperimentEventSchema>
export type ExperimentEventMessage = z.infer<typeof ExperimentEventMessageSchema>

/**
 * The events of a message of the `experiment-events` queue: a message as decision 133 writes it, or one event alone,
 * as messages were written before it (still in the queue while a deployment rolls out).
 */
export function eventsOfMessage(
  body: unknown,
): { success: true; events: ExperimentEvent[] } | { success: false; issues: z.core.$ZodIssue[] } {
  const message = ExperimentEventMessageSchema.safeParse(body)
  if (message.success) return { success: true, events: message.data.events }
  const single = ExperimentEventSchema.safeParse(body)
  if (single.success) return { success: true, events: [single.data] }
  return { success: false, issues: message.error.issues }
}

/** The project the events belong to, from the datafile. */
export interface EventContext {
  accountId: string
  projectId: string
  revision: string
  anonymizeIP: boolean
  /** The datafile's bot-filtering switch: sent as `$opt_bot_filtering` when known. */
  botFiltering?: boolean
}

/** Who did what when: everything an event needs besides what it reports. */
export interface EventSource {
  context: EventContext
  user: { id: string; attributes: Readonly<Record<string, unknown>> }
  /** The datafile's id for an attribute key; null when the datafile has no such attribute. */
  attributeId: (key: string) => string | null
  /** Milliseconds since the epoch. */
  timestamp: number
  uuid: string
}

/** Revenue and a numeric value of a conversion, as event tags (other tags pass through). */
export type EventTags = Readonly<Record<string, string | number | boolean | null | undefined>>

const MAX_SAFE_ATTRIBUTE = 2 ** 53

/** A value the event-logging endpoint takes as an attribute: a string, a boolean or a finite number up to 2^53. */
export function isEventAttributeValue(value: unknown): value is string | number | boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_SAFE_ATTRIBUTE
}

function headerOf(context: EventContext): EventBatchHeader {
  return {
    client_name: EVENT_CLIENT_NAME,
    client_version: EVENT_CLIENT_VERSION,
    account_id: context.accountId,
    project_id: context.projectId,
    revision: context.revision,
    anonymize_ip: context.anonymizeIP,
  }
}

function attributesOf(source: EventSource): EventVisitorEntry['attributes'] {
  const attributes: EventVisitorEntry['attributes'] = []
  for (const [key, value] of Object.entries(source.user.attributes)) {
    if (!isEventAttributeValue(value)) continue
    const id = source.attributeId(key) ?? (key.startsWith(RESERVED_ATTRIBUTE_PREFIX) ? key : null)
    if (id === null) continue
    attributes.push({ entity_id: id, key, type: 'custom', value })
  }
  if (typeof source.context.botFiltering === 'boolean') {
    attributes.push({
      entity_id: BOT_FILTERING_ATTRIBUTE,
      key: BOT_FILTERING_ATTRIBUTE,
      type: 'custom',
      value: source.context.botFiltering,
    })
  }
  return attributes
}

/** The SDK sends a variation id only when it is all digits. */
const variationIdOf = (id: string) => (/^[0-9]+$/.test(id) ? id : null)

/** The event for a decision the visitor was shown (a flag evaluated to a variation of a rule). */
export function impressionEvent(source: EventSource, facts: ImpressionFacts): ExperimentEvent {
  const campaignId = facts.campaignId || facts.experimentId || null
  return {
    header: headerOf(source.context),
    visitor: {
      snapshots: [
        {
          decisions: [
            {
              campaign_id: campaignId,
              experiment_id: facts.experimentId,
              variation_id: variationIdOf(facts.variationId),
              metadata: {
                flag_key: facts.flagKey,
                rule_key: facts.ruleKey,
                rule_type: facts.ruleType,
                variation_key: facts.variationKey,
                enabled: facts.enabled,
              },
            },
          ],
          events: [
            {
              entity_id: campaignId,
              timestamp: source.timestamp,
              key: ACTIVATE_EVENT_KEY,
              uuid: source.uuid,
            },
          ],
        },
      ],
      visitor_id: source.user.id,
      attributes: attributesOf(source),
    },
  }
}

/** Revenue from the tags, as the SDK reads it: a whole number of minor units (truncated), or null. */
export function revenueOf(tags: EventTags): number | null {
  const raw = tags.revenue
  const parsed =
    typeof raw === 'string' ? Number.parseInt(raw, 10) : typeof raw === 'number' ? Math.trunc(raw) : NaN
  return Number.isFinite(parsed) ? parsed : null
}

/** The numeric value from the tags, as the SDK reads it: any finite number, or null. */
export function numericValueOf(tags: EventTags): number | null {
  const raw = tags.value
  const parsed = typeof raw === 'string' ? Number.parseFloat(raw) : typeof raw === 'number' ? raw : NaN
  return Number.isFinite(parsed) ? parsed : null
}

/**
 * The event for a goal the visitor reached (`event` is the datafile's event). The tags go along as given (as the
 * SDK sends them, revenue and value included), minus values JSON cannot carry.
 */
export function conversionEvent(
  source: EventSource,
  event: { id: string | null; key: string },
  tags?: EventTags,
): ExperimentEvent {
  const entry: EventVisitorEntry['snapshots'][number]['events'][number] = {
    entity_id: event.id,
    key: event.key,
    timestamp: source.timestamp,
    uuid: source.uuid,
  }
  if (tags) {
    const kept: Record<string, string | number | boolean | null> = {}
    for (const [key, value] of Object.entries(tags)) {
      if (value === undefined || (typeof value === 'number' && !Number.isFinite(value))) continue
      kept[key] = value
    }
    entry.tags = kept
    const value = numericValueOf(tags)
    if (value !== null) entry.value = value
    const revenue = revenueOf(tags)
    if (revenue !== null) entry.revenue = revenue
  }
  return {
    header: headerOf(source.context),
    visitor: {
      snapshots: [{ events: [entry] }],
      visitor_id: source.user.id,
      attributes: attributesOf(source),
    },
  }
}

function headerKey(header: EventBatchHeader | undefined): string {
  return JSON.stringify([
    header?.account_id,
    header?.project_id,
    header?.revision,
    header?.client_name,
    header?.client_version,
    header?.anonymize_ip,
  ])
}

/**
 * Payloads packed from groups of events that must travel whole (each group's events sharing a header, and no more
 * than `batchSize` of them): one payload per account, project, revision and client, in the order each first
 * appears, a group joining the last payload of its header while that stays within `batchSize` entries, else
 * starting the next. Each payload names the groups' `item`s it carries, so a queue message's fate follows exactly
 * one payload's answer.
 */
export function packEventBatches<Item>(
  groups: readonly { events: readonly ExperimentEvent[]; item: Item }[],
  batchSize: number = EXPERIMENT_EVENT_DEFAULTS.batchSize,
): { batch: EventBatch; items: Item[] }[] {
  const size = eventOptions({ batchSize }).batchSize
  // Each header's payloads, in the order the header first appears (a Map keeps it).
  const byHeader = new Map<string, { batch: EventBatch; items: Item[] }[]>()
  for (const { events, item } of groups) {
    const header = events[0]?.header
    if (!header) continue
    const key = headerKey(header)
    const payloads = byHeader.get(key) ?? []
    byHeader.set(key, payloads)
    let last = payloads.at(-1)
    if (!last || last.batch.visitors.length + events.length > size) {
      last = { batch: { ...header, enrich_decisions: true, visitors: [] }, items: [] }
      payloads.push(last)
    }
    for (const event of events) last.batch.visitors.push(event.visitor)
    last.items.push(item)
  }
  return [...byHeader.values()].flat()
}

/**
 * The payloads for these events: one per account, project, revision and client (in the order each first
 * appears), each visitor entry in the order given, at most `batchSize` entries a payload.
 */
export function eventBatch(
  events: readonly ExperimentEvent[],
  batchSize: number = EXPERIMENT_EVENT_DEFAULTS.batchSize,
): EventBatch[] {
  return packEach(events, batchSize).map((entry) => entry.batch)
}

/**
 * The queue messages for these events (decision 133): the events of one header together, in the order given, at
 * most `batchSize` a message.
 */
export function eventMessages(
  events: readonly ExperimentEvent[],
  batchSize: number = EXPERIMENT_EVENT_DEFAULTS.batchSize,
): ExperimentEventMessage[] {
  return packEach(events, batchSize).map((entry) => ({ events: entry.items }))
}

/** Each event packed on its own, in order: the payloads, and the events each holds. */
const packEach = (events: readonly ExperimentEvent[], batchSize: number) =>
  packEventBatches(
    events.map((event) => ({ events: [event], item: event })),
    batchSize,
  )

export interface EventOptions {
  batchSize: number
  flushIntervalMs: number
}

/**
 * The event processor's options, validated as spec 2 §5 says: a batch size that is not an integer of at least 1
 * becomes 10, a flush interval that is not a positive integer becomes 1000 ms.
 */
export function eventOptions(input: { batchSize?: unknown; flushIntervalMs?: unknown }): EventOptions {
  const { batchSize, flushIntervalMs } = input
  return {
    batchSize:
      Number.isInteger(batchSize) && (batchSize as number) >= 1
        ? (batchSize as number)
        : EXPERIMENT_EVENT_DEFAULTS.batchSize,
    flushIntervalMs:
      Number.isInteger(flushIntervalMs) && (flushIntervalMs as number) > 0
        ? (flushIntervalMs as number)
        : EXPERIMENT_EVENT_DEFAULTS.flushIntervalMs,
  }
}

/**
 * Seconds to wait before delivering a failed event again: after the n-th delivery (`attempts`, from 1) the n-th
 * step of 0, 8, 16 ... 512 s (512 from then on), plus up to one second at random, rounded up to whole seconds.
 *
 * @example retryDelaySeconds(2, () => 0.4) // 9
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
  const steps = EXPERIMENT_EVENT_DEFAULTS.retryBackoffSeconds
  const index = Math.min(Math.max(Math.trunc(attempts) - 1, 0), steps.length - 1)
  const drawn = random()
  const jitter = Number.isFinite(drawn) ? Math.min(Math.max(drawn, 0), 1) : 0
  return Math.ceil((steps[index] ?? 0) + jitter)
}
