import { homePath } from '../../shared/routes'
import { AccountLayout } from '../components/account-layout'
import { type FavoriteCardItem, FavoriteCards } from '../components/favorite-cards'
import { DegradedNotice, Notice } from '../components/notice'
import { PageLinks } from '../components/page-links'
import { useShop } from '../i18n'

export interface AccountFavoritesPageProps {
  items: FavoriteCardItem[]
  /** The shopper's favourite store the list was read with, named on each card; null without one. */
  storeName?: string | null
  /** The list could not be loaded just now. */
  degraded: boolean
  /** This section's address, which its forms post to. */
  sectionPath: string
  signOutAction: string
  notice: string | null
  /** Why removing was refused, when it was. */
  refusal: string | null
  /** How many items the list holds, and the page of them shown (spec 1 §9: a page of the configured size). */
  total: number
  pages: { current: number; count: number }
}

export function AccountFavoritesPage({
  items,
  storeName = null,
  degraded,
  sectionPath,
  signOutAction,
  notice,
  refusal,
  total,
  pages,
}: AccountFavoritesPageProps) {
  const { t } = useShop()
  return (
    <AccountLayout section="favorites" signOutAction={signOutAction} notice={notice}>
      {refusal ? <Notice kind="error">{refusal}</Notice> : null}
      {degraded ? (
        <DegradedNotice />
      ) : items.length === 0 ? (
        <div className="account-favorites-page__empty">
          <p>{t.t('lists.section.empty')}</p>
          <p>
            <a href={homePath(t.locale.code)}>{t.t('lists.section.browse')}</a>
          </p>
        </div>
      ) : (
        <>
          <p>{t.plural('favorites.count', total)}</p>
          {storeName ? <p>{t.t('favorites.store.yours', { store: storeName })}</p> : null}
          <FavoriteCards items={items} storeName={storeName} readOnly={false} action={sectionPath} />
          <PageLinks {...pages} path={sectionPath} />
        </>
      )}
    </AccountLayout>
  )
}
