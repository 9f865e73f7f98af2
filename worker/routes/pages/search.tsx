import { ListingBody } from '../../../client/components/listing'
import { SearchPage } from '../../../client/pages/search-page'
import { LISTING_PAGE_SIZE, parseListingState, readSearchQuery } from '../../../shared/catalogue/listing'
import { searchPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { recordPageView } from '../../personalization/start'
import { renderFragment, requestedFragment } from '../../render/fragment'
import { renderPage } from '../../render/page'
import { rememberSearch } from '../../services/search'
import type { AppContext } from '../../types'

/** For a search without results: suggestions for the start of the term, and the departments. */
async function findAlternatives(c: AppContext, query: string) {
  const { catalogue } = c.var.services
  const stem = (query.split(' ')[0] ?? '').slice(0, 3)
  const [suggestions, categories] = await Promise.all([
    stem.length >= 2 ? catalogue.suggest(stem).catch(() => null) : Promise.resolve(null),
    catalogue.getCategories(),
  ])
  const departments = Object.values(categories)
    .filter((category) => category.parentId === null)
    .map((category) => ({ name: category.name, url: category.url }))
  return { suggestions, departments }
}

/**
 * `/{locale}/search?q=`: products for a term (48 a page, filtered and sorted); for a term without results,
 * suggestions for its start and the departments, when the catalogue can give them.
 */
export async function searchRoute(c: AppContext): Promise<Response> {
  const url = new URL(c.req.url)
  const query = readSearchQuery(url.searchParams.get('q') ?? undefined)
  const state = parseListingState(url.searchParams)
  // "Search instead for": the query exactly as typed, which is then not corrected (decision 051).
  const exact = url.searchParams.get('exact') === '1'
  const extra: Record<string, string> = exact ? { q: query, exact: '1' } : { q: query }
  const basePath = searchPath(c.var.locale.code)
  const search = query
    ? c.var.services.catalogue.searchProducts({
        q: query,
        start: (state.page - 1) * LISTING_PAGE_SIZE,
        count: LISTING_PAGE_SIZE,
        sort: state.sort,
        filters: state.filters,
        exact,
      })
    : Promise.resolve(null)
  if (requestedFragment(c) === 'listing') {
    const results = await search
    if (results)
      return renderFragment(
        c,
        <ListingBody
          basePath={basePath}
          state={state}
          results={results}
          extra={extra}
          list={`search:${query}`}
        />,
      )
  }
  // Critical: the results. Optional: the chrome, and the alternatives offered when nothing matched. The search
  // page's own content (its tips, the augmented page `search`) is for the prompt and for a search that found
  // nothing: asked beside the chrome for the one, beside the alternatives for the other, never for results.
  const tips = () =>
    loadOptionalContent(c, 'search page content', c.var.services.content.getAugmentedPage('search'))
  const [chrome, results, prompt] = await Promise.all([loadChrome(c), search, query ? null : tips()])
  const { t } = c.var
  const nothing = results !== null && results.total === 0
  const [alternatives, suggestions, content] = nothing
    ? await Promise.all([
        optional(c, 'search alternatives', findAlternatives(c, query), null),
        suggestedProducts(c),
        tips(),
      ])
    : [null, [], prompt]
  // The search hub lists the shopper's recent searches: one that found products is remembered (as corrected).
  if (results && results.total > 0 && state.page === 1) {
    await rememberSearch(c, results.correctedQuery ?? query)
  }
  // The decision service hears of the search and of the cards it showed (nothing without targeting consent).
  if (query && results)
    recordPageView(c, {
      kind: 'other',
      pageType: 'search',
      searchTerm: results.correctedQuery ?? query,
      thumbnails: results.products.map((product) => product.styleCode),
    })
  return renderPage(c, {
    head: {
      title: query
        ? t.t('page.search.resultsFor', { query: results?.correctedQuery ?? query })
        : t.t('page.search.title'),
      description: null,
      canonicalPath: basePath,
      indexable: false,
      pageType: 'search',
    },
    chrome,
    searchQuery: query,
    blockEnvironment: content?.blockEnvironment,
    page: (
      <SearchPage
        basePath={basePath}
        query={query}
        exact={exact}
        state={state}
        results={results}
        alternatives={alternatives}
        suggestions={suggestions}
        blocks={content?.blocks ?? []}
      />
    ),
  })
}
