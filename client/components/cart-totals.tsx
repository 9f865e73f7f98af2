/**
 * A cart's or order's totals as the bag, the checkout summary and the confirmation show them: subtotal, discount with
 * its percentage, delivery, tax added on top (or "calculated at checkout"), the total, and the VAT a European or UK
 * total includes. Pure: money and words come from the caller, so islands and server pages share it.
 */
import type { Cart } from '../../shared/bag/cart'
import type { WordsSource } from '../../shared/i18n/text'

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
  /** "Store price adjustment: {reason}", a store associate's adjustment of a line or the order (decision 031). */
  adjustment: string
}

/** What the totals are worded with in the bag and the checkout: an island that shows them spreads this list in. */
export const CART_TOTALS_WORDS = [
  'bag.subtotal',
  'bag.totals.discount',
  'bag.totals.delivery',
  'bag.free',
  'bag.totals.tax',
  'bag.totals.taxLater',
  'bag.totals.total',
  'bag.totals.vatIncluded',
  'adjust.line',
] as const

/** The totals' labels in the page's language: from an island's words, or from the translator on the server. */
export const cartTotalsLabels = (
  words: WordsSource<(typeof CART_TOTALS_WORDS)[number]>,
): CartTotalsLabels => ({
  subtotal: words.t('bag.subtotal'),
  discount: words.t('bag.totals.discount'),
  delivery: words.t('bag.totals.delivery'),
  free: words.t('bag.free'),
  tax: words.t('bag.totals.tax'),
  taxLater: words.t('bag.totals.taxLater'),
  total: words.t('bag.totals.total'),
  vatIncluded: words.t('bag.totals.vatIncluded'),
  adjustment: words.t('adjust.line'),
})

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
  /** Store associates' adjustments of the order (not of a line: those are in the lines' totals). */
  adjustments?: readonly { id: string; reason: string; amount: number }[]
  /** The cart's promotions: when more than one order promotion makes up the discount, each is named under it. */
  promotions?: Cart['promotions']
}

const fill = (template: string, name: string, value: string | number) =>
  template.replace(`{${name}}`, String(value))

/**
 * A store associate's adjustment of a line, under it: "Store price adjustment: Price match −$10.00", the line's
 * total being after it.
 */
export function PriceAdjustmentNote({
  adjustment,
  label,
  money,
}: {
  adjustment: { reason: string; amount: number }
  label: string
  money: (amount: number) => string
}) {
  return (
    <p className="price-adjustment">
      {`${fill(label, 'reason', adjustment.reason)} `}
      <span>{`−${money(adjustment.amount)}`}</span>
    </p>
  )
}

export function CartTotals({
  totals,
  labels,
  money,
  busy,
  adjustments = [],
  promotions = [],
}: CartTotalsProps) {
  const parts = promotions.filter((promotion) => promotion.level === 'ORDER' && (promotion.amount ?? 0) > 0)
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
        {totals.totalDiscount > 0 && parts.length > 1
          ? parts.map((part) => (
              <div key={part.id} className="cart-totals__part">
                <dt>{part.name}</dt>
                <dd>{`−${money(part.amount ?? 0)}`}</dd>
              </div>
            ))
          : null}
        {adjustments.map((adjustment) => (
          <div key={adjustment.id} className="cart-totals__discount cart-totals__adjustment">
            <dt>{fill(labels.adjustment, 'reason', adjustment.reason)}</dt>
            <dd>{`−${money(adjustment.amount)}`}</dd>
          </div>
        ))}
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
