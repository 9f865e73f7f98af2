import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BlockEnvironmentContext } from '../../client/blocks/environment'
import { LineImage } from '../../client/components/bag-line-parts'
import { ShopProvider } from '../../client/i18n'
import { CategoryPage } from '../../client/pages/category-page'
import { TextProvider } from '../../client/text'
import { DEFAULT_BRAND } from '../../shared/brands'
import type { ProductSummary } from '../../shared/catalogue/catalogue'
import { emptyListingState } from '../../shared/catalogue/listing'
import { DEFAULT_BLOCK_ENVIRONMENT } from '../../shared/content/block-environment'
import { parseBlocks } from '../../shared/content/blocks'
import { LOCALES } from '../../shared/i18n/locales'
import { NO_EXPERIMENTS, NO_FEATURES } from '../../shared/personalization/flags'
import { BLOCK_FIXTURES } from '../fixtures/blocks'
import { MEN_CATEGORY } from '../fixtures/category-paths'
import { tagsOf } from '../fixtures/html'
import { translatorOf } from '../fixtures/translator'

const products: ProductSummary[] = [
  'KS100013',
  'KS100020',
  'KS100027',
  'KS100034',
  'KS100041',
  'KS100048',
].map((styleCode) => ({
  styleCode,
  name: `Tee ${styleCode}`,
  brand: 'Kestrel',
  url: `/en-us/p/tee-${styleCode}`,
  colours: [{ code: '001', name: 'Black', hex: '#111', image: `/media/product/${styleCode}/001.svg` }],
  price: { currency: 'USD', original: 40, current: 40 },
  rating: { score: 4, count: 3 },
  badges: [],
}))

/** A category's page as the worker renders it, with the content service's blocks above its listing. */
function renderCategory(content: readonly unknown[]): string {
  const { blocks, issues } = parseBlocks([...content])
  expect(issues).toEqual([])
  const t = translatorOf(LOCALES['en-us'] as NonNullable<(typeof LOCALES)[string]>)
  return renderToString(
    <ShopProvider
      value={{ brand: DEFAULT_BRAND, t, siteId: 'KST-US', flags: NO_FEATURES, experiments: NO_EXPERIMENTS }}
    >
      <TextProvider value={t}>
        <BlockEnvironmentContext.Provider value={DEFAULT_BLOCK_ENVIRONMENT}>
          <CategoryPage
            category={MEN_CATEGORY}
            state={emptyListingState()}
            results={{ total: products.length, start: 0, products, facets: [] }}
            content={
              blocks.length > 0 ? { id: 'category-1000', title: 'Men', description: null, blocks } : null
            }
          />
        </BlockEnvironmentContext.Provider>
      </TextProvider>
    </ShopProvider>,
  )
}

/** The pictures of the page: where each comes from, how it loads, at what priority (HTML's names ignore case). */
const pictures = (html: string) =>
  tagsOf(html, 'img').map(({ attributes }) => ({
    src: attributes.src,
    loading: attributes.loading,
    fetchPriority: attributes.fetchpriority ?? attributes.fetchPriority,
  }))

describe('the lead picture of a page', () => {
  it('is a listing’s first card when nothing above the listing shows a picture: it alone loads at high priority', () => {
    const shown = pictures(renderCategory([]))
    expect(shown.filter((picture) => picture.fetchPriority === 'high')).toEqual([
      { src: '/media/product/KS100013/001.svg', loading: 'eager', fetchPriority: 'high' },
    ])
    // The first row loads at once; the cards after it wait until they near the screen.
    expect(shown.map((picture) => picture.loading)).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ])
  })

  it('is a category’s hero when its content opens with one, and then no card of the listing takes that priority', () => {
    const html = renderCategory([BLOCK_FIXTURES.hero])
    const high = pictures(html).filter((picture) => picture.fetchPriority === 'high')
    expect(high).toHaveLength(1)
    expect(high[0]?.src).toMatch(/^\/media\/content\//)
    // Content that opens with something else leaves the listing's first card as the lead.
    const banner = pictures(renderCategory([BLOCK_FIXTURES.banner]))
    expect(
      banner.filter((picture) => picture.fetchPriority === 'high').map((picture) => picture.src),
    ).toEqual(['/media/product/KS100013/001.svg'])
  })

  it('is the bag’s first line’s picture; every other line’s waits until it nears the screen', () => {
    expect(pictures(renderToString(<LineImage src="/media/product/KS100013/001.svg" first />))).toEqual([
      { src: '/media/product/KS100013/001.svg', loading: 'eager', fetchPriority: 'high' },
    ])
    expect(pictures(renderToString(<LineImage src="/media/product/KS100020/001.svg" />))).toEqual([
      { src: '/media/product/KS100020/001.svg', loading: 'lazy', fetchPriority: undefined },
    ])
  })
})
