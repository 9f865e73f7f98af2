/**
 * What the browser and the worker's `/api` routes agree on, kept free of schemas so islands can import it without
 * pulling a validator into the page: the headers an island sends, and the body of every refusal.
 */
import type { NoticePlacement } from './error-catalogue'

/** The header islands send with API calls to name the locale of the page they are on. */
export const LOCALE_HEADER = 'x-storefront-locale'

/** The header that asks a page route for one region of the page as an HTML fragment (e.g. `listing`). */
export const FRAGMENT_HEADER = 'x-fragment'

/** One error of a refusal: the error catalogue's id and a message a shopper can read. */
export interface ApiErrorDetail {
  errorId: string
  message: string
}

/**
 * The body of every refusal from the storefront's `/api` routes, in the upstreams' error shape (spec 1 §3) with
 * where the message shows and, for refusals of single fields, a message per field.
 *
 * @example
 * { errorDetails: [{ errorId: 'INV700', message: 'Out of stock' }], appId: 'storefront',
 *   correlationId: '6f0c…', placement: 'item' }
 */
export interface StorefrontErrorBody {
  errorDetails: ApiErrorDetail[]
  appId: 'storefront'
  /** The request id, so a shopper's report can be found in the logs. */
  correlationId: string
  placement?: NoticePlacement
  /** Field name → message. */
  fields?: Record<string, string>
}
