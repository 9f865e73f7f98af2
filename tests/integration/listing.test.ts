import { beforeEach, describe, expect, it } from 'vitest'
import type { Upstream } from './harness'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

interface SearchAnswer {
  total: number
  products: {
    styleCode: string
    price: { current: number; original: number }
    rating: { score: number; count: number }
    releasedAt: string
    colours: { code: string }[]
  }[]
  facets: { id: string; values: { value: string; label?: string; count: number; selected: boolean }[] }[]
}

async function search(upstream: Upstream, query: string): Promise<SearchAnswer> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/products/v2/search/productSearch?currency=USD&locale=en-us&siteId=KST-US&${query}`,
    {
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
    },
  )
  expect(response.status).toBe(200)
  return response.json()
}

const cardCount = (html: string) => (html.match(/class="product-card"/g) ?? []).length

/** The first opening tag that contains every one of the attributes, in any order. */
function findTag(html: string, name: string, attributes: string[]): string | undefined {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))]
    .map((match) => match[0])
    .find((tag) => attributes.every((attribute) => tag.includes(attribute)))
}

describe('mock API product search', () => {
  it('counts each facet with the other facets applied, so choosing within a facet widens the results', async () => {
    const { upstream } = createTestShop()
    const all = await search(upstream, 'categoryId=1000&count=96')
    const black = all.facets
      .find((facet) => facet.id === 'colour')
      ?.values.find((value) => value.value === '001')
    expect(black?.label).toBe('Black')
    const onlyBlack = await search(upstream, `categoryId=1000&count=96&refine_colour=001`)
    expect(onlyBlack.total).toBe(black?.count)
    expect(
      onlyBlack.products.every((product) => product.colours.some((colour) => colour.code === '001')),
    ).toBe(true)
    const colourFacet = onlyBlack.facets.find((facet) => facet.id === 'colour')
    expect(colourFacet?.values.find((value) => value.value === '001')?.selected).toBe(true)
    expect(colourFacet?.values.length).toBe(all.facets.find((facet) => facet.id === 'colour')?.values.length)
  })

  it('sorts by price both ways and by newest', async () => {
    const { upstream } = createTestShop()
    const up = await search(upstream, 'categoryId=4000&sort=price-asc&count=50')
    const prices = up.products.map((product) => product.price.current)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const down = await search(upstream, 'categoryId=4000&sort=price-desc&count=50')
    const downPrices = down.products.map((product) => product.price.current)
    expect(downPrices.length).toBeGreaterThan(2)
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a))
    expect(downPrices[0]).toBeGreaterThan(downPrices.at(-1) as number)
    const newest = await search(upstream, 'categoryId=4000&sort=newest&count=50')
    const dates = newest.products.map((product) => product.releasedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters on sale, price band and rating together', async () => {
    const { upstream } = createTestShop()
    const result = await search(
      upstream,
      'refine_sale=true&refine_price=0-50&refine_price=50-100&refine_rating=4&count=96',
    )
    expect(result.total).toBeGreaterThan(0)
    expect(result.products).toHaveLength(result.total)
    for (const product of result.products) {
      expect(product.price.current).toBeLessThan(product.price.original)
      expect(product.price.current).toBeLessThan(100)
      expect(product.rating.score).toBeGreaterThanOrEqual(4)
    }
    // Each filter narrows: without the rating filter there are more results, some rated under 4.
    const anyRating = await search(
      upstream,
      'refine_sale=true&refine_price=0-50&refine_price=50-100&count=96',
    )
    expect(anyRating.total).toBeGreaterThan(result.total)
    expect(anyRating.products.some((product) => product.rating.score < 4)).toBe(true)
  })

  it('refuses an unknown sort or an out-of-range page size', async () => {
    const { upstream } = createTestShop()
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    for (const query of ['sort=cheapest', 'count=500', 'start=-1']) {
      const response = await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v2/search/productSearch?${query}`,
        { headers },
      )
      expect(response.status, query).toBe(400)
    }
  })
})

