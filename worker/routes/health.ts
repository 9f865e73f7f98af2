import { Hono } from 'hono'
import type { AppEnv } from '../types'

/** A liveness answer that touches no upstream: for uptime checks, and the baseline of `npm run bench`. */
export const healthRoutes = new Hono<AppEnv>()

healthRoutes.get('/', (c) => {
  c.header('cache-control', 'no-store')
  return c.json({ status: 'ok' })
})
