import { ComparePage } from '../../../client/pages/compare-page'
import type { ProductDetails } from '../../../shared/catalogue'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { renderPage } from '../../render/page'
import { comparedStyles } from '../../services/compare'
import type { AppContext } from '../../types'

const NOTICES = { CMP409: 'full', PLP400: 'unknown' } as const

/**
 * `/{locale}/compare`: the products in the shopper's comparison, in the order they were added. Each product is
 * optional: one the catalogue cannot give just now is left out, and the page says so.
 */
export async function compareRoute(c: AppContext): Promise<Response> {
  const chromeLoad = loadChrome(c)
  const styleCodes = await comparedStyles(c)
  const [chrome, found] = await Promise.all([
    chromeLoad,
    Promise.all(
      styleCodes.map((code) =>
        optional(c, 'compared product', c.var.services.catalogue.getProduct(code), undefined),
      ),
    ),
  ])
  const products = found.filter(
    (product): product is ProductDetails => product !== null && product !== undefined,
  )
  const notice = c.req.query('compare') ?? ''
  const suggestions = styleCodes.length === 0 ? await suggestedProducts(c) : []
  return renderPage(c, {
    head: {
      title: c.var.t.t('compare.title'),
      description: null,
      canonicalPath: c.req.path,
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: (
      <ComparePage
        products={products}
        notice={Object.hasOwn(NOTICES, notice) ? NOTICES[notice as keyof typeof NOTICES] : null}
        degraded={found.includes(undefined)}
        suggestions={suggestions}
      />
    ),
    noStore: true,
  })
}
