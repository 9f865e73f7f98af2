import { SearchHubPage } from '../../../client/pages/search-hub-page'
import type { Category } from '../../../shared/catalogue/catalogue'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { recentSearches } from '../../services/search'
import type { AppContext } from '../../types'

/** How many categories the hub offers. */
const TOP_CATEGORIES = 8

/** The first sections of each department, taken in turn, so every department has a place among the top ones. */
function topCategories(categories: Record<string, Category>) {
  const departments = Object.values(categories).filter((category) => category.parentId === null)
  const picked: { name: string; department: string | null; url: string }[] = []
  for (let round = 0; picked.length < TOP_CATEGORIES && round < 4; round++) {
    for (const department of departments) {
      const child = department.children[round]
      if (child && picked.length < TOP_CATEGORIES)
        picked.push({ name: child.name, department: department.name, url: child.url })
    }
  }
  return picked
}

/**
 * The search hub (decision 051): popular searches (the front-end service's search component, decision 096; the
 * site language's own list when it has none in time), editorial collections (its collections component, each
 * leading to its category), top categories (optional: the page
 * says when it has none) and the shopper's recent searches, which a plain form clears (posted to the hub, whose
 * action, worker/routes/forms/search-hub.ts, renders it again with a refusal). Personal, so never stored.
 */
export async function searchHubRoute(
  c: AppContext,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t } = c.var
  const [chrome, categories, recent, popular, collections] = await Promise.all([
    loadChrome(c),
    optional(c, 'categories', c.var.services.catalogue.getCategories(), null),
    recentSearches(c).catch(() => []),
    optional(c, 'popular searches', c.var.services.frontend.getPopularSearches(), []),
    optional(c, 'collections', c.var.services.frontend.getCollections(), []),
  ])
  return renderPage(c, {
    head: {
      title: t.t('page.searchHub.title'),
      description: t.t('search.hubIntro'),
      canonicalPath: c.req.path,
      indexable: categories !== null,
      pageType: 'search-hub',
    },
    chrome,
    noStore: true,
    status,
    page: (
      <SearchHubPage
        popular={
          popular.length > 0
            ? popular
            : t
                .t('search.hubPopularTerms')
                .split('|')
                .map((term) => term.trim())
                .filter(Boolean)
        }
        categories={categories ? topCategories(categories) : []}
        collections={collections.flatMap((collection) => {
          // A collection leads to its category, so one whose category the catalogue does not have is left out.
          const category = categories?.[collection.categoryId]
          return category ? [{ text: collection.title, url: category.url }] : []
        })}
        recent={recent}
        cleared={refusal === null && new URL(c.req.url).searchParams.get('recent') === 'cleared'}
        refusal={refusal}
        degraded={categories === null}
      />
    ),
  })
}
