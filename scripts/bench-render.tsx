/**
 * Render CPU of a 48-card listing page: React's web-stream renderer, `renderToString`, and the storefront's
 * streaming path (string shell plus streamed holes), on the same tree, interleaved in one run; and the listing at
 * 24, 48 and 96 cards by `renderToString` and the storefront's path, for the cost of a card. The storefront's path
 * renders as a warm isolate does: the shell's frames were kept by the first round (worker/render/shell-cache.tsx).
 * Bundled and run by scripts/bench.ts; prints JSON.
 */
import { renderToReadableStream, renderToString } from 'react-dom/server.edge'
import { LayoutBottom, LayoutTop } from '../client/components/layout'
import { CategoryPage } from '../client/pages/category-page'
import { HomePage } from '../client/pages/home-page'
import { ProductReviewsSection, SizeChartSection } from '../client/pages/product/sections'
import { ProductPage } from '../client/pages/product-page'
import { generateCatalogue } from '../mock-api/seed/catalogue'
import { productTexts } from '../mock-api/seed/product-texts'
import { DEFAULT_BRAND } from '../shared/brands'
import { getBadges, type ProductDetails, type ProductSummary } from '../shared/catalogue/catalogue'
import type { ReviewPage } from '../shared/catalogue/community'
import { emptyListingState } from '../shared/catalogue/listing'
import { parseBlocks } from '../shared/content/blocks'
import type { SiteChrome } from '../shared/content/content'
import { sanitizeHtml } from '../shared/content/rich-text'
import { getTranslator } from '../shared/i18n/i18n'
import { LOCALES } from '../shared/i18n/locales'
import { en } from '../shared/i18n/messages/en'
import { NO_EXPERIMENTS, NO_FEATURES } from '../shared/personalization/flags'
import { productPath } from '../shared/routes'
import { MEN_CATEGORY } from '../tests/fixtures/category-paths'
import { pageProviders, renderPageParts } from '../worker/render/shell'
import { streamDocument } from '../worker/render/stream'

const locale = LOCALES['en-us'] as NonNullable<(typeof LOCALES)[string]>
const t = getTranslator(locale, en)
const products: ProductSummary[] = generateCatalogue()
  .slice(0, 96)
  .map((product) => {
    const usd = product.prices.find((entry) => entry.currency === 'USD')
    const price = {
      currency: 'USD',
      original: usd?.original ?? 1,
      current: usd?.current ?? 1,
      ...(usd?.highCurrent
        ? { highOriginal: usd.highOriginal ?? usd.highCurrent, highCurrent: usd.highCurrent }
        : {}),
    }
    return {
      styleCode: product.styleCode,
      name: product.name,
      brand: product.brand,
      url: productPath('en-us', product.name, product.styleCode),
      colours: product.colours.map((colour) => ({
        ...colour,
        image: `/media/product/${product.styleCode}/${colour.code}.svg`,
      })),
      price,
      rating: { score: product.rating, count: product.reviewCount },
      badges: getBadges(price),
    }
  })

const chrome: SiteChrome = {
  menu: {
    items: ['Men', 'Women', 'Kids', 'Footwear', 'Bags', 'Equipment'].map((title, index) => ({
      id: `m${index}`,
      title,
      url: `/en-us/c/${title.toLowerCase()}-${index + 1}000`,
      columns: [0, 1, 2].map((column) => [
        {
          id: `m${index}-${column}`,
          title: `Section ${column}`,
          url: `/en-us/c/s-${index}${column}00`,
          links: [0, 1, 2, 3].map((link) => ({
            id: `l${index}${column}${link}`,
            title: `Link ${link}`,
            url: `/en-us/c/l-${index}${column}${link}0`,
            featured: false,
          })),
        },
      ]),
      shopAll: { text: null, hideOnSmall: false, hideOnLarge: false },
      banner: null,
    })),
  },
  footer: {
    columns: [{ title: 'Help', links: [{ text: 'Contact us', url: '/en-us/help/contact-us' }] }],
    legal: [],
    note: null,
  },
  promoBar: {
    autorotateMs: 5000,
    closable: true,
    messages: [
      {
        id: 'p',
        text: 'Free shipping',
        html: sanitizeHtml('Free <strong>shipping</strong>'),
        link: null,
        clickable: false,
        textColor: null,
        background: null,
      },
    ],
  },
}

