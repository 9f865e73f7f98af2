/**
 * The checkout's steps on the shopper's cart (spec 1 §4): the shipping address with its email and the delivery
 * method, then the billing address, then the review. Each address is checked here by the shop's rules merged with
 * the platform's for the country (`shared/address.ts`), then by the cart service itself, whose refusals come back
 * through the error catalogue. The step a shopper may see follows from what the cart already holds.
 */
import {
  type AddressErrors,
  type AddressInput,
  type AddressRules,
  defaultAddressRules,
  isShippingCountry,
  mergeAddressRules,
  type NormalisedAddress,
  resolveAddressCountry,
  type ShippingCountry,
  validateAddress,
} from '../../shared/address'
import type { Cart, CartAddress } from '../../shared/cart'
import type { AppContext } from '../types'
import { ApiError } from './api-error'
import { changeShopperCart } from './cart'

export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]

/** The furthest step a cart allows: billing once it has a shipping address, the review once it has both. */
export function furthestStep(cart: Cart): CheckoutStep {
  if (!cart.shippingAddress || !cart.email) return 'shipping'
  if (!cart.billingAddress) return 'billing'
  return 'summary'
}

/** The shop's country as an address country. */
const shopCountry = (c: AppContext): ShippingCountry => resolveAddressCountry(c.var.locale.country, 'US')

/** The address rules of a country: the shop's, with the platform's overrides; the shop's alone if those fail. */
export async function addressRulesFor(c: AppContext, country: ShippingCountry): Promise<AddressRules> {
  try {
    return mergeAddressRules(
      defaultAddressRules(country),
      await c.var.services.commerce.getAddressRules(country),
    )
  } catch {
    return defaultAddressRules(country)
  }
}

/** An address checked by the rules of its country; refused with each field's message when it does not pass. */
async function checkedAddress(c: AppContext, input: AddressInput): Promise<NormalisedAddress> {
  const countryValue = typeof input.country === 'string' ? input.country.trim().toUpperCase() : ''
  const country = isShippingCountry(countryValue) ? countryValue : shopCountry(c)
  const result = validateAddress(input, { country, rules: await addressRulesFor(c, country) })
  if (result.ok) return result.value
  throw new ApiError('invalid', 'ADDRESS_INVALID', c.var.t.t('checkout.fixFields'), {
    placement: 'field',
    fields: fieldMessages(c, result.errors),
  })
}

/** Field → message, in the shopper's language. */
export function fieldMessages(c: AppContext, errors: AddressErrors): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, c.var.t.t(error.key, error.params)]),
  )
}

/** A cart address as the rules' input, to reuse it (billing same as shipping). */
const inputOf = (address: CartAddress, email = ''): AddressInput => ({ ...address, email })

export interface ShippingInput {
  address: AddressInput
  method?: string
}

/** Sets the shipping address and email, then the delivery method when the cart has delivered lines. */
export async function saveShipping(c: AppContext, input: ShippingInput): Promise<Cart> {
  const address = await checkedAddress(c, input.address)
  return changeShopperCart(c, async (basketId) => {
    const { commerce } = c.var.services
    const cart = await commerce.setShippingAddress(basketId, address, address.email)
    if (!input.method || !cart.shipment || cart.shipment.method === input.method) return cart
    return commerce.setShippingMethod(basketId, input.method)
  })
}

export interface BillingInput {
  sameAsShipping: boolean
  address: AddressInput
  newsletter: boolean
}

/** Sets the billing address: the shipping address again, or another one. */
export async function saveBilling(c: AppContext, input: BillingInput, cart: Cart): Promise<Cart> {
  if (input.sameAsShipping && !cart.shippingAddress)
    throw new ApiError('conflict', 'BIL400', c.var.t.t('checkout.shippingFirst'), {
      action: 'backToShipping',
    })
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
