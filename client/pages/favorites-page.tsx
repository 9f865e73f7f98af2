import type { ProductSummary } from '../../shared/catalogue'
import { Breadcrumb } from '../components/breadcrumb'
import { DegradedNotice } from '../components/notice'
import { Price } from '../components/price'
import { useShop } from '../i18n'

export interface FavoritesPageProps {
  items: { id: string; colourCode: string; product: ProductSummary }[]
  /** The share link, once the shopper asked for one. */
  shareUrl: string | null
  /** A list opened from a share link: no removing or sharing. */
  readOnly: boolean
  /** The list could not be loaded just now. */
  degraded: boolean
}

/** The shopper's favorites (or a shared list), each linked in its colour; removing and sharing are plain forms. */
export function FavoritesPage({ items, shareUrl, readOnly, degraded }: FavoritesPageProps) {
  const { t } = useShop()
  const locale = t.locale.code
  const title = readOnly ? t.t('favorites.sharedTitle') : t.t('favorites.title')
  return (
    <div className="favorites-page">
      <Breadcrumb trail={[]} current={title} />
      <h1>{title}</h1>
      {degraded ? (
        <DegradedNotice />
      ) : items.length === 0 ? (
        <p>{t.t('favorites.empty')}</p>
      ) : (
        <p>{t.plural('favorites.count', items.length)}</p>
      )}
      <ul className="product-grid">
        {items.map((item) => {
          const colour =
            item.product.colours.find((entry) => entry.code === item.colourCode) ?? item.product.colours[0]
          return (
            <li key={item.id}>
              <article className="product-card">
                <a className="product-card__link" href={`${item.product.url}?colour=${item.colourCode}`}>
                  {colour ? (
                    <img
                      className="product-card__image"
                      src={colour.image}
                      alt=""
                      width={500}
                      height={500}
                      loading="lazy"
                    />
                  ) : null}
                  <h2 className="product-card__name">{item.product.name}</h2>
                </a>
                {colour ? <p className="product-card__colours">{colour.name}</p> : null}
                <Price price={item.product.price} />
                {readOnly ? null : (
                  <form method="post" action={`/api/favorites/remove?locale=${locale}`}>
                    <input type="hidden" name="id" value={item.id} />
                    <button type="submit" className="link-button">
                      {t.t('favorites.remove', { name: item.product.name })}
                    </button>
                  </form>
                )}
              </article>
            </li>
          )
        })}
      </ul>
      {!readOnly && items.length > 0 ? (
        <section className="favorites__share">
          {shareUrl ? (
            <p role="status">
              {`${t.t('favorites.shareLink')} `}
              <a href={shareUrl}>{shareUrl}</a>
            </p>
          ) : (
            <form method="post" action={`/api/favorites/share?locale=${locale}`}>
              <button type="submit" className="button button--secondary">
                {t.t('favorites.share')}
              </button>
            </form>
          )}
        </section>
      ) : null}
    </div>
  )
}
