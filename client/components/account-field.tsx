/**
 * One labelled field of an account form (sign in, forgot, reset and change password), with its message beside it
 * when the form was refused: the email, the password a shopper signs in with, a new password twice. A password field is never filled back; the first refused field takes focus.
 */
import { PASSWORD_MAX, PASSWORD_REQUIREMENTS } from '../../shared/account/password'
import { SIGN_IN_EMAIL_MAX, SIGN_IN_PASSWORD_MAX } from '../../shared/account/sign-in'
import { useShop } from '../i18n'
import { FieldError } from './field-error'

export interface AccountFieldProps {
  id: string
  name: string
  label: string
  type: 'email' | 'password'
  autoComplete: 'username' | 'email' | 'current-password' | 'new-password'
  error: string | undefined
  focus: boolean
  /** What was typed before a refusal (never for a password). */
  defaultValue?: string
  /** More ids that describe the field (the requirement list). */
  describedBy?: string
  maxLength?: number
}

export function AccountField(props: AccountFieldProps) {
  const { id, name, label, type, autoComplete, error, focus, defaultValue, describedBy, maxLength } = props
  const errorId = `${id}-error`
  const described = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength ?? PASSWORD_MAX + 1}
        required
        {...(type === 'email'
          ? { inputMode: 'email' as const, spellCheck: false, autoCapitalize: 'none', defaultValue }
          : {})}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        // biome-ignore lint/a11y/noAutofocus: -- back from a refused form, the first refused field takes focus
        autoFocus={focus}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/** What a form tells its email or current password field: its id, its words when not the usual, its refusal and focus. */
interface SignInFieldProps {
  id: string
  label?: string
  error: string | undefined
  focus: boolean
}

/**
 * The email an account is found by (sign in, forgotten password, joining): "Email" unless the form words it
 * otherwise, filled back with what was typed, known to password managers as the account's name when the form signs in.
 */
export function EmailField({
  label,
  value,
  ...field
}: SignInFieldProps & { autoComplete: 'username' | 'email'; value: string }) {
  const { t } = useShop()
  return (
    <AccountField
      {...field}
      name="email"
      label={label ?? t.t('signIn.email')}
      type="email"
      maxLength={SIGN_IN_EMAIL_MAX + 1}
      defaultValue={value}
    />
  )
}

/**
 * The password a shopper signs in with (sign in, joining, and asked again before it changes): "Password" unless the
 * form words it otherwise, never filled back.
 */
export function CurrentPasswordField({
  label,
  name = 'password',
  ...field
}: SignInFieldProps & { name?: 'password' | 'currentPassword' }) {
  const { t } = useShop()
  return (
    <AccountField
      {...field}
      name={name}
      label={label ?? t.t('signIn.password')}
      type="password"
      autoComplete="current-password"
      maxLength={SIGN_IN_PASSWORD_MAX + 1}
    />
  )
}

/** The password rule as a list (spec 1 §2: sign-up shows a password-requirements list), read with the field. */
export function PasswordRequirements({ id }: { id: string }) {
  const { t } = useShop()
  return (
    <div id={id} className="password-rules">
      <p className="password-rules__title">{t.t('password.rule.title')}</p>
      <ul>
        {PASSWORD_REQUIREMENTS.map((requirement) => (
          <li key={requirement.label}>{t.t(requirement.label)}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * A new password twice, with the requirements read with the first (reset and change password): each field's
 * message after a refusal, the first refused one focused. The form's name starts the fields' ids and words.
 */
export function NewPasswordFields({
  form,
  errors,
  first,
}: {
  form: 'reset' | 'change'
  errors: { password?: string; confirmPassword?: string }
  first: string | undefined | null
}) {
  const { t } = useShop()
  const newPassword = (
    name: 'password' | 'confirmPassword',
    id: string,
    label: string,
    describedBy?: string,
  ) => (
    <AccountField
      id={id}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      error={errors[name]}
      focus={first === name}
      describedBy={describedBy}
    />
  )
  return (
    <>
      {newPassword(
        'password',
        `${form}-password`,
        t.t(`password.${form}.password`),
        `${form}-password-rules`,
      )}
      <PasswordRequirements id={`${form}-password-rules`} />
      {newPassword('confirmPassword', `${form}-confirm-password`, t.t(`password.${form}.confirm`))}
    </>
  )
}
