/**
 * Changing one of the associate's price adjustments in place (its kind, value and reason), a plain form inside a
 * disclosure: without JavaScript it posts to the bag, which answers it; a refused change comes back open, with the
 * values typed and the message at the value.
 */

import { type BagFormIntent, INTENT_FIELD } from '../../shared/bag/bag-forms'
import { useShop } from '../i18n'
import { AdjustmentFields } from './price-adjustment-fields'

const CHANGE_INTENT: BagFormIntent = 'changePriceAdjustment'

export interface AdjustmentChangeRefusal {
  adjustmentId: string
  /** What was posted, given back as typed. */
  type: string
  value: string
  reasonCode: string
  message: string
}

export interface PriceAdjustmentChangeProps {
  action: string
  adjustmentId: string
  /** Where it applies, as the list says it ("Whole order", a line's name). */
  where: string
  /** Its reason's code, chosen again unless the associate picks another; null when the cart did not say. */
  reasonCode: string | null
  /** Its kind (PERCENT, AMOUNT) and value, which the form starts from; each null when the cart did not say. */
  current: { type: string | null; value: string | null }
  refusal: AdjustmentChangeRefusal | null
}

export function PriceAdjustmentChange(props: PriceAdjustmentChangeProps) {
  const { action, adjustmentId, where, reasonCode, current, refusal } = props
  const { t } = useShop()
  return (
    <details className="price-adjustment-tools__change" open={refusal !== null}>
      <summary>
        {t.t('associate.adjust.change')}
        <span className="visually-hidden">{`: ${where}`}</span>
      </summary>
      <form method="post" action={action} noValidate className="price-adjustment-tools__form">
        <input type="hidden" name={INTENT_FIELD} value={CHANGE_INTENT} />
        <input type="hidden" name="adjustmentId" value={adjustmentId} />
        <AdjustmentFields
          idPrefix={`adjust-${adjustmentId}`}
          defaults={{
            type: refusal?.type ?? current.type ?? undefined,
            value: refusal?.value ?? current.value ?? undefined,
            reasonCode: refusal?.reasonCode ?? reasonCode ?? undefined,
          }}
          valueError={refusal?.message ?? null}
        />
        <button type="submit" className="button button--secondary">
          {t.t('associate.adjust.changeSubmit')}
        </button>
      </form>
    </details>
  )
}
