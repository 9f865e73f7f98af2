/**
 * The signed-in shopper's profile and address book (spec 1 §3 "Consumer details", "Address", §5; spec 2 §3
 * "Consumer profile", "Address", §4 "Addresses"; decision 039): the rules of the profile form, shared by the page,
 * the worker and the mock consumer service so a form is refused the same way wherever it is checked, and the
 * shapes the account pages show.
 *
 * The profile form holds the basic details (names, birth date, mobile number, postal code and, where the shop's
 * country asks it, gender) and the preferences (interests, a preferred shoe size). The names, birth date and phone
 * follow sign-up's rules (`shared/account/sign-up.ts`); the postal code the shop's country's format (`shared/account/address.ts`).
 * When every basic field is empty the basic details are not sent at all: only the preferences are saved (spec 1
 * §3, issue 11), so a shopper with no details on file can still choose interests.
 *
 * Interests travel as one pipe-separated string (`hiking|running`), each known activity once, in the list's order.
 * An address's id starts with its approach type, `S` (shipping) or `B` (billing).
 */

import type { MessageKey } from '../i18n/i18n'
import type { DateFormat, Region } from '../i18n/locales'
import {
  ADDRESS_COUNTRIES,
  type AddressField,
  type AddressRules,
  isShippingCountry,
  isValidPostalCode,
  mergeAddressRules,
  type NormalisedAddress,
  normalisePostalCode,
  POSTAL_FIELDS,
  type PostalCodeLabelKey,
} from './address'
import { isValidPhone, type PhoneCountries, toNationalPhone } from './phone'
import {
  birthDateProblem,
  type Gender,
  isGender,
  minimumAgeOf,
  nameProblem,
  parseBirthDate,
  phoneExample,
  tidyName,
} from './sign-up'

// ---- Preferences

/** The activities a shopper may pick as interests; each has its label at `activity.<name>` in the messages. */
export const INTERESTS = ['hiking', 'running', 'everyday', 'climbing', 'snow', 'travel', 'camping'] as const
export type Interest = (typeof INTERESTS)[number]

export const isInterest = (value: unknown): value is Interest =>
  typeof value === 'string' && (INTERESTS as readonly string[]).includes(value)

/** The label of an interest in the messages. */
export const interestLabelKey = (interest: Interest): MessageKey => `activity.${interest}`

/** The shop's shoe sizes (the footwear of the catalogue is sized 6 to 13): the preferred size's choices. */
export const SHOE_SIZES = ['6', '7', '8', '9', '10', '11', '12', '13'] as const
export type ShoeSize = (typeof SHOE_SIZES)[number]

export const isShoeSize = (value: unknown): value is ShoeSize =>
  typeof value === 'string' && (SHOE_SIZES as readonly string[]).includes(value)

/**
 * Interests as the consumer service keeps them: the known ones, each once, in `INTERESTS` order, joined by `|`.
 *
 * @example joinInterests(['running', 'hiking', 'running']) // 'hiking|running'
 */
export const joinInterests = (interests: readonly string[]): string =>
  INTERESTS.filter((interest) => interests.includes(interest)).join('|')

/** The interests a stored string names, unknown names left out (a string the service wrote by other rules). */
export const parseInterests = (value: string | null | undefined): Interest[] => {
  const names = (value ?? '').split('|')
  return INTERESTS.filter((interest) => names.includes(interest))
}

/** Whether a string is a list of interests as the service takes it: empty, or known names each once, by `|`. */
export function isInterestList(value: string): boolean {
  if (value === '') return true
  const names = value.split('|')
  return names.every(isInterest) && new Set(names).size === names.length
}

// ---- Gender

/** The genders the consumer service keeps (sign-up asks them too, where the locale says). */
export { GENDERS, type Gender, isGender } from './sign-up'

/**
 * The shops whose profile asks for gender (spec 1 §5: "gender where configured"): those whose customers are
 * addressed by salutation (Herr, Frau; Monsieur, Madame; Signor, Signora; Señor, Señora). Always optional.
 */
export const GENDER_COUNTRIES: ReadonlySet<string> = new Set(['DE', 'FR', 'IT', 'ES'])

export const asksGender = (country: string): boolean => GENDER_COUNTRIES.has(country.toUpperCase())

// ---- The profile form

/** The basic details: when every one is empty, only the preferences are saved. */
export const BASIC_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'postalCode',
  'gender',
] as const

/** The profile form's fields in the order the page shows them: the first refused takes focus. */
export const PROFILE_FIELDS = [...BASIC_PROFILE_FIELDS, 'interests', 'preferredShoeSize'] as const
export type ProfileField = (typeof PROFILE_FIELDS)[number]

/** The profile form as typed. */
export interface ProfileForm {
  firstName: string
  lastName: string
  /** `YYYY-MM-DD` (a date field) or the locale's pattern. */
  birthDate: string
  /** The national number as typed (an international form of the country's own numbers too). */
  phone: string
  postalCode: string
  /** One of `GENDERS`, or empty for none. */
  gender: string
  interests: readonly string[]
  /** One of `SHOE_SIZES`, or empty for no preference. */
  preferredShoeSize: string
}

