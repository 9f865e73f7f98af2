/**
 * The token service as the session object calls it (decision 034): its client, with the worker's own
 * configuration, and what an answer grants a caller.
 */
import { getTokenServiceConfig } from '../config'
import { createTokenClient, type TokenClient, type UpstreamTokens } from '../upstream/commerce/tokens'
import { CommerceApiError, UpstreamError } from '../upstream/errors'
import { createUpstreamFetch, TOKEN_REFUSED, upstreamFetcher } from '../upstream/http'
import type { AccessGrant } from './tokens'

/** What a caller gets of the tokens: the access token and whose it is, never the refresh token. */
export const grantOf = (tokens: UpstreamTokens, signedOut: boolean): AccessGrant => ({
  accessToken: tokens.accessToken,
  customerId: tokens.customerId,
  kind: tokens.kind,
  signedOut,
})

/** Whether the token service refused the token (401 AUT432), as against failing. */
export const isRefusal = (error: unknown) =>
  error instanceof UpstreamError && error.status === 401 && error.errorId === TOKEN_REFUSED

/** The token service, called with the worker's own configuration (the mock API's binding where bound). */
export function tokenServiceClient(env: { MOCK_API?: Fetcher }): TokenClient {
  const config = getTokenServiceConfig(env)
  return createTokenClient(
    createUpstreamFetch({
      service: 'commerce',
      baseUrl: config.COMMERCE_API_URL,
      fetcher: upstreamFetcher(env),
      accessKey: config.UPSTREAM_ACCESS_KEY,
      serverTrustId: config.SERVER_TRUST_ID,
      // Token calls are not localised; the fetch core sends a locale on every call.
      locale: config.ENVIRONMENT === 'production' ? 'en_US' : 'en-us',
      errorClass: CommerceApiError,
    }),
  )
}
