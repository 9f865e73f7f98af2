/**
 * The enrolment flow (`/{locale}/account/join`, spec 1 §2, spec 2 §2 and §4, decision 046), one step per page:
 * lookup (the email), then sign-in (an account has it) or sign-up (none has), then the complete-profile sub-steps
 * 0 non-loyalty, 1 welcome, 2 mobile, 3 profile, 4 interests, 5 success. Every step is a plain form that works
 * without JavaScript; a refused step comes back as this page with the message at its field, what was typed kept
 * (never a password), and the first refused field focused. The email travels only in form bodies, never in a URL.
 */
import type { ReactNode } from 'react'
import { COMPLETE_PROFILE_STEPS, type CompleteProfileStep, type EnrolmentStep } from '../../shared/enrolment'
import { INTERESTS, interestLabelKey, SHOE_SIZES } from '../../shared/profile'
import { SIGN_IN_EMAIL_MAX, SIGN_IN_PASSWORD_MAX } from '../../shared/sign-in'
import { SIGN_UP_NAME_MAX } from '../../shared/sign-up'
import { AccountField } from '../components/account-field'
import { Breadcrumb } from '../components/breadcrumb'
import { CheckField } from '../components/check-field'
import { Notice } from '../components/notice'
import { WelcomeOffer, type WelcomeOfferView } from '../components/welcome-offer'
import { useShop } from '../i18n'
import { LoyaltyBenefits, SignUpForm, type SignUpPageProps } from './sign-up-page'

/** The details the complete-profile steps show and fill in. */
export interface JoinValues {
  firstName: string
  lastName: string
  phone: string
  postalCode: string
  birthDate: string
  interests: readonly string[]
  preferredShoeSize: string
}

export const EMPTY_JOIN_VALUES: JoinValues = {
  firstName: '',
  lastName: '',
  phone: '',
  postalCode: '',
  birthDate: '',
  interests: [],
  preferredShoeSize: '',
}

export type JoinProfileField = 'firstName' | 'lastName' | 'postalCode' | 'birthDate'

export interface JoinPageProps {
  step: Exclude<EnrolmentStep, 'forgot-password'>
  /** Where every step's form posts. */
  action: string
  /** The same-origin path the flow ends at (already checked). */
  returnTo: string
  /** The email of the lookup, sign-in and sign-up steps: as typed or as looked up. */
  email: string
  /** Each refused field's message. */
  errors: Readonly<Record<string, string>>
  /** A refusal of the whole step, or an outcome to confirm. */
  notice: { kind: 'error' | 'info'; text: string } | null
  /** The lookup step, to start again with another email. */
  lookupHref: string
  /** The forgot-password step's page. */
  forgotPasswordHref: string
  /** The step after the welcome (a link: the welcome saves nothing). */
  welcomeNextHref: string
  /** A member's welcome offer, shown at the welcome step. */
  welcomeOffer: WelcomeOfferView | null
  /** The sign-up step's form (the sign-up page's own). */
  signUp: Omit<SignUpPageProps, 'action' | 'returnTo' | 'signInHref' | 'errors' | 'notice' | 'variant'>
  /** The complete-profile steps' values: what the account holds, or what was typed before a refusal. */
  values: JoinValues
  /** The profile step's fields: what the account is missing. */
  profileFields: readonly JoinProfileField[]
  /** The mobile step asks the names too: the account has none, and a phone is kept with a name only. */
  mobileNeedsNames: boolean
  postalCodeLabel: string
  postalCodeExample: string | null
  phoneExample: string
  /** The shopper's first name, for the welcome. */
  firstName: string
}

const TITLES = {
  lookup: 'enrol.lookup.title',
  signin: 'enrol.signin.title',
  signup: 'enrol.signup.title',
  'non-loyalty': 'enrol.nonLoyalty.title',
  welcome: 'enrol.welcome.title',
  mobile: 'enrol.mobile.title',
  profile: 'enrol.profile.title',
  interests: 'enrol.interests.title',
  success: 'enrol.success.title',
} as const

const INTROS = {
  lookup: 'enrol.lookup.intro',
  signin: 'enrol.signin.intro',
  signup: 'enrol.signup.intro',
  'non-loyalty': 'enrol.nonLoyalty.intro',
  welcome: 'enrol.welcome.intro',
  mobile: 'enrol.mobile.intro',
  profile: 'enrol.profile.intro',
  interests: 'enrol.interests.intro',
  success: 'enrol.success.intro',
} as const

const isComplete = (step: EnrolmentStep): step is CompleteProfileStep =>
  (COMPLETE_PROFILE_STEPS as readonly string[]).includes(step)

