/**
 * The checkout's steps on the shopper's cart (spec 1 §4): the shipping address with its email and the delivery
 * method, then the billing address, then the review. Each address is checked here by the shop's rules merged with
 * the platform's for the country (`shared/account/address.ts`), then by the cart service itself, whose refusals come back
 * through the error catalogue. The step a shopper may see follows from what the cart already holds.
 */

import {
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  type AddressInput,
  type AddressRules,
  defaultAddressRules,
  isShippingCountry,
  mergeAddressRules,
  type NormalisedAddress,
  type PickupPersonField,
  resolveAddressCountry,
  type ShippingCountry,
  validateAddress,
  validatePickupPerson,
  withAddressFormat,
} from '../../shared/account/address'
import type { Cart, CartAddress } from '../../shared/bag/cart'
import type { AppContext } from '../types'
import { type AddressChoice, verifyShippingAddress } from './address-verification'
import { ApiError, type FieldMessage } from './api-error'
import { changeShopperCart } from './cart'
import { addressFormatOf, phoneCountries } from './countries'

export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The furthest step a cart allows: billing once it has a shipping address, the review once it has both. */
export function furthestStep(cart: Cart): CheckoutStep {
  if (!cart.shippingAddress || !cart.email) return 'shipping'
  if (!cart.billingAddress) return 'billing'
  return 'summary'
}

/** The shop's country as an address country. */
export const shopCountry = (c: AppContext): ShippingCountry =>
  resolveAddressCountry(c.var.locale.country, 'US')

/**
 * The address rules of a country: the shop's, with the platform's overrides (the shop's alone if those fail), and
 * the provinces of the address-format service's format (the table's if it has none or fails; decision 107).
 */
export async function addressRulesFor(c: AppContext, country: ShippingCountry): Promise<AddressRules> {
  const format = addressFormatOf(c, country)
  const rules = await c.var.services.commerce
    .getAddressRules(country)
    .then((overrides) => mergeAddressRules(defaultAddressRules(country), overrides))
    .catch(() => defaultAddressRules(country))
  return withAddressFormat(rules, await format)
}

/** An address checked by the rules of its country; refused with each field's message when it does not pass. */
async function checkedAddress(c: AppContext, input: AddressInput): Promise<NormalisedAddress> {
  const countryValue = typeof input.country === 'string' ? input.country.trim().toUpperCase() : ''
  const country = isShippingCountry(countryValue) ? countryValue : shopCountry(c)
  const result = validateAddress(input, {
    country,
    rules: await addressRulesFor(c, country),
    phoneCountries: await phoneCountries(c),
  })
  if (result.ok) return result.value
  throw new ApiError('ADDRESS_INVALID', { fields: fieldMessages(result.errors) })
}

/** Field → message, with the values it names. */
export function fieldMessages(errors: AddressErrors): Record<string, FieldMessage> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, { key: error.key, params: error.params }]),
  )
}

/** A cart address as the rules' input, to reuse it (billing same as shipping). */
const inputOf = (address: CartAddress, email = ''): AddressInput => ({ ...address, email })

export interface ShippingInput {
  address: AddressInput
  method?: string
  /** The collection point or store of a pudo or sts method. */
  point?: string
  /** Who collects the store pickups: someone named, null for the shopper, undefined to leave it as it is. */
  pickupPerson?: Readonly<Partial<Record<PickupPersonField, unknown>>> | null
  /** What the shopper chose when the step suggested the cart service's version of their address. */
  addressChoice?: AddressChoice
  /** The cart as the step found it: a billing address that was its shipping address follows a new one. */
  current?: Cart
}

/** The fields that make two cart addresses one place with one contact: the form's, but the email. */
const ADDRESS_KEYS = ADDRESS_FIELDS.filter(
  (key): key is Exclude<AddressField, 'email'> => key !== 'email',
) satisfies readonly (keyof CartAddress)[]

const sameAddress = (one: CartAddress | null, other: CartAddress | null): boolean =>
  one !== null && other !== null && ADDRESS_KEYS.every((key) => one[key] === other[key])

/** The collecting person's fields as the shipping form names them. */
const PICKUP_FIELD_NAMES: Record<PickupPersonField, string> = {
  firstName: 'pickupFirstName',
  lastName: 'pickupLastName',
  email: 'pickupEmail',
}

