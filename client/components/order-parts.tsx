/**
 * The parts of a placed order that the confirmation and the account's order page show alike: its lines, its totals,
 * where it goes and how it was paid. Server-rendered only; words and money come from the shop's translator.
 */

import type { ReactNode } from 'react'
import type { PhoneCountries } from '../../shared/account/phone'
import type { Order } from '../../shared/bag/order'
import { useShop } from '../i18n'
import { AddressLines } from './address-lines'
import { CustomFacts } from './bag-line-parts'
import { CartTotals, cartTotalsLabels, PriceAdjustmentNote } from './cart-totals'
import { customLineLabels } from './custom-labels'
import { SummaryItem } from './summary-item'

type OrderOf = Pick<
  Order,
  | 'items'
  | 'currency'
  | 'totals'
  | 'adjustments'
  | 'promotions'
  | 'rewardCode'
  | 'giftCards'
  | 'payment'
  | 'shippingAddress'
  | 'billingAddress'
  | 'shipment'
>

/** An address section of the order: the order, the country names in the page's language and the heading's id. */
interface OrderAddressProps {
  order: OrderOf
  countryName: (code: string) => string
  phoneCountries: PhoneCountries
  id: string
}

const moneyOf = (t: ReturnType<typeof useShop>['t'], currency: string) => (amount: number) =>
  t.money(amount, currency)

/** The order's lines: picture, name, size and quantity, personalisation, gift, pickup store, adjustment, total. */
export function OrderItems({ order, pickupPerLine = false }: { order: OrderOf; pickupPerLine?: boolean }) {
  const { t } = useShop()
  const money = moneyOf(t, order.currency)
  const customLabels = customLineLabels(t)
  return (
    <ul className="checkout__items">
      {order.items.map((item) => (
        <SummaryItem
          key={item.id}
          item={item}
          facts={[item.digital ? null : item.size, `${t.t('cart.quantity')} ${t.number(item.qty)}`]}
          total={item.bonus ? t.t('bag.free') : money(item.rowTotal)}
        >
          {item.custom ? <CustomFacts custom={item.custom} labels={customLabels} /> : null}
          {item.giftTo ? (
            <p className="checkout__item-facts">
              {item.digital
                ? t.t('egift.sentTo', { to: item.giftTo, email: item.giftEmail ?? '' })
                : t.t('bag.gift.lineTitle', { to: item.giftTo })}
            </p>
          ) : null}
          {pickupPerLine && item.pickupStore ? (
            <p className="checkout__item-facts">
              {t.t('checkout.pickupAt', { store: item.pickupStore.name })}
            </p>
          ) : null}
          {item.adjustment ? (
            <PriceAdjustmentNote adjustment={item.adjustment} label={t.t('adjust.line')} money={money} />
          ) : null}
        </SummaryItem>
      ))}
    </ul>
  )
}

/**
 * The order's totals, each promotion named with what it took off. A page that words the whole discount (the
 * account's order, with its percentage) passes `discountTotal`, and the promotions are listed under it.
 */
export function OrderTotals({
  order,
  discountLabel,
  discountTotal,
}: {
  order: OrderOf
  discountLabel: string
  discountTotal?: boolean
}) {
  const { t } = useShop()
  return (
    <CartTotals
      totals={order.totals}
      money={moneyOf(t, order.currency)}
      adjustments={order.adjustments.filter((adjustment) => adjustment.itemId === null)}
      promotions={order.promotions}
      discountTotal={discountTotal}
      labels={{ ...cartTotalsLabels(t), discount: discountLabel, adjustment: t.t('adjust.order') }}
    />
  )
}

/**
 * Where the order is billed, under its heading; nothing when the order has no billing address of its own.
 */
function OrderBillTo({ order, countryName, phoneCountries, id }: OrderAddressProps) {
  const { t } = useShop()
  if (!order.billingAddress) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t.t('checkout.billTo')}</h2>
      <AddressLines
        address={order.billingAddress}
        countryName={countryName(order.billingAddress.country)}
        phoneCountries={phoneCountries}
      />
    </section>
  )
}

