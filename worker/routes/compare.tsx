import { ComparePage } from '../../client/pages/compare-page'
import type { ProductDetails } from '../../shared/catalogue'
import { loadChrome, renderPage } from '../render/page'
import { comparedStyles } from '../services/compare'
import type { AppContext } from '../types'

/** `/{locale}/compare`: the products in the shopper's comparison, in the order they were added. */
export async function compareRoute(c: AppContext): Promise<Response> {
  const styleCodes = await comparedStyles(c)
  const [chrome, found] = await Promise.all([
    loadChrome(c),
    Promise.all(styleCodes.map((code) => c.var.services.catalogue.getProduct(code).catch(() => null))),
  ])
  const products = found.filter((product): product is ProductDetails => product !== null)
  const response = renderPage(c, {
    head: {
      title: c.var.t.t('compare.title'),
      description: null,
      canonicalPath: c.req.path,
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: <ComparePage products={products} />,
  })
  response.headers.set('cache-control', 'private, no-store')
  return response
}
