/**
 * A cart's or order's totals as the bag, the checkout summary and the confirmation show them: subtotal, each
 * promotion with what it took off ("WELCOME10 −$35.80", "Spend $150, save $15 −$15.00"), delivery, tax added on top
 * (or "calculated at checkout"), the total, the VAT a European or UK total includes, and what the shopper saves in
 * all, sale prices and promotions together, when the cart service says; in the bag, what rewards pay of the total
 * ("Rewards applied", the cart service's `appliedRewards`). A single "Discount" stands
 * for the promotions only when the cart service did not say what each took off; a percentage only where the page
 * words it into its label (the account's order). Pure: money and words come from the caller, so islands and server
 * pages share it.
 */

import type { Cart } from '../../shared/bag/cart'
import { discountLines, type SummaryPromotion } from '../../shared/bag/discounts'
import type { WordsSource } from '../../shared/i18n/text'

export interface CartTotalsLabels {
  subtotal: string
  /** "Discount": the order discount when its promotions cannot be named one by one, or the page's own wording. */
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
  /** "You save {amount}": what the shopper saves in all, markdowns and the order's discount. */
  saved: string
  /** "Rewards applied": what a reward code, loyalty points and reward cards pay of the total. */
  rewards: string
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
  'bag.totals.saved',
  'bag.totals.rewards',
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
  saved: words.t('bag.totals.saved'),
  rewards: words.t('bag.totals.rewards'),
})

export interface CartTotalsProps {
  totals: Pick<
    Cart['totals'],
    'itemTotal' | 'totalDiscount' | 'shipping' | 'tax' | 'taxIncluded' | 'total'
  > & {
    /** What the shopper saves in all (the cart service's `discount`), said under the total; absent or null: not said. */
    discount?: number | null
  }
  labels: CartTotalsLabels
  money: (amount: number) => string
  /** While a change is on its way, the figures are dimmed and marked busy. */
  busy?: boolean
  /** Store associates' adjustments of the order (not of a line: those are in the lines' totals). */
  adjustments?: readonly { id: string; reason: string; amount: number }[]
  /** The cart's or order's promotions: the order's, each with what it took off, are the discount's lines. */
  promotions?: readonly SummaryPromotion[]
  /**
   * The discount's total stays as its own line with the promotions under it (the account's order, whose label
   * carries the order's discount percentage); otherwise the promotions stand in its place.
   */
  discountTotal?: boolean
  /** What rewards pay of the total, said under it; absent or 0: not said. */
  rewards?: number
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
  discountTotal = false,
  rewards = 0,
}: CartTotalsProps) {
  const lines = discountLines(totals.totalDiscount, promotions)
  const total =
    totals.totalDiscount > 0 && (lines === null || discountTotal) ? (
      <div className="cart-totals__discount">
        <dt>{labels.discount}</dt>
        <dd>{`−${money(totals.totalDiscount)}`}</dd>
      </div>
    ) : null
  return (
    <>
      <dl className="cart-totals" aria-busy={busy}>
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{money(totals.itemTotal)}</dd>
        </div>
        {total}
        {(lines ?? []).map((line) => (
          <div key={line.id} className={total ? 'cart-totals__part' : 'cart-totals__discount'}>
            <dt>{line.label}</dt>
            <dd>{`−${money(line.amount)}`}</dd>
          </div>
        ))}
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
        {rewards > 0 ? (
          <div className="cart-totals__rewards">
            <dt>{labels.rewards}</dt>
            <dd>{`−${money(rewards)}`}</dd>
          </div>
        ) : null}
      </dl>
      {totals.taxIncluded && totals.tax !== null ? (
        <p className="cart-totals__vat">{fill(labels.vatIncluded, 'amount', money(totals.tax))}</p>
      ) : null}
      {totals.discount ? (
        <p className="cart-totals__saved">{fill(labels.saved, 'amount', money(totals.discount))}</p>
      ) : null}
    </>
  )
}
