/**
 * Signing in and out (spec 1 §4 "Login", "Logout"). Sign-in: the form's rules, the bot trap and the rate limits
 * first (nothing is asked upstream for a refused form), then the credentials with a fresh PKCE challenge, the code
 * exchanged with its verifier for the shopper's tokens (a 409 retried once after 2000 ms, in the client), the
 * guest's bag, favorites and saved-for-later list handed over to be merged into theirs (decision 047), and the
 * session moved to a new id holding the tokens and the account's lists. A bag that grew by the merge is checked for
 * stock at once (spec 1 §4). The password goes to the consumer service and nowhere else; tokens go to the session
 * object and nowhere else.
 */

import { isShippingCountry, postalCodeExample } from '../../shared/account/address'
import { checkSignIn, type SignInInput } from '../../shared/account/sign-in'
import {
  checkSignUp,
  checkSimplifiedSignUp,
  minimumAgeOf,
  phoneExample,
  type SignUpContext,
  type SignUpField,
  type SignUpInput,
  type SignUpProblem,
  type SignUpVariant,
} from '../../shared/account/sign-up'
import { acquisitionSourceOf } from '../../shared/account/source'
import { accountSectionPath } from '../../shared/routes'
import { clientAddress } from '../client-address'
import { logEvent } from '../log'
import { cartSlot, type SessionSlot } from '../session/changes'
import { customerSessionsOf } from '../session/customer-sessions'
import type { AppContext } from '../types'
import { EDGE_BOT_VERDICT } from '../upstream/bot-check'
import { reshapeToken } from '../upstream/commerce/tokens'
import { membershipOf } from '../upstream/consumers/membership'
import type { ConsumerProfile } from '../upstream/consumers/schemas'
import { ApiError, type FieldMessage } from './api-error'
import { brandProfileAtSignIn, pendingCustomerOf } from './brand-profile'
import { currentBasketId } from './cart'
import { phoneCountries } from './countries'
import { customerOf } from './customer'
import { pkcePair } from './pkce'
import { hashedKey, isThrottled, type RateLimitCheck } from './rate-limits'

/** The sign-in as typed, with the trap field a person never fills. */
export interface SignInForm extends SignInInput {
  website?: string
}

/** A hash of the account's email, so the per-account limit never keys on an address in clear. */
export const accountKey = (email: string): Promise<string> => hashedKey('sign-in', email)

/** Counts a try against the client address's limit and the account's; past either, 429 with when to try again. */
export async function limitSignInTries(c: AppContext, email: string): Promise<void> {
  const checks: RateLimitCheck[] = [
    [c.env.SIGN_IN_ACCOUNT_LIMIT, await accountKey(email)],
    [c.env.SIGN_IN_ADDRESS_LIMIT, clientAddress(c)],
  ]
  if (await isThrottled(c, checks)) throw new ApiError('SIGN_IN_THROTTLED')
}

/** The form checked by the shared rules, or the refusal with each field's message. */
function checkedForm(form: SignInForm): SignInInput {
  const { input, problems } = checkSignIn(form)
  if (Object.keys(problems).length > 0) throw new ApiError('SIGN_IN_INVALID', { fields: problems })
  // A person never sees the trap field; whatever filled it is a bot, answered as a failed bot check.
  if (form.website) throw new ApiError('AUT403')
  return input
}

/** What signing in did: the shopper's first name, and whether the guest's lines joined the account's own bag. */
export interface SignedIn {
  firstName: string
  merged: boolean
  /** How many lines of the merged bag the stock check cut or took out (0 without a merge). */
  stockShort: number
  /** Whether guest favorites or saved items joined lists the account already had (decision 047). */
  listsMerged: boolean
  /** An employee who has not accepted the employee discount terms yet (spec 1 §4): they accept them first. */
  employeeTermsNeeded: boolean
  /** A loyalty member's points as the profile gave them at sign-in; null outside the programme. */
  points: number | null
  /** The account has no profile on this brand yet (decision 088): the brand's welcome step makes one first. */
  profilePending: boolean
}

export async function signIn(c: AppContext, form: SignInForm): Promise<SignedIn> {
  const input = checkedForm(form)
  await limitSignInTries(c, input.email)
  return signInWithCredentials(c, input)
}

/**
 * The sign-in after the form's checks: the credentials with a fresh PKCE challenge, the code exchanged for the
 * shopper's tokens with the guest's bag handed over, and the session moved to a new id holding them. Sign-up
 * signs the new customer in through here.
 */
