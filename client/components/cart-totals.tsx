/**
 * A cart's or order's totals as the bag, the checkout summary and the confirmation show them: subtotal, discount with
 * its percentage, delivery, tax added on top (or "calculated at checkout"), the total, and the VAT a European or UK
 * total includes. Pure: money and words come from the caller, so islands and server pages share it.
 */
import type { Cart } from '../../shared/cart'

export interface CartTotalsLabels {
  subtotal: string
  /** "Discount ({percent} %)". */
  discount: string
  delivery: string
  free: string
  tax: string
  taxLater: string
  total: string
  /** "Includes VAT of {amount}". */
  vatIncluded: string
}

export interface CartTotalsProps {
  totals: Pick<
    Cart['totals'],
    'itemTotal' | 'totalDiscount' | 'shipping' | 'tax' | 'taxIncluded' | 'total'
  > & {
    discountPercentage?: number
  }
  labels: CartTotalsLabels
  money: (amount: number) => string
  /** While a change is on its way, the figures are dimmed and marked busy. */
  busy?: boolean
}

const fill = (template: string, name: string, value: string | number) =>
  template.replace(`{${name}}`, String(value))

export function CartTotals({ totals, labels, money, busy }: CartTotalsProps) {
  return (
    <>
      <dl className="cart-totals" aria-busy={busy}>
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{money(totals.itemTotal)}</dd>
        </div>
        {totals.totalDiscount > 0 ? (
          <div className="cart-totals__discount">
            <dt>
              {totals.discountPercentage === undefined
                ? labels.discount
                : fill(labels.discount, 'percent', totals.discountPercentage)}
            </dt>
            <dd>{`−${money(totals.totalDiscount)}`}</dd>
          </div>
        ) : null}
        {totals.shipping !== null ? (
          <div>
            <dt>{labels.delivery}</dt>
            <dd>{totals.shipping === 0 ? labels.free : money(totals.shipping)}</dd>
          </div>
        ) : null}
        {totals.taxIncluded ? null : (
          <div>
            <dt>{labels.tax}</dt>
            <dd>{totals.tax === null ? labels.taxLater : money(totals.tax)}</dd>
          </div>
        )}
        <div className="cart-totals__total">
          <dt>{labels.total}</dt>
          <dd>{money(totals.total)}</dd>
        </div>
      </dl>
      {totals.taxIncluded && totals.tax !== null ? (
        <p className="cart-totals__vat">{fill(labels.vatIncluded, 'amount', money(totals.tax))}</p>
      ) : null}
    </>
  )
}
