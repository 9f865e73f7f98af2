/**
 * In-store mode's banner (decision 044), above everything on every page while an associate is signed in on the
 * device: who is acting, in which store, and for whom (the customer signed in, or a guest), with the way to end
 * the session (a plain form).
 */
import { associateLoginPath } from '../../shared/routes'
import { useShop } from '../i18n'

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
      <form method="post" action={associateLoginPath(t.locale.code)} className="associate-banner__end">
        <input type="hidden" name="intent" value="signOut" />
        <button type="submit" className="associate-banner__button">
          {t.t('associate.end')}
        </button>
      </form>
    </section>
  )
}
