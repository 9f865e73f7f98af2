import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import { Listing } from '../../client/components/listing'
import { ProductGrid } from '../../client/components/product-card'
import type { ShopContextValue } from '../../client/i18n'
import { MoreRail, ProductReviewsSection } from '../../client/pages/product/sections'
import { BRANDS } from '../../shared/brands'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import type { ReviewPage } from '../../shared/catalogue/community'
import { emptyListingState, type ListingState } from '../../shared/catalogue/listing'
import { LOCALES, type LocaleInfo } from '../../shared/i18n/locales'
import { FEATURE_NAMES, NO_FEATURES } from '../../shared/personalization/flags'
import { forgetIsolateCopies, purgeEntries } from '../../worker/cache/isolate-copies'
import { framesHeld, MAX_FRAME_BYTES, MAX_FRAMES } from '../../worker/render/shell-cache'
import { islandWords } from '../fixtures/island-markup'
import { counted, rendered, shopOf, whole } from '../fixtures/kept-render'
import { translatorOf } from '../fixtures/translator'

const french = translatorOf(LOCALES['fr-fr'] as LocaleInfo)
const german = translatorOf(LOCALES['de-de'] as LocaleInfo)

/** A product as one catalogue answer holds it: a new call is a new answer (new objects), as after a change. */
const productOf = (index: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  styleCode: `KS10${index}`,
  name: `Merino crew ${index}`,
  brand: 'Kestrel',
  url: `/en-us/p/merino-crew-KS10${index}`,
  colours: ['001', '002', '003'].map((code, shade) => ({
    code,
    name: ['Black', 'Sand', 'Moss'][shade] as string,
    hex: ['#000000', '#d2b48c', '#6b7b3a'][shade] as string,
    image: `/media/product/KS10${index}/${code}.svg`,
  })),
  price:
    index % 2
      ? { currency: 'USD', original: 80, current: 60 }
      : { currency: 'USD', original: 80, current: 80 },
  rating: { score: 4.5, count: index },
  badges: index % 2 ? ['marked-down'] : [],
  ...overrides,
})

const answerOf = (count = 6) => Array.from({ length: count }, (_, index) => productOf(index))

const reviewsOf = (sort: ReviewPage['sort'] = 'newest', language = 'en'): ReviewPage => ({
  summary: { average: 4.2, total: 12, histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars })) },
  sort,
  start: 0,
  reviews: Array.from({ length: 3 }, (_, index) => ({
    id: `R00000${index}`,
    rating: 4,
    title: 'Warm and light',
    body: 'Kept me warm on a windy ridge & packs into its own pocket.',
    language,
    author: 'Sam',
    location: 'Denver',
    createdAt: '2026-10-01T10:00:00Z',
    helpful: 3,
    unhelpful: 0,
    translatable: language !== 'en',
  })),
})

const listingOf = (
  products: ProductSummary[],
  { state = emptyListingState(), leadImage = true }: { state?: ListingState; leadImage?: boolean } = {},
) => (
  <Listing
    basePath="/en-us/c/men-1000"
    state={state}
    results={{ total: products.length, start: 0, products, facets: [] }}
    list="category:1000"
    leadImage={leadImage}
  />
)

const allFeatures = Object.fromEntries(FEATURE_NAMES.map((name) => [name, true])) as typeof NO_FEATURES
const experimenting = {
  experiences: { product_page: 'variant_a', home_hero: 'variant_b' },
  variables: { product_page: { show_benefits: true }, home_hero: { layout: 'wide' } },
}

