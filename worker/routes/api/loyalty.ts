/**
 * `/api/account`: the employee discount terms, joining the loyalty programme, and the subscriptions of every type
 * by email and SMS (decisions 045, 048). JSON for a script, or a plain form that goes back to its page with the outcome
 * (`?account=`), never with what was typed.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { accountSectionPath, employeeTermsPath } from '../../../shared/routes'
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../../shared/subscriptions'
import { ApiError } from '../../services/api-error'
import {
  acceptEmployeeTerms,
  changeSubscription,
  confirmTexts,
  joinLoyalty,
  REFERRAL_CODE,
} from '../../services/loyalty'
import type { AppEnv } from '../../types'
import { checkbox, returnPathOf } from '../inputs'
import { renderSubscriptions } from '../pages/account-area'
import { answer, readInput, refusalOf } from './responder'

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

/** Joining the loyalty programme from the account's loyalty section. */
loyaltyApi.post('/loyalty/join', async (c) => {
  const input = await readInput(
    c,
    z.object({ referralCode: z.string().max(100).default(''), agreement: checkbox }),
    {
      param: 'account',
      to: accountSectionPath(c.var.locale.code, 'loyalty'),
      // A refused form keeps the referral code (a member's shared id, not a secret) as `referral_code` does.
      keep: (data: { referralCode: string }) => {
        const code = data.referralCode.trim().toUpperCase()
        return { referral_code: REFERRAL_CODE.test(code) ? code : '' }
      },
    },
  )
  const memberId = await joinLoyalty(c, input.data)
  return answer(c, input, { memberId }, { notice: 'joined', params: { referral_code: '' }, status: 201 })
})

/** A subscription type from a script or a form; the newsletter when none is named (as before decision 048). */
const subscriptionType = z.enum(SUBSCRIPTION_TYPES).default('Newsletter')

/** Where a plain subscriptions form returns: the section, with the type it was about (its outcome shows there). */
const subscriptionsTo = (locale: string) => ({
  param: 'account',
  to: accountSectionPath(locale, 'subscriptions'),
  // The newsletter's outcomes need no type (the section's first); the loyalty types' name theirs.
  keep: (data: { type: SubscriptionType }): Record<string, string> =>
    data.type === 'Newsletter' ? {} : { type: data.type },
})

/**
 * Opting in or out of a subscription type by email or SMS. A plain form whose phone is refused is answered with
 * the section itself, the phone as typed and the message at it (a phone number stays out of URLs).
 */
loyaltyApi.post('/subscriptions', async (c) => {
  const input = await readInput(
    c,
    z.object({
      type: subscriptionType,
      channel: z.enum(['email', 'sms']),
      optin: z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]),
      phone: z.string().max(100).default(''),
    }),
    subscriptionsTo(c.var.locale.code),
  )
  const { type, channel, optin, phone } = input.data
  try {
    await changeSubscription(c, { type, channel, optin, phone })
  } catch (error) {
    const phoneError =
      input.form && error instanceof ApiError ? refusalOf(c, error).detail.fields?.phone : undefined
    if (!phoneError) throw error
    c.set('apiForm', undefined)
    return renderSubscriptions(
      c,
      {
        notice: null,
        type,
        values: { phone: phone.slice(0, 30), code: '' },
        errors: { phone: phoneError },
      },
      400,
    )
  }
  const notice = channel === 'email' ? (optin ? 'emailOn' : 'emailOff') : optin ? 'smsPending' : 'smsOff'
  return answer(c, input, { type, channel, optin, pending: channel === 'sms' && optin }, { notice })
})

/** Confirming a type's texts with the code sent (the double opt-in). */
loyaltyApi.post('/subscriptions/confirm', async (c) => {
  const input = await readInput(
    c,
    z.object({ type: subscriptionType, code: z.string().max(20) }),
    subscriptionsTo(c.var.locale.code),
  )
  await confirmTexts(c, input.data.type, input.data.code)
  return answer(c, input, { type: input.data.type, channel: 'sms', confirmed: true }, { notice: 'smsOn' })
})
