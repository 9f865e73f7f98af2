import { beforeEach, describe, expect, it } from 'vitest'
import { clearUpstreamCache, createTestShop, createUpstream, request, TEST_SECRETS } from './harness'

/** The sitemap reads products in pages of this many; more than one page must be followed. */
const SITEMAP_PAGE = 96

beforeEach(clearUpstreamCache)

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  )

describe('structured data and crawling', () => {
  it('describes a product with offers per colour, its rating and its breadcrumb', async () => {
    const env = createTestShop().env
    const listing = await (await request('/en-gb/c/men/jackets/rain-jackets-1210', { env })).text()
    const url = /href="(\/en-gb\/p\/[a-z0-9-]+-KS\d{6})"/.exec(listing)?.[1] as string
    const html = await (await request(url, { env })).text()
    const [product, breadcrumb] = jsonLd(html)
    expect(product).toMatchObject({ '@type': 'Product', brand: { '@type': 'Brand' } })
    const offers = product?.offers as { priceCurrency: string; availability: string; url: string }[]
    expect(offers.length).toBeGreaterThan(0)
    expect(offers[0]?.priceCurrency).toBe('GBP')
    expect(offers[0]?.url).toMatch(/^http:\/\/localhost\/en-gb\/p\/.+\?colour=\d{3}$/)
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' })
    const items = breadcrumb?.itemListElement as { position: number; name: string }[]
    expect(items.map((item) => item.name)).toEqual(['Home', 'Men', 'Jackets', 'Rain jackets', product?.name])
  })

  it('gives listings a breadcrumb list', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/c/footwear/mens-shoes/hiking-boots-4110', { env })).text()
    const [breadcrumb] = jsonLd(html)
    const items = (breadcrumb?.itemListElement ?? []) as { name: string }[]
    expect(items.map((item) => item.name)).toEqual(['Home', 'Footwear', "Men's shoes", 'Hiking boots'])
  })

  it('escapes markup inside structured data, and the data reads back the same', async () => {
    const { serialiseJsonLd } = await import('../../shared/catalogue/structured-data')
    const data = {
      '@type': 'Product',
      name: '</script><script>alert(1)</script>',
      description: 'Tom & Jerry <b>bold</b> --> <!-- ]]>',
      offers: [{ price: '1.00', url: 'https://example.com/?a=1&b=<2>' }],
    }
    const output = serialiseJsonLd(data)
    expect(output).not.toMatch(/[<>&]/)
    expect(JSON.parse(output)).toEqual(data)
  })

  it('serves robots.txt that keeps non-production sites out of search engines', async () => {
    const env = createTestShop().env
    const text = await (await request('/robots.txt', { env })).text()
    const rules = text.split('\n').filter((line) => line !== '' && !line.startsWith('Sitemap:'))
    expect(rules).toEqual(['User-agent: *', 'Disallow: /'])
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml')
  })

  it('serves robots.txt that opens production to crawlers except the API and sorted listings', async () => {
    const env = createTestShop({ ENVIRONMENT: 'production', MOCK_API: undefined }).env
    const text = await (await request('/robots.txt', { env })).text()
    const lines = text.split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /api/')
    expect(lines.filter((line) => /^Disallow:\s*\/\s*$/.test(line))).toEqual([])
    expect(text).toContain('Sitemap: http://localhost/sitemap.xml')
  })

  it('answers /favicon.ico with each brand’s own mark, the icon its pages link', async () => {
    const env = createTestShop().env
    const icons: string[] = []
    for (const host of [undefined, 'tidewater.localhost']) {
      const icon = await request('/favicon.ico', { env, host })
      expect(icon.status).toBe(200)
      expect(icon.headers.get('content-type')).toBe('image/svg+xml')
      expect(icon.headers.get('cache-control')).toBe('public, max-age=86400')
      const svg = await icon.text()
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 32"><path d="[^"]+" fill="#[0-9a-fA-F]{3,6}"\/><\/svg>$/,
      )
      const page = await (await request('/en-us', { env, host })).text()
      expect(page).toContain(`<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(svg)}">`)
      icons.push(svg)
    }
    expect(icons[0]).not.toBe(icons[1])
  })

  it('lists a sitemap per locale, each with every category and product and their alternates', async () => {
    const env = createTestShop().env
    const index = await (await request('/sitemap.xml', { env })).text()
    expect(index.match(/<sitemap>/g)).toHaveLength(9)
    expect(index).toContain('<loc>http://localhost/sitemaps/fr-ca.xml</loc>')
    const sitemap = await request('/sitemaps/fr-ca.xml', { env })
    expect(sitemap.headers.get('content-type')).toContain('application/xml')
    const xml = await sitemap.text()
    const upstream = createUpstream()
    const headers = { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY }
    const { categories } = (await (
      await upstream.fetcher.fetch('https://mock-api.internal/api/products/v2/catalog?locale=fr-ca', {
        headers,
      })
    ).json()) as { categories: { id: string }[] }
    const { total } = (await (
      await upstream.fetcher.fetch(
        'https://mock-api.internal/api/products/v2/search/productSearch?currency=CAD&count=1&locale=fr-ca&siteId=KST-CA',
        { headers },
      )
    ).json()) as { total: number }
    expect(categories.length).toBeGreaterThan(0)
    expect(total).toBeGreaterThan(SITEMAP_PAGE)
    expect(xml.match(/<url>/g)).toHaveLength(1 + categories.length + total)
    for (const { id } of categories) expect(xml, id).toMatch(new RegExp(`<loc>[^<]*-${id}</loc>`))
    expect(xml).toContain('<loc>http://localhost/fr-ca/c/men-1000</loc>')
    expect(xml).toContain('hreflang="de-DE" href="http://localhost/de-de/c/men-1000"')
    expect((await request('/sitemaps/xx-yy.xml', { env })).status).toBe(404)
  })
})
