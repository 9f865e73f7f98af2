/**
 * The signed-in shopper changes the email they sign in with (decision 094). The form is checked by the shared rules
 * first (`shared/account/sign-in-email.ts`), so nothing is asked upstream for a refused one. The current password
 * proves the change is theirs, and counts against the sign-in tries of the account as a changed password does. The
 * consumer service answers PRO400 for an address another account has; a changed one signs the customer out of their
 * other sessions, here as upstream, and tells the old address.
 */
import { checkEmailChange, type EmailChangeInput } from '../../shared/account/sign-in-email'
import { accountSectionPath } from '../../shared/routes'
import type { AppContext } from '../types'
import { endCustomerSessions, limitSignInTries } from './account'
import { ApiError } from './api-error'

/** Changes the sign-in email; the new address as the account now has it. A guest is asked to sign in. */
export async function changeSignInEmail(c: AppContext, form: EmailChangeInput): Promise<string> {
  const { session } = c.var
  const { customer } = await session.read()
  const grant = customer ? await session.accessToken() : null
  if (!customer || grant?.kind !== 'Registered') throw new ApiError('SESSION_ENDED')
  const current = customer.email ?? ''
  const { email, problems } = checkEmailChange(form, current)
  if (Object.keys(problems).length > 0) throw new ApiError('EMAIL_CHANGE_INVALID', { fields: problems })
  await limitSignInTries(c, current || grant.customerId)
  const noticeUrl = new URL(accountSectionPath(c.var.locale.code, 'security'), c.req.url).toString()
  const answer = await c.var.services.consumers.changeEmail({
    email,
    currentPassword: form.currentPassword,
    country: c.var.locale.country,
    noticeUrl,
  })
  const changed = answer?.email ?? email
  await session.change({ kind: 'customer', customer: { ...customer, email: changed } })
  // The customer's other sessions end at once (decision 042), as the service has ended their tokens.
  await endCustomerSessions(c, grant.customerId, true)
  return changed
}
