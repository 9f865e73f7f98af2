import { HTTPException } from 'hono/http-exception'
import { CategoryPage } from '../../client/pages/category-page'
import { parseCategoryPath } from '../../shared/page-type'
import { loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

export const LISTING_PAGE_SIZE = 48
const MAX_PAGE = 200

/** `?page=N` for N from 2 to 200; anything else is the first page. */
export function readPageNumber(value: string | undefined): number {
  if (!value || !/^\d{1,3}$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export async function categoryRoute(c: AppContext): Promise<Response> {
  const params = parseCategoryPath(c.req.path)
  if (!params) throw new HTTPException(404, { message: 'Not a category path' })
  const { catalogue } = c.var.services
  const page = readPageNumber(c.req.query('page'))
  const [chrome, categories, results] = await Promise.all([
    loadChrome(c),
    catalogue.getCategories(),
    catalogue.searchProducts({
      categoryId: params.categoryId,
      start: (page - 1) * LISTING_PAGE_SIZE,
      count: LISTING_PAGE_SIZE,
    }),
  ])
  const category = categories[params.categoryId]
  if (!category) throw new HTTPException(404, { message: `Unknown category ${params.categoryId}` })
  if (c.req.path !== category.url) {
    return c.redirect(page > 1 ? `${category.url}?page=${page}` : category.url, 301)
  }
  return renderPage(c, {
    head: {
      title: page > 1 ? `${category.name} (${page})` : category.name,
      description: null,
      canonicalPath: page > 1 ? `${category.url}?page=${page}` : category.url,
      indexable: results.products.length > 0,
      pageType: 'category',
      image: results.products[0]?.colours[0]?.image ?? null,
    },
    chrome,
    page: <CategoryPage category={category} results={results} page={page} pageSize={LISTING_PAGE_SIZE} />,
  })
}
