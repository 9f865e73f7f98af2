/**
 * The sign-up page (spec 1 §2 "Sign-up form", §5): names, email, password with its requirements, birth date,
 * a mobile number with the SMS opt-in it allows, the newsletter, and the agreement to the terms of sale and the
 * privacy policy; gender and the postal code where the locale asks them. What is required is the locale's
 * (`LocaleInfo.signUp`, decision 079): the labels say what is optional, the inputs carry `required`, `inputmode`
 * and the postal code's mask as a `pattern`. A plain form that works without JavaScript; the worker checks it by the rules of
 * `shared/account/sign-up.ts` and comes back here with each field's message and what was typed (never the password),
 * the first refused field taking focus. One small island ticks the password's requirements and enables the SMS
 * opt-in only with a valid phone.
 *
 * Two variants (spec 1 §2, decision 046): the loyalty-only form (`?variant=loyalty`) is the full form with the
 * loyalty programme's benefits and a required agreement to its terms, and joins the programme in the same submit;
 * the simplified form (`?variant=simplified`) asks only the email and password, with the legal disclaimer's links
 * in place of the agreement box. The enrolment flow's sign-up step shows the same form (`SignUpForm`).
 */
import type { ReactNode } from 'react'
import {
  SIGN_UP_EMAIL_MAX,
  SIGN_UP_FIELDS,
  SIGN_UP_NAME_MAX,
  SIGN_UP_PASSWORD_MAX,
  type SignUpField,
  type SignUpVariant,
} from '../../shared/account/sign-up'
import type { Region, SignUpLocaleRules } from '../../shared/i18n/locales'
import { CardPage } from '../components/card-page'
import { CheckField } from '../components/check-field'
import { FieldError } from '../components/field-error'
import { FormNotices } from '../components/form-notices'
import { HoneypotField } from '../components/honeypot-field'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { SignUpHelper } from '../islands/sign-up-helper'
import { SignUpLocaleFields, type SignUpLocaleFieldsProps, SmsOptInField } from './sign-up/locale-fields'

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

const ID = 'sign-up'
const idOf = (field: SignUpField) => `${ID}-${field}`

const TITLES = {
  full: 'signUp.title',
  loyalty: 'signUp.loyalty.title',
  simplified: 'signUp.simplified.title',
} as const

const INTROS = {
  full: 'signUp.intro',
  loyalty: 'signUp.loyalty.intro',
  simplified: 'signUp.simplified.intro',
} as const

/** The loyalty programme's benefits (spec 1 §2: "a loyalty benefits block is available"). */
export function LoyaltyBenefits() {
  const { t } = useShop()
  return (
    <section className="sign-up-page__benefits" aria-labelledby="loyalty-benefits-title">
      <h2 id="loyalty-benefits-title">{t.t('signUp.loyalty.benefits')}</h2>
      <ul>
        <li>{t.t('signUp.loyalty.benefit.points')}</li>
        <li>{t.t('signUp.loyalty.benefit.welcome')}</li>
        <li>{t.t('signUp.loyalty.benefit.early')}</li>
      </ul>
    </section>
  )
}

export function SignUpPage(props: SignUpPageProps) {
  const { t } = useShop()
  const title = t.t(TITLES[props.variant])
  return (
    <CardPage
      title={title}
      className="sign-in-page sign-up-page"
      cardClassName="sign-in-page__card sign-up-page__card"
    >
      <p>{t.t(INTROS[props.variant])}</p>
      {props.variant === 'loyalty' ? <LoyaltyBenefits /> : null}
      <p>
        {t.t('signUp.haveAccount')} <a href={props.signInHref}>{t.t('signUp.signIn')}</a>
      </p>
      <SignUpForm {...props} />
    </CardPage>
  )
}

