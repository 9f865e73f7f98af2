/**
 * Calling the mock API's consumer and token service directly, as the storefront's clients call it: a JSON call with
 * the access key (and a bearer token when given), the refusal's error id, and a PKCE pair.
 */
import type { FaultRule } from '../../mock-api/faults'
import { TEST_SECRETS, type Upstream } from './harness'

/** A fault rule: the token service answers its next token call with 409 AUT409, once. */
export const TOKEN_CONFLICT_ONCE: FaultRule = {
  service: 'consumers',
  path: '/token/v2/auth/token',
  kind: 'error',
  status: 409,
  errorId: 'AUT409',
  times: 1,
}

// biome-ignore lint/suspicious/noExplicitAny: -- answers are read field by field, as the tests name them
export type Body = Record<string, any> & { errorDetails?: { errorId: string; message: string }[] }

export async function api(
  upstream: Upstream,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Body }> {
  const response = await upstream.fetcher.fetch(`https://mock-api.internal/api${path}`, {
    method,
    headers: {
      'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Body) : {} }
}

export const errorOf = (answer: { body: Body }) => answer.body.errorDetails?.[0]?.errorId

const base64Url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** A PKCE pair as the storefront makes one: a random verifier and its S256 challenge. */
export async function pkcePair() {
  const verifier = base64Url(crypto.getRandomValues(new Uint8Array(32)))
  const challenge = base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return { verifier, challenge }
}
