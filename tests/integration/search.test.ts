import { beforeEach, describe, expect, it } from 'vitest'
import type { Suggestions } from '../../shared/catalogue/catalogue'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

describe('search suggestions', () => {
  it('suggests searches, categories and products in the page locale', async () => {
    const env = createTestShop().env
    const response = await request('/api/search/suggest?q=Jack', {
      env,
      headers: { 'x-storefront-locale': 'fr-fr' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toContain('x-storefront-locale')
    const body = (await response.json()) as Suggestions
    expect(body.terms.map((term) => term.text)).toContain('jacket')
    expect(body.terms[0]?.url).toMatch(/^\/fr-fr\/search\?q=/)
    expect(
      body.categories.some((category) => category.name === 'Vestes' && category.url.startsWith('/fr-fr/c/')),
    ).toBe(true)
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThanOrEqual(4)
    expect(body.products[0]?.price.currency).toBe('EUR')
  })

  it('answers nothing for fewer than two characters, and survives odd input', async () => {
    const env = createTestShop().env
    expect(await (await request('/api/search/suggest?q=j', { env })).json()).toEqual({
      query: 'j',
      terms: [],
      categories: [],
      products: [],
    })
    for (const q of ['%25%25', '%27%20OR%201%3D1', 'x'.repeat(300)]) {
      const response = await request(`/api/search/suggest?q=${q}`, { env })
      expect(response.status, q).toBe(200)
    }
  })

  it('offers other searches and the departments when nothing matches', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/search?q=hoodiezzzz', { env })).text()
    expect(html).toContain('No products match “hoodiezzzz”.')
    expect(html).toContain('href="/en-us/search?q=hoodie"')
    expect(html).toContain('<a href="/en-us/c/men-1000">Men</a>')
    // No results of its own: the only products are the ones suggested instead.
    expect(html.includes('data-list="search:')).toBe(false)
    expect(html.includes('data-list="suggestions:search"')).toBe(true)
  })
})

describe('search with long terms', () => {
  it('answers a search for a very long word without failing', async () => {
    const env = createTestShop().env
    const response = await request(`/en-us/search?q=${'y'.repeat(99)}`, { env })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('No products match')
  })
})

describe('one product once', () => {
  it('never lists a product twice on a results page, and never two products under one name', async () => {
    const env = createTestShop().env
    for (const q of ['backpak', 'tee', 'jacket', 'boots', 'fleece']) {
      for (const page of [1, 2]) {
        const html = await (await request(`/en-us/search?q=${q}&page=${page}`, { env })).text()
        // The results' own grid, not the rows beside it.
        const grid = html.slice(
          html.indexOf('data-list="search:'),
          html.indexOf('</ul>', html.indexOf('data-list="search:')),
        )
        const ids = [...grid.matchAll(/data-style-code="(KS\d+)"/g)].map((match) => match[1])
        const names = [...grid.matchAll(/class="product-card__name">([^<]+)</g)].map((match) => match[1])
        if (page === 1) expect(ids.length, q).toBeGreaterThan(0)
        expect(new Set(ids).size, `${q} page ${page}`).toBe(ids.length)
        expect(new Set(names).size, `${q} page ${page}`).toBe(names.length)
      }
    }
  })
})
