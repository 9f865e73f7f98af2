/** The enrolment steps' fields the flow's page and the sign-in dialog share: the loyalty agreement and the interests. */
import { INTERESTS, interestLabelKey } from '../../../shared/account/profile'
import { CheckField } from '../../components/check-field'
import { FieldError } from '../../components/field-error'
import { ShoeSizeOptions } from '../../components/shoe-size-options'
import { useText } from '../../text'

/**
 * The loyalty offer's agreement to the programme's terms, which open in a new tab: the enrolment steps' and the
 * account's loyalty page's. It takes focus when refused, unless `focus` says otherwise (an earlier field refused).
 */
export function LoyaltyAgreementField(props: {
  id: string
  href: string
  error: string | undefined
  focus?: boolean
}) {
  const t = useText()
  return (
    <CheckField
      id={props.id}
      name="agreement"
      label={
        <>
          {t.t('loyalty.join.agreement')}{' '}
          <a href={props.href} target="_blank" rel="noopener">
            {t.t('loyalty.join.terms')}
            <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
          </a>
        </>
      }
      required
      error={props.error}
      focus={props.focus ?? Boolean(props.error)}
    />
  )
}

/** The interests step's choices: the interests, then a preferred shoe size. */
export function InterestsFields(props: {
  /** Each interest's box is `${prefix}-${interest}`; the group's message is `${prefix}-error`. */
  prefix: string
  shoeSizeId: string
  values: { interests: readonly string[]; preferredShoeSize: string }
  errors: Readonly<Record<string, string>>
}) {
  const t = useText()
  const { prefix, values, errors } = props
  return (
    <>
      <fieldset
        className="join-page__interests"
        aria-describedby={errors.interests ? `${prefix}-error` : undefined}
      >
        <legend>{t.t('profile.interests')}</legend>
        {INTERESTS.map((interest) => (
          <CheckField
            key={interest}
            id={`${prefix}-${interest}`}
            name="interests"
            value={interest}
            label={t.t(interestLabelKey(interest))}
            defaultChecked={values.interests.includes(interest)}
          />
        ))}
        <FieldError id={`${prefix}-error`} message={errors.interests} />
      </fieldset>
      <div className="field">
        <label htmlFor={props.shoeSizeId}>{t.t('profile.shoeSize')}</label>
        <select
          id={props.shoeSizeId}
          name="preferredShoeSize"
          defaultValue={values.preferredShoeSize}
          aria-invalid={errors.preferredShoeSize ? true : undefined}
        >
          <ShoeSizeOptions />
        </select>
        <FieldError message={errors.preferredShoeSize} />
      </div>
    </>
  )
}
