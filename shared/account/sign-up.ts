/**
 * The sign-up form's rules (spec 1 §5 "Sign-up"), the same in the browser, the storefront worker and the mock
 * consumer service, so a form is refused the same way wherever it is checked: first and last name (the shop's
 * name rule, 2–30 characters), an email (valid, at most 100), a password (8–200 characters with an upper-case
 * letter, a lower-case letter and a digit), a birth date (a real date, from 1900-01-01, and the shopper at least
 * the country's minimum age), a phone valid by the country's mask, an SMS opt-in that needs that phone, and the
 * required agreement to the terms of sale and the privacy policy. The newsletter is optional. What else a locale
 * asks, and which of it is required, is the locale's (`LocaleInfo.signUp`, decision 079): the phone, the SMS opt-in,
 * gender, and a postal code by the country's format and mask.
 */
import type { MessageKey } from '../i18n/i18n'
import type { DateFormat, Region, SignUpLocaleRules } from '../i18n/locales'
import { isValidEmail, NAME_MAX_LENGTH, NAME_MIN_LENGTH, nameRuleProblem } from '../validation'
import { isShippingCountry, isValidPostalCode, normalisePostalCode } from './address'
import { applyPhoneMask, isValidPhone, type PhoneCountries, toNationalPhone } from './phone'
import { formatPhone } from './phone-format'
import { normaliseEmail, SIGN_IN_EMAIL_MAX } from './sign-in'

/** Sign-up's names follow the shop's one name rule (`nameRuleProblem`). */
export const SIGN_UP_NAME_MIN = NAME_MIN_LENGTH
export const SIGN_UP_NAME_MAX = NAME_MAX_LENGTH
export const SIGN_UP_EMAIL_MAX = SIGN_IN_EMAIL_MAX
export const SIGN_UP_PASSWORD_MIN = 8
export const SIGN_UP_PASSWORD_MAX = 200
/** The earliest birth date accepted. */
export const SIGN_UP_BIRTH_DATE_MIN = '1900-01-01'

/**
 * The youngest a shopper may be to open an account, by the shop's country (decision 036): 16 in the EU
 * countries (GDPR art. 8's default age of consent to online services, used alike in every EU shop), 13 in the
 * United States (COPPA), Canada and the United Kingdom (the UK's Data Protection Act 2018).
 */
export const MINIMUM_AGE: Readonly<Record<string, number>> = {
  US: 13,
  CA: 13,
  GB: 13,
  DE: 16,
  FR: 16,
  IT: 16,
  ES: 16,
  NL: 16,
}

/** The minimum age for a country the table does not know: the strictest of the table. */
export const DEFAULT_MINIMUM_AGE = 16

export const minimumAgeOf = (country: string): number =>
  MINIMUM_AGE[country.toUpperCase()] ?? DEFAULT_MINIMUM_AGE

/** The password's requirements, in the order the page lists them. */
export const PASSWORD_REQUIREMENTS = [
  { id: 'length', key: 'signUp.rule.length', test: (password: string) => [...password].length >= 8 },
  { id: 'upper', key: 'signUp.rule.upper', test: (password: string) => /\p{Lu}/u.test(password) },
  { id: 'lower', key: 'signUp.rule.lower', test: (password: string) => /\p{Ll}/u.test(password) },
  { id: 'digit', key: 'signUp.rule.digit', test: (password: string) => /\d/.test(password) },
] as const satisfies readonly { id: string; key: MessageKey; test: (password: string) => boolean }[]

export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number]['id']

/** Which requirements a password meets, by id. */
export function passwordChecks(password: string): Record<PasswordRequirement, boolean> {
  return Object.fromEntries(PASSWORD_REQUIREMENTS.map((rule) => [rule.id, rule.test(password)])) as Record<
    PasswordRequirement,
    boolean
  >
}

/** Whether a password meets every requirement and is not over the longest accepted. */
export const isStrongPassword = (password: string): boolean =>
  password.length <= SIGN_UP_PASSWORD_MAX && PASSWORD_REQUIREMENTS.every((rule) => rule.test(password))

