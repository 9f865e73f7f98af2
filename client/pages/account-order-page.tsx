/**
 * One of the shopper's orders (`/{locale}/account/orders/{orderNumber}`): its status and progress with tracking,
 * what can be done with it now, its lines, totals, addresses and payment. Every action is a plain link or form, so
 * it works without JavaScript: cancelling asks first on the same page (`?cancel=confirm`), the invoice is a link to
 * the PDF, the return label a form answered with the PDF, and sending e-gift card emails again a form.
 */
import type { PhoneCountries } from '../../shared/account/phone'
import type { OrderDetails } from '../../shared/bag/order-history'
import { accountSectionPath } from '../../shared/routes'
import type { InStoreSale } from '../../shared/stores/stores'
import { AccountLayout } from '../components/account-layout'
import { Notice } from '../components/notice'
import { OrderItems, OrderShippingAndPayment, OrderTotals } from '../components/order-parts'
import { OrderProgress, OrderStatusBadge } from '../components/order-progress'
import { PostButton } from '../components/post-button'
import { SoldInStore } from '../components/sold-in-store'
import { useShop } from '../i18n'

export interface AccountOrderPageProps {
  order: OrderDetails
  /** Who sold it, for an order placed in a store by an associate; null otherwise. */
  sale: InStoreSale | null
  /** The countries (the utilities service's list): names and phone formats of the order's addresses. */
  countries: PhoneCountries
  signOutAction: string
  /** An outcome (cancelled, emails sent) or a refusal of an action. */
  notice: { kind: 'success' | 'error'; text: string } | null
  /** The shopper asked to cancel: the page asks them to confirm. */
  confirmCancel: boolean
  links: {
    /** The page asking to confirm the cancellation, and the page without it. */
    askCancel: string
    keep: string
    cancelAction: string
    invoice: string
    returnLabelAction: string
    resendAction: string
  }
}

export function AccountOrderPage(props: AccountOrderPageProps) {
  const { order, sale, countries, signOutAction, notice, confirmCancel, links } = props
  const { t } = useShop()
  const money = (amount: number) => t.money(amount, order.currency)
  const { actions } = order
  const title = t.t('orders.order', { number: order.orderNumber })
  // An action that posts a plain form (the return label, the e-gift card emails again), described where it says more.
  const postAction = (action: string, intent: string, label: string, describedBy?: string) => (
    <PostButton
      action={action}
      intent={intent}
      buttonClassName="button button--secondary"
      describedBy={describedBy}
    >
      {label}
    </PostButton>
  )
  return (
    <AccountLayout section="orders" signOutAction={signOutAction} subpage={title}>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <p className="account-order-page__summary">
        <OrderStatusBadge status={order.status} />
        <span>{t.t('orders.placedOn', { date: t.date(order.placedAt) })}</span>
        <span>{t.t('orders.total', { amount: money(order.totals.total) })}</span>
      </p>
      {sale ? <SoldInStore sale={sale} className="account-order-page__sold" /> : null}

      {confirmCancel && actions.cancel ? (
        <section
          id="cancel-order"
          className="account-order-page__confirm"
          aria-labelledby="cancel-order-title"
        >
          <h2 id="cancel-order-title">{t.t('orders.cancelTitle')}</h2>
          <p id="cancel-order-text">{t.t('orders.cancelText', { number: order.orderNumber })}</p>
          <form method="post" action={links.cancelAction} className="account-order-page__buttons">
            <input type="hidden" name="intent" value="cancel" />
            <button
              type="submit"
              className="button account-order-page__cancel"
              aria-describedby="cancel-order-text"
              // biome-ignore lint/a11y/noAutofocus: -- the shopper asked to cancel: the answer they came for is here
              autoFocus
            >
              {t.t('orders.cancelConfirm')}
            </button>
            <a className="button button--secondary" href={links.keep}>
              {t.t('orders.cancelKeep')}
            </a>
          </form>
        </section>
      ) : null}

      {actions.cancel || actions.invoice || actions.returnLabel || actions.resendGiftCard ? (
        <section className="account-order-page__actions" aria-labelledby="order-actions-title">
          <h2 id="order-actions-title">{t.t('orders.manage')}</h2>
          <ul>
            {actions.invoice ? (
              <li>
                <a className="button button--secondary" href={links.invoice} download>
                  {t.t('orders.invoice')}
                </a>
              </li>
            ) : null}
            {actions.returnLabel ? (
              <li>
                {postAction(links.returnLabelAction, 'returnLabel', t.t('orders.returnLabel'), 'return-by')}
                <p id="return-by" className="account-order-page__hint">
                  {order.returnWindowEndsAt
                    ? `${t.t('orders.returnBy', { date: t.date(order.returnWindowEndsAt) })} `
                    : ''}
                  {t.t('orders.returnHint')}
                </p>
              </li>
            ) : null}
            {actions.resendGiftCard ? (
              <li>{postAction(links.resendAction, 'resendGiftCards', t.t('orders.resend'))}</li>
            ) : null}
            {actions.cancel && !confirmCancel ? (
              <li>
                <a className="button button--secondary" href={links.askCancel}>
                  {t.t('orders.cancel')}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}

      <OrderProgress timeline={order.timeline} parcels={order.parcels} />

      <section className="account-order-page__items" aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t.t('checkout.items')}</h2>
        <OrderItems order={order} pickupPerLine />
        <OrderTotals
          order={order}
          discountLabel={t.t('orders.discount', { percent: t.number(order.discountPercentage) })}
          discountTotal
        />
      </section>

      <OrderShippingAndPayment
        order={order}
        countries={countries}
        className="account-order-page__details"
        headingId={(part) => `order-${part}-title`}
      />

      <p>
        <a href={accountSectionPath(t.locale.code, 'orders')}>{t.t('orders.backToList')}</a>
      </p>
    </AccountLayout>
  )
}
