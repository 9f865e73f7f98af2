/**
 * One labelled field of an account form (sign in, forgot, reset and change password), with its message beside it
 * when the form was refused. A password field is never filled back; the first refused field takes focus.
 */
import { PASSWORD_MAX, PASSWORD_REQUIREMENTS } from '../../shared/account/password'
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
 * message after a refusal, the first refused one focused.
 */
export function NewPasswordFields({
  idPrefix,
  labels,
  errors,
  first,
}: {
  idPrefix: string
  labels: { password: string; confirm: string }
  errors: { password?: string; confirmPassword?: string }
  first: string | undefined | null
}) {
  return (
    <>
      <AccountField
        id={`${idPrefix}-password`}
        name="password"
        label={labels.password}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        focus={first === 'password'}
        describedBy={`${idPrefix}-password-rules`}
      />
      <PasswordRequirements id={`${idPrefix}-password-rules`} />
      <AccountField
        id={`${idPrefix}-confirm-password`}
        name="confirmPassword"
        label={labels.confirm}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
        focus={first === 'confirmPassword'}
      />
    </>
  )
}
