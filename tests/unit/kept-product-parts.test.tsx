import type { ReactElement } from 'react'
import { describe, expect, it } from 'vitest'
import type { ShopContextValue } from '../../client/i18n'
import type { ProductPageProps } from '../../client/pages/product/props'
import { ProductQuestionsSection } from '../../client/pages/product/sections'
import { ProductPage } from '../../client/pages/product-page'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { productTexts } from '../../mock-api/seed/product-texts'
import { BRANDS } from '../../shared/brands'
import { getBadges, type ProductDetails } from '../../shared/catalogue/catalogue'
import type { Question } from '../../shared/catalogue/community'
import { LOCALES, type LocaleInfo } from '../../shared/i18n/locales'
import { FEATURE_NAMES, type NO_FEATURES } from '../../shared/personalization/flags'
import { productPath } from '../../shared/routes'
import { counted, rendered, shopOf, whole } from '../fixtures/kept-render'
import { translatorOf } from '../fixtures/translator'

const german = translatorOf(LOCALES['de-de'] as LocaleInfo)

/** A seeded product's details as the catalogue client shapes them: a new call is a new answer (new objects). */
function detailsOf(index: number): ProductDetails {
  const seed = generateCatalogue().filter((product) => !product.digital)[index] as ReturnType<
    typeof generateCatalogue
  >[number]
  const usd = seed.prices.find((entry) => entry.currency === 'USD')
  const price = { currency: 'USD', original: usd?.original ?? 1, current: usd?.current ?? 1 }
  return {
    styleCode: seed.styleCode,
    name: seed.name,
    brand: seed.brand,
    url: productPath('en-us', seed.name, seed.styleCode),
    colours: seed.colours.map((colour) => ({
      ...colour,
      image: `/media/product/${seed.styleCode}/${colour.code}.svg`,
    })),
    price,
    rating: { score: seed.rating, count: seed.reviewCount },
    badges: getBadges(price),
    ...productTexts(seed, 'en'),
    masterId: seed.styleCode,
    productType: seed.kind,
    sizes: seed.sizes,
    sizeLabels: {},
    maxQty: 10,
    categoryId: seed.categoryId,
    digital: false,
    personalisation: null,
    variants: seed.variants.map((variant, position) => ({
      sku: variant.sku,
      colourCode: variant.colourCode,
      size: variant.size,
      inStock: position % 5 !== 0,
      price: { currency: 'USD', original: price.original, current: price.current },
    })),
  }
}

const product = detailsOf(0)
const colour = product.colours[0]?.code ?? ''
const pageOf = (overrides: Partial<ProductPageProps> = {}) => (
  <ProductPage
    product={product}
    category={null}
    colour={colour}
    size={null}
    notice={null}
    personalisation={null}
    compare={{ count: 0, included: false }}
    favoriteAdded={false}
    keptRecipient={null}
    keptAmount={null}
    {...overrides}
  />
)

const allFeatures = Object.fromEntries(FEATURE_NAMES.map((name) => [name, true])) as typeof NO_FEATURES
const size = product.sizes[1] as string

