/**
 * The forgotten-password page (spec 1 §2 `/forgot-password`): an email, posted as a plain form that works without
 * JavaScript. Once sent, the page says the same whether or not the address has an account.
 */
import { EmailField } from '../components/account-field'
import { CardForm, CardPage } from '../components/card-page'
import { FormNotices } from '../components/form-notices'
import { useShop } from '../i18n'

export interface ForgotPasswordPageProps {
  /** Where the form posts. */
  action: string
  /** The sign-in page, to go back to. */
  signInUrl: string
  /** The email as typed before a refusal. */
  email: string
  errors: { email?: string }
  /** The outcome (sent) or a refusal of the whole form (too many requests). */
  notice: { kind: 'error' | 'success'; text: string } | null
}

export function ForgotPasswordPage({ action, signInUrl, email, errors, notice }: ForgotPasswordPageProps) {
  const { t } = useShop()
  const title = t.t('password.forgot.title')
  return (
    <CardPage title={title}>
      <FormNotices notice={notice} check={errors.email ? t.t('password.check') : null} />
      <p>{t.t('password.forgot.intro')}</p>
      <CardForm action={action} trap="forgot-website" submit={t.t('password.forgot.submit')}>
        <EmailField
          id="forgot-email"
          label={t.t('password.forgot.email')}
          autoComplete="email"
          value={email}
          error={errors.email}
          focus={Boolean(errors.email)}
        />
      </CardForm>
      <p className="sign-in-page__more">
        <a href={signInUrl}>{t.t('password.forgot.backToSignIn')}</a>
      </p>
    </CardPage>
  )
}
