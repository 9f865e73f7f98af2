/** The checkout's forms checked in the browser by the rules the worker applies, the errors in the shopper's words. */

import {
  type AddressField,
  type AddressFieldError,
  type AddressRules,
  isShippingCountry,
  POSTAL_FIELDS,
  type ShippingCountry,
  validateAddress,
} from '../../../shared/account/address'
import type { PhoneCountries } from '../../../shared/account/phone'
import type { CartAddress } from '../../../shared/bag/cart'
import type { FieldErrors } from '../../hooks/use-form-fields'
import type { CheckoutWords } from './use-checkout-words'

export const SHIPPING_FIELDS: readonly AddressField[] = ['email', ...POSTAL_FIELDS]
export const BILLING_FIELDS = SHIPPING_FIELDS.filter((field) => field !== 'email')

/** A rule's message, with `{min}`, `{max}`… in place. */
export const ruleMessage = (words: CheckoutWords, error: AddressFieldError) =>
  words.t(error.key, error.params)

export interface AddressCheck {
  shopCountry: ShippingCountry
  rules: Record<string, AddressRules>
  phoneCountries: PhoneCountries
  /** The email the cart holds, for a form that does not ask for it. */
  email: string | null
  words: CheckoutWords
}

/** Checks an address in the browser: the errors of the form's `fields`, by field. */
export function addressErrors(
  values: Partial<Record<AddressField, string>>,
  fields: readonly AddressField[],
  { shopCountry, rules, phoneCountries, email, words }: AddressCheck,
): FieldErrors {
  const countryValue = values.country ?? ''
  const country = isShippingCountry(countryValue) ? countryValue : shopCountry
  const result = validateAddress(
    { ...values, email: fields.includes('email') ? values.email : (email ?? '') },
    { country, rules: rules[country], phoneCountries },
  )
  if (result.ok) return {}
  return Object.fromEntries(
    Object.entries(result.errors)
      .filter(([field]) => fields.includes(field as AddressField))
      .map(([field, error]) => [field, ruleMessage(words, error)]),
  )
}

/** A form's first values: the address the cart holds, or an empty one in `country`. */
export const addressValues = (
  address: CartAddress | null,
  email: string | null,
  country: string,
): Partial<Record<AddressField, string>> =>
  address
    ? { ...address, email: email ?? '' }
    : { country, email: email ?? '', firstName: '', lastName: '', addressLine1: '', city: '', postalCode: '' }
