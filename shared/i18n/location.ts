/**
 * The shopper's location (spec 1 §1, §2): the country and language they shop in. A choice made in the location
 * selector, or in the confirmation a visitor from another country is shown, is kept in a cookie for a year: `/`
 * then goes to it instead of guessing, and the confirmation is not shown again.
 */
import { LOCALES } from './locales'

export const LOCATION_COOKIE = 'sf_location'
/** A year, in seconds: the choice stands until the shopper makes another. */
export const LOCATION_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/** Each locale named in its own language, as a shopper who reads it looks for it. */
export const LOCALE_NAMES: Readonly<Record<string, string>> = {
  'en-us': 'United States — English',
  'en-ca': 'Canada — English',
  'fr-ca': 'Canada — Français',
  'en-gb': 'United Kingdom — English',
  'de-de': 'Deutschland — Deutsch',
  'fr-fr': 'France — Français',
  'it-it': 'Italia — Italiano',
  'es-es': 'España — Español',
  'nl-nl': 'Nederland — Nederlands',
}

export const localeName = (code: string): string => LOCALE_NAMES[code] ?? code

/**
 * The locale a visitor from `country` would shop in, among the brand's: the first the brand has for that country;
 * null when it sells there in none (or the country is unknown).
 */
export function localeForCountry(
  country: string | null | undefined,
  locales: readonly string[],
): string | null {
  if (!country || !/^[a-z]{2}$/i.test(country)) return null
  const upper = country.toUpperCase()
  return locales.find((code) => LOCALES[code]?.country === upper) ?? null
}

/** The brand's locale a location cookie names, or null for none, garbage or a locale the brand does not serve. */
export function chosenLocale(cookie: string | undefined, locales: readonly string[]): string | null {
  return cookie !== undefined && locales.includes(cookie) ? cookie : null
}
