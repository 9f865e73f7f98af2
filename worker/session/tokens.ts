/**
 * The shopper's upstream tokens and how long a session lasts (decision 034). The tokens are kept by the session
 * object under a storage key of their own, outside `SessionState`: `read()` never answers them, so no route, page,
 * island or log line can get hold of one. Only the object hands out an access token, and only to the fetch core's
 * auth hook, which sends it upstream as `Authorization: Bearer`.
 *
 * This module is their shape and the pure rules (lifetimes, what signing out leaves), so they can be tested
 * without an object.
 */
import * as z from 'zod'
import { type UpstreamTokens, UpstreamTokensSchema } from '../upstream/commerce/tokens'
import type { SessionState } from './state'

/** An access token with less than this left is refreshed before it is used. */
export const REFRESH_MARGIN_MS = 60_000
/** A guest's session ends after 30 days without a change. */
export const GUEST_IDLE_MS = 30 * 24 * 60 * 60 * 1000
/** A signed-in session is signed out after 3 days without use... */
export const SIGNED_IN_IDLE_MS = 3 * 24 * 60 * 60 * 1000
/** ...and 30 days after sign-in, however busy. */
export const SIGNED_IN_MAX_MS = 30 * 24 * 60 * 60 * 1000

/** What the object keeps apart from the state: the tokens, and when the customer signed in. */
export const SessionAuthSchema = z.object({
  tokens: UpstreamTokensSchema.optional(),
  /** When the Registered tokens were stored (sign-in), for the absolute lifetime. */
  signedInAt: z.number().int().positive().optional(),
  /** The customer's epoch this sign-in is under (decision 042): a raise above it signs this session out. */
  epoch: z.number().int().nonnegative().optional(),
})
export type SessionAuth = z.infer<typeof SessionAuthSchema>

/** What the auth hook is answered: a valid access token, whose it is, and whether the shopper was just signed out. */
export interface AccessGrant {
  accessToken: string
  customerId: string
  kind: UpstreamTokens['kind']
  /** The session fell back to a guest's while answering (refused refresh, raised epoch, timeout). */
  signedOut: boolean
}

/** Why a signed-in shopper was signed out without asking: a page says so once (`SessionState.signedOut`). */
export type SignedOutReason = 'timeout' | 'revoked'

/** Whether an access token needs refreshing before use (or was refused as `refused`). */
export function needsRefresh(tokens: UpstreamTokens, now: number, refused?: string): boolean {
  return tokens.accessToken === refused || tokens.accessExpiresAt - now < REFRESH_MARGIN_MS
}

/**
 * Whether a session has outlived its lifetime: `guest` ends it (an empty session), `signedIn` signs the customer
 * out and keeps a guest's session. `touched` is when the session was last used.
 */
export function sessionExpiry(
  auth: SessionAuth,
  touched: number | undefined,
  now: number,
): 'live' | 'signedIn' | 'guest' {
  if (auth.signedInAt !== undefined) {
    const idle = touched !== undefined && now - touched > SIGNED_IN_IDLE_MS
    if (idle || now - auth.signedInAt > SIGNED_IN_MAX_MS) return 'signedIn'
  }
  return touched !== undefined && now - touched > GUEST_IDLE_MS ? 'guest' : 'live'
}

/** When the object must look at the session again: its idle limit, or the signed-in absolute one if sooner. */
export function nextExpiry(auth: SessionAuth, touched: number): number {
  if (auth.signedInAt === undefined) return touched + GUEST_IDLE_MS
  return Math.min(touched + SIGNED_IN_IDLE_MS, auth.signedInAt + SIGNED_IN_MAX_MS)
}

/**
 * Whether the customer's epoch (decision 042) has been raised above the one this sign-in is under: "sign out
 * everywhere" or a password change since. A session without an epoch is not a signed-in one.
 */
export function isEpochRaised(auth: SessionAuth, current: number | undefined): boolean {
  return auth.epoch !== undefined && current !== undefined && current > auth.epoch
}

/**
 * The state a shopper is left with when signed out without asking (a timeout, a refused refresh): nothing that
 * belonged to the customer (their cart and its copy, checkout, codes, lists, the customer), so a shared device
 * shows none of it; the comparison, the favourite store and an editor's preview grant stay, and `signedOut` lets a
 * page say what happened. Signing out by choice ends the whole session instead (spec 1 §4).
 */
export function signedOutState(state: SessionState, reason: SignedOutReason, now: number): SessionState {
  return {
    ...(state.compare ? { compare: state.compare } : {}),
    ...(state.favStoreId ? { favStoreId: state.favStoreId } : {}),
    ...(state.preview ? { preview: state.preview } : {}),
    ...(state.recorded ? { recorded: state.recorded } : {}),
    signedOut: { reason, at: now },
  }
}
