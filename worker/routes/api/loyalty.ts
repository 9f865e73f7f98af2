/**
 * `/api/account`: the employee discount terms, joining the loyalty programme, and the newsletter and SMS
 * subscriptions (decision 045). JSON for a script, or a plain form that goes back to its page with the outcome
 * (`?account=`), never with what was typed.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { employeeTermsPath } from '../../../shared/routes'
import { acceptEmployeeTerms } from '../../services/loyalty'
import type { AppEnv } from '../../types'
import { returnPathOf } from '../pages/account'
import { answer, readInput } from './responder'

export const loyaltyApi = new Hono<AppEnv>()

/** A checkbox: a form sends `on` when ticked and nothing when not; a script sends a boolean. */
export const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

loyaltyApi.post('/employee-terms', async (c) => {
  const locale = c.var.locale.code
  const input = await readInput(
    c,
    z.object({ accepted: checkbox, returnTo: z.string().max(1000).optional() }),
    {
      param: 'account',
      to: employeeTermsPath(locale),
      // A refused form comes back to the terms with where it was going.
      keep: (data: { returnTo?: string }) => ({ returnTo: returnPathOf(c, data.returnTo) }),
    },
  )
  await acceptEmployeeTerms(c, input.data.accepted)
  const next = returnPathOf(c, input.data.returnTo)
  // The kept `returnTo` was for a refusal: going on, it is taken out.
  return answer(c, input, { accepted: true, next }, { to: next, params: { returnTo: '' } })
})
