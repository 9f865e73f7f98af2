/**
 * The signed-in shopper's account overview: who is signed in, and signing out (a plain form). The rest of the
 * account area (profile, addresses, orders) builds on this page.
 */
import type { Link } from '../../shared/content'
import { Breadcrumb } from '../components/breadcrumb'
import { Notice } from '../components/notice'
import { useShop } from '../i18n'
import { InfoLinks } from './info-page'

export interface AccountPageProps {
  name: string
  email: string
  /** Where the sign-out form posts. */
  signOutAction: string
  notice: string | null
  links: Link[]
}

export function AccountPage({ name, email, signOutAction, notice, links }: AccountPageProps) {
  const { t } = useShop()
  const title = t.t('page.account.title')
  return (
    <div className="account-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      {notice ? <Notice kind="success">{notice}</Notice> : null}
      <p>{t.t('account.signedInAs', { name, email })}</p>
      <form method="post" action={signOutAction}>
        <button type="submit" className="button button--secondary">
          {t.t('account.signOut')}
        </button>
      </form>
      <p>{t.t('page.account.text')}</p>
      <InfoLinks links={links} />
    </div>
  )
}