/**
 * How the order was paid, under its heading: a reward code, gift cards, then the card or pay-later part, each with
 * its amount.
 */
function OrderPayments({ order, id }: { order: OrderOf; id: string }) {
  const { t } = useShop()
  const money = moneyOf(t, order.currency)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t.t('confirmation.payment')}</h2>
      <ul className="confirmation__payments">
        {order.rewardCode ? (
          <li>
            {t.t('reward.confirmation', {
              label: order.rewardCode.label,
              amount: money(order.rewardCode.amount),
            })}
          </li>
        ) : null}
        {order.giftCards.map((card) => (
          <li key={card.label}>{`${t.t('payment.giftCard')} ${card.label}: ${money(card.amount)}`}</li>
        ))}
        {order.payment.code !== 'GIFT_CARD' && order.payment.amount > 0 ? (
          <li>
            {`${order.payment.code === 'PAY_LATER' ? t.t('payment.payLater') : order.payment.label || t.t('payment.card')}: ${money(order.payment.amount)}`}
          </li>
        ) : null}
      </ul>
    </section>
  )
}

/**
 * Where the order goes: the shipping address with the delivery method and any collection point, or, for an order of
 * e-gift cards alone, the shopper's contact. Nothing when the order has no shipping address.
 */
function OrderShipTo({ order, countryName, phoneCountries, id }: OrderAddressProps) {
  const { t } = useShop()
  if (!order.shippingAddress) return null
  const byEmailOnly = order.items.every((item) => item.digital)
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{byEmailOnly ? t.t('checkout.contact') : t.t('checkout.shipTo')}</h2>
      <AddressLines
        address={order.shippingAddress}
        countryName={countryName(order.shippingAddress.country)}
        phoneCountries={phoneCountries}
      />
      {order.shipment ? <p>{`${order.shipment.label} · ${order.shipment.deliveryTime}`}</p> : null}
      {order.shipment?.point ? (
        <p>
          {t.t('checkout.sentTo', {
            point: `${order.shipment.point.name}, ${order.shipment.point.address}, ${order.shipment.point.city}`,
          })}
        </p>
      ) : null}
    </section>
  )
}

/** The stores the order's lines are picked up in, each once, with what the page adds; nothing without any. */
function OrderPickup({ order, id, children }: { order: OrderOf; id: string; children?: ReactNode }) {
  const { t } = useShop()
  const stores = [
    ...new Map(
      order.items.flatMap((item) => (item.pickupStore ? [[item.pickupStore.id, item.pickupStore]] : [])),
    ).values(),
  ]
  if (stores.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t.t('confirmation.pickup')}</h2>
      {stores.map((store) => (
        <p key={store.id}>
          {t.t('checkout.pickupAt', { store: store.name })}
          <br />
          {`${store.address}, ${store.city}`}
        </p>
      ))}
      {children}
    </section>
  )
}

/**
 * Where the order goes and how it was paid, each under its heading: the shipping address, the pickup stores with what
 * the page adds, whatever else the page says of the order, the billing address and the payments. The page names each
 * heading's id and the box around them.
 */
export function OrderShippingAndPayment({
  order,
  countries,
  className,
  headingId,
  pickup,
  children,
}: {
  order: OrderOf
  /** The countries (the utilities service's list): their names and phone formats; a code without one stands for itself. */
  countries: PhoneCountries
  className: string
  headingId: (part: 'shipping' | 'pickup' | 'billing' | 'payment') => string
  /** What the page adds to the pickup stores. */
  pickup?: ReactNode
  children?: ReactNode
}) {
  const countryName = (code: string) => countries[code]?.name ?? code
  return (
    <div className={className}>
      <OrderShipTo
        order={order}
        countryName={countryName}
        phoneCountries={countries}
        id={headingId('shipping')}
      />
      <OrderPickup order={order} id={headingId('pickup')}>
        {pickup}
      </OrderPickup>
      {children}
      <OrderBillTo
        order={order}
        countryName={countryName}
        phoneCountries={countries}
        id={headingId('billing')}
      />
      <OrderPayments order={order} id={headingId('payment')} />
    </div>
  )
}
