import { beforeEach, describe, expect, it } from 'vitest'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

/** The product links in the page's "You might like" section, or null when it has none. */
function suggestedLinks(html: string): string[] | null {
  const start = html.indexOf('<section class="suggested-products"')
  if (start < 0) return null
  const section = html.slice(start, html.indexOf('</section>', start))
  return [...section.matchAll(/class="product-card__link" href="([^"]+)"/g)].map(
    (match) => match[1] as string,
  )
}

describe('pages with nothing of their own suggest products', () => {
  it.each([
    ['an empty bag', '/en-us/cart'],
    ['no favourites', '/en-us/favorites'],
    ['nothing compared', '/en-us/compare'],
    ['a search that found nothing', '/en-us/search?q=zzqxv'],
  ])('suggests four products for %s, each linking a product page', async (_case, path) => {
    const env = createTestShop().env
    const html = await (await request(path, { env })).text()
    expect(html.includes('<h2 id="suggested-products-title">You might like</h2>'), path).toBe(true)
    const links = suggestedLinks(html)
    expect(links).toHaveLength(4)
    for (const link of links ?? []) expect(link).toMatch(/^\/en-us\/p\/[a-z0-9-]+-KS\d+$/)
  })

  it('suggests nothing where the page has its own products', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/search?q=jacket', { env })).text()
    expect(suggestedLinks(html)).toBeNull()
  })

  it('speaks the page language', async () => {
    const env = createTestShop().env
    const html = await (await request('/de-de/cart', { env })).text()
    expect(html.includes('Das könnte dir gefallen')).toBe(true)
    expect(suggestedLinks(html)?.every((link) => link.startsWith('/de-de/p/'))).toBe(true)
  })
})
