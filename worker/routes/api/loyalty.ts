/**
 * `/api/account`: the employee discount terms, joining the loyalty programme, and the subscriptions of every type
 * by email and SMS (decisions 045, 048), as JSON for a script; their pages answer their own plain forms
 * (worker/routes/forms/loyalty.ts).
 */
import { Hono } from 'hono'
import { acceptEmployeeTerms, changeSubscription, confirmTexts, joinLoyalty } from '../../services/loyalty'
import type { AppEnv } from '../../types'
import {
  EmployeeTermsSchema,
  LoyaltyJoinSchema,
  returnPathOf,
  SubscriptionChangeSchema,
  SubscriptionConfirmSchema,
} from '../inputs'
import { readCall } from './responder'

export const loyaltyApi = new Hono<AppEnv>()

loyaltyApi.post('/employee-terms', async (c) => {
  const { accepted, decision, returnTo } = await readCall(c, EmployeeTermsSchema)
  // Declined, the employee goes on signed in without the discount; the terms are asked again at the next sign-in.
  if (decision === 'decline') return c.json({ accepted: false, next: returnPathOf(c, returnTo) })
  await acceptEmployeeTerms(c, accepted)
  return c.json({ accepted: true, next: returnPathOf(c, returnTo) })
})

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
