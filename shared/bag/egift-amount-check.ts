/**
 * The check of an e-gift card's amount of the shopper's choosing (`egift-amount.ts` has its limits): what the
 * shopper typed is read leniently (spaces around it, a trailing `.00` or `,00`), then it must be a whole number (no
 * sign, fraction, exponent or separator), then within the currency's limits. Pure and schema-free, so the buy box
 * island can load it (decision 016).
 */

import type { MessageKey } from '../i18n/i18n'
import { customAmountLimits } from './egift-amount'

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
