import { ComparePage } from '../../../client/pages/compare-page'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import { loadChrome } from '../../loaders/chrome'
import { optional } from '../../loaders/deferred'
import { suggestedProducts } from '../../loaders/suggestions'
import { privateHead } from '../../render/document'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { comparedStyles } from '../../services/compare'
import type { AppContext } from '../../types'

/**
 * `/{locale}/compare`: the products in the shopper's comparison, in the order they were added. Each product is
 * optional: one the catalogue cannot give just now is left out, and the page says so. Its forms (and the product
 * page's "Add to compare") post here (worker/routes/forms/compare.ts): a refusal is this page with the reason.
 */
export const compareRoute = (c: AppContext) => renderCompare(c)

/** The comparison, with why a form was refused when it was. */
export async function renderCompare(
  c: AppContext,
  refusal: string | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
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
  const suggestions = styleCodes.length === 0 ? await suggestedProducts(c) : []
  return renderPage(c, {
    head: privateHead(c.var.t.t('compare.title'), c.req.path),
    chrome,
    page: (
      <ComparePage
        products={products}
        refusal={refusal}
        degraded={found.includes(undefined)}
        suggestions={suggestions}
      />
    ),
    noStore: true,
    status,
  })
}
