/**
 * The account forms' work past reading them, done once for the `/api` route (a script) and the page's own action
 * (a plain form), decision 068: where each goes on to when its service says yes (the route's `next`, the action's
 * redirect), how the address book's refusals are worded, and the wallet's entries checked before they are saved.
 */
import type * as z from 'zod'
import {
  type CompleteProfileStep,
  type EnrolmentStep,
  nextStep,
  stepAfterSignIn,
  stepAfterSignUp,
} from '../../shared/account/enrolment'
import { ADDRESS_ID_PATTERN } from '../../shared/account/profile'
import { type SignInConfirmation, signInConfirmation } from '../../shared/account/sign-in-confirmation'
import { ADDRESS_BOOK_ERRORS } from '../../shared/error-catalogue'
import type { MessageKey } from '../../shared/i18n/i18n'
import {
  accountPath,
  cartPath,
  employeeTermsPath,
  forgotPasswordPath,
  joinPath,
  signInPath,
} from '../../shared/routes'
import { type SignedIn, type SignedUp, signIn, signUp } from '../services/account'
import { ApiError, UpstreamRefusal } from '../services/api-error'
import { limitCodeTries } from '../services/code-tries'
import {
  createBrandProfile,
  enrolmentState,
  joinFromFlow,
  lookUpEmail,
  saveInterestsStep,
  saveMobileStep,
  saveProfileStep,
} from '../services/enrolment'
import {
  type AddressForm,
  addAddress,
  changeAddress,
  deleteAddress,
  setMainAddress,
} from '../services/profile'
import { saveRewardCard, saveRewardCode } from '../services/wallet'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import {
  type AddressSchema,
  type JoinSchema,
  returnPathOf,
  type SignInSchema,
  type SignUpSchema,
} from './inputs'

/** An employee accepts the employee discount terms first, then goes on (decision 045). */
const termsFirst = (c: AppContext, signedIn: SignedIn, then: string) =>
  signedIn.employeeTermsNeeded
    ? `${employeeTermsPath(c.var.locale.code)}?${new URLSearchParams({ returnTo: then })}`
    : then

