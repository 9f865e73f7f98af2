import { SearchPage } from '../../client/pages/search-page'
import { searchPath } from '../../shared/routes'
import { loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

// biome-ignore lint/suspicious/noControlCharactersInRegex: -- stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g

/** Trimmed, collapsed, at most 100 characters; control characters removed. */
export function readSearchQuery(value: string | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, 100)
}

export async function searchRoute(c: AppContext): Promise<Response> {
  const query = readSearchQuery(c.req.query('q'))
  const [chrome, results] = await Promise.all([
    loadChrome(c),
    query ? c.var.services.catalogue.searchProducts({ q: query, count: 48 }) : Promise.resolve(null),
  ])
  const { t } = c.var
  return renderPage(c, {
    head: {
      title: query ? t.t('page.search.resultsFor', { query }) : t.t('page.search.title'),
      description: null,
      canonicalPath: searchPath(c.var.locale.code),
      indexable: false,
      pageType: 'search',
    },
    chrome,
    searchQuery: query,
    page: <SearchPage query={query} results={results} />,
  })
}
