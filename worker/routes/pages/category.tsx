import { HTTPException } from 'hono/http-exception'
import { ListingBody } from '../../../client/components/listing'
import { CategoryPage } from '../../../client/pages/category-page'
import {
  hasFilters,
  LISTING_PAGE_SIZE,
  parseListingState,
  serialiseListingState,
} from '../../../shared/catalogue/listing'
import { breadcrumbJsonLd } from '../../../shared/catalogue/structured-data'
import { parseCategoryPath } from '../../../shared/page-type'
import { homePath } from '../../../shared/routes'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { startPersonalization } from '../../personalization/start'
import { renderFragment, requestedFragment } from '../../render/fragment'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

/**
 * `/{locale}/c/{trail...}/{slug}-{id}`: a category's products (48 a page, filtered and sorted), with the content
 * service's blocks and description for it. A listing refinement from the page's island asks for the listing
 * alone, so the chrome and content are not loaded for it.
 */
export async function categoryRoute(c: AppContext): Promise<Response> {
  const params = parseCategoryPath(c.req.path)
  if (!params) throw new HTTPException(404, { message: 'Not a category path' })
  const { catalogue } = c.var.services
  const state = parseListingState(new URL(c.req.url).searchParams)
  // Optional, started first: the chrome and the category's content (blocks, description) degrade on their own.
  const chromeLoad = requestedFragment(c) === 'listing' ? null : loadChrome(c)
  // Started first, so the personalization decision runs alongside the listing (decision 062).
  const personalization = chromeLoad
    ? startPersonalization(c, { kind: 'category', categoryId: params.categoryId })
    : null
  const content = chromeLoad
    ? optional(c, 'category content', c.var.services.content.getCategoryContent(params.categoryId), null)
    : Promise.resolve(null)
  // Critical: the category tree (an unknown category is a 404) and its products.
  const [categories, results] = await Promise.all([
    catalogue.getCategories(),
    catalogue.searchProducts({
      categoryId: params.categoryId,
      start: (state.page - 1) * LISTING_PAGE_SIZE,
      count: LISTING_PAGE_SIZE,
      sort: state.sort,
      filters: state.filters,
    }),
  ])
  const category = categories[params.categoryId]
  if (!category) throw new HTTPException(404, { message: `Unknown category ${params.categoryId}` })
  if (c.req.path !== category.url) {
    const query = serialiseListingState(state)
    return c.redirect(query ? `${category.url}?${query}` : category.url, 301)
  }
  if (!chromeLoad)
    return renderFragment(
      c,
      <ListingBody
        basePath={category.url}
        state={state}
        results={results}
        list={`category:${category.id}`}
      />,
    )
  const [chrome, categoryContent] = await Promise.all([chromeLoad, content])
  const blockEnvironment = await prepareBlockEnvironment(
    c,
    categoryContent?.blocks ?? [],
    { kind: 'category', categoryId: category.id },
    personalization ?? undefined,
  )
  const pageSuffix = state.page > 1 ? `?page=${state.page}` : ''
  return renderPage(c, {
    head: {
      title: state.page > 1 ? `${category.name} (${state.page})` : category.name,
      description:
        categoryContent?.description ??
        c.var.t.t('listing.metaDescription', {
          category: category.name,
          count: results.total,
          brand: c.var.brand.name,
        }),
      // Sort and filters are left out of the canonical URL; filtered views are not indexed.
      canonicalPath: `${category.url}${pageSuffix}`,
      indexable: results.products.length > 0 && !hasFilters(state) && state.sort === 'relevance',
      pageType: 'category',
      image: results.products[0]?.colours[0]?.image ?? null,
      jsonLd: [
        breadcrumbJsonLd(
          [
            { name: c.var.t.t('site.home'), url: homePath(c.var.locale.code) },
            ...category.trail,
            { name: category.name, url: category.url },
          ],
          new URL(c.req.url).origin,
        ),
      ],
    },
    chrome,
    blockEnvironment,
    page: <CategoryPage category={category} state={state} results={results} content={categoryContent} />,
  })
}