/** A same-origin path with more query parameters, after any it has, and before its fragment. */
const withQuery = (path: string, params: Readonly<Record<string, string | undefined>>) => {
  const url = new URL(path, 'http://shop.invalid')
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * Signs in, and says where to: the page the form came for, or the news of a merged bag, or a welcome. A plain form
 * (`confirm: 'page'`) lands with `signedIn=1`, so the landing page shows the sign-in confirmation as a status (the
 * account overview has its own welcome); a script (`'dialog'`) shows it in the dialog first, and is answered it.
 */
export async function signInAndGoOn(
  c: AppContext,
  data: z.output<typeof SignInSchema>,
  confirm: 'page' | 'dialog' = 'page',
): Promise<{ signedIn: SignedIn; next: string; then: string; confirmation: SignInConfirmation }> {
  const signedIn = await signIn(c, data)
  const back = returnPathOf(c, data.returnTo)
  const status = confirm === 'page' ? { signedIn: '1' } : {}
  // The merged bag is the news when the shopper goes back to it, with what its stock check changed and whether
  // favorites or saved items joined the account's; elsewhere, a welcome on the account page. An employee still to
  // decide on the employee terms goes to them first (`next`), then on (`then`).
  const lists = signedIn.listsMerged ? { lists: 'merged' } : {}
  const stock = signedIn.stockShort > 0 ? { stock: String(Math.min(signedIn.stockShort, 99)) } : {}
  // An account without a profile on this brand confirms its details first (decision 088), then goes on.
  const then = signedIn.merged
    ? withQuery(cartPath(c.var.locale.code), { cart: 'merged', ...stock, ...lists, ...status })
    : back === returnPathOf(c, null)
      ? withQuery(back, { account: 'signedIn', ...lists })
      : confirm === 'page'
        ? withQuery(back, { ...status, ...lists })
        : back
  return {
    signedIn,
    next: signedIn.profilePending
      ? joinPath(c.var.locale.code, { step: 'brand', returnTo: then })
      : termsFirst(c, signedIn, then),
    then,
    confirmation: signInConfirmation(c.var.t, signedIn),
  }
}

/** Signs up, and says where to: sign-in when the new account is not signed in yet, else on as a sign-in goes. */
export async function signUpAndGoOn(
  c: AppContext,
  data: z.output<typeof SignUpSchema>,
): Promise<{ signedUp: SignedUp; next: string }> {
  const locale = c.var.locale.code
  const signedUp = await signUp(c, data)
  const back = returnPathOf(c, data.returnTo)
  const next = !signedUp.signedIn
    ? `${signInPath(locale)}?${new URLSearchParams({ account: 'created', ...(back === accountPath(locale) ? {} : { returnTo: back }) })}`
    : signedUp.merged
      ? `${cartPath(locale)}?cart=merged`
      : back === accountPath(locale)
        ? `${back}?account=signedUp`
        : back
  return { signedUp, next }
}

/** A step of the enrolment flow taken: where the flow goes on to, and what a script is told besides. */
export type JoinOutcome =
  | { lookup: false; next: string; body: Record<string, unknown> }
  /** The lookup: whether the email has an account, and the step that follows (its page carries the email). */
  | { lookup: true; exists: boolean; step: 'signin' | 'signup'; email: string }

/** After a complete-profile step: the next one by the profile as it is now. */
async function afterStep(c: AppContext, step: CompleteProfileStep): Promise<EnrolmentStep> {
  const state = await enrolmentState(c)
  return state ? nextStep(step, state.enrolment) : 'lookup'
}

/**
 * Takes a step of the enrolment flow (decision 046), each through the service that owns it: sign-in and sign-up
 * (`services/account.ts`), the loyalty programme and the profile (`services/enrolment.ts`).
 */
export async function takeJoinStep(c: AppContext, data: z.output<typeof JoinSchema>): Promise<JoinOutcome> {
  const locale = c.var.locale.code
  const returnTo = returnPathOf(c, data.returnTo)
  const go = (to: EnrolmentStep | string, body: Record<string, unknown> = {}): JoinOutcome => ({
    lookup: false,
    next: to.startsWith('/') ? to : joinPath(locale, { step: to, returnTo }),
    body,
  })
  switch (data.step) {
    case 'lookup': {
      const found = await lookUpEmail(c, data.email)
      return {
        lookup: true,
        exists: found.exists,
        step: found.exists ? 'signin' : 'signup',
        email: found.email,
      }
    }
    case 'signin': {
      const signedIn = await signIn(c, { email: data.email, password: data.password, website: data.website })
      if (signedIn.profilePending) return go('brand', { signedIn: { firstName: signedIn.firstName } })
      const state = await enrolmentState(c)
      const after = state ? stepAfterSignIn(state.enrolment) : 'done'
      const then =
        after !== 'done'
          ? joinPath(locale, { step: after, returnTo })
          : signedIn.merged
            ? `${cartPath(locale)}?cart=merged`
            : returnTo
      return go(termsFirst(c, signedIn, then), { signedIn: { firstName: signedIn.firstName } })
    }
    case 'signup': {
      const signedUp = await signUp(c, {
        firstName: data.firstName ?? '',
        lastName: data.lastName ?? '',
        email: data.email,
        password: data.password,
        birthDate: data.birthDate ?? '',
        phone: data.phone ?? '',
        gender: data.gender ?? '',
        postalCode: data.postalCode ?? '',
        smsOptIn: data.smsOptIn ?? false,
        newsletter: data.newsletter ?? false,
        agreement: data.agreement,
        website: data.website,
        variant: 'full',
      })
      if (!signedUp.signedIn) return go(joinPath(locale, { step: 'signin', returnTo }), { signedIn: false })
      const state = await enrolmentState(c)
      return go(state ? stepAfterSignUp(state.enrolment) : 'welcome', { signedIn: true })
    }
    case 'forgot-password':
      return go(forgotPasswordPath(locale))
    case 'brand': {
      const after = stepAfterSignIn(await createBrandProfile(c, data))
      return go(after === 'done' ? returnTo : after, { profileCreated: true })
    }
    case 'non-loyalty':
      if (!data.skip) await joinFromFlow(c, data.agreement)
      return go('welcome', { joined: !data.skip })
    case 'mobile':
      await saveMobileStep(c, { phone: data.phone ?? '', firstName: data.firstName, lastName: data.lastName })
      return go(await afterStep(c, 'mobile'))
    case 'profile':
      await saveProfileStep(c, data)
      return go(await afterStep(c, 'profile'))
    case 'interests':
      if (!data.skip)
        await saveInterestsStep(c, {
          interests: data.interests,
          preferredShoeSize: data.preferredShoeSize ?? '',
        })
      return go('success')
    case 'welcome':
    case 'success':
      return go(await afterStep(c, data.step))
  }
}

/** An upstream refusal of the address book worded for its pages (CCA400, CCA401, PRO414); others as they are. */
const wordedOrAsIs = (error: unknown): unknown =>
  error instanceof UpstreamError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.errorId in ADDRESS_BOOK_ERRORS
    ? new UpstreamRefusal(error, ADDRESS_BOOK_ERRORS)
    : error

/** A change of the address book, its refusals worded for its pages. */
async function changingAddressBook<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change()
  } catch (error) {
    throw wordedOrAsIs(error)
  }
}

