/**
 * A gift card typed into the bag's own form: its number and PIN, checked by the same rules in the browser and in
 * the worker before the payment provider is asked about it. Gift cards are the shop's own closed-loop cards, so
 * unlike bank cards they may pass through the shop (the checkout's card fields stay the provider's). The number
 * may be typed with spaces or hyphens, as it is printed; it is kept as digits only.
 */
import type { MessageKey } from '../i18n/i18n'

export const GIFT_CARD_NUMBER_DIGITS = { min: 12, max: 19 } as const
export const GIFT_CARD_PIN_DIGITS = { min: 4, max: 8 } as const
/** The longest a number may be typed, with a separator between every group of four digits. */
export const GIFT_CARD_NUMBER_INPUT_MAX = GIFT_CARD_NUMBER_DIGITS.max + 5

export interface GiftCardEntry {
  number: string
  pin: string
}

export type GiftCardField = keyof GiftCardEntry

/** Every message the rules give, for a page to send the browser the words it checks with. */
export const GIFT_CARD_PROBLEMS = [
  'error.giftCard.missing',
  'bag.giftCard.numberInvalid',
  'bag.giftCard.pinMissing',
  'bag.giftCard.pinInvalid',
] as const satisfies readonly MessageKey[]

type GiftCardProblem = (typeof GIFT_CARD_PROBLEMS)[number]

/** The number as digits only: the spaces and hyphens it is printed with taken out. */
export const giftCardDigits = (typed: string) => typed.replace(/[\s-]/g, '')

/** The last four digits, which is all the shop ever shows of a card. */
export const giftCardLastFour = (number: string) => giftCardDigits(number).slice(-4)

const digitsBetween = (value: string, { min, max }: { min: number; max: number }) =>
  /^\d+$/.test(value) && value.length >= min && value.length <= max

/**
 * What is wrong with each field, as message keys (none when the entry may be sent), and the entry as it is sent:
 * the number as digits, the PIN trimmed.
 */
export function checkGiftCardEntry(typed: GiftCardEntry): {
  entry: GiftCardEntry
  problems: Partial<Record<GiftCardField, GiftCardProblem>>
} {
  const entry = { number: giftCardDigits(typed.number), pin: typed.pin.trim() }
  const problems: Partial<Record<GiftCardField, GiftCardProblem>> = {}
  if (entry.number === '') problems.number = 'error.giftCard.missing'
  else if (!digitsBetween(entry.number, GIFT_CARD_NUMBER_DIGITS))
    problems.number = 'bag.giftCard.numberInvalid'
  if (entry.pin === '') problems.pin = 'bag.giftCard.pinMissing'
  else if (!digitsBetween(entry.pin, GIFT_CARD_PIN_DIGITS)) problems.pin = 'bag.giftCard.pinInvalid'
  return { entry, problems }
}