const shop = {
  brand: DEFAULT_BRAND,
  t,
  siteId: 'KST-US',
  flags: { ...NO_FEATURES, allowFavorites: true },
  experiments: NO_EXPERIMENTS,
}

/** The providers of a page's parts, as the worker renders them (a new island collector per page). */
const renderer = () => pageProviders(shop, new Set())
const wrap = (node: React.ReactNode) => renderer().wrap(node)

/** A page as the storefront sends it: a shell, and sections streamed into its holes. */
interface Tree {
  pathname: string
  page: React.ReactElement
  sections: React.ReactElement[]
}

const listing = (cards = 48): Tree => ({
  pathname: '/en-us/c/men-1000',
  sections: [],
  page: (
    <CategoryPage
      category={MEN_CATEGORY}
      results={{ total: cards * 2, start: 0, products: products.slice(0, cards), facets: [] }}
      state={emptyListingState()}
      content={null}
    />
  ),
})

const seedProduct = generateCatalogue()[0] as NonNullable<ReturnType<typeof generateCatalogue>[number]>
const details: ProductDetails = {
  ...(products[0] as ProductSummary),
  ...productTexts(seedProduct, 'en'),
  masterId: seedProduct.styleCode,
  productType: seedProduct.kind,
  sizes: seedProduct.sizes,
  sizeLabels: {},
  maxQty: 999999,
  categoryId: seedProduct.categoryId,
  digital: seedProduct.digital,
  personalisation: null,
  variants: seedProduct.variants.map((variant) => ({
    sku: variant.sku,
    colourCode: variant.colourCode,
    size: variant.size,
    inStock: variant.onlineStock > 0,
    price: {
      currency: 'USD',
      original: variant.premium ? (products[0]?.price.highOriginal ?? 1) : (products[0]?.price.original ?? 1),
      current: variant.premium ? (products[0]?.price.highCurrent ?? 1) : (products[0]?.price.current ?? 1),
    },
  })),
}
const reviewPage: ReviewPage = {
  summary: { average: 4.2, total: 12, histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars })) },
  sort: 'newest',
  start: 0,
  reviews: Array.from({ length: 5 }, (_, index) => ({
    id: `R${index}`,
    rating: 4,
    title: 'Warm and light',
    body: 'Kept me warm on a windy ridge and packs into its own pocket.',
    language: 'en',
    author: 'Sam',
    location: 'Denver',
    createdAt: '2026-10-01T10:00:00Z',
    helpful: 3,
    unhelpful: 0,
    translatable: false,
  })),
}
const product = (): Tree => ({
  pathname: details.url,
  page: (
    <ProductPage
      product={details}
      category={null}
      colour={details.colours[0]?.code ?? ''}
      size={null}
      notice={null}
      personalisation={null}
      compare={{ count: 0, included: false }}
      favoriteAdded={false}
      keptRecipient={null}
      keptAmount={null}
    />
  ),
  sections: [
    <SizeChartSection
      key="size"
      chart={{ unit: 'cm', columns: ['size', 'chest'], rows: [['M', '94–100']] }}
      productType={details.productType}
    />,
    <ProductReviewsSection key="reviews" product={details} reviews={reviewPage} />,
  ],
})

const { blocks } = parseBlocks([
  {
    type: 'hero',
    id: 'h',
    title: 'Hero',
    media: { url: '/media/content/hero.svg', alt: '', width: 1600, height: 700 },
    titleH1: true,
  },
  {
    type: 'collection',
    id: 'c',
    title: 'Shop',
    items: [1, 2, 3, 4].map((n) => ({
      title: `Item ${n}`,
      url: `/en-us/c/x-${n}000`,
      media: { url: '/media/content/t.svg', alt: '', width: 600, height: 750 },
    })),
  },
])
const home = (): Tree => ({
  pathname: '/en-us',
  page: <HomePage page={{ id: 'home', title: 'Home', description: null, blocks }} />,
  sections: [],
})

