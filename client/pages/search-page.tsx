import type { ProductPage, ProductSummary, Suggestions } from '../../shared/catalogue/catalogue'
import { hasFilters, type ListingState } from '../../shared/catalogue/listing'
import type { Block } from '../../shared/content/blocks'
import { searchPath } from '../../shared/routes'
import { BlockList } from '../blocks/registry'
import { Breadcrumb } from '../components/breadcrumb'
import { LinkList } from '../components/link-list'
import { Listing } from '../components/listing'
import { SuggestedProducts } from '../components/suggested-products'
import { useShop } from '../i18n'

export interface SearchPageProps {
  basePath: string
  query: string
  /** The query was asked exactly as typed ("Search instead for"), without a spelling correction. */
  exact?: boolean
  state: ListingState
  results: ProductPage | null
  /** For a search with no results: other searches and the departments to try. */
  alternatives: { suggestions: Suggestions | null; departments: { name: string; url: string }[] } | null
  /** Products to suggest when nothing matched. */
  suggestions?: readonly ProductSummary[]
  /** The search page's own content (its tips): with the prompt, and when nothing matched. */
  blocks?: readonly Block[]
}

export function SearchPage({
  basePath,
  query,
  exact,
  state,
  results,
  alternatives,
  suggestions = [],
  blocks = [],
}: SearchPageProps) {
  const { t } = useShop()
  const corrected = results?.correctedQuery
  const title = query
    ? t.t('page.search.resultsFor', { query: corrected ?? query })
    : t.t('page.search.title')
  const extra: Record<string, string> = exact ? { q: query, exact: '1' } : { q: query }
  const empty = results !== null && results.total === 0 && !hasFilters(state)
  return (
    <div className="search-page">
      <Breadcrumb trail={[]} current={t.t('page.search.title')} />
      <h1>{title}</h1>
      {corrected ? (
        <p className="search-page__corrected" role="status">
          {t.t('search.showingFor', { corrected })}{' '}
          <a href={`${searchPath(t.locale.code, query)}&exact=1`}>{t.t('search.searchInstead', { query })}</a>
        </p>
      ) : null}
      {results === null ? <p>{t.t('page.search.prompt')}</p> : null}
      {blocks.length > 0 && (results === null || empty) ? (
        <div className="search-page__content">
          <BlockList blocks={blocks} />
        </div>
      ) : null}
      {empty ? (
        <div className="search-page__empty">
          <p role="status">{t.t('search.noResults', { query })}</p>
          {alternatives?.suggestions &&
          alternatives.suggestions.terms.length + alternatives.suggestions.categories.length > 0 ? (
            <nav aria-label={t.t('search.tryInstead')}>
              <h2>{t.t('search.tryInstead')}</h2>
              <ul className="chip-list">
                {alternatives.suggestions.terms.map((term) => (
                  <li key={term.url}>
                    <a href={term.url}>{term.text}</a>
                  </li>
                ))}
                {alternatives.suggestions.categories.map((category) => (
                  <li key={category.url}>
                    <a href={category.url}>{category.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {alternatives && alternatives.departments.length > 0 ? (
            <nav aria-label={t.t('search.popular')}>
              <h2>{t.t('search.popular')}</h2>
              <LinkList
                className="chip-list"
                links={alternatives.departments.map(({ url, name }) => ({ url, text: name }))}
              />
            </nav>
          ) : null}
          <SuggestedProducts products={suggestions} list="search" />
        </div>
      ) : null}
      {results !== null && !empty ? (
        <Listing basePath={basePath} state={state} results={results} extra={extra} list={`search:${query}`} />
      ) : null}
    </div>
  )
}
