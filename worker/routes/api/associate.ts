/**
 * `/api/associate`: in-store mode (decision 044), as JSON for a script; the sign-in page answers its own plain
 * forms, the sign-in and the sign-out (worker/routes/forms/associate.ts, decision 074).
 *
 * `/api/associates/status` is the stores' system telling the shop that an associate was revoked or reinstated:
 * server to server, signed like the content service's purge calls (an HMAC over the raw body with its time,
 * `x-associate-signature`, each signature taken once), and mounted ahead of the same-origin guard. A revocation
 * ends every session of the associate at once (their object refuses them from the next request on).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { associateLoginPath, homePath } from '../../../shared/routes'
import { logEvent } from '../../log'
import { signInAssociate, signOutAssociate } from '../../services/associates'
import { associateSessionsOf } from '../../session/associate-sessions'
import type { AppEnv } from '../../types'
import { AssociateSignInSchema } from '../inputs'
import { apiErrorBody, readCall } from './responder'
import { readSignedCall, type SignedCall } from './signed-call'

export const associateApi = new Hono<AppEnv>()
export const associateStatusApi = new Hono<AppEnv>()

associateApi.post('/sign-in', async (c) => {
  const associate = await signInAssociate(c, await readCall(c, AssociateSignInSchema))
  return c.json({
    associate: {
      storeId: associate.storeId,
      storeName: associate.storeName,
      storeEmployeeId: associate.storeEmployeeId,
      storeEmployeeName: associate.storeEmployeeName,
    },
    next: homePath(c.var.locale.code),
  })
})

associateApi.post('/sign-out', async (c) => {
  await readCall(c, z.object({}))
  await signOutAssociate(c)
  return c.json({ ended: true, next: `${associateLoginPath(c.var.locale.code)}?associate=ended` })
})

export const ASSOCIATE_SIGNATURE_HEADER = 'x-associate-signature'

/** How the stores' system signs a status call, and how large one may be. */
const STATUS_CALL: SignedCall = {
  header: ASSOCIATE_SIGNATURE_HEADER,
  secret: 'ASSOCIATE_STATUS_SECRET',
  ledger: 'associate-status',
  maxBytes: 1024,
  what: 'associate status',
}

const StatusBodySchema = z.strictObject({
  storeId: z.string().regex(/^\d{4}$/),
  employeeId: z.string().regex(/^\d{6}$/),
  active: z.boolean(),
})

associateStatusApi.post('/status', async (c) => {
  const call = await readSignedCall(c, STATUS_CALL)
  if (call.refusal) return call.refusal
  const body = StatusBodySchema.safeParse(call.json)
  if (!body.success) return c.json(apiErrorBody(c, 'API400', 'Give { storeId, employeeId, active }'), 400)
  const { storeId, employeeId, active } = body.data
  const ended = await associateSessionsOf(c.env.ASSOCIATE_SESSIONS, storeId, employeeId).setActive(active)
  logEvent(c, 'info', active ? 'associate reinstated' : 'associate revoked', { storeId, employeeId, ended })
  return c.json({ storeId, employeeId, active, sessionsEnded: ended })
})
