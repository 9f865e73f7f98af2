/**
 * `/api/account`: forgotten, reset and changed passwords for a script (decision 037). Their pages answer their own
 * plain forms (worker/routes/forms/password.ts, decision 068).
 */
import { Hono } from 'hono'
import { accountSectionPath, forgotPasswordPath, signInPath } from '../../../shared/routes'
import { changePassword, requestPasswordReset, resetPassword } from '../../services/password'
import type { AppEnv } from '../../types'
import { ChangePasswordSchema, ForgotPasswordSchema, ResetPasswordSchema } from '../inputs'
import { answer, readInput } from './responder'

export const passwordApi = new Hono<AppEnv>()

passwordApi.post('/forgot-password', async (c) => {
  const path = forgotPasswordPath(c.var.locale.code)
  const input = await readInput(c, ForgotPasswordSchema, { param: 'password', to: path })
  await requestPasswordReset(c, input.data)
  const next = `${path}?password=sent`
  return answer(c, input, { sent: true, next }, { to: next })
})

passwordApi.post('/reset-password', async (c) => {
  const input = await readInput(c, ResetPasswordSchema, {
    param: 'account',
    to: signInPath(c.var.locale.code),
  })
  await resetPassword(c, input.data)
  const next = `${signInPath(c.var.locale.code)}?account=passwordChanged`
  return answer(c, input, { passwordChanged: true, next }, { to: next })
})

passwordApi.post('/change-password', async (c) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  const input = await readInput(c, ChangePasswordSchema, { param: 'account', to: security })
  await changePassword(c, input.data)
  const next = `${security}?account=passwordChanged`
  return answer(c, input, { passwordChanged: true, next }, { to: next })
})
