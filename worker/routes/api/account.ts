/**
 * `/api/account`: signing in and out (and out of every other session, decision 042). Both take JSON from a script or a plain form. A plain form's sign-in that
 * succeeds goes on to the page it came for (`returnTo`, a path on this site); one that is refused is answered with
 * the sign-in page itself, with the refusal and the email as typed, rather than a redirect: the email (and the
 * password, which is never sent back) stays out of URLs, histories and logs.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { SignUpValues } from '../../../client/pages/sign-up-page'
import {
  accountPath,
  accountSectionPath,
  cartPath,
  employeeTermsPath,
  homePath,
  signInPath,
  signUpPath,
} from '../../../shared/routes'
import { SIGN_IN_EMAIL_MAX } from '../../../shared/sign-in'
import {
  SIGN_UP_EMAIL_MAX,
  SIGN_UP_NAME_MAX,
  SIGN_UP_VARIANTS,
  type SignUpField,
  signUpVariantOf,
} from '../../../shared/sign-up'
import { signIn, signOut, signOutElsewhere, signUp } from '../../services/account'
import type { AppEnv } from '../../types'
import { renderSignIn, renderSignUp } from '../pages/account'
import { returnPathOf } from '../pages/account-page'
import { answer, readInput, refusalOf } from './responder'

export const accountApi = new Hono<AppEnv>()

/** Only bounded here; `shared/sign-in.ts` checks the fields, so each gets its own message. */
const SignInSchema = z.object({
  email: z.string().max(1000),
  password: z.string().max(1000),
  website: z.string().max(1000).optional(),
  returnTo: z.string().max(1000).optional(),
})

/** Whether the call is a plain form post from a page without JavaScript (a script asks for JSON). */
export const isPlainForm = (contentType: string, accept: string) =>
  /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType) &&
  !accept.includes('application/json')

accountApi.post('/sign-in', async (c) => {
  const form = isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
  // A form's fields are read again only to show a refused sign-in as it was typed.
  const typed = form
    ? await c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : null
  try {
    const input = await readInput(c, SignInSchema, { param: 'account', to: signInPath(c.var.locale.code) })
    const signedIn = await signIn(c, input.data)
    const back = returnPathOf(c, input.data.returnTo)
    // The merged bag is the news when the shopper goes back to it, with what its stock check changed and whether
    // favorites or saved items joined the account's; elsewhere, a welcome on the account page.
    const lists = signedIn.listsMerged ? '&lists=merged' : ''
    const stock = signedIn.stockShort > 0 ? `&stock=${Math.min(signedIn.stockShort, 99)}` : ''
    const then = signedIn.merged
      ? `${cartPath(c.var.locale.code)}?cart=merged${stock}${lists}`
      : back === returnPathOf(c, null)
        ? `${back}?account=signedIn${lists}`
        : back
    // An employee accepts the employee discount terms first, then goes on (decision 045).
    const next = signedIn.employeeTermsNeeded
      ? `${employeeTermsPath(c.var.locale.code)}?${new URLSearchParams({ returnTo: then })}`
      : then
    return answer(c, input, { signedIn: { firstName: signedIn.firstName }, next }, { to: next })
  } catch (error) {
    if (!form) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const email = String(typed?.get('email') ?? '').slice(0, SIGN_IN_EMAIL_MAX + 1)
    const fields = refusal.detail.fields ?? {}
    const hasFields = Object.keys(fields).length > 0
    return renderSignIn(
      c,
      {
        returnTo: returnPathOf(c, typed?.get('returnTo')),
        email,
        errors: fields,
        notice: hasFields ? null : { kind: 'error', text: refusal.message },
      },
      refusal.status === 413 || refusal.status === 415 ? 400 : refusal.status,
    )
  }
})

accountApi.post('/sign-out', async (c) => {
  const input = await readInput(c, z.object({}), { param: 'account', to: homePath(c.var.locale.code) })
  await signOut(c)
  const next = `${signInPath(c.var.locale.code)}?account=signedOut`
  return answer(c, input, { signedOut: true, next }, { to: next })
})

