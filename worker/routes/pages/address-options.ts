/**
 * What a server-rendered address form (the checkout's, the address book's) tells its fields about each country it
 * offers: the country's name (the utilities service's), its provinces in the shopper's language (the address-format
 * service's where it lists them, decision 107), which fields its rules leave optional, a postal code example (the
 * fields' labels, "ZIP code" in the US, "Postcode" in the UK, are `addressFieldsLabels`').
 */
import type { AddressCountryOption } from '../../../client/components/address-fields'
import {
  ADDRESS_COUNTRIES,
  ADDRESS_FIELDS,
  type AddressRules,
  postalCodeExample,
  provinceListOf,
  provinceName,
  type ShippingCountry,
} from '../../../shared/account/address'
import type { PhoneCountries } from '../../../shared/account/phone'
import type { Translator } from '../../../shared/i18n/i18n'

/**
 * A country as the address fields offer it, by its rules (the platform's merged in), named as the utilities
 * service's country list names it.
 */
export function addressCountryOption(
  t: Translator,
  country: ShippingCountry,
  rules: AddressRules,
  countries: PhoneCountries,
): AddressCountryOption {
  const { province } = ADDRESS_COUNTRIES[country]
  const list = provinceListOf(rules)
  return {
    code: country,
    name: countries[country]?.name ?? country,
    provinces: list
      ? list.map((entry) => ({ code: entry.code, name: provinceName(entry, t.locale.language) }))
      : null,
    askProvince: province.input !== 'none' || rules.fields.province.required,
    optional: ADDRESS_FIELDS.filter((field) => !rules.fields[field].required),
    postalExample: postalCodeExample(country),
  }
}
