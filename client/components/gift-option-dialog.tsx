/**
 * A bag line's gift message (the spec's "add gift option" dialog): who the item is for, their email if the shopper
 * gives one, and the message, checked by the shared rules (`shared/gift-option.ts`) before it is sent, each refused
 * field saying why, with focus on the first. A modal `<dialog>` labelled by its heading: focus moves to the first
 * field when it opens (the first refused one when it opens on a refusal) and goes back to what opened it when it
 * closes (Escape, Cancel, the close button, a save or a removal).
 *
 * Without JavaScript the bag shows `GiftOptionForm` instead: the same fields in a disclosure per line, a plain form
 * that posts to the bag's update route and comes back with the outcome, or with what was typed and its errors.
 *
 * An e-gift card's line (`digital`) has a recipient rather than a gift message: the same fields, the email
 * required (the card is sent to it), edited but never removed. The product page's buy box asks for it with
 * `GiftFields`.
 */
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react'
import type { CartLine } from '../../shared/cart'
import {
  GIFT_FIELDS,
  GIFT_MAX_LENGTH,
  type GiftErrorKey,
  type GiftErrors,
  type GiftField,
  type GiftOption,
  validateGiftOption,
} from '../../shared/gift-option'
import type { Translator } from '../../shared/i18n'
import { ModalHead } from './modal-head'

export interface GiftOptionLabels {
  add: string
  edit: string
  /** An e-gift card's: "Edit recipient and message", and its form's save button without JavaScript. */
  editRecipient: string
  saveRecipient: string
  /** "Gift message to {to}", under the line. */
  lineTitle: string
  to: string
  email: string
  /** The email's label where it is required (an e-gift card's recipient). */
  emailRequired: string
  message: string
  /** "Up to {max} characters", where the count cannot follow the typing (without JavaScript). */
  messageHint: string
  /** "{count} of {max} characters". */
  count: string
  save: string
  /** The save button of a line's form without JavaScript, where a bare "Save" would not say what it saves. */
  saveMessage: string
  cancel: string
  close: string
  remove: string
  /** The rules' messages, by key, with `{max}` in place. */
  errors: Record<GiftErrorKey, string>
}

/** What the fields need of the labels: the product page's buy box has no dialog around them. */
export type GiftFieldsLabels = Pick<
  GiftOptionLabels,
  'to' | 'email' | 'emailRequired' | 'message' | 'messageHint' | 'count' | 'errors'
>

/** The fields' labels in the page's language (rendered on the server; islands get them as props). */
export function giftFieldsLabels(t: Translator): GiftFieldsLabels {
  return {
    to: t.t('bag.gift.to'),
    email: t.t('bag.gift.email'),
    emailRequired: t.t('egift.email'),
    message: t.t('bag.gift.message'),
    messageHint: t.t('bag.gift.messageHint'),
    count: t.t('bag.gift.count'),
    errors: {
      'bag.gift.error.toRequired': t.t('bag.gift.error.toRequired'),
      'bag.gift.error.tooLong': t.t('bag.gift.error.tooLong'),
      'bag.gift.error.email': t.t('bag.gift.error.email'),
      'bag.gift.error.characters': t.t('bag.gift.error.characters'),
      'egift.error.emailRequired': t.t('egift.error.emailRequired'),
    },
  }
}

const BLANK: GiftOption = { to: '', email: '', message: '' }

/** The gift message a line has, or blank fields for a new one. */
export const giftValuesOf = (line: CartLine): GiftOption => line.gift ?? BLANK

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

export interface GiftOptionFormProps {
  line: CartLine
  /** The bag's update route, with the locale. */
  action: string
  /** What the shopper typed when the form was refused, to show again with its errors; null for the line's own. */
  kept: GiftOption | null
  labels: GiftOptionLabels
}

/** What a line's gift form is called: an e-gift card's recipient, or a gift message to add or edit. */
const titleOf = (line: CartLine, labels: GiftOptionLabels) =>
  line.digital ? labels.editRecipient : line.gift ? labels.edit : labels.add

