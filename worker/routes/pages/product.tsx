import { HTTPException } from 'hono/http-exception'
import { BlockEnvironmentContext } from '../../../client/blocks/environment'
import { BlockList } from '../../../client/blocks/registry'
import type { ReviewTranslationShown } from '../../../client/islands/product-reviews'
import {
  MoreRail,
  moreTitle,
  PRODUCT_SECTIONS,
  ProductQuestionsSection,
  ProductReviewsSection,
  ProductSetSection,
  SizeChartSection,
} from '../../../client/pages/product/sections'
import { FavoriteControl, ProductPage } from '../../../client/pages/product-page'
import { CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import {
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
  type ReviewSort,
} from '../../../shared/catalogue/community'
import { isShoeSizeType } from '../../../shared/catalogue/shoe-sizes'
import { breadcrumbJsonLd, productJsonLd } from '../../../shared/catalogue/structured-data'
import { type ProductPathParams, parseProductPath } from '../../../shared/page-type'
import { EXPERIMENT_FLAG_KEYS } from '../../../shared/personalization/flags'
import { recClickUrl } from '../../../shared/personalization/personalization'
import { homePath } from '../../../shared/routes'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
import { deferSection, optional } from '../../loaders/deferred'
import { logEvent } from '../../log'
import { listContextOf } from '../../personalization/context'
import { mayPersonalize, reportRecImpressions } from '../../personalization/service'
import { startPersonalization } from '../../personalization/start'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { markExposed } from '../../services/experiments'
import { favoritesOffered } from '../../services/favorites'
import type { AppContext } from '../../types'
import {
  type AddToBagRefusal,
  cartNotice,
  designOutcome,
  keptAmount,
  keptQty,
  keptRecipient,
  startingPersonalisation,
} from './product-form-return'
import { loadMyStore } from './product-my-store'

/** The colour in the URL when the product has it, else the first colour with stock, else the first. */
export function chooseColour(product: ProductDetails, requested: string | undefined): string {
  if (requested && product.colours.some((colour) => colour.code === requested)) return requested
  const inStock = product.colours.find((colour) =>
    product.variants.some((variant) => variant.colourCode === colour.code && variant.inStock),
  )
  return inStock?.code ?? product.colours[0]?.code ?? ''
}

/**
 * The add to bag refused (worker/routes/forms/cart.ts), or the reservation in store (`form: 'reserve'`,
 * worker/routes/forms/reserve.ts): the refusal worded for the request, the form as typed.
 */
/** The review page a link without JavaScript asked for (`?reviewSort=`, `?reviewStart=`). */
function reviewQuery(query: URLSearchParams): { start: number; sort: ReviewSort } {
  const sort = query.get('reviewSort') ?? ''
  const start = Number(query.get('reviewStart') ?? '0')
  return {
    sort: (REVIEW_SORTS as readonly string[]).includes(sort) ? (sort as ReviewSort) : 'newest',
    start: Number.isInteger(start) && start >= 0 && start <= 10_000 ? start : 0,
  }
}

const REVIEW_ID = /^R[A-Z0-9]{6,20}$/

/**
 * A review of the page a "Translate" link without JavaScript asked for (`?translate=<review id>`), translated into
 * the page's language; its refusal when the review cannot be translated; null when none was asked for or the
 * review is not one of the page's in another language.
 */
async function askedTranslation(
  c: AppContext,
  query: URLSearchParams,
  reviews: ReviewPage,
): Promise<ReviewTranslationShown | null> {
  const id = query.get('translate') ?? ''
  const review = REVIEW_ID.test(id) ? reviews.reviews.find((entry) => entry.id === id) : undefined
  if (!review || review.language === c.var.locale.language) return null
  try {
    const translated = await c.var.services.community.translateReview(id, c.var.locale.language)
    return { id, title: translated.title, body: translated.body }
  } catch (error) {
    logEvent(c, 'warn', 'review not translated', { error: String(error) })
    return { id, failed: true }
  }
}

/**
 * Loads that need only the path, started before anything is awaited: each becomes a section streamed into the
 * page when it arrives (or left out after its time limit), so none of them holds the page.
 */
function loadDeferredData(c: AppContext, params: ProductPathParams, query: URLSearchParams) {
  const { catalogue, community } = c.var.services
  const { styleCode } = params
  const product = { styleCode, url: c.req.path }
  return [
    deferSection(c, PRODUCT_SECTIONS.set, async () => {
      const set = await catalogue.getProductSet(styleCode)
      return set ? <ProductSetSection styleCode={styleCode} set={set} /> : null
    }),
    deferSection(c, PRODUCT_SECTIONS.reviews, async () => {
      const reviews = await community.getReviews(styleCode, {
        ...reviewQuery(query),
        count: REVIEWS_PAGE_SIZE,
      })
      if (!reviews) return null
      const translation = await askedTranslation(c, query, reviews)
      return <ProductReviewsSection product={product} reviews={reviews} translation={translation} />
    }),
    deferSection(c, PRODUCT_SECTIONS.questions, async () => {
      const questions = await community.getQuestions(styleCode)
      return questions ? <ProductQuestionsSection styleCode={styleCode} questions={questions} /> : null
    }),
  ]
}

/** The product (an unknown one is a 404, a failing catalogue the 503 page) and what the shell shows with it. */
async function loadCriticalData(c: AppContext, params: ProductPathParams) {
  const { catalogue } = c.var.services
  const [chrome, product, categories, session] = await Promise.all([
    loadChrome(c),
    catalogue.getProduct(params.styleCode),
    optional(
      c,
      'categories',
      catalogue.getCategories(),
      {} as Awaited<ReturnType<typeof catalogue.getCategories>>,
    ),
    c.var.session.read(),
  ])
  if (!product) throw new HTTPException(404, { message: `Unknown product ${params.styleCode}` })
  return { chrome, product, category: categories[product.categoryId] ?? null, session }
}

/**
 * `/{locale}/p/{slug}-{styleCode}`: a product, its buy box, and its optional sections streamed in; or, when the buy
 * box's add was refused (`refused`), the page again with the choice and what was typed, and the refusal's status.
 */
export async function productRoute(
  c: AppContext,
  refused: AddToBagRefusal | null = null,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const params = parseProductPath(c.req.path)
  if (!params) throw new HTTPException(404, { message: 'Not a product path' })
  const url = new URL(c.req.url)
  const query = url.searchParams
  const deferred = loadDeferredData(c, params, query)
  // Started first, so the personalization decision runs alongside the product's data (decision 062).
  const personalization = startPersonalization(c, {
    kind: 'product',
    productId: params.styleCode,
    list: listContextOf(c, params.styleCode),
  })
  const { chrome, product, category, session } = await loadCriticalData(c, params)
  if (c.req.path !== product.url) return c.redirect(product.url + url.search, 301)

  const { catalogue, content, frontend, wishlists } = c.var.services
  const { t } = c.var
  // A refused add shows the colour and size it posted.
  const chosen = refused?.typed ?? query
  const colour = chooseColour(product, chosen.get('colour') ?? undefined)
  const sizeParam = chosen.get('size')
  const personalisation = await startingPersonalisation(c, query, refused, product)
  // Sections that need the product (its type, its category) or the shopper start once it is known.
  const favoriteId = favoritesOffered(c) ? session.favoriteId : undefined
  deferred.push(
    deferSection(c, PRODUCT_SECTIONS.favorite, async () => {
      if (!favoritesOffered(c)) return null
      const found = favoriteId
        ? await wishlists.findFavorite(favoriteId, `${product.styleCode}${colour}`)
        : null
      const saved = found?.saved ?? false
      // The section replaces its fallback whatever it answers: an empty one would take "Add to favorites" away.
      return <FavoriteControl product={product} colour={colour} saved={saved} count={found?.total ?? 0} />
    }),
    // A shoe has the page's own size guide (decision 053) and no section to fill.
    ...(isShoeSizeType(product.productType)
      ? []
      : [
          deferSection(c, PRODUCT_SECTIONS.sizeChart, async () => {
            // An e-gift card's sizes are amounts: it has no size chart.
            const chart =
              product.productType && !product.digital
                ? await frontend.getSizeChart(product.productType)
                : null
            return chart ? <SizeChartSection chart={chart} productType={product.productType} /> : null
          }),
        ]),
    // The content service's blocks for the product (filter-by wrappers, a complete-the-look upsell).
    deferSection(c, PRODUCT_SECTIONS.content, async () => {
      const productContent = await optional(
        c,
        'product content',
        content.getProductContent(product.styleCode),
        null,
      )
      const blocks = productContent?.blocks ?? []
      // With blocks or without, the view of the product is told to the decision service (spec 2 §7).
      const environment = await prepareBlockEnvironment(
        c,
        blocks,
        { kind: 'product', productId: product.styleCode, categoryId: product.categoryId },
        personalization,
      )
      if (blocks.length === 0) return null
      return (
        <BlockEnvironmentContext.Provider value={environment}>
          <BlockList blocks={blocks} />
        </BlockEnvironmentContext.Provider>
      )
    }),
    deferSection(c, PRODUCT_SECTIONS.more, async () => {
      const recommended = await catalogue.getRecommendations(product.styleCode, 'pdp-similar', 4)
      if (recommended.length === 0) return null
      // Each recommendation's id is reported with its impression and pinged by its link's click (decision 109).
      // Only for a shopper who may be personalised (a visitor, targeting consent); for anyone else, plain links.
      const reporting = mayPersonalize(c, personalization.visitor.id)
      const ids = recommended.flatMap((item) =>
        reporting && item.recommendationId ? [[item.styleCode, item.recommendationId] as const] : [],
      )
      reportRecImpressions(
        c,
        personalization.visitor.id,
        ids.map(([, id]) => id),
      )
      const origin = new URL(c.req.url).origin
      const pings = Object.fromEntries(ids.map(([style, id]) => [style, recClickUrl(id, origin)]))
      return (
        <MoreRail
          title={moreTitle(product.digital ? null : category, t)}
          products={recommended}
          pings={pings}
        />
      )
    }),
  )

  const reserveRefused = refused?.form === 'reserve' ? refused : null
  // A design's form shows its own outcome: the buy box says nothing of it.
  const designs = designOutcome(query, refused, product)
  const myStore =
    session.favStoreId && !product.digital
      ? await optional(
          c,
          'my store',
          loadMyStore(
            c,
            product,
            colour,
            session.favStoreId,
            chosen,
            reserveRefused?.refusal.message ?? null,
          ),
          null,
        )
      : null
  const image =
    product.colours.find((entry) => entry.code === colour)?.image ?? product.colours[0]?.image ?? null
  const compare = session.compare ?? []
  // The product page experiment's variable decides the buy box: every product page shows it.
  markExposed(c, EXPERIMENT_FLAG_KEYS.productPage)
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
            { name: t.t('site.home'), url: homePath(c.var.locale.code) },
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
        size={
          sizeParam &&
          (product.sizes.includes(sizeParam) || (product.digital && sizeParam === CUSTOM_AMOUNT_SIZE))
            ? sizeParam
            : null
        }
        // A reservation's refusal shows at its own form, or at the buy box when the store could not be shown.
        notice={designs ? null : cartNotice(query, reserveRefused && myStore ? null : refused, product, t)}
        keptRecipient={keptRecipient(refused, product)}
        keptAmount={keptAmount(refused, product)}
        keptQty={keptQty(refused, product, t)}
        personalisation={personalisation}
        favoriteAdded={query.get('favorite') === 'added'}
        compare={{ count: compare.length, included: compare.includes(product.styleCode) }}
        myStore={myStore}
        designOutcome={designs}
      />
    ),
    deferred,
    status,
  })
}
