import type { AppContext } from '../types'
import { renderInfoPage } from './info-page'

/** The search hub: where to start browsing, one link per department. */
export async function searchHubRoute(c: AppContext): Promise<Response> {
  const { t } = c.var
  const categories = await c.var.services.catalogue.getCategories()
  const departments = Object.values(categories).filter((category) => category.parentId === null)
  return renderInfoPage(c, {
    pageType: 'search-hub',
    title: t.t('page.searchHub.title'),
    text: t.t('page.searchHub.text'),
    links: departments.map((department) => ({ text: department.name, url: department.url })),
    indexable: true,
  })
}
