import type { Category, ProductDetails, ProductSummary } from '../../shared/catalogue'
import { type Question, REVIEW_LIMITS, REVIEWS_PAGE_SIZE, type ReviewPage } from '../../shared/community'
import { customAmountLimits } from '../../shared/egift-amount'
import { validateCustomAmount } from '../../shared/egift-amount-check'
import {
  DEFAULT_THREAD,
  PERSONAL_TEXT_MAX,
  type PersonalisationErrors,
  THREAD_COLOURS,
  type ThreadColour,
  validatePersonalisation,
} from '../../shared/embroidery'
import { booleanVariable, EXPERIMENT_FLAG_KEYS } from '../../shared/flags'
import type { GiftOption } from '../../shared/gift-option'
import type { Translator } from '../../shared/i18n'
import { cartPath, checkoutPath, comparePath } from '../../shared/routes'
import { isShoeSizeType } from '../../shared/shoe-sizes'
import { sortBySize } from '../../shared/sizes'
import { distanceTemplate } from '../../shared/store-view'
import { Breadcrumb } from '../components/breadcrumb'
import { customLineLabels } from '../components/custom-labels'
import { Deferred, ProductRailSkeleton } from '../components/deferred'
import { giftFieldsLabels } from '../components/gift-fields'
import { Price, priceLabels, priceText } from '../components/price'
import { ProductGrid } from '../components/product-card'
import { SizeChart, type SizeChartData } from '../components/size-chart'
import { SizeGuide } from '../components/size-guide'
import { useShop } from '../i18n'
import { BackInStock } from '../islands/back-in-stock'
import { BuyBox, type BuyBoxProps, buyBoxFormId } from '../islands/buy-box'
import { Island } from '../islands/island'
import { ListAdd } from '../islands/list-add'
import { ProductGallery } from '../islands/product-gallery'
import { ProductPrice, type ProductPriceProps } from '../islands/product-price'
import { ProductQuestions } from '../islands/product-questions'
import { ProductReviews, type ReviewLabels, type ReviewTranslationShown } from '../islands/product-reviews'
import { StoreAvailabilityFinder } from '../islands/store-availability'

export interface ProductPageProps {
  product: ProductDetails
  category: Category | null
  colour: string
  size: string | null
  notice: BuyBoxProps['initialNotice']
  /**
   * A personalisable product's option as it starts: the values a form post without JavaScript was refused with, or
   * a saved recipe's (`?recipe=`, spec 2 §2's customised product URL). Null: it starts unticked and empty.
   */
  personalisation: { on: boolean; text: string; thread: string; refused: boolean } | null
  /** The shopper's comparison: how many products, and whether this one is in it. */
  compare: { count: number; included: boolean }
  /** Whether this product was just added to the shopper's favorites (a plain form's answer). */
  favoriteAdded: boolean
  /** An e-gift card's recipient a form post without JavaScript was refused with, as typed; null otherwise. */
  keptRecipient: GiftOption | null
  /** An e-gift card's amount of the shopper's choosing a form post came back with, as typed; null otherwise. */
  keptAmount: string | null
}

/**
 * The product page's sections that the worker streams in when their data arrives (worker/routes/pages/
 * product.tsx), each in its own hole of the page.
 */
export const PRODUCT_SECTIONS = {
  favorite: 'favorite',
  sizeChart: 'size-chart',
  content: 'product-content',
  set: 'product-set',
  reviews: 'reviews',
  questions: 'questions',
  more: 'more',
} as const

/** The prices of sizes that cost something other than the product's low price. */
function sizePrices(product: ProductDetails, t: Translator): ProductPriceProps['bySize'] {
  const bySize: ProductPriceProps['bySize'] = {}
  for (const variant of product.variants) {
    const { original, current } = variant.price
    if (current === product.price.current && original === product.price.original) continue
    bySize[variant.size] ??= priceText(variant.price, t)
  }
  return bySize
}

/**
 * "Another amount" of an e-gift card: the limits in the page's currency, each refusal worded with them, and what a
 * form post came back with (the amount as typed, and why it was refused, when it was).
 */
