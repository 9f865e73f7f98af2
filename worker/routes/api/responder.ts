/**
 * The one way `/api` routes read their input and answer, so every route treats the same input and the same
 * refusal the same way.
 *
 * The idea: a route reads like input → service → answer. `readInput` takes the body (JSON under
 * `application/json`, a form under the two form types; any other type is 415, a body over 64 KB is 413) and
 * validates it with the route's zod schema (400 with field messages). Services throw `ApiError` for the shop's
 * own refusals (an error id with its values) and `UpstreamError` for the upstreams'; both reach
 * `apiErrorResponse` (from `app.onError`), which words them through the error catalogue in the request's language
 * and answers with the one status of their kind (see `shared/error-catalogue.ts`, decision 069). A plain form post
 * from a page without JavaScript (a form body, not asking for JSON) gets the same outcome as a 303 back to a
 * validated path on this site, with the outcome in a query parameter the page shows as a notice.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { ErrorAction, NoticePlacement, StorefrontErrorBody } from '../../../shared/api-contract'
import {
  type ApiErrorStatus,
  type CatalogueEntry,
  resolveError,
  STATUS_OF_KIND,
} from '../../../shared/error-catalogue'
import { returnPathOf } from '../../../shared/return-path'
import { logEvent } from '../../log'
import { ApiError, type FieldMessage, UpstreamRefusal } from '../../services/api-error'
import type { AppContext, AppEnv, FormReturn } from '../../types'
import { UpstreamError } from '../../upstream/errors'

/** Bodies over this are refused before they are read whole. */
export const MAX_BODY_BYTES = 64 * 1024

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data']

export interface ApiInput<T> {
  data: T
  /** Set for a plain form post (a page without JavaScript): the answer is then a redirect. */
  form: FormReturn | null
}

export interface ReadInputOptions {
  /** The query parameter a form's outcome is written into on the page it returns to (`?cart=added`). */
  param: string
  /** Where a form returns when it names no safe `returnTo` and has no same-origin referrer. */
  fallback?: string
  /** The page a form always goes to, whatever page it came from (the bag, the comparison). */
  to?: string
  /** Reads the page a form names to return to from its fields, when it is not a `returnTo` field. */
  returnTo?: (input: Record<string, unknown>) => string | null
  /** Query parameters a form gets back with any outcome, from its valid input (the line a refusal is about). */
  keep?: (data: never) => Record<string, string>
}

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
 * Reads and validates an `/api` call's body. Refusals throw `ApiError`; for a plain form post the request is
 * remembered as one, so that whatever follows (an answer or an error) goes back to the page as a redirect.
 *
 * @example const input = await readInput(c, AddItemSchema, { param: 'cart' })
 */
export async function readInput<S extends z.ZodType>(
  c: AppContext,
  schema: S,
  options: ReadInputOptions,
): Promise<ApiInput<z.output<S>>> {
  const { input, isForm } = await readBody(c)
  // A script may post a form body; it says so by asking for JSON, and gets JSON.
  const script = (c.req.header('accept') ?? '').includes('application/json')
  const form = isForm && !script ? formReturn(c, input, options) : null
  if (form) c.set('apiForm', form)
  const data = validInput(schema, input)
  if (form && options.keep)
    form.params = (options.keep as (data: z.output<S>) => Record<string, string>)(data)
  return { data, form }
}

/**
 * Reads and validates a script's call, for a route a page's own form no longer posts to (decision 068): whatever
 * the body's type, refusals are the JSON error body, never a redirect.
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

function formReturn(c: AppContext, input: unknown, options: ReadInputOptions): FormReturn {
  const url = new URL(c.req.url)
  const fields = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const named = options.returnTo
    ? options.returnTo(fields)
    : typeof fields.returnTo === 'string'
      ? fields.returnTo
      : null
  const home = `/${c.var.locale.code}`
  const candidates = options.to ? [options.to] : [named, c.req.header('referer'), options.fallback]
  return { path: returnPathOf(url.origin, candidates, home), param: options.param }
}

/** A redirect for a form post: its return path (or `to`), with `params` set in its query (and `fragment`). */
function formRedirect(
  c: AppContext,
  form: FormReturn,
  params: Record<string, string>,
  to?: string,
  fragment?: string,
) {
  const url = new URL(to ?? form.path, 'https://storefront.invalid')
  if (fragment) url.hash = fragment
  // An empty value takes a parameter out (a coupon code kept for a refusal, dropped on success).
  for (const [name, value] of Object.entries(params))
    if (value === '') url.searchParams.delete(name)
    else url.searchParams.set(name, value)
  return c.redirect(url.pathname + url.search + url.hash, 303)
}

export interface AnswerOptions {
  status?: 200 | 201 | 202
  /** For a form: the outcome written into its parameter (`added`). */
  notice?: string
  /** For a form: more query parameters of the page it returns to. */
  params?: Record<string, string>
  /** For a form: a page to go to instead of the one it came from (a safe path of this site). */
  to?: string
  /**
   * For a form: the element of the page it returns to that tells the outcome (the buy box's notice). The page comes
   * back scrolled to it, and the keyboard's next Tab goes on from there. Only on success: a refusal's page puts
   * focus on the refused field itself, which a fragment would stop.
   */
  fragment?: string
}

/**
 * Answers a call: JSON for a script, a 303 back to the page for a plain form.
 *
 * @example return answer(c, input, { cart }, { notice: 'added' })
 */
export function answer<T extends object>(
  c: AppContext,
  input: Pick<ApiInput<unknown>, 'form'> | null,
  body: T,
  options: AnswerOptions = {},
): Response {
  if (input?.form) {
    const params = {
      ...input.form.params,
      ...options.params,
      ...(options.notice ? { [input.form.param]: options.notice } : {}),
    }
    return formRedirect(c, input.form, params, options.to, options.fragment)
  }
  return c.json(body, options.status ?? 200)
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
  if (error instanceof UpstreamRefusal) return wordUpstream(c, error.upstream, error.catalogue)
  if (error instanceof UpstreamError && error.status < 500 && error.status > 0) {
    logEvent(c, 'info', 'upstream refused', { errorId: error.errorId, operation: error.operation })
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
  const detail = upstream
    ? { errorId: error.errorId, operation: error.operation, correlationId: error.correlationId }
    : {}
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

/**
 * Every `/api` failure's answer (called from `app.onError`): the refusal in the one error shape, or for a form
 * post a redirect back with its error id.
 */
export function apiErrorResponse(c: AppContext, error: unknown): Response {
  const refusal = refusalOf(c, error)
  const form = c.get('apiForm')
  if (form) return formRedirect(c, form, { ...form.params, [form.param]: refusal.errorId })
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
