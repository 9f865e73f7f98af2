/**
 * A bag line's gift message (the spec's "add gift option" dialog): who the item is for, their email if the shopper
 * gives one, and the message, checked by the shared rules (`shared/bag/gift-option.ts`) before it is sent, each refused
 * field saying why, with focus on the first. A modal `<dialog>` labelled by its heading: focus moves to the first
 * field when it opens (the first refused one when it opens on a refusal) and goes back to what opened it when it
 * closes (Escape, Cancel, the close button, a save or a removal).
 *
 * Without JavaScript the bag shows `GiftOptionForm` instead: the same fields in a disclosure per line, a plain form
 * that posts to the bag's update route and comes back with the outcome, or with what was typed and its errors.
 *
 * An e-gift card's line (`digital`) has a recipient rather than a gift message: the same fields, the email
 * required (the card is sent to it), edited but never removed. The fields are `gift-fields.tsx`'s, which the
 * product page's buy box uses for the card's recipient.
 */
import { type FormEvent, useRef, useState } from 'react'
import type { CartLine } from '../../shared/bag/cart'
import {
  GIFT_FIELDS,
  type GiftErrors,
  type GiftField,
  type GiftOption,
  validateGiftOption,
} from '../../shared/bag/gift-option'
import type { Words } from '../../shared/i18n/text'
import { useDialog } from '../hooks/use-dialog'
import { useWords } from '../islands/use-words'
import { GIFT_FIELDS_WORDS, GiftFields, giftErrorsOf, giftFieldsLabels } from './gift-fields'
import { ModalHead } from './modal-head'

/** The messages the dialog and the form are worded with: the bag spreads this list into its words. */
export const GIFT_OPTION_WORDS = [
  ...GIFT_FIELDS_WORDS,
  'bag.gift.add',
  'bag.gift.edit',
  'egift.edit',
  'egift.save',
  'bag.gift.save',
  'bag.gift.saveMessage',
  'bag.gift.cancel',
  'bag.gift.close',
  'bag.gift.remove',
] as const

type GiftOptionWords = Words<(typeof GIFT_OPTION_WORDS)[number]>

const BLANK: GiftOption = { to: '', email: '', message: '' }

/** The gift message a line has, or blank fields for a new one. */
export const giftValuesOf = (line: CartLine): GiftOption => line.gift ?? BLANK

export interface GiftOptionFormProps {
  line: CartLine
  /** Where the form posts: the bag's own address. */
  action: string
  /** More fields the form posts (what the page's form does). */
  fields: Record<string, string>
  /** What the shopper typed when the form was refused, to show again with its errors; null for the line's own. */
  kept: GiftOption | null
}

/** What a line's gift form is called: an e-gift card's recipient, or a gift message to add or edit. */
const titleOf = (line: CartLine, words: GiftOptionWords) =>
  words.t(line.digital ? 'egift.edit' : line.gift ? 'bag.gift.edit' : 'bag.gift.add')

/** The gift message of a line without JavaScript: a disclosure with a plain form, open again after a refusal. */
export function GiftOptionForm({ line, action, fields, kept }: GiftOptionFormProps) {
  const words = useWords<(typeof GIFT_OPTION_WORDS)[number]>()
  const errors = kept ? giftErrorsOf(kept, line.digital) : {}
  return (
    <details className="gift-option-form" open={kept !== null}>
      <summary>
        {titleOf(line, words)}
        <span className="visually-hidden">{`: ${line.name}`}</span>
      </summary>
      <form method="post" action={action}>
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="itemId" value={line.id} />
        <GiftFields
          idPrefix={`gift-option-${line.id}`}
          values={kept ?? giftValuesOf(line)}
          errors={errors}
          labels={giftFieldsLabels(words)}
          emailRequired={line.digital}
          autoFocus={GIFT_FIELDS.find((field) => errors[field])}
        />
        <div className="gift-option__actions">
          <button type="submit" className="button">
            {words.t(line.digital ? 'egift.save' : 'bag.gift.saveMessage')}
          </button>
          {line.gift && !line.digital ? (
            <button type="submit" name="gift" value="remove" className="link-button" formNoValidate>
              {words.t('bag.gift.remove')}
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

export function GiftOptionDialog({ editing, busy, onSave, onRemove, onClose }: GiftOptionDialogProps) {
  const words = useWords<(typeof GIFT_OPTION_WORDS)[number]>()
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

  const { ref: dialog, closed } = useDialog(editing, {
    onClose,
    onShow: () => {
      if (!editing) return
      const refused = editing.refused ? giftErrorsOf(editing.values, editing.line.digital) : {}
      fields.current[GIFT_FIELDS.find((field) => refused[field]) ?? 'to']?.focus()
    },
  })

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
  const title = line ? titleOf(line, words) : words.t('bag.gift.add')
  return (
    <dialog
      ref={dialog}
      className="modal gift-option-dialog"
      aria-labelledby="gift-option-title"
      onClose={closed}
    >
      {line ? (
        <>
          <ModalHead id="gift-option-title" title={title} close={words.t('bag.gift.close')} />
          <div className="gift-option-dialog__item">
            <img src={line.image || undefined} alt="" width={56} height={56} />
            <p>{line.name}</p>
          </div>
          <form className="gift-option-dialog__form" noValidate onSubmit={save}>
            <GiftFields
              idPrefix="gift-option-dialog"
              values={values}
              errors={errors}
              labels={giftFieldsLabels(words)}
              emailRequired={emailRequired}
              onChange={change}
              fieldRefs={fields}
            />
            <div className="gift-option__actions">
              <button type="submit" className="button" disabled={busy}>
                {words.t('bag.gift.save')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => dialog.current?.close()}
              >
                {words.t('bag.gift.cancel')}
              </button>
            </div>
            {line.gift && !line.digital ? (
              <button
                type="button"
                className="link-button gift-option-dialog__remove"
                disabled={busy}
                onClick={() => onRemove(line)}
              >
                {words.t('bag.gift.remove')}
              </button>
            ) : null}
          </form>
        </>
      ) : null}
    </dialog>
  )
}