/** The sign-up form of a variant, with its notices: the sign-up page's, and the enrolment flow's sign-up step's. */
export function SignUpForm(
  props: Omit<SignUpPageProps, 'signInHref'> & { signInHref: string; hidden?: ReactNode },
) {
  const { t } = useShop()
  const { values, errors, variant } = props
  const simplified = variant === 'simplified'
  const first = SIGN_UP_FIELDS.find((field) => errors[field]) ?? null
  const describedBy = (field: SignUpField, ...more: string[]) =>
    [...more, errors[field] ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined
  const invalid = (field: SignUpField) => (errors[field] ? true : undefined)
  const error = (field: SignUpField, extra?: ReactNode) => (
    <FieldError id={`${idOf(field)}-error`} message={errors[field]}>
      {extra}
    </FieldError>
  )
  const newTab = <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
  const linkedText = (key: 'signUp.agreement' | 'signUp.simplified.disclaimer') =>
    t
      .t(key, { terms: '{terms}', privacy: '{privacy}' })
      .split(/(\{terms\}|\{privacy\})/)
      .map((part) =>
        part === '{terms}' ? (
          <a key="terms" href={props.termsHref} target="_blank" rel="noopener">
            {t.t('signUp.terms')}
            {newTab}
          </a>
        ) : part === '{privacy}' ? (
          <a key="privacy" href={props.privacyHref} target="_blank" rel="noopener">
            {t.t('signUp.privacy')}
            {newTab}
          </a>
        ) : (
          part
        ),
      )
  const locale: SignUpLocaleFieldsProps = {
    prefix: ID,
    values,
    errors,
    first,
    rules: props.rules,
    country: props.country,
    phoneExample: props.phoneExample,
    smsTermsHref: props.smsTermsHref,
  }
  const agreement = linkedText('signUp.agreement')
  const disclaimer = linkedText('signUp.simplified.disclaimer')
  const loyaltyAgreement = t
    .t('signUp.loyalty.agreement', { terms: '{terms}' })
    .split(/(\{terms\})/)
    .map((part) =>
      part === '{terms}' ? (
        <a key="terms" href={props.loyaltyTermsHref} target="_blank" rel="noopener">
          {t.t('signUp.loyalty.terms')}
          {newTab}
        </a>
      ) : (
        part
      ),
    )

  const agreementBox = (field: 'agreement' | 'loyaltyAgreement', label: ReactNode) => (
    <CheckField
      id={idOf(field)}
      name={field}
      label={label}
      required
      defaultChecked={values[field]}
      error={errors[field]}
      focus={first === field}
    />
  )
  const text = (
    field: 'firstName' | 'lastName' | 'email',
    label: string,
    attributes: Record<string, string | number | boolean>,
    extra?: ReactNode,
  ) => (
    <div className={`field sign-up-page__field--${field}`}>
      <label htmlFor={idOf(field)}>{label}</label>
      <input
        id={idOf(field)}
        name={field}
        defaultValue={values[field]}
        required
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field)}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused sign-up, the first refused field takes focus
        autoFocus={first === field}
        {...attributes}
      />
      {error(field, extra)}
    </div>
  )

  return (
    <>
      <FormNotices notice={props.notice} check={first ? t.t('signUp.check') : null} />
      <form method="post" action={props.action} noValidate className="sign-in-page__form sign-up-page__form">
        <input type="hidden" name="returnTo" value={props.returnTo} />
        {variant === 'full' ? null : <input type="hidden" name="variant" value={variant} />}
        {props.hidden}
        {values.acquisitionType ? (
          <>
            <input type="hidden" name="acquisitionType" value={values.acquisitionType} />
            <input type="hidden" name="campaignName" value={values.campaignName} />
          </>
        ) : null}
        {simplified
          ? null
          : text('firstName', t.t('signUp.firstName'), {
              type: 'text',
              autoComplete: 'given-name',
              maxLength: SIGN_UP_NAME_MAX,
            })}
        {simplified
          ? null
          : text('lastName', t.t('signUp.lastName'), {
              type: 'text',
              autoComplete: 'family-name',
              maxLength: SIGN_UP_NAME_MAX,
            })}
        {text(
          'email',
          t.t('signUp.email'),
          {
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
            spellCheck: false,
            autoCapitalize: 'none',
            maxLength: SIGN_UP_EMAIL_MAX + 1,
          },
          props.emailInUse ? (
            <>
              {' '}
              <a href={props.signInHref}>{t.t('signUp.signInInstead')}</a>
            </>
          ) : null,
        )}
        <div className="field sign-up-page__field--password">
          <label htmlFor={idOf('password')}>{t.t('signUp.password')}</label>
          <input
            id={idOf('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={SIGN_UP_PASSWORD_MAX + 1}
            required
            aria-invalid={invalid('password')}
            aria-describedby={describedBy('password', `${ID}-password-rules`)}
            // biome-ignore lint/a11y/noAutofocus: -- back from a refused sign-up, the first refused field takes focus
            autoFocus={first === 'password'}
          />
          <Island
            name="sign-up-helper"
            component={SignUpHelper}
            props={{
              id: `${ID}-password-rules`,
              passwordId: idOf('password'),
              phoneId: idOf('phone'),
              smsId: idOf('smsOptIn'),
              country: props.country,
              region: props.region,
            }}
          />
          {error('password')}
        </div>
        {simplified ? (
          <p className="sign-up-page__disclaimer">{disclaimer}</p>
        ) : (
          <>
            <div className="field sign-up-page__field--birthDate">
              <label htmlFor={idOf('birthDate')}>{t.t('signUp.birthDate')}</label>
              <p id={`${ID}-birthDate-hint`} className="field-hint">
                {t.t('signUp.birthDateHint', { age: props.minimumAge })}
              </p>
              <input
                id={idOf('birthDate')}
                name="birthDate"
                type="date"
                autoComplete="bday"
                min="1900-01-01"
                max={props.today}
                defaultValue={values.birthDate}
                required
                aria-invalid={invalid('birthDate')}
                aria-describedby={describedBy('birthDate', `${ID}-birthDate-hint`)}
                // biome-ignore lint/a11y/noAutofocus: -- back from a refused sign-up, the first refused field takes focus
                autoFocus={first === 'birthDate'}
              />
              {error('birthDate')}
            </div>
            <SignUpLocaleFields {...locale} />
            <div className="sign-up-page__choices">
              <SmsOptInField {...locale} />
              <CheckField
                id={`${ID}-newsletter`}
                name="newsletter"
                label={t.t('signUp.newsletter')}
                defaultChecked={values.newsletter}
              />
              {agreementBox('agreement', agreement)}
              {variant === 'loyalty' ? agreementBox('loyaltyAgreement', loyaltyAgreement) : null}
            </div>
          </>
        )}
        <HoneypotField id={`${ID}-website`} className="sign-in-page__trap" />
        <button type="submit" className="button button--lg">
          {t.t(variant === 'loyalty' ? 'signUp.loyalty.submit' : 'signUp.submit')}
        </button>
      </form>
    </>
  )
}
