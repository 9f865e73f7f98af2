import { HTTPException } from 'hono/http-exception'
import { ProductGrid } from '../../client/components/product-card'
import { HomePage } from '../../client/pages/home-page'
import { homePath } from '../../shared/routes'
import { prepareBlockEnvironment } from '../render/blocks'
import { deferSection, loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

export async function homeRoute(c: AppContext): Promise<Response> {
  const { content, catalogue } = c.var.services
  const trending = deferSection(c, 'trending', async () => {
    const results = await catalogue.searchProducts({ count: 8 })
    return results.products.length > 0 ? (
      <ProductGrid products={results.products} eagerCount={0} list="trending:home" />
    ) : null
  })
  const [chrome, page] = await Promise.all([loadChrome(c), content.getPage('home')])
  if (!page) throw new HTTPException(404, { message: 'The content service has no home page' })
  const blockEnvironment = await prepareBlockEnvironment(c, page.blocks, { kind: 'home' })
  return renderPage(c, {
    head: {
      title: page.title,
      description: page.description,
      canonicalPath: homePath(c.var.locale.code),
      indexable: true,
      pageType: 'home',
    },
    chrome,
    blockEnvironment,
    page: <HomePage page={page} />,
    deferred: [trending],
  })
}
