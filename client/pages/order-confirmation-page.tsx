import type { PhoneCountries } from '../../shared/account/phone'
import type { Order } from '../../shared/bag/order'
import type { Block } from '../../shared/content/blocks'
import { homePath } from '../../shared/routes'
import type { InStoreSale } from '../../shared/stores/stores'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { customLineLabels } from '../components/custom-labels'
import { OrderItems, OrderShippingAndPayment, OrderTotals } from '../components/order-parts'
import { SoldInStore } from '../components/sold-in-store'
import { useShop } from '../i18n'

export interface OrderConfirmationPageProps {
  order: Order
  /** The countries (the utilities service's list): names and phone formats of the order's addresses. */
  countries: PhoneCountries
  /**
   * Where the order can be followed: in the account of a signed-in shopper; for a guest, the order status page and
   * signing in (the order then joins the account, and the shopper lands on it).
   */
  follow: { account: string } | { track: string; signIn: string }
  /** Who sold it, for an order placed in in-store mode; null otherwise. */
  sale: InStoreSale | null
  /** The confirmation's own content from the content service (what happens next). */
  blocks?: readonly Block[]
}

/** The order just placed: its number, what was bought, where it goes, what it cost and how it was paid. */
export function OrderConfirmationPage({
  order,
  countries,
  follow,
  sale,
  blocks = [],
}: OrderConfirmationPageProps) {
  const { t } = useShop()
  // E-gift cards go by email.
  const egiftCards = order.items.filter((item) => item.digital)
  const customLabels = customLineLabels(t)
  return (
    <div className="confirmation">
      <Breadcrumb trail={[]} current={t.t('page.orderConfirmation.title')} />
      <div className="confirmation__hero">
        <svg aria-hidden="true" viewBox="0 0 48 48" width="48" height="48" focusable="false">
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="3.5"
            strokeLinecap="round"
          />
        </svg>
        <h1>{t.t('confirmation.title')}</h1>
        <p className="confirmation__number">
          {t.t('confirmation.number')} <strong>{order.orderNumber}</strong>
        </p>
        {order.email ? <p>{t.t('confirmation.email', { email: order.email })}</p> : null}
        {sale ? <SoldInStore sale={sale} className="confirmation__in-store" /> : null}
        <p className="confirmation__follow">
          {'account' in follow ? (
            <a className="button button--secondary" href={follow.account}>
              {t.t('orders.confirmation.view')}
            </a>
          ) : (
            <>
              <a className="button button--secondary" href={follow.track}>
                {t.t('orderStatus.confirmation.track')}
              </a>
              <a href={follow.signIn}>{t.t('orders.confirmation.signIn')}</a>
            </>
          )}
        </p>
      </div>
      {blocks.length > 0 ? (
        <div className="confirmation__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
      <div className="confirmation__layout">
        <section aria-labelledby="confirmation-items">
          <h2 id="confirmation-items">{t.t('checkout.items')}</h2>
          <OrderItems order={order} />
          <OrderTotals order={order} discountLabel={t.t('confirmation.discount')} />
        </section>
        <OrderShippingAndPayment
          order={order}
          countries={countries}
          className="confirmation__details"
          headingId={(part) => `confirmation-${part}`}
          pickup={
            <>
              {order.pickupPerson ? (
                <p>
                  {t.t('checkout.collectedBy', {
                    name: `${order.pickupPerson.firstName} ${order.pickupPerson.lastName}`,
                  })}
                </p>
              ) : null}
              <p>{t.t('confirmation.pickupReady')}</p>
            </>
          }
        >
          {order.madeToOrder ? (
            <section aria-labelledby="confirmation-custom">
              <h2 id="confirmation-custom">{t.t('custom.shipment')}</h2>
              <p>{`${order.madeToOrder.label} · ${order.madeToOrder.deliveryTime}`}</p>
              <p>{t.t('custom.confirmation')}</p>
              <p>{customLabels.noReturns}</p>
            </section>
          ) : null}
          {egiftCards.length > 0 ? (
            <section aria-labelledby="confirmation-egift">
              <h2 id="confirmation-egift">{t.t('egift.title')}</h2>
              <p>{t.t('egift.confirmationSent')}</p>
            </section>
          ) : null}
        </OrderShippingAndPayment>
      </div>
      <p>
        <a className="button" href={homePath(t.locale.code)}>
          {t.t('page.continueShopping')}
        </a>
      </p>
    </div>
  )
}
