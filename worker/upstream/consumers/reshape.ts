/**
 * The consumer service's profile as the account pages use it (`AccountProfile`, shared/profile.ts): the phone in
 * the shop's national form, the interests as a list, and the addresses of the address book, each type's main one
 * first. An address whose id does not start with its approach type breaks the contract and is left out.
 */
import type { ShippingCountry } from '../../../shared/address'
import { toNationalPhone } from '../../../shared/phone'
import {
  type AccountProfile,
  addressesOfType,
  isGender,
  isShoeSize,
  parseInterests,
  type SavedAddress,
} from '../../../shared/profile'
import type { ConsumerAddress, ConsumerProfile } from './schemas'

/** One address of the book. */
export function reshapeAddress(address: ConsumerAddress): SavedAddress {
  return {
    id: address.id,
    type: address.approachType,
    main: address.main,
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    province: address.province ?? '',
    postalCode: address.postalCode,
    country: address.countryCode,
    phone: address.phone,
    phoneCode: address.phoneCode ?? '',
  }
}

/**
 * The profile for the account pages, in the shop's country (its phone numbers read nationally).
 *
 * @example reshapeAccountProfile(await consumers.profile(token), 'US').addresses // shipping, then billing
 */
export function reshapeAccountProfile(
  profile: ConsumerProfile,
  country: ShippingCountry | string,
): AccountProfile {
  const details = profile.consumerDetails
  const addresses = (details?.addresses ?? [])
    .filter((address) => address.id.charAt(0) === address.approachType)
    .map(reshapeAddress)
  const size = profile.preferences?.preferredShoeSize
  const gender = details?.gender
  return {
    email: profile.email,
    firstName: details?.firstName ?? profile.firstName,
    lastName: details?.lastName ?? profile.lastName,
    phone: details?.phone ? toNationalPhone(details.phone, country) : '',
    birthDate: details?.birthDate ?? '',
    postalCode: details?.postalCode ?? '',
    gender: isGender(gender) ? gender : '',
    interests: parseInterests(profile.preferences?.interests),
    preferredShoeSize: isShoeSize(size) ? size : '',
    addresses: [...addressesOfType(addresses, 'S'), ...addressesOfType(addresses, 'B')],
  }
}
