/**
 * The commerce token service (`POST /token/v2/auth/token`, see the auth contract): a Guest token for a new
 * shopper, a new pair for a refresh token, and (for the sign-in routes) a Registered pair for an authorization
 * code. Answers are reshaped into `UpstreamTokens`, the form the session object keeps them in; nothing else holds
 * a token.
 */
import * as z from 'zod'
import { badShape } from '../errors'
import type { UpstreamFetch } from '../http'
import { type CommerceToken, CommerceTokenSchema } from './schemas'

export type TokenClient = ReturnType<typeof createTokenClient>

const TOKEN_PATH = '/token/v2/auth/token'

/** A token pair as the session keeps it (worker/session/tokens.ts): declared here, where token answers are reshaped. */
export const UpstreamTokensSchema = z.object({
  kind: z.enum(['Guest', 'Registered']),
  accessToken: z.string().min(1).max(4096),
  /** When the access token expires, in milliseconds since the epoch. */
  accessExpiresAt: z.number().int().positive(),
  refreshToken: z.string().min(1).max(4096),
  customerId: z.string().min(1).max(100),
  usid: z.string().min(1).max(100),
})
export type UpstreamTokens = z.infer<typeof UpstreamTokensSchema>

/** A token answer as the session keeps it: the access token's expiry as a time, not a duration. */
export function reshapeToken(token: CommerceToken, now = Date.now()): UpstreamTokens {
  return UpstreamTokensSchema.parse({
    kind: token.tokenType,
    accessToken: token.accessToken,
    accessExpiresAt: now + token.expiresIn * 1000,
    refreshToken: token.refreshToken,
    customerId: token.customerId,
    usid: token.usid,
  })
}

export function createTokenClient(fetch: UpstreamFetch) {
  async function grant(operation: string, body: Record<string, unknown>): Promise<CommerceToken> {
    const answer = await fetch.call({
      operation,
      method: 'POST',
      path: TOKEN_PATH,
      body,
      schema: CommerceTokenSchema,
      // A 403 here is the token service's own answer, never a bot challenge (spec 1 §4).
      challengeable: false,
    })
    if (!answer) throw badShape(operation, 'The token service answered no token')
    return answer
  }

  return {
    /** A Guest token for a new guest customer. */
    async guest(): Promise<UpstreamTokens> {
      return reshapeToken(await grant('guestToken', { grantType: 'Guest' }))
    },

    /**
     * A new pair for a refresh token, which the service then retires: refresh tokens are single-use, and using one
     * twice revokes its whole family (401 AUT432, as for an unknown or expired one).
     */
    async refresh(refreshToken: string): Promise<CommerceToken> {
      return grant('refreshToken', { grantType: 'RefreshToken', refreshToken })
    },

    /**
     * A Registered pair for a sign-in's authorization code and its PKCE verifier (400 AUT404 when refused); with
     * the guest's open cart, which the service merges into the customer's (`merged`), the orders the guest
     * placed, which become the customer's, and the guest's favorites and saved-for-later lists, which join the
     * customer's (`mergedLists`, which names the customer's lists).
     */
    async registered(input: {
      authorizationCode: string
      codeVerifier: string
      basketId?: string
      /** Orders the guest placed in this session, which join the account (decision 040). */
      orderNumbers?: readonly string[]
      /** The guest's favorites and saved-for-later lists (decision 047). */
      favoriteId?: string
      saveForLaterId?: string
    }): Promise<CommerceToken> {
      const guestObjects = {
        ...(input.basketId ? { basketId: input.basketId } : {}),
        ...(input.orderNumbers?.length ? { orderNumbers: input.orderNumbers } : {}),
        ...(input.favoriteId ? { favoriteId: input.favoriteId } : {}),
        ...(input.saveForLaterId ? { saveForLaterId: input.saveForLaterId } : {}),
      }
      return grant('registeredToken', {
        grantType: 'Registered',
        authorizationCode: input.authorizationCode,
        codeVerifier: input.codeVerifier,
        ...(Object.keys(guestObjects).length > 0 ? { guestObjects } : {}),
      })
    },
  }
}
