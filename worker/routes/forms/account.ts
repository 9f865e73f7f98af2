/**
 * The sign-in and sign-up pages' own forms. One that succeeds goes on to the page it came for (`returnTo`, a path
 * on this site); one that is refused is its page again with the refusal and what was typed (never the password),
 * so an email stays out of URLs, histories and logs. And the account's sign-out, which every page of the area
 * posts to the account's own address (decision 074): signed out, the shopper is on the home page, told so
 * (spec 1 §2: home after logout).
 */
import * as z from 'zod'
import type { SignUpValues } from '../../../client/pages/sign-up-page'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/account/sign-in'
import {
  SIGN_UP_EMAIL_MAX,
  SIGN_UP_NAME_MAX,
  type SignUpField,
  signUpVariantOf,
} from '../../../shared/account/sign-up'
import { sourceFromQuery } from '../../../shared/account/source'
import { accountPath, signedOutPath } from '../../../shared/routes'
import { signedInShopper, signOut } from '../../services/account'
import type { AppContext } from '../../types'
import { signInAndGoOn, signUpAndGoOn } from '../form-outcomes'
import { returnPathOf, SignInSchema, SignUpSchema } from '../inputs'
import { renderSignIn, renderSignUp } from '../pages/account'
import { renderOverview } from '../pages/account-area'
import { toSignIn } from '../sign-in-first'
import { answerForm, pageStatus, type TypedForm, typedText } from './page-form'

/** The refusals that mean the email has an account already: the page offers to sign in with it. */
export const EMAIL_IN_USE = new Set(['AUT439', 'PRO400', 'LOGIN_IN_USE'])

/** What a refused form gives back as typed: every field but the password, each cut to what its field holds. */
export function typedSignUp(typed: TypedForm): SignUpValues {
  const ticked = (name: string) => typed.get(name) === 'on'
  return {
    firstName: typedText(typed, 'firstName', SIGN_UP_NAME_MAX + 1),
    lastName: typedText(typed, 'lastName', SIGN_UP_NAME_MAX + 1),
    email: typedText(typed, 'email', SIGN_UP_EMAIL_MAX + 1),
    birthDate: typedText(typed, 'birthDate', 20),
    phone: typedText(typed, 'phone', 30),
    gender: typedText(typed, 'gender', 20),
    postalCode: typedText(typed, 'postalCode', 20),
    smsOptIn: ticked('smsOptIn'),
    newsletter: ticked('newsletter'),
    agreement: ticked('agreement'),
    loyaltyAgreement: ticked('loyaltyAgreement'),
    ...sourceFromQuery(
      new URLSearchParams({
        utm_source: typedText(typed, 'acquisitionType', 60),
        utm_campaign: typedText(typed, 'campaignName', 60),
      }),
    ),
  }
}

export const signInAction = (c: AppContext) =>
  answerForm(c, {
    schema: SignInSchema,
    act: async (data) => c.redirect((await signInAndGoOn(c, data)).next, 303),
    refused: (refusal, typed) => {
      const errors = refusal.detail.fields ?? {}
      return renderSignIn(
        c,
        {
          returnTo: returnPathOf(c, typed.get('returnTo')),
          email: typedText(typed, 'email', SIGN_IN_EMAIL_MAX + 1),
          errors,
          notice: Object.keys(errors).length > 0 ? null : { kind: 'error', text: refusal.message },
        },
        pageStatus(refusal),
      )
    },
  })

export const signUpAction = (c: AppContext) =>
  answerForm(c, {
    schema: SignUpSchema,
    act: async (data) => c.redirect((await signUpAndGoOn(c, data)).next, 303),
    refused: (refusal, typed) => {
      const errors = (refusal.detail.fields ?? {}) as Partial<Record<SignUpField, string>>
      return renderSignUp(
        c,
        {
          returnTo: returnPathOf(c, typed.get('returnTo')),
          values: typedSignUp(typed),
          errors,
          emailInUse: EMAIL_IN_USE.has(refusal.errorId),
          notice: Object.keys(errors).length > 0 ? null : refusal.message,
          variant: signUpVariantOf(typed.get('variant')),
        },
        pageStatus(refusal),
      )
    },
  })

export const signOutAction = (c: AppContext) =>
  answerForm(c, {
    schema: z.object({ intent: z.literal('signOut') }),
    act: async () => {
      await signOut(c)
      return c.redirect(signedOutPath(c.var.locale.code), 303)
    },
    refused: async (refusal) => {
      const shopper = await signedInShopper(c).catch(() => null)
      if (!shopper) return toSignIn(c, accountPath(c.var.locale.code))
      return renderOverview(
        c,
        shopper,
        { notice: null, signOutRefusal: refusal.message },
        pageStatus(refusal),
      )
    },
  })
