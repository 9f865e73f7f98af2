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
 * `/{locale}/compare`: the products in the shopper's comparison, in the order they were added, with the front-end
 * service's comparison of them for the attributes their details do not give (decision 096). Each product is
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
  const empty = { attributes: [], products: [] }
  const [chrome, found, comparison] = await Promise.all([
    chromeLoad,
    c.var.services.catalogue
      .getProducts(styleCodes)
      .then((answers) =>
        Promise.all(answers.map((answer) => optional(c, 'compared product', answer, undefined))),
      ),
    // The attributes the details do not give (activity, gender), for all the products in one call.
    styleCodes.length > 0
      ? optional(c, 'comparison', c.var.services.frontend.getCompare(styleCodes), empty)
      : empty,
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
        comparison={comparison}
      />
    ),
    noStore: true,
    status,
  })
}
