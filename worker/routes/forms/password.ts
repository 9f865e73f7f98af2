/**
 * The password pages' own forms (decision 037): the forgotten password, the reset (from the link) and the change in
 * the account's security section. A refused form is its page again with each field's message and what was typed,
 * but never a password; neither an address nor a token travels in a URL the worker makes.
 */

import * as z from 'zod'
import type { ChangePasswordField, NewPasswordField } from '../../../shared/account/password'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/account/sign-in'
import type { EmailChangeField } from '../../../shared/account/sign-in-email'
import { accountSectionPath, forgotPasswordPath, signInPath } from '../../../shared/routes'
import { signedInShopper, signOutElsewhere } from '../../services/account'
import { changePassword, requestPasswordReset, resetPassword } from '../../services/password'
import { changeSignInEmail } from '../../services/sign-in-email'
import type { AppContext } from '../../types'
import { validInput } from '../api/responder'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  resetTokenOf,
} from '../inputs'
import { renderSecurity } from '../pages/account-area'
import { renderForgotPassword, renderResetPassword } from '../pages/password'
import { toSignIn } from '../sign-in-first'
import { answerForm, fieldErrors, pageStatus, typedText } from './page-form'

export const forgotPasswordAction = (c: AppContext) =>
  answerForm(c, {
    schema: ForgotPasswordSchema,
    act: async (data) => {
      await requestPasswordReset(c, data)
      return c.redirect(`${forgotPasswordPath(c.var.locale.code)}?password=sent`, 303)
    },
    refused: (refusal, typed) => {
      const errors = fieldErrors(refusal, ['email'] as const)
      return renderForgotPassword(
        c,
        {
          email: typedText(typed, 'email', SIGN_IN_EMAIL_MAX + 1),
          errors,
          notice: errors.email ? null : { kind: 'error', text: refusal.message },
        },
        pageStatus(refusal),
      )
    },
  })

export const resetPasswordAction = (c: AppContext) =>
  answerForm(c, {
    schema: ResetPasswordSchema,
    act: async (data) => {
      await resetPassword(c, data)
      return c.redirect(`${signInPath(c.var.locale.code)}?account=passwordChanged`, 303)
    },
    refused: (refusal, typed) => {
      const errors = fieldErrors<NewPasswordField>(refusal, ['password', 'confirmPassword'])
      return renderResetPassword(
        c,
        {
          token: resetTokenOf(typed.get('token')),
          errors,
          // A link that ran out or was used asks for a new one; other refusals keep the form.
          notice: Object.keys(errors).length > 0 ? null : refusal.message,
        },
        pageStatus(refusal),
      )
    },
  })

/**
 * The security section's forms, told apart by `intent`: the password changed (the form names no intent), the
 * sign-in email changed (decision 094), or every other session signed out (decision 042), back to the section with
 * the outcome. A refused form is the section again with its own form's messages; the other forms stay as they were.
 */
export const securityAction = (c: AppContext) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  return answerForm(c, {
    schema: z.looseObject({ intent: z.enum(['signOutElsewhere', 'changeEmail']).optional() }),
    act: async (data) => {
      if (data.intent === 'signOutElsewhere') {
        await signOutElsewhere(c)
        return c.redirect(`${security}?account=signedOutElsewhere`, 303)
      }
      if (data.intent === 'changeEmail') {
        await changeSignInEmail(c, validInput(ChangeEmailSchema, data))
        return c.redirect(`${security}?account=emailChanged`, 303)
      }
      await changePassword(c, validInput(ChangePasswordSchema, data))
      return c.redirect(`${security}?account=passwordChanged`, 303)
    },
    refused: async (refusal, typed) => {
      const shopper = await signedInShopper(c)
      // No longer signed in (a guest, or a session signed out meanwhile): sign in first.
      if (!shopper) return toSignIn(c, security)
      const intent = typed.get('intent')
      const untouched = { errors: {}, notice: null }
      const own = <F extends string>(fields: readonly F[]) => {
        const errors = fieldErrors<F>(refusal, fields)
        return { errors, notice: Object.keys(errors).length > 0 ? null : refusal.message }
      }
      return renderSecurity(
        c,
        shopper,
        {
          notice: null,
          password:
            intent === null
              ? own<ChangePasswordField>(['currentPassword', 'password', 'confirmPassword'])
              : untouched,
          emailChange:
            intent === 'changeEmail'
              ? {
                  ...own<EmailChangeField>(['email', 'currentPassword']),
                  typed: typedText(typed, 'email', SIGN_IN_EMAIL_MAX + 1),
                }
              : { ...untouched, typed: '' },
          ...(intent === 'signOutElsewhere' ? { elsewhere: refusal.message } : {}),
        },
        pageStatus(refusal),
      )
    },
  })
}