/** One catalogue answer, and each input a card or a section reads changed from the first request's. */
const answer = answerOf()
const reviews = reviewsOf()
const VARIANTS: [string, () => { node: ReactElement; shop?: ShopContextValue }][] = [
  ['a listing', () => ({ node: listingOf(answer) })],
  [
    'a listing whose first card is not the lead picture',
    () => ({ node: listingOf(answer, { leadImage: false }) }),
  ],
  ['another order of the same products', () => ({ node: listingOf([...answer].reverse()) })],
  [
    'a listing filtered by colour',
    () => ({ node: listingOf(answer, { state: { ...emptyListingState(), filters: { colour: ['002'] } } }) }),
  ],
  ['a rail with no picture at once', () => ({ node: <ProductGrid products={answer} eagerCount={0} /> })],
  [
    'a rail whose links report clicks',
    () => ({
      node: (
        <MoreRail
          title="More"
          products={answer}
          pings={{
            KS101: 'https://shop.test/api/rec/click?id=r1',
            KS103: 'https://shop.test/api/rec/click?id=r2',
          }}
        />
      ),
    }),
  ],
  ['another language', () => ({ node: listingOf(answer), shop: shopOf({ t: french }) })],
  [
    'another brand',
    () => ({ node: listingOf(answer), shop: shopOf({ brand: BRANDS[1] as (typeof BRANDS)[0] }) }),
  ],
  ['another site', () => ({ node: listingOf(answer), shop: shopOf({ siteId: 'KST-CA' }) })],
  [
    'a shopper with every feature and experiments',
    () => ({ node: listingOf(answer), shop: shopOf({ flags: allFeatures, experiments: experimenting }) }),
  ],
  [
    // New prices come with a new answer from the catalogue: other objects.
    'the same products at new prices',
    () => ({
      node: listingOf(answer.map((product) => ({ ...product, price: { ...product.price, current: 40 } }))),
    }),
  ],
  [
    'the reviews',
    () => ({ node: <ProductReviewsSection product={answer[0] as ProductSummary} reviews={reviews} /> }),
  ],
  [
    'the reviews in German',
    () => ({
      node: <ProductReviewsSection product={answer[0] as ProductSummary} reviews={reviews} />,
      shop: shopOf({ t: german }),
    }),
  ],
  [
    'the reviews with a translation asked for',
    () => ({
      node: (
        <ProductReviewsSection
          product={answer[0] as ProductSummary}
          reviews={reviews}
          translation={{ id: 'R000000', title: 'Chaud', body: 'Très chaud' }}
        />
      ),
    }),
  ],
  [
    'the reviews of another product on the same page of reviews',
    () => ({ node: <ProductReviewsSection product={answer[1] as ProductSummary} reviews={reviews} /> }),
  ],
]

