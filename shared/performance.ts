/**
 * The page-timing beacon (spec 2 §7: `POST /fapi/performance/ingest`, "a beacon with a batch of timing measures,
 * sent only when the client-ingest feature flag is on"). The browser measures the page it shows (client/
 * performance-beacon.ts) and sends one batch when the page is hidden; the worker checks it
 * (shared/performance-batch.ts) and passes it on. Nothing in a batch names the shopper: a page type, a path
 * without its query, and numbers.
 */

/** Where the browser sends its batch (the worker passes it on to the front-end service). */
export const PERFORMANCE_INGEST_PATH = '/api/performance'

/** The measures taken: Core Web Vitals and the two timings that explain them. */
export const PERFORMANCE_MEASURES = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const
export type PerformanceMeasureName = (typeof PERFORMANCE_MEASURES)[number]

export interface PerformanceMeasure {
  name: PerformanceMeasureName
  value: number
}
