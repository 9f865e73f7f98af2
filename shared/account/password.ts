/**
 * The password rule (spec 1 §5): at least 8 characters, with one upper-case letter, one lower-case letter and one
 * digit. One rule for every form that sets a password (sign-up, reset, change) and for the consumer service's
 * mock, so a password is refused the same way in the browser, at the edge and upstream. "Upper-case" and
 * "lower-case" are Unicode letters with case (`É` counts, a digit or `ß` counts as neither); a password is taken
 * exactly as typed, spaces included.
 *
 * @example checkPassword('Passw0rd') // null: it meets every requirement
 * @example checkPassword('password') // 'password.error.upper'
 */
import { firstBrokenRule, type GenericRule } from '../form-rules'
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail } from '../validation'
import { normaliseEmail, SIGN_IN_EMAIL_MAX } from './sign-in'

export const PASSWORD_MIN = 8
/** Long enough for any password a person types or a manager makes; a body cannot carry anything large. */
export const PASSWORD_MAX = 200

/** How the requirement list names each requirement, in its order: a list that words itself spreads these in. */
export const PASSWORD_RULE_WORDS = [
  'password.rule.length',
  'password.rule.upper',
  'password.rule.lower',
  'password.rule.digit',
] as const satisfies readonly MessageKey[]

/** One requirement of the rule, with the words the requirement list shows for it. */
export interface PasswordRequirement {
  /** How the list names it ("At least 8 characters"). */
  label: (typeof PASSWORD_RULE_WORDS)[number]
  /** The message when a password misses it. */
  error: MessageKey
  met: (password: string) => boolean
}

/** The rule's requirements, in the order the list shows them and a password is checked against them. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  {
    label: 'password.rule.length',
    error: 'password.error.short',
    met: (password) => [...password].length >= PASSWORD_MIN,
  },
  {
    label: 'password.rule.upper',
    error: 'password.error.upper',
    met: (password) => /\p{Lu}/u.test(password),
  },
  {
    label: 'password.rule.lower',
    error: 'password.error.lower',
    met: (password) => /\p{Ll}/u.test(password),
  },
  {
    label: 'password.rule.digit',
    error: 'password.error.digit',
    met: (password) => /\p{Nd}/u.test(password),
  },
]

/** The requirements a password does not meet yet (none for a good one): what a live list marks as missing. */
export const missingRequirements = (password: string): PasswordRequirement[] =>
  PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.met(password))

/**
 * What is wrong with a new password, as one message, or null when it meets the rule: empty, too long, then the
 * first requirement it misses.
 */
export function checkPassword(password: string): MessageKey | null {
  if (password === '') return 'password.error.required'
  if (password.length > PASSWORD_MAX) return 'password.error.tooLong'
  return missingRequirements(password)[0]?.error ?? null
}

/** The fields of a form that sets a new password: the password and its confirmation. */
export interface NewPasswordInput {
  password: string
  confirmPassword: string
}

export type NewPasswordField = keyof NewPasswordInput

/** The change-password form's fields: the current password, then the new one and its confirmation. */
export type ChangePasswordField = 'currentPassword' | NewPasswordField

/** The confirmation's one rule, of the generic same-as-field kind; its words are the password form's own. */
const SAME_AS_PASSWORD: readonly GenericRule[] = [{ kind: 'sameAs', field: 'password' }]

/**
 * Each refused field of a new password and its confirmation (none when the form may be sent): the rule on the
 * password, and the confirmation typed the same (FE340).
 */
export function checkNewPassword(input: NewPasswordInput): Partial<Record<NewPasswordField, MessageKey>> {
  const problems: Partial<Record<NewPasswordField, MessageKey>> = {}
  const password = checkPassword(input.password)
  if (password) problems.password = password
  if (input.confirmPassword === '') problems.confirmPassword = 'password.error.confirmRequired'
  else if (firstBrokenRule(input.confirmPassword, SAME_AS_PASSWORD, { password: input.password }))
    problems.confirmPassword = 'password.error.mismatch'
  return problems
}

/**
 * The forgotten-password form's one field, by the sign-in form's email rules: the address as it is sent (trimmed,
 * in lower case) and what is wrong with it, if anything.
 */
export function checkResetEmail(typed: string): { email: string; problem: MessageKey | null } {
  const email = normaliseEmail(typed)
  if (email === '') return { email, problem: 'signIn.error.emailRequired' }
  if (email.length > SIGN_IN_EMAIL_MAX) return { email, problem: 'signIn.error.emailTooLong' }
  if (!isValidEmail(email)) return { email, problem: 'signIn.error.email' }
  return { email, problem: null }
}
