/**
 * Errors from upstream services. Each family has its own class so logs and the error page can tell a content
 * outage from a cart failure; every one carries the HTTP status, the upstream errorId, the operation, the
 * correlation id sent with the request and the cause. An answer the upstream refused also carries the exchange
 * (spec 1 §7: "a typed API error carrying the error id, status code, request and response"): the method, the
 * path without its query, and the answer's body with every secret redacted (`redactSecrets`), so it can be logged
 * whole as the shop's API error event (`apiErrorEvent`).
 */

/** The call an upstream refused and what it answered, safe to log. */
export interface UpstreamExchange {
  request: { method: string; path: string }
  response: { status: number; body: unknown }
}

export interface UpstreamErrorOptions {
  status: number
  errorId: string
  operation: string
  correlationId: string
  message: string
  cause?: unknown
  exchange?: UpstreamExchange
}

const REDACTED = '[redacted]'
/** Fields whose value is a secret whatever it looks like: credentials, tokens, card data, bot-check answers. */
const SECRET_KEY =
  /token|password|passwd|secret|authori[sz]ation|cookie|api[-_]?key|cvc|cvv|securitycode|cardnumber|card_number|^pan$|^number$|expir|iban|recaptcha|^otp$|^pin$|^code_verifier$/i
const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi
/** A run of 12 to 19 digits, spaces or dashes between them allowed: a card number or another account number. */
const LONG_NUMBER = /\b\d(?:[ -]?\d){11,18}\b/g
/** A bearer token or a JSON web token inside a string. */
const BEARER = /\bBearer\s+[\w.~+/=-]+|\beyJ[\w-]+\.[\w-]+\.[\w-]*/g

const redactText = (text: string) =>
  text.replace(BEARER, REDACTED).replace(EMAIL, '[email]').replace(LONG_NUMBER, REDACTED)

/**
 * A copy of an upstream body, or a path, that may be logged: values of secret fields (tokens, passwords, card data)
 * become `[redacted]`, e-mail addresses `[email]`, card-like numbers and bearer tokens inside text `[redacted]`.
 *
 * @example redactSecrets({ accessToken: 'eyJ…', email: 'a@b.co' }) // { accessToken: '[redacted]', email: '[email]' }
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
      SECRET_KEY.test(key) && entry !== null && entry !== '' ? REDACTED : redactSecrets(entry, depth + 1),
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

export class UpstreamError extends Error {
  override name = 'UpstreamError'
  readonly status: number
  readonly errorId: string
  readonly operation: string
  readonly correlationId: string
  /** The call and the answer, redacted; absent when no answer came (a timeout, a network failure). */
  readonly exchange: UpstreamExchange | null

  constructor(options: UpstreamErrorOptions) {
    super(options.message, { cause: options.cause })
    this.status = options.status
    this.errorId = options.errorId
    this.operation = options.operation
    this.correlationId = options.correlationId
    this.exchange = options.exchange ?? null
  }
}

/**
 * The shop's API error event (spec 1 §7 "tracked as an API error"): what the log line and the monitoring read, with
 * the exchange already redacted.
 *
 * @example logEvent(c, 'info', 'api error', apiErrorEvent(error))
 */
export function apiErrorEvent(error: UpstreamError) {
  return {
    event: 'apiError',
    name: error.name,
    errorId: error.errorId,
    status: error.status,
    operation: error.operation,
    correlationId: error.correlationId,
    ...(error.exchange ? { request: error.exchange.request, response: error.exchange.response } : {}),
  }
}

export class ContentServiceError extends UpstreamError {
  override name = 'ContentServiceError'
}

export class CatalogueError extends UpstreamError {
  override name = 'CatalogueError'
}

export class StoresError extends UpstreamError {
  override name = 'StoresError'
}

export class CommerceApiError extends UpstreamError {
  override name = 'CommerceApiError'
}

/**
 * The commerce family's answer that was not what the call needs (none where one must be, a document that is not
 * one): a 502 `BAD_SHAPE`, with no correlation id since no answer carried one.
 *
 * @example if (!cart) throw badShape('getCart', 'The cart service answered no cart')
 */
export const badShape = (operation: string, message: string) =>
  new CommerceApiError({ status: 502, errorId: 'BAD_SHAPE', operation, correlationId: '', message })

export class PersonalizationError extends UpstreamError {
  override name = 'PersonalizationError'
}

export type UpstreamErrorClass = new (options: UpstreamErrorOptions) => UpstreamError

/** The experimentation service: its event-logging endpoint and its audience segments (worker/upstream/experimentation/). */
export class ExperimentationError extends UpstreamError {
  override name = 'ExperimentationError'
}
