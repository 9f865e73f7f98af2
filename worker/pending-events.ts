/**
 * The pending-event store (spec 2 §9: up to 100 entries; decision 112). The SDK keeps the events it could not send
 * and sends them later; here an experimentation event the `experiment-events` queue could not take (its `send`
 * threw) waits in this one Durable Object instead of being lost. At most `pendingStoreSize` (100) events wait: past
 * that the oldest are dropped, and the caller logs how many. They leave again for the queue with the next send
 * that succeeds in the isolate that kept them, and whenever the queue's consumer flushes the store, at most once
 * per the SDK's earlier flush interval (30 s) in each isolate (worker/queue.ts).
 *
 * Each event is stored under its time, its place among the events kept with it and its uuid, so the oldest come
 * first, in the order they were given, and events put back after a failed flush go back among the others by time.
 */
import { DurableObject } from 'cloudflare:workers'
import {
  EXPERIMENT_EVENT_DEFAULTS,
  type ExperimentEvent,
  type ExperimentEventMessage,
  eventMessages,
} from '../shared/experiments/events'

export type PendingExperimentEventsNamespace = DurableObjectNamespace<PendingExperimentEvents>

/** The one store's name. */
export const PENDING_EVENTS_NAME = 'experiment-events'

const PREFIX = 'event:'

function keyOf(event: ExperimentEvent, place: number): string {
  const first = event.visitor.snapshots[0]?.events[0]
  const time = String(first?.timestamp ?? 0).padStart(16, '0')
  return `${PREFIX}${time}:${String(place).padStart(3, '0')}:${first?.uuid ?? crypto.randomUUID()}`
}

export class PendingExperimentEvents extends DurableObject {
  /** Keeps these events; answers how many events (the oldest, kept before or given now) were dropped for room. */
  async keep(events: ExperimentEvent[]): Promise<number> {
    const size = EXPERIMENT_EVENT_DEFAULTS.pendingStoreSize
    const given = events.slice(-size)
    await this.ctx.storage.put(Object.fromEntries(given.map((event, place) => [keyOf(event, place), event])))
    const keys = [...(await this.ctx.storage.list({ prefix: PREFIX })).keys()]
    const excess = Math.max(keys.length - size, 0)
    if (excess > 0) await this.ctx.storage.delete(keys.slice(0, excess))
    return events.length - given.length + excess
  }

  /** Hands over every event kept, oldest first, and forgets them. */
  async take(): Promise<ExperimentEvent[]> {
    const entries = await this.ctx.storage.list<ExperimentEvent>({ prefix: PREFIX })
    if (entries.size === 0) return []
    await this.ctx.storage.delete([...entries.keys()])
    return [...entries.values()]
  }
}

type Log = (level: 'info' | 'warn' | 'error', message: string, detail?: Record<string, unknown>) => void

export interface PendingEventsOptions {
  store: PendingExperimentEventsNamespace | undefined
  queue: Queue<ExperimentEventMessage> | undefined
  log: Log
}

/** Messages in one `sendBatch` of a flush: the store's 100 events, in messages of 10, go in one send. */
const MESSAGES_A_SEND = 10

const storeOf = (namespace: PendingExperimentEventsNamespace) =>
  namespace.get(namespace.idFromName(PENDING_EVENTS_NAME))

/**
 * Keeps events the queue could not take; resolves whether they were kept (false where no store is bound or it
 * failed: they are lost, and logged). Never throws.
 */
export async function keepPendingEvents(
  options: PendingEventsOptions,
  events: ExperimentEvent[],
  detail: Record<string, unknown>,
): Promise<boolean> {
  if (!options.store) {
    options.log('error', 'experiment events not enqueued', { ...detail, events: events.length })
    return false
  }
  try {
    const dropped = await storeOf(options.store).keep(events)
    options.log('warn', 'experiment events kept until the queue takes them', {
      ...detail,
      events: events.length,
    })
    if (dropped > 0)
      options.log('warn', 'pending experiment events dropped: the store keeps 100', {
        dropped,
        storeSize: EXPERIMENT_EVENT_DEFAULTS.pendingStoreSize,
      })
    return true
  } catch (error) {
    options.log('error', 'experiment events not enqueued', {
      ...detail,
      events: events.length,
      store: String(error),
    })
    return false
  }
}

/**
 * Sends every pending event to the queue, in messages of the event batch size (decision 133), a send of at most
 * `MESSAGES_A_SEND` messages at a time; whatever the queue does not take goes back into the store. Never throws.
 */
export async function flushPendingEvents(options: PendingEventsOptions): Promise<void> {
  const { store, queue, log } = options
  if (!store || !queue) return
  let events: ExperimentEvent[]
  try {
    events = await storeOf(store).take()
  } catch (error) {
    log('warn', 'pending experiment events not flushed: the store failed', { error: String(error) })
    return
  }
  const messages = eventMessages(events)
  let sent = 0
  for (let start = 0; start < messages.length; start += MESSAGES_A_SEND) {
    const some = messages.slice(start, start + MESSAGES_A_SEND)
    try {
      await queue.sendBatch(some.map((body) => ({ body, contentType: 'json' as const })))
    } catch (error) {
      const unsent = messages.slice(start).flatMap((message) => message.events)
      await keepPendingEvents(options, unsent, { what: 'pending', error: String(error) })
      break
    }
    sent += some.reduce((count, message) => count + message.events.length, 0)
  }
  if (sent > 0) log('info', 'pending experiment events flushed', { events: sent })
}
