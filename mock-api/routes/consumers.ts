/**
 * The consumer and token contract (decision 033, the storefront's sign-in work builds against it): token grants
 * for a guest, for a signed-in customer (an authorization code from sign-in, with its PKCE verifier) and by
 * refresh token; sign-in with its captcha, failure count and lock; sign-out. Sign-up and the enrolment flow's
 * lookups are `consumer-sign-up.ts`; the profile is `consumer-profile.ts`. Refresh tokens are single-use and rotate
 * in their family: a second use of one revokes the whole family. The customer's cart and the guest's are merged on
 * the signed-in exchange (`cart/merge-carts.ts`), and the orders the guest placed in that session join the account
 * (`guestObjects.orderNumbers`, never another account's order). The guest's favorites and saved-for-later lists
 * join the account's (`cart/merge-lists.ts`), and the answer names the account's lists (`mergedLists`).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { brandOfSite } from '../brands'
import { mergeGuestCart } from '../cart/merge-carts'
import { mergeGuestLists } from '../cart/merge-lists'
import { hashToken, pkceChallenge, randomToken, verifyPassword } from '../consumers/secrets'
import {
  bearerOf,
  bearerTokenOf,
  grantTokens,
  newTokenPair,
  randomId,
  tokenAnswer,
} from '../consumers/tokens'
import {
  type ConsumerRow,
  claimAuthorizationCode,
  clearSignInFailures,
  getConsumer,
  getConsumerByEmail,
  getSignInFailures,
  getUsableAuthorizationCode,
  insertAuthorizationCode,
  normaliseEmail,
  recordSignInFailure,
} from '../db/consumers'
import { claimGuestOrders } from '../db/order-history'
import {
  findToken,
  revokeAccessToken,
  revokeOtherTokenFamilies,
  revokeTokenFamily,
  rotateRefreshToken,
} from '../db/tokens'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const CODE_SECONDS = 60
/** The failure that answers "last attempt", and the one that locks. */
const LAST_ATTEMPT_AT = 4
const LOCK_AT = 5
const LOCK_MS = 15 * 60 * 1000

const TOKEN = z.string().min(1).max(200)

const TokenRequestSchema = z.discriminatedUnion('grantType', [
  z.object({ grantType: z.literal('Guest') }),
  z.object({
    grantType: z.literal('Registered'),
    authorizationCode: TOKEN,
    codeVerifier: z.string().min(1).max(200),
    guestObjects: z
      .object({
        basketId: z.string().min(1).max(64).optional(),
        /** Orders the guest placed in the session that signs in: they join the account (decision 040). */
        orderNumbers: z
          .array(z.string().regex(/^[A-Z]{2}\d{6,12}$/))
          .max(5)
          .optional(),
        /** The guest's favorites and saved-for-later lists: they join the account's (decision 047). */
        favoriteId: z
          .string()
          .regex(/^F[A-Z0-9]{12}$/)
          .optional(),
        saveForLaterId: z
          .string()
          .regex(/^S[A-Z0-9]{12}$/)
          .optional(),
      })
      .optional(),
  }),
  z.object({ grantType: z.literal('RefreshToken'), refreshToken: TOKEN }),
])

const SignInSchema = z.object({
  username: z.string().max(254),
  password: z.string().max(200),
  /** base64url(SHA-256(verifier)): 43 characters. */
  codeChallenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  codeChallengeMethod: z.literal('S256'),
  recaptcha_response: z.string().max(4000).nullish(),
  /** The site signed in on, which names its customer list (`KST-US`: Kestrel's); older callers send none. */
  siteId: z.string().max(20).optional(),
})

/** Signing out this session (its refresh token's family), or every other session of the caller (`others`). */
const SignOutSchema = z.union([z.object({ refreshToken: TOKEN }), z.object({ scope: z.literal('others') })])

/** The customer as the signed-in exchange answers them. */
const customerOf = (consumer: ConsumerRow) => ({
  customerId: consumer.id,
  email: consumer.email,
  firstName: consumer.first_name,
  lastName: consumer.last_name,
  consumerType: consumer.consumer_type,
  employeeTermsAccepted: consumer.employee_terms_accepted === 1,
})

const cannotAuthorize = 'The authorization code is unknown, used, expired, or not for this verifier'
const invalidToken = 'The token is unknown, expired or revoked'

/** The invalid-credential answers for an account whose right password still does not sign in (migration 0036). */
const SIGN_IN_STATE_REFUSALS = {
  unconfirmed: { code: 'AUT418', message: 'Invalid credentials: the account has not been activated' },
  passwordExpired: { code: 'AUT437', message: 'Invalid credentials: the password has expired' },
  deactivated: { code: 'AUT438', message: 'Invalid credentials: the account has been deactivated' },
} as const

export const consumerRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api')