export function JoinPage(props: JoinPageProps) {
  const { t } = useShop()
  const { step } = props
  const title = t.t(TITLES[step], { name: props.firstName })
  const progress = isComplete(step)
    ? t.t('enrol.progress', {
        step: COMPLETE_PROFILE_STEPS.indexOf(step) + 1,
        total: COMPLETE_PROFILE_STEPS.length,
      })
    : null
  return (
    <div className="sign-in-page join-page">
      <Breadcrumb trail={[]} current={t.t('enrol.title')} />
      <div className={`sign-in-page__card join-page__card join-page__card--${step}`}>
        {progress ? <p className="join-page__progress">{progress}</p> : null}
        <h1>{title}</h1>
        <p>{t.t(INTROS[step])}</p>
        {props.notice ? <Notice kind={props.notice.kind}>{props.notice.text}</Notice> : null}
        {Object.keys(props.errors).length > 0 && !props.notice && step !== 'signup' ? (
          <p className="notice notice--error" role="alert">
            {t.t('enrol.check')}
          </p>
        ) : null}
        <JoinStep {...props} />
      </div>
    </div>
  )
}

/** A step's form: its hidden step and return path, then its fields. */
function StepForm({
  props,
  step,
  children,
  className,
}: {
  props: JoinPageProps
  step: EnrolmentStep
  children: ReactNode
  className?: string
}) {
  return (
    <form
      method="post"
      action={props.action}
      noValidate
      className={`sign-in-page__form join-page__form${className ? ` ${className}` : ''}`}
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {children}
    </form>
  )
}

