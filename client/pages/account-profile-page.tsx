/**
 * The account area's profile (spec 1 §3 "Consumer details", spec 2 §3): the basic details (names, date of birth,
 * mobile number with the shop's mask as a hint, postal code, and gender where the shop's country asks it), then
 * the preferences (interests as a group of checkboxes, a preferred shoe size). The email is shown, not edited here: it changes in the security section (decision 097). A
 * plain form that works without JavaScript: the worker checks it by `shared/account/profile.ts` and comes back here with
 * each field's message, a summary of them, what was typed, and the first refused field focused.
 */
import type { ReactNode } from 'react'
import { isShippingCountry, postalCodeLabelKey } from '../../shared/account/address'
import {
  asksGender,
  INTERESTS,
  interestLabelKey,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileForm,
} from '../../shared/account/profile'
import type { Block } from '../../shared/content/blocks'
import { accountSectionPath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { AccountLayout } from '../components/account-layout'
import { ErrorSummary } from '../components/error-summary'
import { FieldError } from '../components/field-error'
import { Notice } from '../components/notice'
import { GenderField, PostalCodeField } from '../components/profile-fields'
import { ShoeSizeOptions } from '../components/shoe-size-options'
import { useShop } from '../i18n'

export interface AccountProfilePageProps {
  signOutAction: string
  /** An outcome to confirm (saved). */
  notice: string | null
  /** The account's email; null when the profile could not be read back after a refused form. */
  email: string | null
  /** Where the form posts. */
  action: string
  values: ProfileForm
  errors: Partial<Record<ProfileField, string>>
  /** A refusal of the whole form (the consumer service refused or failed). */
  formNotice: string | null
  /** The shop's country: the postal code's label and example, whether gender is asked. */
  country: string
  /** A mobile number of the country as its mask lays it out. */
  phoneExample: string
  /** A birth date on file cannot be removed, so its field is required. */
  birthDateRequired: boolean
  /** Today, `YYYY-MM-DD`: the latest birth date the date field offers. */
  today: string
  /** The section's own content from the content service (why the details matter). */
  blocks?: readonly Block[]
}

const ID = 'profile'
const idOf = (field: ProfileField) => `${ID}-${field}`

export function AccountProfilePage(props: AccountProfilePageProps) {
  const { t } = useShop()
  const { values, errors } = props
  const askGender = asksGender(props.country)
  const shippingCountry = isShippingCountry(props.country) ? props.country : null
  const postalLabel = shippingCountry
    ? t.t(postalCodeLabelKey(shippingCountry))
    : t.t('address.field.postalCode')
  const optional = (label: string) => t.t('address.field.optional', { label })
  const labels: Record<ProfileField, string> = {
    firstName: t.t('profile.firstName'),
    lastName: t.t('profile.lastName'),
    birthDate: props.birthDateRequired ? t.t('profile.birthDate') : optional(t.t('profile.birthDate')),
    phone: optional(t.t('profile.phone')),
    postalCode: optional(postalLabel),
    gender: optional(t.t('profile.gender')),
    interests: t.t('profile.interests'),
    preferredShoeSize: t.t('profile.shoeSize'),
  }
  const shown = PROFILE_FIELDS.filter((field) => field !== 'gender' || askGender)
  const first = shown.find((field) => errors[field]) ?? null
  const focusId = first === 'interests' ? `${idOf('interests')}-${INTERESTS[0]}` : first ? idOf(first) : null
  const describedBy = (field: ProfileField, ...more: (string | null)[]) =>
    [...more, errors[field] ? `${idOf(field)}-error` : null].filter(Boolean).join(' ') || undefined
  const invalid = (field: ProfileField) => (errors[field] ? true : undefined)
  const error = (field: ProfileField) => <FieldError id={`${idOf(field)}-error`} message={errors[field]} />
  const hint = (field: ProfileField, text: string | null): ReactNode =>
    text ? (
      <p id={`${idOf(field)}-hint`} className="field-hint">
        {text}
      </p>
    ) : null

  const text = (
    field: 'firstName' | 'lastName' | 'phone' | 'birthDate',
    attributes: Record<string, string | number | boolean>,
    hintText: string | null = null,
  ) => (
    <div className={`field account-profile-page__field--${field}`}>
      <label htmlFor={idOf(field)}>{labels[field]}</label>
      {hint(field, hintText)}
      <input
        id={idOf(field)}
        name={field}
        defaultValue={values[field]}
        aria-invalid={invalid(field)}
        aria-describedby={describedBy(field, hintText ? `${idOf(field)}-hint` : null)}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
        autoFocus={focusId === idOf(field)}
        {...attributes}
      />
      {error(field)}
    </div>
  )

  return (
    <AccountLayout section="profile" signOutAction={props.signOutAction} notice={props.notice}>
      {props.formNotice ? <Notice kind="error">{props.formNotice}</Notice> : null}
      {props.blocks && props.blocks.length > 0 ? (
        <div className="account-profile-page__content">
          <BlockList blocks={props.blocks} />
        </div>
      ) : null}
      <ErrorSummary
        title={t.t('profile.errorSummary')}
        items={shown
          .filter((field) => errors[field])
          .map((field) => ({
            id: field === 'interests' ? `${idOf('interests')}-${INTERESTS[0]}` : idOf(field),
            label: labels[field],
            message: errors[field] as string,
          }))}
      />
      {props.email ? (
        <div className="account-profile-page__email">
          <p className="account-profile-page__email-label">{t.t('profile.email')}</p>
          <p className="account-profile-page__email-value">{props.email}</p>
          <p className="field-hint">
            {t.t('profile.emailNote')}{' '}
            <a href={accountSectionPath(t.locale.code, 'security')}>{t.t('profile.emailChange')}</a>
          </p>
        </div>
      ) : null}
      <form method="post" action={props.action} noValidate className="account-profile-page__form">
        <fieldset className="account-profile-page__group account-profile-page__details">
          <legend>{t.t('profile.details')}</legend>
          {text('firstName', { type: 'text', autoComplete: 'given-name', maxLength: 31, required: true })}
          {text('lastName', { type: 'text', autoComplete: 'family-name', maxLength: 31, required: true })}
          {text('birthDate', {
            type: 'date',
            autoComplete: 'bday',
            min: '1900-01-01',
            max: props.today,
            required: props.birthDateRequired,
          })}
          {text(
            'phone',
            { type: 'text', autoComplete: 'tel-national', inputMode: 'tel', maxLength: 30 },
            t.t('profile.example', { example: props.phoneExample }),
          )}
          <PostalCodeField
            id={idOf('postalCode')}
            className="account-profile-page__field--postalCode"
            label={labels.postalCode}
            country={props.country}
            maxLength={12}
            value={values.postalCode}
            required={false}
            error={errors.postalCode}
            focus={first === 'postalCode'}
          />
          {askGender ? (
            <GenderField
              id={idOf('gender')}
              className="account-profile-page__field--gender"
              label={labels.gender}
              none={t.t('profile.gender.none')}
              value={values.gender}
              required={false}
              error={errors.gender}
              focus={first === 'gender'}
            />
          ) : null}
        </fieldset>
        <fieldset className="account-profile-page__group">
          <legend>{t.t('profile.preferences')}</legend>
          <fieldset
            id={idOf('interests')}
            className="account-profile-page__interests"
            aria-describedby={describedBy('interests', `${idOf('interests')}-hint`)}
          >
            <legend>{labels.interests}</legend>
            {hint('interests', t.t('profile.interestsHint'))}
            <ul className="account-profile-page__choices">
              {INTERESTS.map((interest) => (
                <li key={interest}>
                  <input
                    id={`${idOf('interests')}-${interest}`}
                    type="checkbox"
                    name="interests"
                    value={interest}
                    defaultChecked={values.interests.includes(interest)}
                    // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
                    autoFocus={focusId === `${idOf('interests')}-${interest}`}
                  />
                  <label htmlFor={`${idOf('interests')}-${interest}`}>
                    {t.t(interestLabelKey(interest))}
                  </label>
                </li>
              ))}
            </ul>
            {error('interests')}
          </fieldset>
          <div className="field account-profile-page__field--preferredShoeSize">
            <label htmlFor={idOf('preferredShoeSize')}>{labels.preferredShoeSize}</label>
            <select
              id={idOf('preferredShoeSize')}
              name="preferredShoeSize"
              defaultValue={values.preferredShoeSize}
              aria-invalid={invalid('preferredShoeSize')}
              aria-describedby={describedBy('preferredShoeSize')}
              // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
              autoFocus={first === 'preferredShoeSize'}
            >
              <ShoeSizeOptions />
            </select>
            {error('preferredShoeSize')}
          </div>
        </fieldset>
        <button type="submit" className="button">
          {t.t('profile.submit')}
        </button>
      </form>
    </AccountLayout>
  )
}
