/**
 * The locales the shop serves. A locale in a URL is two letters, a dash, then two or three letters or digits
 * (`en-us`, `fr-ca`, `es-419`); only the ones in `LOCALES` have a shop behind them.
 */

export type Region = 'NA' | 'EMEA'
export type Language = 'en' | 'fr' | 'de' | 'it' | 'es' | 'nl'
export type CurrencyCode = 'USD' | 'CAD' | 'GBP' | 'EUR'
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY'

/** Whether a sign-up field is asked in a locale, and whether it must be filled. */
export type SignUpAsk = 'required' | 'optional' | 'off'

/**
 * What a locale's sign-up asks beyond the names, email, password and birth date (spec 1 §5 "Sign-up": phone
 * required per locale, gender where configured, SMS opt-in required in some locales, postal code per country). The
 * SMS opt-in is always offered and usable only with a valid phone; `required` makes ticking it a condition.
 */
export interface SignUpLocaleRules {
  phone: Exclude<SignUpAsk, 'off'>
  smsOptIn: Exclude<SignUpAsk, 'off'>
  gender: SignUpAsk
  postalCode: SignUpAsk
}

export interface LocaleInfo {
  /** The URL form, lower case: `en-gb`. */
  code: string
  language: Language
  /** ISO 3166 alpha-2, upper case. */
  country: string
  region: Region
  currency: CurrencyCode
  dateFormat: DateFormat
  /** The BCP 47 tag given to `Intl` and to `hreflang`. */
  bcp47: string
  /** What the locale's sign-up asks and requires. */
  signUp: SignUpLocaleRules
}

const localeRow = (
  code: string,
  currency: CurrencyCode,
  region: Region,
  dateFormat: DateFormat,
  signUp: SignUpLocaleRules,
): [string, LocaleInfo] => {
  const [language, country] = code.split('-') as [Language, string]
  return [
    code,
    {
      code,
      language,
      country: country.toUpperCase(),
      region,
      currency,
      dateFormat,
      bcp47: `${language}-${country.toUpperCase()}`,
      signUp,
    },
  ]
}

/** Sign-up as North America and the UK ask it: the phone, the SMS opt-in and the postal code optional, no gender. */
const ASK_LITTLE: SignUpLocaleRules = {
  phone: 'optional',
  smsOptIn: 'optional',
  gender: 'off',
  postalCode: 'optional',
}

/**
 * The served locales. Their sign-up rules (decision 079): gender is required where customers are addressed by
 * salutation (Germany, France, Italy; asked in Spain), the mobile number and postal code where the stores'
 * notifications and nearest-store offers use them (France, Italy, Spain; the postal code in the Netherlands), and
 * the SMS opt-in is required in Italy.
 */
export const LOCALES: Readonly<Record<string, LocaleInfo>> = Object.fromEntries([
  localeRow('en-us', 'USD', 'NA', 'MM/DD/YYYY', ASK_LITTLE),
  localeRow('en-ca', 'CAD', 'NA', 'MM/DD/YYYY', ASK_LITTLE),
  localeRow('fr-ca', 'CAD', 'NA', 'DD/MM/YYYY', ASK_LITTLE),
  localeRow('en-gb', 'GBP', 'EMEA', 'DD/MM/YYYY', ASK_LITTLE),
  localeRow('de-de', 'EUR', 'EMEA', 'DD/MM/YYYY', { ...ASK_LITTLE, gender: 'required' }),
  localeRow('fr-fr', 'EUR', 'EMEA', 'DD/MM/YYYY', {
    phone: 'required',
    smsOptIn: 'optional',
    gender: 'required',
    postalCode: 'required',
  }),
  localeRow('it-it', 'EUR', 'EMEA', 'DD/MM/YYYY', {
    phone: 'required',
    smsOptIn: 'required',
    gender: 'required',
    postalCode: 'required',
  }),
  localeRow('es-es', 'EUR', 'EMEA', 'DD/MM/YYYY', {
    phone: 'required',
    smsOptIn: 'optional',
    gender: 'optional',
    postalCode: 'required',
  }),
  localeRow('nl-nl', 'EUR', 'EMEA', 'DD/MM/YYYY', { ...ASK_LITTLE, postalCode: 'required' }),
])

/**
 * The sign-up rules of a country, for a caller that knows only the country (the consumer service): those of its
 * first locale (a country's locales share them), or the least asked.
 */
export const signUpRulesOf = (country: string): SignUpLocaleRules =>
  Object.values(LOCALES).find((locale) => locale.country === country.toUpperCase())?.signUp ?? ASK_LITTLE

export const DEFAULT_LOCALE = 'en-us'

/** Two letters, a dash, then 2 or 3 letters or digits (spec 2, route shapes). */
export const LOCALE_PATTERN = /^[a-z]{2}-[a-z0-9]{2,3}$/i

/** True when the segment has the shape of a locale, whether or not the shop serves it. */
export function isLocaleShaped(segment: string): boolean {
  return LOCALE_PATTERN.test(segment)
}

/** The served locale for a URL segment, or null. Matching ignores case: `EN-US` is `en-us`. */
export function getLocale(segment: string): LocaleInfo | null {
  if (!isLocaleShaped(segment)) return null
  return LOCALES[segment.toLowerCase()] ?? null
}

/** Every served locale code, in table order. */
export const LOCALE_CODES: readonly string[] = Object.keys(LOCALES)

/**
 * The upstream form of a locale: dash to underscore, country upper-cased (`en_US`), except in development where
 * the mock API accepts the URL form as is (spec 2 §9).
 */
export function toUpstreamLocale(locale: LocaleInfo, development: boolean): string {
  return development ? locale.code : `${locale.language}_${locale.country}`
}

/** A region of the country and language selector, with its countries and each country's locales. */
export interface LocationSelectorRegion {
  id: string
  countries: { code: string; locales: string[] }[]
}