function TextField(props: {
  id: string
  name: string
  label: string
  value: string
  error: string | undefined
  focus: boolean
  hint?: string | null
  attributes: Record<string, string | number | boolean>
}) {
  const hintId = props.hint ? `${props.id}-hint` : null
  const errorId = props.error ? `${props.id}-error` : null
  return (
    <div className={`field join-page__field--${props.name}`}>
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p id={hintId ?? undefined} className="field-hint">
          {props.hint}
        </p>
      ) : null}
      <input
        id={props.id}
        name={props.name}
        defaultValue={props.value}
        required
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused step, the first refused field takes focus
        autoFocus={props.focus}
        {...props.attributes}
      />
      {props.error ? (
        <p id={errorId ?? undefined} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

function JoinStep(props: JoinPageProps) {
  const { t } = useShop()
  const { step, errors, values } = props
  const firstRefused = (order: readonly string[]) => order.find((field) => errors[field]) ?? null
  const id = (field: string) => `join-${field}`
  const submit = (
    key: 'enrol.continue' | 'signIn.submit' | 'enrol.interests.save' | 'enrol.nonLoyalty.join',
  ) => (
    <button type="submit" className="button button--lg">
      {t.t(key)}
    </button>
  )
  const nameField = (field: 'firstName' | 'lastName', first: string | null) => (
    <TextField
      key={field}
      id={id(field)}
      name={field}
      label={t.t(field === 'firstName' ? 'profile.firstName' : 'profile.lastName')}
      value={values[field]}
      error={errors[field]}
      focus={first === field}
      attributes={{
        type: 'text',
        autoComplete: field === 'firstName' ? 'given-name' : 'family-name',
        maxLength: SIGN_UP_NAME_MAX + 1,
      }}
    />
  )

  // The lookup asks for an address; the sign-in step names it as the account's, for password managers.
  const emailField = (autoComplete: 'email' | 'username', focus: boolean) => (
    <AccountField
      id={id('email')}
      name="email"
      label={t.t('signIn.email')}
      type="email"
      autoComplete={autoComplete}
      error={errors.email}
      focus={focus}
      defaultValue={props.email}
      maxLength={SIGN_IN_EMAIL_MAX + 1}
    />
  )

  switch (step) {
    case 'lookup':
      return (
        <StepForm props={props} step="lookup">
          {emailField('email', Boolean(errors.email))}
          {submit('enrol.continue')}
        </StepForm>
      )
    case 'signin': {
      const first = firstRefused(['email', 'password'])
      return (
        <>
          <StepForm props={props} step="signin">
            {emailField('username', first === 'email')}
            <AccountField
              id={id('password')}
              name="password"
              label={t.t('signIn.password')}
              type="password"
              autoComplete="current-password"
              error={errors.password}
              focus={first === 'password' || (first === null && props.email !== '')}
              maxLength={SIGN_IN_PASSWORD_MAX + 1}
            />
            <div className="sign-in-page__trap" aria-hidden="true">
              <label htmlFor={id('website')}>{t.t('signIn.honeypot')}</label>
              <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            {submit('signIn.submit')}
          </StepForm>
          <p className="sign-in-page__more">
            <a href={props.forgotPasswordHref}>{t.t('password.forgotLink')}</a>
          </p>
          <p className="sign-in-page__create">
            <a href={props.lookupHref}>{t.t('enrol.otherEmail')}</a>
          </p>
        </>
      )
    }
    case 'signup':
      return (
        <>
          <SignUpForm
            {...props.signUp}
            action={props.action}
            returnTo={props.returnTo}
            signInHref={props.lookupHref}
            errors={errors}
            notice={null}
            variant="full"
            hidden={<input type="hidden" name="step" value="signup" />}
          />
          <p className="sign-in-page__create">
            <a href={props.lookupHref}>{t.t('enrol.otherEmail')}</a>
          </p>
        </>
      )
    case 'non-loyalty':
      return (
        <>
          <LoyaltyBenefits />
          <StepForm props={props} step="non-loyalty">
            <CheckField
              id={id('agreement')}
              name="agreement"
              label={
                <>
                  {t.t('loyalty.join.agreement')}{' '}
                  <a href={props.signUp.loyaltyTermsHref} target="_blank" rel="noopener">
                    {t.t('loyalty.join.terms')}
                    <span className="visually-hidden"> {t.t('signUp.newTab')}</span>
                  </a>
                </>
              }
              required
              error={errors.agreement}
              focus={Boolean(errors.agreement)}
            />
            {submit('enrol.nonLoyalty.join')}
          </StepForm>
          <StepForm props={props} step="non-loyalty" className="join-page__skip">
            <input type="hidden" name="skip" value="on" />
            <button type="submit" className="button button--secondary button--lg">
              {t.t('enrol.nonLoyalty.skip')}
            </button>
          </StepForm>
        </>
      )
    case 'welcome':
      return (
        <>
          {props.welcomeOffer ? <WelcomeOffer offer={props.welcomeOffer} id="join-welcome-offer" /> : null}
          <p className="join-page__actions">
            <a className="button button--lg" href={props.welcomeNextHref}>
              {t.t('enrol.continue')}
            </a>
          </p>
        </>
      )
    case 'mobile': {
      const first = firstRefused(['firstName', 'lastName', 'phone'])
      return (
        <StepForm props={props} step="mobile">
          {props.mobileNeedsNames ? [nameField('firstName', first), nameField('lastName', first)] : null}
          <TextField
            id={id('phone')}
            name="phone"
            label={t.t('profile.phone')}
            value={values.phone}
            error={errors.phone}
            focus={first === 'phone'}
            hint={t.t('signUp.phoneHint', { example: props.phoneExample })}
            attributes={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 }}
          />
          {submit('enrol.continue')}
        </StepForm>
      )
    }
    case 'profile': {
      const first = firstRefused(props.profileFields)
      return (
        <StepForm props={props} step="profile">
          {props.profileFields.map((field) =>
            field === 'firstName' || field === 'lastName' ? (
              nameField(field, first)
            ) : field === 'postalCode' ? (
              <TextField
                key={field}
                id={id(field)}
                name={field}
                label={props.postalCodeLabel}
                value={values.postalCode}
                error={errors.postalCode}
                focus={first === field}
                hint={
                  props.postalCodeExample ? t.t('enrol.example', { example: props.postalCodeExample }) : null
                }
                attributes={{ type: 'text', autoComplete: 'postal-code', maxLength: 12 }}
              />
            ) : (
              <TextField
                key={field}
                id={id(field)}
                name={field}
                label={t.t('profile.birthDate')}
                value={values.birthDate}
                error={errors.birthDate}
                focus={first === field}
                hint={t.t('signUp.birthDateHint', { age: props.signUp.minimumAge })}
                attributes={{
                  type: 'date',
                  autoComplete: 'bday',
                  min: '1900-01-01',
                  max: props.signUp.today,
                }}
              />
            ),
          )}
          {submit('enrol.continue')}
        </StepForm>
      )
    }
    case 'interests':
      return (
        <StepForm props={props} step="interests">
          <fieldset
            className="join-page__interests"
            aria-describedby={errors.interests ? `${id('interests')}-error` : undefined}
          >
            <legend>{t.t('profile.interests')}</legend>
            {INTERESTS.map((interest) => (
              <CheckField
                key={interest}
                id={`${id('interests')}-${interest}`}
                name="interests"
                value={interest}
                label={t.t(interestLabelKey(interest))}
                defaultChecked={values.interests.includes(interest)}
              />
            ))}
            {errors.interests ? (
              <p id={`${id('interests')}-error`} className="field-error">
                {errors.interests}
              </p>
            ) : null}
          </fieldset>
          <div className="field">
            <label htmlFor={id('preferredShoeSize')}>{t.t('profile.shoeSize')}</label>
            <select
              id={id('preferredShoeSize')}
              name="preferredShoeSize"
              defaultValue={values.preferredShoeSize}
              aria-invalid={errors.preferredShoeSize ? true : undefined}
            >
              <option value="">{t.t('profile.shoeSize.none')}</option>
              {SHOE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            {errors.preferredShoeSize ? <p className="field-error">{errors.preferredShoeSize}</p> : null}
          </div>
          {submit('enrol.interests.save')}
          <button type="submit" name="skip" value="on" className="button button--secondary button--lg">
            {t.t('enrol.interests.skip')}
          </button>
        </StepForm>
      )
    case 'success':
      return (
        <p className="join-page__actions">
          <a className="button button--lg" href={props.returnTo}>
            {t.t('enrol.success.continue')}
          </a>
        </p>
      )
  }
}
