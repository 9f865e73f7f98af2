/**
 * From the address-format service's document to `shared/account/address.ts`'s `AddressFormat`: the subdivisions'
 * codes and names paired in order, blanks and repeated codes left out (a shopper could not tell them apart).
 */
import type { AddressFormat, Province, ShippingCountry } from '../../../shared/account/address'
import type { AddressFormatDoc } from './schemas'

export function reshapeAddressFormat(doc: AddressFormatDoc, country: ShippingCountry): AddressFormat {
  const codes = doc.sub_keys ? doc.sub_keys.split('~') : []
  const names = doc.sub_names ? doc.sub_names.split('~') : []
  const seen = new Set<string>()
  const provinces: Province[] = []
  codes.forEach((raw, index) => {
    const code = raw.trim()
    const name = (names[index] ?? '').trim()
    if (!code || !name || code.length > 10 || name.length > 100 || seen.has(code)) return
    seen.add(code)
    provinces.push({ code, name })
  })
  return { country, provinces }
}
