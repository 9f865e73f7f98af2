import { optional } from '../../loaders/deferred'
import type { AppContext } from '../../types'
import { renderInfoPage } from './info-page'

/** The search hub: where to start browsing, one link per department (optional: the page says when it has none). */
export async function searchHubRoute(c: AppContext): Promise<Response> {
  const { t } = c.var
  const categories = await optional(c, 'categories', c.var.services.catalogue.getCategories(), null)
  const departments = Object.values(categories ?? {}).filter((category) => category.parentId === null)
  return renderInfoPage(c, {
    pageType: 'search-hub',
    title: t.t('page.searchHub.title'),
    text: t.t('page.searchHub.text'),
    links: departments.map((department) => ({ text: department.name, url: department.url })),
    indexable: true,
    degraded: categories === null,
  })
}
