/**
 * `/api/account`: forgotten, reset and changed passwords (decision 037). Each takes JSON from a script or a plain
 * form. A plain form that succeeds goes on to its next page (the same "sent" notice for any address; sign-in
 * after a reset; the account page after a change); one that is refused is answered with its page itself, with
 * each field's message and what was typed except the passwords, never with a redirect: neither an address nor a
 * token travels in a URL the worker makes.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { ChangePasswordField, NewPasswordField } from '../../../shared/password'
import { accountSectionPath, forgotPasswordPath, signInPath } from '../../../shared/routes'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/sign-in'
import { signedInShopper } from '../../services/account'
import { changePassword, requestPasswordReset, resetPassword } from '../../services/password'
import type { AppContext, AppEnv } from '../../types'
import { toSignIn } from '../pages/account'
import { renderSecurity } from '../pages/account-area'
import { renderForgotPassword, renderResetPassword, resetTokenOf } from '../pages/password'
import { isPlainForm } from './account'
import { answer, readInput, refusalOf } from './responder'

export const passwordApi = new Hono<AppEnv>()

/** Only bounded here; `shared/password.ts` checks the fields, so each gets its own message. */
const text = z.string().max(1000)
const ForgotSchema = z.object({ email: text, website: text.optional() })
const ResetSchema = z.object({ token: text, password: text, confirmPassword: text })
const ChangeSchema = z.object({
  currentPassword: text,
  password: text,
  confirmPassword: text,
  username: text.optional(),
})

/** A refusal's status as a page answers it: a body the responder would not read is a bad request. */
const pageStatus = (status: number) => (status === 413 || status === 415 ? 400 : status) as 400

/** The form as typed, read again only to show a refused form; null for a script's call. */
const typedForm = (c: AppContext) =>
  isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
    ? c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : Promise.resolve(undefined)

passwordApi.post('/forgot-password', async (c) => {
  const typed = await typedForm(c)
  try {
    const input = await readInput(c, ForgotSchema, {
      param: 'password',
      to: forgotPasswordPath(c.var.locale.code),
    })
    await requestPasswordReset(c, input.data)
    const next = `${forgotPasswordPath(c.var.locale.code)}?password=sent`
    return answer(c, input, { sent: true, next }, { to: next })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const errors = refusal.detail.fields ?? {}
    return renderForgotPassword(
      c,
      {
        email: String(typed?.get('email') ?? '').slice(0, SIGN_IN_EMAIL_MAX + 1),
        errors: { ...(errors.email ? { email: errors.email } : {}) },
        notice: errors.email ? null : { kind: 'error', text: refusal.message },
      },
      pageStatus(refusal.status),
    )
  }
})

passwordApi.post('/reset-password', async (c) => {
  const typed = await typedForm(c)
  try {
    const input = await readInput(c, ResetSchema, { param: 'account', to: signInPath(c.var.locale.code) })
    await resetPassword(c, { ...input.data, token: resetTokenOf(input.data.token) })
    const next = `${signInPath(c.var.locale.code)}?account=passwordChanged`
    return answer(c, input, { passwordChanged: true, next }, { to: next })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const fields = (refusal.detail.fields ?? {}) as Partial<Record<NewPasswordField, string>>
    const errors = {
      ...(fields.password ? { password: fields.password } : {}),
      ...(fields.confirmPassword ? { confirmPassword: fields.confirmPassword } : {}),
    }
    const hasFields = Object.keys(errors).length > 0
    return renderResetPassword(
      c,
      {
        token: resetTokenOf(typed?.get('token')),
        errors,
        // A link that ran out or was used asks for a new one; other refusals keep the form.
        notice: hasFields ? null : refusal.message,
      },
      pageStatus(refusal.status),
    )
  }
})

/** The account area's section where the password is changed. */
const securityPath = (c: AppContext) => accountSectionPath(c.var.locale.code, 'security')

passwordApi.post('/change-password', async (c) => {
  const typed = await typedForm(c)
  try {
    const input = await readInput(c, ChangeSchema, { param: 'account', to: securityPath(c) })
    await changePassword(c, input.data)
    const next = `${securityPath(c)}?account=passwordChanged`
    return answer(c, input, { passwordChanged: true, next }, { to: next })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const fields = (refusal.detail.fields ?? {}) as Partial<Record<ChangePasswordField, string>>
    const errors = Object.fromEntries(
      (['currentPassword', 'password', 'confirmPassword'] as const)
        .filter((field) => fields[field])
        .map((field) => [field, fields[field] as string]),
    )
    const hasFields = Object.keys(errors).length > 0
    const shopper = await signedInShopper(c)
    // No longer signed in (a guest, or a session signed out meanwhile): sign in first.
    if (!shopper) return toSignIn(c, securityPath(c))
    return renderSecurity(
      c,
      shopper,
      { notice: null, password: { errors, notice: hasFields ? null : refusal.message } },
      pageStatus(refusal.status),
    )
  }
})
