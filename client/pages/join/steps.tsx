import { SIGN_UP_NAME_MAX } from '../../../shared/account/sign-up'
import { CurrentPasswordField, EmailField } from '../../components/account-field'
import { HoneypotField } from '../../components/honeypot-field'
import { WelcomeOffer } from '../../components/welcome-offer'
import { useShop } from '../../i18n'
import { LoyaltyBenefits } from '../sign-up/form'
import { SignUpForm } from '../sign-up-page'
import type { JoinPageProps } from './props'
import { InterestsFields, LoyaltyAgreementField } from './shared-fields'
import { StepForm, TextField } from './step-fields'

export function JoinStep(props: JoinPageProps) {
  const { t } = useShop()
  // The steps after the email was looked up offer to start again with another one.
  const otherEmail = (
    <p className="sign-in-page__create">
      <a href={props.lookupHref}>{t.t('enrol.otherEmail')}</a>
    </p>
  )
  const { step, errors, values } = props
  const firstRefused = (order: readonly string[]) => order.find((field) => errors[field]) ?? null
  const id = (field: string) => `join-${field}`
  const submit = (
    key:
      | 'enrol.continue'
      | 'signIn.submit'
      | 'enrol.interests.save'
      | 'enrol.nonLoyalty.join'
      | 'enrol.brand.confirm',
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
        maxLength: SIGN_UP_NAME_MAX,
      }}
    />
  )

  // The lookup asks for an address; the sign-in step names it as the account's, for password managers.
  const emailField = (autoComplete: 'email' | 'username', focus: boolean) => (
    <EmailField
      id={id('email')}
      autoComplete={autoComplete}
      value={props.email}
      error={errors.email}
      focus={focus}
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
            <CurrentPasswordField
              id={id('password')}
              error={errors.password}
              focus={first === 'password' || (first === null && props.email !== '')}
            />
            <HoneypotField id={id('website')} className="sign-in-page__trap" />
            {submit('signIn.submit')}
          </StepForm>
          <p className="sign-in-page__more">
            <a href={props.forgotPasswordHref}>{t.t('password.forgotLink')}</a>
          </p>
          {otherEmail}
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
          {otherEmail}
        </>
      )
    case 'brand': {
      const first = firstRefused(['firstName', 'lastName'])
      return (
        <StepForm props={props} step="brand">
          {nameField('firstName', first)}
          {nameField('lastName', first)}
          {submit('enrol.brand.confirm')}
        </StepForm>
      )
    }
    case 'non-loyalty':
      return (
        <>
          <LoyaltyBenefits />
          <StepForm props={props} step="non-loyalty">
            <LoyaltyAgreementField
              id={id('agreement')}
              href={props.signUp.loyaltyTermsHref}
              error={errors.agreement}
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
          <InterestsFields
            prefix={id('interests')}
            shoeSizeId={id('preferredShoeSize')}
            values={values}
            errors={errors}
          />
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
