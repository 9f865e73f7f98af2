/**
 * `/api/account/join` and `/api/account/lookup`: the enrolment flow's steps for a script (decision 046). The flow's
 * page answers its own plain forms (worker/routes/forms/enrolment.ts, decision 068); both take a step through
 * `takeJoinStep`.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { joinPath } from '../../../shared/routes'
import { lookUpEmail } from '../../services/enrolment'
import type { AppEnv } from '../../types'
import { takeJoinStep } from '../form-outcomes'
import { JoinSchema } from '../inputs'
import { answer, readInput } from './responder'

export const enrolmentApi = new Hono<AppEnv>()

enrolmentApi.post('/join', async (c) => {
  const input = await readInput(c, JoinSchema, { param: 'account', to: joinPath(c.var.locale.code) })
  const outcome = await takeJoinStep(c, input.data)
  if (outcome.lookup) return c.json({ exists: outcome.exists, step: outcome.step })
  return answer(c, input, { ...outcome.body, next: outcome.next }, { to: outcome.next })
})

/**
 * The lookup for a script (the simplified enrolment dialog): whether the email has an account. Whether that account
 * is partially enrolled is not answered here: it is the account holder's to learn once signed in.
 */
enrolmentApi.post('/lookup', async (c) => {
  const input = await readInput(c, z.object({ email: z.string().max(1000) }), {
    param: 'account',
    to: joinPath(c.var.locale.code),
  })
  const found = await lookUpEmail(c, input.data.email)
  return answer(c, input, { exists: found.exists }, { to: joinPath(c.var.locale.code) })
})
