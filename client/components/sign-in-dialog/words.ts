/**
 * The sign-in dialog's words. The sign-in form's (and the simplified enrolment's) come with the header's link
 * (`SIGN_IN_DIALOG_WORDS`, `SIGN_IN_DIALOG_PART_WORDS`, spread into the `sign-in-link` island's words). The steps
 * beyond signing in (forgot password, sign-up, the loyalty offer, welcome, interests, success) have too many to send
 * in every guest's page, so the dialog fetches them when it opens (`GET /api/account/dialog-steps`,
 * `SIGN_IN_DIALOG_STEP_WORDS`), with the sign-up form's setup; the sign-up form's password helper's words
 * (`sign-up-helper`) come with them.
 */
import { PASSWORD_RULE_WORDS } from '../../../shared/account/password'
import { INTERESTS, interestLabelKey } from '../../../shared/account/profile'
import { GENDERS } from '../../../shared/account/sign-up'
import type { MessageKey } from '../../../shared/i18n/messages/en'

/** What both dialogs are worded with: the header's sign-in link spreads this list into its words. */
export const SIGN_IN_DIALOG_WORDS = [
  'signIn.email',
  'signIn.password',
  'password.forgotLink',
  'enrol.dialog.close',
  'enrol.dialog.failed',
] as const

/** The words only one of the dialogs needs, sent with the link that opens it: the sign-in form, or the enrolment. */
export const SIGN_IN_DIALOG_PART_WORDS = {
  signIn: ['signIn.title', 'signIn.submit', 'signUp.link'],
  enrol: [
    'enrol.title',
    'enrol.continue',
    'signUp.submit',
    'enrol.otherEmail',
    'password.rule.title',
    ...PASSWORD_RULE_WORDS,
    'signUp.simplified.disclaimer',
    'signUp.terms',
    'signUp.privacy',
    'signUp.newTab',
  ],
} as const

/** The further steps' words, fetched when the dialog opens. */
export const SIGN_IN_DIALOG_STEP_WORDS: readonly MessageKey[] = [
  'password.forgot.title',
  'password.forgot.intro',
  'password.forgot.email',
  'password.forgot.submit',
  'password.forgot.backToSignIn',
  'password.forgot.checkTitle',
  'password.forgot.checkText',
  'signUp.title',
  'signUp.intro',
  'signUp.haveAccount',
  'signUp.signIn',
  'signUp.check',
  'signUp.newTab',
  'signUp.agreement',
  'signUp.terms',
  'signUp.privacy',
  'signUp.simplified.disclaimer',
  'signUp.loyalty.agreement',
  'signUp.loyalty.terms',
  'signUp.firstName',
  'signUp.lastName',
  'signUp.email',
  'signUp.signInInstead',
  'signUp.password',
  'signUp.birthDate',
  'signUp.birthDateHint',
  'signUp.newsletter',
  'signUp.submit',
  'signUp.loyalty.submit',
  'signIn.honeypot',
  'address.field.optional',
  'profile.gender',
  'signUp.gender.choose',
  'profile.gender.none',
  ...GENDERS.map((gender): MessageKey => `profile.gender.${gender}`),
  'signUp.phoneRequired',
  'signUp.phone',
  'signUp.phoneHint',
  'address.field.postalCode',
  'address.field.zipCode',
  'address.field.postcode',
  'profile.example',
  'signUp.sms',
  'signUp.smsHint',
  'legal.smsTerms',
  'enrol.dialog.failed',
  'enrol.progress',
  'enrol.check',
  'enrol.nonLoyalty.title',
  'enrol.nonLoyalty.intro',
  'enrol.nonLoyalty.join',
  'enrol.nonLoyalty.skip',
  'signUp.loyalty.benefits',
  'signUp.loyalty.benefit.points',
  'signUp.loyalty.benefit.welcome',
  'signUp.loyalty.benefit.early',
  'loyalty.join.agreement',
  'loyalty.join.terms',
  'enrol.welcome.title',
  'enrol.welcome.intro',
  'enrol.continue',
  'enrol.interests.title',
  'enrol.interests.intro',
  'enrol.interests.save',
  'enrol.interests.skip',
  'profile.interests',
  ...INTERESTS.map(interestLabelKey),
  'profile.shoeSize',
  'profile.shoeSize.none',
  'enrol.success.title',
  'enrol.success.intro',
  'enrol.success.continue',
]
