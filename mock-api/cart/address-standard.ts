/**
 * The address verification a cart platform runs on a shipping address (spec 1 §7, `shippingAddress/validation`):
 * it answers the address as the postal service writes it. Lines and towns typed all in lower or all in upper case
 * get their capitals ("12 MAIN STREET" is "12 Main Street"), a US state is its two capitals, and the postal code
 * is cleaned. A standard address that differs from the one sent is the service's suggestion.
 */

/** The fields the check reads and may change. */
export interface CheckedAddress {
  addressLine1: string
  addressLine2: string
  city: string
  province: string
  postalCode: string
  countryCode: string
}

/**
 * A line typed without any case (its letters all lower or all upper) with a capital to each word; a word with
 * digits ("4B") or a short one in capitals (a direction, "NW") stays as typed, and so does a line typed with case.
 */
function capitalised(value: string): string {
  const letters = value.replace(/[^\p{L}]/gu, '')
  if (letters.length === 0 || (letters !== letters.toLowerCase() && letters !== letters.toUpperCase()))
    return value
  return value
    .split(' ')
    .map((word) => {
      if (!/^\p{L}[\p{L}'’.-]*$/u.test(word) || (word.length <= 2 && word === word.toUpperCase())) return word
      return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()
    })
    .join(' ')
}

export const cleanPostalCode = (value: string) => value.toUpperCase().replace(/\s+/g, ' ').trim()

/** The address as the postal service writes it. */
export function standardAddress<A extends CheckedAddress>(address: A): A {
  return {
    ...address,
    addressLine1: capitalised(address.addressLine1.trim().replace(/\s+/g, ' ')),
    addressLine2: capitalised(address.addressLine2.trim().replace(/\s+/g, ' ')),
    city: capitalised(address.city.trim().replace(/\s+/g, ' ')),
    province: address.countryCode === 'US' ? address.province.trim().toUpperCase() : address.province,
    postalCode: cleanPostalCode(address.postalCode),
  }
}

/** Whether the standard address differs from the one sent, in any field the check writes. */
export const differs = (standard: CheckedAddress, sent: CheckedAddress) =>
  (['addressLine1', 'addressLine2', 'city', 'province', 'postalCode'] as const).some(
    (field) => standard[field] !== sent[field],
  )
