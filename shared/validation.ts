/**
 * Generic validation rules of spec 1 §5, shared by forms in the browser and their handlers in the worker.
 */

/** Email: a local part, an @, a domain with a dot; at most 100 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  return email.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)
}

/** The characters of a name: letters (with accents), spaces, comma, dot, apostrophe, backtick and hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'`’-]+$/u

/** Names: letters (with accents), spaces, comma, dot, apostrophe, backtick and hyphen. */
export const isValidName = (value: string): boolean => NAME_PATTERN.test(value.trim())

/** The fewest characters of a name, wherever the shop asks for one (spec 1 §5 and §9: names 2–30). */
export const NAME_MIN_LENGTH = 2
/** The most characters of a name, and every name field's `maxLength`. */
export const NAME_MAX_LENGTH = 30

/**
 * What is wrong with a name by the shop's one rule, or null: empty (`required`), outside 2–30 characters as a person
 * counts them (`length`), or a character a name does not have (`characters`). Every form with a name uses it: sign-up
 * and the profile, addresses and the pickup person, the event registration and the contact form.
 *
 * @example nameRuleProblem(' A ') // 'length'
 */
export function nameRuleProblem(value: string): 'required' | 'length' | 'characters' | null {
  const name = value.trim()
  if (name === '') return 'required'
  const length = [...name].length
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return 'length'
  return NAME_PATTERN.test(name) ? null : 'characters'
}

/** A field's refusal: its message's key, and the limit the message names when it names one. */
export interface FieldError<Key extends string> {
  key: Key
  params?: { max: number }
}

/** A form's refusals, by field. */
export type FieldErrors<Field extends string, Key extends string> = Partial<Record<Field, FieldError<Key>>>

/** A form's check: its cleaned value when every field passes, else each refused field's error. */
export type FormValidation<Value, Errors> = { ok: true; value: Value } | { ok: false; errors: Errors }
