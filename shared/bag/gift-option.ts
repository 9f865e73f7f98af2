/**
 * A bag line's gift message (the spec's "add gift option" dialog): who the item is for, their email when the
 * shopper gives one, and the message, with the one set of rules that the bag in the browser and the worker's
 * route both check, so the two never disagree. An e-gift card's recipient is the same three fields, with the email
 * required (the card is sent to it): the product page, the bag and the worker check it with `emailRequired`.
 *
 * The idea: values are cleaned first (trimmed; the message's line breaks written as one `\n`, since a form posts
 * them as `\r\n`, which would count twice), then each field keeps its first failure: the name is required, no
 * field may hold a control character (the message may hold line breaks, nothing else: a tab or an escape pasted in
 * unseen cannot be printed on a card), a field may not be longer than the cart service keeps, and an email must
 * look like one. Lengths count UTF-16 code units, as the browser's `maxlength` does.
 *
 * Pure and schema-free, so the bag island can import it (decision 016); the worker's route wraps it in zod.
 */
import type { MessageKey } from '../i18n/i18n'
import { type FieldError, type FieldErrors, type FormValidation, isValidEmail } from '../validation'

/** The fields in the order a form shows them (and focus goes to the first refused). */
export const GIFT_FIELDS = ['to', 'email', 'message'] as const
export type GiftField = (typeof GIFT_FIELDS)[number]

/** The most characters each field holds: the cart service's own limits. */
export const GIFT_MAX_LENGTH: Readonly<Record<GiftField, number>> = { to: 60, email: 100, message: 240 }

/** A gift message as the cart keeps it; `email` and `message` may be empty. */
export interface GiftOption {
  to: string
  email: string
  message: string
}

export type GiftErrorKey = Extract<
  MessageKey,
  | 'bag.gift.error.toRequired'
  | 'bag.gift.error.tooLong'
  | 'bag.gift.error.email'
  | 'bag.gift.error.characters'
  | 'egift.error.emailRequired'
>

export type GiftFieldError = FieldError<GiftErrorKey>

export type GiftErrors = FieldErrors<GiftField, GiftErrorKey>

export type GiftValidation = FormValidation<GiftOption, GiftErrors>

/** What the rules ask beyond a gift message's: an e-gift card's recipient must have an email to send it to. */
export interface GiftRules {
  emailRequired?: boolean
}

const CONTROL = /\p{Cc}/u
const CONTROL_BUT_LINE_BREAK = /[^\P{Cc}\n]/u

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A gift message's values as the rules read them: trimmed, with the message's line breaks as `\n`. */
export function cleanGiftOption(input: Partial<Record<GiftField, unknown>>): GiftOption {
  return {
    to: text(input.to).trim(),
    email: text(input.email).trim(),
    message: text(input.message).replace(/\r\n?/g, '\n').trim(),
  }
}

/**
 * Checks a gift message and answers it cleaned, or each refused field's message key.
 *
 * @example validateGiftOption({ to: ' Sam ', message: 'Happy trails' }) // { ok: true, value: { to: 'Sam', ... } }
 * @example validateGiftOption({ to: '', email: 'sam@' }) // errors: to toRequired, email email
 * @example validateGiftOption({ to: 'Sam' }, { emailRequired: true }) // errors: email emailRequired
 */
export function validateGiftOption(
  input: Partial<Record<GiftField, unknown>>,
  rules: GiftRules = {},
): GiftValidation {
  const value = cleanGiftOption(input)
  const tooLong = (field: GiftField): GiftFieldError | null =>
    value[field].length > GIFT_MAX_LENGTH[field]
      ? { key: 'bag.gift.error.tooLong', params: { max: GIFT_MAX_LENGTH[field] } }
      : null
  const check: Record<GiftField, () => GiftFieldError | null> = {
    to: () =>
      value.to === ''
        ? { key: 'bag.gift.error.toRequired' }
        : CONTROL.test(value.to)
          ? { key: 'bag.gift.error.characters' }
          : tooLong('to'),
    email: () =>
      value.email === ''
        ? rules.emailRequired
          ? { key: 'egift.error.emailRequired' }
          : null
        : CONTROL.test(value.email)
          ? { key: 'bag.gift.error.characters' }
          : (tooLong('email') ?? (isValidEmail(value.email) ? null : { key: 'bag.gift.error.email' })),
    message: () =>
      CONTROL_BUT_LINE_BREAK.test(value.message) ? { key: 'bag.gift.error.characters' } : tooLong('message'),
  }
  const errors: GiftErrors = {}
  for (const field of GIFT_FIELDS) {
    const error = check[field]()
    if (error) errors[field] = error
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value }
}
