import type { ProductSummary } from '../../shared/catalogue/catalogue'
import { favoritesPath } from '../../shared/routes'
import { Breadcrumb } from '../components/breadcrumb'
import { type FavoriteCardItem, FavoriteCards } from '../components/favorite-cards'
import { DegradedNotice, Notice } from '../components/notice'
import { PageLinks } from '../components/page-links'
import { PostButton } from '../components/post-button'
import { SuggestedProducts } from '../components/suggested-products'
import { useShop } from '../i18n'

export interface FavoritesPageProps {
  items: FavoriteCardItem[]
  /** The shopper's favourite store the list was read with, named on each card; null without one. */
  storeName?: string | null
  /** The share link, once the shopper asked for one. */
  shareUrl: string | null
  /** A list opened from a share link: no removing or sharing. */
  readOnly: boolean
  /** The list could not be loaded just now. */
  degraded: boolean
  /** Products to suggest when the list is empty. */
  suggestions?: readonly ProductSummary[]
  /** Why a plain form was refused (removing, sharing, adding from a product page), or null. */
  refusal?: string | null
  /** How many items the list holds, and the page of them shown (spec 1 §9: a page of the configured size). */
  total?: number
  pages?: { current: number; count: number }
}

/** The shopper's favorites (or a shared list), each linked in its colour; removing and sharing are plain forms. */
export function FavoritesPage({
  items,
  storeName = null,
  shareUrl,
  readOnly,
  degraded,
  suggestions = [],
  refusal = null,
  total = items.length,
  pages = { current: 1, count: 1 },
}: FavoritesPageProps) {
  const { t } = useShop()
  // The list answers its own forms (decision 068).
  const action = favoritesPath(t.locale.code)
  const title = readOnly ? t.t('favorites.sharedTitle') : t.t('favorites.title')
  return (
    <div className="favorites-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      {refusal ? <Notice kind="error">{refusal}</Notice> : null}
      {degraded ? (
        <DegradedNotice />
      ) : items.length === 0 ? (
        <p>{t.t('favorites.empty')}</p>
      ) : (
        <p>{t.plural('favorites.count', total)}</p>
      )}
      {storeName && items.length > 0 ? <p>{t.t('favorites.store.yours', { store: storeName })}</p> : null}
      <FavoriteCards items={items} storeName={storeName} readOnly={readOnly} action={action} />
      {readOnly ? null : <PageLinks {...pages} path={action} />}
      {items.length === 0 ? <SuggestedProducts products={suggestions} list="favorites" /> : null}
      {!readOnly && items.length > 0 ? (
        <section className="favorites__share">
          {shareUrl ? (
            <p role="status">
              {`${t.t('favorites.shareLink')} `}
              <a href={shareUrl}>{shareUrl}</a>
            </p>
          ) : (
            <PostButton action={action} intent="share" buttonClassName="button button--secondary">
              {t.t('favorites.share')}
            </PostButton>
          )}
        </section>
      ) : null}
    </div>
  )
}