describe('category listing', () => {
  it('renders labelled filter checkboxes in fieldsets and a sort select inside one GET form', async () => {
    const { env } = createTestShop()
    const html = await (await request('/en-us/c/men-1000', { env })).text()
    expect(
      findTag(html, 'form', ['id="listing-filters"', 'method="get"', 'action="/en-us/c/men-1000"']),
    ).toBeDefined()
    expect(html).toContain(
      '<fieldset class="facet facet--colour" aria-labelledby="facet-colour"><legend id="facet-colour">Color</legend>',
    )
    expect(
      findTag(html, 'input', ['type="checkbox"', 'id="f-colour-001"', 'name="colour"', 'value="001"']),
    ).not.toContain('checked')
    expect(html).toMatch(
      /<label for="f-colour-001">Black <span class="facet__count">\(\d+\)<\/span><\/label>/,
    )
    expect(html).toContain('<label for="listing-sort">Sort by</label>')
    expect(html).toContain('>Under $50 <')
    expect(html).toContain('data-island="listing-refiner"')
  })

  it('leaves out a facet that cannot narrow the page, unless the shopper has chosen in it', async () => {
    const { env } = createTestShop()
    const facetsOf = async (path: string) =>
      [...(await (await request(path, { env })).text()).matchAll(/class="facet facet--(\w+)"/g)].map(
        (match) => match[1],
      )
    // Every product on the men's page is for men: Gender would keep them all.
    expect(await facetsOf('/en-us/c/men-1000')).not.toContain('gender')
    expect(await facetsOf('/en-us/c/footwear-4000')).toContain('gender')
    expect(await facetsOf('/en-us/c/men-1000?gender=men')).toContain('gender')
  })

  it('applies filters and sort from the URL, shows them as removable chips, and keeps them out of the canonical URL', async () => {
    const { env } = createTestShop()
    const html = await (
      await request('/en-us/c/men-1000?colour=001&sort=price-asc&utm_campaign=x', { env })
    ).text()
    expect(findTag(html, 'input', ['id="f-colour-001"', 'checked=""'])).toBeDefined()
    expect(html).toContain('<option value="price-asc" selected="">')
    expect(
      findTag(html, 'a', ['aria-label="Remove filter Black"', 'href="/en-us/c/men-1000?sort=price-asc"']),
    ).toBeDefined()
    expect(html).toContain('href="/en-us/c/men-1000?sort=price-asc">Clear all filters</a>')
    expect(html).toContain('<link rel="canonical" href="http://localhost/en-us/c/men-1000">')
    expect(html).toContain('<meta name="robots" content="noindex">')
    const prices = [
      ...html.matchAll(/class="price__current[^"]*">(?:<span[^>]*>[^<]*<\/span>)?\$([\d,.]+)/g),
    ].map((match) => Number((match[1] as string).replace(/,/g, '')))
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('shows an empty state when no product matches', async () => {
    const { upstream, env } = createTestShop()
    const filters = 'colour=001&colour=100&price=200-&sale=true&rating=4'
    const none = await search(
      upstream,
      'categoryId=5300&refine_colour=001&refine_colour=100&refine_price=200-&refine_sale=true&refine_rating=4',
    )
    expect(none.total).toBe(0)
    const html = await (await request(`/en-us/c/bags/hip-packs-5300?${filters}`, { env })).text()
    expect(cardCount(html)).toBe(0)
    expect(html).toContain('No products match these filters.')
    const unfiltered = await (await request('/en-us/c/bags/hip-packs-5300', { env })).text()
    expect(cardCount(unfiltered)).toBeGreaterThan(0)
    expect(unfiltered).not.toContain('No products match these filters.')
  })

  it('answers a refinement with just the listing body, naming its canonical address, when asked for the fragment', async () => {
    const { env } = createTestShop()
    // As the refiner asks: every field of the form, in its order, the default sort and unknown values included.
    const response = await request('/en-us/c/men-1000?sort=relevance&gender=men&size=M&colour=nope', {
      env,
      headers: { 'x-fragment': 'listing' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toContain('x-fragment')
    const html = await response.text()
    expect(html).toMatch(
      /^(<link rel="preload"[^>]+\/>)*<div class="listing__body" id="listing-body" data-url="\/en-us\/c\/men-1000\?gender=men&amp;size=M">/,
    )
    expect(html).not.toContain('<html')
    expect(findTag(html, 'input', ['name="size"', 'value="M"', 'checked=""'])).toBeDefined()
  })

  it('keeps refinements across pages and drops them only when asked', async () => {
    const { upstream, env } = createTestShop()
    const styles = (html: string) => [...html.matchAll(/data-style-code="([A-Z0-9]+)"/g)].map((m) => m[1])
    const firstPage = await search(upstream, 'categoryId=1000&refine_rating=3&count=48')
    expect(firstPage.total).toBeGreaterThan(48)
    const secondPage = await search(upstream, 'categoryId=1000&refine_rating=3&start=48&count=48')
    const html = await (await request('/en-us/c/men-1000?rating=3', { env })).text()
    expect(html).toContain(`${firstPage.total} products`)
    expect(styles(html)).toEqual(firstPage.products.map((product) => product.styleCode))
    expect(html).toContain('href="/en-us/c/men-1000?rating=3&amp;page=2"')

    const second = await (await request('/en-us/c/men-1000?rating=3&page=2', { env })).text()
    expect(findTag(second, 'input', ['id="f-rating-3"', 'checked=""'])).toBeDefined()
    expect(second).toContain(`${firstPage.total} products`)
    expect(styles(second)).toEqual(secondPage.products.map((product) => product.styleCode))
    expect(styles(second)).toHaveLength(firstPage.total - 48)

    const both = await (await request('/en-us/c/men-1000?sale=true&colour=001', { env })).text()
    expect(
      findTag(both, 'a', ['aria-label="Remove filter Black"', 'href="/en-us/c/men-1000?sale=true"']),
    ).toBeDefined()
    expect(
      findTag(both, 'a', ['aria-label="Remove filter On sale"', 'href="/en-us/c/men-1000?colour=001"']),
    ).toBeDefined()
    expect(both).toContain('<a href="/en-us/c/men-1000">Clear all filters</a>')
  })

  it('searches with the same refinements', async () => {
    const { env } = createTestShop()
    const html = await (await request('/en-us/search?q=jacket&sort=newest', { env })).text()
    expect(findTag(html, 'input', ['type="hidden"', 'name="q"', 'value="jacket"'])).toBeDefined()
    expect(html).toContain('<option value="newest" selected="">')
    expect(cardCount(html)).toBeGreaterThan(0)
  })
})

describe('category content', () => {
  it('shows the content service blocks for a category and uses its description, else a written one', async () => {
    const env = createTestShop().env
    const html = await (await request('/fr-fr/c/men/jackets/rain-jackets-1210', { env })).text()
    expect(html).toContain('Testées sous une vraie pluie')
    expect(html).toContain('<meta name="description" content="Vestes de pluie imperméables et respirantes')
    const other = await (await request('/en-us/c/bags-5000', { env })).text()
    expect(other).toMatch(/<meta name="description" content="Shop \d+ Bags products at Kestrel/)
  })

  it('shows colour swatches on product cards', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/c/men-1000', { env })).text()
    expect(html).toMatch(
      /<span class="product-card__swatches" aria-hidden="true"><span class="swatch swatch--small" style="background:#[0-9a-f]{6}" title="[A-Za-z ]+"><\/span>/,
    )
  })

  it('shows each card in the colour the shopper filtered by, linking the product in that colour', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/c/men-1000?colour=001', { env })).text()
    const cards = [
      ...html.matchAll(
        /<a class="product-card__link" href="([^"]+)"><img class="product-card__image" src="([^"]+)"/g,
      ),
    ]
    expect(cards.length).toBeGreaterThan(0)
    for (const [, href, src] of cards) {
      // Black (001) is every card's picture; a product whose first colour is another links to its black one.
      expect(src, href).toMatch(/\/001(-\w+)?\.svg$/)
      if (!href?.endsWith('?colour=001')) expect(href).toMatch(/-KS\d+$/)
    }
    expect(cards.some(([, href]) => href?.endsWith('?colour=001'))).toBe(true)
  })
})
