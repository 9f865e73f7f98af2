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

export { redactPath, redactSecrets } from '../redact'

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

/** The social media service: shoppers' photos for the galleries (worker/upstream/social/). */
export class SocialMediaError extends UpstreamError {
  override name = 'SocialMediaError'
}

export class PersonalizationError extends UpstreamError {
  override name = 'PersonalizationError'
}

export type UpstreamErrorClass = new (options: UpstreamErrorOptions) => UpstreamError

/** The experimentation service: its event-logging endpoint and its audience segments (worker/upstream/experimentation/). */
export class ExperimentationError extends UpstreamError {
  override name = 'ExperimentationError'
}
