import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import { FieldError } from './field-error'
import { type EgiftOption, useBuyBoxWords } from './props'
import type { GiftCard } from './use-gift-card'

interface CustomAmountProps {
  id: string
  custom: EgiftOption['custom']
  gift: GiftCard
  onChoose: (size: string) => void
}

/** "Another amount" among an e-gift card's amounts. */
export function CustomAmountOption({ id, gift, onChoose }: Omit<CustomAmountProps, 'custom'>) {
  const words = useBuyBoxWords()
  return (
    <label className="size-option buy-box__other-amount">
      <input
        type="radio"
        name="size"
        value={CUSTOM_AMOUNT_SIZE}
        checked={gift.custom}
        aria-controls={`${id}-amount-field`}
        onChange={() => onChoose(CUSTOM_AMOUNT_SIZE)}
      />
      <span>{words.t('egift.amount.other')}</span>
    </label>
  )
}

/**
 * The amount of the shopper's choosing. Shown once "Another amount" is chosen (by CSS, so also without
 * JavaScript); the worker reads it only then.
 */
export function CustomAmountField({ id, custom, gift }: Omit<CustomAmountProps, 'onChoose'>) {
  const words = useBuyBoxWords()
  const { amountError } = gift
  return (
    <div className="buy-box__custom-amount" id={`${id}-amount-field`}>
      <label htmlFor={`${id}-amount`}>{words.t('egift.amount.label', { currency: custom.currency })}</label>
      <input
        ref={gift.amountField}
        id={`${id}-amount`}
        name="customAmount"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={CUSTOM_AMOUNT_MAX_LENGTH}
        value={gift.customAmount}
        onChange={(event) => gift.changeAmount(event.target.value)}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ''}`}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form post without JavaScript, the refused amount takes focus, as the gift fields' first refusal does
        autoFocus={Boolean(custom.keptError) && gift.custom}
      />
      <p className="field-hint" id={`${id}-amount-hint`}>
        {words.t('egift.amount.hint', custom.limits)}
      </p>
      <FieldError id={`${id}-amount-error`} message={amountError} />
    </div>
  )
}
