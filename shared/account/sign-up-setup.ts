/**
 * What the sign-up form needs to know of the shopper's locale beyond its words (decision 079): where its links go,
 * the minimum age and phone example of the country, and what the locale asks and requires. The enrolment flow's
 * sign-up step and the sign-in dialog's (decision 046) take it from here, so both ask the same.
 */
import type { LocaleInfo, Region, SignUpLocaleRules } from '../i18n/locales'
import { contentPath, loyaltyTermsPath } from '../routes'
import { type PhoneCountries, phoneCountriesOf } from './phone'
import { minimumAgeOf, phoneExample } from './sign-up'

export interface SignUpFormSetup {
  termsHref: string
  privacyHref: string
  smsTermsHref: string
  loyaltyTermsHref: string
  minimumAge: number
  phoneExample: string
  /** The phone format of the shop's country (the utilities service's), which the SMS opt-in's script checks by. */
  phoneCountries: PhoneCountries
  country: string
  region: Region
  rules: SignUpLocaleRules
  /** Today, `YYYY-MM-DD`: the latest birth date the date field offers. */
  today: string
}

/**
 * The sign-up form's setup in a locale on a day, by the phone countries the worker read.
 *
 * @example signUpFormSetup(locale, new Date(), countries).rules.phone // 'optional' where the locale does not require it
 */
export function signUpFormSetup(locale: LocaleInfo, now: Date, countries: PhoneCountries): SignUpFormSetup {
  return {
    termsHref: contentPath(locale.code, 'sale-terms'),
    privacyHref: contentPath(locale.code, 'privacy'),
    smsTermsHref: contentPath(locale.code, 'sms-terms'),
    loyaltyTermsHref: loyaltyTermsPath(locale.code),
    minimumAge: minimumAgeOf(locale.country),
    phoneExample: phoneExample(locale.country, locale.region, countries),
    phoneCountries: phoneCountriesOf(countries, [locale.country]),
    country: locale.country,
    region: locale.region,
    rules: locale.signUp,
    today: now.toISOString().slice(0, 10),
  }
}
