/**
 * `/api/account`: the employee discount terms, joining the loyalty programme, and the subscriptions of every type
 * by email and SMS (decisions 045, 048). The terms take JSON or a plain form that goes back with the outcome
 * (`?account=`); joining and the subscriptions are JSON for a script, their sections answering their own plain
 * forms (worker/routes/forms/loyalty.ts).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { employeeTermsPath } from '../../../shared/routes'
import { acceptEmployeeTerms, changeSubscription, confirmTexts, joinLoyalty } from '../../services/loyalty'
import type { AppEnv } from '../../types'
import {
  checkbox,
  LoyaltyJoinSchema,
  returnPathOf,
  SubscriptionChangeSchema,
  SubscriptionConfirmSchema,
} from '../inputs'
import { answer, readCall, readInput } from './responder'

export const loyaltyApi = new Hono<AppEnv>()

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

// Joining and the subscriptions answer a script only: their sections answer their own plain forms (decision 068).

/** Joining the loyalty programme from the account's loyalty section. */
loyaltyApi.post('/loyalty/join', async (c) => {
  const memberId = await joinLoyalty(c, await readCall(c, LoyaltyJoinSchema))
  return c.json({ memberId }, 201)
})

/** Opting in or out of a subscription type by email or SMS. */
loyaltyApi.post('/subscriptions', async (c) => {
  const { type, channel, optin, phone } = await readCall(c, SubscriptionChangeSchema)
  await changeSubscription(c, { type, channel, optin, phone })
  return c.json({ type, channel, optin, pending: channel === 'sms' && optin })
})

/** Confirming a type's texts with the code sent (the double opt-in). */
loyaltyApi.post('/subscriptions/confirm', async (c) => {
  const { type, code } = await readCall(c, SubscriptionConfirmSchema)
  await confirmTexts(c, type, code)
  return c.json({ type, channel: 'sms', confirmed: true })
})
