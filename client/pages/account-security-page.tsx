/**
 * The account area's sign-in and security section: changing the password, and signing out on every other device
 * (both plain forms).
 */
import type { ChangePasswordField } from '../../shared/account/password'
import { CurrentPasswordField, NewPasswordFields } from '../components/account-field'
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
}

export function AccountSecurityPage({
  email,
  signOutAction,
  signOutElsewhereAction,
  elsewhereRefusal = null,
  notice,
  password,
}: AccountSecurityPageProps) {
  const { t } = useShop()
  const { errors } = password
  const first = (['currentPassword', 'password', 'confirmPassword'] as const).find((field) => errors[field])
  return (
    <AccountLayout section="security" signOutAction={signOutAction} notice={notice}>
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
