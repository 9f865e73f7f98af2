import { PHONE_COUNTRIES } from '../../shared/account/phone'

/** The international form of a national number: dial code and digits, the trunk 0 left out. */
export function internationalPhone(national: string, country: string): string {
  const dialCode = PHONE_COUNTRIES[country]?.dialCode ?? ''
  return `+${dialCode}${national.replace(/^0/, '')}`
}