export const EMPTY_PROFILE_FORM: ProfileForm = {
  firstName: '',
  lastName: '',
  birthDate: '',
  phone: '',
  postalCode: '',
  gender: '',
  interests: [],
  preferredShoeSize: '',
}

/** Why a field was refused: a message key and the values its placeholders take. */
export interface ProfileProblem {
  key: MessageKey
  params?: Readonly<Record<string, string | number>>
}

/** Where the form is filled in, and what the account holds already. */
export interface ProfileContext {
  /** The shop's country: phone masks, postal code format, minimum age, whether gender is asked. */
  country: string
  region: Region
  /** The phone countries (the utilities service's, decision 107): the country's dial code and masks. */
  phoneCountries: PhoneCountries
  dateFormat?: DateFormat
  now: Date
  /** A birth date on file cannot be taken away (spec 1 §8 PRO411, missing birth date). */
  birthDateRequired: boolean
}

/** The basic details as they are sent on. */
export interface ConsumerDetailsUpdate {
  firstName: string
  lastName: string
  /** `YYYY-MM-DD`, or null for none. */
  birthDate: string | null
  /** The national number's digits, or null for none. */
  phone: string | null
  /** In the country's format, or null for none. */
  postalCode: string | null
  /** Left out where the country does not ask it (what is on file stays). */
  gender?: Gender | null
}

export interface PreferencesUpdate {
  /** Pipe-separated (`hiking|running`), empty for none. */
  interests: string
  preferredShoeSize: ShoeSize | null
}

/** What saving the form changes: the basic details (null: skipped, every basic field was empty) and the preferences. */
export interface ProfileUpdate {
  details: ConsumerDetailsUpdate | null
  preferences: PreferencesUpdate
}

export type ProfileProblems = Partial<Record<ProfileField, ProfileProblem>>

/** Whether every basic field of the form is empty: the basic details are then not sent. */
export const isBasicInfoEmpty = (form: ProfileForm): boolean =>
  BASIC_PROFILE_FIELDS.every((field) => form[field].trim() === '')

const POSTAL_MESSAGES: Record<PostalCodeLabelKey, MessageKey> = {
  'address.field.postalCode': 'address.error.postalCode',
  'address.field.zipCode': 'address.error.zipCode',
  'address.field.postcode': 'address.error.postcode',
}

/** At most this many characters of a postal code in a country the shop does not deliver to. */
const OTHER_POSTAL_CODE_MAX = 10

function postalCodeOf(
  typed: string,
  country: string,
): { value: string | null; problem: ProfileProblem | null } {
  const text = typed.trim()
  if (text === '') return { value: null, problem: null }
  if (!isShippingCountry(country)) {
    const value = text.toUpperCase().replace(/\s+/g, ' ')
    return /^[A-Z0-9 -]+$/.test(value) && value.length <= OTHER_POSTAL_CODE_MAX
      ? { value, problem: null }
      : { value: null, problem: { key: 'address.error.invalid' } }
  }
  if (isValidPostalCode(text, country)) return { value: normalisePostalCode(text, country), problem: null }
  const { label, example } = ADDRESS_COUNTRIES[country].postalCode
  return { value: null, problem: { key: POSTAL_MESSAGES[label], params: { example } } }
}

/**
 * What is wrong with each field of the profile form (none when it may be sent), and the update it makes. Names
 * are required (2–30 of the name characters); the birth date is optional unless one is on file, and when given
 * must pass sign-up's rule; the mobile number is optional and valid by the country's mask; the postal code is
 * optional and in the country's format; gender (where asked), interests and the shoe size come from their lists.
 * With every basic field empty, only the preferences are checked and `details` is null.
 *
 * @example checkProfile(form, { country: 'US', region: 'NA', phoneCountries, now: new Date(), birthDateRequired: false })
 */
