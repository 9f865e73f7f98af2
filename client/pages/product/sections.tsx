/**
 * The product page's sections that the worker streams in when their data arrives (worker/routes/pages/
 * product.tsx), each in its own hole of the page, and what each renders there.
 */
import type { Category, ProductDetails, ProductSummary } from '../../../shared/catalogue/catalogue'
import { type Question, REVIEWS_PAGE_SIZE, type ReviewPage } from '../../../shared/catalogue/community'
import type { Translator } from '../../../shared/i18n/i18n'
import { ProductRailSkeleton } from '../../components/deferred'
import { KeptPart } from '../../components/kept-part'
import { ProductGrid } from '../../components/product-card'
import { SizeChart, type SizeChartData } from '../../components/size-chart'
import { useShop } from '../../i18n'
import { Island } from '../../islands/island'
import { ProductQuestions } from '../../islands/product-questions'
import { ProductReviews, type ReviewTranslationShown } from '../../islands/product-reviews'

export const PRODUCT_SECTIONS = {
  favorite: 'favorite',
  sizeChart: 'size-chart',
  content: 'product-content',
  set: 'product-set',
  reviews: 'reviews',
  questions: 'questions',
  more: 'more',
} as const

export const moreTitle = (category: Category | null, t: Translator) =>
  category ? t.t('product.more', { category: category.name }) : t.t('product.moreFallback')

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
export function MoreRail({
  title,
  products,
  pings,
}: {
  title: string
  products?: ProductSummary[]
  /** Where each recommended product's link reports a click, by style code (its recommendation id's). */
  pings?: Readonly<Record<string, string>>
}) {
  // The placeholder and the rail that replaces it are in the document together until the swap: ids of their own.
  const titleId = products ? 'more-title' : 'more-title-pending'
  return (
    <section className="product-rail" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {products ? (
        <ProductGrid products={products} eagerCount={0} list="recommendations:pdp-similar" pings={pings} />
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
  const island = (
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
        translation,
      }}
    />
  )
  // The same for every shopper of this page of reviews, unless it shows the translation one of them asked for.
  return translation ? (
    island
  ) : (
    <KeptPart holder={reviews} name={`reviews|${product.styleCode}|${product.url}`}>
      {island}
    </KeptPart>
  )
}

/**
 * Shoppers' questions about the product and their answers, with the question form: the same for every shopper of
 * the product, so kept (decision 125).
 */
export function ProductQuestionsSection({
  styleCode,
  questions,
}: {
  styleCode: string
  questions: Question[]
}) {
  const { t } = useShop()
  return (
    <KeptPart holder={questions} name={`questions|${styleCode}`}>
      <Island
        name="product-questions"
        component={ProductQuestions}
        props={{
          styleCode,
          locale: t.locale.code,
          bcp47: t.locale.bcp47,
          dateFormat: t.locale.dateFormat,
          questions,
        }}
      />
    </KeptPart>
  )
}
