/**
 * The account area's sign-in and security section: changing the sign-in email (decision 094) and the password, and
 * signing out on every other device (all plain forms).
 */
import type { ChangePasswordField } from '../../shared/account/password'
import type { EmailChangeField } from '../../shared/account/sign-in-email'
import { CurrentPasswordField, EmailField, NewPasswordFields } from '../components/account-field'
import { AccountLayout } from '../components/account-layout'
import { FormNotices } from '../components/form-notices'
import { Notice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { useShop } from '../i18n'

export interface AccountSecurityPageProps {
  email: string
  signOutAction: string
  /** Where "sign out on all other devices" posts, and why it was refused when it was. */
  signOutElsewhereAction: string
  elsewhereRefusal?: string | null
  notice: string | null
  /** The change-password form: where it posts, and a refusal's messages (each field's, or the whole form's). */
  password: {
    action: string
    errors: Partial<Record<ChangePasswordField, string>>
    notice: string | null
  }
  /** The change-of-email form: where it posts, a refusal's messages and what was typed. */
  emailChange: {
    action: string
    errors: Partial<Record<EmailChangeField, string>>
    notice: string | null
    typed: string
  }
}

export function AccountSecurityPage({
  email,
  signOutAction,
  signOutElsewhereAction,
  elsewhereRefusal = null,
  notice,
  password,
  emailChange: change,
}: AccountSecurityPageProps) {
  const { t } = useShop()
  const { errors } = password
  const first = (['currentPassword', 'password', 'confirmPassword'] as const).find((field) => errors[field])
  const firstOfEmail = (['email', 'currentPassword'] as const).find((field) => change.errors[field])
  return (
    <AccountLayout section="security" signOutAction={signOutAction} notice={notice}>
      <section className="account-security-page__email" aria-labelledby="change-email-title">
        <h2 id="change-email-title">{t.t('account.email.title')}</h2>
        <p>{t.t('account.email.current', { email: email })}</p>
        <FormNotices notice={change.notice} check={firstOfEmail ? t.t('password.check') : null} />
        <form method="post" action={change.action} noValidate className="sign-in-page__form">
          <input type="hidden" name="intent" value="changeEmail" />
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <EmailField
            id="change-email"
            label={t.t('account.email.new')}
            autoComplete="email"
            value={change.typed}
            error={change.errors.email}
            focus={firstOfEmail === 'email' || (change.notice !== null && firstOfEmail === undefined)}
          />
          <CurrentPasswordField
            id="change-email-password"
            name="currentPassword"
            label={t.t('account.email.password')}
            error={change.errors.currentPassword}
            focus={firstOfEmail === 'currentPassword'}
          />
          <button type="submit" className="button">
            {t.t('account.email.submit')}
          </button>
        </form>
      </section>
      <section className="account-security-page__password" aria-labelledby="change-password-title">
        <h2 id="change-password-title">{t.t('password.change.title')}</h2>
        <FormNotices notice={password.notice} check={first ? t.t('password.check') : null} />
        <form method="post" action={password.action} noValidate className="sign-in-page__form">
          {/* The account's email, for password managers to know whose password changes. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <CurrentPasswordField
            id="change-current-password"
            name="currentPassword"
            label={t.t('password.change.current')}
            error={errors.currentPassword}
            focus={first === 'currentPassword' || (password.notice !== null && first === undefined)}
          />
          <NewPasswordFields form="change" errors={errors} first={first} />
          <button type="submit" className="button">
            {t.t('password.change.submit')}
          </button>
        </form>
      </section>
      <section className="account-security-page__elsewhere" aria-labelledby="sign-out-elsewhere-title">
        <h2 id="sign-out-elsewhere-title">{t.t('account.elsewhere.title')}</h2>
        <p>{t.t('account.elsewhere.text')}</p>
        {elsewhereRefusal ? <Notice kind="error">{elsewhereRefusal}</Notice> : null}
        <PostButton
          action={signOutElsewhereAction}
          intent="signOutElsewhere"
          buttonClassName="button button--secondary"
        >
          {t.t('account.elsewhere.submit')}
        </PostButton>
      </section>
    </AccountLayout>
  )
}
