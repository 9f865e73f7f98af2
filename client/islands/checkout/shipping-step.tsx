/**
 * The shipping step: a plain form that posts to its own page without JavaScript (decision 068). Hydrated, it is
 * checked in the browser first and sent as JSON.
 */
import { SHIPPING_FIELDS } from './address-check'
import { AddressSuggestion } from './address-suggestion'
import { hasPickup, sentByEmailOnly } from './delivery'
import { DeliveryMethods } from './delivery-methods'
import { PickupPerson } from './pickup-person'
import type { CheckoutProps } from './props'
import { StepAddressFields } from './step-address-fields'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'
import type { ShippingForm } from './use-shipping-form'

export interface ShippingStepProps {
  props: CheckoutProps
  checkout: CheckoutState
  shipping: ShippingForm
  money: (amount: number) => string
}

export function ShippingStep({ props, checkout, shipping, money }: ShippingStepProps) {
  const words = useCheckoutWords()
  const { cart, hydrated } = checkout
  const { form } = shipping
  const byEmailOnly = sentByEmailOnly(cart)
  return (
    <form
      method="post"
      action={props.paths.shipping}
      onSubmit={shipping.onSubmit}
      onChange={shipping.onAddressEdit}
      noValidate={hydrated}
    >
      <AddressSuggestion
        shipping={shipping}
        countries={props.countries}
        phoneCountries={props.phoneCountries}
        focus={Boolean(props.suggestion) && props.step === 'shipping'}
      />
      <fieldset className="checkout__fieldset">
        <legend>{byEmailOnly ? words.t('egift.contactAddress') : words.t('checkout.shippingAddress')}</legend>
        {byEmailOnly ? <p className="checkout__hint">{words.t('egift.nothingShips')}</p> : null}
        <StepAddressFields
          prefix="shipping"
          form={form}
          fields={SHIPPING_FIELDS}
          countries={props.countries}
        />
      </fieldset>
      <DeliveryMethods
        cart={cart}
        points={props.points}
        hydrated={hydrated}
        shipping={shipping}
        money={money}
      />
      {cart.madeToOrder ? (
        <p className="checkout__made-to-order">
          {`${words.t('custom.shipment')}: ${cart.madeToOrder.label} · ${cart.madeToOrder.deliveryTime}`}
        </p>
      ) : null}
      {hasPickup(cart) ? <PickupPerson hydrated={hydrated} shipping={shipping} /> : null}
      <button type="submit" className="button button--lg checkout__next" disabled={checkout.busy}>
        {words.t('checkout.continueToBilling')}
      </button>
    </form>
  )
}
