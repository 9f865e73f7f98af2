import { HTTPException } from 'hono/http-exception'
import { ProductGrid } from '../../client/components/product-card'
import { ProductPage } from '../../client/pages/product-page'
import { parseProductPath } from '../../shared/page-type'
import { deferSection, loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

export async function productRoute(c: AppContext): Promise<Response> {
  const params = parseProductPath(c.req.path)
  if (!params) throw new HTTPException(404, { message: 'Not a product path' })
  const { catalogue } = c.var.services
  const [chrome, product, categories] = await Promise.all([
    loadChrome(c),
    catalogue.getProduct(params.styleCode),
    catalogue.getCategories(),
  ])
  if (!product) throw new HTTPException(404, { message: `Unknown product ${params.styleCode}` })
  const canonical = new URL(product.url, c.req.url).pathname
  if (c.req.path !== canonical) return c.redirect(product.url + new URL(c.req.url).search, 301)
  const category = categories[product.categoryId] ?? null
  const more = deferSection(c, 'more', async () => {
    const results = await catalogue.searchProducts({ categoryId: product.categoryId, count: 5 })
    const others = results.products.filter((entry) => entry.styleCode !== product.styleCode).slice(0, 4)
    return others.length > 0 ? <ProductGrid products={others} eagerCount={0} /> : null
  })
  return renderPage(c, {
    head: {
      title: product.name,
      description: product.description,
      canonicalPath: product.url,
      indexable: true,
      pageType: 'product',
      image: product.colours[0]?.image ?? null,
    },
    chrome,
    page: <ProductPage product={product} category={category} />,
    deferred: [more],
  })
}
