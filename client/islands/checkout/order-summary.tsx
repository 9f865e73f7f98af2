/** The order summary: the lines, the totals, and what gift cards and the like already pay. */
import type { Cart } from '../../../shared/bag/cart'
import { CustomFacts } from '../../components/bag-line-parts'
import { CartTotals, cartTotalsLabels, PriceAdjustmentNote } from '../../components/cart-totals'
import { customFactsLabels } from '../../components/custom-labels'
import { SummaryItem } from '../../components/summary-item'
import { paymentName } from './payment/names'
import { useCheckoutWords } from './use-checkout-words'

/**
 * The order summary: on a phone, closed above the steps with its total in view, opened by its row; beside the steps
 * on a wider screen, where its row gives way to a heading and what it folds always shows (CSS `::details-content`).
 * It is closed as the server sends it, whatever the screen, so nothing folds away once the script has run and
 * the steps never jump on a phone (no layout shift while the checkout loads, decision 081).
 */
export function OrderSummary({ cart, money }: { cart: Cart; money: (amount: number) => string }) {
  const words = useCheckoutWords()
  const { totals } = cart
  return (
    <details className="checkout__summary">
      <summary>
        <span>{words.t('bag.summaryTitle')}</span>
        <span className="checkout__summary-total">{money(totals.total)}</span>
      </summary>
      <h2 className="checkout__summary-title">{words.t('bag.summaryTitle')}</h2>
      <ul className="checkout__items" aria-label={words.t('checkout.items')}>
        {cart.items.map((line) => (
          <SummaryItem
            key={line.id}
            item={line}
            // An e-gift card's amount is its price, not a size.
            facts={[
              line.digital ? null : (line.sizeLabel ?? line.size),
              `${words.t('cart.quantity')} ${line.qty}`,
            ]}
            total={line.bonus ? words.t('bag.free') : money(line.price.rowTotal)}
          >
            {line.custom ? <CustomFacts custom={line.custom} labels={customFactsLabels(words)} /> : null}
            {line.gift ? (
              <p className="checkout__item-facts">
                {line.digital
                  ? words.t('egift.sentTo', { to: line.gift.to, email: line.gift.email })
                  : words.t('bag.gift.lineTitle', { to: line.gift.to })}
              </p>
            ) : null}
            {line.adjustment ? (
              <PriceAdjustmentNote
                adjustment={line.adjustment}
                label={words.t('adjust.line')}
                money={money}
              />
            ) : null}
          </SummaryItem>
        ))}
      </ul>
      <CartTotals
        totals={totals}
        labels={cartTotalsLabels(words)}
        money={money}
        adjustments={cart.adjustments.filter((adjustment) => adjustment.itemId === null)}
        promotions={cart.promotions}
      />
      {cart.payments.length > 0 ? (
        <dl className="cart-totals checkout__paid" aria-label={words.t('payment.title')}>
          {cart.payments.map((payment) => (
            <div key={payment.id}>
              <dt>{paymentName(payment, words)}</dt>
              <dd>{`−${money(payment.amount)}`}</dd>
            </div>
          ))}
          <div className="cart-totals__total">
            <dt>{words.t('reward.leftToPay')}</dt>
            <dd>{money(Math.max(totals.remainingToPay, 0))}</dd>
          </div>
        </dl>
      ) : null}
    </details>
  )
}
