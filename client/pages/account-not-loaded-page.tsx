/**
 * A section of the account area while the shopper's profile cannot be read (spec 2 §5 "Profile not loaded"): the
 * frame, what happened, and a way to try again, but no form: a form drawn without the profile would start empty,
 * and saving it would wipe what the account holds.
 */
import type { AccountSection } from '../../shared/routes'
import { AccountLayout } from '../components/account-layout'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'

export interface AccountNotLoadedPageProps {
  section: AccountSection
  signOutAction: string
  /** The page to load again. */
  retryHref: string
}

export function AccountNotLoadedPage({ section, signOutAction, retryHref }: AccountNotLoadedPageProps) {
  const { t } = useShop()
  return (
    <AccountLayout section={section} signOutAction={signOutAction}>
      <Notice kind="error">{t.t('profile.notLoaded')}</Notice>
      <p className="account-not-loaded-page__retry">
        <a href={retryHref} className="button button--secondary">
          {t.t('profile.retry')}
        </a>
      </p>
    </AccountLayout>
  )
}
