/**
 * The fields a shopper's details share between the sign-up form and the account's profile (decision 079): gender
 * (a select of `GENDERS`) and the postal code with the country's label, example and mask. The mask becomes a
 * `pattern` (`9` a digit, `A` a letter, its space or hyphen optional) and the keyboard its characters need.
 */
import { ADDRESS_COUNTRIES, isShippingCountry } from '../../shared/account/address'
import { GENDERS } from '../../shared/account/profile'
import { useText } from '../text'
import { FieldError } from './field-error'

interface DetailFieldProps {
  id: string
  label: string
  value: string
  required: boolean
  error: string | undefined
  /** Back from a refused form, the first refused field takes focus. */
  focus: boolean
  className: string
}

const describedBy = (id: string, error: string | undefined, ...more: (string | null)[]) =>
  [...more, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined

/** The gender select; `none` words the empty choice ("Choose" where it is required, "Prefer not to say" where not). */
export function GenderField(props: DetailFieldProps & { none: string }) {
  const t = useText()
  return (
    <div className={`field ${props.className}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        name="gender"
        autoComplete="sex"
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error)}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
        autoFocus={props.focus}
      >
        <option value="">{props.none}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t.t(`profile.gender.${gender}`)}
          </option>
        ))}
      </select>
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  )
}

/**
 * A postal code field's look in a country the shop delivers to: its label key, an example, its mask as a `pattern`
 * and whether its keyboard is numeric; null elsewhere.
 */
export function postalCodeLook(country: string) {
  if (!isShippingCountry(country)) return null
  const { label, example, mask } = ADDRESS_COUNTRIES[country].postalCode
  const of = (parts: string) =>
    [...parts].map((part) => (part === '9' ? '[0-9]' : part === 'A' ? '[A-Za-z]' : `${part}?`)).join('')
  // A mask longer than the example (ZIP+4) has an optional tail: 12345 and 12345-6789 both fit.
  const pattern = mask
    ? mask.length > example.length
      ? `${of(mask.slice(0, example.length))}(?:${of(mask.slice(example.length))})?`
      : of(mask)
    : undefined
  return { label, example, pattern, numeric: mask !== null && /^[9 -]+$/.test(mask), maxLength: mask?.length }
}

/** The postal code, masked by the country; its hint gives the country's example. */
export function PostalCodeField(props: DetailFieldProps & { country: string; maxLength: number }) {
  const t = useText()
  const look = postalCodeLook(props.country)
  const hintId = `${props.id}-hint`
  return (
    <div className={`field ${props.className}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {look ? (
        <p id={hintId} className="field-hint">
          {t.t('profile.example', { example: look.example })}
        </p>
      ) : null}
      <input
        id={props.id}
        name="postalCode"
        type="text"
        autoComplete="postal-code"
        inputMode={look?.numeric ? 'numeric' : 'text'}
        autoCapitalize="characters"
        pattern={look?.pattern}
        maxLength={look?.maxLength ?? props.maxLength}
        defaultValue={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.id, props.error, look ? hintId : null)}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
        autoFocus={props.focus}
      />
      <FieldError id={`${props.id}-error`} message={props.error} />
    </div>
  )
}
