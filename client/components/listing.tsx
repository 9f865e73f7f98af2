/**
 * A product listing with its refinements, shared by category and search pages. Everything works without
 * JavaScript: the filters and sort are one GET form (labelled checkboxes in fieldsets, an Apply button), chosen
 * filters are links that remove them, and paging is links. With JavaScript the listing-refiner island submits
 * on change and swaps the results in place.
 */
import type { Facet, FacetValue, ProductPage } from '../../shared/catalogue/catalogue'
import {
  FACET_IDS,
  type FacetId,
  LISTING_PAGE_SIZE,
  type ListingState,
  parsePriceBucket,
  SORTS,
  serialiseListingState,
  toggleFilter,
  withPage,
} from '../../shared/catalogue/listing'
import type { Translator } from '../../shared/i18n/i18n'
import { useShop } from '../i18n'
import type {} from '../invoker-commands'
import { Island } from '../islands/island'
import { ListingRefiner } from '../islands/listing-refiner'
import { ProductGrid } from './product-card'

export interface ListingProps {
  /** The listing's path without query: `/en-us/c/men-1000` or `/en-us/search`. */
  basePath: string
  state: ListingState
  results: ProductPage
  /** Query parameters that belong to the listing itself, such as the search term. */
  extra?: Readonly<Record<string, string>>
  /** The list's analytics name: `category:1000`, `search:boots`. */
  list: string
  /**
   * Whether the first card's picture is the page's lead picture, loaded ahead of everything else (true unless
   * the page shows a picture of its own above the listing, such as a category's hero).
   */
  leadImage?: boolean
}

export function listingHref(
  basePath: string,
  state: ListingState,
  extra: Readonly<Record<string, string>> = {},
): string {
  const query = serialiseListingState(state, extra)
  return query ? `${basePath}?${query}` : basePath
}

/** The shopper-facing label of a facet value. */
export function facetValueLabel(
  t: Translator,
  facet: FacetId,
  value: FacetValue | { value: string; label: string | null },
): string {
  switch (facet) {
    case 'gender':
    case 'activity': {
      const key = `${facet}.${value.value}` as Parameters<Translator['t']>[0]
      const text = t.t(key)
      return text === key || text === undefined ? (value.label ?? value.value) : text
    }
    case 'price': {
      const range = parsePriceBucket(value.value)
      if (!range) return value.value
      const money = (amount: number) => t.money(amount).replace(/[.,]00(?=\D*$)/, '')
      if (range.min === 0 && range.max !== null) return t.t('price.under', { max: money(range.max) })
      if (range.max === null) return t.t('price.over', { min: money(range.min) })
      return t.t('price.between', { min: money(range.min), max: money(range.max) })
    }
    case 'rating':
      return t.t('rating.atLeast', { stars: value.value })
    case 'sale':
      return t.t('sale.only')
    default:
      return value.label ?? value.value
  }
}

