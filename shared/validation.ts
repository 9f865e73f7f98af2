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

/** A field's refusal: its message's key, and the limit the message names when it names one. */
export interface FieldError<Key extends string> {
  key: Key
  params?: { max: number }
}

/** A form's refusals, by field. */
export type FieldErrors<Field extends string, Key extends string> = Partial<Record<Field, FieldError<Key>>>

/** A form's check: its cleaned value when every field passes, else each refused field's error. */
export type FormValidation<Value, Errors> = { ok: true; value: Value } | { ok: false; errors: Errors }
