/**
 * The experimentation service's clients. A request's (`createExperimentationClient`, a row of `UPSTREAM_CLIENTS`
 * in worker/context.ts) reads the project's datafile (`datafile.ts`) and asks a visitor's audience segments
 * (`segments.ts`). Its events leave through queues, whose consumers have no request: the event-log client below
 * (worker/queue.ts, decision 061) and the data platform's tracking pixel (`pixel.ts`, worker/segment-queue.ts,
 * decision 112).
 *
 * The event-logging endpoint (spec 2 §7): one POST of a JSON event batch, answered 2xx
 * when the batch is taken. Unlike the commerce and content clients it sends none of our upstream headers (no
 * access key, trust id or locale: the endpoint is a third party's and needs none), so it does not go through
 * `http.ts`'s core; it keeps that core's habits: a timeout (10 s, spec 2 §9), the mock API's binding in
 * development, and every failure as an `ExperimentationError` naming the operation and the correlation id.
 *
 * The answer says what to do with the events: `delivered`; `rejected` (a 4xx: the payload is malformed and will
 * never be taken, so it is dropped); or `failed` (5xx, timeout, network: worth trying again later).
 */
import type { Decider } from '../../../shared/experiments'
import type { EventBatch } from '../../../shared/experiments/events'
import { EXPERIMENT_EVENT_DEFAULTS } from '../../../shared/experiments/events'
import { ExperimentationError } from '../errors'
import { currentDecider, type DatafileDeps } from './datafile'
import { qualifiedSegments, type SegmentsOptions } from './segments'

export interface ExperimentationClientOptions {
  /** Where the datafile comes from and how often it is checked; null where experiments are off. */
  datafile: Pick<DatafileDeps, 'baseUrl' | 'sdkKey' | 'intervalMs'> | null
  /** Where the datafile is kept between isolates. */
  kv: KVNamespace
  fetcher: (request: Request) => Promise<Response>
  waitUntil: (promise: Promise<unknown>) => void
  segments: Pick<SegmentsOptions, 'host' | 'apiKey'>
  metrics: SegmentsOptions['metrics']
  log: (message: string, detail: Record<string, unknown>) => void
}

/** The experimentation service as a request calls it. */
export interface ExperimentationClient {
  /** The decider of the project's current datafile; null where experiments are off or no datafile can be had. */
  decider(): Promise<Decider | null>
  /** The segments among `segmentsToCheck` the visitor qualifies for; null when they cannot be known now. */
  qualifiedSegments(
    userId: string,
    segmentsToCheck: readonly string[],
    budgetMs?: number,
  ): Promise<string[] | null>
}

/**
 * The per-request client of the experimentation service.
 *
 * @example
 * const decider = await c.var.services.experimentation.decider()
 */
export function createExperimentationClient(options: ExperimentationClientOptions): ExperimentationClient {
  const { datafile, kv, fetcher, waitUntil, log, metrics } = options
  const segments: SegmentsOptions = { ...options.segments, fetcher, metrics, log }
  return {
    decider: async () => (datafile ? currentDecider({ ...datafile, kv, fetcher, waitUntil, log }) : null),
    qualifiedSegments: (userId, segmentsToCheck, budgetMs) =>
      qualifiedSegments(segments, userId, segmentsToCheck, budgetMs),
  }
}

export interface EventLogClientOptions {
  /** The endpoint's full URL (`https://logx.optimizely.com/v1/events`, or the mock API's in development). */
  url: string
  /** The mock API's service binding in development, the global fetch otherwise (`upstreamFetcher`). */
  fetcher: (request: Request) => Promise<Response>
  timeoutMs?: number
}

export type EventLogOutcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; error: ExperimentationError }
  | { kind: 'failed'; error: ExperimentationError }

export interface EventLogClient {
  /** Posts one batch; never throws, the outcome says whether it was taken, refused for good, or may be retried. */
  logEvents(batch: EventBatch): Promise<EventLogOutcome>
}

export function createEventLogClient(options: EventLogClientOptions): EventLogClient {
  const timeoutMs = options.timeoutMs ?? EXPERIMENT_EVENT_DEFAULTS.eventTimeoutMs
  return {
    async logEvents(batch) {
      const correlationId = crypto.randomUUID()
      const fail = (status: number, errorId: string, message: string, cause?: unknown) =>
        new ExperimentationError({ status, errorId, operation: 'logEvents', correlationId, message, cause })
      let response: Response
      try {
        response = await options.fetcher(
          new Request(options.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId },
            body: JSON.stringify(batch),
            signal: AbortSignal.timeout(timeoutMs),
          }),
        )
      } catch (cause) {
        const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
        return {
          kind: 'failed',
          error: fail(
            504,
            timedOut ? 'TIMEOUT' : 'NETWORK',
            `experimentation logEvents ${timedOut ? 'timed out' : 'failed'}`,
            cause,
          ),
        }
      }
      // Nothing of the answer is needed but its status.
      const detail = response.ok ? '' : (await response.text().catch(() => '')).slice(0, 300)
      if (response.ok) {
        await response.body?.cancel()
        return { kind: 'delivered' }
      }
      const error = fail(
        response.status,
        `HTTP${response.status}`,
        `experimentation logEvents answered ${response.status}`,
        detail || undefined,
      )
      return response.status >= 400 &&
        response.status < 500 &&
        response.status !== 408 &&
        response.status !== 429
        ? { kind: 'rejected', error }
        : { kind: 'failed', error }
    },
  }
}
