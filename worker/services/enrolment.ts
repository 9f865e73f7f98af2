/**
 * The enrolment flow (decision 046): the email lookup with its limits, and the complete-profile steps' saves. Every
 * step goes through the services that own its data: sign-in and sign-up (`account.ts`), the loyalty programme
 * (`loyalty.ts`) and the profile (`profile.ts`, checked by `shared/account/profile.ts`); this module adds what a step
 * requires that the profile form leaves optional (the mobile number at the mobile step; whatever is missing at the
 * profile step), and the order of the steps comes from `shared/account/enrolment.ts`.
 */

import { type EnrolmentProfile, profileStepFields } from '../../shared/account/enrolment'
import {
  type AccountProfile,
  checkProfile,
  EMPTY_PROFILE_FORM,
  type ProfileField,
  type ProfileForm,
  profileFormOf,
} from '../../shared/account/profile'
import { normaliseEmail } from '../../shared/account/sign-in'
import { signUpEmailProblem } from '../../shared/account/sign-up'
import type { MessageKey } from '../../shared/i18n/i18n'
import { clientAddress } from '../client-address'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { isLoyaltyMember } from '../upstream/consumers/membership'
import { reshapeAccountProfile } from '../upstream/consumers/reshape'
import type { ConsumerProfile, LookupAnswer } from '../upstream/consumers/schemas'
import { UpstreamError } from '../upstream/errors'
import { formContext, signedInShopper } from './account'
import { ApiError } from './api-error'
import { phoneCountries } from './countries'
import { customerOf } from './customer'
import { joinLoyalty } from './loyalty'
import { loadProfile, readSignedInShopper, updateProfile } from './profile'
import { hashedKey, isThrottled, type RateLimitCheck } from './rate-limits'

/** Counts a lookup against the client address's limit and the email's; past either, 429 with when to try again. */
async function limitLookups(c: AppContext, email: string): Promise<void> {
  const checks: RateLimitCheck[] = [
    [c.env.LOOKUP_EMAIL_LIMIT, await hashedKey('lookup', email)],
    [c.env.LOOKUP_ADDRESS_LIMIT, clientAddress(c)],
  ]
  if (await isThrottled(c, checks)) throw new ApiError('ENROL_THROTTLED')
}

/**
 * The lookup step: the email checked by sign-up's rule (refused at the field), counted against the limits, then
 * asked of the consumer service. The normalised email and whether it has an account (partially enrolled or not).
 */
export async function lookUpEmail(c: AppContext, typed: string): Promise<{ email: string } & LookupAnswer> {
  const email = normaliseEmail(typed)
  const problem = signUpEmailProblem(email)
  if (problem) throw new ApiError('ENROL_EMAIL_INVALID', { fields: { email: problem } })
  await limitLookups(c, email)
  const answer = await c.var.services.consumers.lookup(email)
  return { email, ...answer }
}

const CONSUMER_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The consumer a loyalty or enrolment e-mail's link names (`?consumerId=&email=`, spec 1 §3 `POST /retrieveUserData`):
 * their address and names to prefill the sign-up, or `'invalid'` when the pair is malformed or not one consumer's.
 * A failing consumer service leaves the form empty rather than the page unanswered.
 */
export async function linkedConsumer(
  c: AppContext,
  consumerId: string,
  typedEmail: string,
): Promise<{ email: string; firstName: string; lastName: string } | 'invalid' | null> {
  const email = normaliseEmail(typedEmail)
  if (!CONSUMER_ID.test(consumerId) || signUpEmailProblem(email)) return 'invalid'
  try {
    const linked = await c.var.services.consumers.retrieveUserData(consumerId, email)
    return linked
      ? { email: linked.email, firstName: linked.firstName, lastName: linked.lastName }
      : 'invalid'
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) return 'invalid'
    logEvent(c, 'warn', 'linked consumer unavailable', { error: String(error) })
    return null
  }
}

/** What the flow's rules read of a profile: the five fields and the membership. */
export const enrolmentProfileOf = (profile: AccountProfile, loyaltyMember: boolean): EnrolmentProfile => ({
  phone: profile.phone,
  firstName: profile.firstName,
  lastName: profile.lastName,
  postalCode: profile.postalCode,
  birthDate: profile.birthDate,
  loyaltyMember,
})

/** The signed-in shopper's profile for the flow, with their membership; null for a guest. */
export async function enrolmentState(
  c: AppContext,
): Promise<{ profile: AccountProfile; enrolment: EnrolmentProfile } | null> {
  const wire = await readSignedInShopper(c)
  if (!wire) return null
  const profile = reshapeAccountProfile(wire, c.var.locale.country, await phoneCountries(c))
  return { profile, enrolment: enrolmentProfileOf(profile, isLoyaltyMember(wire)) }
}

/** A required field of a step left empty: the refusal with the message at it. */
function requiredRefusal(fields: Partial<Record<ProfileField, MessageKey>>): ApiError {
  return new ApiError('ENROL_STEP_INVALID', { fields })
}

const empty = (value: string | undefined) => (value ?? '').trim() === ''

/** The mobile step's form: the phone, and the names when the account has none (a phone is kept with a name only). */
export interface MobileStepForm {
  phone: string
  firstName?: string | undefined
  lastName?: string | undefined
}

