/**
 * The sign-up form's fields whose asking is the locale's (`LocaleInfo.signUp`, decision 079): gender, the mobile
 * number, the postal code with its mask, and the SMS opt-in the number allows. A label says "optional" where the
 * locale does not require the field; a field the locale does not ask is left out.
 */
import type { SignUpField } from '../../../shared/account/sign-up'
import { SIGN_UP_POSTAL_CODE_MAX } from '../../../shared/account/sign-up'
import type { SignUpLocaleRules } from '../../../shared/i18n/locales'
import { CheckField } from '../../components/check-field'
import { FieldError } from '../../components/field-error'
import { GenderField, PostalCodeField, postalCodeLook } from '../../components/profile-fields'
import { useText } from '../../text'

export interface SignUpLocaleFieldsProps {
  /** The form's id prefix: each field is `${prefix}-${field}`. */
  prefix: string
  values: { gender: string; phone: string; postalCode: string; smsOptIn: boolean }
  errors: Partial<Record<SignUpField, string>>
  /** The first refused field, which takes focus. */
  first: SignUpField | null
  rules: SignUpLocaleRules
  country: string
  phoneExample: string
  smsTermsHref: string
}

/** Gender and the mobile number, then the postal code: the order the form asks them in. */
export function SignUpLocaleFields(props: SignUpLocaleFieldsProps) {
  const t = useText()
  const { rules, errors, values, prefix, first } = props
  const idOf = (field: SignUpField) => `${prefix}-${field}`
  const labelled = (label: string, ask: SignUpLocaleRules[keyof SignUpLocaleRules]) =>
    ask === 'required' ? label : t.t('address.field.optional', { label })
  const postal = postalCodeLook(props.country)
  const phoneDescribedBy = [`${prefix}-phone-hint`, errors.phone ? `${idOf('phone')}-error` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <>
      {rules.gender === 'off' ? null : (
        <GenderField
          id={idOf('gender')}
          className="sign-up-page__field--gender"
          label={labelled(t.t('profile.gender'), rules.gender)}
          none={t.t(rules.gender === 'required' ? 'signUp.gender.choose' : 'profile.gender.none')}
          value={values.gender}
          required={rules.gender === 'required'}
          error={errors.gender}
          focus={first === 'gender'}
        />
      )}
      <div className="field sign-up-page__field--phone">
        <label htmlFor={idOf('phone')}>
          {t.t(rules.phone === 'required' ? 'signUp.phoneRequired' : 'signUp.phone')}
        </label>
        <p id={`${prefix}-phone-hint`} className="field-hint">
          {t.t('signUp.phoneHint', { example: props.phoneExample })}
        </p>
        <input
          id={idOf('phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern="[0-9 +\(\)\.\/\-]*"
          maxLength={30}
          defaultValue={values.phone}
          required={rules.phone === 'required'}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={phoneDescribedBy}
          // biome-ignore lint/a11y/noAutofocus: -- back from a refused sign-up, the first refused field takes focus
          autoFocus={first === 'phone'}
        />
        <FieldError id={`${idOf('phone')}-error`} message={errors.phone} />
      </div>
      {rules.postalCode === 'off' ? null : (
        <PostalCodeField
          id={idOf('postalCode')}
          className="sign-up-page__field--postalCode"
          label={labelled(t.t(postal?.label ?? 'address.field.postalCode'), rules.postalCode)}
          country={props.country}
          maxLength={SIGN_UP_POSTAL_CODE_MAX}
          value={values.postalCode}
          required={rules.postalCode === 'required'}
          error={errors.postalCode}
          focus={first === 'postalCode'}
        />
      )}
    </>
  )
}

/** The SMS opt-in, with its terms (double opt-in, STOP); required where the locale says. */
export function SmsOptInField(props: SignUpLocaleFieldsProps) {
  const t = useText()
  return (
    <CheckField
      id={`${props.prefix}-smsOptIn`}
      name="smsOptIn"
      label={t.t('signUp.sms')}
      required={props.rules.smsOptIn === 'required'}
      defaultChecked={props.values.smsOptIn}
      hint={
        <>
          {t.t('signUp.smsHint')}{' '}
          <a href={props.smsTermsHref} target="_blank" rel="noopener">
            {t.t('legal.smsTerms')}
            <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
          </a>
        </>
      }
      error={props.errors.smsOptIn}
      focus={props.first === 'smsOptIn'}
    />
  )
}
