/**
 * Adding or changing an address of the account's address book: the checkout's address fields (labels, province
 * list and postal code example by country), the address's type (shipping or billing; chosen when it is added,
 * kept after), and whether it becomes the main one of its type. A plain form that works without JavaScript; a
 * refused one comes back with each field's message, a summary of them, what was typed and the first refused
 * field focused.
 */
import type { AddressField } from '../../shared/account/address'
import {
  ADDRESS_BOOK_FIELDS,
  ADDRESS_TYPES,
  type AddressType,
  addressBookPath,
} from '../../shared/account/profile'
import { AccountLayout } from '../components/account-layout'
import {
  type AddressCountryOption,
  AddressFields,
  type AddressFieldsLabels,
} from '../components/address-fields'
import { ErrorSummary } from '../components/error-summary'
import { FieldError } from '../components/field-error'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'

/** A field of the form: the address's, or its type. */
export type AddressFormField = AddressField | 'type'

export interface AccountAddressFormPageProps {
  signOutAction: string
  /** The address changed (its id, type and whether it is main), or null for a new one. */
  existing: { id: string; type: AddressType; main: boolean } | null
  /** Where the form posts. */
  action: string
  values: Partial<Record<AddressField, string>>
  /** The type chosen (a new address) or kept (a changed one); null when none is chosen yet. */
  type: AddressType | null
  main: boolean
  errors: Partial<Record<AddressFormField, string>>
  /** A refusal of the whole form (the same address saved already, a failure). */
  formNotice: string | null
  countries: AddressCountryOption[]
  labels: AddressFieldsLabels
}

const TYPE_ID = 'address-type'

export function AccountAddressFormPage(props: AccountAddressFormPageProps) {
  const { t } = useShop()
  const { errors, existing } = props
  const country = props.countries.find((entry) => entry.code === props.values.country) ?? props.countries[0]
  const askProvince = country?.askProvince ?? false
  const shown = ADDRESS_BOOK_FIELDS.filter(
    (field) => (field !== 'province' || askProvince) && (field !== 'country' || props.countries.length > 1),
  )
  const labelOf = (field: AddressField) => {
    const label = props.labels.fields[country?.code ?? '']?.[field] ?? field
    return country?.optional.includes(field) ? props.labels.optional.replace('{label}', label) : label
  }
  const typeFirst = !existing && errors.type
  const firstField = shown.find((field) => errors[field]) ?? null
  const summary = [
    ...(typeFirst
      ? [{ id: `${TYPE_ID}-S`, label: t.t('addressBook.type'), message: errors.type as string }]
      : []),
    ...shown
      .filter((field) => errors[field])
      .map((field) => ({ id: `address-${field}`, label: labelOf(field), message: errors[field] as string })),
  ]
  const title = existing ? t.t('addressBook.editTitle') : t.t('addressBook.addTitle')

  return (
    <AccountLayout section="addresses" signOutAction={props.signOutAction}>
      <p className="account-address-form-page__back">
        <a href={addressBookPath(t.locale.code)}>{t.t('addressBook.back')}</a>
      </p>
      <h2>{title}</h2>
      {props.formNotice ? <Notice kind="error">{props.formNotice}</Notice> : null}
      <ErrorSummary title={t.t('profile.errorSummary')} items={summary} />
      <form method="post" action={props.action} noValidate className="account-address-form-page__form">
        {existing ? (
          <p className="account-address-form-page__type">
            {t.t('addressBook.type')}: <strong>{t.t(`addressBook.type.${existing.type}`)}</strong>
          </p>
        ) : (
          <fieldset
            className="account-address-form-page__types"
            aria-describedby={errors.type ? `${TYPE_ID}-error` : undefined}
          >
            <legend>{t.t('addressBook.type')}</legend>
            {ADDRESS_TYPES.map((type) => (
              <div key={type} className="account-address-form-page__choice">
                <input
                  id={`${TYPE_ID}-${type}`}
                  type="radio"
                  name="type"
                  value={type}
                  defaultChecked={props.type === type}
                  aria-invalid={errors.type ? true : undefined}
                  // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
                  autoFocus={Boolean(typeFirst) && type === 'S'}
                />
                <label htmlFor={`${TYPE_ID}-${type}`}>{t.t(`addressBook.type.${type}`)}</label>
              </div>
            ))}
            <FieldError id={`${TYPE_ID}-error`} message={errors.type} />
          </fieldset>
        )}
        <AddressFields
          prefix="address"
          values={props.values}
          errors={errors}
          countries={props.countries}
          fields={ADDRESS_BOOK_FIELDS}
          labels={props.labels}
          focus={typeFirst ? null : firstField}
        />
        {existing?.main ? (
          <p className="field-hint">{t.t(`addressBook.main.${existing.type}`)}</p>
        ) : (
          <div className="account-address-form-page__choice">
            <input
              id="address-main"
              type="checkbox"
              name="main"
              value="on"
              defaultChecked={props.main}
              aria-describedby="address-main-hint"
            />
            <label htmlFor="address-main">{t.t('addressBook.makeMain')}</label>
            <p id="address-main-hint" className="field-hint">
              {t.t('addressBook.firstIsMain')}
            </p>
          </div>
        )}
        <div className="account-address-form-page__buttons">
          <button type="submit" className="button">
            {t.t('addressBook.save')}
          </button>
          <a href={addressBookPath(t.locale.code)} className="button button--secondary">
            {t.t('addressBook.cancel')}
          </a>
        </div>
      </form>
    </AccountLayout>
  )
}
