/**
 * `POST /api/performance`: the browser's page-timing batch (shared/performance.ts), passed on to the front-end
 * service's ingest after the answer. Only where the client-ingest flag is on for the shopper (elsewhere no page
 * sends one: 404), and only with consent to performance measurement: without it the batch is dropped here, so
 * nothing leaves the shop. Always answered at once with 204; a failure to pass it on is logged, nothing more.
 */
import { Hono } from 'hono'
import { PerformanceBatchSchema } from '../../../shared/performance-batch'
import { logEvent } from '../../log'
import { ApiError } from '../../services/api-error'
import type { AppEnv } from '../../types'
import { readCall } from './responder'

export const performanceApi = new Hono<AppEnv>()

performanceApi.post('/', async (c) => {
  if (!c.var.flags.clientIngest) throw new ApiError('API404', { text: 'Page timings are not collected here' })
  const data = await readCall(c, PerformanceBatchSchema)
  if (c.var.consent.performanceAndAnalytics) {
    c.executionCtx.waitUntil(
      c.var.services.frontend
        .ingestPerformance(data)
        .catch((error: unknown) =>
          logEvent(c, 'warn', 'page timings not passed on', { error: String(error) }),
        ),
    )
  }
  return c.body(null, 204)
})
