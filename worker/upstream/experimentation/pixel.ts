/**
 * The data platform's tracking pixel (spec 2 §7: "GET of a tracking pixel for segmenting events", decision 108): one
 * segment event per GET of `{pixel host}/v2/zaius.gif?...`, answered with a 1x1 GIF. As the browser SDK sends it:
 * one event at a time, sending none of our upstream headers (the pixel is a third party's and takes its key in the
 * query), within the spec's event timeout of 10 s.
 *
 * One call is one try: the `segment-events` queue's consumer (worker/segment-queue.ts) decides whether to try
 * again, from the outcome. `delivered`; `rejected` (a 4xx other than 408 and 429: the event will never be taken);
 * or `failed` (5xx, 408, 429, timeout, network: worth trying again).
 */
import { EXPERIMENT_EVENT_DEFAULTS } from '../../../shared/experiments/events'
import {
  SEGMENT_PIXEL_PATH,
  type SegmentEvent,
  segmentPixelParams,
} from '../../../shared/experiments/segment-events'

export interface SegmentPixelOptions {
  /** The mock API's service binding in development, the global fetch otherwise (`upstreamFetcher`). */
  fetcher: (request: Request) => Promise<Response>
  /** `ODP_PIXEL_URL`: the pixel is `/v2/zaius.gif` under it. */
  pixelUrl: string
  /** Tests only: this try's limit. */
  timeoutMs?: number
}

export type SegmentPixelOutcome =
  | { kind: 'delivered' }
  | { kind: 'rejected' | 'failed'; detail: Record<string, unknown> }

const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * Sends one segment event under the data platform's public key (`trackerId`), once; never throws.
 *
 * @example const outcome = await sendSegmentEvent({ fetcher, pixelUrl }, message.trackerId, message.event)
 */
export async function sendSegmentEvent(
  options: SegmentPixelOptions,
  trackerId: string,
  event: SegmentEvent,
): Promise<SegmentPixelOutcome> {
  const url = `${options.pixelUrl}${SEGMENT_PIXEL_PATH}?${new URLSearchParams(segmentPixelParams(trackerId, event))}`
  const correlationId = crypto.randomUUID()
  const started = Date.now()
  const base = { service: 'experimentation', operation: 'segmentPixel', action: event.action, correlationId }
  try {
    const response = await options.fetcher(
      new Request(url, {
        headers: { accept: 'image/gif', 'x-correlation-id': correlationId },
        signal: AbortSignal.timeout(options.timeoutMs ?? EXPERIMENT_EVENT_DEFAULTS.eventTimeoutMs),
      }),
    )
    await response.body?.cancel()
    if (response.ok) return { kind: 'delivered' }
    const detail = { ...base, status: response.status, ms: Date.now() - started }
    return { kind: worthRetrying(response.status) ? 'failed' : 'rejected', detail }
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
    return { kind: 'failed', detail: { ...base, cause: String(cause), timedOut, ms: Date.now() - started } }
  }
}
