/**
 * Changing one of the associate's price adjustments in place (its kind, value and reason), a plain form inside a
 * disclosure: without JavaScript it posts to the bag, which answers it; a refused change comes back open, with the
 * values typed and the message at the value.
 */

import { type BagFormIntent, INTENT_FIELD } from '../../shared/bag/bag-forms'
import { useShop } from '../i18n'
import { FieldError } from './field-error'

export const ADJUSTMENT_REASON_KEYS = {
  PRICE_MATCH: 'associate.adjust.reason.PRICE_MATCH',
  DAMAGED_ITEM: 'associate.adjust.reason.DAMAGED_ITEM',
  SERVICE_RECOVERY: 'associate.adjust.reason.SERVICE_RECOVERY',
} as const

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
  refusal: AdjustmentChangeRefusal | null
}

export function PriceAdjustmentChange(props: PriceAdjustmentChangeProps) {
  const { action, adjustmentId, where, reasonCode, refusal } = props
  const { t } = useShop()
  const id = (field: string) => `adjust-${adjustmentId}-${field}`
  return (
    <details className="price-adjustment-tools__change" open={refusal !== null}>
      <summary>
        {t.t('associate.adjust.change')}
        <span className="visually-hidden">{`: ${where}`}</span>
      </summary>
      <form method="post" action={action} noValidate className="price-adjustment-tools__form">
        <input type="hidden" name={INTENT_FIELD} value={CHANGE_INTENT} />
        <input type="hidden" name="adjustmentId" value={adjustmentId} />
        <div className="field">
          <label htmlFor={id('type')}>{t.t('associate.adjust.kind')}</label>
          <select id={id('type')} name="type" defaultValue={refusal?.type ?? 'PERCENT'}>
            <option value="PERCENT">{t.t('associate.adjust.percent')}</option>
            <option value="AMOUNT">{t.t('associate.adjust.amount')}</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={id('value')}>{t.t('associate.adjust.value')}</label>
          <input
            id={id('value')}
            name="value"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            required
            defaultValue={refusal?.value ?? ''}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={refusal ? id('value-error') : id('value-hint')}
            // biome-ignore lint/a11y/noAutofocus: -- back from a refused change, the value takes focus
            autoFocus={refusal !== null}
          />
          <p id={id('value-hint')} className="field-hint">
            {t.t('associate.adjust.valueHint')}
          </p>
          <FieldError id={id('value-error')} message={refusal?.message ?? null} />
        </div>
        <div className="field">
          <label htmlFor={id('reason')}>{t.t('associate.adjust.reason')}</label>
          <select
            id={id('reason')}
            name="reasonCode"
            defaultValue={refusal?.reasonCode ?? reasonCode ?? 'PRICE_MATCH'}
          >
            {(Object.keys(ADJUSTMENT_REASON_KEYS) as (keyof typeof ADJUSTMENT_REASON_KEYS)[]).map(
              (reason) => (
                <option key={reason} value={reason}>
                  {t.t(ADJUSTMENT_REASON_KEYS[reason])}
                </option>
              ),
            )}
          </select>
        </div>
        <button type="submit" className="button button--secondary">
          {t.t('associate.adjust.changeSubmit')}
        </button>
      </form>
    </details>
  )
}
