/**
 * Forgotten, reset and changed passwords (decision 037), part of the consumer contract:
 * - `POST /consumers-v3/consumer/resetpassword` `{ email, resetUrl }` asks for a reset link. It always answers 202
 *   with no body, whether or not the address has an account; for an account it makes a single-use token (32
 *   random bytes, stored as its SHA-256, good for 30 minutes) and "sends" the link (`resetUrl` with `token` added)
 *   by recording the email in the outbox.
 * - `POST /consumers-v3/confirmforgotpassword` `{ token, password }` sets the new password: AUT402 for a token that
 *   is unknown, used or expired, the password rule (`shared/account/password.ts`: FE872 too short, PRO415 otherwise),
 *   AUT451 for the password the account has now. Success answers `{ consumerId }` and revokes every token family of
 *   the customer: they are signed out everywhere.
 * - `POST /consumers-v3/consumer/changepassword` (Bearer, Registered) `{ currentPassword, password }`: AUT450 for a
 *   wrong current password, AUT452 for the same one again, the rule as above. Success (204) revokes the customer's
 *   other token families, keeping the caller's.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { checkPassword, PASSWORD_MAX } from '../../shared/account/password'
import { readJsonBody } from '../body'
import { hashPassword, hashToken, randomToken, verifyPassword } from '../consumers/secrets'
import { bearerOf } from '../consumers/tokens'
import { clearSignInFailures, getConsumer, getConsumerByEmail } from '../db/consumers'
import {
  changePassword,
  insertOutboxEmail,
  insertResetToken,
  resetPasswordWithToken,
  usableResetToken,
} from '../db/password-resets'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const RESET_TOKEN_MS = 30 * 60 * 1000
const SUBJECT = 'Reset your password'

const ForgotSchema = z.object({
  email: z.string().max(254),
  resetUrl: z
    .string()
    .max(500)
    .url()
    .refine((url) => /^https?:$/.test(new URL(url).protocol)),
})
const ResetSchema = z.object({ token: z.string().min(1).max(200), password: z.string() })
const ChangeSchema = z.object({ currentPassword: z.string().max(1000), password: z.string() })

/** The rule's refusal of a new password (FE872 for a short one), or null when it passes. */
function ruleRefusal(c: Context, password: string) {
  if (password.length > PASSWORD_MAX) return apiError(c, 400, 'PRO415', 'The password is too long')
  const problem = checkPassword(password)
  if (problem === null) return null
  if (problem === 'password.error.short' || problem === 'password.error.required')
    return apiError(c, 400, 'FE872', 'The password is too short')
  return apiError(
    c,
    400,
    'PRO415',
    'The password needs an upper-case letter, a lower-case letter and a digit',
  )
}

export const passwordRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

passwordRoutes.post('/consumers-v3/consumer/resetpassword', async (c) => {
  const body = await readJsonBody(c, ForgotSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid forgot-password request')
  const db = c.env.DB
  const consumer = await getConsumerByEmail(db, body.email)
  // The same answer for an address with an account and one without: nothing here tells which.
  if (consumer) {
    const now = Date.now()
    const token = randomToken()
    const link = new URL(body.resetUrl)
    link.searchParams.set('token', token)
    await db.batch([
      insertResetToken(db, {
        hash: await hashToken(token),
        consumerId: consumer.id,
        now,
        expiresAt: now + RESET_TOKEN_MS,
      }),
      insertOutboxEmail(db, { to: consumer.email, subject: SUBJECT, link: link.toString(), now }),
    ])
  }
  return c.json({}, 202)
})

const expired = 'The password reset link is unknown, used or expired'

passwordRoutes.post('/consumers-v3/confirmforgotpassword', async (c) => {
  const body = await readJsonBody(c, ResetSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid password reset request')
  const db = c.env.DB
  const hash = await hashToken(body.token)
  const consumerId = await usableResetToken(db, hash, Date.now())
  const consumer = consumerId ? await getConsumer(db, consumerId) : null
  if (!consumer) return apiError(c, 400, 'AUT402', expired)
  const refused = ruleRefusal(c, body.password)
  if (refused) return refused
  const stored = {
    hash: consumer.password_hash,
    salt: consumer.password_salt,
    iterations: consumer.password_iterations,
  }
  if (await verifyPassword(body.password, stored))
    return apiError(c, 400, 'AUT451', 'The new password is the same as the previous one')
  const reset = await resetPasswordWithToken(db, {
    hash,
    consumerId: consumer.id,
    password: await hashPassword(body.password),
    now: Date.now(),
  })
  if (!reset) return apiError(c, 400, 'AUT402', expired)
  // The reset proves the address is theirs: a sign-in lock from guesses at the old password is lifted.
  await clearSignInFailures(db, await hashToken(consumer.email))
  // Whose password it was, so the storefront can end that customer's sessions at once (decision 042).
  return c.json({ consumerId: consumer.id })
})

passwordRoutes.post('/consumers-v3/consumer/changepassword', async (c) => {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked')
  if (bearer.tokenType !== 'Registered')
    return apiError(c, 403, 'AUT498', 'A guest has no password: sign in first')
  const body = await readJsonBody(c, ChangeSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid password change request')
  const db = c.env.DB
  const consumer = await getConsumer(db, bearer.customerId)
  if (!consumer) return apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked')
  const stored = {
    hash: consumer.password_hash,
    salt: consumer.password_salt,
    iterations: consumer.password_iterations,
  }
  if (!(await verifyPassword(body.currentPassword, stored)))
    return apiError(c, 400, 'AUT450', 'The current password is wrong')
  const refused = ruleRefusal(c, body.password)
  if (refused) return refused
  if (body.password === body.currentPassword)
    return apiError(c, 400, 'AUT452', 'The new password is the same as the current one')
  await changePassword(db, {
    consumerId: consumer.id,
    password: await hashPassword(body.password),
    keepFamilyId: bearer.familyId,
    now: Date.now(),
  })
  return c.body(null, 204)
})
