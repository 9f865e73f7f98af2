/**
 * What the browser and the worker's `/api` routes agree on, kept free of schemas so islands can import it without
 * pulling a validator into the page: the headers an island sends, and the body of every refusal.
 */

/**
 * Where a refusal's message shows (spec 1 §8): at the line item, as a notice at the top of the page, at a form
 * field, as a short toast, as a persistent pop-up the shopper must dismiss (order errors), or at the gift-card
 * input.
 */
export type NoticePlacement = 'item' | 'top' | 'field' | 'toast' | 'popup' | 'giftCard'

export const NOTICE_PLACEMENTS: readonly NoticePlacement[] = [
  'item',
  'top',
  'field',
  'toast',
  'popup',
  'giftCard',
]

/**
 * What the shop does besides showing the message (spec 1 §8): read the cart again, make a new cart from the
 * remaining items and retry, go back to the shipping step, sign the shopper in again, retry the call once, or
 * validate the form again.
 */
export type ErrorAction =
  | 'reloadCart'
  | 'recreateCart'
  | 'backToShipping'
  | 'reauthenticate'
  | 'retry'
  | 'revalidateForm'

export const ERROR_ACTIONS: readonly ErrorAction[] = [
  'reloadCart',
  'recreateCart',
  'backToShipping',
  'reauthenticate',
  'retry',
  'revalidateForm',
]

/** The header islands send with API calls to name the locale of the page they are on. */
export const LOCALE_HEADER = 'x-storefront-locale'

/** The header that asks a page route for one region of the page as an HTML fragment (e.g. `listing`). */
export const FRAGMENT_HEADER = 'x-fragment'

/**
 * The error id of a call that bot protection in front of an upstream stopped (a 403 carrying an application id,
 * spec 1 §4): the shopper is asked to wait a moment and try again.
 */
export const BOT_CHALLENGE = 'BOT_CHALLENGE'

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
  /** What the page does besides showing the message, when the catalogue names something. */
  action?: ErrorAction
  /** Field name → message. */
  fields?: Record<string, string>
}