async function signInWithCredentials(c: AppContext, input: SignInInput): Promise<SignedIn> {
  const { consumers } = c.var.services
  const pkce = await pkcePair()
  const authorizationCode = await consumers.signIn({
    email: input.email,
    password: input.password,
    codeChallenge: pkce.challenge,
    botCheck: EDGE_BOT_VERDICT,
  })
  const guestBasket = await currentBasketId(c)
  // The order a guest just placed in this session joins the account (decision 040), so "sign in to see it" holds.
  const state = await c.var.session.read()
  const guestOrder = state.customer ? undefined : state.orders?.[c.var.siteId]?.last?.orderNumber
  // A guest's lists join the account's (decision 047); a session already signed in hands over none.
  const guestLists = state.customer
    ? {}
    : { favoriteId: state.favoriteId, saveForLaterId: state.saveForLaterId }
  const answer = await consumers.exchangeCode({
    authorizationCode,
    codeVerifier: pkce.verifier,
    basketId: guestBasket ?? null,
    orderNumbers: guestOrder ? [guestOrder] : [],
    favoriteId: guestLists.favoriteId ?? null,
    saveForLaterId: guestLists.saveForLaterId ?? null,
  })
  const tokens = reshapeToken(answer)
  // With the loyalty summary: the confirmation says a member's points without a second call.
  const profile = await brandProfileAtSignIn(c, tokens.accessToken)
  const customer = profile ? customerOf(profile) : answer.customer ? pendingCustomerOf(answer.customer) : null
  if (!customer) throw new ApiError('AUT500')
  // The bag the shopper goes on with: the one the guest's lines were merged into, else their newest open one.
  const basketId =
    answer.merged?.basketId ??
    (await consumers.baskets(tokens.accessToken, tokens.customerId).catch(() => []))[0] ??
    null
  await c.var.session.signIn(tokens, customer)
  const slot = cartSlot(c.var.siteId)
  if (guestBasket && guestBasket !== basketId)
    await c.var.session.change({ kind: 'replace', slot, from: guestBasket, to: basketId })
  else if (!guestBasket && basketId)
    await c.var.session.ensure(slot, async () => ({ value: basketId, result: null }))
  const lists = answer.mergedLists
  if (lists) {
    await holdAccountList(c, 'favorites', state.favoriteId, lists.favoriteId)
    await holdAccountList(c, 'saveForLater', state.saveForLaterId, lists.saveForLaterId)
  }
  // Only lines joining a bag the account already had are news; a guest's bag that simply became theirs is not.
  const merged = (answer.merged?.itemsBefore ?? 0) > 0 && (answer.merged?.itemsAdded ?? 0) > 0
  return {
    firstName: profile?.firstName ?? answer.customer?.firstName ?? '',
    merged,
    stockShort: merged && basketId ? await checkMergedStock(c, basketId) : 0,
    listsMerged: (lists?.favoritesAdded ?? 0) + (lists?.savedAdded ?? 0) > 0,
    employeeTermsNeeded: profile?.consumerType === 'EMPLOYEE' && !profile.employeeTermsAccepted,
    points: profile ? pointsOf(profile) : null,
    profilePending: !profile,
  }
}

/**
 * Puts the account's list into the signed-in session in place of the guest's (`held`): the lists are the
 * account's now, so another device signed in to it holds the same ones.
 */
async function holdAccountList(
  c: AppContext,
  slot: SessionSlot,
  held: string | undefined,
  account: string | null,
): Promise<void> {
  if (held === (account ?? undefined)) return
  if (held) await c.var.session.change({ kind: 'replace', slot, from: held, to: account })
  else if (account) await c.var.session.ensure(slot, async () => ({ value: account, result: null }))
}

/** The cart flash codes of a line the stock no longer covers. */
const STOCK_FLASHES = new Set([
  'ProductLineItemInventoryMissing',
  'ProductLineItemFullInventoryMissing',
  'ProductItemNotAvailable',
])

/**
 * The out-of-stock check of a bag the merge grew (spec 1 §4): the bag read with the supply check, which cuts a
 * line to the stock left or takes it out; answers how many lines it changed. A check that fails changes nothing
 * here: the bag page checks again when it is read.
 */
