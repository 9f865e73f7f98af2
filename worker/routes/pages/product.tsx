import { HTTPException } from 'hono/http-exception'
import { BlockEnvironmentContext } from '../../../client/blocks/environment'
import { BlockList } from '../../../client/blocks/registry'
import type { ReviewTranslationShown } from '../../../client/islands/product-reviews'
import type { DesignOutcome } from '../../../client/pages/product/designs'
import type { ProductPageProps } from '../../../client/pages/product/props'
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
import { CUSTOM_AMOUNT_MAX_LENGTH, CUSTOM_AMOUNT_SIZE } from '../../../shared/bag/egift-amount'
import { isThreadColour, PERSONAL_TEXT_MAX } from '../../../shared/bag/embroidery'
import { GIFT_MAX_LENGTH, type GiftOption } from '../../../shared/bag/gift-option'
import type { ProductDetails } from '../../../shared/catalogue/catalogue'
import {
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type ReviewPage,
  type ReviewSort,
} from '../../../shared/catalogue/community'
import { isShoeSizeType } from '../../../shared/catalogue/shoe-sizes'
import { breadcrumbJsonLd, productJsonLd } from '../../../shared/catalogue/structured-data'
import { ERROR_CATALOGUE, resolveError } from '../../../shared/error-catalogue'
import type { Translator } from '../../../shared/i18n/i18n'
import { RECIPE_ID } from '../../../shared/ids'
import { type ProductPathParams, parseProductPath } from '../../../shared/page-type'
import { EXPERIMENT_FLAG_KEYS } from '../../../shared/personalization/flags'
import { homePath } from '../../../shared/routes'
import { prepareBlockEnvironment } from '../../loaders/blocks'
import { loadChrome } from '../../loaders/chrome'
import { deferSection, optional } from '../../loaders/deferred'
import { logEvent } from '../../log'
import { startPersonalization } from '../../personalization/start'
import { type RenderPageOptions, renderPage } from '../../render/page'
import { markExposed } from '../../services/experiments'
import { favoritesOffered } from '../../services/favorites'
import type { AppContext } from '../../types'
import type { Refusal } from '../api/responder'
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
export interface AddToBagRefusal {
  refusal: Refusal
  typed: URLSearchParams
  form?: 'reserve'
}

/** The buy box's notice: the add's refusal (an e-gift card's size is its amount), or `?cart=added` after one. */
function cartNotice(
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
  t: Translator,
): ProductPageProps['notice'] {
  if (!refused) return query.get('cart') === 'added' ? { kind: 'success', text: t.t('cart.added') } : null
  const { errorId, message } = refused.refusal
  if (errorId === 'SIZE_REQUIRED' && product.digital)
    return { kind: 'error', text: t.t('egift.chooseAmount') }
  // A ready-made design's refusal has no fields to sum up, and its words are a design's (CUS404 of a design).
  if (refused.typed.has('design')) return { kind: 'error', text: message }
  // The error's own words sum it up; each field says its own message beside it. A message naming the number the
  // cart service gave ("You can add up to 12 of this item") is the refusal's, worded with it.
  const resolved = resolveError(errorId, '')
  return {
    kind: 'error',
    text: resolved.key && !ERROR_CATALOGUE[errorId]?.needsMax ? t.t(resolved.key) : message,
  }
}

/**
 * What a ready-made design's plain form came back with (decision 030): its refusal, shown at that design's form with
 * the size as posted, or "Added" there after it. A design the product does not offer has no form: its refusal is
 * the buy box's.
 */
function designOutcome(
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
): DesignOutcome | null {
  const offered = (code: string | undefined) =>
    code && product.personalisation?.designs.some((design) => design.code === code) ? code : null
  if (refused) {
    const code = offered(refused.typed.get('design')?.trim().toUpperCase())
    return code
      ? { code, kind: 'refused', message: refused.refusal.message, size: refused.typed.get('size') }
      : null
  }
  const code = offered(query.get('design') ?? undefined)
  return code && query.get('cart') === 'added' ? { code, kind: 'added' } : null
}

/**
 * A typed field given back, cut to one character past its limit: still too long, so its message still applies,
 * and no longer than the form could have sent.
 */
const keptText = (typed: URLSearchParams, name: string, max: number) =>
  [...(typed.get(name) ?? '')].slice(0, max + 1).join('')

/** The recipient an e-gift card's add was refused with, as typed, so the form shows it with its errors. */
function keptRecipient(refused: AddToBagRefusal | null, product: ProductDetails): GiftOption | null {
  if (!product.digital || !refused) return null
  return {
    to: keptText(refused.typed, 'giftTo', GIFT_MAX_LENGTH.to),
    email: keptText(refused.typed, 'giftEmail', GIFT_MAX_LENGTH.email),
    message: keptText(refused.typed, 'giftMessage', GIFT_MAX_LENGTH.message),
  }
}

/**
 * The quantity of a plain form's refused add, as typed, with the field's message when the quantity itself was
 * refused (not a whole number from 1 to the product's maximum); none without a refusal or a quantity.
 */
function keptQty(
  refused: AddToBagRefusal | null,
  product: ProductDetails,
  t: Translator,
): ProductPageProps['keptQty'] {
  if (!refused?.typed.has('qty')) return undefined
  return {
    value: keptText(refused.typed, 'qty', 9),
    error: refused.refusal.detail.fields?.qty
      ? t.t('error.quantity', { max: t.number(product.maxQty) })
      : null,
  }
}

/** The amount of the shopper's choosing an e-gift card's add was refused with, as typed. */
function keptAmount(refused: AddToBagRefusal | null, product: ProductDetails): string | null {
  if (!product.digital || refused?.typed.get('size') !== CUSTOM_AMOUNT_SIZE) return null
  return keptText(refused.typed, 'customAmount', CUSTOM_AMOUNT_MAX_LENGTH)
}

/**
 * How a personalisable product's option starts (decision 030): with the personalisation a refused add asked for,
 * as typed; or with the saved recipe a customised product URL names (`?recipe=`, spec 2 §2), when it is this
 * product's. Null for any other product or page.
 */
async function startingPersonalisation(
  c: AppContext,
  query: URLSearchParams,
  refused: AddToBagRefusal | null,
  product: ProductDetails,
): Promise<ProductPageProps['personalisation']> {
  if (!product.personalisation) return null
  if (refused?.typed.has('personalise'))
    return {
      on: true,
      text: keptText(refused.typed, 'personalText', PERSONAL_TEXT_MAX),
      thread: refused.typed.get('threadColour') ?? '',
      refused: true,
    }
  const recipeId = query.get('recipe')
  if (!recipeId || !RECIPE_ID.test(recipeId)) return null
  const recipe = await c.var.services.commerce.getRecipe(recipeId).catch((error: unknown) => {
    logEvent(c, 'warn', 'recipe not read', { error: String(error) })
    return null
  })
  return recipe && recipe.masterId === product.styleCode && isThreadColour(recipe.thread)
    ? { on: true, text: recipe.text, thread: recipe.thread, refused: false }
    : null
}

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
  const personalization = startPersonalization(c, { kind: 'product', productId: params.styleCode })
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
      return recommended.length > 0 ? (
        <MoreRail title={moreTitle(product.digital ? null : category, t)} products={recommended} />
      ) : null
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