describe("a page's parts kept per isolate", () => {
  it('renders the same markup, islands and words as the whole part rendered at once', () => {
    for (const [name, variant] of VARIANTS) {
      const { node, shop } = variant()
      rendered(node, shop)
      expect(rendered(node, shop), name).toEqual(whole(node, shop))
    }
  })

  it('gives each request its own markup for every input a card or a section reads', () => {
    const [first, ...others] = VARIANTS.map(([name, variant]) => [name, variant()] as const)
    const firstReviews = others.find(([name]) => name === 'the reviews')?.[1].node as ReactElement
    for (const [name, { node, shop }] of others) {
      // The first request's parts are kept; the variant must not be given them.
      rendered(first?.[1].node as ReactElement)
      rendered(firstReviews)
      expect(rendered(node, shop), name).toEqual(whole(node, shop))
    }
  })

  it("still loads a kept section's island and sends its words", () => {
    const node = <ProductReviewsSection product={answer[0] as ProductSummary} reviews={reviews} />
    rendered(node)
    const kept = rendered(node)
    expect(kept.islands).toEqual(['product-reviews'])
    expect(islandWords(kept.html, 'product-reviews')).toEqual([expect.objectContaining({ bcp47: 'en-US' })])
  })

  it('renders a kept part in place when the page has already sent its words', () => {
    const other = reviewsOf('helpful')
    const second = <ProductReviewsSection product={answer[0] as ProductSummary} reviews={other} />
    rendered(second)
    const both = (
      <>
        <ProductReviewsSection product={answer[0] as ProductSummary} reviews={reviews} />
        {second}
      </>
    )
    rendered(both)
    const kept = rendered(both)
    expect(kept).toEqual(whole(both))
    expect(islandWords(kept.html, 'product-reviews')).toEqual([
      expect.objectContaining({ bcp47: 'en-US' }),
      null,
    ])
  })

  it('renders each card once for the same catalogue answer, and again for a new one', () => {
    // The sixth card's picture loads as it nears the screen: a card whose picture loads at once is rendered in
    // place, since React sends that picture's preload at the top of the page.
    const name = counted(productOf(5), 'name')
    const products = [...answerOf(5), name.value]
    rendered(listingOf(products))
    const reads = name.reads()
    expect(reads).toBeGreaterThan(0)
    // Another shopper, a rail of the same answer, another page: the card is kept.
    rendered(listingOf(products), shopOf({ flags: allFeatures, experiments: experimenting }))
    rendered(<ProductGrid products={products} eagerCount={0} />)
    rendered(<MoreRail title="More" products={products} />)
    expect(name.reads()).toBe(reads)

    const renamed = counted(productOf(5, { name: 'Merino crew, new season' }), 'name')
    const next = rendered(listingOf([...answerOf(5), renamed.value]))
    expect(renamed.reads()).toBeGreaterThan(0)
    expect(next.html).toContain('Merino crew, new season')
    expect(next.html).not.toContain('Merino crew 5<')
  })

  it('lets every kept part go when the isolate purges its copies', async () => {
    const name = counted(productOf(1), 'name')
    const products = [productOf(0), name.value]
    const rail = <ProductGrid products={products} eagerCount={0} />
    rendered(rail)
    rendered(rail)
    const reads = name.reads()
    expect(framesHeld().frames).toBeGreaterThan(0)
    const kv = { delete: async () => undefined } as unknown as KVNamespace
    await purgeEntries(kv, ['catalogue:search'])
    rendered(rail)
    // Rendered again, and the two cards of this rail are all the isolate now holds.
    expect(name.reads()).toBeGreaterThan(reads)
    expect(framesHeld().frames).toBe(2)
    forgetIsolateCopies(kv)
    rendered(<p>Nothing kept</p>)
    expect(framesHeld()).toEqual({ frames: 0, bytes: 0 })
  })

  it('keeps no more than its limit of parts, letting the least recently used go', () => {
    const first = counted(productOf(0), 'name')
    rendered(<ProductGrid products={[first.value]} eagerCount={0} />)
    const reads = first.reads()
    for (let page = 0; page < MAX_FRAMES / 48 + 1; page++)
      rendered(<ProductGrid products={answerOf(48)} eagerCount={0} />)
    expect(framesHeld().frames).toBe(MAX_FRAMES)
    rendered(<ProductGrid products={[first.value]} eagerCount={0} />)
    expect(first.reads()).toBeGreaterThan(reads)
    expect(framesHeld().frames).toBe(MAX_FRAMES)
  })

  it('keeps no more than its limit of markup, however few the parts', () => {
    const product = answer[0] as ProductSummary
    const reviewsBytes = () => {
      rendered(<ProductReviewsSection product={product} reviews={reviewsOf()} />)
      return framesHeld()
    }
    const { bytes: before } = reviewsBytes()
    const { bytes: after } = reviewsBytes()
    const each = after - before
    expect(each).toBeGreaterThan(2000)
    for (let page = 0; page < MAX_FRAME_BYTES / each + 10; page++) reviewsBytes()
    const held = framesHeld()
    expect(held.bytes).toBeLessThanOrEqual(MAX_FRAME_BYTES)
    expect(held.bytes).toBeGreaterThan(MAX_FRAME_BYTES - 2 * each)
    expect(held.frames).toBeLessThan(MAX_FRAMES)
  })

  it('renders a page whose content holds a mark like a kept part’s whole', () => {
    const node = (
      <>
        <div
          className="story"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a content block's sanitised markup, as editors write it
          dangerouslySetInnerHTML={{ __html: '<template data-kept-part="0"></template>' }}
        />
        {listingOf(answer)}
      </>
    )
    rendered(node)
    expect(rendered(node)).toEqual(whole(node))
  })

  it('reads no feature or experiment in a card or the reviews', () => {
    // Kept parts render with every feature off and no experiment (worker/render/kept-parts.tsx).
    const shopper = shopOf({ flags: allFeatures, experiments: experimenting })
    const none = shopOf({ flags: NO_FEATURES })
    for (const node of [
      <ProductGrid key="grid" products={answer} leadImage colours={['002']} />,
      <ProductReviewsSection key="reviews" product={answer[0] as ProductSummary} reviews={reviews} />,
    ])
      expect(whole(node, shopper).html).toBe(whole(node, none).html)
  })
})
