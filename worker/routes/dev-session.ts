/**
 * `/__dev/session`: development only. Sets the customer of a developer's own session without an account, to try
 * content audiences as any kind of customer (`docs/guides/accounts.md`): `POST` a customer as JSON, `DELETE` to be
 * a guest again. Answers 404 in production and wherever no mock API is bound.
 */
import { Hono } from 'hono'
import * as z from 'zod'
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
