/**
 * `GET /__dev/experimentation/events?visitor_id=<id>`: the event batches the mock event-logging endpoint took that
 * carry this visitor's events, oldest first, exactly as posted: `{ batches: [...] }`. `GET
 * /__dev/experimentation/segment-events?user_id=<id>`: the segment events the tracking pixel took about this user,
 * oldest first, each with its query as sent: `{ events: [...] }`. Development and tests only, behind the mock's
 * access key like `/__dev/outbox`.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { listEventBatches, listSegmentEvents } from '../db/experiment-events'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

export const devExperimentationRoutes = new Hono<{ Bindings: MockEnv }>()

devExperimentationRoutes.get('/events', async (c) => {
  const visitorId = z.string().min(1).max(200).safeParse(c.req.query('visitor_id'))
  if (!visitorId.success) return apiError(c, 400, 'API400', 'Name the visitor: ?visitor_id=<id>')
  return c.json({ batches: await listEventBatches(c.env.DB, visitorId.data) })
})

devExperimentationRoutes.get('/segment-events', async (c) => {
  const userId = z.string().min(1).max(200).safeParse(c.req.query('user_id'))
  if (!userId.success) return apiError(c, 400, 'API400', 'Name the user: ?user_id=<id>')
  return c.json({ events: await listSegmentEvents(c.env.DB, userId.data) })
})
