/**
 * The signed-in shopper's profile and address book (decision 039). Every change reads the profile first: one the
 * consumer service cannot answer (down, slow, broken, or PRO404) is "not loaded" (spec 2 §5), and nothing is
 * changed then. Each form is checked by the shared rules before anything is sent (`shared/account/profile.ts` for the
 * profile, the checkout's address rules without an email for an address), so the service's own refusals are the
 * rare ones: the same address twice (CCA400), an address that is not the shopper's (CCA401), the last billing
 * address (PRO414), another account's phone (AUT444).
 */

import { type AddressInput, isShippingCountry, validateAddress } from '../../shared/account/address'
import { normalisePhone } from '../../shared/account/phone'
import {
  type AccountProfile,
  type AddressType,
  addressBookRules,
  checkProfile,
  type ProfileForm,
  parseInterests,
} from '../../shared/account/profile'
import { logEvent } from '../log'
import type { AppContext } from '../types'
import { reshapeAccountProfile } from '../upstream/consumers/reshape'
import type { ConsumerProfile } from '../upstream/consumers/schemas'
import { UpstreamError } from '../upstream/errors'
import { wireAddress } from '../upstream/wire-address'
import { formContext, signedInShopper } from './account'
import { ApiError } from './api-error'
import { addressRulesFor, fieldMessages, shopCountry } from './checkout'
import { phoneCountries } from './countries'

/**
 * Whether a failure to read the profile means it is not loaded: the consumer service down, too slow, answering
 * what is not a profile, or not finding it (PRO404). A refused token is not one: the session deals with it.
 */
export function isProfileUnavailable(error: unknown): boolean {
  return (
    error instanceof UpstreamError &&
    (error.status >= 500 || error.status === 404 || error.errorId === 'PRO404')
  )
}

/** The refusal of a change while the profile cannot be read. */
export const profileNotLoaded = () => new ApiError('PROFILE_NOT_LOADED')

/** The signed-in shopper as the consumer service holds them, null for a guest; PROFILE_NOT_LOADED when it cannot say. */
export async function readSignedInShopper(c: AppContext): Promise<ConsumerProfile | null> {
  try {
    return await signedInShopper(c)
  } catch (error) {
    if (isProfileUnavailable(error)) throw profileNotLoaded()
    throw error
  }
}

/**
 * What the account holds of how to reach the signed-in shopper, for a form that sends it along (an event
 * registration, spec 3 §3): the gender and the phone in its international form (spec 2 §5's normalisation); nulls
 * when the account holds none or cannot be read just now, which never stops the form.
 */
export async function shopperContact(
  c: AppContext,
): Promise<{ gender: string | null; phone: string | null }> {
  const profile = await signedInShopper(c).catch((error: unknown) => {
    logEvent(c, 'warn', 'profile unread for a form', { reason: String(error) })
    return null
  })
  const details = profile?.consumerDetails
  const phone = details?.phone ? normalisePhone(details.phone) : ''
  return { gender: details?.gender || null, phone: phone || null }
}

/**
 * The signed-in shopper's profile, read live and shaped for the account pages. Refused with 401 AUT498 for a
 * guest, and 502 PROFILE_NOT_LOADED when the consumer service cannot answer it.
 */
export async function loadProfile(c: AppContext): Promise<AccountProfile> {
  const wire = await readSignedInShopper(c)
  if (!wire) throw new ApiError('SESSION_ENDED')
  return reshapeAccountProfile(wire, c.var.locale.country, await phoneCountries(c))
}

/** What saving the profile did: the details and preferences, or the preferences only (every detail empty). */
export type ProfileSaved = 'profileSaved' | 'preferencesSaved'

/** The outcome of saving the profile, and the profile as the consumer service now holds it. */
export interface ProfileUpdated {
  saved: ProfileSaved
  profile: AccountProfile
}

/**
 * Saves the profile form (spec 1 §7: `consumerProfile { consumerDetails, preferences }`). When every basic field
 * is empty the details are not sent (spec 1 §3): only the interests and shoe size are saved. The email is never
 * sent: the profile does not change it.
 */
export async function updateProfile(c: AppContext, form: ProfileForm): Promise<ProfileUpdated> {
  const profile = await loadProfile(c)
  const { locale } = c.var
  const { update, problems } = checkProfile(form, {
    ...(await formContext(c)),
    birthDateRequired: profile.birthDate !== '',
  })
  if (Object.keys(problems).length > 0) throw new ApiError('PROFILE_INVALID', { fields: problems })
  const answer = await c.var.services.consumers.updateProfile({ ...update, country: locale.country })
  const saved = answer ? reshapeAccountProfile(answer, locale.country, await phoneCountries(c)) : null
  await rememberInSession(c, {
    firstName: update.details?.firstName.trim() ?? '',
    interests: saved ? saved.interests : parseInterests(update.preferences.interests),
  })
  return {
    saved: update.details ? 'profileSaved' : 'preferencesSaved',
    profile: saved ?? profile,
  }
}

