/**
 * The password pages: `/{locale}/forgot-password` (spec 1 §2) and `/{locale}/reset-password?token=...`, where a
 * reset link leads. Both are never stored. The reset page reads the link's token from its URL once and carries it
 * on in a hidden field; it is sent with `Referrer-Policy: no-referrer` (see the security headers) and the token
 * is never logged (request logs name the path, not the query). Each form posts to its page's own path (the reset
 * form without the token in it), whose action (worker/routes/forms/password.ts) answers a refused form with the
 * page again, by `renderForgotPassword` / `renderResetPassword`.
 */
import { ForgotPasswordPage, type ForgotPasswordPageProps } from '../../../client/pages/forgot-password-page'
import { ResetPasswordPage, type ResetPasswordPageProps } from '../../../client/pages/reset-password-page'
import { forgotPasswordPath, resetPasswordPath, signInPath } from '../../../shared/routes'
import type { RenderPageOptions } from '../../render/page'
import type { AppContext } from '../../types'
import { resetTokenOf } from '../inputs'
import { renderPrivatePage } from './account-page'

export function renderForgotPassword(
  c: AppContext,
  props: Omit<ForgotPasswordPageProps, 'action' | 'signInUrl'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const path = forgotPasswordPath(locale.code)
  const page = <ForgotPasswordPage action={path} signInUrl={signInPath(locale.code)} {...props} />
  return renderPrivatePage(c, { title: t.t('password.forgot.title'), path }, page, status)
}

export function renderResetPassword(
  c: AppContext,
  props: Omit<ResetPasswordPageProps, 'action' | 'forgotUrl'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const path = resetPasswordPath(locale.code)
  const page = <ResetPasswordPage action={path} forgotUrl={forgotPasswordPath(locale.code)} {...props} />
  return renderPrivatePage(c, { title: t.t('password.reset.title'), path }, page, status)
}

export function forgotPasswordRoute(c: AppContext): Promise<Response> {
  const sent = new URL(c.req.url).searchParams.get('password') === 'sent'
  return renderForgotPassword(c, {
    email: '',
    errors: {},
    notice: sent ? { kind: 'success', text: c.var.t.t('password.forgot.sent') } : null,
  })
}

export function resetPasswordRoute(c: AppContext): Promise<Response> {
  const token = resetTokenOf(new URL(c.req.url).searchParams.get('token'))
  return renderResetPassword(c, { token, errors: {}, notice: null })
}
