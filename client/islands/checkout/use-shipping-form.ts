/** The shipping step's form: the address (or, for e-gift cards only, the contact), the delivery, who collects. */
import { type FormEvent, useState } from 'react'
import { type PickupPersonField, validatePickupPerson } from '../../../shared/account/address'
import type { Cart } from '../../../shared/bag/cart'
import { deliveryChangeText } from '../../components/delivery-changes'
import type { FieldErrors } from '../../hooks/use-form-fields'
import { addressErrors, addressValues, ruleMessage, SHIPPING_FIELDS } from './address-check'
import { hasPickup, POINT_METHODS, pointLabel } from './delivery'
import type { CheckoutProps } from './props'
import type { CheckoutState } from './use-checkout'
import { useCheckoutWords } from './use-checkout-words'
import { useStepForm } from './use-step-form'

/** The collecting person's fields as the form names them. */
export const PICKUP_FIELDS = {
  firstName: 'pickupFirstName',
  lastName: 'pickupLastName',
  email: 'pickupEmail',
} as const satisfies Record<PickupPersonField, string>

const FORM_FIELDS = [...SHIPPING_FIELDS, 'point', ...Object.values(PICKUP_FIELDS)]

export function useShippingForm(props: CheckoutProps, checkout: CheckoutState) {
  const { cart: initialCart } = props
  const words = useCheckoutWords()
  const { cart } = checkout
  const { typed, form } = useStepForm(props, 'shipping', FORM_FIELDS, () => ({
    ...addressValues(
      initialCart.shippingAddress ?? props.saved?.address ?? null,
      initialCart.email ?? props.saved?.email ?? null,
      props.shopCountry,
    ),
    point: initialCart.shipment?.storeId ?? '',
    pickupFirstName: initialCart.pickupPerson?.firstName ?? '',
    pickupLastName: initialCart.pickupPerson?.lastName ?? '',
    pickupEmail: initialCart.pickupPerson?.email ?? '',
  }))
  const [method, setMethod] = useState(typed?.values.method || (initialCart.shipment?.method ?? 'standard'))
  const [pickupBy, setPickupBy] = useState<'me' | 'other'>(
    typed?.values.pickupBy === 'other' || (!typed && initialCart.pickupPerson) ? 'other' : 'me',
  )
  const { point, pickupFirstName, pickupLastName, pickupEmail, ...address } = form.values
  const pickup = hasPickup(cart)

  /** The form's own fields besides the address: the point of a pudo or sts method, who collects. */
  function deliveryErrors(): FieldErrors {
    const errors: FieldErrors = {}
    if (POINT_METHODS.has(method) && cart.shipment && !point) errors.point = words.t('checkout.point.choose')
    if (pickup && pickupBy === 'other') {
      const result = validatePickupPerson({
        firstName: pickupFirstName,
        lastName: pickupLastName,
        email: pickupEmail,
      })
      if (!result.ok)
        for (const [field, error] of Object.entries(result.errors))
          errors[PICKUP_FIELDS[field as PickupPersonField]] = ruleMessage(words, error)
    }
    return errors
  }

  /** Says what the cart service changed by itself in its answer (spec 1 §4's downgrades, store to home). */
  function reportChanges(next: Cart) {
    const change = next.changes.find((entry) => entry.bySystem && entry.itemId === null)
    checkout.setInfo(
      change
        ? deliveryChangeText(words, change.kind, { store: pointLabel(props.points, change.storeId) })
        : null,
    )
    if (next.shipment) setMethod(next.shipment.method)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const check = { shopCountry: props.shopCountry, rules: props.rules, email: cart.email, words }
    if (checkout.holdBack(form, { ...addressErrors(address, SHIPPING_FIELDS, check), ...deliveryErrors() }))
      return
    const saved = await checkout.submit(
      '/api/checkout/shipping',
      {
        ...address,
        ...(cart.shipment ? { method, ...(POINT_METHODS.has(method) ? { point } : {}) } : {}),
        ...(pickup
          ? { pickupBy, ...(pickupBy === 'other' ? { pickupFirstName, pickupLastName, pickupEmail } : {}) }
          : {}),
      },
      form,
    )
    if (!saved) return
    reportChanges(saved)
    // A method the cart service changed stays on this step, so the shopper sees why before going on.
    if (!saved.changes.some((change) => change.bySystem && change.itemId === null)) checkout.goTo('billing')
  }

  return { form, method, setMethod, pickupBy, setPickupBy, onSubmit }
}

export type ShippingForm = ReturnType<typeof useShippingForm>
