/** What the sign-up form is given (`SignUpFormBase`): the page's, the flow's step's and the dialog's. */
import type { PhoneCountries } from '../../../shared/account/phone'
import type { SignUpField, SignUpVariant } from '../../../shared/account/sign-up'
import type { Region, SignUpLocaleRules } from '../../../shared/i18n/locales'

/** What the shopper typed, given back after a refusal (the password never is). */
export interface SignUpValues {
  firstName: string
  lastName: string
  email: string
  birthDate: string
  phone: string
  /** One of the genders, or empty; asked where the locale says (decision 079). */
  gender: string
  postalCode: string
  smsOptIn: boolean
  newsletter: boolean
  agreement: boolean
  /** The loyalty variant's agreement to the programme's terms. */
  loyaltyAgreement: boolean
  /** Where the shopper came from (`shared/account/source.ts`), carried as hidden fields; empty for none. */
  acquisitionType: string
  campaignName: string
}

export const EMPTY_SIGN_UP: SignUpValues = {
  firstName: '',
  lastName: '',
  email: '',
  birthDate: '',
  phone: '',
  gender: '',
  postalCode: '',
  smsOptIn: false,
  newsletter: false,
  agreement: false,
  loyaltyAgreement: false,
  acquisitionType: '',
  campaignName: '',
}

export interface SignUpPageProps {
  /** Where the form posts. */
  action: string
  /** The same-origin path to go to once the account is made (already checked). */
  returnTo: string
  /** The sign-in page, keeping `returnTo`. */
  signInHref: string
  values: SignUpValues
  errors: Partial<Record<SignUpField, string>>
  /** The email's refusal is that it has an account already: it gets a link to sign in. */
  emailInUse: boolean
  /** A refusal of the whole form (too many tries, the bot check, a failure upstream). */
  notice: string | null
  termsHref: string
  privacyHref: string
  /** The SMS terms (double opt-in, STOP), beside the SMS opt-in. */
  smsTermsHref: string
  minimumAge: number
  phoneExample: string
  /** The shop's country's phone format (the utilities service's), which the SMS opt-in's script checks by. */
  phoneCountries: PhoneCountries
  country: string
  region: Region
  /** What the locale's sign-up asks and requires (decision 079): phone, SMS opt-in, gender, postal code. */
  rules: SignUpLocaleRules
  /** Today, `YYYY-MM-DD`: the latest birth date the date field offers. */
  today: string
  /** The full form, the loyalty-only one or the simplified one. */
  variant: SignUpVariant
  /** The loyalty programme's terms (the loyalty variant's agreement). */
  loyaltyTermsHref: string
}