async function checkMergedStock(c: AppContext, basketId: string): Promise<number> {
  try {
    const cart = await c.var.services.commerce.getCart(basketId, { supplyCheck: true })
    return cart?.flash.filter((flash) => STOCK_FLASHES.has(flash.code)).length ?? 0
  } catch (error) {
    logEvent(c, 'warn', 'stock check after the bag merge failed', { error: String(error) })
    return 0
  }
}

/**
 * Signs the shopper out upstream and leaves a guest's session: no customer, no tokens, a new bag, and no lists
 * (they stay with the account, decision 047).
 */
export async function signOut(c: AppContext): Promise<void> {
  const tokens = await c.var.session.signOut()
  if (tokens?.kind === 'Registered')
    await c.var.services.consumers.signOut(tokens).catch((error: unknown) => {
      // The session holds them no more; upstream they lapse at their expiry.
      logEvent(c, 'warn', 'sign-out not confirmed upstream', { error: String(error) })
    })
}

/**
 * The signed-in shopper's profile, read live; null for a guest (who costs no upstream call). `loyaltySummary` asks
 * for a member's points in the same call, for a page that shows them (`pointsOf`).
 */
export async function signedInShopper(
  c: AppContext,
  options: { loyaltySummary?: boolean } = {},
): Promise<ConsumerProfile | null> {
  const { customer } = await c.var.session.read()
  if (!customer) return null
  const grant = await c.var.session.accessToken()
  if (grant.kind !== 'Registered') return null
  return c.var.services.consumers.profile(grant.accessToken, {
    includeLoyaltySummary: options.loyaltySummary === true,
  })
}

/** A member's points balance from a profile read with its loyalty summary; null outside the programme. */
export const pointsOf = (profile: ConsumerProfile): number | null => membershipOf(profile)?.points ?? null

/** The sign-up as typed, with the trap field a person never fills, and the variant's own fields (decision 046). */
export interface SignUpForm extends SignUpInput {
  website?: string
  /** The full form (default), the loyalty-only one, or the simplified one (email and password only). */
  variant?: SignUpVariant
  /** The loyalty variant's agreement to the loyalty programme's terms. */
  loyaltyAgreement?: boolean
  /** Where the shopper came from, as the form's hidden fields carry it (`shared/account/source.ts`). */
  acquisitionType?: string
  campaignName?: string
}

/** What signing up did: the new customer's first name, and whether they are signed in (else they sign in next). */
export interface SignedUp {
  firstName: string
  signedIn: boolean
  merged: boolean
  /** The loyalty variant joined the programme too (false when joining failed: the account stands). */
  loyaltyMember: boolean
}

/**
 * Where an account's form is filled in, as its rules read it: the shop's country, region, phone countries (the
 * utilities service's), date pattern and today.
 */
export async function formContext(c: AppContext): Promise<SignUpContext> {
  const { locale } = c.var
  return {
    country: locale.country,
    region: locale.region,
    phoneCountries: await phoneCountries(c),
    dateFormat: locale.dateFormat,
    now: new Date(),
    rules: locale.signUp,
  }
}

/**
 * A sign-up whose fields passed: refused as a bot's when the trap field is filled, then counted against the client
 * address's limit (past it, 429 with when to try again).
 */
async function admitSignUp(c: AppContext, website: string | undefined): Promise<void> {
  if (website) throw new ApiError('AUT403')
  if (await isThrottled(c, [[c.env.SIGN_UP_ADDRESS_LIMIT, clientAddress(c)]]))
    throw new ApiError('SIGN_UP_THROTTLED')
}

/** The messages of the refused fields, with the values some of them name. */
export async function signUpMessages(
  c: AppContext,
  problems: Partial<Record<SignUpField, SignUpProblem>>,
): Promise<Partial<Record<SignUpField, FieldMessage>>> {
  const { locale } = c.var
  const params = {
    age: String(minimumAgeOf(locale.country)),
    example: phoneExample(locale.country, locale.region, await phoneCountries(c)),
    postalExample: isShippingCountry(locale.country) ? postalCodeExample(locale.country) : '',
  }
  return Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, { key, params }]))
}

/**
 * Opens an account (spec 1 §2, §5 "Sign-up"): the shared rules and the bot trap first, the per-address limit,
 * then the consumer service, whose refusals (AUT439 email, AUT444 phone, PRO410 and PRO411 birth date) reach their
 * fields through the error catalogue. The new customer is then signed in at once, the guest's bag handed over as on
 * any sign-in; if that sign-in fails, the account stands and the shopper is asked to sign in.
 */