/** The whole page as one React tree, for React's own renderers. */
const whole = (tree: Tree) =>
  wrap(
    <>
      <LayoutTop chrome={chrome} />
      <main id="main" tabIndex={-1}>
        {tree.page}
        {tree.sections}
      </main>
      <LayoutBottom chrome={chrome} pathname={tree.pathname} />
    </>,
  )

async function drain(stream: ReadableStream<Uint8Array>): Promise<number> {
  let bytes = 0
  const reader = stream.getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    bytes += chunk.value.byteLength
  return bytes
}

const encoder = new TextEncoder()
const ways: Record<string, (tree: () => Tree) => Promise<number>> = {
  renderToString: async (tree) => encoder.encode(renderToString(whole(tree()))).byteLength,
  renderToReadableStream: async (tree) => drain(await renderToReadableStream(whole(tree()))),
  storefrontStream: async (tree) => {
    const { page, pathname, sections } = tree()
    const pageRenderer = renderer()
    const parts = renderPageParts(pageRenderer, { chrome, pathname, page })
    return drain(
      streamDocument({
        top: ['<!doctype html><html><head></head><body>', ...parts.top],
        bottom: [...parts.bottom, '</body></html>'],
        deferred: sections.map((section, index) => ({ id: `s${index}`, content: Promise.resolve(section) })),
        render: pageRenderer.render,
        nonce: 'n',
      }),
    )
  },
}

async function measure(tree: () => Tree, rounds: number) {
  const cpu: Record<string, number> = Object.fromEntries(Object.keys(ways).map((name) => [name, 0]))
  for (const way of Object.values(ways)) for (let i = 0; i < 20; i++) await way(tree)
  for (let round = 0; round < rounds; round++) {
    for (const [name, way] of Object.entries(ways)) {
      const before = process.cpuUsage()
      await way(tree)
      const used = process.cpuUsage(before)
      cpu[name] = (cpu[name] ?? 0) + (used.user + used.system) / 1000
    }
  }
  return Object.fromEntries(Object.entries(cpu).map(([name, total]) => [name, total / rounds]))
}

/**
 * The listing at each card count: ms by `renderToString` and by the storefront's path, and the HTML bytes. The
 * counts are interleaved in every round, so each sees the same machine.
 */
async function listingCards(rounds: number) {
  const counts = [24, 48, 96]
  const names = ['renderToString', 'storefrontStream'] as const
  const total: Record<string, number> = {}
  for (const cards of counts)
    for (const name of names) for (let i = 0; i < 10; i++) await ways[name]?.(() => listing(cards))
  for (let round = 0; round < rounds; round++) {
    for (const cards of counts) {
      for (const name of names) {
        const before = process.cpuUsage()
        await ways[name]?.(() => listing(cards))
        const used = process.cpuUsage(before)
        total[`${cards} ${name}`] = (total[`${cards} ${name}`] ?? 0) + (used.user + used.system) / 1000
      }
    }
  }
  const byCards: Record<number, Record<string, number>> = {}
  for (const cards of counts)
    byCards[cards] = {
      ...Object.fromEntries(names.map((name) => [name, (total[`${cards} ${name}`] ?? 0) / rounds])),
      bytes: (await ways.storefrontStream?.(() => listing(cards))) ?? 0,
    }
  return byCards
}

const rounds = Number(process.env.BENCH_RENDER_ROUNDS ?? 300)
console.log(
  JSON.stringify({
    listing48: await measure(listing, rounds),
    product: await measure(product, rounds),
    home: await measure(home, rounds),
    listingCards: await listingCards(Math.ceil(rounds / 2)),
  }),
)
