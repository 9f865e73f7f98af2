/**
 * The review: where the order goes and who pays, each with a way back to its step, then the payment step. The
 * payment step needs JavaScript (the provider's card fields and 3-D Secure), so without it the review says so.
 */
import type { ReactNode } from 'react'
import { AddressBlock } from './address-block'
import { hasPickup, pointLabel, sentByEmailOnly } from './delivery'
import { PaymentStep } from './payment/payment-step'
import type { CheckoutProps } from './props'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'

export interface ReviewProps {
  props: CheckoutProps
  checkout: CheckoutState
  money: (amount: number) => string
}

export function Review({ props, checkout, money }: ReviewProps) {
  const words = useCheckoutWords()
  const { cart, hydrated } = checkout
  const byEmailOnly = sentByEmailOnly(cart)
  const pickupStores = [...new Set(cart.items.flatMap((line) => line.pickupStoreId ?? []))]
  return (
    <div className="checkout__review">
      <ReviewBlock
        title={byEmailOnly ? words.t('checkout.contact') : words.t('checkout.shipTo')}
        edit={words.t('checkout.edit')}
        editName={words.t('checkout.editStep', {
          name: byEmailOnly ? words.t('checkout.contact') : words.t('checkout.shipTo'),
        })}
        onEdit={() => checkout.goTo('shipping')}
        href={props.paths.shipping}
      >
        {cart.shippingAddress ? (
          <AddressBlock
            address={cart.shippingAddress}
            countries={props.countries}
            phoneCountries={props.phoneCountries}
            email={cart.email}
          />
        ) : null}
        {cart.shipment ? (
          <p>
            {`${words.t('bag.totals.delivery')}: `}
            {cart.shipment.options.find((option) => option.code === cart.shipment?.method)?.label}
            {cart.shipment.storeId
              ? ` · ${words.t('checkout.sentTo', { point: pointLabel(props.points, cart.shipment.storeId) })}`
              : null}
          </p>
        ) : null}
        {cart.madeToOrder ? (
          <p>{`${words.t('custom.shipment')}: ${cart.madeToOrder.label} · ${cart.madeToOrder.deliveryTime}`}</p>
        ) : null}
        {pickupStores.map((storeId) => (
          <p key={storeId}>{words.t('checkout.pickupAt', { store: props.storeNames[storeId] ?? storeId })}</p>
        ))}
        {hasPickup(cart) && cart.pickupPerson ? (
          <p>
            {words.t('checkout.collectedBy', {
              name: `${cart.pickupPerson.firstName} ${cart.pickupPerson.lastName}`,
            })}
          </p>
        ) : null}
      </ReviewBlock>
      <ReviewBlock
        title={words.t('checkout.billTo')}
        edit={words.t('checkout.edit')}
        editName={words.t('checkout.editStep', { name: words.t('checkout.billTo') })}
        onEdit={() => checkout.goTo('billing')}
        href={props.paths.billing}
      >
        {cart.billingAddress ? (
          <AddressBlock
            address={cart.billingAddress}
            countries={props.countries}
            phoneCountries={props.phoneCountries}
          />
        ) : null}
      </ReviewBlock>
      {hydrated ? null : (
        <noscript>
          <p className="notice">{words.t('payment.needsScript')}</p>
        </noscript>
      )}
      {hydrated ? (
        <PaymentStep
          locale={props.locale}
          cart={cart}
          providerOrigin={props.providerOrigin}
          methods={props.paymentMethods}
          frames={props.paymentFrames}
          account={props.account}
          money={money}
          onCart={checkout.setCart}
          refusal={props.paymentNotice}
          onRefused={(message) => void checkout.backToShipping(message)}
        />
      ) : null}
    </div>
  )
}

function ReviewBlock(props: {
  title: string
  edit: string
  editName: string
  href: string
  onEdit: () => void
  children: ReactNode
}) {
  return (
    <section className="checkout__review-block" aria-label={props.title}>
      <div className="checkout__review-head">
        <h3>{props.title}</h3>
        <a
          href={props.href}
          aria-label={props.editName}
          onClick={(event) => {
            event.preventDefault()
            props.onEdit()
          }}
        >
          {props.edit}
        </a>
      </div>
      {props.children}
    </section>
  )
}
