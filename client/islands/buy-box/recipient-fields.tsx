import { GIFT_FIELDS } from '../../../shared/bag/gift-option'
import { GiftFields, giftFieldsLabels } from '../../components/gift-fields'
import { type EgiftOption, useBuyBoxWords } from './props'
import type { GiftCard } from './use-gift-card'

interface RecipientFieldsProps {
  id: string
  egift: EgiftOption
  gift: GiftCard
  /** Counting the message's characters needs the script: without it the hint gives the limit. */
  hydrated: boolean
}

/** Who an e-gift card is for: sent by email, so one card at a time. */
export function RecipientFields({ id, egift, gift, hydrated }: RecipientFieldsProps) {
  const words = useBuyBoxWords()
  return (
    <fieldset className="buy-box__recipient">
      <legend>{words.t('egift.recipient')}</legend>
      <p className="field-hint">{words.t('egift.byEmail')}</p>
      <input type="hidden" name="qty" value="1" />
      <GiftFields
        idPrefix={`${id}-gift`}
        values={gift.recipient}
        errors={gift.recipientErrors}
        labels={giftFieldsLabels(words)}
        emailRequired
        onChange={gift.changeRecipient}
        counting={hydrated}
        fieldRefs={gift.recipientFields}
        autoFocus={egift.kept ? GIFT_FIELDS.find((field) => gift.recipientErrors[field]) : undefined}
      />
    </fieldset>
  )
}
