/**
 * The page-timing beacon (spec 2 §7: `POST /fapi/performance/ingest`, "a beacon with a batch of timing measures,
 * sent only when the client-ingest feature flag is on"). The browser measures the page it shows (client/
 * performance-beacon.ts) and sends one batch when the page is hidden; the worker checks it and passes it on.
 * Nothing in a batch names the shopper: a page type, a path without its query, and numbers.
 */
import { z } from 'zod'
import { PAGE_TYPES } from './page-type'

/** Where the browser sends its batch (the worker passes it on to the front-end service). */
export const PERFORMANCE_INGEST_PATH = '/api/performance'

/** The measures taken: Core Web Vitals and the two timings that explain them. */
export const PERFORMANCE_MEASURES = ['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const
export type PerformanceMeasureName = (typeof PERFORMANCE_MEASURES)[number]

/** A minute, in milliseconds: no timing of a page that loaded is longer; CLS is a score, well below 100. */
const MAX_TIMING_MS = 60_000
const MAX_SHIFT_SCORE = 100

export const PerformanceMeasureSchema = z
  .object({
    name: z.enum(PERFORMANCE_MEASURES),
    value: z.number().finite().min(0),
  })
  .refine((measure) => measure.value <= (measure.name === 'CLS' ? MAX_SHIFT_SCORE : MAX_TIMING_MS), {
    message: 'value out of range',
    path: ['value'],
  })

export const PerformanceBatchSchema = z.strictObject({
  /** The page type of shared/page-type.ts, as the document names it. */
  pageType: z.enum(PAGE_TYPES),
  /** The page's path, without query or fragment. */
  path: z
    .string()
    .max(300)
    .regex(/^\/[^?#\s]*$/),
  measures: z.array(PerformanceMeasureSchema).min(1).max(PERFORMANCE_MEASURES.length),
})

export type PerformanceBatch = z.infer<typeof PerformanceBatchSchema>
export type PerformanceMeasure = z.infer<typeof PerformanceMeasureSchema>
