/** What the enrolment page (`join-page.tsx`) is given: the step, its values and refusals, and where it goes. */
import type { EnrolmentStep } from '../../../shared/account/enrolment'
import type { WelcomeOfferView } from '../../components/welcome-offer'
import type { SignUpPageProps } from '../sign-up-page'

/** The details the complete-profile steps show and fill in. */
export interface JoinValues {
  firstName: string
  lastName: string
  phone: string
  postalCode: string
  birthDate: string
  interests: readonly string[]
  preferredShoeSize: string
}

export const EMPTY_JOIN_VALUES: JoinValues = {
  firstName: '',
  lastName: '',
  phone: '',
  postalCode: '',
  birthDate: '',
  interests: [],
  preferredShoeSize: '',
}

export type JoinProfileField = 'firstName' | 'lastName' | 'postalCode' | 'birthDate'

export interface JoinPageProps {
  step: Exclude<EnrolmentStep, 'forgot-password'>
  /** Where every step's form posts. */
  action: string
  /** The same-origin path the flow ends at (already checked). */
  returnTo: string
  /** The email of the lookup, sign-in and sign-up steps: as typed or as looked up. */
  email: string
  /** Each refused field's message. */
  errors: Readonly<Record<string, string>>
  /** A refusal of the whole step, or an outcome to confirm. */
  notice: { kind: 'error' | 'info'; text: string } | null
  /** The lookup step, to start again with another email. */
  lookupHref: string
  /** The forgot-password step's page. */
  forgotPasswordHref: string
  /** The step after the welcome (a link: the welcome saves nothing). */
  welcomeNextHref: string
  /** A member's welcome offer, shown at the welcome step. */
  welcomeOffer: WelcomeOfferView | null
  /** The sign-up step's form (the sign-up page's own). */
  signUp: Omit<SignUpPageProps, 'action' | 'returnTo' | 'signInHref' | 'errors' | 'notice' | 'variant'>
  /** The complete-profile steps' values: what the account holds, or what was typed before a refusal. */
  values: JoinValues
  /** The profile step's fields: what the account is missing. */
  profileFields: readonly JoinProfileField[]
  /** The mobile step asks the names too: the account has none, and a phone is kept with a name only. */
  mobileNeedsNames: boolean
  postalCodeLabel: string
  postalCodeExample: string | null
  phoneExample: string
  /** The shopper's first name, for the welcome. */
  firstName: string
  /** The brand's name, for the brand's welcome step (decision 088). */
  brandName: string
}