/** "Sign out on all other devices", from the account's security section. */
accountApi.post('/sign-out-elsewhere', async (c) => {
  const security = accountSectionPath(c.var.locale.code, 'security')
  const input = await readInput(c, z.object({}), { param: 'account', to: security })
  await signOutElsewhere(c)
  const next = `${security}?account=signedOutElsewhere`
  return answer(c, input, { signedOutElsewhere: true, next }, { to: next })
})

/** A checkbox: a form sends `on` when ticked and nothing when not; a script sends a boolean. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

/** Only bounded here; `shared/sign-up.ts` checks the fields, so each gets its own message. */
export const SignUpSchema = z.object({
  // The simplified variant sends no names (decision 046).
  firstName: z.string().max(1000).default(''),
  lastName: z.string().max(1000).default(''),
  email: z.string().max(1000),
  password: z.string().max(1000),
  birthDate: z.string().max(100).default(''),
  phone: z.string().max(100).default(''),
  smsOptIn: checkbox,
  newsletter: checkbox,
  agreement: checkbox,
  website: z.string().max(1000).optional(),
  returnTo: z.string().max(1000).optional(),
  variant: z.enum(SIGN_UP_VARIANTS).default('full'),
  /** The loyalty variant's agreement to the programme's terms. */
  loyaltyAgreement: checkbox,
})

/** The refusals that mean the email has an account already: the page offers to sign in with it. */
export const EMAIL_IN_USE = new Set(['AUT439', 'PRO400', 'LOGIN_IN_USE'])

/** What a refused form gives back as typed: every field but the password, each cut to what its field holds. */
export function typedSignUp(typed: FormData | null): SignUpValues {
  const text = (name: string, max: number) => String(typed?.get(name) ?? '').slice(0, max)
  const ticked = (name: string) => typed?.get(name) === 'on'
  return {
    firstName: text('firstName', SIGN_UP_NAME_MAX + 1),
    lastName: text('lastName', SIGN_UP_NAME_MAX + 1),
    email: text('email', SIGN_UP_EMAIL_MAX + 1),
    birthDate: text('birthDate', 20),
    phone: text('phone', 30),
    smsOptIn: ticked('smsOptIn'),
    newsletter: ticked('newsletter'),
    agreement: ticked('agreement'),
    loyaltyAgreement: ticked('loyaltyAgreement'),
  }
}

accountApi.post('/sign-up', async (c) => {
  const form = isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
  // A form's fields are read again only to show a refused sign-up as it was typed.
  const typed = form
    ? await c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : null
  try {
    const locale = c.var.locale.code
    const input = await readInput(c, SignUpSchema, { param: 'account', to: signUpPath(locale) })
    const signedUp = await signUp(c, input.data)
    const back = returnPathOf(c, input.data.returnTo)
    const next = !signedUp.signedIn
      ? `${signInPath(locale)}?${new URLSearchParams({ account: 'created', ...(back === accountPath(locale) ? {} : { returnTo: back }) })}`
      : signedUp.merged
        ? `${cartPath(locale)}?cart=merged`
        : back === accountPath(locale)
          ? `${back}?account=signedUp`
          : back
    return answer(
      c,
      input,
      {
        signedUp: { firstName: signedUp.firstName },
        signedIn: signedUp.signedIn,
        ...(input.data.variant === 'loyalty' ? { loyaltyMember: signedUp.loyaltyMember } : {}),
        next,
      },
      { to: next, status: 201 },
    )
  } catch (error) {
    if (!form) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const fields = (refusal.detail.fields ?? {}) as Partial<Record<SignUpField, string>>
    const hasFields = Object.keys(fields).length > 0
    return renderSignUp(
      c,
      {
        returnTo: returnPathOf(c, typed?.get('returnTo')),
        values: typedSignUp(typed),
        errors: fields,
        emailInUse: EMAIL_IN_USE.has(refusal.errorId),
        notice: hasFields ? null : refusal.message,
        variant: signUpVariantOf(typed?.get('variant')),
      },
      refusal.status === 413 || refusal.status === 415 ? 400 : refusal.status,
    )
  }
})
