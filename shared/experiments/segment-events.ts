/**
 * Segment events for the experimentation service's data platform (ODP): spec 2 §7's "GET of a tracking pixel for
 * segmenting events", which the browser SDK sends one event at a time (spec 2 §9: batch size 1, 3 tries). An event
 * is a type, an action, the identifiers it is about and flat data; the pixel carries it as a query string, in the
 * order the SDK writes it (identifiers, data, then `tracker_id`, `event_type` and `vdl_action`), under the
 * datafile's ODP public key (decision 108).
 *
 * The edge sends a page view of a visitor who consents to targeting, about their visitor id as `fs_user_id`, the
 * identifier the segment query asks by (`segments.ts`), so the platform counts the page towards that visitor's
 * segments. Nothing personal beyond that id: the page's type, never its address (a query string can hold an email).
 *
 * @example
 *   const event = pageViewSegmentEvent({ visitorId, pageType: 'product', idempotenceId: crypto.randomUUID() })
 *   fetch(`${pixelUrl}${SEGMENT_PIXEL_PATH}?${new URLSearchParams(segmentPixelParams(trackerId, event))}`)
 */
import * as z from 'zod'
import { EVENT_CLIENT_NAME, EVENT_CLIENT_VERSION } from './events'

/** The pixel's path under the data platform's pixel host. */
export const SEGMENT_PIXEL_PATH = '/v2/zaius.gif'

/**
 * Spec 2 §9: the browser's segment-event queue, as the edge's `segment-events` queue keeps it (decision 112): at most
 * 100 events waiting, one event a delivery, and 3 sends of each in all (the SDK's `MAX_RETRIES` of 3 counts its
 * sends, the first included).
 */
export const SEGMENT_EVENT_DEFAULTS = { queueSize: 100, batchSize: 1, tries: 3 } as const

/** The SDK's event type for what it sends itself, and this storefront's action for a page shown to a visitor. */
export const SEGMENT_EVENT_TYPE = 'fullstack'
export const PAGE_VIEW_ACTION = 'pageview'

export interface SegmentEvent {
  type: string
  action: string
  identifiers: Readonly<Record<string, string>>
  data: Readonly<Record<string, string | number | boolean>>
}

/** A page view of a visitor, as a segment event. */
export function pageViewSegmentEvent(facts: {
  visitorId: string
  pageType: string
  idempotenceId: string
}): SegmentEvent {
  return {
    type: SEGMENT_EVENT_TYPE,
    action: PAGE_VIEW_ACTION,
    identifiers: { fs_user_id: facts.visitorId },
    data: {
      idempotence_id: facts.idempotenceId,
      data_source_type: 'sdk',
      data_source: EVENT_CLIENT_NAME,
      data_source_version: EVENT_CLIENT_VERSION,
      page_type: facts.pageType,
    },
  }
}

/** The pixel's query parameters for one event, in the SDK's order (`new URLSearchParams(...)` of them). */
export function segmentPixelParams(trackerId: string, event: SegmentEvent): [string, string][] {
  return [
    ...Object.entries(event.identifiers),
    ...Object.entries(event.data).map(([key, value]): [string, string] => [key, String(value)]),
    ['tracker_id', trackerId],
    ['event_type', event.type],
    ['vdl_action', event.action],
  ]
}

const token = z.string().min(1).max(200)

/** A segment event as it waits in the `segment-events` queue: the data platform's public key, and the event. */
export const SegmentEventMessageSchema = z.object({
  trackerId: token,
  event: z.object({
    type: token,
    action: token,
    identifiers: z.record(z.string().max(100), z.string().max(500)),
    data: z.record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()])),
  }),
})

export type SegmentEventMessage = z.infer<typeof SegmentEventMessageSchema>

/**
 * What the pixel takes (the mock's contract): a tracker id, an event type and action, at least one identifier
 * (`fs_user_id`, `vuid` or `email`), and the SDK's idempotence id; other data passes as strings.
 */
export const SegmentPixelQuerySchema = z
  .object({
    tracker_id: token,
    event_type: token,
    vdl_action: token,
    idempotence_id: z.uuid(),
    fs_user_id: token.optional(),
    vuid: token.optional(),
    email: z.email().max(200).optional(),
  })
  .catchall(z.string().max(500))
  .refine((query) => query.fs_user_id ?? query.vuid ?? query.email, { message: 'No identifier' })

export type SegmentPixelQuery = z.infer<typeof SegmentPixelQuerySchema>
