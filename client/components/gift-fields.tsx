/**
 * A gift message's fields (who it is for, their email, the message), each with its error tied to it, checked by
 * the shared rules (`shared/bag/gift-option.ts`). The bag's gift option dialog and form, and the product page's buy
 * box for an e-gift card's recipient, use them. A module of its own so the buy box carries none of the dialog.
 */
import type { RefObject } from 'react'
import {
  GIFT_MAX_LENGTH,
  type GiftErrorKey,
  type GiftErrors,
  type GiftField,
  type GiftOption,
  validateGiftOption,
} from '../../shared/bag/gift-option'
import type { WordsSource } from '../../shared/i18n/text'

/** What the fields need of the labels: the product page's buy box has no dialog around them. */
export interface GiftFieldsLabels {
  to: string
  email: string
  /** The email's label where it is required (an e-gift card's recipient). */
  emailRequired: string
  message: string
  /** "Up to {max} characters", where the count cannot follow the typing (without JavaScript). */
  messageHint: string
  /** "{count} of {max} characters". */
  count: string
  /** The rules' messages, by key, with `{max}` in place. */
  errors: Record<GiftErrorKey, string>
}

/** The messages the fields are worded with: an island that shows them spreads this list into its words. */
export const GIFT_FIELDS_WORDS = [
  'bag.gift.to',
  'bag.gift.email',
  'egift.email',
  'bag.gift.message',
  'bag.gift.messageHint',
  'bag.gift.count',
  'bag.gift.error.toRequired',
  'bag.gift.error.tooLong',
  'bag.gift.error.email',
  'bag.gift.error.characters',
  'egift.error.emailRequired',
] as const

/** The fields' labels in the page's language: from an island's words, or from the translator on the server. */
export function giftFieldsLabels(words: WordsSource<(typeof GIFT_FIELDS_WORDS)[number]>): GiftFieldsLabels {
  return {
    to: words.t('bag.gift.to'),
    email: words.t('bag.gift.email'),
    emailRequired: words.t('egift.email'),
    message: words.t('bag.gift.message'),
    messageHint: words.t('bag.gift.messageHint'),
    count: words.t('bag.gift.count'),
    errors: {
      'bag.gift.error.toRequired': words.t('bag.gift.error.toRequired'),
      'bag.gift.error.tooLong': words.t('bag.gift.error.tooLong'),
      'bag.gift.error.email': words.t('bag.gift.error.email'),
      'bag.gift.error.characters': words.t('bag.gift.error.characters'),
      'egift.error.emailRequired': words.t('egift.error.emailRequired'),
    },
  }
}

/** The form names the worker's route reads each field from. */
const INPUT_NAME: Record<GiftField, string> = { to: 'giftTo', email: 'giftEmail', message: 'giftMessage' }

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))

/** The refused fields of a gift message, or of an e-gift card's recipient (`emailRequired`). */
export const giftErrorsOf = (values: GiftOption, emailRequired = false): GiftErrors => {
  const result = validateGiftOption(values, { emailRequired })
  return result.ok ? {} : result.errors
}

interface GiftFieldsProps {
  /** Field ids start with this, so each line's form and the dialog have their own. */
  idPrefix: string
  values: GiftOption
  errors: GiftErrors
  labels: GiftFieldsLabels
  /** An e-gift card's recipient: the email is required. */
  emailRequired?: boolean
  /** Given: the fields are controlled and the message counts its characters as it is typed. */
  onChange?: (field: GiftField, value: string) => void
  /**
   * Whether the message's characters are counted as typed (controlled fields in a hydrated island); otherwise the
   * limit is said instead. Controlled fields count by default.
   */
  counting?: boolean
  /** Filled with each field's element, to move focus to the first refused one. */
  fieldRefs?: RefObject<Partial<Record<GiftField, HTMLInputElement | HTMLTextAreaElement | null>>>
  /** The field the browser focuses as the page loads (the first refused one, without JavaScript). */
  autoFocus?: GiftField
}

/** To, the recipient's email and the message, each with its error tied to it. */
export function GiftFields({
  idPrefix,
  values,
  errors,
  labels,
  emailRequired = false,
  onChange,
  counting = onChange !== undefined,
  fieldRefs,
  autoFocus,
}: GiftFieldsProps) {
  const controlled = onChange !== undefined
  const id = (field: GiftField) => `${idPrefix}-${field}`
  const errorId = (field: GiftField) => `${id(field)}-error`
  const countId = `${id('message')}-count`
  const message = (field: GiftField) => {
    const error = errors[field]
    return error ? fill(labels.errors[error.key], { ...error.params }) : null
  }
  const common = (field: GiftField) => ({
    id: id(field),
    name: INPUT_NAME[field],
    maxLength: GIFT_MAX_LENGTH[field],
    autoFocus: autoFocus === field,
    'aria-invalid': errors[field] ? true : undefined,
    ...(controlled
      ? {
          value: values[field],
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange(field, event.currentTarget.value),
        }
      : { defaultValue: values[field] }),
  })
  const keep = (field: GiftField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (fieldRefs) fieldRefs.current[field] = element
  }
  const errorText = (field: GiftField) => {
    const text = message(field)
    return text ? (
      <p id={errorId(field)} className="field-error">
        {text}
      </p>
    ) : null
  }
  return (
    <>
      <div className="gift-option__field">
        <label htmlFor={id('to')}>{labels.to}</label>
        <input
          {...common('to')}
          ref={keep('to')}
          type="text"
          autoComplete="off"
          required
          aria-describedby={errors.to ? errorId('to') : undefined}
        />
        {errorText('to')}
      </div>
      <div className="gift-option__field">
        <label htmlFor={id('email')}>{emailRequired ? labels.emailRequired : labels.email}</label>
        {/* Not the shopper's own address: the browser must not offer it. */}
        <input
          {...common('email')}
          ref={keep('email')}
          type="email"
          autoComplete="off"
          spellCheck={false}
          required={emailRequired}
          aria-describedby={errors.email ? errorId('email') : undefined}
        />
        {errorText('email')}
      </div>
      <div className="gift-option__field">
        <label htmlFor={id('message')}>{labels.message}</label>
        <textarea
          {...common('message')}
          ref={keep('message')}
          rows={4}
          aria-describedby={[errors.message ? errorId('message') : null, countId].filter(Boolean).join(' ')}
        />
        {errorText('message')}
        <p id={countId} className="field-hint gift-option__count">
          {counting
            ? fill(labels.count, { count: values.message.length, max: GIFT_MAX_LENGTH.message })
            : fill(labels.messageHint, { max: GIFT_MAX_LENGTH.message })}
        </p>
      </div>
    </>
  )
}
