/** The shipping step's form: the address (or, for e-gift cards only, the contact), the delivery, who collects. */
import { type FormEvent, useEffect, useRef, useState } from 'react'
import {
  type PickupPersonField,
  SUGGESTED_FIELDS,
  validatePickupPerson,
} from '../../../shared/account/address'
import type { Cart, CartAddress } from '../../../shared/bag/cart'
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

export type AddressChoice = 'suggested' | 'entered'

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
  const [suggestion, setSuggestion] = useState(props.step === 'shipping' ? (props.suggestion ?? null) : null)
  const [choice, setChoice] = useState<AddressChoice>('suggested')
  const suggestionHeading = useRef<HTMLHeadingElement>(null)
  // The suggestion the service just made takes focus once it is drawn, so a keyboard or screen reader user meets it
  // first (its heading exists only after that render, not when the answer comes).
  const [suggestionAsked, setSuggestionAsked] = useState(0)
  useEffect(() => {
    if (suggestionAsked > 0) suggestionHeading.current?.focus()
  }, [suggestionAsked])

  /** The address as the shopper entered it, to show beside the suggestion. */
  const entered: CartAddress = {
    firstName: address.firstName ?? '',
    lastName: address.lastName ?? '',
    addressLine1: address.addressLine1 ?? '',
    addressLine2: address.addressLine2 ?? '',
    city: address.city ?? '',
    province: address.province ?? '',
    postalCode: address.postalCode ?? '',
    country: address.country ?? '',
    phone: address.phone ?? '',
  }

  /** A suggestion for an address the shopper then changes no longer applies: the next send asks again. */
  function onAddressEdit(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name
    if (
      suggestion &&
      name &&
      name !== 'addressChoice' &&
      (SHIPPING_FIELDS as readonly string[]).includes(name)
    )
      setSuggestion(null)
  }

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
    const check = {
      shopCountry: props.shopCountry,
      rules: props.rules,
      phoneCountries: props.phoneCountries,
      email: cart.email,
      words,
    }
    if (checkout.holdBack(form, { ...addressErrors(address, SHIPPING_FIELDS, check), ...deliveryErrors() }))
      return
    // The suggested address is sent as the service wrote it, and shown so in the form from now on.
    const chosen = suggestion && choice === 'suggested' ? suggestion : null
    if (chosen) for (const field of SUGGESTED_FIELDS) form.change(field, chosen[field])
    const answer = await checkout.submit<{ cart: Cart; suggestion: CartAddress | null }>(
      '/api/checkout/shipping',
      {
        ...address,
        ...(chosen ? Object.fromEntries(SUGGESTED_FIELDS.map((field) => [field, chosen[field]])) : {}),
        ...(suggestion ? { addressChoice: choice } : {}),
        ...(cart.shipment ? { method, ...(POINT_METHODS.has(method) ? { point } : {}) } : {}),
        ...(pickup
          ? { pickupBy, ...(pickupBy === 'other' ? { pickupFirstName, pickupLastName, pickupEmail } : {}) }
          : {}),
      },
      form,
    )
    if (!answer) return
    setSuggestion(answer.suggestion)
    if (answer.suggestion) {
      setChoice('suggested')
      setSuggestionAsked((count) => count + 1)
      return
    }
    const saved = answer.cart
    reportChanges(saved)
    // A method the cart service changed stays on this step, so the shopper sees why before going on.
    if (!saved.changes.some((change) => change.bySystem && change.itemId === null)) checkout.goTo('billing')
  }

  return {
    form,
    method,
    setMethod,
    pickupBy,
    setPickupBy,
    onSubmit,
    suggestion,
    entered,
    choice,
    setChoice,
    suggestionHeading,
    onAddressEdit,
  }
}

export type ShippingForm = ReturnType<typeof useShippingForm>
