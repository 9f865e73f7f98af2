/**
 * `GET /__dev/outbox?to=<email>`: the emails the mock consumer service "sent" to an address, newest first, as
 * `{ emails: [{ to, subject, link, sentAt }] }`. Development and tests only, behind the mock's access key like
 * `/__faults`; the storefront never exposes it (a reset link in it is a working one).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { normaliseEmail } from '../db/consumers'
import { listOutbox } from '../db/password-resets'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

export const devOutboxRoutes = new Hono<{ Bindings: MockEnv }>()

devOutboxRoutes.get('/', async (c) => {
  const to = z.string().min(1).max(254).safeParse(c.req.query('to'))
  if (!to.success) return apiError(c, 400, 'API400', 'Name the address: ?to=<email>')
  return c.json({ emails: await listOutbox(c.env.DB, normaliseEmail(to.data)) })
})
