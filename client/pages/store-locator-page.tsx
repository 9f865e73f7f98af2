import type { Store } from '../../shared/stores'
import { Breadcrumb } from '../components/breadcrumb'
import { DegradedNotice } from '../components/notice'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { LocateMe } from '../islands/locate-me'

export interface StoreLocatorPageProps {
  path: string
  postalCode: string
  stores: Store[] | null
  searchedPlace: string | null
  favouriteId: string | null
  notice: string | null
  error: string | null
  /** The store service could not answer just now. */
  degraded: boolean
}

/** Stores by postal code (a plain GET form) or the browser's position (an island), each with "make this my store". */
export function StoreLocatorPage({
  path,
  postalCode,
  stores,
  searchedPlace,
  favouriteId,
  notice,
  error,
  degraded,
}: StoreLocatorPageProps) {
  const { t } = useShop()
  return (
    <div className="store-locator">
      <Breadcrumb trail={[]} current={t.t('locator.title')} />
      <h1>{t.t('locator.title')}</h1>
      <p>{t.t('locator.intro')}</p>
      <form className="store-finder__form" method="get" action={path}>
        <label htmlFor="locator-postal">{t.t('stores.postalCode')}</label>
        <input
          id="locator-postal"
          name="postalCode"
          defaultValue={postalCode}
          autoComplete="postal-code"
          maxLength={10}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'locator-error' : undefined}
        />
        <button type="submit" className="button">
          {t.t('locator.search')}
        </button>
        <Island
          name="locate-me"
          component={LocateMe}
          props={{
            path,
            label: t.t('stores.useLocation'),
            locating: t.t('stores.locating'),
            denied: t.t('stores.locationDenied'),
          }}
        />
      </form>
      {error ? (
        <p className="field-error" id="locator-error" role="alert">
          {error}
        </p>
      ) : null}
      {degraded ? <DegradedNotice text={t.t('stores.unavailable')} /> : null}
      {notice ? (
        <p className="notice notice--success" role="status">
          {notice}
        </p>
      ) : null}
      {stores ? (
        <section aria-labelledby="locator-results">
          <h2 id="locator-results">
            {searchedPlace ? t.t('locator.near', { place: searchedPlace }) : t.t('locator.all')}
          </h2>
          {stores.length === 0 ? <p>{t.t('stores.none')}</p> : null}
          <ul className="store-finder__list">
            {stores.map((store) => (
              <li key={store.id} className="store">
                <h3 className="store__name">
                  {store.name}
                  {store.id === favouriteId ? (
                    <span className="badge">{` ${t.t('locator.favourite')}`}</span>
                  ) : null}
                </h3>
                <p className="store__address">{`${store.address}, ${store.postalCode} ${store.city}`}</p>
                {store.distanceKm !== null ? (
                  <p>{t.t('stores.distance', { distance: t.number(store.distanceKm) })}</p>
                ) : null}
                <p>
                  {`${t.t('locator.phone')}: `}
                  <a href={`tel:${store.phone}`}>{store.phone}</a>
                </p>
                {store.id === favouriteId ? null : (
                  <form method="post" action={`/api/stores/favourite?locale=${t.locale.code}`}>
                    <input type="hidden" name="storeId" value={store.id} />
                    <input type="hidden" name="returnTo" value={path} />
                    <button type="submit" className="button button--secondary">
                      {t.t('locator.makeFavourite')}
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
