/**
 * The loyalty and subscriptions sections' own forms (decisions 045, 048, 068), and the employee discount terms'
 * (decision 074): accepted, the shopper goes on to where they were going (`returnTo`, a path of this site); refused,
 * the terms again with where they were going. Joining goes back to the section
 * with `?account=joined`; a subscription changed or confirmed, to its section with the outcome and the type it was
 * about. A refusal is the section again: the referral code, the phone or the code as typed, each message at its
 * field (or atop the type's form), and a phone number never in a URL.
 */
import * as z from 'zod'
import type { SubscriptionType } from '../../../shared/account/subscriptions'
import { accountSectionPath } from '../../../shared/routes'
import { signedInShopper } from '../../services/account'
import {
  acceptEmployeeTerms,
  changeSubscription,
  confirmTexts,
  joinLoyalty,
  saveNotifications,
} from '../../services/loyalty'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
import {
  EmployeeTermsSchema,
  LoyaltyJoinSchema,
  NotificationsSchema,
  returnPathOf,
  SubscriptionChangeSchema,
  SubscriptionConfirmSchema,
} from '../inputs'
import { renderEmployeeTerms } from '../pages/account'
import { renderLoyalty, renderSubscriptions } from '../pages/account-loyalty'
import { toSignIn } from '../sign-in-first'
import { answerForm, fieldErrors, pageStatus, type TypedForm, typedText } from './page-form'

/** The signed-in shopper for the section a refused form comes back to, or the way to sign in first. */
async function shopperFor(c: AppContext, section: 'loyalty' | 'subscriptions') {
  const shopper = await signedInShopper(c)
  return shopper ?? toSignIn(c, accountSectionPath(c.var.locale.code, section))
}

/** A refusal's messages at the form's fields, or atop it when it names none of them. */
function refusalAt<Field extends string>(refusal: Refusal, fields: readonly Field[]) {
  const errors = fieldErrors(refusal, fields)
  return Object.keys(errors).length > 0 ? errors : { top: refusal.message }
}

export const loyaltyJoinAction = (c: AppContext) =>
  answerForm(c, {
    schema: LoyaltyJoinSchema,
    act: async (data) => {
      await joinLoyalty(c, data)
      return c.redirect(`${accountSectionPath(c.var.locale.code, 'loyalty')}?account=joined`, 303)
    },
    refused: async (refusal, typed) => {
      const shopper = await shopperFor(c, 'loyalty')
      if (shopper instanceof Response) return shopper
      return renderLoyalty(
        c,
        shopper,
        {
          notice: null,
          referralCode: typedText(typed, 'referralCode', 101),
          errors: refusalAt(refusal, ['referralCode', 'agreement'] as const),
        },
        pageStatus(refusal),
      )
    },
  })

const SubscriptionFormSchema = z.discriminatedUnion('intent', [
  SubscriptionChangeSchema.extend({ intent: z.literal('change') }),
  SubscriptionConfirmSchema.extend({ intent: z.literal('confirm') }),
  NotificationsSchema.extend({ intent: z.literal('notifications') }),
])

/** The outcome a subscriptions form goes back with, as the section words it. */
function subscriptionOutcome(data: z.output<typeof SubscriptionFormSchema>): string {
  if (data.intent === 'notifications') return 'notificationsSaved'
  if (data.intent === 'confirm') return 'smsOn'
  if (data.channel === 'email') return data.optin ? 'emailOn' : 'emailOff'
  return data.optin ? 'smsPending' : 'smsOff'
}

/** The type a refused form was about, as typed, so the section shows the refusal at that type's form. */
const typedType = (typed: TypedForm): SubscriptionType => {
  const type = typed.get('type')
  return type === 'LoyaltyNewsletter' || type === 'Loyalty' ? type : 'Newsletter'
}

export const subscriptionsAction = (c: AppContext) =>
  answerForm(c, {
    schema: SubscriptionFormSchema,
    act: async (data) => {
      if (data.intent === 'notifications') await saveNotifications(c, data)
      else if (data.intent === 'confirm') await confirmTexts(c, data.type, data.code)
      else await changeSubscription(c, data)
      const outcome = new URLSearchParams({
        // The newsletter's outcomes need no type (the section's first); the loyalty types' name theirs.
        ...(data.intent === 'notifications' || data.type === 'Newsletter' ? {} : { type: data.type }),
        account: subscriptionOutcome(data),
      })
      return c.redirect(`${accountSectionPath(c.var.locale.code, 'subscriptions')}?${outcome}`, 303)
    },
    refused: async (refusal, typed) => {
      const shopper = await shopperFor(c, 'subscriptions')
      if (shopper instanceof Response) return shopper
      const notifying = typed.get('intent') === 'notifications'
      // Only the missing phone belongs at the text-message box; any other refusal of the choices is the page's.
      const atTexts = notifying && refusal.errorId === 'NOTIFY_PHONE_REQUIRED'
      return renderSubscriptions(
        c,
        {
          notice: null,
          type: typedType(typed),
          values: { phone: typedText(typed, 'phone', 30), code: typedText(typed, 'code', 20) },
          errors: notifying
            ? atTexts
              ? {}
              : { top: refusal.message }
            : refusalAt(refusal, ['phone', 'code', 'type'] as const),
          ...(notifying
            ? {
                notifications: {
                  values: {
                    orderUpdatesSms: typed.get('orderUpdatesSms') === 'on',
                    backInStockEmail: typed.get('backInStockEmail') === 'on',
                    priceDropEmail: typed.get('priceDropEmail') === 'on',
                  },
                  error: atTexts ? refusal.message : null,
                },
              }
            : {}),
        },
        pageStatus(refusal),
        shopper,
      )
    },
  })

export const employeeTermsAction = (c: AppContext) =>
  answerForm(c, {
    schema: EmployeeTermsSchema,
    act: async (data) => {
      if (data.decision !== 'decline') await acceptEmployeeTerms(c, data.accepted)
      return c.redirect(returnPathOf(c, data.returnTo), 303)
    },
    refused: (refusal, typed) =>
      renderEmployeeTerms(
        c,
        { returnTo: returnPathOf(c, typed.get('returnTo')), error: refusal.message },
        pageStatus(refusal),
      ),
  })