function customAmountProps(t: Translator, kept: string | null): NonNullable<BuyBoxProps['egift']>['custom'] {
  const { currency } = t.locale
  const { min, max } = customAmountLimits(currency)
  const limits = { min: t.money(min), max: t.money(max) }
  const checked = kept === null ? null : validateCustomAmount(kept, currency)
  return {
    currency,
    kept,
    keptError: checked && !checked.ok ? t.t(checked.error.key, limits) : null,
    labels: {
      other: t.t('egift.amount.other'),
      field: t.t('egift.amount.label', { currency }),
      hint: t.t('egift.amount.hint', limits),
    },
    errors: {
      'egift.amount.required': t.t('egift.amount.required', limits),
      'egift.amount.whole': t.t('egift.amount.whole', limits),
      'egift.amount.range': t.t('egift.amount.range', limits),
    },
  }
}

/** Why a personalisation a form post was refused with was refused, by field, so the page shows it at once. */
function refusedErrors(value: { text: string; thread: string }): PersonalisationErrors {
  const checked = validatePersonalisation(value)
  return checked.ok ? {} : checked.errors
}

const VIEW_KEYS = {
  front: 'art.view.front',
  back: 'art.view.back',
  side: 'art.view.side',
  top: 'art.view.top',
  sole: 'art.view.sole',
  detail: 'art.view.detail',
} as const

/** The words for a product picture's view, for the gallery's buttons and alt texts; a view unknown here is a front. */
const viewLabel = (view: string, t: ReturnType<typeof useShop>['t']) =>
  t.t(VIEW_KEYS[view as keyof typeof VIEW_KEYS] ?? VIEW_KEYS.front)

export const moreTitle = (category: Category | null, t: ReturnType<typeof useShop>['t']) =>
  category ? t.t('product.more', { category: category.name }) : t.t('product.moreFallback')