export function checkProfile(
  form: ProfileForm,
  context: ProfileContext,
): { update: ProfileUpdate; problems: ProfileProblems } {
  const problems: ProfileProblems = {}

  const interests = form.interests.filter((name) => name !== '')
  if (!interests.every(isInterest)) problems.interests = { key: 'profile.error.interests' }
  const size = form.preferredShoeSize.trim()
  if (size !== '' && !isShoeSize(size)) problems.preferredShoeSize = { key: 'profile.error.shoeSize' }
  const preferences: PreferencesUpdate = {
    interests: joinInterests(interests),
    preferredShoeSize: isShoeSize(size) ? size : null,
  }

  // Nothing on file is taken away by a skipped update, so the birth date's requirement does not apply to it.
  if (isBasicInfoEmpty(form)) return { update: { details: null, preferences }, problems }

  const firstName = tidyName(form.firstName)
  const lastName = tidyName(form.lastName)
  const first = nameProblem(firstName, 'signUp.error.firstNameRequired')
  if (first) problems.firstName = { key: first }
  const last = nameProblem(lastName, 'signUp.error.lastNameRequired')
  if (last) problems.lastName = { key: last }

  let birthDate: string | null = null
  if (form.birthDate.trim() !== '' || context.birthDateRequired) {
    const problem = birthDateProblem(form.birthDate, context)
    if (problem)
      problems.birthDate =
        problem === 'signUp.error.tooYoung'
          ? { key: 'profile.error.tooYoung', params: { age: minimumAgeOf(context.country) } }
          : { key: problem }
    const parsed = parseBirthDate(form.birthDate, context.dateFormat)
    if (parsed && !problem)
      birthDate = `${String(parsed.year).padStart(4, '0')}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`
  }

  let phone: string | null = null
  if (form.phone.trim() !== '') {
    const national = toNationalPhone(form.phone, context.country, context.phoneCountries)
    if (
      national.length <= 15 &&
      isValidPhone(national, context.country, context.region, context.phoneCountries)
    )
      phone = national
    else
      problems.phone = {
        key: 'signUp.error.phone',
        params: { example: phoneExample(context.country, context.region, context.phoneCountries) },
      }
  }

  const postal = postalCodeOf(form.postalCode, context.country)
  if (postal.problem) problems.postalCode = postal.problem

  const details: ConsumerDetailsUpdate = { firstName, lastName, birthDate, phone, postalCode: postal.value }
  if (asksGender(context.country)) {
    const gender = form.gender.trim()
    if (gender !== '' && !isGender(gender)) problems.gender = { key: 'profile.error.gender' }
    details.gender = isGender(gender) ? gender : null
  }
  return { update: { details, preferences }, problems }
}

// ---- The address book

/** An address's approach type: S shipping, B billing. */
export const ADDRESS_TYPES = ['S', 'B'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

export const isAddressType = (value: unknown): value is AddressType => value === 'S' || value === 'B'

/** The approach type an address id names by its first character, or null. */
export const addressTypeOfId = (id: string): AddressType | null => {
  const first = id.charAt(0)
  return isAddressType(first) ? first : null
}

/** The shape of an address id: its approach type, a dash, then letters, digits, dashes or underscores. */
export const ADDRESS_ID_PATTERN = /^[SB]-[A-Za-z0-9_-]{1,64}$/

/** The fields of an address in the address book, in the form's order (no email: the account has one). */
export const ADDRESS_BOOK_FIELDS: readonly AddressField[] = POSTAL_FIELDS

/** The checkout's address rules for the address book: the same, except that an address has no email. */
export const addressBookRules = (rules: AddressRules): AddressRules =>
  mergeAddressRules(rules, { email: { required: false } })

/** An address of the address book as the account pages show it: a checked address, without the email. */
export interface SavedAddress extends Omit<NormalisedAddress, 'country' | 'email'> {
  /** Starts with the type: `S-…`, `B-…`. */
  id: string
  type: AddressType
  /** The one address of its type used first (at checkout, for payments). */
  main: boolean
  /** ISO 3166 alpha-2. */
  country: string
}

/** The signed-in shopper's profile as the account pages show it. */
export interface AccountProfile {
  email: string
  firstName: string
  lastName: string
  /** The national number's digits, or empty. */
  phone: string
  /** `YYYY-MM-DD`, or empty. */
  birthDate: string
  postalCode: string
  gender: Gender | ''
  interests: Interest[]
  preferredShoeSize: ShoeSize | ''
  /** Shipping first, then billing; in each, the main one first, then the newest first. */
  addresses: SavedAddress[]
}

/** The addresses of a type, the main one first, the others in the order given (newest first). */
export const addressesOfType = (addresses: readonly SavedAddress[], type: AddressType): SavedAddress[] => {
  const ofType = addresses.filter((address) => address.type === type)
  return [...ofType.filter((address) => address.main), ...ofType.filter((address) => !address.main)]
}

/** The main address of a type, or null. */
export const mainAddressOf = (addresses: readonly SavedAddress[], type: AddressType): SavedAddress | null =>
  addresses.find((address) => address.type === type && address.main) ?? null

/**
 * Whether an address may be deleted (decision 039): any shipping address; a billing address only while the
 * account has another (the consumer service answers PRO414 for the last one).
 */
export const isDeletable = (addresses: readonly SavedAddress[], address: SavedAddress): boolean =>
  address.type === 'S' || addresses.filter((other) => other.type === 'B').length > 1

/** The profile form filled with what the account holds. */
export const profileFormOf = (profile: AccountProfile): ProfileForm => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  birthDate: profile.birthDate,
  phone: profile.phone,
  postalCode: profile.postalCode,
  gender: profile.gender,
  interests: profile.interests,
  preferredShoeSize: profile.preferredShoeSize,
})

// ---- Addresses of the pages

/** The address book: `/{locale}/account/addresses`. */
export const addressBookPath = (locale: string): string => `/${locale}/account/addresses`

/** The form that adds an address, of a type chosen in advance (`?type=B`) or shipping. */
export const newAddressPath = (locale: string, type: AddressType = 'S'): string =>
  `${addressBookPath(locale)}/new${type === 'B' ? '?type=B' : ''}`

/** The form that changes an address. */
export const editAddressPath = (locale: string, id: string): string =>
  `${addressBookPath(locale)}/${encodeURIComponent(id)}`
