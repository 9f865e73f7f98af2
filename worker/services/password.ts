/**
 * Forgotten, reset and changed passwords (decision 037). Each form is checked by the shared rules first
 * (`shared/account/password.ts`), so nothing is asked upstream for a refused one. A reset link is asked for with the same
 * answer whether or not the address has an account, behind two rate limits (per account, keyed by a hash of the
 * address, and per client address). A changed password counts against the sign-in tries of its account: guessing
 * the current password is guessing a password. Passwords and reset tokens go to the consumer service and nowhere
 * else: never into a log, a URL the worker makes or an answer.
 */

import { checkNewPassword, checkResetEmail, PASSWORD_MAX } from '../../shared/account/password'
import type { MessageKey } from '../../shared/i18n/i18n'
import { resetPasswordPath } from '../../shared/routes'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { accountKey, endCustomerSessions, limitSignInTries } from './account'
import { ApiError } from './api-error'
import { isThrottled, type RateLimitCheck } from './rate-limits'

/** A refused form: each field's message, worded; the first refused field is the one the page focuses. */
function refuseFields(problems: Record<string, MessageKey | undefined | null>): void {
  const fields = Object.entries(problems).filter((entry): entry is [string, MessageKey] => Boolean(entry[1]))
  if (fields.length === 0) return
  // The spec's own codes where the first refusal is one of theirs (FE872 too short, FE340 not the same).
  const [, firstKey] = fields[0] as [string, MessageKey]
  throw new ApiError(
    firstKey === 'password.error.short'
      ? 'PASSWORD_TOO_SHORT'
      : firstKey === 'password.error.mismatch'
        ? 'PASSWORDS_DIFFER'
        : 'PASSWORD_INVALID',
    { fields: Object.fromEntries(fields) },
  )
}

/** The trap field a person never sees: filled, the form is a bot's, answered as a failed bot check. */
function refuseBots(website: string | undefined): void {
  if (website) throw new ApiError('AUT403')
}

async function limitResetRequests(c: AppContext, email: string): Promise<void> {
  const checks: RateLimitCheck[] = [
    [c.env.PASSWORD_RESET_ACCOUNT_LIMIT, await accountKey(email)],
    [c.env.PASSWORD_RESET_ADDRESS_LIMIT, clientAddress(c)],
  ]
  if (await isThrottled(c, checks)) throw new ApiError('PASSWORD_RESET_THROTTLED')
}

/**
 * Asks the consumer service to email a reset link to the address, the link leading to this site's reset page in
 * the shopper's locale. Answers nothing: the page says the same whether or not the address has an account.
 */
export async function requestPasswordReset(
  c: AppContext,
  form: { email: string; website?: string | undefined },
): Promise<void> {
  const { email, problem } = checkResetEmail(form.email)
  refuseFields({ email: problem })
  refuseBots(form.website)
  await limitResetRequests(c, email)
  const resetUrl = new URL(resetPasswordPath(c.var.locale.code), c.req.url).toString()
  await c.var.services.consumers.forgotPassword({ email, resetUrl })
}

/**
 * Sets a new password with a reset link's token. The consumer service signs the customer out everywhere; a
 * session of theirs in this browser is ended here too, so the shopper signs in afresh.
 */
export async function resetPassword(
  c: AppContext,
  form: { token: string; password: string; confirmPassword: string },
): Promise<void> {
  if (form.token === '') throw new ApiError('RESET_LINK_MISSING')
  refuseFields(checkNewPassword(form))
  const reset = await c.var.services.consumers.resetPassword({ token: form.token, password: form.password })
  // Every session of the customer ends at once, wherever it is (decision 042); this browser's too, below. (Were
  // the service not to say whose account it was, they would end on their next token call, their tokens revoked.)
  if (reset) await endCustomerSessions(c, reset.consumerId, false)
  const { customer } = await c.var.session.read()
  if (customer) await c.var.session.signOut()
}

/**
 * Changes the signed-in shopper's password; the consumer service signs them out of their other sessions and
 * keeps this one. A guest (or a session that has just lost its sign-in) is asked to sign in.
 */
export async function changePassword(
  c: AppContext,
  form: { currentPassword: string; password: string; confirmPassword: string },
): Promise<void> {
  const { customer } = await c.var.session.read()
  const grant = customer ? await c.var.session.accessToken() : null
  if (!customer || grant?.kind !== 'Registered') throw new ApiError('SESSION_ENDED')
  refuseFields({
    currentPassword:
      form.currentPassword === ''
        ? 'password.error.currentRequired'
        : form.currentPassword.length > PASSWORD_MAX
          ? 'password.error.tooLong'
          : null,
    ...checkNewPassword(form),
  })
  await limitSignInTries(c, customer.email ?? grant.customerId)
  await c.var.services.consumers.changePassword(grant.accessToken, {
    currentPassword: form.currentPassword,
    password: form.password,
  })
  // The customer's other sessions end at once (decision 042); this one stays signed in.
  await endCustomerSessions(c, grant.customerId, true)
}