export function ProductPage({
  product,
  category,
  colour,
  size,
  notice,
  personalisation,
  compare,
  favoriteAdded,
  keptRecipient,
  keptAmount,
}: ProductPageProps) {
  const { t, flags, experiments } = useShop()
  const trail = category
    ? [...category.trail, { id: category.id, name: category.name, url: category.url }]
    : []
  // The e-gift card's shelf holds only itself: what it recommends is not more of its category.
  const more = moreTitle(product.digital ? null : category, t)
  const badgeKeys = { 'free-gift': 'badge.freeGift', 'marked-down': 'badge.markedDown' } as const
  return (
    <div className="product-page">
      <Breadcrumb trail={trail} current={product.name} />
      <div className="product-page__main">
        {/* Name and price first: on a phone they come before the pictures, on the first screen (decision 055). */}
        <div className="product-page__head">
          <p className="product-page__brand">{product.brand}</p>
          <h1>{product.name}</h1>
          {product.badges.map((badge) => (
            <span key={badge} className={`badge badge--${badge}`}>
              {t.t(badgeKeys[badge])}
            </span>
          ))}
          {personalisation?.on && !personalisation.refused ? (
            <p className="product-page__customised">
              <span className="badge">{t.t('product.customised')}</span>{' '}
              {t.t('custom.line', {
                text: personalisation.text,
                thread: t.t(`custom.thread.${personalisation.thread as ThreadColour}`),
              })}
            </p>
          ) : null}
          <Island
            name="product-price"
            component={ProductPrice}
            props={{
              product: priceText(product.price, t),
              bySize: sizePrices(product, t),
              initialSize: size,
              labels: priceLabels(t),
            }}
          />
          {product.rating.count > 0 ? (
            <p className="product-page__rating">
              <span aria-hidden="true">★ </span>
              {`${t.number(product.rating.score)} / 5 (${t.number(product.rating.count)})`}
            </p>
          ) : null}
        </div>
        <div className="product-page__gallery">
          <Island
            name="product-gallery"
            component={ProductGallery}
            props={{
              colours: product.colours.map(({ code, name, image, views }) => ({
                code,
                name,
                image,
                views: (views ?? [{ view: 'front', image }]).map((entry) => {
                  const label = viewLabel(entry.view, t)
                  return { image: entry.image, label, alt: `${product.name}, ${name}, ${label}` }
                }),
              })),
              initialColour: colour,
              thumbnailsLabel: t.t('product.colour'),
              viewsLabel: t.t('art.views'),
            }}
          />
        </div>
        <div className="product-page__details">
          <Island
            name="buy-box"
            component={BuyBox}
            props={{
              locale: t.locale.code,
              styleCode: product.styleCode,
              productPath: product.url,
              colours: product.colours.map(({ code, name, hex }) => ({ code, name, hex })),
              sizes: product.sizes,
              sizeLabels: product.sizeLabels,
              variants: product.variants,
              maxQty: product.maxQty,
              initialColour: colour,
              initialSize: size,
              initialNotice: notice,
              bcp47: t.locale.bcp47,
              paths: { bag: cartPath(t.locale.code), checkout: checkoutPath(t.locale.code) },
              miniCart: {
                title: t.t('miniCart.title'),
                close: t.t('miniCart.close'),
                colour: t.t('product.colour'),
                size: t.t('product.size'),
                quantity: t.t('cart.quantity'),
                subtotalOne: t.t('miniCart.subtotal_one'),
                subtotalOther: t.t('miniCart.subtotal_other'),
                checkout: t.t('checkout.toCheckout'),
                viewBag: t.t('page.viewBag'),
                continueShopping: t.t('page.continueShopping'),
                sentTo: t.t('egift.sentTo'),
                custom: customLineLabels(t),
              },
              labels: {
                colour: t.t('product.selectedColour'),
                size: t.t('product.size'),
                quantity: t.t('cart.quantity'),
                addToBag: t.t('cart.addToBag'),
                adding: t.t('cart.adding'),
                update: t.t('cart.update'),
                chooseSize: t.t('cart.chooseSize'),
                soldOut: t.t('product.soldOut'),
                added: t.t('cart.added'),
                quantityError: t.t('error.quantity', { max: t.number(product.maxQty) }),
                genericError: t.t('error.generic'),
                pickingUp: t.t('stores.pickingUp'),
                deliverInstead: t.t('stores.deliverInstead'),
              },
              egift: product.digital
                ? {
                    amounts: Object.fromEntries(
                      product.variants.map((variant) => [
                        variant.size,
                        t.money(variant.price.current, variant.price.currency),
                      ]),
                    ),
                    kept: keptRecipient,
                    custom: customAmountProps(t, keptAmount),
                    labels: {
                      amount: t.t('egift.amount'),
                      chooseAmount: t.t('egift.chooseAmount'),
                      recipient: t.t('egift.recipient'),
                      byEmail: t.t('egift.byEmail'),
                      fields: giftFieldsLabels(t),
                    },
                  }
                : null,
              personalise: product.personalisation
                ? {
                    surcharge: t.money(product.personalisation.surcharge, product.price.currency),
                    initial: {
                      on: personalisation?.on ?? false,
                      text: personalisation?.text ?? '',
                      thread: personalisation?.thread ?? DEFAULT_THREAD,
                    },
                    refused: personalisation?.refused ?? false,
                    initialErrors: personalisation?.refused ? refusedErrors(personalisation) : {},
                    max: PERSONAL_TEXT_MAX,
                    threads: THREAD_COLOURS.map((thread) => ({
                      code: thread.code,
                      hex: thread.hex,
                      name: t.t(`custom.thread.${thread.code}`),
                    })),
                    labels: {
                      personalise: t.t('custom.personalise'),
                      title: t.t('custom.title'),
                      text: t.t('custom.text'),
                      textHint: t.t('custom.textHint'),
                      count: t.t('custom.count'),
                      thread: t.t('custom.thread'),
                      madeToOrder: t.t('custom.madeToOrder'),
                      noReturns: t.t('custom.noReturns'),
                      errors: {
                        textRequired: t.t('custom.error.textRequired'),
                        tooLong: t.t('custom.error.tooLong', { max: PERSONAL_TEXT_MAX }),
                        characters: t.t('custom.error.characters'),
                        blocked: t.t('custom.error.blocked'),
                        thread: t.t('custom.error.thread'),
                      },
                    },
                  }
                : null,
            }}
          />
          {isShoeSizeType(product.productType) ? (
            <SizeGuide productType={product.productType} sizes={product.sizes} />
          ) : (
            <Deferred id={PRODUCT_SECTIONS.sizeChart} fallback={null} />
          )}
          {/* An e-gift card is sent by email: never out of stock, never in a store. */}
          {product.digital ? null : (
            <>
              <Island
                name="back-in-stock"
                component={BackInStock}
                props={{
                  locale: t.locale.code,
                  styleCode: product.styleCode,
                  initialColour: colour,
                  // The select shows each size as the market reads it, in natural order; it sends the SKU.
                  variants: sortBySize(product.variants, (variant) => variant.size).map((variant) => ({
                    ...variant,
                    size: product.sizeLabels[variant.size] ?? variant.size,
                  })),
                  labels: {
                    title: t.t('backInStock.title'),
                    size: t.t('backInStock.size'),
                    chooseSize: t.t('backInStock.chooseSize'),
                    sizeRequired: t.t('backInStock.sizeRequired'),
                    email: t.t('backInStock.email'),
                    submit: t.t('backInStock.submit'),
                    done: t.t('backInStock.done'),
                    invalidEmail: t.t('form.email'),
                    genericError: t.t('error.generic'),
                  },
                }}
              />
              <Island
                name="store-availability"
                component={StoreAvailabilityFinder}
                props={{
                  locale: t.locale.code,
                  styleCode: product.styleCode,
                  variants: product.variants.map(({ sku, colourCode, size }) => ({ sku, colourCode, size })),
                  initialColour: colour,
                  initialSize: size,
                  labels: {
                    check: t.t('stores.check'),
                    postalCode: t.t('stores.postalCode'),
                    find: t.t('stores.find'),
                    useLocation: t.t('stores.useLocation'),
                    locating: t.t('stores.locating'),
                    locationDenied: t.t('stores.locationDenied'),
                    none: t.t('stores.none'),
                    chooseSize: t.t('stores.chooseSize'),
                    inStock: t.t('stores.inStock'),
                    lowStock: t.t('stores.lowStock'),
                    outOfStock: t.t('stores.outOfStock'),
                    distance: distanceTemplate(t),
                    pickHere: t.t('stores.pickHere'),
                    results: t.t('stores.results'),
                    invalidPostalCode: t.t('stores.invalidPostalCode'),
                    genericError: t.t('error.generic'),
                  },
                }}
              />
            </>
          )}
          {booleanVariable(experiments, EXPERIMENT_FLAG_KEYS.productPage, 'show_benefits') ? (
            <ul className="product-page__benefits" aria-label={t.t('product.benefits')}>
              <li>{t.t('product.benefit.returns')}</li>
              <li>{t.t('product.benefit.pickup')}</li>
            </ul>
          ) : null}
          {flags.allowFavorites ? (
            <div className="product-page__favorite">
              {favoriteAdded ? (
                <p className="notice notice--success" role="status">
                  {t.t('favorites.added')}
                </p>
              ) : null}
              <Deferred
                id={PRODUCT_SECTIONS.favorite}
                fallback={<FavoriteControl product={product} colour={colour} saved={false} />}
              />
            </div>
          ) : null}
          <div className="product-page__compare">
            {compare.included ? (
              <>
                <p>{t.t('compare.added')}</p>
                <a href={comparePath(t.locale.code)}>{t.t('compare.view', { count: compare.count })}</a>
              </>
            ) : (
              <Island
                name="list-add"
                component={ListAdd}
                props={{
                  action: comparePath(t.locale.code),
                  locale: t.locale.code,
                  fields: { intent: 'add', styleCode: product.styleCode },
                  list: 'compare',
                  listHref: comparePath(t.locale.code),
                  count: compare.count,
                  labels: {
                    add: t.t('compare.add'),
                    added: t.t('compare.added'),
                    view: t.t('compare.view'),
                    failed: t.t('error.generic'),
                  },
                }}
              />
            )}
          </div>
          <h2 className="product-page__label">{t.t('product.description')}</h2>
          <p>{product.description}</p>
          <ProductFacts title={t.t('product.features')} lines={product.features} />
          <ProductFacts title={t.t('product.materials')} lines={product.materials} />
          <ProductFacts title={t.t('product.care')} lines={product.care} />
        </div>
      </div>
      {/* The content service's blocks for this product (complete the look, notes on fit), streamed in. */}
      <Deferred id={PRODUCT_SECTIONS.content} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.set} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.reviews} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.questions} fallback={null} />
      <Deferred id={PRODUCT_SECTIONS.more} fallback={<MoreRail title={more} />} />
      {/* On a phone, once the buy box's button has scrolled away (a scroll-driven animation, no script): the buy box's
          own form, submitted from here, checks and adds as its button does (decision 055). */}
      <div className="product-page__buy-bar">
        <div className="product-page__buy-bar-text">
          <p className="product-page__buy-bar-name">{product.name}</p>
          <Price price={product.price} />
        </div>
        <button type="submit" form={buyBoxFormId(product.styleCode)} className="button">
          {t.t('cart.addToBag')}
        </button>
      </div>
    </div>
  )
}

