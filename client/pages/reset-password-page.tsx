/**
 * The page a reset link leads to: a new password and its confirmation, posted as a plain form that works without
 * JavaScript. The link's token travels on in a hidden field (the worker read it from the URL once); a refused
 * form comes back with each field's message and never a password. A page without a token asks for a new link.
 */
import type { NewPasswordField } from '../../shared/account/password'
import { NewPasswordFields } from '../components/account-field'
import { CardPage } from '../components/card-page'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'

export interface ResetPasswordPageProps {
  action: string
  /** The forgotten-password page, to ask for a new link. */
  forgotUrl: string
  /** The reset link's token; empty when the link had none. */
  token: string
  errors: Partial<Record<NewPasswordField, string>>
  /** A refusal of the whole form (the link expired or used). */
  notice: string | null
}

export function ResetPasswordPage({ action, forgotUrl, token, errors, notice }: ResetPasswordPageProps) {
  const { t } = useShop()
  const title = t.t('password.reset.title')
  const first: NewPasswordField | null = errors.password
    ? 'password'
    : errors.confirmPassword
      ? 'confirmPassword'
      : null
  const missing = token === ''
  return (
    <CardPage title={title}>
      {notice || missing ? <Notice kind="error">{notice ?? t.t('password.reset.missing')}</Notice> : null}
      {first && !notice ? <Notice kind="error">{t.t('password.check')}</Notice> : null}
      {notice || missing ? (
        <p>
          <a className="button button--secondary" href={forgotUrl}>
            {t.t('password.reset.askAgain')}
          </a>
        </p>
      ) : (
        <>
          <p>{t.t('password.reset.intro')}</p>
          <form method="post" action={action} noValidate className="sign-in-page__form">
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields form="reset" errors={errors} first={first} />
            <button type="submit" className="button button--lg">
              {t.t('password.reset.submit')}
            </button>
          </form>
        </>
      )}
    </CardPage>
  )
}
