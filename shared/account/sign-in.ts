/**
 * The sign-in form's rules (spec 1 §5): an email, required, valid and at most 100 characters; a password,
 * required. The same rules in the browser and in the worker, so a form is refused the same way with or without
 * JavaScript. Nothing here says whether an account exists: that is the consumer service's answer, and it answers
 * an unknown account and a wrong password alike.
 */
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail } from '../validation'

export const SIGN_IN_EMAIL_MAX = 100
/** Long enough for any password a person types; a body cannot carry anything large through it. */
export const SIGN_IN_PASSWORD_MAX = 200

export interface SignInInput {
  email: string
  password: string
}

export type SignInField = keyof SignInInput

export const SIGN_IN_PROBLEMS = [
  'signIn.error.emailRequired',
  'signIn.error.email',
  'signIn.error.emailTooLong',
  'signIn.error.passwordRequired',
  'signIn.error.passwordTooLong',
] as const satisfies readonly MessageKey[]

export type SignInProblem = (typeof SIGN_IN_PROBLEMS)[number]

/** The email as the service matches it: trimmed and in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/**
 * What is wrong with each field (none when the form may be sent), and the input as it is sent: the email
 * normalised, the password exactly as typed (spaces in a password are part of it).
 */
export function checkSignIn(input: SignInInput): {
  input: SignInInput
  problems: Partial<Record<SignInField, SignInProblem>>
} {
  const email = normaliseEmail(input.email)
  const problems: Partial<Record<SignInField, SignInProblem>> = {}
  if (email === '') problems.email = 'signIn.error.emailRequired'
  else if (email.length > SIGN_IN_EMAIL_MAX) problems.email = 'signIn.error.emailTooLong'
  else if (!isValidEmail(email)) problems.email = 'signIn.error.email'
  if (input.password === '') problems.password = 'signIn.error.passwordRequired'
  else if (input.password.length > SIGN_IN_PASSWORD_MAX) problems.password = 'signIn.error.passwordTooLong'
  return { input: { email, password: input.password }, problems }
}