/** One part of the product's copy (features, materials, care): a heading and its lines, nothing when it has none. */
function ProductFacts({ title, lines }: { title: string; lines: readonly string[] }) {
  if (lines.length === 0) return null
  return (
    <>
      <h3 className="product-page__facts-title">{title}</h3>
      <ul className="product-page__facts">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  )
}

function reviewLabels(t: Translator): ReviewLabels {
  return {
    title: t.t('reviews.title'),
    average: t.t('reviews.average'),
    basedOnOne: t.t('reviews.basedOn_one'),
    basedOnOther: t.t('reviews.basedOn_other'),
    none: t.t('reviews.none'),
    sort: t.t('reviews.sort'),
    sorts: {
      newest: t.t('reviews.sort.newest'),
      helpful: t.t('reviews.sort.helpful'),
      'rating-high': t.t('reviews.sort.rating-high'),
      'rating-low': t.t('reviews.sort.rating-low'),
    },
    apply: t.t('listing.apply'),
    more: t.t('reviews.more'),
    previous: t.t('reviews.previous'),
    next: t.t('reviews.next'),
    helpful: t.t('reviews.helpful'),
    yes: t.t('reviews.yes'),
    no: t.t('reviews.no'),
    voted: t.t('reviews.voted'),
    report: t.t('reviews.report'),
    reported: t.t('reviews.reported'),
    translate: t.t('reviews.translate'),
    showOriginal: t.t('reviews.showOriginal'),
    translationFailed: t.t('reviews.translationFailed'),
    translatedFrom: {
      en: t.t('reviews.translatedFrom.en'),
      fr: t.t('reviews.translatedFrom.fr'),
      de: t.t('reviews.translatedFrom.de'),
      it: t.t('reviews.translatedFrom.it'),
      es: t.t('reviews.translatedFrom.es'),
      nl: t.t('reviews.translatedFrom.nl'),
    },
    write: t.t('reviews.write'),
    rating: t.t('reviews.rating'),
    starsOne: t.t('reviews.stars_one'),
    starsOther: t.t('reviews.stars_other'),
    reviewTitle: t.t('reviews.reviewTitle'),
    body: t.t('reviews.body'),
    nickname: t.t('reviews.nickname'),
    submit: t.t('reviews.submit'),
    submitting: t.t('reviews.submitting'),
    thanks: t.t('reviews.thanks'),
    by: t.t('reviews.by'),
    byFrom: t.t('reviews.byFrom'),
    charactersLeft: t.t('reviews.charactersLeft'),
    histogram: t.t('reviews.histogram'),
    required: t.t('form.required'),
    tooLong: t.t('form.tooLong', { max: REVIEW_LIMITS.title }),
    tooShort: t.t('form.tooShort', { min: REVIEW_LIMITS.authorMin }),
    invalidName: t.t('form.name'),
    genericError: t.t('error.generic'),
  }
}

