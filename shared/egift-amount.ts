/**
 * An e-gift card of an amount the shopper chooses ("Another amount", spec 1 §7's `customAmount`): a whole amount
 * in the cart's currency within the limits below. One set of rules for the product page in the browser, the
 * worker's add route and the mock cart service, so the three never disagree.
 *
 * The idea: what the shopper typed is read leniently (spaces around it, a trailing `.00` or `,00`), then it must
 * be a whole number (no sign, fraction, exponent or separator), then within the currency's limits.
 * Pure and schema-free, so the buy box island can import it (decision 016).
 */
import type { MessageKey } from './i18n'

/** The smallest and largest amount a card of the shopper's choosing may hold, per currency (whole units). */
export const EGIFT_CUSTOM_AMOUNT_LIMITS: Readonly<Record<string, { min: number; max: number }>> = {
  USD: { min: 10, max: 500 },
  CAD: { min: 10, max: 650 },
  GBP: { min: 10, max: 400 },
  EUR: { min: 10, max: 450 },
}

/** The limits of a currency; the US dollar's for one the shop does not sell in. */
export const customAmountLimits = (currency: string) =>
  EGIFT_CUSTOM_AMOUNT_LIMITS[currency] ?? { min: 10, max: 500 }

/** The size value the product form posts when the shopper chose "Another amount" instead of one of the card's. */
export const CUSTOM_AMOUNT_SIZE = 'custom'

/** The most characters the amount field takes (and a refused form keeps). */
export const CUSTOM_AMOUNT_MAX_LENGTH = 10

export type CustomAmountErrorKey = Extract<
  MessageKey,
  'egift.amount.required' | 'egift.amount.whole' | 'egift.amount.range'
>

export type CustomAmountValidation =
  | { ok: true; value: number }
  | { ok: false; error: { key: CustomAmountErrorKey; params: { min: number; max: number } } }

const WHOLE = /^\d{1,7}(?:[.,]0{1,2})?$/

/**
 * Checks an amount of the shopper's choosing (typed text, or a number from a script) for a currency: the whole
 * amount, or the refusal's message key with the limits to word it.
 *
 * @example validateCustomAmount('75', 'USD') // { ok: true, value: 75 }
 * @example validateCustomAmount('75.00', 'USD') // { ok: true, value: 75 }
 * @example validateCustomAmount('7.50', 'USD') // error egift.amount.whole
 * @example validateCustomAmount(900, 'USD') // error egift.amount.range, params { min: 10, max: 500 }
 */
export function validateCustomAmount(input: unknown, currency: string): CustomAmountValidation {
  const limits = customAmountLimits(currency)
  const refuse = (key: CustomAmountErrorKey): CustomAmountValidation => ({
    ok: false,
    error: { key, params: { ...limits } },
  })
  const text =
    typeof input === 'number' ? (Number.isFinite(input) ? String(input) : 'x') : String(input ?? '').trim()
  if (text === '') return refuse('egift.amount.required')
  // Anything but digits (a fraction, a sign, letters, an exponent) is not a whole amount.
  if (!WHOLE.test(text)) return refuse('egift.amount.whole')
  const value = Number.parseInt(text, 10)
  if (value < limits.min || value > limits.max) return refuse('egift.amount.range')
  return { ok: true, value }
}
