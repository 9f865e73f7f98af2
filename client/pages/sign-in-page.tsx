/**
 * The sign-in page (spec 1 §2 "Sign-in form"): email and password, posted as a plain form that works without
 * JavaScript; the worker checks it by the same rules as `shared/account/sign-in.ts` and comes back here with each field's
 * message, or with the consumer service's refusal at the top, keeping the email (never the password). The first
 * refused field takes focus. A field no person sees (`website`) catches form-filling bots. Below it, where the shop
 * offers them, a separate button to join the loyalty programme and the content service's block for the page.
 */
import type { SignInField } from '../../shared/account/sign-in'
import type { Block } from '../../shared/content/blocks'
import { BlockList } from '../blocks/registry'
import { CurrentPasswordField, EmailField } from '../components/account-field'
import { CardForm, CardPage } from '../components/card-page'
import { FormNotices } from '../components/form-notices'
import { useShop } from '../i18n'

export interface SignInPageProps {
  /** Where the form posts. */
  action: string
  /** The forgotten-password page. */
  forgotPasswordUrl: string
  /** The same-origin path to go back to once signed in (already checked). */
  returnTo: string
  /** The sign-up page, keeping `returnTo`. */
  signUpHref: string
  /** The email as typed before a refusal. */
  email: string
  /** Each refused field's message. */
  errors: Partial<Record<SignInField, string>>
  /** A refusal of the whole sign-in (wrong credentials, locked, too many tries), or an outcome (signed out). */
  notice: { kind: 'error' | 'info'; text: string } | null
  /** The loyalty-only sign-up (spec 1 §2 "optional separate loyalty join button"), or null where not offered. */
  loyaltyJoinHref: string | null
  /** The content service's blocks for the page (spec 1 §2 "optional content block"); none when it has none. */
  blocks: readonly Block[]
}

export function SignInPage({
  action,
  forgotPasswordUrl,
  returnTo,
  signUpHref,
  email,
  errors,
  notice,
  loyaltyJoinHref,
  blocks,
}: SignInPageProps) {
  const { t } = useShop()
  const title = t.t('signIn.title')
  const first: SignInField | null = errors.email ? 'email' : errors.password ? 'password' : null
  return (
    <CardPage title={title}>
      <p>{t.t('signIn.intro')}</p>
      <FormNotices notice={notice} check={first ? t.t('signIn.check') : null} />
      <CardForm action={action} trap="sign-in-website" submit={t.t('signIn.submit')}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <EmailField
          id="sign-in-email"
          autoComplete="username"
          value={email}
          error={errors.email}
          focus={first === 'email'}
        />
        <CurrentPasswordField
          id="sign-in-password"
          error={errors.password}
          focus={first === 'password' || (notice?.kind === 'error' && first === null)}
        />
      </CardForm>
      <p className="sign-in-page__more">
        <a href={forgotPasswordUrl}>{t.t('password.forgotLink')}</a>
      </p>
      <p className="sign-in-page__create">
        {t.t('signUp.newHere')} <a href={signUpHref}>{t.t('signUp.link')}</a>
      </p>
      {loyaltyJoinHref ? (
        <p className="sign-in-page__loyalty">
          <a className="button button--secondary button--block" href={loyaltyJoinHref}>
            {t.t('signIn.loyaltyJoin')}
          </a>
        </p>
      ) : null}
      {blocks.length > 0 ? (
        <div className="sign-in-page__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
    </CardPage>
  )
}