consumerRoutes.post('/token/v2/auth/token', async (c) => {
  const body = await readJsonBody(c, TokenRequestSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid token request')
  const db = c.env.DB

  if (body.grantType === 'Guest')
    return c.json(await grantTokens(c, { customerId: randomId(), tokenType: 'Guest' }))

  if (body.grantType === 'Registered') {
    const now = Date.now()
    const codeHash = await hashToken(body.authorizationCode)
    const code = await getUsableAuthorizationCode(db, codeHash, now)
    if (!code || (await pkceChallenge(body.codeVerifier)) !== code.code_challenge)
      return apiError(c, 400, 'AUT404', cannotAuthorize)
    if (!(await claimAuthorizationCode(db, codeHash, now))) return apiError(c, 400, 'AUT404', cannotAuthorize)
    const consumer = await getConsumer(db, code.consumer_id)
    if (!consumer) return apiError(c, 400, 'AUT404', cannotAuthorize)
    const tokens = await grantTokens(c, { customerId: consumer.id, tokenType: 'Registered' })
    const guestBasketId = body.guestObjects?.basketId
    const merged = guestBasketId ? await mergeGuestCart(db, guestBasketId, consumer.id) : null
    const claimedOrders = await claimGuestOrders(db, consumer.id, body.guestObjects?.orderNumbers ?? [])
    const mergedLists = await mergeGuestLists(
      db,
      { favoriteId: body.guestObjects?.favoriteId, saveForLaterId: body.guestObjects?.saveForLaterId },
      consumer.id,
    )
    return c.json({ ...tokens, customer: customerOf(consumer), merged, claimedOrders, mergedLists })
  }

  const now = Date.now()
  const refreshHash = await hashToken(body.refreshToken)
  const token = await findToken(db, refreshHash)
  if (token?.kind !== 'refresh' || token.family_revoked_at !== null || token.expires_at <= now)
    return apiError(c, 401, 'AUT432', invalidToken)
  // A refresh token used twice was copied: whoever holds the family's later tokens may not be the customer.
  if (token.used_at !== null) {
    await revokeTokenFamily(db, token.family_id, now)
    return apiError(c, 401, 'AUT432', invalidToken)
  }
  const next = await newTokenPair(c.env, token.family_id, now)
  if (!(await rotateRefreshToken(db, { refreshHash, now, next: next.stored }))) {
    await revokeTokenFamily(db, token.family_id, now)
    return apiError(c, 401, 'AUT432', invalidToken)
  }
  return c.json(tokenAnswer(token.token_type, next, token.customer_id, token.usid))
})

consumerRoutes.post('/consumers-v3/auth/signin', async (c) => {
  const body = await readJsonBody(c, SignInSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid sign-in request')
  if (!body.recaptcha_response || body.recaptcha_response === 'fail')
    return apiError(c, 400, 'AUT403', 'The captcha was not passed')
  // Each brand keeps one customer list for its sites; a site of no brand the service knows has none.
  if (body.siteId !== undefined && !brandOfSite(body.siteId))
    return apiError(c, 404, 'AUT440', `No customer list is assigned to site ${body.siteId}`)
  const db = c.env.DB
  const now = Date.now()
  // Failures are counted by email whether or not it has an account, so the answers never tell which.
  const emailKey = await hashToken(normaliseEmail(body.username))
  const failures = await getSignInFailures(db, emailKey)
  if (failures?.locked_until != null) {
    if (failures.locked_until > now)
      return apiError(c, 423, 'AUT423', 'Too many failed sign-ins: try again later')
    await clearSignInFailures(db, emailKey)
  }
  const consumer = await getConsumerByEmail(db, body.username)
  const stored = consumer
    ? { hash: consumer.password_hash, salt: consumer.password_salt, iterations: consumer.password_iterations }
    : null
  // One PBKDF2 either way (an unknown account is hashed against a dummy), so the time tells nothing either.
  const passed = await verifyPassword(body.password, stored)
  if (!consumer || !passed) {
    const count = await recordSignInFailure(db, { emailKey, lockAt: LOCK_AT, lockUntil: now + LOCK_MS })
    if (count >= LOCK_AT) return apiError(c, 423, 'AUT423', 'Too many failed sign-ins: try again later')
    if (count === LAST_ATTEMPT_AT)
      return apiError(c, 401, 'AUT426', 'Invalid credentials: one attempt left before the account is locked')
    return apiError(c, 401, 'AUT401', 'Invalid credentials')
  }
  await clearSignInFailures(db, emailKey)
  // Told only to whoever knows the password: a locked account is no secret from its owner.
  if (consumer.locked_at !== null)
    return apiError(c, 423, 'AUT441', 'This account is locked: the customer should contact customer care')
  const refusal = consumer.sign_in_state ? SIGN_IN_STATE_REFUSALS[consumer.sign_in_state] : null
  if (refusal) return apiError(c, 401, refusal.code, refusal.message)
  const authorizationCode = randomToken()
  await insertAuthorizationCode(db, {
    hash: await hashToken(authorizationCode),
    consumerId: consumer.id,
    challenge: body.codeChallenge,
    expiresAt: now + CODE_SECONDS * 1000,
  })
  return c.json({ authorizationCode, expiresIn: CODE_SECONDS })
})

// Signing out always succeeds: a token that is unknown, expired or already revoked leaves nothing to end. With
// `scope: 'others'` (a Registered caller only) every token family of the customer but the caller's is revoked:
// "sign out everywhere else".
consumerRoutes.post('/consumers-v3/consumer/auth/signout', async (c) => {
  const body = await readJsonBody(c, SignOutSchema)
  if (!body) return apiError(c, 400, 'API400', 'Invalid sign-out request')
  const db = c.env.DB
  const now = Date.now()
  if ('scope' in body) {
    const bearer = await bearerOf(c)
    if (bearer.status !== 'valid') return apiError(c, 401, 'AUT432', invalidToken)
    if (bearer.tokenType !== 'Registered')
      return apiError(c, 403, 'AUT498', 'A guest has no other sessions: sign in first')
    await revokeOtherTokenFamilies(db, bearer.customerId, bearer.familyId, now)
    return c.body(null, 204)
  }
  const accessToken = bearerTokenOf(c.req.raw)
  if (accessToken) await revokeAccessToken(db, await hashToken(accessToken), now)
  const refresh = await findToken(db, await hashToken(body.refreshToken))
  if (refresh?.kind === 'refresh') await revokeTokenFamily(db, refresh.family_id, now)
  return c.body(null, 204)
})
