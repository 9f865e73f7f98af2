import { GiftCardForm, GiftCardPayments } from '../../components/bag-gift-cards'
import { CartTotals, cartTotalsLabels } from '../../components/cart-totals'
import { useBag } from './context'
import { DeliveryMethods } from './delivery-methods'
import { PromoCodeForm } from './promo-code-form'

/** The order's summary: delivery method, promo codes, gift cards, the totals and the way to the checkout. */
export function BagSummary() {
  const { words, locale, money, action, cart, busy, props, summaryChanges } = useBag()
  return (
    <section className="bag__summary" aria-labelledby="bag-summary-title">
      <h2 id="bag-summary-title">{words.t('bag.summaryTitle')}</h2>
      <DeliveryMethods />
      <PromoCodeForm />
      <GiftCardForm
        locale={locale}
        action={action}
        money={money}
        busy={busy}
        returned={props.giftCard}
        onApply={summaryChanges.applyGiftCard}
      />
      <CartTotals
        totals={cart.totals}
        labels={cartTotalsLabels(words)}
        money={money}
        busy={busy}
        adjustments={cart.adjustments.filter((adjustment) => adjustment.itemId === null)}
        promotions={cart.promotions}
        rewards={cart.totals.rewards}
      />
      <GiftCardPayments cart={cart} action={action} money={money} onRemove={summaryChanges.removeGiftCard} />
      <CheckoutLink className="button button--lg bag__checkout" />
    </section>
  )
}

/** The way to the checkout, offered once the totals have settled: while a change is on its way they are not true. */
export function CheckoutLink({ className }: { className: string }) {
  const { words, busy, props } = useBag()
  return busy ? (
    <button type="button" className={className} disabled>
      {words.t('checkout.toCheckout')}
    </button>
  ) : (
    <a className={className} href={props.checkoutPath}>
      {words.t('checkout.toCheckout')}
    </a>
  )
}

/** The total and the way to the checkout, kept in view at the foot of a phone's screen. */
export function StickyCheckout() {
  const { words, money, cart } = useBag()
  return (
    <div className="bag__sticky-checkout">
      <span>
        {words.t('bag.totals.total')} <strong>{money(cart.totals.total)}</strong>
      </span>
      <CheckoutLink className="button" />
    </div>
  )
}
