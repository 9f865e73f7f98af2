/**
 * The catalogue search that understands shoppers (decision 051): synonyms, plurals, local words, colours, spelling
 * corrections with "search instead", suggestions named by department, and the search hub's recent searches.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import type { Suggestions } from '../../shared/catalogue/catalogue'
import { cookieOf, formPost } from './browser'
import type { Upstream } from './harness'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

const setup = () => {
  const upstream = createUpstream()
  return { upstream, env: createTestEnv(upstream) }
}

interface Answer {
  total: number
  correctedQuery: string | null
  products: { styleCode: string; name: string }[]
}

/** The mock catalogue's own answer, for what the page does not show (genders, every product). */
async function ask(upstream: Upstream, query: string, locale = 'en-us') {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/products/v2/search/productSearch?currency=USD&locale=${locale}&count=96&${query}`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as Answer
}

const names = (html: string) =>
  [...html.matchAll(/<h3 class="product-card__name">([^<]*)<\/h3>/g)].map((match) => match[1] as string)

describe('search that understands shoppers', () => {
  it('finds women’s boots for “womens boots”, and only women’s', async () => {
    const { env, upstream } = setup()
    const html = await (await request('/en-us/search?q=womens+boots', { env })).text()
    const found = names(html)
    expect(found.length).toBeGreaterThan(0)
    // The hiking boots shelf: boots, and the approach shoes shelved with them.
    expect(found.every((name) => /Boot|Approach Shoe/.test(name))).toBe(true)
    expect(found.some((name) => /Boot/.test(name))).toBe(true)
    const answer = await ask(upstream, 'q=womens%20boots')
    const men = await ask(upstream, 'q=mens%20boots')
    expect(answer.total).toBeGreaterThan(0)
    expect(
      answer.products.some((product) => men.products.some((m) => m.styleCode === product.styleCode)),
    ).toBe(false)
    expect(answer.correctedQuery).toBeNull()
  })

  it('corrects “jakcet” to jacket, says so on the page and links to the search as typed', async () => {
    const { env, upstream } = setup()
    const answer = await ask(upstream, 'q=jakcet')
    expect(answer.correctedQuery).toBe('jacket')
    expect(answer.total).toBeGreaterThan(0)

    const html = await (await request('/en-us/search?q=jakcet', { env })).text()
    expect(html).toContain('Showing results for “jacket”.')
    expect(html).toContain('<title>Results for “jacket”')
    expect(html).toContain('href="/en-us/search?q=jakcet&amp;exact=1"')
    expect(names(html).some((name) => /Jacket/.test(name))).toBe(true)

    // The exact search is not corrected: nothing matches the word as typed.
    const exact = await (await request('/en-us/search?q=jakcet&exact=1', { env })).text()
    expect(exact).not.toContain('Showing results for')
    expect(exact).toContain('No products match “jakcet”.')
    expect((await ask(upstream, 'q=jakcet&autoCorrect=false')).total).toBe(0)
  })

  it('finds the GTX boots for “gore-tex”', async () => {
    const { env } = setup()
    const found = names(await (await request('/en-us/search?q=gore-tex', { env })).text())
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((name) => name.includes('GTX'))).toBe(true)
  })

  it('finds products by colour name and colour family', async () => {
    const { upstream } = setup()
    const navy = await ask(upstream, 'q=navy')
    const blue = await ask(upstream, 'q=blue')
    expect(navy.total).toBeGreaterThan(0)
    // Navy is a blue: every navy product is among the blue ones, and Glacier Blue adds more.
    expect(blue.total).toBeGreaterThan(navy.total)
    const navyJackets = await ask(upstream, 'q=navy%20jacket')
    expect(navyJackets.total).toBeGreaterThan(0)
    expect(
      navyJackets.products.every((product) => /Jacket|Shell|Puffer|Parka|Fleece/.test(product.name)),
    ).toBe(true)
  })

  it('finds boots and shoes for “Stiefel” and “Schuhe” on the German site', async () => {
    const { env } = setup()
    const boots = names(await (await request('/de-de/search?q=Stiefel', { env })).text())
    expect(boots.length).toBeGreaterThan(0)
    // The kids' hikers are boots too: their German copy calls them "Wanderstiefel".
    expect(boots.every((name) => /Boot|Approach Shoe|Hiker/.test(name))).toBe(true)
    const shoes = names(await (await request('/de-de/search?q=Schuhe', { env })).text())
    expect(shoes.length).toBeGreaterThan(0)
  })

  it('finds jackets, boots and tents for “veste”, “botte” and “tente” on the French sites', async () => {
    const { env, upstream } = setup()
    const jackets = names(await (await request('/fr-ca/search?q=veste', { env })).text())
    expect(jackets.length).toBeGreaterThan(0)
    expect(jackets.every((name) => /Jacket|Shell|Puffer|Parka|Fleece/.test(name))).toBe(true)
    const boots = await ask(upstream, 'q=botte', 'fr-fr')
    expect(boots.total).toBeGreaterThan(0)
    expect(boots.products.every((product) => /Boot|Approach Shoe/.test(product.name))).toBe(true)
    const tents = await ask(upstream, 'q=tente', 'fr-fr')
    expect(tents.total).toBeGreaterThan(0)
    expect(tents.products.every((product) => /Tent|Shelter/.test(product.name))).toBe(true)
  })

  it('suggests each category once, named with its department, and products with picture and price', async () => {
    const { env } = setup()
    const response = await request('/api/search/suggest?q=jack', {
      env,
      headers: { 'x-storefront-locale': 'en-us' },
    })
    const body = (await response.json()) as Suggestions
    const urls = body.categories.map((category) => category.url)
    expect(new Set(urls).size).toBe(urls.length)
    const labels = body.categories.map((category) => `${category.name} — ${category.department}`)
    expect(new Set(labels).size).toBe(labels.length)
    expect(labels).toContain('Jackets — Men')
    expect(labels).toContain('Jackets — Women')
    expect(labels).toContain('Rain jackets — Men')
    const terms = body.terms.map((term) => term.text)
    expect(new Set(terms).size).toBe(terms.length)
    expect(terms).toContain('jacket')
    expect(terms).not.toContain('jackets')
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThanOrEqual(4)
    for (const product of body.products) {
      expect(product.colours[0]?.image).toMatch(/\.svg/)
      expect(product.price.current).toBeGreaterThanOrEqual(0)
    }
  })

  it('keeps recent searches in the session for the hub, at most eight, and clears them with a plain form', async () => {
    const { env } = setup()
    let cookie = ''
    const first = await request('/en-us/search?q=jakcet', { env })
    cookie = cookieOf(first)
    expect(cookie).toMatch(/=/)
    for (const q of ['tent', 'merino', 'backpack', 'fleece', 'beanie', 'sandal', 'socks', 'hoodie', 'tent']) {
      await request(`/en-us/search?q=${q}`, { env, headers: { cookie } })
    }
    // A search that finds nothing is not remembered, and each site keeps its own.
    await request('/en-us/search?q=qqqqqqqq', { env, headers: { cookie } })
    await request('/de-de/search?q=Jacke', { env, headers: { cookie } })

    const hub = await request('/en-us/search-hub', { env, headers: { cookie } })
    expect(hub.headers.get('cache-control')).toBe('private, no-store')
    const html = await hub.text()
    expect(html).toContain('Popular searches')
    expect(html).toContain('href="/en-us/search?q=rain%20jacket"')
    expect(html).toContain('Top categories')
    const recent = [...html.matchAll(/<a href="\/en-us\/search\?q=([^"]*)">/g)].map((match) => match[1])
    const section = html.slice(html.indexOf('Your recent searches'))
    const recentLinks = [...section.matchAll(/<a href="\/en-us\/search\?q=([^"]*)">/g)].map(
      (match) => match[1],
    )
    expect(recent.length).toBeGreaterThan(0)
    expect(recentLinks).toEqual([
      'tent',
      'hoodie',
      'socks',
      'sandal',
      'beanie',
      'fleece',
      'backpack',
      'merino',
    ])
    expect(recentLinks).not.toContain('jacket')
    expect(section).toContain('action="/en-us/search-hub"')
    expect(section).toContain('name="intent" value="clearRecent"')

    const json = await request('/api/search/recent?locale=en-us', { env, headers: { cookie } })
    expect(((await json.json()) as { recent: string[] }).recent).toHaveLength(8)

    const cleared = await request('/en-us/search-hub', { env, ...formPost('intent=clearRecent', cookie) })
    expect(cleared.status).toBe(303)
    expect(cleared.headers.get('location')).toBe('/en-us/search-hub?recent=cleared')
    const after = await (
      await request('/en-us/search-hub?recent=cleared', { env, headers: { cookie } })
    ).text()
    expect(after).toContain('Your recent searches are cleared.')
    expect(after.slice(after.indexOf('Your recent searches'))).not.toContain('value="clearRecent"')
    // The German site's searches are its own, and stay.
    const german = await (await request('/de-de/search-hub', { env, headers: { cookie } })).text()
    expect(german).toContain('href="/de-de/search?q=Jacke"')
    expect(german).not.toContain('href="/de-de/search?q=tent"')
  })

  it('shows a new visitor’s hub without recent searches', async () => {
    const { env } = setup()
    const hub = await request('/en-us/search-hub', { env })
    expect(hub.status).toBe(200)
    // A visitor who only browses has no session, so the hub has no recent searches section (decision 051).
    const html = await hub.text()
    expect(html.includes('Popular searches')).toBe(true)
    expect(html.includes('id="search-hub-recent"')).toBe(false)
  })
})