/**
 * Saves the mobile step: the phone is required here (optional on the profile page). An account without names
 * (a simplified sign-up) gives them here too, since the consumer service keeps details only with a name.
 */
export async function saveMobileStep(c: AppContext, form: MobileStepForm): Promise<AccountProfile> {
  const profile = await loadProfile(c)
  const needsNames = profile.firstName === '' || profile.lastName === ''
  const missing: Partial<Record<ProfileField, MessageKey>> = {}
  if (needsNames && empty(form.firstName)) missing.firstName = 'signUp.error.firstNameRequired'
  if (needsNames && empty(form.lastName)) missing.lastName = 'signUp.error.lastNameRequired'
  if (empty(form.phone)) missing.phone = 'enrol.error.phoneRequired'
  if (Object.keys(missing).length > 0) throw requiredRefusal(missing)
  const merged: ProfileForm = {
    ...profileFormOf(profile),
    phone: form.phone,
    ...(needsNames ? { firstName: form.firstName ?? '', lastName: form.lastName ?? '' } : {}),
  }
  return (await updateProfile(c, merged)).profile
}

/** The profile step's form: names, postal code and birth date (those the step shows). */
export interface ProfileStepForm {
  firstName?: string | undefined
  lastName?: string | undefined
  postalCode?: string | undefined
  birthDate?: string | undefined
}

const REQUIRED_MESSAGES = {
  firstName: 'signUp.error.firstNameRequired',
  lastName: 'signUp.error.lastNameRequired',
  postalCode: 'enrol.error.postalCodeRequired',
  birthDate: 'signUp.error.birthDateRequired',
} as const satisfies Record<string, MessageKey>

/** Saves the profile step: each field it shows (what was missing) is required, then the profile form's rules. */
export async function saveProfileStep(c: AppContext, form: ProfileStepForm): Promise<AccountProfile> {
  const profile = await loadProfile(c)
  const shown = profileStepFields(profile)
  const missing: Partial<Record<ProfileField, MessageKey>> = {}
  for (const field of shown) if (empty(form[field])) missing[field] = REQUIRED_MESSAGES[field]
  if (Object.keys(missing).length > 0) throw requiredRefusal(missing)
  const merged: ProfileForm = { ...profileFormOf(profile) }
  for (const field of shown) merged[field] = form[field] ?? ''
  return (await updateProfile(c, merged)).profile
}

/** Saves the interests step: the preferences only (the basic details are not sent, so none is changed). */
export async function saveInterestsStep(
  c: AppContext,
  form: { interests: readonly string[]; preferredShoeSize: string },
): Promise<AccountProfile> {
  return (
    await updateProfile(c, {
      ...EMPTY_PROFILE_FORM,
      interests: form.interests,
      preferredShoeSize: form.preferredShoeSize,
    })
  ).profile
}

/** The loyalty offer (non-loyalty step): joining needs the terms agreed; skipping goes on as a non-member. */
export async function joinFromFlow(c: AppContext, agreement: boolean): Promise<void> {
  await joinLoyalty(c, { referralCode: '', agreement })
}

/** The names the brand's welcome step confirms (decision 088). */
export interface BrandStepForm {
  firstName?: string | undefined
  lastName?: string | undefined
}

/**
 * Creates the shopper's profile on this brand from the welcome step (decision 088): the names are required and
 * checked by the profile's rules, then sent (`POST /consumers-v3/consumer`); a profile made meanwhile (PRO409, a
 * second tab) is taken as made. The session's customer becomes the profile's, and the flow goes on as after a
 * sign-in. SESSION_ENDED for a guest.
 */
export async function createBrandProfile(c: AppContext, form: BrandStepForm): Promise<EnrolmentProfile> {
  const { customer } = await c.var.session.read()
  if (!customer) throw new ApiError('SESSION_ENDED')
  const missing: Partial<Record<ProfileField, MessageKey>> = {}
  if (empty(form.firstName)) missing.firstName = 'signUp.error.firstNameRequired'
  if (empty(form.lastName)) missing.lastName = 'signUp.error.lastNameRequired'
  if (Object.keys(missing).length > 0) throw requiredRefusal(missing)
  const { update, problems } = checkProfile(
    { ...EMPTY_PROFILE_FORM, firstName: form.firstName ?? '', lastName: form.lastName ?? '' },
    { ...(await formContext(c)), birthDateRequired: false },
  )
  if (Object.keys(problems).length > 0 || !update.details)
    throw new ApiError('PROFILE_INVALID', { fields: problems })
  const { consumers } = c.var.services
  let created: ConsumerProfile | null
  try {
    created = await consumers.createProfile({ details: update.details, country: c.var.locale.country })
  } catch (error) {
    if (!(error instanceof UpstreamError && error.errorId === 'PRO409')) throw error
    created = await signedInShopper(c)
  }
  if (!created) throw new ApiError('SESSION_ENDED')
  await c.var.session.change({ kind: 'customer', customer: customerOf(created) })
  const profile = reshapeAccountProfile(created, c.var.locale.country, await phoneCountries(c))
  return enrolmentProfileOf(profile, isLoyaltyMember(created))
}
