/**
 * The billing step: the shipping address again, or another one, and the newsletter. Without JavaScript the other
 * address's fields are there too, and the worker reads them only when the box is cleared.
 */

import { AddressBlock } from './address-block'
import { BILLING_FIELDS } from './address-check'
import type { CheckoutProps } from './props'
import { StepAddressFields } from './step-address-fields'
import type { BillingForm } from './use-billing-form'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'

export interface BillingStepProps {
  props: CheckoutProps
  checkout: CheckoutState
  billing: BillingForm
}

export function BillingStep({ props, checkout, billing }: BillingStepProps) {
  const words = useCheckoutWords()
  const { cart, hydrated } = checkout
  const { form, sameAsShipping } = billing
  return (
    <form method="post" action={props.paths.billing} onSubmit={billing.onSubmit} noValidate={hydrated}>
      <fieldset className="checkout__fieldset">
        <legend>{words.t('checkout.billingAddress')}</legend>
        <label className="checkout__check">
          <input
            type="checkbox"
            name="sameAsShipping"
            checked={sameAsShipping}
            onChange={(event) => billing.setSameAsShipping(event.currentTarget.checked)}
          />
          {words.t('checkout.sameAsShipping')}
        </label>
        {sameAsShipping && cart.shippingAddress ? (
          <AddressBlock
            address={cart.shippingAddress}
            countries={props.countries}
            phoneCountries={props.phoneCountries}
          />
        ) : null}
        {!sameAsShipping || !hydrated ? (
          <div className="checkout__other-address">
            <StepAddressFields
              prefix="billing"
              browserRequired={hydrated}
              form={form}
              fields={BILLING_FIELDS}
              countries={props.countries}
            />
          </div>
        ) : null}
      </fieldset>
      <label className="checkout__check">
        <input
          type="checkbox"
          name="newsletter"
          checked={billing.newsletter}
          onChange={(event) => billing.setNewsletter(event.currentTarget.checked)}
        />
        {words.t('checkout.newsletter')}
      </label>
      <button type="submit" className="button button--lg checkout__next" disabled={checkout.busy}>
        {words.t('checkout.continueToReview')}
      </button>
    </form>
  )
}
