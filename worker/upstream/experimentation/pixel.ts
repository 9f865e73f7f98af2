/**
 * The data platform's tracking pixel (spec 2 §7: "GET of a tracking pixel for segmenting events", decision 108): one
 * segment event per GET of `{pixel host}/v2/zaius.gif?...`, answered with a 1x1 GIF. As the browser SDK sends it:
 * one event at a time, up to 3 tries (spec 2 §9), sending none of our upstream headers (the pixel is a third party's
 * and takes its key in the query). The tries share one limit of 10 s (the spec's event timeout), so a slow platform
 * costs a request's `waitUntil` at most that. A failure is logged and the event is lost, as the spec wants of
 * experimentation failures (spec 2 §8); a refusal (a 4xx other than 408 and 429) is not tried again.
 */
import { EXPERIMENT_EVENT_DEFAULTS } from '../../../shared/experiments/events'
import {
  SEGMENT_EVENT_DEFAULTS,
  SEGMENT_PIXEL_PATH,
  type SegmentEvent,
  segmentPixelParams,
} from '../../../shared/experiments/segment-events'
import type { RequestMetrics } from '../../metrics'

export interface SegmentPixelOptions {
  /** The mock API's service binding in development, the global fetch otherwise (`upstreamFetcher`). */
  fetcher: (request: Request) => Promise<Response>
  /** `ODP_PIXEL_URL`: the pixel is `/v2/zaius.gif` under it. */
  pixelUrl: string
  metrics: Pick<RequestMetrics, 'timing'>
  log: (message: string, detail: Record<string, unknown>) => void
  /** Tests only: the limit all tries share. */
  timeoutMs?: number
}

const worthRetrying = (status: number) => status >= 500 || status === 408 || status === 429

/**
 * Sends one segment event under the data platform's public key (`trackerId`); resolves whether it was taken.
 * Never throws.
 *
 * @example c.executionCtx.waitUntil(sendSegmentEvent(options, decider.odpPublicKey, event))
 */
export async function sendSegmentEvent(
  options: SegmentPixelOptions,
  trackerId: string,
  event: SegmentEvent,
): Promise<boolean> {
  const url = `${options.pixelUrl}${SEGMENT_PIXEL_PATH}?${new URLSearchParams(segmentPixelParams(trackerId, event))}`
  const signal = AbortSignal.timeout(options.timeoutMs ?? EXPERIMENT_EVENT_DEFAULTS.eventTimeoutMs)
  const correlationId = crypto.randomUUID()
  const started = Date.now()
  let failure: Record<string, unknown> = {}
  try {
    for (let attempt = 1; attempt <= SEGMENT_EVENT_DEFAULTS.tries; attempt += 1) {
      try {
        const response = await options.fetcher(
          new Request(url, { headers: { accept: 'image/gif', 'x-correlation-id': correlationId }, signal }),
        )
        await response.body?.cancel()
        if (response.ok) return true
        failure = { status: response.status, attempt }
        if (!worthRetrying(response.status)) break
      } catch (cause) {
        const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
        failure = { attempt, cause: String(cause), timedOut }
        if (timedOut) break
      }
    }
  } finally {
    options.metrics.timing('up-experimentation', Date.now() - started, 'segmentPixel')
  }
  options.log('segment event not sent', {
    service: 'experimentation',
    operation: 'segmentPixel',
    action: event.action,
    correlationId,
    ...failure,
  })
  return false
}
