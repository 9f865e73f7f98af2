/**
 * The kind, value and reason of a price adjustment: the fields the associate fills to add one and to change one,
 * each field's id under the form's own prefix so that several forms share a page.
 */

import { useShop } from '../i18n'
import { FieldError } from './field-error'

export const ADJUSTMENT_REASON_KEYS = {
  PRICE_MATCH: 'associate.adjust.reason.PRICE_MATCH',
  DAMAGED_ITEM: 'associate.adjust.reason.DAMAGED_ITEM',
  SERVICE_RECOVERY: 'associate.adjust.reason.SERVICE_RECOVERY',
} as const

export interface AdjustmentFieldsProps {
  /** The prefix of each field's id ("adjust", "adjust-<adjustmentId>"). */
  idPrefix: string
  /** What the fields hold when the form is drawn: as typed after a refusal, or the adjustment's own reason. */
  defaults: { type?: string; value?: string; reasonCode?: string }
  /** The message at the value after a refusal; the value then takes focus. */
  valueError: string | null
}

export function AdjustmentFields({ idPrefix, defaults, valueError }: AdjustmentFieldsProps) {
  const { t } = useShop()
  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <>
      <div className="field">
        <label htmlFor={id('type')}>{t.t('associate.adjust.kind')}</label>
        <select id={id('type')} name="type" defaultValue={defaults.type ?? 'PERCENT'}>
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
          defaultValue={defaults.value ?? ''}
          aria-invalid={valueError ? true : undefined}
          aria-describedby={valueError ? id('value-error') : id('value-hint')}
          // biome-ignore lint/a11y/noAutofocus: -- back from a refused adjustment, the value takes focus
          autoFocus={valueError !== null}
        />
        <p id={id('value-hint')} className="field-hint">
          {t.t('associate.adjust.valueHint')}
        </p>
        <FieldError id={id('value-error')} message={valueError} />
      </div>
      <div className="field">
        <label htmlFor={id('reason')}>{t.t('associate.adjust.reason')}</label>
        <select id={id('reason')} name="reasonCode" defaultValue={defaults.reasonCode ?? 'PRICE_MATCH'}>
          {(Object.keys(ADJUSTMENT_REASON_KEYS) as (keyof typeof ADJUSTMENT_REASON_KEYS)[]).map((reason) => (
            <option key={reason} value={reason}>
              {t.t(ADJUSTMENT_REASON_KEYS[reason])}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
