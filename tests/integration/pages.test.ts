import { beforeEach, describe, expect, it, vi } from 'vitest'
import { assetManifest } from '../../worker/render/assets'
import { expectToContainAll } from '../fixtures/expect-text'
import { streamedSection } from '../fixtures/html'
import { clearUpstreamCache, createTestEnv, createUpstream, request } from './harness'

beforeEach(clearUpstreamCache)

const setup = () => {
  const upstream = createUpstream()
  return { upstream, env: createTestEnv(upstream) }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('home page', () => {
  it('renders the content service home page with menu, footer and promo bar', async () => {
    const { env } = setup()
    const response = await request('/en-us', { env })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toMatch(
      /^<!doctype html><html lang="en-US" data-brand="kestrel" data-analytics="granted" data-build="[0-9a-f]{16}">/,
    )
    expectToContainAll(html, [
      '<title>Outdoor clothing, footwear and gear | Kestrel</title>',
      '<h1 id="home-hero-title" class="block__title">Made for the long way round</h1>',
      'aria-label="Main navigation"',
      'href="/en-us/c/men/jackets/rain-jackets-1210"',
      '<span class="visually-hidden">mega menu toggle Women</span>',
      'Free shipping on orders over $75',
      'href="/en-us/help/contact-us"',
      '© ',
    ])
    expect(html).not.toContain('promo-empty')
  })

  it.each([
    ['en-us', 'Prices do not include sales tax', 'VAT'],
    ['fr-ca', 'Les prix n’incluent pas les taxes de vente', 'TVA'],
    ['en-gb', 'Prices include VAT where it applies.', 'sales tax'],
    ['de-de', 'Preise inklusive MwSt.', 'Steuern werden'],
  ])('says in the footer of %s how its prices stand with tax', async (locale, says, never) => {
    const { env } = setup()
    const html = await (await request(`/${locale}`, { env })).text()
    const footer = html.slice(html.indexOf('<footer'))
    expect(footer.includes(says), says).toBe(true)
    expect(footer.includes(never), never).toBe(false)
  })

  it('writes the head: canonical, hreflang for every locale, Open Graph, the entry preload and the islands’ chunks', async () => {
    const { env } = setup()
    const html = await (await request('/en-gb', { env })).text()
    expect(html).toContain('<link rel="canonical" href="http://localhost/en-gb">')
    for (const tag of ['en-US', 'en-CA', 'fr-CA', 'en-GB', 'de-DE', 'fr-FR', 'it-IT', 'es-ES', 'nl-NL']) {
      expect(html).toContain(`hreflang="${tag}"`)
    }
    expect(html).toContain('hreflang="x-default" href="http://localhost/en-us"')
    expect(html).toContain('<meta property="og:locale" content="en_GB">')
    expect(html).toContain(`<link rel="modulepreload" href="${assetManifest.entry.file}">`)
    const popupManager = assetManifest.islands['popup-manager']?.file
    expect(html).not.toContain(`<link rel="modulepreload" href="${popupManager}">`)
    expect(html).toMatch(
      new RegExp(
        `<script type="application/json" id="sf-island-chunks" nonce="[^"]+">[^<]*"${popupManager}"`,
      ),
    )
    expect(html).toContain('data-island="mini-cart"')
  })

  it('speaks the locale: French text, French content, prices in the locale currency', async () => {
    const { env } = setup()
    const html = await (await request('/fr-fr', { env })).text()
    expectToContainAll(html, [
      '<html lang="fr-FR"',
      'Faits pour les longs détours',
      'Aller au contenu principal',
      'href="/fr-fr/c/women-2000"',
    ])
    expect(text(html)).toMatch(/\d+,\d{2} €/)
  })

  it('streams the trending section into its hole after the shell', async () => {
    const { env } = setup()
    const html = await (await request('/en-us', { env })).text()
    const hole = html.indexOf('id="sf-deferred-trending"')
    const filler = html.indexOf('<div class="deferred-chunk" data-sf-for="trending">')
    expect(hole).toBeGreaterThan(0)
    // The section follows the page it belongs in, and the footer follows the section (decision 019).
    expect(filler).toBeGreaterThan(hole)
    expect(html.indexOf('</main>')).toBeGreaterThan(filler)
    expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('</main>'))
    expect(streamedSection(html, 'trending')).toContain('class="product-card"')
    expect(html).toMatch(/<\/footer>.*<\/body><\/html>$/s)
  })

  it('serves the other brand on its own host with its own site id', async () => {
    const { env, upstream } = setup()
    const html = await (await request('/en-gb', { env, host: 'tidewater.localhost' })).text()
    expect(html).toContain('data-brand="tidewater"')
    expect(html).toContain('| Tidewater</title>')
    expect(upstream.calls.some((call) => call.url.includes('/menu/TDW-GB'))).toBe(true)
  })
})

