/**
 * Card rules: brand detection, the Luhn check, number grouping, expiry and security-code checks, and what each
 * test card and gift card does. The card fields page runs the same rules in the browser: `brandOf`, `luhnValid`,
 * `groupDigits` and `expiryProblem` are serialised into it with `Function.prototype.toString`
 * (pages/fields.ts), so each of them must stay self-contained: no reference to anything outside its own body,
 * and no inner functions.
 */

/** The card brands the provider accepts, with Adyen's brand codes. */
export type CardBrand = 'visa' | 'mc' | 'amex'

export interface BrandRule {
  /** The number lengths the brand issues. */
  lengths: readonly number[]
  /** Digits of the security code. */
  securityCodeLength: number
  /** How the number is grouped for display: 4-4-4-4 or 4-6-5. */
  groups: readonly number[]
  /** The brand's name as shoppers read it. */
  label: string
}

export const CARD_BRANDS: Readonly<Record<CardBrand, BrandRule>> = {
  visa: { lengths: [13, 16, 19], securityCodeLength: 3, groups: [4, 4, 4, 4, 3], label: 'Visa' },
  mc: { lengths: [16], securityCodeLength: 3, groups: [4, 4, 4, 4], label: 'Mastercard' },
  amex: { lengths: [15], securityCodeLength: 4, groups: [4, 6, 5], label: 'American Express' },
}

/**
 * The brand of a card number (digits only, complete or being typed), or null when no accepted brand starts so:
 * Visa 4; Mastercard 51–55 and 2221–2720; American Express 34 and 37.
 */
export function brandOf(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa'
  if (/^3[47]/.test(digits)) return 'amex'
  if (/^5[1-5]/.test(digits)) return 'mc'
  if (digits.length >= 4) {
    const prefix = Number(digits.slice(0, 4))
    if (prefix >= 2221 && prefix <= 2720) return 'mc'
  }
  return null
}

/** Whether a string of digits passes the Luhn (mod 10) check; false for anything but 2+ digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{2,}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - index) - 48
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Digits split into groups of the given sizes (the rest in one last group), joined with spaces. */
export function groupDigits(digits: string, groups: readonly number[]): string {
  const parts: string[] = []
  let start = 0
  for (const size of groups) {
    if (start >= digits.length) break
    parts.push(digits.slice(start, start + size))
    start += size
  }
  if (start < digits.length) parts.push(digits.slice(start))
  return parts.join(' ')
}

/**
 * What is wrong with an expiry date (month 1–12, four-digit year) on `today`: 'invalid' for no such month or a
 * year more than 20 years ahead, 'expired' when the month is over; null when the card is still valid. A card is
 * valid to the end of its expiry month.
 */
export function expiryProblem(month: number, year: number, today: Date): 'invalid' | 'expired' | null {
  if (!Number.isInteger(month) || !Number.isInteger(year) || month < 1 || month > 12) return 'invalid'
  const thisYear = today.getUTCFullYear()
  const thisMonth = today.getUTCMonth() + 1
  if (year > thisYear + 20) return 'invalid'
  if (year < thisYear || (year === thisYear && month < thisMonth)) return 'expired'
  return null
}

/** What is wrong with a card number (digits only): null when a complete, Luhn-valid number of an accepted brand. */
export function cardNumberProblem(digits: string): 'empty' | 'unsupported' | 'invalid' | null {
  if (digits === '') return 'empty'
  const brand = brandOf(digits)
  if (!brand) return 'unsupported'
  if (!CARD_BRANDS[brand].lengths.includes(digits.length) || !luhnValid(digits)) return 'invalid'
  return null
}

/** Whether a security code has the brand's number of digits (4 for American Express, otherwise 3). */
export function securityCodeValid(code: string, brand: CardBrand | null): boolean {
  return new RegExp(`^\\d{${brand ? CARD_BRANDS[brand].securityCodeLength : 3}}$`).test(code)
}

/** Gift-card numbers and PINs: digits only, 12–19 and 4–8 of them (gift-card numbers carry no Luhn digit). */
export const GIFT_CARD_NUMBER = /^\d{12,19}$/
export const GIFT_CARD_PIN = /^\d{4,8}$/

/** How a test card answers an authorisation; any other valid card is authorised without a challenge. */
export type CardScenario = 'frictionless' | 'challenge' | 'refused'

const CARD_SCENARIOS: Readonly<Record<string, CardScenario>> = {
  '4111111111111111': 'frictionless',
  '4000000000003220': 'challenge',
  '4000000000000002': 'refused',
}

export function cardScenario(number: string): CardScenario {
  return CARD_SCENARIOS[number] ?? 'frictionless'
}

/** The one-time code that passes the 3-D Secure challenge page. */
export const CHALLENGE_CODE = '1234'

/**
 * The gift cards that exist, with their PIN, the balance each starts with in every currency (minor units) and,
 * for a card that no longer pays, the last day it was valid (UTC, inclusive).
 */
export const TEST_GIFT_CARDS: Readonly<
  Record<string, { pin: string; startingBalance: number; validUntil?: string }>
> = {
  '6006491234567890': { pin: '1234', startingBalance: 2500 },
  '6006490000000000': { pin: '1234', startingBalance: 0 },
  // Worth more than any demo bag: pays a whole order, and only what the order costs.
  '6006495000000000': { pin: '1234', startingBalance: 50000 },
  // Still holds its balance, but its validity ran out: refused as an expired card.
  '6006498120000000': { pin: '1234', startingBalance: 2500, validUntil: '2024-12-31' },
}

/** Whether a gift card's validity has run out on `now` (milliseconds): it is valid to the end of its last day. */
export const giftCardExpired = (card: { validUntil?: string }, now: number) =>
  card.validUntil !== undefined && now > Date.parse(`${card.validUntil}T23:59:59.999Z`)

/** The currencies gift cards hold a balance in; in any other the balance is zero. */
export const GIFT_CARD_CURRENCIES: readonly string[] = ['USD', 'CAD', 'GBP', 'EUR']

/** The gift-card brand (Adyen's code for Givex). */
export const GIFT_CARD_BRAND = 'givex'