/**
 * Writes what the session's customer holds of a saved profile back to it, in one change and only when it
 * changed: the first name the header greets them by, and the interests the personalization decision hears
 * (decision 062). An empty first name leaves the one on file, as a skipped update does.
 */
async function rememberInSession(
  c: AppContext,
  saved: { firstName: string; interests: readonly string[] },
): Promise<void> {
  const { customer } = await c.var.session.read()
  if (!customer) return
  const firstName = saved.firstName ? saved.firstName.slice(0, 100) : customer.firstName
  const interests = saved.interests.length > 0 ? [...saved.interests] : undefined
  const sameInterests = (customer.interests ?? []).join('|') === (interests ?? []).join('|')
  if (firstName === customer.firstName && sameInterests) return
  const { interests: _previous, ...rest } = customer
  await c.var.session.change({
    kind: 'customer',
    customer: { ...rest, ...(firstName ? { firstName } : {}), ...(interests ? { interests } : {}) },
  })
}

/** An address form as typed: the address's fields, its type (a new one only) and whether to make it main. */
export interface AddressForm {
  address: AddressInput
  /** `S` or `B`; ignored when an address is changed (its type stays). */
  type?: string | undefined
  main: boolean
}

/** The address of the form checked by the rules of its country (the shop's when it names none), without an email. */
async function checkedAddress(c: AppContext, form: AddressForm, type: AddressType | null) {
  const named = typeof form.address.country === 'string' ? form.address.country.trim().toUpperCase() : ''
  const country = isShippingCountry(named) ? named : shopCountry(c)
  const result = validateAddress(
    { ...form.address, country: named || country, email: '' },
    {
      country,
      rules: addressBookRules(await addressRulesFor(c, country)),
      phoneCountries: await phoneCountries(c),
    },
  )
  const fields = result.ok ? {} : fieldMessages(result.errors)
  if (!type) fields.type = 'addressBook.error.type'
  if (!result.ok || !type) throw new ApiError('ADDRESS_INVALID', { fields })
  return {
    approachType: type,
    main: form.main,
    ...wireAddress(result.value),
  }
}

const typeOf = (value: unknown): AddressType | null => (value === 'S' || value === 'B' ? value : null)

/** Adds an address to the book (the first of its type becomes main); its id. */
export async function addAddress(c: AppContext, form: AddressForm): Promise<string> {
  await loadProfile(c)
  const address = await checkedAddress(c, form, typeOf(form.type))
  return c.var.services.consumers.addAddress(address)
}

/** The shopper's address of this id, from the profile as it is now; refused CCA401 when it is not theirs. */
function ownAddress(profile: AccountProfile, id: string) {
  const address = profile.addresses.find((entry) => entry.id === id)
  if (!address) throw new ApiError('ADDRESS_BOOK_UNKNOWN')
  return address
}

/** Changes an address of the book; its type stays. */
export async function changeAddress(c: AppContext, id: string, form: AddressForm): Promise<void> {
  const existing = ownAddress(await loadProfile(c), id)
  const { approachType: _type, ...address } = await checkedAddress(c, form, existing.type)
  await c.var.services.consumers.updateAddress(id, address)
}

/** Makes an address the main one of its type; the service clears the other's flag in the same step. */
export async function setMainAddress(c: AppContext, id: string): Promise<void> {
  const existing = ownAddress(await loadProfile(c), id)
  if (existing.main) return
  await c.var.services.consumers.updateAddress(id, {
    main: true,
    firstName: existing.firstName,
    lastName: existing.lastName,
    addressLine1: existing.addressLine1,
    addressLine2: existing.addressLine2,
    city: existing.city,
    province: existing.province,
    postalCode: existing.postalCode,
    countryCode: existing.country,
    phone: existing.phone,
    phoneCode: existing.phoneCode,
  })
}

/**
 * Deletes an address of the book. It leaves the page only once the service has deleted it (spec 2 §4): the page
 * is drawn afresh from the profile after the call.
 */
export async function deleteAddress(c: AppContext, id: string): Promise<void> {
  ownAddress(await loadProfile(c), id)
  await c.var.services.consumers.deleteAddress(id)
}
