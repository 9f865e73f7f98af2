/** The page-timing batch as the worker accepts it from the browser (shared/performance.ts). */
import * as z from 'zod'
import { PAGE_TYPES } from './page-type'
import { PERFORMANCE_MEASURES } from './performance'

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
