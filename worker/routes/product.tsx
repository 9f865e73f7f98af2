import { HTTPException } from 'hono/http-exception'
import { BlockEnvironmentContext } from '../../client/blocks/environment'
import { BlockList } from '../../client/blocks/registry'
import { ProductGrid } from '../../client/components/product-card'
import { ProductPage, type ProductPageProps } from '../../client/pages/product-page'
import type { ProductDetails } from '../../shared/catalogue'
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from '../../shared/community'
import { resolveError } from '../../shared/error-catalogue'
import type { Translator } from '../../shared/i18n'
import { parseProductPath } from '../../shared/page-type'
import { homePath } from '../../shared/routes'
import { breadcrumbJsonLd, productJsonLd } from '../../shared/structured-data'
import { logEvent } from '../context'
import { prepareBlockEnvironment } from '../render/blocks'
import { deferSection, loadChrome, renderPage } from '../render/page'
import type { AppContext } from '../types'

/** The colour in the URL when the product has it, else the first colour with stock, else the first. */
export function chooseColour(product: ProductDetails, requested: string | undefined): string {
  if (requested && product.colours.some((colour) => colour.code === requested)) return requested
  const inStock = product.colours.find((colour) =>
    product.variants.some((variant) => variant.colourCode === colour.code && variant.inStock),
  )
  return inStock?.code ?? product.colours[0]?.code ?? ''
}

/** The notice for `?cart=...` after a form post without JavaScript. */
function cartNotice(value: string | undefined, t: Translator): ProductPageProps['notice'] {
  if (!value || !/^[A-Za-z0-9_]{1,32}$/.test(value)) return null
  if (value === 'added') return { kind: 'success', text: t.t('cart.added') }
  if (value === 'SIZE_REQUIRED') return { kind: 'error', text: t.t('cart.chooseSize') }
  if (value === 'invalid' || value === 'INV408') return { kind: 'error', text: t.t('error.generic') }
  const resolved = resolveError(value, '')
  return { kind: 'error', text: resolved.key ? t.t(resolved.key) : t.t('error.generic') }
}

export async function productRoute(c: AppContext): Promise<Response> {
  const params = parseProductPath(c.req.path)
  if (!params) throw new HTTPException(404, { message: 'Not a product path' })
  const { catalogue } = c.var.services
  const query = new URL(c.req.url).searchParams
  const reviewSort = (REVIEW_SORTS as readonly string[]).includes(query.get('reviewSort') ?? '')
    ? (query.get('reviewSort') as ReviewSort)
    : 'newest'
  const reviewStartParam = Number(query.get('reviewStart') ?? '0')
  const reviewStart =
    Number.isInteger(reviewStartParam) && reviewStartParam >= 0 && reviewStartParam <= 10_000
      ? reviewStartParam
      : 0
  const { community } = c.var.services
  const optional = <T,>(label: string, load: Promise<T>) =>
    load.catch((error: unknown) => {
      logEvent(c, 'warn', `${label} unavailable`, { error: String(error) })
      return null
    })
  // Reviews, questions, the product set and the shopper's favorites are started with the critical loads and
  // rendered in the page (they work without JavaScript); when they fail the page goes out without them.
  const session = await c.var.session.read()
  const favoriteId = c.var.config.allowFavorites ? session.favoriteId : undefined
  const [chrome, product, categories, reviews, questions, productSet, favorites] = await Promise.all([
    loadChrome(c),
    catalogue.getProduct(params.styleCode),
    catalogue.getCategories(),
    optional(
      'reviews',
      community.getReviews(params.styleCode, {
        start: reviewStart,
        count: REVIEWS_PAGE_SIZE,
        sort: reviewSort,
      }),
    ),
    optional('questions', community.getQuestions(params.styleCode)),
    optional('product set', catalogue.getProductSet(params.styleCode)),
    favoriteId ? optional('favorites', c.var.services.wishlists.getFavorites(favoriteId)) : null,
  ])
  // The size chart depends on the product's type, so it is the one load that waits for the product.
  const sizeChart = product?.productType
    ? await optional('size chart', c.var.services.frontend.getSizeChart(product.productType))
    : null
  const recipeParam = query.get('recipe')
  const recipeId = recipeParam && /^[A-Za-z0-9-]{1,40}$/.test(recipeParam) ? recipeParam : null
  if (!product) throw new HTTPException(404, { message: `Unknown product ${params.styleCode}` })
  const url = new URL(c.req.url)
  if (c.req.path !== product.url) return c.redirect(product.url + url.search, 301)
  const colour = chooseColour(product, url.searchParams.get('colour') ?? undefined)
  const sizeParam = url.searchParams.get('size')
  const size = sizeParam && product.sizes.includes(sizeParam) ? sizeParam : null
  const category = categories[product.categoryId] ?? null
  const more = deferSection(c, 'more', async () => {
    const recommended = await catalogue.getRecommendations(product.styleCode, 'pdp-similar', 4)
    return recommended.length > 0 ? (
      <ProductGrid products={recommended} eagerCount={0} list="recommendations:pdp-similar" />
    ) : null
  })
  // The content service's blocks for the product are streamed after the shell, with what they need decided
  // for this product (filter-by wrappers, a complete-the-look upsell); the page never waits for them.
  const productContent = deferSection(c, 'product-content', async () => {
    const content = await c.var.services.content.getProductContent(product.styleCode)
    if (!content || content.blocks.length === 0) return null
    const environment = await prepareBlockEnvironment(c, content.blocks, {
      kind: 'product',
      productId: product.styleCode,
      categoryId: product.categoryId,
    })
    return (
      <BlockEnvironmentContext.Provider value={environment}>
        <BlockList blocks={content.blocks} />
      </BlockEnvironmentContext.Provider>
    )
  })
  const image =
    product.colours.find((entry) => entry.code === colour)?.image ?? product.colours[0]?.image ?? null
  return renderPage(c, {
    head: {
      title: product.name,
      description: product.description,
      canonicalPath: product.url,
      indexable: true,
      pageType: 'product',
      image,
      jsonLd: [
        productJsonLd(product, url.origin),
        breadcrumbJsonLd(
          [
            { name: c.var.t.t('site.home'), url: homePath(c.var.locale.code) },
            ...(category ? [...category.trail, { name: category.name, url: category.url }] : []),
            { name: product.name, url: product.url },
          ],
          url.origin,
        ),
      ],
    },
    chrome,
    page: (
      <ProductPage
        product={product}
        category={category}
        colour={colour}
        size={size}
        notice={cartNotice(url.searchParams.get('cart') ?? undefined, c.var.t)}
        reviews={reviews}
        sizeChart={sizeChart}
        recipeId={recipeId}
        productSet={productSet}
        favorite={{
          saved: product
            ? (favorites?.items.some((item) => item.itemId === `${product.styleCode}${colour}`) ?? false)
            : false,
          justAdded: query.get('favorite') === 'added',
        }}
        compare={{
          count: (session.compare ?? []).length,
          included: (session.compare ?? []).includes(product.styleCode),
        }}
        questions={questions}
      />
    ),
    deferred: [productContent, more],
  })
}
