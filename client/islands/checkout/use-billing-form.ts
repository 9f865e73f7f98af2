/** The billing step's form: the billing address, or the shipping address again, and the newsletter. */
import { type FormEvent, useState } from 'react'
import { typedFields, useFormFields } from '../../hooks/use-form-fields'
import { addressErrors, addressValues, BILLING_FIELDS } from './address-check'
import type { CheckoutProps } from './props'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'

export function useBillingForm(props: CheckoutProps, checkout: CheckoutState) {
  const { cart: initialCart } = props
  const words = useCheckoutWords()
  // A refused plain form comes back as it was typed, each message at its field.
  const typed = props.step === 'billing' ? props.typed : null
  const form = useFormFields(
    'billing',
    BILLING_FIELDS,
    () => ({
      ...addressValues(
        initialCart.billingAddress,
        null,
        initialCart.shippingAddress?.country ?? props.shopCountry,
      ),
      ...typedFields(typed, BILLING_FIELDS),
    }),
    typed?.errors,
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
    const check = { shopCountry: props.shopCountry, rules: props.rules, email: checkout.cart.email, words }
    if (!sameAsShipping && checkout.holdBack(form, addressErrors(form.values, BILLING_FIELDS, check))) return
    const saved = await checkout.submit(
      '/api/checkout/billing',
      { ...(sameAsShipping ? {} : form.values), sameAsShipping, newsletter },
      form,
    )
    if (saved) checkout.goTo('summary')
  }

  return { form, sameAsShipping, setSameAsShipping, newsletter, setNewsletter, onSubmit }
}

export type BillingForm = ReturnType<typeof useBillingForm>
