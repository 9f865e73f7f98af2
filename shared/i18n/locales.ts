/**
 * The locales the shop serves. A locale in a URL is two letters, a dash, then two or three letters or digits
 * (`en-us`, `fr-ca`, `es-419`); only the ones in `LOCALES` have a shop behind them.
 */

export type Region = 'NA' | 'EMEA'
export type Language = 'en' | 'fr' | 'de' | 'it' | 'es' | 'nl'
export type CurrencyCode = 'USD' | 'CAD' | 'GBP' | 'EUR'
export type DateFormat = 'MM/DD/YYYY' | 'DD/MM/YYYY'

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
}

const localeRow = (
  code: string,
  currency: CurrencyCode,
  region: Region,
  dateFormat: DateFormat,
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
    },
  ]
}

export const LOCALES: Readonly<Record<string, LocaleInfo>> = Object.fromEntries([
  localeRow('en-us', 'USD', 'NA', 'MM/DD/YYYY'),
  localeRow('en-ca', 'CAD', 'NA', 'MM/DD/YYYY'),
  localeRow('fr-ca', 'CAD', 'NA', 'DD/MM/YYYY'),
  localeRow('en-gb', 'GBP', 'EMEA', 'DD/MM/YYYY'),
  localeRow('de-de', 'EUR', 'EMEA', 'DD/MM/YYYY'),
  localeRow('fr-fr', 'EUR', 'EMEA', 'DD/MM/YYYY'),
  localeRow('it-it', 'EUR', 'EMEA', 'DD/MM/YYYY'),
  localeRow('es-es', 'EUR', 'EMEA', 'DD/MM/YYYY'),
  localeRow('nl-nl', 'EUR', 'EMEA', 'DD/MM/YYYY'),
])

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
