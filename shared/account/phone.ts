/**
 * Phone numbers: normalisation, validation and masks by each country's dial code and masks (spec 1 §5, spec 2 §5).
 * In a mask, `X` marks a digit; a country may have several masks, chosen by digit count.
 *
 * The countries come from the utilities service's country list (decision 107), read by the worker and handed to
 * the forms and islands that need them; every function here takes them as `countries`. The built-in table
 * (`phone-countries.ts`) is only the worker's fallback, so no island ships a copy of it.
 */
import type { Region } from '../i18n/locales'

/** A country's phone format (spec 2 §2 "Phone country"): its name, ISO code, dial code and masks. */
export interface PhoneCountry {
  name: string
  code: string
  dialCode: string
  masks: readonly string[]
}

/** Phone countries by ISO code (`US`, `GB`): the service's list, or the part of it a form needs. */
export type PhoneCountries = Readonly<Record<string, PhoneCountry>>

export const NA_DEFAULT_MASK = '(XXX) XXX - XXXX'
export const DEFAULT_MASK = 'XXXX - XXX - XXX'

const digitCount = (mask: string) => mask.replace(/[^X]/g, '').length

/** The masks for a country, or the region's default mask when the country has none of its own. */
export function getPhoneMasks(
  countryCode: string,
  region: Region,
  countries: PhoneCountries,
): readonly string[] {
  const masks = countries[countryCode]?.masks
  return masks && masks.length > 0 ? masks : [region === 'NA' ? NA_DEFAULT_MASK : DEFAULT_MASK]
}

/**
 * Spec 2 §5's phone normalisation: digits only, a leading plus kept; for the UK (44) the trunk zero after the dial
 * code is dropped; a ten-digit number without a dial code belongs to no other country and defaults to code 1. A
 * number starting 440 without a plus is read as the UK's only when it has the UK's length (44, 0, ten digits), so
 * an Ohio number (area code 440) stays itself.
 *
 * @example normalisePhone('+44 (0)20 7946 0018') // '+442079460018'
 * @example normalisePhone('(206) 555-0110') // '+12065550110'
 */
export function normalisePhone(input: string): string {
  const plus = input.trim().startsWith('+')
  let digits = input.replace(/\D/g, '')
  const british = digits.startsWith('440') && (plus || digits.length === 13)
  if (british) digits = `44${digits.slice(3)}`
  if (plus || british) return `+${digits}`
  return digits.length === 10 ? `+1${digits}` : digits
}

/**
 * The international form of a national number: the dial code and its digits, the trunk zero left out where the
 * country's international form drops it (everywhere the shop sells but Italy, whose numbers keep it).
 *
 * @example internationalPhone('020 7946 0018', 'GB', countries) // '+442079460018'
 */
export function internationalPhone(national: string, countryCode: string, countries: PhoneCountries): string {
  const digits = national.replace(/\D/g, '')
  const dialCode = countries[countryCode]?.dialCode ?? ''
  return `+${dialCode}${countryCode === 'IT' ? digits : digits.replace(/^0/, '')}`
}

/** True when the national number has the digit count of one of the country's masks (NA: 10 digits, 2-9 first). */
export function isValidPhone(
  national: string,
  countryCode: string,
  region: Region,
  countries: PhoneCountries,
): boolean {
  const digits = national.replace(/\D/g, '')
  if (region === 'NA' || countryCode === 'US' || countryCode === 'CA') return /^[2-9]\d{9}$/.test(digits)
  return getPhoneMasks(countryCode, region, countries).some((mask) => digitCount(mask) === digits.length)
}

/** Lays the digits typed so far into the mask that fits their count, for display as the shopper types. */
export function applyPhoneMask(
  national: string,
  countryCode: string,
  region: Region,
  countries: PhoneCountries,
): string {
  const digits = national.replace(/\D/g, '')
  const masks = getPhoneMasks(countryCode, region, countries)
  const mask = masks.find((m) => digitCount(m) >= digits.length) ?? (masks[masks.length - 1] as string)
  let out = ''
  let index = 0
  for (const char of mask) {
    if (index >= digits.length) break
    if (char === 'X') out += digits[index++]
    else out += char
  }
  return out + digits.slice(index)
}

/** The digit counts a country's masks allow, smallest first: `[10]` in North America, `[10, 11]` in the UK. */
export function phoneDigitCounts(countryCode: string, region: Region, countries: PhoneCountries): number[] {
  if (region === 'NA' || countryCode === 'US' || countryCode === 'CA') return [10]
  return [...new Set(getPhoneMasks(countryCode, region, countries).map(digitCount))].sort((a, b) => a - b)
}

/**
 * Countries whose national numbers start with a trunk 0, and whether their masks count it: `02079460018` in the
 * UK, but `612345678` in the Netherlands, where the masks leave the 0 out.
 */
const TRUNK_ZERO: Readonly<Record<string, 'counted' | 'omitted'>> = {
  GB: 'counted',
  DE: 'counted',
  FR: 'counted',
  NL: 'omitted',
}

/**
 * The national number's digits, as the country's masks count them, from what a shopper typed. A number written
 * internationally with the country's own dial code loses the code (and gets its trunk 0 back where the masks
 * count it); in North America a 1 before ten digits is dropped; where the masks leave the trunk 0 out, a typed
 * one is dropped. Anything else keeps its digits as typed.
 *
 * @example toNationalPhone('+33 6 12 34 56 78', 'FR', countries) // '0612345678'
 * @example toNationalPhone('1 (206) 555-0110', 'US', countries) // '2065550110'
 * @example toNationalPhone('06 12345678', 'NL', countries) // '612345678'
 */
export function toNationalPhone(input: string, countryCode: string, countries: PhoneCountries): string {
  const digits = input.replace(/\D/g, '')
  const country = countries[countryCode]
  if (!country) return digits
  const { dialCode } = country
  const fits = (national: string) => country.masks.some((mask) => digitCount(mask) === national.length)
  const trunk = TRUNK_ZERO[countryCode]
  if (input.trim().startsWith('+') && digits.startsWith(dialCode) && digits.length > dialCode.length) {
    const national = digits.slice(dialCode.length)
    return trunk === 'counted' && !national.startsWith('0') ? `0${national}` : national
  }
  if (dialCode === '1' && digits.length === 11 && digits.startsWith('1')) return digits.slice(1)
  if (trunk === 'omitted' && digits.startsWith('0') && !fits(digits) && fits(digits.slice(1)))
    return digits.slice(1)
  return digits
}

/**
 * The part of a country list a form needs (the countries it offers), to hand to an island as props.
 *
 * @example phoneCountriesOf(countries, ['US']) // { US: { name: 'United States', dialCode: '1', … } }
 */
export function phoneCountriesOf(countries: PhoneCountries, codes: readonly string[]): PhoneCountries {
  return Object.fromEntries(codes.flatMap((code) => (countries[code] ? [[code, countries[code]]] : [])))
}
