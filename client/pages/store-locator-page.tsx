import { Fragment } from 'react'
import { localityLines } from '../../shared/account/address'
import type { PhoneCountries } from '../../shared/account/phone'
import type { Block } from '../../shared/content/blocks'
import { formatClockTime, weekdayName } from '../../shared/stores/store-hours'
import { describeDistance, describeOpenState } from '../../shared/stores/store-view'
import { directionsUrl, type Store, storePhone } from '../../shared/stores/stores'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { DegradedNotice } from '../components/notice'
import { PostButton } from '../components/post-button'
import { StoreChangedPageReport, StoreChangePageForm } from '../components/store-change-dialogs'
import { useShop } from '../i18n'
import { Island } from '../islands/island'
import { LocateMe } from '../islands/locate-me'

export interface StoreLocatorPageProps {
  path: string
  /** The phone countries (the utilities service's), by which the stores' numbers are written and dialled. */
  phoneCountries: PhoneCountries
  postalCode: string
  stores: Store[] | null
  searchedPlace: string | null
  favouriteId: string | null
  /** The favourite store's name, wherever it is (the search may not have found it). */
  favouriteName: string | null
  notice: string | null
  /**
   * "Make this my store" with lines in the bag picked up elsewhere: the change store confirmation, naming the store
   * chosen, how many lines would move and the stores they are at now.
   */
  confirm: { storeId: string; store: string; count: number; from: string } | null
  /** After a move: the "store changed" dialog, with how many lines moved and the names of those now delivered. */
  changed: { store: string; moved: number; delivered: string[] } | null
  error: string | null
  /** The store service could not answer just now. */
  degraded: boolean
  /** The locator's own content from the content service (what the stores offer). */
  blocks?: readonly Block[]
}

const WEEK = [1, 2, 3, 4, 5, 6, 7]

/** A store's week of hours, today's row marked (the store's today, as the server read its clock). */
export function StoreHours({ store }: { store: Store }) {
  const { t } = useShop()
  const clock = (time: string) => formatClockTime(time, t.locale.bcp47)
  return (
    <table className="store-hours">
      <caption className="visually-hidden">{t.t('stores.hours')}</caption>
      <tbody>
        {WEEK.map((day) => {
          const hours = store.hours.find((entry) => entry.day === day)
          const today = day === store.today
          return (
            <tr key={day} className={today ? 'store-hours__today' : undefined}>
              <th scope="row">
                {weekdayName(day, t.locale.bcp47)}
                {today ? <span className="store-hours__mark">{` · ${t.t('stores.today')}`}</span> : null}
              </th>
              <td>{hours ? `${clock(hours.opens)} – ${clock(hours.closes)}` : t.t('stores.hoursClosed')}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/**
 * Stores by postal code or city (a plain GET form) or the browser's position (an island), each with its hours,
 * whether it is open now, its phone number, directions and "make this my store".
 */
/** A store's number, written as its country writes it, dialled in its international form. */
function StorePhone({ store, phoneCountries }: { store: Store; phoneCountries: PhoneCountries }) {
  const { t } = useShop()
  const phone = storePhone(store.phone, store.country, phoneCountries)
  return (
    <p>
      {`${t.t('locator.phone')}: `}
      <a href={phone.href} aria-label={`${t.t('stores.call', { store: store.name })}: ${phone.display}`}>
        {phone.display}
      </a>
    </p>
  )
}

export function StoreLocatorPage({
  path,
  phoneCountries,
  postalCode,
  stores,
  searchedPlace,
  favouriteId,
  favouriteName,
  notice,
  confirm,
  changed,
  error,
  degraded,
  blocks = [],
}: StoreLocatorPageProps) {
  const { t } = useShop()
  return (
    <div className="store-locator">
      <Breadcrumb trail={[]} current={t.t('locator.title')} />
      <h1>{t.t('locator.title')}</h1>
      <p>{t.t('locator.intro')}</p>
      {blocks.length > 0 ? (
        <div className="store-locator__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
      <p className="store-locator__mine">
        {favouriteName ? t.t('locator.yourStore', { store: favouriteName }) : t.t('locator.noStore')}
      </p>
      {/* Plain forms and links, the same with or without JavaScript; the report's "OK" is the locator without it. */}
      {confirm ? (
        <StoreChangePageForm
          words={t}
          question={confirm}
          action={path}
          fields={{ storeId: confirm.storeId }}
          className="store-change"
        />
      ) : null}
      {changed ? (
        <StoreChangedPageReport words={t} outcome={changed} href={path} className="store-change" />
      ) : null}
      <form className="store-finder__form" method="get" action={path}>
        <label htmlFor="locator-postal">{t.t('stores.place')}</label>
        <input
          id="locator-postal"
          name="place"
          defaultValue={postalCode}
          maxLength={60}
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
              <li key={store.id} className="card store">
                <h3 className="store__name">
                  {store.name}
                  {store.id === favouriteId ? (
                    <span className="badge">{` ${t.t('locator.favourite')}`}</span>
                  ) : null}
                </h3>
                {/* The town, state and postal code each kept on one line: "Montréal QC  H3B 1K1" never splits. */}
                <p className="store__address">
                  {store.address}
                  {localityLines(store).map((line) => (
                    <Fragment key={line}>
                      {', '}
                      <span className="store__locality">{line}</span>
                    </Fragment>
                  ))}
                </p>
                {store.distanceKm !== null ? <p>{describeDistance(store.distanceKm, t)}</p> : null}
                <p
                  className={`store__open store__open--${store.openState.kind}`}
                  id={`store-${store.id}-open`}
                >
                  {describeOpenState(store.openState, t)}
                </p>
                <details className="store__week" open>
                  <summary>{t.t('stores.hours')}</summary>
                  <StoreHours store={store} />
                </details>
                <StorePhone store={store} phoneCountries={phoneCountries} />
                <p>
                  <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
                    {t.t('stores.directions', { store: store.name })}
                    <span className="visually-hidden">{` ${t.t('stores.newTab')}`}</span>
                  </a>
                </p>
                {store.id === favouriteId ? null : (
                  <PostButton
                    action={path}
                    values={{ storeId: store.id }}
                    buttonClassName="button button--secondary"
                  >
                    {t.t('locator.makeFavourite')}
                  </PostButton>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
