/**
 * In-store mode's banner (decision 044), above everything on every page while an associate is signed in on the
 * device: who is acting, in which store, and for whom (the customer signed in, or a guest), with the way to end
 * the session (a plain form).
 */
import { associateLoginPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { PostButton } from './post-button'

export interface AssociateBannerProps {
  name: string
  storeName: string
  storeId: string
  /** The customer signed in on the device (their email), or null for a guest. */
  customer: string | null
}

export function AssociateBanner({ name, storeName, storeId, customer }: AssociateBannerProps) {
  const { t } = useShop()
  return (
    <section className="associate-banner" aria-label={t.t('associate.banner.label')}>
      <p className="associate-banner__text">
        <strong>{t.t('associate.banner.mode')}</strong>{' '}
        {t.t('associate.banner.acting', { name, store: storeName, id: storeId })}{' '}
        {customer ? t.t('associate.banner.forCustomer', { customer }) : t.t('associate.banner.forGuest')}
      </p>
      <PostButton
        action={associateLoginPath(t.locale.code)}
        intent="signOut"
        className="associate-banner__end"
        buttonClassName="associate-banner__button"
      >
        {t.t('associate.end')}
      </PostButton>
    </section>
  )
}