export async function signUp(c: AppContext, form: SignUpForm): Promise<SignedUp> {
  if (form.variant === 'simplified') return simplifiedSignUp(c, form)
  const { locale } = c.var
  const { input, problems } = checkSignUp(form, await formContext(c))
  const messages = await signUpMessages(c, problems)
  // The loyalty-only variant joins the programme in the same submit: its terms are agreed before anything is sent.
  const joining = form.variant === 'loyalty'
  if (joining && !form.loyaltyAgreement) messages.loyaltyAgreement = 'loyalty.join.agreementRequired'
  if (Object.keys(messages).length > 0) throw new ApiError('SIGN_UP_INVALID', { fields: messages })
  await admitSignUp(c, form.website)
  await c.var.services.consumers.signUp({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    password: input.password,
    birthDate: input.birthDate,
    phone: input.phone || null,
    gender: input.gender || null,
    postalCode: input.postalCode || null,
    country: locale.country,
    newsletter: input.newsletter,
    sms: input.smsOptIn,
    // The SMS opt-in starts a double opt-in whose text links to the subscriptions section (decision 048).
    smsConfirmUrl: new URL(accountSectionPath(locale.code, 'subscriptions'), c.req.url).toString(),
    botCheck: EDGE_BOT_VERDICT,
    source: acquisitionSourceOf(form),
  })
  return signInNewAccount(c, input, joining)
}

/** Signs the new customer in at once and, for the loyalty variant, joins them to the programme. */
async function signInNewAccount(
  c: AppContext,
  input: { email: string; password: string; firstName?: string },
  joining: boolean,
): Promise<SignedUp> {
  let signedIn: SignedIn
  try {
    signedIn = await signInWithCredentials(c, { email: input.email, password: input.password })
  } catch (error) {
    logEvent(c, 'warn', 'sign-in after sign-up failed', { error: String(error) })
    return { firstName: input.firstName ?? '', signedIn: false, merged: false, loyaltyMember: false }
  }
  let loyaltyMember = false
  if (joining) {
    const token = await c.var.session.accessToken()
    if (token.kind === 'Registered')
      loyaltyMember = await c.var.services.consumers
        .joinLoyalty(token.accessToken, { referralCode: null })
        .then(() => true)
        .catch((error: unknown) => {
          logEvent(c, 'warn', 'joining loyalty after sign-up failed', { error: String(error) })
          return false
        })
  }
  return { firstName: signedIn.firstName, signedIn: true, merged: signedIn.merged, loyaltyMember }
}

/**
 * The simplified sign-up (spec 1 §2, decision 046): only an email and a password, checked by the full form's
 * rules; the terms are accepted by submitting, as the form's disclaimer says. The account is partially enrolled.
 */
async function simplifiedSignUp(c: AppContext, form: SignUpForm): Promise<SignedUp> {
  const { locale } = c.var
  const { input, problems } = checkSimplifiedSignUp(form)
  if (Object.keys(problems).length > 0)
    throw new ApiError('SIGN_UP_INVALID', { fields: await signUpMessages(c, problems) })
  await admitSignUp(c, form.website)
  await c.var.services.consumers.simplifiedSignUp({
    email: input.email,
    password: input.password,
    country: locale.country,
    newsletter: form.newsletter,
    botCheck: EDGE_BOT_VERDICT,
    source: acquisitionSourceOf(form),
  })
  return signInNewAccount(c, input, false)
}

/**
 * Ends the customer's other sessions at once (decision 042): the edge's, by raising the customer's epoch (each is
 * signed out before its next request is answered), keeping this request's session when `keepThis`.
 */
export function endCustomerSessions(c: AppContext, customerId: string, keepThis: boolean): Promise<number> {
  const keep = keepThis ? (c.var.session.id ?? undefined) : undefined
  return customerSessionsOf(c.env.CUSTOMER_SESSIONS, customerId).raise(keep)
}

/** "Sign out on all other devices": upstream, every token family but this session's; at the edge, the epoch. */
export async function signOutElsewhere(c: AppContext): Promise<void> {
  const { customer } = await c.var.session.read()
  const grant = customer ? await c.var.session.accessToken() : null
  if (!customer || grant?.kind !== 'Registered') throw new ApiError('SESSION_ENDED')
  await c.var.services.consumers.signOutOthers(grant.accessToken)
  await endCustomerSessions(c, grant.customerId, true)
}
