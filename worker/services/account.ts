/**
 * Signing in and out (spec 1 §4 "Login", "Logout"). Sign-in: the form's rules, the bot trap and the rate limits
 * first (nothing is asked upstream for a refused form), then the credentials with a fresh PKCE challenge, the code
 * exchanged with its verifier for the shopper's tokens (a 409 retried once after 2000 ms, in the client), the
 * guest's bag handed over to be merged into theirs, and the session moved to a new id holding the tokens. The
 * password goes to the consumer service and nowhere else; tokens go to the session object and nowhere else.
 */
import { type SignInField, type SignInInput, checkSignIn } from '../../shared/sign-in'
import { cartSlot } from '../session/state'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { currentBasketId } from './cart'
import { pkcePair } from './pkce'

/** How long a shopper who tried too often waits, in seconds: the binding's window. */
const RETRY_AFTER_SECONDS = 60

/** The sign-in as typed, with the trap field a person never fills. */
export interface SignInForm extends SignInInput {
  website?: string
}

/** A hash of the account's email, so the per-account limit never keys on an address in clear. */
async function accountKey(email: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`sign-in:${email}`))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Counts a try against the client address's limit and the account's; past either, 429 with when to try again. */
async function limitSignInTries(c: AppContext, email: string): Promise<void> {
  const address = c.req.header('cf-connecting-ip')
  const outcomes = await Promise.all([
    c.env.SIGN_IN_ACCOUNT_LIMIT.limit({ key: await accountKey(email) }),
    ...(address ? [c.env.SIGN_IN_ADDRESS_LIMIT.limit({ key: address })] : []),
  ])
  if (outcomes.every((outcome) => outcome.success)) return
  c.header('Retry-After', String(RETRY_AFTER_SECONDS))
  throw new ApiError('throttled', 'SIGN_IN_THROTTLED', c.var.t.t('signIn.throttled'), { placement: 'top' })
}

/** The form checked by the shared rules, or the refusal with each field's message. */
function checkedForm(c: AppContext, form: SignInForm): SignInInput {
  const { input, problems } = checkSignIn(form)
  const fields = Object.entries(problems) as [SignInField, string][]
  if (fields.length > 0) {
    const { t } = c.var
    throw new ApiError('invalid', 'SIGN_IN_INVALID', t.t('signIn.check'), {
      placement: 'field',
      fields: Object.fromEntries(fields.map(([field, key]) => [field, t.t(key as never)])),
    })
  }
  // A person never sees the trap field; whatever filled it is a bot, answered as a failed bot check.
  if (form.website) throw new ApiError('refused', 'AUT403', c.var.t.t('error.auth.captcha'), { placement: 'top' })
  return input
}

/** What signing in did: the shopper's first name, and whether their bag took in the guest's lines. */
export interface SignedIn {
  firstName: string
  merged: boolean
}

export async function signIn(c: AppContext, form: SignInForm): Promise<SignedIn> {
  const input = checkedForm(c, form)
  await limitSignInTries(c, input.email)
  const { consumers } = c.var.services
  const pkce = await pkcePair()
  const authorizationCode = await consumers.signIn({
    email: input.email,
    password: input.password,
    codeChallenge: pkce.challenge,
    botCheck: 'edge-checked',
  })
  const guestBasket = await currentBasketId(c)
  const tokens = await consumers.exchangeCode({
    authorizationCode,
    codeVerifier: pkce.verifier,
    basketId: guestBasket,
  })
  const basketId =
    tokens.merged?.basketId ??
    (await consumers.baskets(tokens.accessToken, tokens.customerId).catch(() => []))[0] ??
    null
  await c.var.session.signIn({
    tokens: {
      kind: 'Registered',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresIn: tokens.expiresIn,
      customerId: tokens.customerId,
      usid: tokens.usid ?? null,
    },
    customer: tokens.customer,
    cart: { slot: cartSlot(c.var.siteId), basketId },
  })
  return { firstName: tokens.customer.firstName, merged: (tokens.merged?.itemsAdded ?? 0) > 0 }
}

/** Signs the shopper out upstream and leaves a guest's session: no customer, no tokens, a new bag. */
export async function signOut(c: AppContext): Promise<void> {
  const tokens = await c.var.session.signOut()
  if (tokens)
    await c.var.services.consumers.signOut(tokens).catch(() => {
      // The session no longer holds them either way; the upstream lets them lapse.
    })
}
