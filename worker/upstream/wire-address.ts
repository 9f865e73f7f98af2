/**
 * A checked address as the upstreams take it: the cart's shipping and billing addresses and the consumer's address
 * book name the country `countryCode` and carry the dial code beside the number.
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
