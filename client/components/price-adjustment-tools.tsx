/**
 * In-store mode's price adjustments on the bag page (decisions 031, 044), for the connected associate only: what
 * has been taken off (each with "Remove") and a plain form to take money off a line or the whole order, with the
 * reason. Works without JavaScript; a refused adjustment comes back with its message at the value.
 */

import { type BagFormIntent, INTENT_FIELD } from '../../shared/bag/bag-forms'
import { useShop } from '../i18n'
import { Notice } from './notice'
import { type AdjustmentChangeRefusal, PriceAdjustmentChange } from './price-adjustment-change'
import { AdjustmentFields } from './price-adjustment-fields'

const ADD_INTENT: BagFormIntent = 'addPriceAdjustment'
const REMOVE_INTENT: BagFormIntent = 'removePriceAdjustment'

export interface PriceAdjustmentToolsProps {
  /** Where the forms post, each with its intent: the bag's own address. */
  action: string
  lines: { id: string; name: string }[]
  /** What has been taken off: where (a line's name, or null for the order), how much (formatted) and why. */
  adjustments: {
    id: string
    line: string | null
    amount: string
    reason: string
    reasonCode: string | null
    /** How it was given (PERCENT, AMOUNT) and its figure as typed, for its change form to start from; null when unsaid. */
    type: string | null
    value: string | null
  }[]
  notice: { kind: 'success' | 'error'; text: string } | null
  /** The message at the value after a refused adjustment. */
  valueError: string | null
  /** A refused change of an adjustment: its form comes back open, as typed. */
  changeRefusal: AdjustmentChangeRefusal | null
}

export function PriceAdjustmentTools(props: PriceAdjustmentToolsProps) {
  const { action, lines, adjustments, notice, valueError, changeRefusal } = props
  const { t } = useShop()
  return (
    <section className="price-adjustment-tools" aria-labelledby="price-adjustment-title">
      <h2 id="price-adjustment-title">{t.t('associate.adjust.title')}</h2>
      <p>{t.t('associate.adjust.intro')}</p>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {adjustments.length > 0 ? (
        <ul className="price-adjustment-tools__list">
          {adjustments.map((adjustment) => (
            <li key={adjustment.id}>
              <span>
                {t.t('associate.adjust.applied', {
                  where: adjustment.line ?? t.t('associate.adjust.order'),
                  amount: adjustment.amount,
                  reason: adjustment.reason,
                })}
              </span>
              <form method="post" action={action}>
                <input type="hidden" name={INTENT_FIELD} value={REMOVE_INTENT} />
                <input type="hidden" name="adjustmentId" value={adjustment.id} />
                <button
                  type="submit"
                  className="link-button"
                  aria-label={`${t.t('associate.adjust.remove')}: ${adjustment.line ?? t.t('associate.adjust.order')}`}
                >
                  {t.t('associate.adjust.remove')}
                </button>
              </form>
              <PriceAdjustmentChange
                action={action}
                adjustmentId={adjustment.id}
                where={adjustment.line ?? t.t('associate.adjust.order')}
                reasonCode={adjustment.reasonCode}
                current={{ type: adjustment.type, value: adjustment.value }}
                refusal={changeRefusal?.adjustmentId === adjustment.id ? changeRefusal : null}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <form method="post" action={action} noValidate className="price-adjustment-tools__form">
        <input type="hidden" name={INTENT_FIELD} value={ADD_INTENT} />
        <div className="field">
          <label htmlFor="adjust-item">{t.t('associate.adjust.target')}</label>
          <select id="adjust-item" name="itemId">
            <option value="">{t.t('associate.adjust.order')}</option>
            {lines.map((line) => (
              <option key={line.id} value={line.id}>
                {line.name}
              </option>
            ))}
          </select>
        </div>
        <AdjustmentFields idPrefix="adjust" defaults={{}} valueError={valueError} />
        <button type="submit" className="button">
          {t.t('associate.adjust.submit')}
        </button>
      </form>
    </section>
  )
}
