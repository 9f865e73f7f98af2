/**
 * The one way `/api` routes read their input and answer, so every route treats the same input and the same
 * refusal the same way.
 *
 * The idea: a route reads like input → service → answer. `readInput` takes the body (JSON under
 * `application/json`, a form under the two form types; any other type is 415, a body over 64 KB is 413) and
 * validates it with the route's zod schema (400 with field messages). Services throw `ApiError` for the shop's
 * own refusals and `UpstreamError` for the upstreams'; both reach `apiErrorResponse` (from `app.onError`), which
 * words them through the error catalogue and answers with the one status of their kind (see
 * `shared/error-catalogue.ts`). A plain form post from a page without JavaScript (a form body, not asking for
 * JSON) gets the same outcome as a 303 back to a validated path on this site, with the outcome in a query
 * parameter the page shows as a notice.
 */
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { z } from 'zod'
import type { StorefrontErrorBody } from '../../../shared/api-contract'
import { type CatalogueEntry, resolveError } from '../../../shared/error-catalogue'
import { returnPathOf } from '../../../shared/return-path'
import { logEvent } from '../../log'
import { ApiError, type ApiErrorDetail } from '../../services/api-error'
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
  if (declared > MAX_BODY_BYTES) throw tooLarge(c)
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
      throw tooLarge(c)
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

const tooLarge = (c: AppContext) => new ApiError(413, 'API413', c.var.t.t('error.tooLarge'))

async function parseBody(c: AppContext, type: string): Promise<{ input: unknown; isForm: boolean }> {
  const bytes = await readLimited(c)
  if (type === 'application/json') {
    try {
      return { input: JSON.parse(new TextDecoder().decode(bytes)), isForm: false }
    } catch {
      throw new ApiError('invalid', 'API400', c.var.t.t('error.generic'))
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
            throw new ApiError('invalid', 'API400', c.var.t.t('error.generic'))
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
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (type !== 'application/json' && !FORM_TYPES.includes(type))
    throw new ApiError(415, 'API415', c.var.t.t('error.generic'))
  const { input, isForm } = await parseBody(c, type)
  // A script may post a form body; it says so by asking for JSON, and gets JSON.
  const script = (c.req.header('accept') ?? '').includes('application/json')
  const form = isForm && !script ? formReturn(c, input, options) : null
  if (form) c.set('apiForm', form)
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues
        .filter((issue) => typeof issue.path[0] === 'string')
        .map((issue) => [issue.path[0] as string, c.var.t.t('error.field')]),
    )
    throw new ApiError('invalid', 'API400', c.var.t.t('error.generic'), { fields })
  }
  if (form && options.keep)
    form.params = (options.keep as (data: z.output<S>) => Record<string, string>)(parsed.data)
  return { data: parsed.data, form }
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

/** The `/api` error body: the upstreams' shape, with our request id as the correlation id. */
export function apiErrorBody(
  c: Context<AppEnv>,
  errorId: string,
  message: string,
  detail: ApiErrorDetail = {},
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

/**
 * An upstream refusal as an ApiError: worded by the catalogue (or a call's own, such as the reward code's, before
 * it), with the status of its kind.
 */
export function fromUpstream(
  c: AppContext,
  error: UpstreamError,
  catalogue?: Readonly<Record<string, CatalogueEntry>>,
): ApiError {
  const resolved = resolveError(error.errorId, error.message, error.status, catalogue)
  const message = resolved.key ? c.var.t.t(resolved.key, { max: resolved.max ?? '' }) : resolved.serverMessage
  return new ApiError(resolved.kind, error.errorId, message, {
    placement: resolved.placement,
    ...(resolved.action ? { action: resolved.action } : {}),
    ...(resolved.field ? { fields: { [resolved.field]: message } } : {}),
  })
}

/**
 * Any failure as the shop's refusal: its own as they are, the upstreams' worded by the catalogue, anything
 * unexpected logged and made a generic failure (502) or the worker's own error (500).
 */
export function refusalOf(c: AppContext, error: unknown): ApiError {
  let refusal: ApiError
  if (error instanceof ApiError) refusal = error
  else if (error instanceof UpstreamError && error.status < 500 && error.status > 0) {
    refusal = fromUpstream(c, error)
    logEvent(c, 'info', 'upstream refused', { errorId: error.errorId, operation: error.operation })
  } else if (error instanceof HTTPException && error.status < 500) {
    // A guard's refusal (worker/middleware/same-origin.ts) keeps its 403; another is a 404 or a bad request.
    const kind = error.status === 403 ? 403 : error.status === 404 ? 'unknown' : 'invalid'
    refusal = new ApiError(kind, `API${error.status}`, error.message)
  } else {
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
    refusal = new ApiError(
      upstream ? 'failure' : 500,
      'GEN500',
      c.var.t?.t('error.generic') ?? 'The service is unavailable',
    )
  }
  return refusal
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