/** Each input of the product page, changed from a guest's first visit. */
const VARIANTS: [string, () => { node: ReactElement; shop?: ShopContextValue }][] = [
  ['a guest', () => ({ node: pageOf() })],
  ['a size chosen', () => ({ node: pageOf({ size }) })],
  ['another colour', () => ({ node: pageOf({ colour: product.colours[1]?.code ?? colour }) })],
  ['a refused add', () => ({ node: pageOf({ size, notice: { kind: 'error', text: 'Only 2 left' } }) })],
  ['a refused quantity', () => ({ node: pageOf({ keptQty: { value: '40', error: 'At most 10' } }) })],
  [
    'a recipe',
    () => ({ node: pageOf({ personalisation: { on: true, text: 'MIA', thread: 'gold', refused: false } }) }),
  ],
  [
    'a shopper with a favourite store',
    () => ({
      node: pageOf({
        myStore: {
          id: 'S1',
          name: 'Denver',
          stock: { [size]: 2 },
          colourName: 'Black',
          chosen: false,
          reserve: { action: '/en-us/reserve', colour, size: null, error: null },
        },
      }),
    }),
  ],
  [
    'a shopper with favourites',
    () => ({ node: pageOf({ favoriteAdded: true, compare: { count: 2, included: true } }) }),
  ],
  [
    'a shopper with every feature and the benefits experiment',
    () => ({
      node: pageOf(),
      shop: shopOf({
        flags: allFeatures,
        experiments: {
          experiences: { product_page: 'variant_a' },
          variables: { product_page: { show_benefits: true } },
        },
      }),
    }),
  ],
  ['another language', () => ({ node: pageOf(), shop: shopOf({ t: german }) })],
  ['another brand', () => ({ node: pageOf(), shop: shopOf({ brand: BRANDS[1] as (typeof BRANDS)[0] }) })],
  ['another catalogue answer', () => ({ node: pageOf({ product: detailsOf(0) }) })],
]

describe("the product page's parts kept per isolate", () => {
  it('renders the same markup, islands and words as the whole page, for each shopper and choice', () => {
    const first = pageOf()
    for (const [name, variant] of VARIANTS) {
      // A guest's page is kept first; each variant must get its own.
      rendered(first)
      const { node, shop } = variant()
      rendered(node, shop)
      expect(rendered(node, shop), name).toEqual(whole(node, shop))
    }
  })

  it('renders its head, buy box and availability once for the same product and choice', () => {
    let reads = 0
    const counted = new Proxy(detailsOf(0), {
      get(target, key, receiver) {
        if (key === 'variants') reads += 1
        return Reflect.get(target, key, receiver)
      },
    })
    rendered(pageOf({ product: counted }))
    expect(reads).toBeGreaterThan(0)
    const first = reads
    // Another shopper: their comparison, favourites, features and experiments are the page's own, not the parts'.
    const other = rendered(
      pageOf({ product: counted, compare: { count: 3, included: false }, favoriteAdded: true }),
      shopOf({ flags: allFeatures }),
    )
    expect(reads).toBe(first)
    expect(other).toEqual(
      whole(
        pageOf({ product: counted, compare: { count: 3, included: false }, favoriteAdded: true }),
        shopOf({ flags: allFeatures }),
      ),
    )
    // A size chosen is another head, buy box and availability.
    rendered(pageOf({ product: counted, size }))
    expect(reads).toBeGreaterThan(first)
  })

  it("renders a product's questions once for every shopper of the product, and anew for another answer", () => {
    const asked = (): Question[] => [
      {
        id: 'q1',
        text: 'Does it run small?',
        author: 'Sam',
        createdAt: '2026-10-02T09:00:00Z',
        answers: [
          {
            id: 'a1',
            text: 'True to size.',
            author: 'Kestrel',
            createdAt: '2026-10-03T09:00:00Z',
            helpful: 4,
            unhelpful: 0,
          },
        ],
      },
    ]
    const questions = counted(asked(), 'map')
    const section = <ProductQuestionsSection styleCode="KS100013" questions={questions.value} />
    const first = rendered(section)
    expect(first.html).toContain('Does it run small?')
    expect(first).toEqual(whole(section))
    const reads = questions.reads()
    expect(reads).toBeGreaterThan(0)
    // Another shopper of the same answer gets the kept markup, in German their own.
    expect(rendered(section)).toEqual(first)
    expect(questions.reads()).toBe(reads)
    const inGerman = rendered(section, shopOf({ t: german }))
    expect(inGerman).toEqual(whole(section, shopOf({ t: german })))
    // A new answer from the community service (a new object) is rendered anew.
    const fresh = <ProductQuestionsSection styleCode="KS100013" questions={asked()} />
    expect(rendered(fresh)).toEqual(whole(fresh))
  })
})
