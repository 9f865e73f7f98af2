/**
 * The sign-up form of a variant with its notices (decision 046): the sign-up page's, the enrolment flow's sign-up
 * step's and the sign-in dialog's sign-up step's. A plain form; the password's live requirements come as
 * `passwordHelp` (the page's `sign-up-helper` island, or the dialog's own render of it), and a script may take the
 * submit (`onSubmit`), as the dialog does.
 */
import type { FormEvent, ReactNode } from 'react'
import {
  SIGN_UP_EMAIL_MAX,
  SIGN_UP_FIELDS,
  SIGN_UP_NAME_MAX,
  SIGN_UP_PASSWORD_MAX,
  type SignUpField,
} from '../../../shared/account/sign-up'
import { CheckField } from '../../components/check-field'
import { FieldError } from '../../components/field-error'
import { FormNotices } from '../../components/form-notices'
import { HoneypotField } from '../../components/honeypot-field'
import { useText } from '../../text'
import { SignUpLocaleFields, type SignUpLocaleFieldsProps, SmsOptInField } from './locale-fields'
import type { SignUpPageProps } from './props'

const ID = 'sign-up'
const idOf = (field: SignUpField) => `${ID}-${field}`

/** The loyalty programme's benefits (spec 1 §2: "a loyalty benefits block is available"). */
export function LoyaltyBenefits() {
  const t = useText()
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

/** The sign-up form of a variant, with its notices: the sign-up page's, and the enrolment flow's sign-up step's. */
export function SignUpFormBase(
  props: SignUpPageProps & {
    hidden?: ReactNode
    passwordHelp: ReactNode
    onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  },
) {
  const t = useText()
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
      <form
        method="post"
        action={props.action}
        noValidate
        className="sign-in-page__form sign-up-page__form"
        onSubmit={props.onSubmit}
      >
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
          {props.passwordHelp}
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
