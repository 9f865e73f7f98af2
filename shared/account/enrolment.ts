/**
 * The enrolment flow's steps (spec 1 §2, spec 2 §2 "Sign-in and enrolment flow", §4 "Enrolment step", decision
 * 046): lookup, then sign-in (the email has an account) or sign-up (it has none), forgot password, then the
 * complete-profile sub-steps 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success. A shopper signed
 * in on a brand where their account has no profile yet confirms their details first (`brand`, decision 088), then
 * goes on as after signing in.
 *
 * Where the flow starts is spec 2 §4 exactly: at lookup when logged out; at mobile when logged in without a phone;
 * at profile when logged in with one. After signing in from the flow, a partially enrolled shopper (spec 2 §4: an
 * email, but any of phone, first name, last name, postal code or birth date missing) goes through the steps that
 * fill what is missing; a fully enrolled one goes back. After signing up, the new customer is offered the loyalty
 * programme (unless they joined with the loyalty variant), welcomed, then taken through the same steps. Each
 * function here is pure: the worker asks, and renders or redirects by the answer.
 */

/** The complete-profile sub-steps with their numbers in the spec (0 non-loyalty … 5 success). */
export const COMPLETE_PROFILE_STEPS = [
  'non-loyalty',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const
export type CompleteProfileStep = (typeof COMPLETE_PROFILE_STEPS)[number]

export const ENROLMENT_STEPS = [
  'lookup',
  'signin',
  'signup',
  'forgot-password',
  'brand',
  ...COMPLETE_PROFILE_STEPS,
] as const
export type EnrolmentStep = (typeof ENROLMENT_STEPS)[number]

export const isEnrolmentStep = (value: unknown): value is EnrolmentStep =>
  typeof value === 'string' && (ENROLMENT_STEPS as readonly string[]).includes(value)

export const isCompleteProfileStep = (step: EnrolmentStep): step is CompleteProfileStep =>
  (COMPLETE_PROFILE_STEPS as readonly string[]).includes(step)

/** The profile's fields whose absence makes an account partially enrolled (spec 2 §4). */
export const ENROLMENT_FIELDS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const
export type EnrolmentField = (typeof ENROLMENT_FIELDS)[number]

/** What of the profile the flow looks at: the five fields (empty or missing when not on file) and the membership. */
export interface EnrolmentProfile {
  phone?: string | null
  firstName?: string | null
  lastName?: string | null
  postalCode?: string | null
  birthDate?: string | null
  loyaltyMember: boolean
}

const missing = (value: string | null | undefined) => !value || value.trim() === ''

/** The fields of the five that the profile lacks, in the order of `ENROLMENT_FIELDS`. */
export const missingFields = (profile: Omit<EnrolmentProfile, 'loyaltyMember'>): EnrolmentField[] =>
  ENROLMENT_FIELDS.filter((field) => missing(profile[field]))

/**
 * Spec 2 §4: an email exists (the caller has a profile) but any of phone, first name, last name, postal code or
 * birth date is missing.
 *
 * @example isPartiallyEnrolled({ phone: '', firstName: 'Ana', lastName: 'Ruiz', postalCode: '10115', birthDate: '1990-01-02', loyaltyMember: false }) // true
 */
export const isPartiallyEnrolled = (profile: Omit<EnrolmentProfile, 'loyaltyMember'>): boolean =>
  missingFields(profile).length > 0

/** The fields the profile step asks for: whatever of names, postal code and birth date is missing, else all. */
export function profileStepFields(
  profile: Omit<EnrolmentProfile, 'loyaltyMember'>,
): Exclude<EnrolmentField, 'phone'>[] {
  const wanted = missingFields(profile).filter((field) => field !== 'phone') as Exclude<
    EnrolmentField,
    'phone'
  >[]
  return wanted.length > 0 ? wanted : ['firstName', 'lastName', 'postalCode', 'birthDate']
}

/**
 * The step the flow starts at (spec 2 §4): lookup when logged out (null profile); mobile when logged in without a
 * phone; profile when logged in with one.
 */
export function startingStep(profile: EnrolmentProfile | null): EnrolmentStep {
  if (!profile) return 'lookup'
  return missing(profile.phone) ? 'mobile' : 'profile'
}

/** Where the flow goes after signing in from it: the first step of what is missing, or back (`done`). */
export function stepAfterSignIn(profile: EnrolmentProfile): EnrolmentStep | 'done' {
  if (!isPartiallyEnrolled(profile)) return 'done'
  return missing(profile.phone) ? 'mobile' : 'profile'
}

/** Where the flow goes after signing up: the loyalty offer to a shopper who is not a member, else the welcome. */
export const stepAfterSignUp = (profile: EnrolmentProfile): EnrolmentStep =>
  profile.loyaltyMember ? 'welcome' : 'non-loyalty'

/**
 * The step after a complete-profile step is done (or skipped), by the profile as it is now. The mobile step is
 * passed over when a phone is on file, the profile step when nothing of it is missing; interests is always
 * offered, and success ends the flow.
 */
export function nextStep(step: CompleteProfileStep, profile: EnrolmentProfile): CompleteProfileStep {
  const lacks = missingFields(profile)
  const lacksProfile = lacks.some((field) => field !== 'phone')
  switch (step) {
    case 'non-loyalty':
      return 'welcome'
    case 'welcome':
      return lacks.includes('phone') ? 'mobile' : lacksProfile ? 'profile' : 'interests'
    case 'mobile':
      return lacksProfile ? 'profile' : 'interests'
    case 'profile':
      return 'interests'
    case 'interests':
    case 'success':
      return 'success'
  }
}

/**
 * Whether a signed-in shopper may be shown this step: the lookup, sign-in and sign-up steps are a guest's (a
 * signed-in shopper is at the start of the complete-profile steps instead); the complete-profile steps are a
 * signed-in shopper's (a guest starts at lookup); the loyalty offer only to a shopper who is not a member.
 */
export function allowedStep(step: EnrolmentStep, profile: EnrolmentProfile | null): EnrolmentStep {
  if (!profile) return isCompleteProfileStep(step) || step === 'brand' ? 'lookup' : step
  if (!isCompleteProfileStep(step)) return startingStep(profile)
  if (step === 'non-loyalty' && profile.loyaltyMember) return 'welcome'
  return step
}

/** The step a `?step=` names, or null for anything else. */
export const stepOf = (value: unknown): EnrolmentStep | null => (isEnrolmentStep(value) ? value : null)
