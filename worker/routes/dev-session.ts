/**
 * `/__dev/session`: development and tests only. Sign-in is not built yet, so this is how a developer (and the
 * end-to-end tests) becomes a signed-in customer in their own session: `POST` a customer as JSON, `DELETE` to be
 * a guest again. Answers 404 in production and wherever no mock API is bound.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../services/api-error'
import { CustomerSchema } from '../session/state'
import type { AppEnv } from '../types'
import { readCall } from './api/responder'

export const devSessionRoutes = new Hono<AppEnv>()

devSessionRoutes.use('*', async (c, next) => {
  if (!c.var.config.development || !c.env.MOCK_API) throw new ApiError('API404', { text: 'Not found' })
  return next()
})

devSessionRoutes.post('/', async (c) => {
  const { customer } = await readCall(c, z.object({ customer: CustomerSchema }))
  await c.var.session.change({ kind: 'customer', customer })
  return c.json({ customer })
})

devSessionRoutes.delete('/', async (c) => {
  await c.var.session.change({ kind: 'customer', customer: null })
  return c.body(null, 204)
})
