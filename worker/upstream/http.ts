/**
 * The one fetch core every upstream client is built on (spec 1 §7, spec 2 §7): a fresh transaction id and
 * correlation id per request, the access key and server trust id, the locale as a header and as a query
 * parameter, the sales channel, the preview prefix on the base path, the bypass-all-cache flag, null query values dropped, a
 * timeout, and every answer parsed with zod at the boundary. A 404 reads as `null`; other failures throw the
 * service's error class.
 *
 * Calls that act for the shopper (`auth: true`) carry their upstream access token as `Authorization: Bearer`. The
 * core asks the request's `auth` hook for it (the session object holds it and refreshes it once for all the
 * shopper's requests, decision 034); when the upstream refuses it anyway (401 AUT432: revoked, or expired in
 * flight), the core asks the hook once more naming the refused token, and repeats the call once.
 */

import type * as z from 'zod'
import { BOT_CHALLENGE } from '../../shared/api-contract'
import { appIdOf, readApiError } from '../../shared/api-error'
import { CHANNEL_HEADER, type SalesChannel } from '../../shared/channel'
import type { Query } from '../cache/keys'
import type { RequestMetrics } from '../metrics'
import { redactPath, redactSecrets, type UpstreamErrorClass, type UpstreamExchange } from './errors'

export interface UpstreamFetchOptions {
  /** Service name used in logs, metrics and errors: `content`, `catalogue`, `commerce`. */
  service: string
  baseUrl: string
  /** The mock API service binding in development, or the global fetch in production. */
  fetcher: (request: Request) => Promise<Response>
  accessKey: string
  serverTrustId: string
  /** The locale in its upstream form (`en_US`, or `en-us` in development). */
  locale: string
  /** Adds `/preview` to the base path (content calls) and sends the editor's preview token. */
  preview?: { token: string; dateTime?: string } | null
  bypassAllCache?: boolean
  /** The sales channel, sent as `x-channel` (spec 1 §6); none for calls made for no shopper (the token service). */
  channel?: SalesChannel
  timeoutMs?: number
  errorClass: UpstreamErrorClass
  metrics?: RequestMetrics
  /** Where calls with `auth: true` get the shopper's access token; without it they are sent without one. */
  auth?: UpstreamAuth | null
  /**
   * Told of each call bot protection stopped (a 403 with an application id, spec 1 §4): the bot-challenge event,
   * which the worker logs for whoever watches the shop's traffic.
   */
  onBotChallenge?: (operation: string) => void
  /**
   * Told of each JSON answer that did not match its contract (the call then fails as BAD_SHAPE), for calls made for
   * no shopper (`auth` unset) only: the worker passes it on to the contract checker. Never told of a refusal.
   */
  onOffContract?: (operation: string, answer: unknown) => void
}

/**
 * The shopper's upstream access token, per request. `refused` names a token the upstream just refused, so the
 * hook answers a newer one (refreshing it if nobody has yet) instead of the same. Null: the call goes without one.
 */
export interface UpstreamAuth {
  token(refused?: string): Promise<string | null>
}

/** The upstream's answer to a token it does not accept (expired, revoked, unknown). */
export const TOKEN_REFUSED = 'AUT432'

/**
 * The fetcher every upstream call goes through: the mock API's service binding where one is bound (development and
 * tests), the global fetch otherwise. Shared by the per-request clients and the session object's token calls.
 */
export function upstreamFetcher(bindings: { MOCK_API?: Fetcher }): UpstreamFetchOptions['fetcher'] {
  const mock = bindings.MOCK_API
  return mock ? (request) => mock.fetch(request) : (request) => fetch(request)
}

export interface UpstreamCall<S extends z.ZodType> {
  operation: string
  path: string
  schema: S
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Query
  body?: unknown
  /** A multipart body instead of JSON (an upload): the request sets its own type and boundary. */
  form?: FormData
  headers?: Readonly<Record<string, string>>
  /**
   * Read a 404 as `null`. The default follows the method: true for a GET (a lookup), false for the others (a
   * mutation, whose 404 carries an errorId); a POST that only looks something up says true.
   */
  notFoundAsNull?: boolean
  /** Acts for the shopper: sends their access token from the `auth` hook (see the module comment). */
  auth?: boolean
  /** This call's time limit, when it is not the client's (a decision made within a page's time budget). */
  timeoutMs?: number
  /**
   * False for the token exchange, whose 403 is ignored as a bot challenge (spec 1 §4): it is read as the
   * service's own refusal, and no bot-challenge event is raised.
   */
  challengeable?: boolean
}

export interface UpstreamFetch {
  /** Calls the upstream and parses the answer; `null` when it answers 404. */
  call<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.infer<S> | null>
}

