/**
 * Phone numbers as each country writes them for reading (not the masks a field types into, `phone.ts`): the
 * national number grouped the way the country's own directories and shop fronts print it. North America puts the
 * area code in brackets and hyphenates the line ("(206) 555-0123"); France pairs digits ("01 23 45 67 89"); the UK,
 * Germany, Italy and the Netherlands set the area code apart, whose length depends on its first digits; Spain
 * groups by three. `Intl` has no phone formatting, so the groupings are kept here, for the countries the shop sells
 * in; any other number is shown as it was given.
 */
import { type PhoneCountries, toNationalPhone } from './phone'

/** Splits the digits into groups of these sizes, the last group taking whatever is left. */
function grouped(digits: string, sizes: readonly number[]): string {
  const groups: string[] = []
  let at = 0
  for (const size of sizes) {
    if (at >= digits.length) break
    groups.push(digits.slice(at, at + size))
    at += size
  }
  if (at < digits.length) groups[groups.length - 1] += digits.slice(at)
  return groups.join(' ')
}

const northAmerican = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`

/** Dutch area codes of two digits after the trunk 0 (Amsterdam 020, Rotterdam 010…); the others have three. */
const NL_SHORT_AREA = /^0(10|13|15|20|23|24|26|30|33|35|36|38|40|43|45|46|50|53|55|58|7\d)/

/** Each country's national formats: the first whose pattern fits the national digits (trunk 0 included) wins. */
const FORMATS: Readonly<Record<string, readonly (readonly [RegExp, (digits: string) => string])[]>> = {
  US: [[/^[2-9]\d{9}$/, northAmerican]],
  CA: [[/^[2-9]\d{9}$/, northAmerican]],
  GB: [
    // London, Southampton, Cardiff… (02x): 020 7946 0018; mobiles and most others: 07700 900123.
    [/^02\d{9}$/, (d) => grouped(d, [3, 4, 4])],
    [/^0\d{10}$/, (d) => grouped(d, [5, 6])],
    [/^0\d{9}$/, (d) => grouped(d, [5, 5])],
  ],
  DE: [
    // The area code, then the subscriber's number unbroken (DIN 5008): 030 12345678, 0151 23456789.
    [/^0(30|40|69|89)\d{5,9}$/, (d) => grouped(d, [3, 9])],
    [/^0\d{8,11}$/, (d) => grouped(d, [4, 9])],
  ],
  FR: [[/^0\d{9}$/, (d) => grouped(d, [2, 2, 2, 2, 2])]],
  IT: [
    // Mobiles 3xx: 312 345 6789; Milan and Rome: 02 1234 5678; other landlines: 055 1234567.
    [/^3\d{9}$/, (d) => grouped(d, [3, 3, 4])],
    [/^0[26]\d{8}$/, (d) => grouped(d, [2, 4, 4])],
    [/^0\d{6,10}$/, (d) => grouped(d, [3, 8])],
  ],
  ES: [[/^[6-9]\d{8}$/, (d) => grouped(d, [3, 3, 3])]],
  NL: [
    // Mobiles: 06 12345678; two-digit areas: 020 123 4567; three-digit areas: 0111 123456.
    [/^06\d{8}$/, (d) => grouped(d, [2, 8])],
    [NL_SHORT_AREA, (d) => grouped(d, [3, 3, 4])],
    [/^0\d{9}$/, (d) => grouped(d, [4, 6])],
  ],
}

/**
 * A phone number as `country` writes it, from however it was stored or typed (international, with spaces or
 * brackets); a number the country's formats do not fit is shown as given.
 *
 * `countries` gives the dial code an international number is read by.
 *
 * @example formatPhone('+12065550123', 'US', countries) // '(206) 555-0123'
 * @example formatPhone('+33 1 23 45 67 89', 'FR', countries) // '01 23 45 67 89'
 * @example formatPhone('+31 20 123 4567', 'NL', countries) // '020 123 4567'
 */
export function formatPhone(phone: string, country: string, countries: PhoneCountries): string {
  const formats = FORMATS[country]
  if (!formats) return phone.trim()
  let digits = toNationalPhone(phone, country, countries)
  // Dutch numbers are kept without their trunk 0 (the masks count nine digits), but written with it.
  if (country === 'NL' && digits.length === 9 && !digits.startsWith('0')) digits = `0${digits}`
  const format = formats.find(([pattern]) => pattern.test(digits))?.[1]
  return format ? format(digits) : phone.trim()
}
