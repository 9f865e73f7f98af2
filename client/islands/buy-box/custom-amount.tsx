import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../../shared/egift-amount'
import { FieldError } from './field-error'
import type { EgiftOption } from './props'
import type { GiftCard } from './use-gift-card'

interface CustomAmountProps {
  id: string
  custom: EgiftOption['custom']
  gift: GiftCard
  onChoose: (size: string) => void
}

/** "Another amount" among an e-gift card's amounts. */
export function CustomAmountOption({ id, custom, gift, onChoose }: CustomAmountProps) {
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
      <span>{custom.labels.other}</span>
    </label>
  )
}

/**
 * The amount of the shopper's choosing. Shown once "Another amount" is chosen (by CSS, so also without
 * JavaScript); the worker reads it only then.
 */
export function CustomAmountField({ id, custom, gift }: Omit<CustomAmountProps, 'onChoose'>) {
  const { amountError } = gift
  return (
    <div className="buy-box__custom-amount" id={`${id}-amount-field`}>
      <label htmlFor={`${id}-amount`}>{custom.labels.field}</label>
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
        {custom.labels.hint}
      </p>
      <FieldError id={`${id}-amount-error`} message={amountError} />
    </div>
  )
}
