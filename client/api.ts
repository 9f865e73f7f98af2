/**
 * The browser's side of the worker's `/api` routes, and of the page routes' HTML fragments: every island calls
 * through here. A call names the page's locale in a header, asks for JSON, and either returns the parsed answer or
 * throws one `ApiRequestError` carrying the refusal's status, error id, message, placement, field messages and
 * correlation id (`StorefrontErrorBody`). A lost connection throws an `ApiRequestError` too (status 0, `NETWORK`);
 * only an aborted call rethrows the browser's `AbortError`, so callers can tell "cancelled" from "failed".
 */
import {
  ERROR_ACTIONS,
  type ErrorAction,
  FRAGMENT_HEADER,
  LOCALE_HEADER,
  NOTICE_PLACEMENTS,
  type NoticePlacement,
  type StorefrontErrorBody,
} from '../shared/api-contract'

export interface ApiRequestErrorDetails {
  status: number
  errorId: string
  message: string
  /** False when `message` is ours, written for logs, because the answer carried none for the shopper. */
  fromServer: boolean
  placement?: NoticePlacement
  action?: ErrorAction
  fields?: Record<string, string>
  correlationId?: string | null
}

/** A refused, failed or unreadable call to the worker. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  /** The HTTP status, or 0 when no answer arrived. */
  readonly status: number
  readonly errorId: string
  /** Where the error catalogue shows this message (`top` when the answer did not say). */
  readonly placement: NoticePlacement
  /** What the page should do besides showing the message (reload the cart, go back to shipping...), if anything. */
  readonly action: ErrorAction | null
  /** Field name → message, for refusals of single fields. */
  readonly fields: Readonly<Record<string, string>>
  readonly correlationId: string | null
  readonly fromServer: boolean

  constructor(details: ApiRequestErrorDetails) {
    super(details.message)
    this.status = details.status
    this.errorId = details.errorId
    this.fromServer = details.fromServer
    this.placement = details.placement ?? 'top'
    this.action = details.action ?? null
    this.fields = details.fields ?? {}
    this.correlationId = details.correlationId ?? null
  }
}

/** The message to show a shopper for a failed call: the server's, or the island's own when it gave none. */
export const shopperMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.fromServer ? error.message : fallback

export interface ApiRequestOptions {
  /** The page's locale, sent as `LOCALE_HEADER`; the worker answers in it. */
  locale?: string
  /** GET without a body, POST with one, unless given. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** A JSON body. */
  json?: unknown
  /** A form body (`application/x-www-form-urlencoded`), as a plain form would send it. */
  form?: URLSearchParams
  signal?: AbortSignal
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function stringsOf(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Reads a refusal's body (`StorefrontErrorBody`, or anything else a proxy might answer) into the error. */
function errorFromAnswer(status: number, body: unknown, what: string): ApiRequestError {
  const answer = isRecord(body) ? (body as Partial<Record<keyof StorefrontErrorBody, unknown>>) : {}
  const first = Array.isArray(answer.errorDetails) ? (answer.errorDetails[0] as unknown) : undefined
  const detail = isRecord(first) ? first : {}
  const message = typeof detail.message === 'string' ? detail.message : ''
  return new ApiRequestError({
    status,
    errorId: typeof detail.errorId === 'string' && detail.errorId ? detail.errorId : `HTTP${status}`,
    message: message || `${what} answered ${status}`,
    fromServer: message !== '',
    placement: NOTICE_PLACEMENTS.find((placement) => placement === answer.placement),
    action: ERROR_ACTIONS.find((action) => action === answer.action),
    fields: stringsOf(answer.fields),
    correlationId: typeof answer.correlationId === 'string' ? answer.correlationId : null,
  })
}

/** A lost connection as an `ApiRequestError`; a cancelled call keeps the browser's `AbortError`. */
function lostConnection(path: string, error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted) return error
  return new ApiRequestError({
    status: 0,
    errorId: 'NETWORK',
    message: `${path} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    fromServer: false,
  })
}

/** Sends the call and reads the whole answer, so a connection lost halfway is reported like one lost at once. */
async function send(
  path: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
): Promise<{ response: Response; text: string }> {
  try {
    const response = await fetch(path, { ...init, credentials: 'same-origin', signal })
    return { response, text: await response.text() }
  } catch (error) {
    throw lostConnection(path, error, signal)
  }
}

/**
 * Calls one of the worker's JSON routes and returns its answer.
 *
 * @example
 * const page = await callApi<ReviewPage>(`/api/products/${styleCode}/reviews?start=10`, { locale })
 * await callApi('/api/newsletter', { locale, json: { email, policy: true } })
 */
export async function callApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { locale, json, form, signal } = options
  const hasBody = json !== undefined || form !== undefined
  const headers: Record<string, string> = { accept: 'application/json' }
  if (locale) headers[LOCALE_HEADER] = locale
  if (json !== undefined) headers['content-type'] = 'application/json'
  const { response, text } = await send(
    path,
    {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      headers,
      // A form body sets its own content type, as a plain form's would be.
      body: json !== undefined ? JSON.stringify(json) : form,
    },
    signal,
  )
  let body: unknown = null
  try {
    body = text ? (JSON.parse(text) as unknown) : null
  } catch {
    body = undefined
  }
  if (!response.ok) throw errorFromAnswer(response.status, body, path)
  if (body === undefined || (body === null && response.status !== 204))
    throw new ApiRequestError({
      status: response.status,
      errorId: 'BAD_RESPONSE',
      message: `${path} answered ${response.status} without a JSON body`,
      fromServer: false,
    })
  return body as T
}

/**
 * Asks a page route for one region of the page as HTML (the `FRAGMENT_HEADER` names which), e.g. a listing's
 * body after a refinement. Throws `ApiRequestError` when the answer is not a success.
 */
export async function fetchFragment(
  url: string,
  fragment: string,
  options: { signal?: AbortSignal } = {},
): Promise<string> {
  const { response, text } = await send(
    url,
    { headers: { accept: 'text/html', [FRAGMENT_HEADER]: fragment } },
    options.signal,
  )
  if (!response.ok) throw errorFromAnswer(response.status, null, url)
  return text
}
