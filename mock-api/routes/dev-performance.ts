/**
 * `GET /__dev/performance?site=KST-US`: the page-timing batches the ingest beacon received for a site, newest
 * first, as `{ batches: [...] }`. Development and tests only, behind the mock's access key.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { listPerformanceBatches } from '../db/performance'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

export const devPerformanceRoutes = new Hono<{ Bindings: MockEnv }>()

devPerformanceRoutes.get('/', async (c) => {
  const site = z
    .string()
    .regex(/^[A-Z]{2,4}-[A-Z]{2}$/)
    .safeParse(c.req.query('site'))
  if (!site.success) return apiError(c, 400, 'API400', 'Name the site: ?site=KST-US')
  return c.json({ batches: await listPerformanceBatches(c.env.DB, site.data) })
})
