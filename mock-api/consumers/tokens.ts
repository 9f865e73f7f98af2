/**
 * Issuing token pairs and reading the caller's bearer token. An access token lasts 30 minutes (shorter when
 * `ACCESS_TOKEN_SECONDS` says so), a refresh token 30 days; both are random and stored only as their SHA-256.
 */
import type { Context } from 'hono'
import { findToken, insertTokenFamily, type NewTokenPair, type TokenType } from '../db/tokens'
import type { MockEnv } from '../env'
import { hashToken, randomToken } from './secrets'

const ACCESS_TOKEN_SECONDS = 30 * 60
const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60

/** The access token's lifetime: 30 minutes, or fewer seconds when the environment shortens it (for tests). */
export function accessTokenSeconds(env: MockEnv): number {
  const configured = Number(env.ACCESS_TOKEN_SECONDS)
  return Number.isInteger(configured) && configured > 0
    ? Math.min(configured, ACCESS_TOKEN_SECONDS)
    : ACCESS_TOKEN_SECONDS
}

/** A pair as the caller receives it, and as it is stored (hashes only). */
export interface IssuedPair {
  accessToken: string
  refreshToken: string
  expiresIn: number
  stored: NewTokenPair
}

/** A new pair for a family, not yet stored. */
export async function newTokenPair(env: MockEnv, familyId: string, now: number): Promise<IssuedPair> {
  const accessToken = randomToken()
  const refreshToken = randomToken()
  const expiresIn = accessTokenSeconds(env)
  return {
    accessToken,
    refreshToken,
    expiresIn,
    stored: {
      familyId,
      accessHash: await hashToken(accessToken),
      accessExpiresAt: now + expiresIn * 1000,
      refreshHash: await hashToken(refreshToken),
      refreshExpiresAt: now + REFRESH_TOKEN_SECONDS * 1000,
    },
  }
}

/** A new random id (customers, families, usids): 32 hex digits. */
export const randomId = () => crypto.randomUUID().replace(/-/g, '')

/** Starts a token family for a customer and answers its first pair, in the contract's shape. */
export async function grantTokens(
  c: Context<{ Bindings: MockEnv }>,
  grant: { customerId: string; tokenType: TokenType },
) {
  const now = Date.now()
  const familyId = randomId()
  const usid = crypto.randomUUID()
  const pair = await newTokenPair(c.env, familyId, now)
  await insertTokenFamily(
    c.env.DB,
    { id: familyId, customer_id: grant.customerId, token_type: grant.tokenType, usid, now },
    pair.stored,
  )
  return tokenAnswer(grant.tokenType, pair, grant.customerId, usid)
}

/** The token answer every grant starts from. */
export const tokenAnswer = (tokenType: TokenType, pair: IssuedPair, customerId: string, usid: string) => ({
  tokenType,
  accessToken: pair.accessToken,
  refreshToken: pair.refreshToken,
  expiresIn: pair.expiresIn,
  customerId,
  usid,
})

/**
 * Who the request's `Authorization: Bearer` token speaks for: `none` without one, `invalid` for a token that is
 * unknown, expired, revoked or of a revoked family, otherwise its customer.
 */
export type Bearer =
  | { status: 'none' }
  | { status: 'invalid' }
  | { status: 'valid'; customerId: string; tokenType: TokenType; familyId: string; tokenHash: string }

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{1,200})$/

/** The bearer token itself, when the request carries one (malformed counts as carrying an invalid one). */
export function bearerTokenOf(request: Request): string | null | undefined {
  const header = request.headers.get('authorization')
  if (header === null) return undefined
  return BEARER.exec(header.trim())?.[1] ?? null
}

const resolved = new WeakMap<Request, Promise<Bearer>>()

async function resolve(db: D1Database, request: Request): Promise<Bearer> {
  const token = bearerTokenOf(request)
  if (token === undefined) return { status: 'none' }
  if (token === null) return { status: 'invalid' }
  const tokenHash = await hashToken(token)
  const row = await findToken(db, tokenHash)
  if (
    row?.kind !== 'access' ||
    row.revoked_at !== null ||
    row.family_revoked_at !== null ||
    row.expires_at <= Date.now()
  )
    return { status: 'invalid' }
  return {
    status: 'valid',
    customerId: row.customer_id,
    tokenType: row.token_type,
    familyId: row.family_id,
    tokenHash,
  }
}

/** The request's bearer, looked up once per request however many handlers ask. */
export function bearerOf(c: Context<{ Bindings: MockEnv }>): Promise<Bearer> {
  let pending = resolved.get(c.req.raw)
  if (!pending) {
    pending = resolve(c.env.DB, c.req.raw)
    resolved.set(c.req.raw, pending)
  }
  return pending
}
