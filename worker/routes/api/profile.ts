/**
 * `/api/account/profile` and `/api/account/addresses` (decision 039): the signed-in shopper's profile and address
 * book, as JSON for scripts and as plain forms from the account pages. HTML forms can only post, so changing an
 * address is `POST /addresses/{id}` besides `PUT`, making it main `POST /addresses/{id}/main`, and deleting it
 * `POST /addresses/{id}/delete` besides `DELETE`.
 *
 * A plain form that succeeds goes back to its section with an outcome word (`?account=addressSaved`); one that is
 * refused is answered with its page itself: the profile or address form with what was typed and each field's
 * message, or the address book with the refusal. While the profile cannot be read, nothing is changed: a script
 * gets 502 PROFILE_NOT_LOADED, a form its page saying so (the typed form kept).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { AddressInputSchema } from '../../../shared/address-schema'
import { ADDRESS_BOOK_ERRORS } from '../../../shared/error-catalogue'
import {
  type AccountProfile,
  ADDRESS_BOOK_FIELDS,
  ADDRESS_ID_PATTERN,
  addressTypeOfId,
  isAddressType,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileForm,
} from '../../../shared/profile'
import { type AccountSection, accountSectionPath } from '../../../shared/routes'
import { ApiError, UpstreamRefusal } from '../../services/api-error'
import {
  type AddressForm,
  addAddress,
  changeAddress,
  deleteAddress,
  loadProfile,
  setMainAddress,
  updateProfile,
} from '../../services/profile'
import type { AppContext, AppEnv } from '../../types'
import { UpstreamError } from '../../upstream/errors'
import { toSignIn } from '../pages/account'
import {
  renderAddressBook,
  renderAddressForm,
  renderProfile,
  renderProfileNotLoaded,
} from '../pages/account-profile'
import { isPlainForm } from './account'
import { answer, readInput, refusalOf } from './responder'

export const profileApi = new Hono<AppEnv>()

/** Only bounded here; `shared/profile.ts` checks the fields, so each gets its own message. */
const text = z.string().max(1000)

/** Interests: a form's checkboxes (one value or several), or a script's list or pipe-separated string. */
const interests = z
  .union([text, z.array(text).max(50)])
  .optional()
  .transform((value) =>
    (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap((entry) => entry.split('|')),
  )

const ProfileSchema = z.object({
  firstName: text.default(''),
  lastName: text.default(''),
  birthDate: text.default(''),
  phone: text.default(''),
  postalCode: text.default(''),
  gender: text.default(''),
  interests,
  preferredShoeSize: text.default(''),
})

/** A checkbox: a form sends `on` when ticked and nothing when not; a script sends a boolean. */
const checkbox = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true')

const AddressSchema = AddressInputSchema.extend({
  /** `S` or `B`; a changed address keeps its own. */
  type: z.string().max(10).optional(),
  main: checkbox,
})

/** A refusal's status as a page answers it: a body the responder would not read is a bad request. */
const pageStatus = (status: number) => (status === 413 || status === 415 ? 400 : status) as 400

/** The form as typed, read again only to show a refused form; undefined for a script's call. */
const typedForm = (c: AppContext): Promise<FormData | null | undefined> =>
  isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
    ? c.req.raw
        .clone()
        .formData()
        .catch(() => null)
    : Promise.resolve(undefined)

const sectionPath = (c: AppContext, section: AccountSection) => accountSectionPath(c.var.locale.code, section)

/** An upstream refusal of the address book worded for its pages (CCA400, CCA401, PRO414); others as they are. */
const wordedOrAsIs = (error: unknown): unknown =>
  error instanceof UpstreamError &&
  error.status >= 400 &&
  error.status < 500 &&
  error.errorId in ADDRESS_BOOK_ERRORS
    ? new UpstreamRefusal(error, ADDRESS_BOOK_ERRORS)
    : error

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

// ---- The profile

profileApi.get('/profile', async (c) => c.json({ profile: await loadProfile(c) }))

/** What a refused profile form gives back as typed, each field cut to what it holds. */
function typedProfile(typed: FormData | null): ProfileForm {
  const value = (name: string, max: number) => String(typed?.get(name) ?? '').slice(0, max)
  return {
    firstName: value('firstName', 31),
    lastName: value('lastName', 31),
    birthDate: value('birthDate', 20),
    phone: value('phone', 30),
    postalCode: value('postalCode', 12),
    gender: value('gender', 10),
    interests: (typed?.getAll('interests') ?? []).map(String).slice(0, 20),
    preferredShoeSize: value('preferredShoeSize', 5),
  }
}

async function saveProfile(c: AppContext): Promise<Response> {
  const typed = await typedForm(c)
  const path = sectionPath(c, 'profile')
  try {
    const input = await readInput(c, ProfileSchema, { param: 'account', to: path })
    const { saved, profile } = await updateProfile(c, input.data)
    const next = `${path}?account=${saved}`
    return answer(c, input, { saved, profile, next }, { to: next })
  } catch (error) {
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const profile = await profileForPage(c, 'profile')
    if (profile instanceof Response) return profile
    const fields = (refusal.detail.fields ?? {}) as Partial<Record<ProfileField, string>>
    const errors = Object.fromEntries(
      PROFILE_FIELDS.filter((field) => fields[field]).map((field) => [field, fields[field] as string]),
    )
    return renderProfile(
      c,
      profile,
      {
        notice: null,
        values: typedProfile(typed),
        errors,
        formNotice: Object.keys(errors).length > 0 ? null : refusal.message,
      },
      pageStatus(refusal.status),
    )
  }
}

profileApi.put('/profile', (c) => saveProfile(c))
profileApi.post('/profile', (c) => saveProfile(c))

// ---- The address book

profileApi.get('/addresses', async (c) => c.json({ addresses: (await loadProfile(c)).addresses }))

/** An address id of the path, refused as unknown (CCA401) when it cannot be one. */
function addressIdOf(id: string): string {
  if (ADDRESS_ID_PATTERN.test(id)) return id
  throw new ApiError('ADDRESS_BOOK_UNKNOWN')
}

/** What a refused address form gives back as typed. */
function typedAddress(typed: FormData | null) {
  const value = (name: string) => String(typed?.get(name) ?? '').slice(0, 100)
  return {
    values: Object.fromEntries(ADDRESS_BOOK_FIELDS.map((field) => [field, value(field)])),
    type: isAddressType(value('type')) ? (value('type') as 'S' | 'B') : null,
    main: typed?.get('main') === 'on',
  }
}

const addressFormOf = (data: z.output<typeof AddressSchema>): AddressForm => {
  const { type, main, ...address } = data
  return { address, type, main }
}

/** Adds an address (`id` null) or changes one; a refused form comes back with what was typed. */
async function saveAddress(c: AppContext, id: string | null): Promise<Response> {
  const typed = await typedForm(c)
  const book = sectionPath(c, 'addresses')
  try {
    const input = await readInput(c, AddressSchema, { param: 'account', to: book })
    const form = addressFormOf(input.data)
    const addressId = id
      ? await changeAddress(c, addressIdOf(id), form).then(() => id)
      : await addAddress(c, form)
    const next = `${book}?account=addressSaved`
    return answer(c, input, { addressId, next }, { to: next, status: id ? 200 : 201 })
  } catch (caught) {
    const error = wordedOrAsIs(caught)
    if (typed === undefined) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const profile = await profileForPage(c, 'addresses')
    if (profile instanceof Response) return profile
    const existing = id ? (profile?.addresses.find((address) => address.id === id) ?? null) : null
    // The address is not (or no longer) the shopper's: back to the book, which says so.
    if (id && profile && !existing)
      return renderAddressBook(c, profile, { notice: null, errorNotice: refusal.message }, 404)
    const fields = refusal.detail.fields ?? {}
    const errors = Object.fromEntries(
      [...ADDRESS_BOOK_FIELDS, 'type']
        .filter((field) => fields[field])
        .map((field) => [field, fields[field]]),
    )
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
      pageStatus(refusal.status),
    )
  }
}

