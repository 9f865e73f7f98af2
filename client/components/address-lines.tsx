/**
 * An address as the checkout's review and the order confirmation show it: name, lines, the city, province and
 * postal code in the country's order (`localityLines`), country, the phone in its country's format, and the email
 * when given.
 */

import { Fragment } from 'react'
import { isShippingCountry, localityLines } from '../../shared/account/address'
import type { PhoneCountries } from '../../shared/account/phone'
import { formatPhone } from '../../shared/account/phone-format'
import type { CartAddress } from '../../shared/bag/cart'

export function AddressLines({
  address,
  countryName,
  phoneCountries,
  email,
}: {
  address: CartAddress
  countryName: string
  /** The phone countries (the utilities service's), whose dial codes an international number is read by. */
  phoneCountries: PhoneCountries
  email?: string | null
}) {
  const phone = isShippingCountry(address.country)
    ? formatPhone(address.phone, address.country, phoneCountries)
    : address.phone
  return (
    <address className="address-lines">
      {`${address.firstName} ${address.lastName}`}
      <br />
      {address.addressLine1}
      {address.addressLine2 ? (
        <>
          <br />
          {address.addressLine2}
        </>
      ) : null}
      {localityLines(address).map((line) => (
        <Fragment key={line}>
          <br />
          {line}
        </Fragment>
      ))}
      <br />
      {countryName}
      <br />
      {phone}
      {email ? (
        <>
          <br />
          {email}
        </>
      ) : null}
    </address>
  )
}
