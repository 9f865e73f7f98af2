import { ProductGrid } from '../../../client/components/product-card'
import { HomePage } from '../../../client/pages/home-page'
import { homePath } from '../../../shared/routes'
import { loadContentPage } from '../../loaders/content-page'
import { deferSection } from '../../loaders/deferred'
import { startPersonalization } from '../../personalization/start'
import { renderPage } from '../../render/page'
import type { AppContext } from '../../types'

/** How many trending products the home page shows: two full rows of four. */
const TRENDING_COUNT = 8
/** The most cards a trending row holds (product-card.css); every row shown is full. */
const TRENDING_ROW = 4

/** The products that fill whole rows: a short list loses its last, partial row, unless that is all it has. */
const wholeRows = <T,>(products: readonly T[]): readonly T[] =>
  products.length < TRENDING_ROW
    ? products
    : products.slice(0, products.length - (products.length % TRENDING_ROW))

/**
 * `/{locale}`: the content service's home page, and trending products streamed in below it; `?account=signedOut`
 * (where signing out lands) adds a notice.
 */
export async function homeRoute(c: AppContext): Promise<Response> {
  // Started first, so the personalization decision runs alongside the page's content (decision 062).
  const personalization = startPersonalization(c, { kind: 'home' })
  // Deferred: trending products, whole rows of them (four a row on wider screens, two on a phone).
  const trending = deferSection(c, 'trending', async () => {
    const results = await c.var.services.catalogue.searchProducts({ count: TRENDING_COUNT })
    const products = wholeRows(results.products)
    return products.length > 0 ? (
      <ProductGrid products={products} eagerCount={0} list="trending:home" />
    ) : null
  })
  const { chrome, page, blockEnvironment } = await loadContentPage(c, 'home', personalization)
  // Signing out lands here (spec 1 §2), and the page says so.
  const signedOut = new URL(c.req.url).searchParams.get('account') === 'signedOut'
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
    page: <HomePage page={page} notice={signedOut ? c.var.t.t('account.signedOut') : null} />,
    deferred: [trending],
  })
}