/** Methods that go to a collection point (pudo) or a store (sts) instead of the address. */
const needsPoint = (method: string | undefined) => method === 'pudo' || method === 'sts'

/**
 * Sets the shipping address and email, then the delivery method (with its collection point or store) when the
 * cart has delivered lines, then who collects the store pickups. Everything the shopper typed is checked before
 * any of it is sent, the address by the cart service too: when it would write the address otherwise, nothing is
 * saved and its suggestion comes back for the shopper to choose (`address-verification.ts`). A method the new address puts out of reach (express to a remote area) is not asked for: the
 * cart service moved the shipment to standard, and its notification comes back with the answer.
 */
export async function saveShipping(
  c: AppContext,
  input: ShippingInput,
): Promise<{ cart: Cart } | { suggestion: CartAddress }> {
  const fields: Record<string, FieldMessage> = {}
  const checked = await checkedAddress(c, input.address).catch((error: unknown) => {
    if (!(error instanceof ApiError)) throw error
    Object.assign(fields, error.values.fields)
    return null
  })
  if (needsPoint(input.method) && !input.point) fields.point = 'checkout.pointRequired'
  const person = input.pickupPerson ? validatePickupPerson(input.pickupPerson) : null
  if (person && !person.ok)
    for (const [field, error] of Object.entries(person.errors))
      fields[PICKUP_FIELD_NAMES[field as PickupPersonField]] = { key: error.key, params: error.params }
  if (!checked || Object.keys(fields).length > 0) throw new ApiError('ADDRESS_INVALID', { fields })
  const verified = await verifyShippingAddress(c, checked, input.addressChoice)
  if ('suggestion' in verified) return { suggestion: verified.suggestion }
  const { address } = verified
  // A billing address "same as shipping" was the old address. It comes off before the new one goes on: if a
  // later call fails, the billing step asks again rather than keeping an address the shopper moved away from.
  const current = input.current
  const billedAtShipping = current ? sameAddress(current.billingAddress, current.shippingAddress) : false
  const cart = await changeShopperCart(c, async (basketId) => {
    const { commerce } = c.var.services
    if (billedAtShipping && !sameAddress(address, current?.shippingAddress ?? null))
      await commerce.removeBillingAddress(basketId)
    let cart = await commerce.setShippingAddress(basketId, address, address.email)
    const changes = cart.changes
    const wanted = cart.shipment?.options.find((option) => option.code === input.method)
    const pointChanged = needsPoint(input.method) && cart.shipment?.storeId !== input.point
    if (wanted?.available && (cart.shipment?.method !== input.method || pointChanged)) {
      cart = await commerce.setShippingMethod(
        basketId,
        wanted.code,
        needsPoint(wanted.code) ? input.point : undefined,
      )
      // A store or point chosen now replaces one the address sent back to delivery: that notice no longer holds.
      cart = {
        ...cart,
        changes: [...changes.filter((change) => change.kind !== 'storeToHome'), ...cart.changes],
      }
    }
    // The service may have written the address its own way: a billing address left behind comes off too.
    if (billedAtShipping && cart.billingAddress && !sameAddress(cart.billingAddress, cart.shippingAddress)) {
      const next = await commerce.removeBillingAddress(basketId)
      cart = { ...next, changes: [...cart.changes, ...next.changes] }
    }
    if (input.pickupPerson !== undefined && cart.items.some((line) => line.pickupStoreId)) {
      const next = await commerce.setPickupPerson(basketId, person?.ok ? person.value : null)
      cart = { ...next, changes: [...cart.changes, ...next.changes] }
    }
    return cart
  })
  return { cart }
}

export interface BillingInput {
  sameAsShipping: boolean
  address: AddressInput
  newsletter: boolean
}

/** Sets the billing address: the shipping address again, or another one. */
export async function saveBilling(c: AppContext, input: BillingInput, cart: Cart): Promise<Cart> {
  if (input.sameAsShipping && !cart.shippingAddress) throw new ApiError('SHIPPING_FIRST')
  const address = await checkedAddress(
    c,
    input.sameAsShipping && cart.shippingAddress
      ? inputOf(cart.shippingAddress, cart.email ?? '')
      : { ...input.address, email: cart.email ?? '' },
  )
  return changeShopperCart(c, (basketId) =>
    c.var.services.commerce.setBillingAddress(basketId, address, input.newsletter),
  )
}
