import { useRef, useState } from 'react'
import { CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import type {
  GIFT_FIELDS,
  GiftErrors,
  GiftField,
  GiftOption,
  validateGiftOption,
} from '../../../shared/bag/gift-option'
import type { giftErrorsOf } from '../../components/gift-fields'
import { type EgiftOption, useBuyBoxWords } from './props'

/** The rules a recipient is checked by, which come with the recipient's fields (`gift-part.ts`). */
export interface RecipientRules {
  GIFT_FIELDS: typeof GIFT_FIELDS
  giftErrorsOf: typeof giftErrorsOf
  validateGiftOption: typeof validateGiftOption
}

const NO_RECIPIENT: GiftOption = { to: '', email: '', message: '' }

/**
 * An e-gift card's recipient and "another amount", checked by the shared rules. Once an add was refused, each
 * change checks again, so an error goes as soon as it is put right. Unused (and empty) for any other product, whose
 * buy box does not load the recipient's rules (`gift-part.ts`).
 */
export function useGiftCard(
  egift: EgiftOption | null,
  rules: RecipientRules | null,
  size: string | null,
  onChange: () => void,
) {
  const words = useBuyBoxWords()
  const [recipient, setRecipient] = useState<GiftOption>(egift?.kept ?? NO_RECIPIENT)
  const [recipientErrors, setRecipientErrors] = useState<GiftErrors>(
    egift?.kept && rules ? rules.giftErrorsOf(egift.kept, true) : {},
  )
  const [recipientChecked, setRecipientChecked] = useState(Boolean(egift?.kept))
  const recipientFields = useRef<Partial<Record<GiftField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  )
  const [customAmount, setCustomAmount] = useState(egift?.custom.kept ?? '')
  const [amountError, setAmountError] = useState<string | null>(
    egift?.custom.keptError ? words.t(egift.custom.keptError, egift.custom.limits) : null,
  )
  const amountField = useRef<HTMLInputElement>(null)
  const custom = Boolean(egift) && size === CUSTOM_AMOUNT_SIZE

  /** The amount typed, checked by the shared rules: its value, or its refusal worded. */
  const checkAmount = async (value: string): Promise<{ value: number } | { error: string }> => {
    // Loaded when first needed: only the e-gift card's page has an amount to check.
    const { validateCustomAmount } = await import('../../../shared/bag/egift-amount-check')
    const checked = validateCustomAmount(value, egift?.custom.currency ?? '')
    return checked.ok ? { value: checked.value } : { error: words.t(checked.error.key, egift?.custom.limits) }
  }

  const changeAmount = (value: string) => {
    setCustomAmount(value)
    if (amountError)
      void checkAmount(value).then((checked) => setAmountError('error' in checked ? checked.error : null))
    onChange()
  }

  /** Before an add: the amount's value, or null when it is refused (the refusal shows and takes focus). */
  const confirmAmount = async () => {
    const checked = await checkAmount(customAmount)
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
    if (recipientChecked && rules) setRecipientErrors(rules.giftErrorsOf(next, true))
  }

  /** Before an add: the recipient checked; a refusal shows, and its first field takes focus when `focus`. */
  const confirmRecipient = (focus: boolean) => {
    if (!rules) throw new Error('a recipient is checked only on an e-gift card, whose buy box has its rules')
    const { validateGiftOption, GIFT_FIELDS } = rules
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