/** The gift message of a line without JavaScript: a disclosure with a plain form, open again after a refusal. */
export function GiftOptionForm({ line, action, kept, labels }: GiftOptionFormProps) {
  const errors = kept ? giftErrorsOf(kept, line.digital) : {}
  return (
    <details className="gift-option-form" open={kept !== null}>
      <summary>
        {titleOf(line, labels)}
        <span className="visually-hidden">{`: ${line.name}`}</span>
      </summary>
      <form method="post" action={action}>
        <input type="hidden" name="itemId" value={line.id} />
        <GiftFields
          idPrefix={`gift-option-${line.id}`}
          values={kept ?? giftValuesOf(line)}
          errors={errors}
          labels={labels}
          emailRequired={line.digital}
          autoFocus={GIFT_FIELDS.find((field) => errors[field])}
        />
        <div className="gift-option__actions">
          <button type="submit" className="button">
            {line.digital ? labels.saveRecipient : labels.saveMessage}
          </button>
          {line.gift && !line.digital ? (
            <button type="submit" name="gift" value="remove" className="link-button" formNoValidate>
              {labels.remove}
            </button>
          ) : null}
        </div>
      </form>
    </details>
  )
}

export interface GiftOptionDialogProps {
  /**
   * The line whose gift message is being written and the values to start from; `refused` opens it showing their
   * errors (what a form post without JavaScript was refused with). Null keeps the dialog closed.
   */
  editing: { line: CartLine; values: GiftOption; refused: boolean } | null
  labels: GiftOptionLabels
  /**
   * A change to the bag is on its way: saving and removing wait for it, so that its answer, arriving later, cannot
   * put back the message this one replaced (the bag's promo code waits the same way).
   */
  busy: boolean
  /** The message, checked and cleaned; the dialog closes. */
  onSave: (line: CartLine, value: GiftOption) => void
  onRemove: (line: CartLine) => void
  onClose: () => void
}

export function GiftOptionDialog({
  editing,
  labels,
  busy,
  onSave,
  onRemove,
  onClose,
}: GiftOptionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const opener = useRef<Element | null>(null)
  const fields = useRef<Partial<Record<GiftField, HTMLInputElement | HTMLTextAreaElement | null>>>({})
  const [shown, setShown] = useState(editing)
  const [values, setValues] = useState<GiftOption>(editing?.values ?? BLANK)
  const emailRequired = editing?.line.digital === true
  const [errors, setErrors] = useState<GiftErrors>(
    editing?.refused ? giftErrorsOf(editing.values, emailRequired) : {},
  )
  // Once a save was refused, each change checks again, so an error goes as soon as it is put right.
  const [checked, setChecked] = useState(editing?.refused === true)
  // A new line to edit starts from its own values, set while rendering so the dialog never shows the last ones.
  if (editing !== shown) {
    setShown(editing)
    if (editing) {
      setValues(editing.values)
      setErrors(editing.refused ? giftErrorsOf(editing.values, editing.line.digital) : {})
      setChecked(editing.refused)
    }
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (editing && !element.open) {
      opener.current = document.activeElement
      element.showModal()
      const refused = editing.refused ? giftErrorsOf(editing.values, editing.line.digital) : {}
      fields.current[GIFT_FIELDS.find((field) => refused[field]) ?? 'to']?.focus()
    } else if (!editing && element.open) element.close()
  }, [editing])

  const closed = () => {
    onClose()
    if (opener.current instanceof HTMLElement) opener.current.focus()
  }

  const change = (field: GiftField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (checked) setErrors(giftErrorsOf(next, emailRequired))
  }

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!editing) return
    const result = validateGiftOption(values, { emailRequired })
    if (result.ok) {
      onSave(editing.line, result.value)
      return
    }
    setErrors(result.errors)
    setChecked(true)
    fields.current[GIFT_FIELDS.find((field) => result.errors[field]) ?? 'to']?.focus()
  }

  const line = editing?.line
  const title = line ? titleOf(line, labels) : labels.add
  return (
    <dialog
      ref={dialog}
      className="modal gift-option-dialog"
      aria-labelledby="gift-option-title"
      onClose={closed}
    >
      {line ? (
        <>
          <ModalHead id="gift-option-title" title={title} close={labels.close} />
          <div className="gift-option-dialog__item">
            <img src={line.image || undefined} alt="" width={56} height={56} />
            <p>{line.name}</p>
          </div>
          <form className="gift-option-dialog__form" noValidate onSubmit={save}>
            <GiftFields
              idPrefix="gift-option-dialog"
              values={values}
              errors={errors}
              labels={labels}
              emailRequired={emailRequired}
              onChange={change}
              fieldRefs={fields}
            />
            <div className="gift-option__actions">
              <button type="submit" className="button" disabled={busy}>
                {labels.save}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => dialog.current?.close()}
              >
                {labels.cancel}
              </button>
            </div>
            {line.gift && !line.digital ? (
              <button
                type="button"
                className="link-button gift-option-dialog__remove"
                disabled={busy}
                onClick={() => onRemove(line)}
              >
                {labels.remove}
              </button>
            ) : null}
          </form>
        </>
      ) : null}
    </dialog>
  )
}
