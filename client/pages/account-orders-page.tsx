/**
 * The account's orders (`/{locale}/account/orders`): the shopper's orders newest first, ten a page with previous
 * and next links; each with its number (the link to it), date, status, total and the pictures of its first items.
 * Without orders, a word and a way to the shop.
 */
import type { OrderHistoryPage } from '../../shared/bag/order-history'
import { accountOrderPath, accountSectionPath, homePath } from '../../shared/routes'
import { AccountLayout } from '../components/account-layout'
import { Notice } from '../components/notice'
import { OrderStatusBadge } from '../components/order-progress'
import { PageLinks } from '../components/page-links'
import { useShop } from '../i18n'

export interface AccountOrdersPageProps {
  history: OrderHistoryPage
  signOutAction: string
  /** An outcome, or a refusal (an order not found in the account). */
  notice: { kind: 'success' | 'error'; text: string } | null
}

/** How many pictures an order's row shows (its item count says how many it holds). */
const THUMBNAILS = 4

export function AccountOrdersPage({ history, signOutAction, notice }: AccountOrdersPageProps) {
  const { t } = useShop()
  const locale = t.locale.code
  const { orders, page, pageCount, total } = history
  return (
    <AccountLayout section="orders" signOutAction={signOutAction}>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      {total === 0 ? (
        <div className="account-orders-page__empty">
          <p>{t.t('orders.empty')}</p>
          <p>
            <a className="button" href={homePath(locale)}>
              {t.t('orders.startShopping')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className="account-orders-page__count">{t.plural('orders.count', total)}</p>
          <ol className="account-orders-page__list" aria-label={t.t('orders.list')}>
            {orders.map((order) => (
              <li key={order.orderNumber} className="card account-orders-page__order">
                <div className="account-orders-page__head">
                  <h2>
                    <a href={accountOrderPath(locale, order.orderNumber)}>
                      {t.t('orders.order', { number: order.orderNumber })}
                    </a>
                  </h2>
                  <OrderStatusBadge status={order.status} />
                </div>
                <p className="account-orders-page__facts">
                  {order.reservation ? (
                    <span className="account-orders-page__reservation">
                      {t.t('orders.reservation', { store: order.reservation.store })}
                    </span>
                  ) : null}
                  <span>{t.t('orders.placedOn', { date: t.date(order.placedAt) })}</span>
                  <span>{t.plural('orders.items', order.itemCount)}</span>
                  <span>{t.t('orders.total', { amount: t.money(order.total, order.currency) })}</span>
                </p>
                <ul className="account-orders-page__thumbs">
                  {order.items.slice(0, THUMBNAILS).map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: -- two lines may share a name; the order is fixed
                    <li key={index}>
                      <img
                        src={item.image || undefined}
                        alt={item.name}
                        width={64}
                        height={64}
                        loading="lazy"
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          <PageLinks
            current={page}
            count={pageCount}
            path={accountSectionPath(locale, 'orders')}
            label={t.t('orders.pages')}
          />
        </>
      )}
    </AccountLayout>
  )
}
