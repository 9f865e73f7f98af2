/**
 * A guest's order status page (`/{locale}/order-status`): the order number and the email used for the order, posted
 * as a plain form that works without JavaScript; each refused field's message beside it, the first refused field
 * focused, what was typed kept. Found, the order's status, progress, tracking and lines show under the form (no
 * addresses or payment: those need the account). An order kept in an account offers to sign in to see it there.
 */
import {
  ORDER_LOOKUP_EMAIL_MAX,
  type OrderLookupField,
  type TrackedOrder,
} from '../../shared/bag/order-history'
import { Breadcrumb } from '../components/breadcrumb'
import { FieldError } from '../components/field-error'
import { FormNotices } from '../components/form-notices'
import { OrderProgress, OrderStatusBadge } from '../components/order-progress'
import { SummaryItem } from '../components/summary-item'
import { EMAIL_INPUT } from '../components/support-form'
import { useShop } from '../i18n'

export interface OrderStatusPageProps {
  /** Where the form posts. */
  action: string
  /** What was typed (or the number a link brought). */
  values: { orderNumber: string; email: string }
  errors: Partial<Record<OrderLookupField, string>>
  /** A refusal of the whole lookup (not found, too many tries). */
  notice: string | null
  order: TrackedOrder | null
  /** Sign in, coming back to this order in the account (for an account's order), or to the orders. */
  signInHref: string
}

export function OrderStatusPage({ action, values, errors, notice, order, signInHref }: OrderStatusPageProps) {
  const { t } = useShop()
  const title = t.t('orderStatus.title')
  const first: OrderLookupField | null = errors.orderNumber ? 'orderNumber' : errors.email ? 'email' : null
  const field = (name: OrderLookupField) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [
        errors[name] ? `order-status-${name}-error` : null,
        name === 'orderNumber' ? 'order-status-hint' : null,
      ]
        .filter(Boolean)
        .join(' ') || undefined,
  })
  return (
    <div className="order-status-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      <div className="order-status-page__layout">
        <div className="order-status-page__card">
          <p>{t.t('orderStatus.intro')}</p>
          <FormNotices notice={notice} check={first ? t.t('orderStatus.check') : null} />
          <form
            method="post"
            action={action}
            noValidate
            className="sign-in-page__form order-status-page__form"
          >
            <div className="field">
              <label htmlFor="order-status-orderNumber">{t.t('orderStatus.number')}</label>
              <input
                id="order-status-orderNumber"
                name="orderNumber"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={30}
                defaultValue={values.orderNumber}
                required
                {...field('orderNumber')}
                // biome-ignore lint/a11y/noAutofocus: -- back from a refused lookup, the first refused field takes focus
                autoFocus={first === 'orderNumber'}
              />
              <p id="order-status-hint" className="field-hint">
                {t.t('orderStatus.numberHint')}
              </p>
              <FieldError id="order-status-orderNumber-error" message={errors.orderNumber} />
            </div>
            <div className="field">
              <label htmlFor="order-status-email">{t.t('orderStatus.email')}</label>
              <input
                id="order-status-email"
                {...EMAIL_INPUT}
                maxLength={ORDER_LOOKUP_EMAIL_MAX + 1}
                defaultValue={values.email}
                required
                {...field('email')}
                // biome-ignore lint/a11y/noAutofocus: -- back from a refused lookup, the first refused field takes focus
                autoFocus={first === 'email'}
              />
              <FieldError id="order-status-email-error" message={errors.email} />
            </div>
            <button type="submit" className="button button--lg">
              {t.t('orderStatus.submit')}
            </button>
          </form>
          {order ? null : (
            <p className="order-status-page__account">
              <a href={signInHref}>{t.t('orderStatus.signInAll')}</a>
            </p>
          )}
        </div>
        {order ? (
          <section className="order-status-page__result" aria-labelledby="order-status-result">
            <h2 id="order-status-result" tabIndex={-1}>
              {t.t('orderStatus.result', { number: order.orderNumber })}
            </h2>
            <p className="order-status-page__summary">
              <OrderStatusBadge status={order.status} />
              <span>{t.t('orders.placedOn', { date: t.date(order.placedAt) })}</span>
            </p>
            {order.accountOrder ? (
              <p className="order-status-page__account">
                {t.t('orderStatus.accountOrder')} <a href={signInHref}>{t.t('orderStatus.signIn')}</a>
              </p>
            ) : null}
            <OrderProgress timeline={order.timeline} parcels={order.parcels} level={3} />
            <h3>{t.t('orderStatus.items')}</h3>
            <ul className="checkout__items">
              {order.items.map((item) => (
                <SummaryItem
                  key={item.id}
                  item={item}
                  facts={[
                    item.digital ? t.t('orderStatus.byEmail') : item.size,
                    `${t.t('cart.quantity')} ${t.number(item.qty)}`,
                  ]}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
