/**
 * The fields of an address, as the checkout asks for it: labels by the country (State, Province, Postcode…),
 * the province as a list where the country has one, autocomplete tokens for the browser's address book, the phone
 * and postal code as typed, and each field's error tied to it. Plain inputs with names, so a form posts them
 * without JavaScript; the island that owns them keeps the values.
 */

import type { ReactNode, SelectHTMLAttributes } from 'react'
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressFieldLabelKey,
  isShippingCountry,
} from '../../shared/account/address'
import type { WordsSource } from '../../shared/i18n/text'

export interface AddressFieldsLabels {
  /** Labels per country and field ("ZIP code" in the US, "Postcode" in the UK). */
  fields: Record<string, Partial<Record<AddressField, string>>>
  optional: string
  chooseProvince: string
}

/**
 * Every label the fields may take, whatever the country (its province is a state, a county…; its postal code a ZIP
 * code, a postcode…): an island that shows them spreads this list into its words.
 */
export const ADDRESS_FIELDS_WORDS = [
  'address.field.firstName',
  'address.field.lastName',
  'address.field.addressLine1',
  'address.field.addressLine2',
  'address.field.city',
  'address.field.state',
  'address.field.province',
  'address.field.county',
  'address.field.region',
  'address.field.postalCode',
  'address.field.zipCode',
  'address.field.postcode',
  'address.field.country',
  'address.field.phone',
  'address.field.email',
  'address.field.optional',
  'checkout.chooseProvince',
] as const

type AddressFieldsWordKey = (typeof ADDRESS_FIELDS_WORDS)[number]

/** The fields' labels for each of the countries: from an island's words, or from the translator on the server. */
export function addressFieldsLabels(
  words: WordsSource<AddressFieldsWordKey>,
  countries: readonly { code: string }[],
): AddressFieldsLabels {
  return {
    fields: Object.fromEntries(
      countries.flatMap(({ code }) =>
        isShippingCountry(code)
          ? [
              [
                code,
                Object.fromEntries(
                  ADDRESS_FIELDS.map((field) => [
                    field,
                    // A field's label key is one of ADDRESS_FIELDS_WORDS in every country.
                    words.t(addressFieldLabelKey(field, code) as AddressFieldsWordKey),
                  ]),
                ),
              ],
            ]
          : [],
      ),
    ),
    optional: words.t('address.field.optional'),
    chooseProvince: words.t('checkout.chooseProvince'),
  }
}

export interface AddressCountryOption {
  code: string
  name: string
  provinces: { code: string; name: string }[] | null
  /** Whether the country asks for a province at all (a list or free text). */
  askProvince: boolean
  /** Fields the rules leave optional. */
  optional: AddressField[]
  postalExample: string
}

export interface AddressFieldsProps {
  /** Field ids and names start with this, so two address forms can share a page. */
  prefix: string
  values: Partial<Record<AddressField, string>>
  errors: Partial<Record<AddressField, string>>
  countries: AddressCountryOption[]
  /** The fields to ask for; email only where the form needs it. */
  fields: readonly AddressField[]
  labels: AddressFieldsLabels
  /**
   * Called as a field changes, by an island that keeps the values. Without it the fields are a server-rendered
   * form's: each starts with its value and the browser keeps what is typed.
   */
  onChange?: (field: AddressField, value: string) => void
  /** The field that takes focus when the page loads: the first one a refused form post got wrong. */
  focus?: AddressField | null
  /**
   * Whether the browser may hold the form back for empty required fields; false where the fields are an
   * alternative the form may not need (billing "same as shipping" without JavaScript), which the worker checks.
   */
  browserRequired?: boolean
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  province: 'address-level1',
  postalCode: 'postal-code',
  country: 'country',
  phone: 'tel-national',
  email: 'email',
}

// The phone is a text field with the phone keypad: HTML allows `tel-national` on a text field, not a `tel` one.
const INPUT_TYPE: Partial<Record<AddressField, string>> = { email: 'email' }

export function AddressFields({
  prefix,
  values,
  errors,
  countries,
  fields,
  labels,
  onChange,
  focus = null,
  browserRequired = true,
}: AddressFieldsProps) {
  const country = countries.find((entry) => entry.code === values.country) ?? countries[0]
  const countryCode = country?.code ?? ''
  const labelOf = (field: AddressField) => {
    const label = labels.fields[countryCode]?.[field] ?? field
    return country?.optional.includes(field) ? labels.optional.replace('{label}', label) : label
  }
  const id = (field: AddressField) => `${prefix}-${field}`
  const described = (field: AddressField) => (errors[field] ? `${id(field)}-error` : undefined)
  const change = (field: AddressField) => (event: { currentTarget: { value: string } }) =>
    onChange?.(field, event.currentTarget.value)
  // An island's fields are controlled; a server-rendered form's start with their value and keep what is typed.
  const shownValue = (field: AddressField, value: string) =>
    onChange ? { value, onChange: change(field) } : { defaultValue: value }
  const error = (field: AddressField) =>
    errors[field] ? (
      <p id={`${id(field)}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null

  // A field chosen from a list: the country, or the province where the country has a list of them.
  const choice = (
    field: AddressField,
    value: string,
    options: ReactNode,
    refusable?: SelectHTMLAttributes<HTMLSelectElement>,
  ) => (
    <div key={field} className="address-fields__field">
      <label htmlFor={id(field)}>{labelOf(field)}</label>
      <select
        id={id(field)}
        name={field}
        autoComplete={AUTOCOMPLETE[field]}
        {...shownValue(field, value)}
        {...refusable}
      >
        {options}
      </select>
      {error(field)}
    </div>
  )

  return (
    <div className="address-fields">
      {fields.map((field) => {
        if (field === 'province' && !country?.askProvince) return null
        if (field === 'country') {
          if (countries.length < 2)
            return <input key={field} type="hidden" name="country" value={countryCode} />
          return choice(
            field,
            countryCode,
            countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            )),
          )
        }
        if (field === 'province' && country?.provinces) {
          return choice(
            field,
            values.province ?? '',
            <>
              <option value="">{labels.chooseProvince}</option>
              {country.provinces.map((province) => (
                <option key={province.code} value={province.code}>
                  {province.name}
                </option>
              ))}
            </>,
            {
              'aria-invalid': errors.province ? true : undefined,
              'aria-describedby': described(field),
              // Back from a refused form, the first refused field takes focus.
              autoFocus: focus === field,
            },
          )
        }
        return (
          <div key={field} className={`address-fields__field address-fields__field--${field}`}>
            <label htmlFor={id(field)}>{labelOf(field)}</label>
            <input
              id={id(field)}
              name={field}
              type={INPUT_TYPE[field] ?? 'text'}
              inputMode={field === 'phone' ? 'tel' : undefined}
              autoComplete={AUTOCOMPLETE[field]}
              {...shownValue(field, values[field] ?? '')}
              required={browserRequired && !country?.optional.includes(field)}
              placeholder={field === 'postalCode' ? country?.postalExample : undefined}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={described(field)}
              // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
              autoFocus={focus === field}
            />
            {error(field)}
          </div>
        )
      })}
    </div>
  )
}