/** Builds the URL: base, then the path, then the query with null and undefined values removed. */
export function buildUpstreamUrl(
  baseUrl: string,
  path: string,
  query: Query | undefined,
  locale: string,
): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) for (const entry of value) url.searchParams.append(key, entry)
    else url.searchParams.set(key, String(value))
  }
  url.searchParams.set('locale', locale)
  return url
}

export function createUpstreamFetch(options: UpstreamFetchOptions): UpstreamFetch {
  const timeoutMs = options.timeoutMs ?? 8000
  return {
    async call(call) {
      const correlationId = crypto.randomUUID()
      const url = buildUpstreamUrl(options.baseUrl, call.path, call.query, options.locale)
      const auth = call.auth ? (options.auth ?? null) : null
      const body = call.form ?? (call.body === undefined ? undefined : JSON.stringify(call.body))

      const fail = (
        status: number,
        errorId: string,
        message: string,
        cause?: unknown,
        exchange?: UpstreamExchange,
      ) =>
        new options.errorClass({
          status,
          errorId,
          operation: call.operation,
          correlationId,
          message,
          cause,
          exchange,
        })
      // What a refused call logs: never its query (the locale, and whatever a lookup sends), its answer redacted.
      const exchangeOf = (status: number, answer: unknown): UpstreamExchange => ({
        request: { method: call.method ?? 'GET', path: redactPath(url.pathname) },
        response: { status, body: redactSecrets(answer) },
      })

      const send = async (token: string | null): Promise<Response> => {
        const headers = new Headers(call.headers)
        headers.set('accept', 'application/json')
        headers.set('x-api-key', options.accessKey)
        headers.set('x-server-trust-id', options.serverTrustId)
        headers.set('x-transaction-id', crypto.randomUUID())
        headers.set('x-correlation-id', correlationId)
        headers.set('x-locale', options.locale)
        if (options.bypassAllCache) headers.set('x-bypass-all-cache', 'true')
        if (options.channel) headers.set(CHANNEL_HEADER, options.channel)
        if (options.preview) headers.set('x-preview-token', options.preview.token)
        if (token !== null) headers.set('authorization', `Bearer ${token}`)
        if (typeof body === 'string') headers.set('content-type', 'application/json')
        const started = Date.now()
        try {
          return await options.fetcher(
            new Request(url, {
              method: call.method ?? 'GET',
              headers,
              body,
              signal: AbortSignal.timeout(call.timeoutMs ?? timeoutMs),
            }),
          )
        } catch (cause) {
          const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
          throw fail(
            504,
            timedOut ? 'TIMEOUT' : 'NETWORK',
            `${options.service} ${call.operation} ${timedOut ? 'timed out' : 'failed'}`,
            cause,
          )
        } finally {
          options.metrics?.timing(`up-${options.service}`, Date.now() - started, call.operation)
        }
      }

      let token = auth ? await auth.token() : null
      let response = await send(token)
      if (auth && token !== null && response.status === 401) {
        // Read from a copy, so the answer stays whole for the error path below when it is another refusal.
        const refusal = readApiError(
          await response
            .clone()
            .json()
            .catch(() => null),
        )
        if (refusal?.errorId === TOKEN_REFUSED) {
          await response.body?.cancel()
          token = await auth.token(token)
          response = await send(token)
        }
      }

      if (response.status === 404 && (call.notFoundAsNull ?? (call.method ?? 'GET') === 'GET')) {
        await response.body?.cancel()
        return null
      }
      // Done, with nothing to say (a sign-out): no body to parse.
      if (response.status === 204) return null
      let answer: unknown
      try {
        answer = await response.json()
      } catch (cause) {
        throw fail(
          response.ok ? 502 : response.status,
          'BAD_BODY',
          `${options.service} ${call.operation} sent a body that is not JSON`,
          cause,
        )
      }
      if (!response.ok) {
        // A 403 with an application id is bot protection in front of the upstream, not a refusal of the call.
        if (response.status === 403 && appIdOf(answer) !== null && call.challengeable !== false) {
          options.onBotChallenge?.(call.operation)
          throw fail(403, BOT_CHALLENGE, `${options.service} ${call.operation} was stopped by bot protection`)
        }
        const apiError = readApiError(answer)
        throw fail(
          response.status,
          apiError?.errorId ?? `HTTP${response.status}`,
          apiError?.message || `${options.service} ${call.operation} answered ${response.status}`,
          undefined,
          exchangeOf(response.status, answer),
        )
      }
      const parsed = call.schema.safeParse(answer)
      if (!parsed.success) {
        if (!call.auth) options.onOffContract?.(call.operation, answer)
        throw fail(
          502,
          'BAD_SHAPE',
          `${options.service} ${call.operation} answered in an unexpected shape`,
          parsed.error,
        )
      }
      return parsed.data
    },
  }
}
