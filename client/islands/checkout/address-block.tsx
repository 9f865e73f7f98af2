/** An address as the review and billing's "same as shipping" show it, its country named. */
import type { CartAddress } from '../../../shared/bag/cart'
import type { AddressCountryOption } from '../../components/address-fields'
import { AddressLines } from '../../components/address-lines'

export function AddressBlock({
  address,
  countries,
  email,
}: {
  address: CartAddress
  countries: AddressCountryOption[]
  email?: string | null
}) {
  const country = countries.find((entry) => entry.code === address.country)?.name ?? address.country
  return <AddressLines address={address} countryName={country} email={email} />
}
