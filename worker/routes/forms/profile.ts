/**
 * The profile and address book pages' own forms (decision 039). One that succeeds goes back to its section with an
 * outcome word (`?account=addressSaved`); one that is refused is its page again: the profile or address form with
 * what was typed and each field's message, or the address book with the refusal. While the profile cannot be read,
 * nothing is changed, and the page says so (the typed form kept).
 */
import * as z from 'zod'
import {
  type AccountProfile,
  ADDRESS_BOOK_FIELDS,
  addressTypeOfId,
  isAddressType,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileForm,
} from '../../../shared/account/profile'
import { type AccountSection, accountSectionPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { loadProfile, updateProfile } from '../../services/profile'
import type { AppContext } from '../../types'
import { changeAddressBook, saveAddressForm } from '../form-outcomes'
import { AddressSchema, ProfileSchema } from '../inputs'
import {
  renderAddressBook,
  renderAddressForm,
  renderProfile,
  renderProfileNotLoaded,
} from '../pages/account-profile'
import { toSignIn } from '../sign-in-first'
import { answerForm, fieldErrors, pageStatus, type TypedForm, typedText } from './page-form'

const sectionPath = (c: AppContext, section: AccountSection) => accountSectionPath(c.var.locale.code, section)

/**
 * The profile for the page a refused form comes back to: the profile, or null when it cannot be read (the page
 * then keeps what was typed and says so), or the answer that sends a shopper no longer signed in to sign in.
 */
async function profileForPage(
  c: AppContext,
  section: AccountSection,
): Promise<AccountProfile | null | Response> {
  try {
    return await loadProfile(c)
  } catch (error) {
    if (error instanceof ApiError && error.errorId === 'PROFILE_NOT_LOADED') return null
    if (error instanceof ApiError && error.status === 401) return toSignIn(c, sectionPath(c, section))
    throw error
  }
}

/** What a refused profile form gives back as typed, each field cut to what it holds. */
const typedProfile = (typed: TypedForm): ProfileForm => ({
  firstName: typedText(typed, 'firstName', 31),
  lastName: typedText(typed, 'lastName', 31),
  birthDate: typedText(typed, 'birthDate', 20),
  phone: typedText(typed, 'phone', 30),
  postalCode: typedText(typed, 'postalCode', 12),
  gender: typedText(typed, 'gender', 10),
  interests: typed.getAll('interests').slice(0, 20),
  preferredShoeSize: typedText(typed, 'preferredShoeSize', 5),
})

export const profileAction = (c: AppContext) =>
  answerForm(c, {
    schema: ProfileSchema,
    act: async (data) => {
      const { saved } = await updateProfile(c, data)
      return c.redirect(`${sectionPath(c, 'profile')}?account=${saved}`, 303)
    },
    refused: async (refusal, typed) => {
      const profile = await profileForPage(c, 'profile')
      if (profile instanceof Response) return profile
      const errors = fieldErrors<ProfileField>(refusal, PROFILE_FIELDS)
      return renderProfile(
        c,
        profile,
        {
          notice: null,
          values: typedProfile(typed),
          errors,
          formNotice: Object.keys(errors).length > 0 ? null : refusal.message,
        },
        pageStatus(refusal),
      )
    },
  })

/** What a refused address form gives back as typed. */
function typedAddress(typed: TypedForm) {
  const type = typed.get('type')
  return {
    values: Object.fromEntries(ADDRESS_BOOK_FIELDS.map((field) => [field, typedText(typed, field, 100)])),
    type: isAddressType(type) ? type : null,
    main: typed.get('main') === 'on',
  }
}

/** Adds an address (`id` null, from `/addresses/new`) or changes one (from `/addresses/{id}`). */
export const addressAction = (c: AppContext, id: string | null) =>
  answerForm(c, {
    schema: AddressSchema,
    act: async (data) => {
      await saveAddressForm(c, id, data)
      return c.redirect(`${sectionPath(c, 'addresses')}?account=addressSaved`, 303)
    },
    refused: async (refusal, typed) => {
      const profile = await profileForPage(c, 'addresses')
      if (profile instanceof Response) return profile
      const existing = id ? (profile?.addresses.find((address) => address.id === id) ?? null) : null
      // The address is not (or no longer) the shopper's: back to the book, which says so.
      if (id && profile && !existing)
        return renderAddressBook(c, profile, { notice: null, errorNotice: refusal.message }, 404)
      const errors = fieldErrors(refusal, [...ADDRESS_BOOK_FIELDS, 'type'])
      const kept = typedAddress(typed)
      const type = id ? addressTypeOfId(id) : kept.type
      return renderAddressForm(
        c,
        {
          // Without the profile (not loaded) a changed address is known by its id alone.
          existing: existing ?? (id && type ? { id, type, main: false } : null),
          values: kept.values,
          type,
          main: kept.main,
          errors,
          formNotice: Object.keys(errors).length > 0 ? null : refusal.message,
        },
        pageStatus(refusal),
      )
    },
  })

/** The address book's own forms: an address (`address`, its id) made main or deleted (`change`). */
const BookChangeSchema = z.object({ address: z.string().max(100), change: z.enum(['main', 'delete']) })

/**
 * Makes an address main or deletes it: back to the book with the outcome, or the book again with the refusal (the
 * address gone, the last billing address); while the profile cannot be read, the book's "not loaded" page.
 */
export const addressBookAction = (c: AppContext) =>
  answerForm(c, {
    schema: BookChangeSchema,
    act: async ({ address, change }) => {
      await changeAddressBook(c, address, change)
      const outcome = change === 'main' ? 'addressMain' : 'addressDeleted'
      return c.redirect(`${sectionPath(c, 'addresses')}?account=${outcome}`, 303)
    },
    refused: async (refusal) => {
      const profile = await profileForPage(c, 'addresses')
      if (profile instanceof Response) return profile
      if (!profile) return renderProfileNotLoaded(c, 'addresses')
      return renderAddressBook(
        c,
        profile,
        { notice: null, errorNotice: refusal.message },
        pageStatus(refusal),
      )
    },
  })