/** A calendar date (no time), as `{ year, month, day }` with month 1–12. */
export interface CalendarDate {
  year: number
  month: number
  day: number
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

const isoOf = ({ year, month, day }: CalendarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`

/**
 * A birth date as typed: `YYYY-MM-DD` (what a date field sends), or the locale's own pattern (`DD/MM/YYYY`,
 * `MM/DD/YYYY`, for a browser that shows a date field as text). Null when it is not a real calendar date.
 *
 * @example parseBirthDate('29/02/2001', 'DD/MM/YYYY') // null: 2001 was not a leap year
 */
export function parseBirthDate(value: string, dateFormat: DateFormat = 'MM/DD/YYYY'): CalendarDate | null {
  const text = value.trim()
  let parts: [number, number, number] | null = null
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  if (local) {
    const [first, second, year] = [Number(local[1]), Number(local[2]), Number(local[3])]
    parts = dateFormat === 'DD/MM/YYYY' ? [year, second, first] : [year, first, second]
  }
  if (!parts) return null
  const [year, month, day] = parts
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  return { year, month, day }
}

/** Today's calendar date in UTC: the date every check of an age is made against. */
export const todayOf = (now: Date): CalendarDate => ({
  year: now.getUTCFullYear(),
  month: now.getUTCMonth() + 1,
  day: now.getUTCDate(),
})

/**
 * Full years from a birth date to a day. Someone born on 29 February has their birthday on 1 March in other years.
 *
 * @example ageOn({ year: 2010, month: 5, day: 2 }, { year: 2026, month: 5, day: 1 }) // 15
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day)
  return today.year - birth.year - (beforeBirthday ? 1 : 0)
}

/** The genders the consumer service keeps. */
export const GENDERS = ['FEMALE', 'MALE', 'DIVERSE'] as const
export type Gender = (typeof GENDERS)[number]

export const isGender = (value: unknown): value is Gender =>
  typeof value === 'string' && (GENDERS as readonly string[]).includes(value)

/** What a locale that is not configured asks: the phone, SMS opt-in and postal code optional, no gender. */
export const DEFAULT_SIGN_UP_RULES: SignUpLocaleRules = {
  phone: 'optional',
  smsOptIn: 'optional',
  gender: 'off',
  postalCode: 'optional',
}

/** At most this many characters of a postal code as typed, in any country. */
export const SIGN_UP_POSTAL_CODE_MAX = 10

export interface SignUpInput {
  firstName: string
  lastName: string
  email: string
  password: string
  /** As typed; checked as `YYYY-MM-DD` or in the locale's pattern, sent on as `YYYY-MM-DD`. */
  birthDate: string
  /** Optional; the national number as typed (an international form of the country's own numbers too). */
  phone: string
  smsOptIn: boolean
  newsletter: boolean
  /** The terms of sale and privacy policy accepted. */
  agreement: boolean
  /** One of `GENDERS`, or empty; read only where the locale asks it. */
  gender?: string
  /** As typed; read only where the locale asks it, sent on in the country's format. */
  postalCode?: string
}

export type SignUpField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'password'
  | 'birthDate'
  | 'gender'
  | 'phone'
  | 'postalCode'
  | 'smsOptIn'
  | 'agreement'
  /** The loyalty-only variant's agreement to the programme's terms (decision 046). */
  | 'loyaltyAgreement'

/** The fields in the order the form shows them: the first refused takes focus. */
export const SIGN_UP_FIELDS: readonly SignUpField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'birthDate',
  'gender',
  'phone',
  'postalCode',
  'smsOptIn',
  'agreement',
  'loyaltyAgreement',
]

export const SIGN_UP_PROBLEMS = [
  'signUp.error.firstNameRequired',
  'signUp.error.lastNameRequired',
  'signUp.error.nameLength',
  'signUp.error.name',
  'signUp.error.emailRequired',
  'signUp.error.email',
  'signUp.error.emailTooLong',
  'signUp.error.passwordRequired',
  'signUp.error.passwordWeak',
  'signUp.error.passwordTooLong',
  'signUp.error.birthDateRequired',
  'signUp.error.birthDate',
  'signUp.error.birthDateTooEarly',
  'signUp.error.birthDateFuture',
  'signUp.error.tooYoung',
  'signUp.error.genderRequired',
  'signUp.error.gender',
  'signUp.error.phoneRequired',
  'signUp.error.phone',
  'signUp.error.postalCodeRequired',
  'signUp.error.postalCode',
  'signUp.error.smsRequired',
  'signUp.error.smsNeedsPhone',
  'signUp.error.agreement',
] as const satisfies readonly MessageKey[]

export type SignUpProblem = (typeof SIGN_UP_PROBLEMS)[number]

/**
 * Where the form is filled in: the shop's country (phone masks, postal codes, minimum age), region, date pattern and
 * the locale's rules (`DEFAULT_SIGN_UP_RULES` when not given).
 */
export interface SignUpContext {
  country: string
  region: Region
  /** The phone countries (the utilities service's, decision 107): the country's dial code and masks. */
  phoneCountries: PhoneCountries
  dateFormat?: DateFormat
  now: Date
  rules?: SignUpLocaleRules
}

/**
 * The form as it is sent on: trimmed names, the email normalised, the birth date `YYYY-MM-DD`, the phone's digits,
 * the gender and postal code (in the country's format) empty where the locale does not ask them.
 */
export type SignUpDetails = SignUpInput & { gender: Gender | ''; postalCode: string }

/** Names are trimmed and their runs of spaces made one. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ')

/** What is wrong with a tidied name (empty: `required`), or null. */
export function nameProblem(name: string, required: SignUpProblem): SignUpProblem | null {
  const problem = nameRuleProblem(name)
  if (problem === 'required') return required
  if (problem === 'length') return 'signUp.error.nameLength'
  return problem === 'characters' ? 'signUp.error.name' : null
}

/** What is wrong with a birth date at `now` in `country`, or null. */
export function birthDateProblem(
  value: string,
  context: Pick<SignUpContext, 'country' | 'dateFormat' | 'now'>,
): SignUpProblem | null {
  if (value.trim() === '') return 'signUp.error.birthDateRequired'
  const birth = parseBirthDate(value, context.dateFormat)
  if (!birth) return 'signUp.error.birthDate'
  const iso = isoOf(birth)
  if (iso < SIGN_UP_BIRTH_DATE_MIN) return 'signUp.error.birthDateTooEarly'
  const today = todayOf(context.now)
  if (iso > isoOf(today)) return 'signUp.error.birthDateFuture'
  return ageOn(birth, today) < minimumAgeOf(context.country) ? 'signUp.error.tooYoung' : null
}

/**
 * What is wrong with each field (none when the form may be sent), and the form as it is sent on.
 *
 * @example checkSignUp(form, { country: 'DE', region: 'EMEA', phoneCountries, dateFormat: 'DD/MM/YYYY', now: new Date() })
 */
export function checkSignUp(
  form: SignUpInput,
  context: SignUpContext,
): { input: SignUpDetails; problems: Partial<Record<SignUpField, SignUpProblem>> } {
  const problems: Partial<Record<SignUpField, SignUpProblem>> = {}
  const firstName = tidyName(form.firstName)
  const lastName = tidyName(form.lastName)
  const first = nameProblem(firstName, 'signUp.error.firstNameRequired')
  if (first) problems.firstName = first
  const last = nameProblem(lastName, 'signUp.error.lastNameRequired')
  if (last) problems.lastName = last

  const email = normaliseEmail(form.email)
  if (email === '') problems.email = 'signUp.error.emailRequired'
  else if (email.length > SIGN_UP_EMAIL_MAX) problems.email = 'signUp.error.emailTooLong'
  else if (!isValidEmail(email)) problems.email = 'signUp.error.email'

  if (form.password === '') problems.password = 'signUp.error.passwordRequired'
  else if (form.password.length > SIGN_UP_PASSWORD_MAX) problems.password = 'signUp.error.passwordTooLong'
  else if (!isStrongPassword(form.password)) problems.password = 'signUp.error.passwordWeak'

  const birth = birthDateProblem(form.birthDate, context)
  if (birth) problems.birthDate = birth
  const parsedBirth = parseBirthDate(form.birthDate, context.dateFormat)

  const rules = context.rules ?? DEFAULT_SIGN_UP_RULES
  const gender = rules.gender === 'off' ? '' : (form.gender ?? '').trim()
  if (gender === '' && rules.gender === 'required') problems.gender = 'signUp.error.genderRequired'
  else if (gender !== '' && !isGender(gender)) problems.gender = 'signUp.error.gender'

  const phoneTyped = form.phone.trim() !== ''
  const phone = phoneTyped ? toNationalPhone(form.phone, context.country, context.phoneCountries) : ''
  const phoneValid =
    phoneTyped &&
    phone.length <= 15 &&
    isValidPhone(phone, context.country, context.region, context.phoneCountries)
  if (phoneTyped && !phoneValid) problems.phone = 'signUp.error.phone'
  else if (!phoneTyped && rules.phone === 'required') problems.phone = 'signUp.error.phoneRequired'

  const postal = postalCodeOf(rules.postalCode === 'off' ? '' : (form.postalCode ?? ''), context.country)
  if (postal.problem) problems.postalCode = postal.problem
  else if (postal.value === '' && rules.postalCode === 'required')
    problems.postalCode = 'signUp.error.postalCodeRequired'

  if (form.smsOptIn && !phoneValid) problems.smsOptIn = 'signUp.error.smsNeedsPhone'
  else if (!form.smsOptIn && rules.smsOptIn === 'required') problems.smsOptIn = 'signUp.error.smsRequired'
  if (!form.agreement) problems.agreement = 'signUp.error.agreement'

  return {
    input: {
      firstName,
      lastName,
      email,
      password: form.password,
      birthDate: parsedBirth ? isoOf(parsedBirth) : form.birthDate.trim(),
      phone,
      smsOptIn: form.smsOptIn && phoneValid,
      newsletter: form.newsletter,
      agreement: form.agreement,
      gender: isGender(gender) ? gender : '',
      postalCode: postal.value,
    },
    problems,
  }
}

/**
 * A postal code as typed, by the country's format where the shop delivers there (upper case, its separator), else
 * letters, digits, spaces and hyphens; empty when nothing was typed.
 *
 * @example postalCodeOf(' sw1a1aa ', 'GB') // { value: 'SW1A 1AA', problem: null }
 */
export function postalCodeOf(
  typed: string,
  country: string,
): { value: string; problem: SignUpProblem | null } {
  const text = typed.trim()
  if (text === '') return { value: '', problem: null }
  if (isShippingCountry(country))
    return isValidPostalCode(text, country)
      ? { value: normalisePostalCode(text, country), problem: null }
      : { value: '', problem: 'signUp.error.postalCode' }
  const value = text.toUpperCase().replace(/\s+/g, ' ')
  return /^[A-Z0-9 -]+$/.test(value) && value.length <= SIGN_UP_POSTAL_CODE_MAX
    ? { value, problem: null }
    : { value: '', problem: 'signUp.error.postalCode' }
}

/** Whether the phone as typed is one the SMS opt-in may go with (the page's script enables the box by it). */
export function isPhoneForTexts(
  typed: string,
  country: string,
  region: Region,
  countries: PhoneCountries,
): boolean {
  if (typed.trim() === '') return false
  const national = toNationalPhone(typed, country, countries)
  return national.length <= 15 && isValidPhone(national, country, region, countries)
}

/** A made-up mobile number of each country, for the phone field's hint and message. */
const SAMPLE_MOBILE: Readonly<Record<string, string>> = {
  US: '2065550110',
  CA: '4165550110',
  GB: '07700900123',
  DE: '01512345678',
  FR: '0612345678',
  IT: '3123456789',
  ES: '612345678',
  NL: '612345678',
}

/**
 * A mobile number of the country as the country writes it (`phone-format.ts`), else as its mask lays it out.
 *
 * @example phoneExample('US', 'NA', countries) // '(206) 555-0110'
 * @example phoneExample('FR', 'EMEA', countries) // '06 12 34 56 78'
 */
export function phoneExample(country: string, region: Region, countries: PhoneCountries): string {
  const sample = SAMPLE_MOBILE[country] ?? '612345678'
  const written = formatPhone(sample, country, countries)
  return written !== sample ? written : applyPhoneMask(sample, country, region, countries)
}

/**
 * The sign-up form's variants (spec 1 §2): the full form, the loyalty-only one (the full form that also joins the
 * loyalty programme, with its terms agreed), and the simplified one (email and password only).
 */
export const SIGN_UP_VARIANTS = ['full', 'loyalty', 'simplified'] as const
export type SignUpVariant = (typeof SIGN_UP_VARIANTS)[number]

/** The variant a `?variant=` names; anything else is the full form. */
export const signUpVariantOf = (value: unknown): SignUpVariant =>
  value === 'loyalty' || value === 'simplified' ? value : 'full'

/**
 * The simplified variant's rules: the email and password by the full form's rules, nothing else (the terms are
 * accepted by submitting, as its disclaimer says).
 *
 * @example checkSimplifiedSignUp({ email: 'A@B.co ', password: 'Fresh-start7' }).input.email // 'a@b.co'
 */
export function checkSimplifiedSignUp(form: { email: string; password: string }): {
  input: { email: string; password: string }
  problems: Partial<Record<'email' | 'password', SignUpProblem>>
} {
  const problems: Partial<Record<'email' | 'password', SignUpProblem>> = {}
  const email = normaliseEmail(form.email)
  const emailProblem = signUpEmailProblem(email)
  if (emailProblem) problems.email = emailProblem
  if (form.password === '') problems.password = 'signUp.error.passwordRequired'
  else if (form.password.length > SIGN_UP_PASSWORD_MAX) problems.password = 'signUp.error.passwordTooLong'
  else if (!isStrongPassword(form.password)) problems.password = 'signUp.error.passwordWeak'
  return { input: { email, password: form.password }, problems }
}

/** What is wrong with a normalised email by sign-up's rule, or null. */
export function signUpEmailProblem(email: string): SignUpProblem | null {
  if (email === '') return 'signUp.error.emailRequired'
  if (email.length > SIGN_UP_EMAIL_MAX) return 'signUp.error.emailTooLong'
  return isValidEmail(email) ? null : 'signUp.error.email'
}

/**
 * An email from a link (`?email=`) to pre-fill a form with: the address normalised when it passes sign-up's email
 * rule, otherwise empty. Nothing else is ever done with it.
 *
 * @example prefillEmail('Ana@Example.com') // 'ana@example.com'; prefillEmail('<script>') // ''
 */
export function prefillEmail(value: unknown): string {
  if (typeof value !== 'string' || value.length > SIGN_UP_EMAIL_MAX * 2) return ''
  const email = normaliseEmail(value)
  return signUpEmailProblem(email) ? '' : email
}