profileApi.post('/addresses', (c) => saveAddress(c, null))
profileApi.put('/addresses/:id', (c) => saveAddress(c, c.req.param('id')))
profileApi.post('/addresses/:id', (c) => saveAddress(c, c.req.param('id')))

/**
 * Makes an address main or deletes it. A plain form goes back to the book with the outcome, or is answered with
 * the book and the refusal (the address gone, the last billing address); while the profile cannot be read, with
 * the book's "not loaded" page.
 */
async function changeBook(c: AppContext, id: string, change: 'main' | 'delete'): Promise<Response> {
  const form = isPlainForm(c.req.header('content-type') ?? '', c.req.header('accept') ?? '')
  const book = sectionPath(c, 'addresses')
  try {
    const input =
      c.req.method === 'DELETE' ? null : await readInput(c, z.object({}), { param: 'account', to: book })
    const addressId = addressIdOf(id)
    if (change === 'main') await setMainAddress(c, addressId)
    else await deleteAddress(c, addressId)
    const next = `${book}?account=${change === 'main' ? 'addressMain' : 'addressDeleted'}`
    return answer(c, input, change === 'main' ? { main: addressId, next } : { deleted: addressId, next }, {
      to: next,
    })
  } catch (caught) {
    const error = wordedOrAsIs(caught)
    if (!form) throw error
    c.set('apiForm', undefined)
    const refusal = refusalOf(c, error)
    const profile = await profileForPage(c, 'addresses')
    if (profile instanceof Response) return profile
    if (!profile) return renderProfileNotLoaded(c, 'addresses')
    return renderAddressBook(
      c,
      profile,
      { notice: null, errorNotice: refusal.message },
      pageStatus(refusal.status),
    )
  }
}

profileApi.post('/addresses/:id/main', (c) => changeBook(c, c.req.param('id'), 'main'))
profileApi.post('/addresses/:id/delete', (c) => changeBook(c, c.req.param('id'), 'delete'))
profileApi.delete('/addresses/:id', (c) => changeBook(c, c.req.param('id'), 'delete'))
