/** An address as the review and billing's "same as shipping" show it, its country named. */
import type { PhoneCountries } from '../../../shared/account/phone'
import type { CartAddress } from '../../../shared/bag/cart'
import type { AddressCountryOption } from '../../components/address-fields'
import { AddressLines } from '../../components/address-lines'

export function AddressBlock({
  address,
  countries,
  phoneCountries,
  email,
}: {
  address: CartAddress
  countries: AddressCountryOption[]
  phoneCountries: PhoneCountries
  email?: string | null
}) {
  const country = countries.find((entry) => entry.code === address.country)?.name ?? address.country
  return (
    <AddressLines address={address} countryName={country} phoneCountries={phoneCountries} email={email} />
  )
}
