/**
 * What may be logged of anything the shop was sent or answered: secrets (tokens, passwords, card data) and what says
 * who or where a person is never reach a log line. A leaf, so the log itself (`log.ts`) and the upstream clients use
 * the same rules.
 */

const REDACTED = '[redacted]'
/** Fields whose value is a secret whatever it looks like: credentials, tokens, card data, bot-check answers. */
const SECRET_KEY =
  /token|password|passwd|secret|authori[sz]ation|cookie|api[-_]?key|cvc|cvv|securitycode|cardnumber|card_number|^pan$|^number$|expir|iban|recaptcha|^otp$|^pin$|^code_verifier$/i
/** Fields that say who or where a person is, and a device's fingerprint: kept out of logs whatever they hold. */
const PERSONAL_KEY =
  /(first|last|middle|full|user)_?name$|phone|mobile|email|address|street|city|postal|zip|province|birth|gender|fingerprint|riskdata|clientdata/i
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi
/** A run of 12 to 19 digits, spaces or dashes between them allowed: a card number or another account number. */
const LONG_NUMBER = /\b\d(?:[ -]?\d){11,18}\b/g
/** A bearer token or a JSON web token inside a string. */
const BEARER = /\bBearer\s+[\w.~+/=-]+|\beyJ[\w-]+\.[\w-]+\.[\w-]*/g

/** A text with e-mail addresses, bearer tokens and card-like numbers taken out. */
export const redactText = (text: string) =>
  text.replace(BEARER, REDACTED).replace(EMAIL, '[email]').replace(LONG_NUMBER, REDACTED)

/**
 * A copy of an upstream body or a log line's detail that may be logged: values of secret fields (tokens, passwords,
 * card data) and of personal ones (names, phones, addresses, birth dates, a device's fingerprint) become
 * `[redacted]`; inside any other text, e-mail addresses become `[email]`, card-like numbers and bearer tokens
 * `[redacted]`.
 *
 * @example redactSecrets({ accessToken: 'eyJ…', note: 'from a@b.co' }) // { accessToken: '[redacted]', note: 'from [email]' }
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value)
  if (typeof value === 'number') return /^\d{12,19}$/.test(String(value)) ? REDACTED : value
  if (value === null || typeof value !== 'object') return value
  if (depth > 8) return REDACTED
  if (Array.isArray(value)) return value.slice(0, 50).map((entry) => redactSecrets(entry, depth + 1))
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      (SECRET_KEY.test(key) || PERSONAL_KEY.test(key)) && entry !== null && entry !== ''
        ? REDACTED
        : redactSecrets(entry, depth + 1),
    ]),
  )
}

/** A URL path that may be logged: each segment read as written (`%40` is `@`), then redacted like any text. */
export function redactPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      let text = segment
      try {
        text = decodeURIComponent(segment)
      } catch {
        // A segment that is not valid percent-encoding is redacted as it stands.
      }
      const redacted = redactText(text)
      return redacted === text ? segment : redacted
    })
    .join('/')
}
