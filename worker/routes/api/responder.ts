/**
 * The one way `/api` routes read their input and answer, so every route treats the same input and the same
 * refusal the same way. `/api` is JSON only (decision 074): it answers scripts, never a page's plain form.
 *
 * The idea: a route reads like input → service → `c.json(...)`. `readCall` takes the body (JSON under
 * `application/json`, a form under the two form types; any other type is 415, a body over 64 KB is 413) and
 * validates it with the route's zod schema (400 with field messages). Services throw `ApiError` for the shop's
 * own refusals (an error id with its values) and `UpstreamError` for the upstreams'; both reach
 * `apiErrorResponse` (from `app.onError`), which words them through the error catalogue in the request's language
 * and answers the JSON error body with the one status of their kind (see `shared/error-catalogue.ts`, decision
 * 069), whatever the body's type. A page's own form is read by the same `readBody` and worded by the same
 * `refusalOf` (worker/routes/forms/page-form.ts), and answered by its page.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import * as z from 'zod'
import type { ErrorAction, NoticePlacement, StorefrontErrorBody } from '../../../shared/api-contract'
import {
  type ApiErrorStatus,
  type CatalogueEntry,
  resolveError,
  STATUS_OF_KIND,
} from '../../../shared/error-catalogue'
import { logEvent } from '../../log'
import { ApiError, type FieldMessage, UpstreamRefusal } from '../../services/api-error'
import type { AppContext, AppEnv } from '../../types'
import { apiErrorEvent, UpstreamError } from '../../upstream/errors'

/** Bodies over this are refused before they are read whole. */
export const MAX_BODY_BYTES = 64 * 1024

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

async function readLimited(c: AppContext): Promise<Uint8Array> {
  const declared = Number(c.req.header('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) throw tooLarge()
  const body = c.req.raw.body
  if (!body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

const tooLarge = () => new ApiError('API413')

async function parseBody(c: AppContext, type: string): Promise<{ input: unknown; isForm: boolean }> {
  const bytes = await readLimited(c)
  if (type === 'application/json') {
    try {
      return { input: JSON.parse(new TextDecoder().decode(bytes)), isForm: false }
    } catch {
      throw new ApiError('API400')
    }
  }
  const form =
    type === 'multipart/form-data'
      ? await new Request('https://storefront.invalid', {
          method: 'POST',
          headers: { 'content-type': c.req.header('content-type') ?? '' },
          body: bytes,
        })
          .formData()
          .catch(() => {
            throw new ApiError('API400')
          })
      : new URLSearchParams(new TextDecoder().decode(bytes))
  const input: Record<string, string | string[]> = {}
  for (const [name, value] of form as Iterable<[string, unknown]>) {
    if (typeof value !== 'string') continue
    const existing = input[name]
    input[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value]
  }
  return { input, isForm: true }
}

/**
 * Reads and validates a script's call: whatever the body's type, refusals are the JSON error body, never a redirect.
 *
 * @example const { code } = await readCall(c, RewardCodeSchema)
 */
export async function readCall<S extends z.ZodType>(c: AppContext, schema: S): Promise<z.output<S>> {
  const { input } = await readBody(c)
  return validInput(schema, input)
}

/**
 * Reads a body of one of the types the shop takes (JSON or a form), within its size; refusals throw `ApiError`.
 * A page's own form action reads its fields so too (worker/routes/forms).
 */
export async function readBody(c: AppContext): Promise<{ input: unknown; isForm: boolean }> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== 'application/json' && !FORM_TYPES.includes(type)) throw new ApiError('BODY_TYPE_UNREAD')
  return parseBody(c, type)
}

/** The input as the schema makes it, or an `ApiError` (400) naming each field the schema refused. */
export function validInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input)
  if (parsed.success) return parsed.data
  const fields = Object.fromEntries(
    parsed.error.issues
      .filter((issue) => typeof issue.path[0] === 'string')
      .map((issue): [string, FieldMessage] => [issue.path[0] as string, 'error.field']),
  )
  throw new ApiError('API400', { fields })
}

/** Where a worded refusal shows, what the shop does besides, and each refused field's message. */
export interface RefusalDetail {
  placement?: NoticePlacement
  action?: ErrorAction
  fields?: Record<string, string>
}

/** A refusal worded for the request: what the `/api` answer and a page's notice say. */
export interface Refusal {
  errorId: string
  status: ApiErrorStatus
  message: string
  detail: RefusalDetail
}

/** The `/api` error body: the upstreams' shape, with our request id as the correlation id. */
export function apiErrorBody(
  c: Context<AppEnv>,
  errorId: string,
  message: string,
  detail: RefusalDetail = {},
): StorefrontErrorBody {
  return {
    errorDetails: [{ errorId, message }],
    appId: 'storefront',
    correlationId: c.get('requestId') ?? '',
    ...(detail.placement ? { placement: detail.placement } : {}),
    ...(detail.action ? { action: detail.action } : {}),
    ...(detail.fields && Object.keys(detail.fields).length > 0 ? { fields: detail.fields } : {}),
  }
}

