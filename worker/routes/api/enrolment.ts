/**
 * `/api/account/join` and `/api/account/lookup`: the enrolment flow's steps for a script (decision 046). The flow's
 * page answers its own plain forms (worker/routes/forms/enrolment.ts, decision 068); both take a step through
 * `takeJoinStep`.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { lookUpEmail } from '../../services/enrolment'
import type { AppEnv } from '../../types'
import { takeJoinStep } from '../form-outcomes'
import { JoinSchema } from '../inputs'
import { readCall } from './responder'

export const enrolmentApi = new Hono<AppEnv>()

enrolmentApi.post('/join', async (c) => {
  const outcome = await takeJoinStep(c, await readCall(c, JoinSchema))
  if (outcome.lookup) return c.json({ exists: outcome.exists, step: outcome.step })
  return c.json({ ...outcome.body, next: outcome.next })
})

/**
 * The lookup for a script (the simplified enrolment dialog): whether the email has an account. Whether that account
 * is partially enrolled is not answered here: it is the account holder's to learn once signed in.
 */
enrolmentApi.post('/lookup', async (c) => {
  const { email } = await readCall(c, z.object({ email: z.string().max(1000) }))
  return c.json({ exists: (await lookUpEmail(c, email)).exists })
})
