import { useRef, useState } from 'react'
import { CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import { validateCustomAmount } from '../../../shared/bag/egift-amount-check'
import {
  GIFT_FIELDS,
  type GiftErrors,
  type GiftField,
  type GiftOption,
  validateGiftOption,
} from '../../../shared/bag/gift-option'
import { giftErrorsOf } from '../../components/gift-fields'
import { type EgiftOption, useBuyBoxWords } from './props'

const NO_RECIPIENT: GiftOption = { to: '', email: '', message: '' }

/**
 * An e-gift card's recipient and "another amount", checked by the shared rules. Once an add was refused, each
 * change checks again, so an error goes as soon as it is put right.
 */
export function useGiftCard(egift: EgiftOption, size: string | null, onChange: () => void) {
  const words = useBuyBoxWords()
  const [recipient, setRecipient] = useState<GiftOption>(egift.kept ?? NO_RECIPIENT)
  const [recipientErrors, setRecipientErrors] = useState<GiftErrors>(
    egift.kept ? giftErrorsOf(egift.kept, true) : {},
  )
  const [recipientChecked, setRecipientChecked] = useState(Boolean(egift.kept))
  const recipientFields = useRef<Partial<Record<GiftField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  )
  const [customAmount, setCustomAmount] = useState(egift.custom.kept ?? '')
  const [amountError, setAmountError] = useState<string | null>(
    egift.custom.keptError ? words.t(egift.custom.keptError, egift.custom.limits) : null,
  )
  const amountField = useRef<HTMLInputElement>(null)
  const custom = size === CUSTOM_AMOUNT_SIZE

  /** The amount typed, checked by the shared rules: its value, or its refusal worded. */
  const checkAmount = (value: string): { value: number } | { error: string } => {
    const checked = validateCustomAmount(value, egift.custom.currency)
    return checked.ok ? { value: checked.value } : { error: words.t(checked.error.key, egift.custom.limits) }
  }

  const changeAmount = (value: string) => {
    setCustomAmount(value)
    if (amountError) {
      const checked = checkAmount(value)
      setAmountError('error' in checked ? checked.error : null)
    }
    onChange()
  }

  /** Before an add: the amount's value, or null when it is refused (the refusal shows and takes focus). */
  const confirmAmount = () => {
    const checked = checkAmount(customAmount)
    if ('error' in checked) {
      setAmountError(checked.error)
      amountField.current?.focus()
      return null
    }
    setAmountError(null)
    return checked.value
  }

  const changeRecipient = (field: GiftField, value: string) => {
    const next = { ...recipient, [field]: value }
    setRecipient(next)
    if (recipientChecked) setRecipientErrors(giftErrorsOf(next, true))
  }

  /** Before an add: the recipient checked; a refusal shows, and its first field takes focus when `focus`. */
  const confirmRecipient = (focus: boolean) => {
    const checked = validateGiftOption(recipient, { emailRequired: true })
    setRecipientErrors(checked.ok ? {} : checked.errors)
    setRecipientChecked(true)
    if (!checked.ok && focus)
      recipientFields.current[GIFT_FIELDS.find((field) => checked.errors[field]) ?? 'to']?.focus()
    return checked
  }

  /** After an add: the next card starts blank. */
  const reset = () => {
    setRecipient(NO_RECIPIENT)
    setRecipientChecked(false)
    setCustomAmount('')
  }

  return {
    recipient,
    recipientErrors,
    recipientFields,
    changeRecipient,
    confirmRecipient,
    custom,
    customAmount,
    amountError,
    amountField,
    changeAmount,
    confirmAmount,
    reset,
  }
}

export type GiftCard = ReturnType<typeof useGiftCard>