/** A field's message in the request's language. */
function wordField(c: AppContext, message: FieldMessage): string {
  return typeof message === 'string' ? c.var.t.t(message) : c.var.t.t(message.key, message.params)
}

/**
 * The shop's own refusal worded through the catalogue: its entry's message with its values, each field's message,
 * and for a refusal shown at one field that field's message (the entry's own when the service named none).
 */
export function wordRefusal(c: AppContext, error: ApiError): Refusal {
  const { entry, values } = error
  const status = error.status
  // A failure before the request's translator was set (the locale is read first) is said in the shop's English.
  if (!c.var.t)
    return {
      errorId: error.errorId,
      status,
      message: values.text ?? 'The service is unavailable',
      detail: {},
    }
  const fields = Object.fromEntries(
    Object.entries(values.fields ?? {}).map(([field, message]) => [field, wordField(c, message)]),
  )
  const atField = entry.field ? fields[entry.field] : undefined
  const message =
    values.text ??
    (values.message ? wordField(c, values.message) : undefined) ??
    atField ??
    c.var.t.t(entry.key, { ...(entry.max !== undefined ? { max: entry.max } : {}), ...values.params })
  if (entry.field) fields[entry.field] = atField ?? message
  return {
    errorId: error.errorId,
    status,
    message,
    detail: {
      placement: entry.placement,
      ...(entry.action ? { action: entry.action } : {}),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
    },
  }
}

/**
 * An upstream refusal worded by the catalogue (or a call's own, such as the reward code's, before it), with the
 * status of its kind.
 */
function wordUpstream(
  c: AppContext,
  error: UpstreamError,
  catalogue?: Readonly<Record<string, CatalogueEntry>>,
): Refusal {
  const resolved = resolveError(error.errorId, error.message, error.status, catalogue)
  const message = resolved.key ? c.var.t.t(resolved.key, { max: resolved.max ?? '' }) : resolved.serverMessage
  return {
    errorId: error.errorId,
    status: STATUS_OF_KIND[resolved.kind],
    message,
    detail: {
      placement: resolved.placement,
      ...(resolved.action ? { action: resolved.action } : {}),
      ...(resolved.field ? { fields: { [resolved.field]: message } } : {}),
    },
  }
}

/**
 * Any failure as the shop's refusal, worded for the request: its own through the catalogue, the upstreams' too
 * (by a call's own table first when it gave one), anything unexpected logged and made a generic failure (502) or
 * the worker's own error (500).
 */
export function refusalOf(c: AppContext, error: unknown): Refusal {
  if (error instanceof ApiError) return wordRefusal(c, error)
  if (error instanceof UpstreamRefusal) {
    logEvent(c, 'info', 'api error', apiErrorEvent(error.upstream))
    return wordUpstream(c, error.upstream, error.catalogue)
  }
  if (error instanceof UpstreamError && error.status < 500 && error.status > 0) {
    logEvent(c, 'info', 'api error', apiErrorEvent(error))
    return wordUpstream(c, error)
  }
  // A guard's refusal (worker/middleware/same-origin.ts) keeps its 403; another is a 404 or a bad request.
  if (error instanceof HTTPException && error.status === 403)
    return wordRefusal(c, new ApiError('CROSS_SITE', { text: error.message }))
  if (error instanceof HTTPException && error.status < 500)
    return wordRefusal(
      c,
      new ApiError(error.status === 404 ? 'API404' : 'API400', {
        text: error.message,
        code: `API${error.status}`,
      }),
    )
  // An upstream that failed is a 502; anything else (a configuration error, a bug) is the worker's own 500.
  const upstream = error instanceof UpstreamError
  const detail = upstream ? apiErrorEvent(error) : {}
  const name = error instanceof Error ? error.name : 'Error'
  const message = error instanceof Error ? error.message : String(error)
  if (c.var.requestId)
    logEvent(c, upstream ? 'warn' : 'error', message, {
      name,
      ...detail,
      cause: String((error as { cause?: unknown })?.cause ?? ''),
    })
  else console.error(JSON.stringify({ level: 'error', message, name }))
  return wordRefusal(c, new ApiError(upstream ? 'GEN500' : 'WORKER_FAILED'))
}

/** Every `/api` failure's answer (called from `app.onError`): the refusal in the one error shape. */
export function apiErrorResponse(c: AppContext, error: unknown): Response {
  const refusal = refusalOf(c, error)
  // Set here as well as by the API's cache middleware: an error before the middleware ran must not be stored.
  return c.json(apiErrorBody(c, refusal.errorId, refusal.message, refusal.detail), refusal.status, {
    'cache-control': 'private, no-store',
  })
}

/**
 * Declares this answer fit for shared caches, for `maxAge` seconds, varying on the request headers it read.
 * The `/api` cache middleware honours it only for a successful answer outside preview.
 */
export function sharePublicly(c: AppContext, maxAge: number, vary: readonly string[] = []): void {
  c.set('publicAnswer', { maxAge, vary })
}

/**
 * A whole number from `min` to `max`: a JSON number, or a form's decimal digits. Never `Number()` of any
 * string, which would read `0x10` as 16 and `1e3` as 1000.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max))