describe('locale routing', () => {
  it('sends / to the best locale with a 302 that varies on Accept-Language', async () => {
    const { env } = setup()
    const response = await request('/', {
      env,
      headers: { 'accept-language': 'de-CH,de;q=0.9,en;q=0.5' },
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/de-de')
    expect(response.headers.get('vary')).toContain('Accept-Language')
  })

  it('sends crawlers that state no preference to the default locale', async () => {
    const { env } = setup()
    const response = await request('/', { env, redirect: 'manual' })
    expect(response.headers.get('location')).toBe('/en-us')
  })

  it('gives the 404 page for an unknown or malformed locale', async () => {
    const { env } = setup()
    for (const path of ['/xx-yy', '/en-zz/cart', '/english', '/en_us']) {
      const response = await request(path, { env })
      expect(response.status, path).toBe(404)
      expect(await response.text()).toContain('We can’t find that page')
    }
  })

  it('moves an upper-case locale or a trailing slash to the canonical path', async () => {
    const { env } = setup()
    const upper = await request('/EN-GB/cart?x=1', { env, redirect: 'manual' })
    expect(upper.status).toBe(301)
    expect(upper.headers.get('location')).toBe('/en-gb/cart?x=1')
    const slash = await request('/en-gb/cart/', { env, redirect: 'manual' })
    expect(slash.headers.get('location')).toBe('/en-gb/cart')
  })
})

describe('page types', () => {
  it.each([
    ['/en-us/cart', 'Your bag'],
    ['/en-us/account/sign-in', 'Sign in'],
    ['/en-us/search', 'Search'],
    ['/en-us/search-hub', 'Browse the shop'],
    ['/en-us/order-confirmation', 'Order confirmation'],
    ['/en-us/help/contact-us', 'Contact us'],
  ])('%s renders a real page inside the shell', async (path, heading) => {
    const { env } = setup()
    const response = await request(path, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<h1>${heading}</h1>`)
    expect(html).toContain('aria-label="Breadcrumb"')
    expect(html).toContain('</footer>')
  })

  it('lists 48 products on a category page, with a next-page link that works without JavaScript', async () => {
    const { env } = setup()
    const response = await request('/en-us/c/men-1000', { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<h1>Men</h1>')
    expect(html.match(/class="product-card"/g)).toHaveLength(48)
    expect(html).toContain('96 products')
    expect(html).toContain('rel="next" class="button" href="/en-us/c/men-1000?page=2"')
  })

  it('redirects a category reached by another trail to its canonical URL', async () => {
    const { env } = setup()
    const response = await request('/en-us/c/shoes-1210', { env, redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/en-us/c/men/jackets/rain-jackets-1210')
  })

  it('renders a product page with its category trail, and moves the older URL shape to the current one', async () => {
    const { env } = setup()
    const listing = await (await request('/en-us/c/men/jackets/rain-jackets-1210', { env })).text()
    const productUrl = /href="(\/en-us\/p\/[a-z0-9-]+-(KS\d{6}))"/.exec(listing)
    expect(productUrl).not.toBeNull()
    const [, url, code] = productUrl as RegExpExecArray
    const page = await request(url as string, { env })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<a href="/en-us/c/men/jackets-1200">Jackets</a>')
    expect(html).toContain('<meta property="og:type" content="product">')
    const legacy = await request(`/en-us/p/anything-p${code}`, { env, redirect: 'manual' })
    expect(legacy.status).toBe(301)
    expect(legacy.headers.get('location')).toBe(url)
  })

  it('shows search results for a term', async () => {
    const { env } = setup()
    const html = await (await request('/en-us/search?q=hoodie', { env })).text()
    expect(html).toContain('Results for “hoodie”')
    expect(html).toContain('class="product-card"')
    expect(html).toContain('<meta name="robots" content="noindex">')
  })
})

describe('not found and bad input', () => {
  it('gives the branded 404 with the content service error-4xx blocks for unknown products, categories and pages', async () => {
    const { env } = setup()
    for (const path of [
      '/en-us/p/nothing-ZZ999999',
      '/en-us/c/nothing-99999',
      '/en-us/no/such/page',
      '/en-us/c/men',
    ]) {
      const response = await request(path, { env })
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const html = await response.text()
      expect(html).toContain('Popular right now')
      expect(html).toContain('<meta name="page-type" content="error">')
      expect(html).toMatch(/Reference: [\w-]+/)
      // Its country links lead to each site's home, not to the same missing page there; no hreflang points at it.
      expect(
        html.includes('href="/fr-fr" hrefLang="fr-FR"') || html.includes('href="/fr-fr" hreflang="fr-FR"'),
      ).toBe(true)
      expect(html.includes(`/fr-fr${path.slice(6)}"`), path).toBe(false)
      expect(html.includes('rel="alternate" hreflang'), path).toBe(false)
    }
  })

  it('answers malformed addresses with the 400 page, never a 500', async () => {
    const { env } = setup()
    for (const path of [
      '/en-us/%E0%A4%A',
      `/en-us/${'a'.repeat(2000)}`,
      '/en-us/search?q=%00',
      '/en-us/%00',
    ]) {
      const response = await request(path, { env })
      expect(response.status, path).toBe(400)
      expect(await response.text()).toContain('We couldn’t read that address')
    }
  })

  it('ignores bad paging parameters: the listing shows its first page', async () => {
    const { env } = setup()
    const styles = (html: string) => [...html.matchAll(/data-style-code="([A-Z0-9]+)"/g)].map((m) => m[1])
    const first = await (await request('/en-us/c/men-1000', { env })).text()
    const second = await (await request('/en-us/c/men-1000?page=2', { env })).text()
    expect(styles(first)).toHaveLength(48)
    expect(second).toContain('aria-label="Page 2 of 2"')
    expect(styles(second)).not.toEqual(styles(first))
    for (const page of ['-1', '0', 'abc', '99999', '1e3', '2.5', '']) {
      const response = await request(`/en-us/c/men-1000?page=${page}`, { env })
      expect(response.status, page).toBe(200)
      const html = await response.text()
      expect(styles(html), page).toEqual(styles(first))
      expect(html, page).toContain('<nav class="pager" aria-label="Page 1 of 2"><p>Page 1 of 2</p>')
    }
  })

  it('treats a garbage session cookie as a new visitor with a new session, and clears an old sealed one', async () => {
    const { env } = setup()
    const response = await request('/en-us/cart', {
      env,
      headers: { cookie: '__Host-sid=%%%garbage%%%; sf_session=old-sealed-value; other=1' },
    })
    expect(response.status).toBe(200)
    const cookies = response.headers.getSetCookie()
    expect(cookies.some((cookie) => /^__Host-sid=[0-9a-f]{64}\.[\w-]{43};/.test(cookie))).toBe(true)
    expect(cookies.some((cookie) => /^sf_session=; Max-Age=0/.test(cookie))).toBe(true)
    expect(await response.text()).toContain('Your bag is empty.')
  })

  it('renders the page without its menu when the content service fails and nothing is cached', async () => {
    const { env, upstream } = setup()
    upstream.fail('/content/live/caas/v1/canvas/menu')
    const response = await request('/en-us/search', { env })
    expect(response.status).toBe(200)
    expect(await response.text()).not.toContain('aria-label="Main navigation"')
  })

  it('gives the branded 503 page, with a reference, a way to try again and Retry-After, when critical data cannot be had', async () => {
    const { env, upstream } = setup()
    upstream.garbage('/api/products/v2/catalog')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const response = await request('/en-us/c/men-1000?sort=price-asc', { env })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('We’re having trouble loading this page')
    expect(html).toContain('<a class="button" href="/en-us/c/men-1000?sort=price-asc">Try again</a>')
    expect(html).toMatch(/Reference: [\w-]{8,}/)
    expect(html).not.toMatch(/at \w+ \(|\.ts:\d+/)
    expect(warn.mock.calls.flat().join(' ')).toContain('CatalogueError')
  })
})
