/**
 * `/api/account`: forgotten, reset and changed passwords for a script (decision 037), and a changed sign-in email
 * (decision 094). Their pages answer their own plain forms (worker/routes/forms/password.ts, decision 068).
 */
import { Hono } from 'hono'
import { accountSectionPath, forgotPasswordPath, signInPath } from '../../../shared/routes'
import { changePassword, requestPasswordReset, resetPassword } from '../../services/password'
import { changeSignInEmail } from '../../services/sign-in-email'
import type { AppEnv } from '../../types'
import { ChangeEmailSchema, ChangePasswordSchema, ForgotPasswordSchema, ResetPasswordSchema } from '../inputs'
import { readCall } from './responder'

export const passwordApi = new Hono<AppEnv>()

passwordApi.post('/forgot-password', async (c) => {
  const path = forgotPasswordPath(c.var.locale.code)
  await requestPasswordReset(c, await readCall(c, ForgotPasswordSchema))
  return c.json({ sent: true, next: `${path}?password=sent` })
})

passwordApi.post('/reset-password', async (c) => {
  await resetPassword(c, await readCall(c, ResetPasswordSchema))
  return c.json({ passwordChanged: true, next: `${signInPath(c.var.locale.code)}?account=passwordChanged` })
})

passwordApi.post('/change-password', async (c) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  await changePassword(c, await readCall(c, ChangePasswordSchema))
  return c.json({ passwordChanged: true, next: `${security}?account=passwordChanged` })
})

passwordApi.post('/change-email', async (c) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  const email = await changeSignInEmail(c, await readCall(c, ChangeEmailSchema))
  return c.json({ emailChanged: true, email, next: `${security}?account=emailChanged` })
})
