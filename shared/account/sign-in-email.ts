/**
 * The account's sign-in email changed from its security section (decision 094): the new address by the sign-in
 * form's email rules and not the one the account has now, and the current password, which proves the change is the
 * account holder's. The same rules in the browser and in the worker.
 */
import type { MessageKey } from '../i18n/i18n'
import { checkResetEmail, PASSWORD_MAX } from './password'
import { normaliseEmail } from './sign-in'

export interface EmailChangeInput {
  email: string
  currentPassword: string
}

export type EmailChangeField = keyof EmailChangeInput

/** Each refused field (none when the change may be sent), and the new address as it is sent. */
export function checkEmailChange(
  input: EmailChangeInput,
  currentEmail: string,
): { email: string; problems: Partial<Record<EmailChangeField, MessageKey>> } {
  const { email, problem } = checkResetEmail(input.email)
  const problems: Partial<Record<EmailChangeField, MessageKey>> = {}
  if (problem) problems.email = problem
  else if (email === normaliseEmail(currentEmail)) problems.email = 'account.email.error.same'
  if (input.currentPassword === '') problems.currentPassword = 'password.error.currentRequired'
  else if (input.currentPassword.length > PASSWORD_MAX) problems.currentPassword = 'password.error.tooLong'
  return { email, problems }
}