/** An address id of the path, refused as unknown (CCA401) when it cannot be one. */
function addressIdOf(id: string): string {
  if (ADDRESS_ID_PATTERN.test(id)) return id
  throw new ApiError('ADDRESS_BOOK_UNKNOWN')
}

/** Adds an address (`id` null) or changes one; answers its id. */
export const saveAddressForm = (
  c: AppContext,
  id: string | null,
  data: z.output<typeof AddressSchema>,
): Promise<string> =>
  changingAddressBook(async () => {
    const { type, main, ...address } = data
    const form: AddressForm = { address, type, main }
    if (!id) return addAddress(c, form)
    await changeAddress(c, addressIdOf(id), form)
    return id
  })

/** Makes an address main or deletes it; answers its id. */
export const changeAddressBook = (c: AppContext, id: string, change: 'main' | 'delete'): Promise<string> =>
  changingAddressBook(async () => {
    const addressId = addressIdOf(id)
    if (change === 'main') await setMainAddress(c, addressId)
    else await deleteAddress(c, addressId)
    return addressId
  })

/** Each field's message for a reward card or code refused before anything is asked upstream. */
function refuseFields(
  errorId: 'REWARD_CARD_INVALID' | 'REWARD_CODE_INVALID',
  fields: Record<string, MessageKey>,
): never {
  // The refusal says its first field's message.
  throw new ApiError(errorId, { message: Object.values(fields)[0] ?? 'checkout.fixFields', fields })
}

/** Saves a reward card to the wallet (decision 043), its number and PIN checked first; its id. */
export async function saveRewardCardForm(c: AppContext, typed: { number: string; pin: string }) {
  const number = typed.number.replace(/[\s-]/g, '')
  const pin = typed.pin.trim()
  const fields: Record<string, MessageKey> = {}
  if (!/^\d{12,19}$/.test(number)) fields.number = 'wallet.error.numberRequired'
  if (!/^\d{4,8}$/.test(pin)) fields.pin = 'wallet.error.pinRequired'
  if (Object.keys(fields).length > 0) refuseFields('REWARD_CARD_INVALID', fields)
  // A number and PIN are what a card-cracking bot guesses: counted like gift cards (decision 032).
  await limitCodeTries(c, 'giftCard')
  return saveRewardCard(c, { number, pin })
}

/** Saves a reward code to the wallet, as typed (spaces and case aside); its id. */
export async function saveRewardCodeForm(c: AppContext, typed: string) {
  const code = typed.replace(/\s+/g, '').toUpperCase()
  if (!/^[A-Z0-9-]{1,64}$/.test(code))
    refuseFields('REWARD_CODE_INVALID', { code: 'wallet.error.codeRequired' })
  await limitCodeTries(c, 'rewardCode')
  return saveRewardCode(c, code)
}
