/**
 * Where an order is: its status, each step of the way (reached with its date, or not yet), and the parcel's
 * carrier, tracking number and events. The account's order page and a guest's order status page show the same.
 */

import type { OrderParcel, OrderStatus, OrderStep } from '../../shared/bag/order-history'
import type { MessageKey } from '../../shared/i18n/messages/en'
import { useShop } from '../i18n'

/** Each status's name. */
export const ORDER_STATUS_TEXT: Readonly<Record<OrderStatus, MessageKey>> = {
  Created: 'orderStatus.status.created',
  Processing: 'orderStatus.status.processing',
  Shipped: 'orderStatus.status.shipped',
  Delivered: 'orderStatus.status.delivered',
  Cancelled: 'orderStatus.status.cancelled',
}

/** The status as a badge, named for its state (its colour is only a second cue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useShop()
  return (
    <span className={`order-status order-status--${status.toLowerCase()}`}>
      {t.t(ORDER_STATUS_TEXT[status])}
    </span>
  )
}

/** The steps an order goes through: the warehouse's four, or up to its cancellation. */
function stepsOf(timeline: readonly OrderStep[]): { status: OrderStatus; at: string | null }[] {
  const at = (status: OrderStatus) => timeline.find((step) => step.status === status)?.at ?? null
  const cancelled = at('Cancelled')
  const order: OrderStatus[] = cancelled
    ? ['Created', ...(at('Processing') ? (['Processing'] as const) : []), 'Cancelled']
    : ['Created', 'Processing', 'Shipped', 'Delivered']
  return order.map((status) => ({ status, at: at(status) }))
}

export interface OrderProgressProps {
  timeline: readonly OrderStep[]
  parcels: readonly OrderParcel[]
  /** The heading level of the section's title, under the page's. */
  level?: 2 | 3
}

export function OrderProgress({ timeline, parcels, level = 2 }: OrderProgressProps) {
  const { t } = useShop()
  const Heading = `h${level}` as const
  const Subheading = `h${level + 1}` as 'h3' | 'h4'
  return (
    <section className="order-progress" aria-labelledby="order-progress-title">
      <Heading id="order-progress-title">{t.t('orderStatus.progress')}</Heading>
      <ol className="order-progress__steps">
        {stepsOf(timeline).map((step) => (
          <li
            key={step.status}
            className={`order-progress__step${step.at ? ' order-progress__step--done' : ''}${step.status === 'Cancelled' ? ' order-progress__step--cancelled' : ''}`}
          >
            <span className="order-progress__name">{t.t(ORDER_STATUS_TEXT[step.status])}</span>{' '}
            {step.at ? (
              <time dateTime={step.at}>{t.date(step.at)}</time>
            ) : (
              <span className="order-progress__pending">{t.t('orderStatus.notYet')}</span>
            )}
          </li>
        ))}
      </ol>
      <Subheading>{t.t('orderStatus.tracking')}</Subheading>
      {parcels.length === 0 ? (
        <p className="order-progress__none">{t.t('orderStatus.noTracking')}</p>
      ) : (
        parcels.map((parcel) => (
          <div key={parcel.trackingNumber} className="order-progress__parcel">
            <dl className="order-progress__facts">
              <div>
                <dt>{t.t('orderStatus.carrier')}</dt>
                <dd>{parcel.carrier}</dd>
              </div>
              <div>
                <dt>{t.t('orderStatus.trackingNumber')}</dt>
                <dd className="order-progress__number">{parcel.trackingNumber}</dd>
              </div>
            </dl>
            <ul className="order-progress__events">
              {parcel.events.map((event) => (
                <li key={`${event.code}-${event.at}`}>
                  <time dateTime={event.at}>{t.date(event.at)}</time>{' '}
                  {event.code === 'PickedUp'
                    ? t.t('orderStatus.event.pickedUp', { carrier: parcel.carrier })
                    : t.t('orderStatus.event.delivered')}
                  {event.location ? ` · ${event.location}` : ''}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  )
}
