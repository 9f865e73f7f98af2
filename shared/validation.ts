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
