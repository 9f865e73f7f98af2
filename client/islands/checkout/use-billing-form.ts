/** The billing step's form: the billing address, or the shipping address again, and the newsletter. */
import { type FormEvent, useState } from 'react'
import { addressErrors, addressValues, BILLING_FIELDS } from './address-check'
import type { CheckoutProps } from './props'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'
import { useStepForm } from './use-step-form'

export function useBillingForm(props: CheckoutProps, checkout: CheckoutState) {
  const { cart: initialCart } = props
  const words = useCheckoutWords()
  const { typed, form } = useStepForm(props, 'billing', BILLING_FIELDS, () =>
    addressValues(
      initialCart.billingAddress,
      null,
      initialCart.shippingAddress?.country ?? props.shopCountry,
    ),
  )
  const [sameAsShipping, setSameAsShipping] = useState(
    typed
      ? typed.values.sameAsShipping === 'on'
      : !initialCart.billingAddress ||
          JSON.stringify(initialCart.billingAddress) === JSON.stringify(initialCart.shippingAddress),
  )
  const [newsletter, setNewsletter] = useState(
    typed ? typed.values.newsletter === 'on' : initialCart.newsletterConsent,
  )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = {
      shopCountry: props.shopCountry,
      rules: props.rules,
      phoneCountries: props.phoneCountries,
      email: checkout.cart.email,
      words,
    }
    if (!sameAsShipping && checkout.holdBack(form, addressErrors(form.values, BILLING_FIELDS, check))) return
    const saved = await checkout.submit(
      '/api/checkout/billing',
      { ...(sameAsShipping ? {} : form.values), sameAsShipping, newsletter },
      form,
    )
    if (saved?.cart) checkout.goTo('summary')
  }

  return { form, sameAsShipping, setSameAsShipping, newsletter, setNewsletter, onSubmit }
}

export type BillingForm = ReturnType<typeof useBillingForm>