function FacetFieldset({ facet, t }: { facet: Facet; t: Translator }) {
  const legendId = `facet-${facet.id}`
  return (
    <fieldset className={`facet facet--${facet.id}`} aria-labelledby={legendId}>
      <legend id={legendId}>{t.t(`facet.${facet.id}`)}</legend>
      <ul>
        {facet.values.map((value) => {
          const id = `f-${facet.id}-${value.value.replace(/\W/g, '_')}`
          return (
            <li key={value.value}>
              <input
                type="checkbox"
                id={id}
                name={facet.id}
                value={value.value}
                defaultChecked={value.selected}
              />
              <label htmlFor={id}>
                {`${facetValueLabel(t, facet.id, value)} `}
                <span className="facet__count">{`(${t.number(value.count)})`}</span>
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

export function ListingResults({
  basePath,
  state,
  results,
  extra = {},
  list,
  leadImage = true,
}: ListingProps) {
  const { t } = useShop()
  const pages = Math.max(1, Math.ceil(results.total / LISTING_PAGE_SIZE))
  const selected = FACET_IDS.flatMap((facet) =>
    (state.filters[facet] ?? []).map((value) => {
      const known = results.facets
        .find((entry) => entry.id === facet)
        ?.values.find((entry) => entry.value === value)
      return { facet, value, label: facetValueLabel(t, facet, known ?? { value, label: null }) }
    }),
  )
  return (
    <div className="listing__results" id="listing-results">
      <p className="listing__count" role="status">
        {t.plural('listing.results', results.total)}
      </p>
      {selected.length > 0 ? (
        <nav className="listing__chips" aria-label={t.t('listing.selected')}>
          <ul>
            {selected.map((chip) => (
              <li key={`${chip.facet}-${chip.value}`}>
                <a
                  href={listingHref(basePath, toggleFilter(state, chip.facet, chip.value), extra)}
                  aria-label={t.t('listing.remove', { label: chip.label })}
                >
                  {`${chip.label} `}
                  <span aria-hidden="true">×</span>
                </a>
              </li>
            ))}
            <li>
              <a href={listingHref(basePath, { ...state, filters: {}, page: 1 }, extra)}>
                {t.t('listing.clearAll')}
              </a>
            </li>
          </ul>
        </nav>
      ) : null}
      {results.products.length === 0 ? (
        <p className="listing__empty">
          {selected.length > 0 ? t.t('listing.noMatch') : t.t('listing.empty')}
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{t.t('listing.productsHeading')}</h2>
          <ProductGrid
            products={results.products}
            list={list}
            colours={state.filters.colour ?? []}
            leadImage={leadImage}
          />
          {pages > 1 ? (
            <nav className="pager" aria-label={t.t('listing.page', { page: state.page, pages })}>
              {state.page > 1 ? (
                <a
                  rel="prev"
                  className="button button--secondary"
                  href={listingHref(basePath, withPage(state, state.page - 1), extra)}
                >
                  {t.t('listing.previous')}
                </a>
              ) : null}
              <p>{t.t('listing.page', { page: state.page, pages })}</p>
              {state.page < pages ? (
                <a
                  rel="next"
                  className="button"
                  href={listingHref(basePath, withPage(state, state.page + 1), extra)}
                >
                  {t.t('listing.next')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  )
}

/** The ids of the filter drawer's parts: the refiner refreshes these while the drawer is open (listing-refiner.tsx). */
export const LISTING_DRAWER = {
  dialog: 'listing-drawer',
  button: 'listing-drawer-button',
  count: 'listing-drawer-count',
  foot: 'listing-drawer-foot',
} as const

/**
 * The part of a listing that a refinement replaces: the filter form and the results. On a phone the form sits in a
 * "Filter and sort" drawer (a modal `<dialog>` its button opens with an invoker command, no script needed); on
 * larger screens, and in browsers without invoker commands, the closed dialog is laid out as the side column.
 */
export function ListingBody(props: ListingProps) {
  const { t } = useShop()
  const { basePath, state, results, extra = {} } = props
  const active = FACET_IDS.reduce((sum, facet) => sum + (state.filters[facet]?.length ?? 0), 0)
  return (
    <div className="listing__body" id={LISTING_BODY_ID} data-url={listingHref(basePath, state, extra)}>
      <div className="listing__toolbar">
        <button
          type="button"
          className="button button--secondary listing__drawer-button"
          id={LISTING_DRAWER.button}
          commandfor={LISTING_DRAWER.dialog}
          command="show-modal"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" focusable="false">
            <path
              d="M2 5h16M2 10h16M2 15h16"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
            <circle cx="7" cy="5" r="2" fill="currentColor" />
            <circle cx="13" cy="10" r="2" fill="currentColor" />
            <circle cx="6" cy="15" r="2" fill="currentColor" />
          </svg>
          {t.t('listing.filterAndSort')}
          <span id={LISTING_DRAWER.count} className="listing__drawer-count">
            {active > 0 ? (
              <>
                <span className="listing__drawer-badge" aria-hidden="true">
                  {t.number(active)}
                </span>
                <span className="visually-hidden">{`(${t.plural('listing.activeFilters', active)})`}</span>
              </>
            ) : null}
          </span>
        </button>
      </div>
      <dialog
        className="listing__drawer"
        id={LISTING_DRAWER.dialog}
        aria-labelledby={`${LISTING_DRAWER.dialog}-title`}
        closedby="any"
      >
        <div className="listing__drawer-head">
          <h2 id={`${LISTING_DRAWER.dialog}-title`}>{t.t('listing.filterAndSort')}</h2>
          <button
            type="button"
            className="listing__drawer-close"
            commandfor={LISTING_DRAWER.dialog}
            command="close"
            aria-label={t.t('listing.closeFilters')}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
              <path d="M3 3l10 10M13 3L3 13" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
        <form
          className="listing__filters"
          id="listing-filters"
          method="get"
          action={basePath}
          aria-label={t.t('listing.filters')}
        >
          {Object.entries(extra).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <div className="listing__sort">
            <label htmlFor="listing-sort">{t.t('listing.sort')}</label>
            <select id="listing-sort" name="sort" defaultValue={state.sort}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t.t(`sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
          {results.facets.map((facet) => (
            <FacetFieldset key={facet.id} facet={facet} t={t} />
          ))}
          <button type="submit" className="button listing__apply">
            {t.t('listing.apply')}
          </button>
        </form>
        <div className="listing__drawer-foot" id={LISTING_DRAWER.foot}>
          {/* With the refiner the results behind are already refined: the button shows them. Without it, it applies. */}
          <button type="submit" form="listing-filters" className="button listing__drawer-show">
            <span className="listing__drawer-live">{t.plural('listing.showResults', results.total)}</span>
            <span className="listing__drawer-plain">{t.t('listing.apply')}</span>
          </button>
        </div>
      </dialog>
      <ListingResults {...props} />
    </div>
  )
}

export const LISTING_BODY_ID = 'listing-body'

export function Listing(props: ListingProps) {
  const { t } = useShop()
  return (
    <div className="listing">
      <ListingBody {...props} />
      <Island
        name="listing-refiner"
        component={ListingRefiner}
        props={{
          bodyId: LISTING_BODY_ID,
          loadingLabel: t.t('listing.loading'),
          drawerParts: [LISTING_DRAWER.count, 'listing-filters', LISTING_DRAWER.foot],
        }}
      />
    </div>
  )
}