/**
 * "Add to favorites", added in place (the `list-add` island; a plain form without JavaScript), or a link to the
 * list when this product in this colour is in it.
 */
export function FavoriteControl({
  product,
  colour,
  saved,
  count = 0,
}: {
  product: Pick<ProductDetails, 'styleCode' | 'url'>
  colour: string
  saved: boolean
  /** How many favourites the shopper has. */
  count?: number
}) {
  const { t } = useShop()
  const listHref = `/${t.locale.code}/favorites`
  if (saved) return <a href={listHref}>{t.t('favorites.saved')}</a>
  return (
    <Island
      name="list-add"
      component={ListAdd}
      props={{
        action: listHref,
        locale: t.locale.code,
        fields: { intent: 'add', styleCode: product.styleCode, colour, returnTo: product.url },
        list: 'favorites',
        listHref,
        count,
        labels: {
          add: t.t('favorites.add'),
          mark: '♡',
          added: t.t('favorites.added'),
          view: t.t('favorites.viewCount'),
          failed: t.t('error.generic'),
        },
      }}
    />
  )
}

/** The size chart of the product's type, with the foot-size guide for shoes. */
export function SizeChartSection({
  chart,
  productType,
}: {
  chart: SizeChartData
  productType: string | null
}) {
  const { t } = useShop()
  return (
    <SizeChart
      chart={chart}
      footSizesUrl={productType?.endsWith('shoes') ? `/${t.locale.code}/foot-sizes` : undefined}
    />
  )
}

