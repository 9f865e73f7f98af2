/**
 * A checked address as the upstreams take it, and back: the cart's shipping and billing addresses and the consumer's
 * address book name the country `countryCode` and carry the dial code beside the number.
 */
import type { NormalisedAddress } from '../../shared/account/address'

export const wireAddress = (address: NormalisedAddress) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2,
  city: address.city,
  province: address.province,
  postalCode: address.postalCode,
  countryCode: address.country,
  phone: address.phone,
  phoneCode: address.phoneCode,
})

/** An address as the upstreams answer it, in the fields every one of them names alike. */
export interface WireAddress {
  firstName: string
  lastName: string
  addressLine1: string
  addressLine2?: string | null
  city: string
  province?: string | null
  postalCode: string
  countryCode: string
}

/** An upstream's address read back: the country by the shop's name for it, missing lines as empty. */
export const addressFromWire = (address: WireAddress) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  addressLine1: address.addressLine1,
  addressLine2: address.addressLine2 ?? '',
  city: address.city,
  province: address.province ?? '',
  postalCode: address.postalCode,
  country: address.countryCode,
})