/** Other products of the set this one belongs to. */
export function ProductSetSection({
  styleCode,
  set,
}: {
  styleCode: string
  set: { name: string; products: ProductSummary[] }
}) {
  const { t } = useShop()
  return (
    <section className="product-rail" aria-labelledby="set-title">
      <h2 id="set-title">{t.t('product.set', { name: set.name })}</h2>
      <ProductGrid products={set.products} eagerCount={0} list={`set:${styleCode}`} />
    </section>
  )
}

/** "More from this category": placeholders until the products arrive. */
export function MoreRail({ title, products }: { title: string; products?: ProductSummary[] }) {
  return (
    <section className="product-rail" aria-labelledby="more-title">
      <h2 id="more-title">{title}</h2>
      {products ? (
        <ProductGrid products={products} eagerCount={0} list="recommendations:pdp-similar" />
      ) : (
        <ProductRailSkeleton count={4} />
      )}
    </section>
  )
}

/** The reviews of the product, with sorting, paging, voting, reporting and the review form. */
export function ProductReviewsSection({
  product,
  reviews,
  translation = null,
}: {
  product: Pick<ProductDetails, 'styleCode' | 'url'>
  reviews: ReviewPage
  /** A review a link without JavaScript asked to see translated, with its translation or its refusal. */
  translation?: ReviewTranslationShown | null
}) {
  const { t } = useShop()
  return (
    <Island
      name="product-reviews"
      component={ProductReviews}
      props={{
        styleCode: product.styleCode,
        locale: t.locale.code,
        language: t.locale.language,
        bcp47: t.locale.bcp47,
        dateFormat: t.locale.dateFormat,
        productPath: product.url,
        page: reviews,
        pageSize: REVIEWS_PAGE_SIZE,
        labels: reviewLabels(t),
        translation,
      }}
    />
  )
}

/** Shoppers' questions about the product and their answers, with the question form. */
export function ProductQuestionsSection({
  styleCode,
  questions,
}: {
  styleCode: string
  questions: Question[]
}) {
  const { t } = useShop()
  return (
    <Island
      name="product-questions"
      component={ProductQuestions}
      props={{
        styleCode,
        locale: t.locale.code,
        bcp47: t.locale.bcp47,
        dateFormat: t.locale.dateFormat,
        questions,
        labels: {
          title: t.t('questions.title'),
          none: t.t('questions.none'),
          ask: t.t('questions.ask'),
          text: t.t('questions.text'),
          nickname: t.t('reviews.nickname'),
          submit: t.t('questions.submit'),
          submitting: t.t('reviews.submitting'),
          thanks: t.t('questions.thanks'),
          answersOne: t.t('questions.answers_one'),
          answersOther: t.t('questions.answers_other'),
          askedBy: t.t('questions.askedBy'),
          answeredBy: t.t('questions.answeredBy'),
          helpful: t.t('questions.helpful'),
          yes: t.t('reviews.yes'),
          no: t.t('reviews.no'),
          voted: t.t('reviews.voted'),
          required: t.t('form.required'),
          tooLong: t.t('form.tooLong'),
          tooShort: t.t('form.tooShort'),
          invalidName: t.t('form.name'),
          genericError: t.t('error.generic'),
        },
      }}
    />
  )
}
