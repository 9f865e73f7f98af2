import { beforeEach, describe, expect, it } from 'vitest'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { LOCALE_HEADER } from '../../shared/api-contract'
import { productPath } from '../../shared/routes'
import { clearUpstreamCache, createTestShop, request } from './harness'

beforeEach(clearUpstreamCache)

const TIDEWATER = 'tidewater.localhost'
const seed = generateCatalogue()
const carriedBy = (brand: 'kestrel' | 'tidewater') =>
  new Set(seed.filter((product) => product.brands.includes(brand)).map((product) => product.styleCode))
const TIDEWATER_CARRIES = carriedBy('tidewater')
const KESTREL_CARRIES = carriedBy('kestrel')
const productOf = (test: (product: (typeof seed)[number]) => boolean) => {
  const product = seed.find((entry) => !entry.digital && test(entry))
  if (!product) throw new Error('no such product in the seed')
  return product
}
const kestrelOnly = productOf((product) => product.brands.join() === 'kestrel')
const tidewaterOnly = productOf((product) => product.brands.join() === 'tidewater')
const onBoth = productOf((product) => product.brands.length === 2)

const styleCodes = (html: string) =>
  [...html.matchAll(/data-style-code="([A-Z0-9]+)"/g)].map((m) => m[1] as string)
const productLinks = (html: string) =>
  [...html.matchAll(/href="\/[a-z]{2}-[a-z]{2}\/p\/[a-z0-9-]+-(KS\d{6})"/g)].map((m) => m[1] as string)

describe('each brand its own (decision 056)', () => {
  it('gives Tidewater its own home page, with its own hero and none of Kestrel’s copy', async () => {
    const env = createTestShop().env
    const tidewater = await (await request('/en-us', { env, host: TIDEWATER })).text()
    expect(tidewater).toContain('Dressed for the turn of the tide')
    expect(tidewater).toContain('/media/content/hero-tidewater-coast.svg')
    expect(tidewater).not.toContain('Made for the long way round')
    expect(tidewater).not.toContain('Trail running, sorted')
    const german = await (await request('/de-de', { env, host: TIDEWATER })).text()
    expect(german).toContain('Angezogen für den Wechsel der Gezeiten')
    const kestrel = await (await request('/en-us', { env })).text()
    expect(kestrel).toContain('Made for the long way round')
    expect(kestrel).not.toContain('Dressed for the turn of the tide')
  })

  it('gives each brand its own stories, “Our story” and footer links', async () => {
    const env = createTestShop().env
    const home = await (await request('/en-gb', { env, host: TIDEWATER })).text()
    const footer = home.slice(home.indexOf('<footer'))
    expect(footer).toContain('<a href="/en-gb/stories/tide-lines">Stories</a>')
    const story = await request('/en-gb/stories/tide-lines', { env, host: TIDEWATER })
    expect(story.status).toBe(200)
    expect(await story.text()).toContain('Six tides, four storms, one good flask.')
    const french = await (await request('/fr-fr/stories/cold-water', { env, host: TIDEWATER })).text()
    expect(french).toContain('Eau froide, couches chaudes')
    expect((await request('/en-gb/stories/trail-season', { env, host: TIDEWATER })).status).toBe(404)
    expect((await request('/en-gb/stories/tide-lines', { env })).status).toBe(404)
    expect((await request('/en-gb/stories/trail-season', { env })).status).toBe(200)
    const about = await (await request('/en-gb/about', { env, host: TIDEWATER })).text()
    expect(about).toContain('Tidewater began in a boathouse')
    expect(about).not.toContain('garage workshop')
  })

  it('draws the promo bar in the brand’s own colours', async () => {
    const env = createTestShop().env
    const tidewater = await (await request('/en-us', { env, host: TIDEWATER })).text()
    expect(tidewater).toMatch(/class="promo-bar"[^>]*style="color:#ffffff;background:#123c69/)
    expect(tidewater).toContain('--brand-primary:#123c69')
    expect(tidewater).not.toContain('background:#0b3d2e')
  })

  it('answers 404 on Tidewater for a product only Kestrel carries, and the other way round', async () => {
    const env = createTestShop().env
    const kestrelPath = productPath('en-us', kestrelOnly.name, kestrelOnly.styleCode)
    expect((await request(kestrelPath, { env })).status).toBe(200)
    const missing = await request(kestrelPath, { env, host: TIDEWATER })
    expect(missing.status).toBe(404)
    expect(await missing.text()).not.toContain(kestrelOnly.name)
    const tidewaterPath = productPath('en-us', tidewaterOnly.name, tidewaterOnly.styleCode)
    expect((await request(tidewaterPath, { env, host: TIDEWATER })).status).toBe(200)
    expect((await request(tidewaterPath, { env })).status).toBe(404)
    const sharedPath = productPath('en-gb', onBoth.name, onBoth.styleCode)
    expect((await request(sharedPath, { env })).status).toBe(200)
    expect((await request(sharedPath, { env, host: TIDEWATER })).status).toBe(200)
  })

  it('lists and recommends only the products the brand carries', async () => {
    const env = createTestShop().env
    const listing = await (await request('/en-us/c/men-1000', { env, host: TIDEWATER })).text()
    const listed = styleCodes(listing)
    expect(listed.length).toBeGreaterThan(10)
    for (const code of listed) expect(TIDEWATER_CARRIES.has(code), code).toBe(true)
    expect(listed.some((code) => !KESTREL_CARRIES.has(code))).toBe(true)
    const kestrelListing = styleCodes(await (await request('/en-us/c/men-1000', { env })).text())
    for (const code of kestrelListing) expect(KESTREL_CARRIES.has(code), code).toBe(true)

    const page = await (
      await request(productPath('en-us', tidewaterOnly.name, tidewaterOnly.styleCode), {
        env,
        host: TIDEWATER,
      })
    ).text()
    const linked = productLinks(page)
    expect(linked.length).toBeGreaterThan(1)
    for (const code of linked) expect(TIDEWATER_CARRIES.has(code), code).toBe(true)
  })

  it('searches Tidewater’s assortment only on Tidewater, suggestions included', async () => {
    const env = createTestShop().env
    const found = styleCodes(await (await request('/en-us/search?q=jacket', { env, host: TIDEWATER })).text())
    expect(found.length).toBeGreaterThan(3)
    for (const code of found) expect(TIDEWATER_CARRIES.has(code), code).toBe(true)
    // A name of Tidewater's own line finds it there, and nothing of it on Kestrel.
    const word = tidewaterOnly.name.split(' ')[0] as string
    const own = styleCodes(await (await request(`/en-us/search?q=${word}`, { env, host: TIDEWATER })).text())
    expect(own).toContain(tidewaterOnly.styleCode)
    const elsewhere = styleCodes(await (await request(`/en-us/search?q=${word}`, { env })).text())
    for (const code of elsewhere) expect(KESTREL_CARRIES.has(code), code).toBe(true)
    // Nor does Tidewater's search find a product only Kestrel sells, by its full name.
    const kestrelName = encodeURIComponent(kestrelOnly.name)
    const there = styleCodes(
      await (await request(`/en-us/search?q=${kestrelName}`, { env, host: TIDEWATER })).text(),
    )
    expect(there).not.toContain(kestrelOnly.styleCode)

    const suggest = await request('/api/search/suggest?q=jack', {
      env,
      host: TIDEWATER,
      headers: { [LOCALE_HEADER]: 'en-us' },
    })
    const suggestions = (await suggest.json()) as { products: { styleCode: string }[] }
    expect(suggestions.products.length).toBeGreaterThan(0)
    for (const product of suggestions.products)
      expect(TIDEWATER_CARRIES.has(product.styleCode), product.styleCode).toBe(true)
  })

  it('lists Tidewater’s own stores on its sites, and Kestrel’s on Kestrel’s', async () => {
    const env = createTestShop().env
    const names = (html: string) =>
      [...html.matchAll(/<h3 class="store__name">([^<]+)/g)].map((match) => match[1] as string)
    const tidewater = names(await (await request('/en-us/stores', { env, host: TIDEWATER })).text())
    expect(tidewater).toEqual(['Tidewater Portland Maine', 'Tidewater Santa Cruz'])
    const kestrel = names(await (await request('/en-us/stores', { env })).text())
    expect(kestrel).toContain('Seattle')
    expect(kestrel.some((name) => name.startsWith('Tidewater'))).toBe(false)
    const byCity = names(
      await (await request('/de-de/stores?place=Hamburg', { env, host: TIDEWATER })).text(),
    )
    expect(byCity[0]).toBe('Tidewater Hamburg')
  })
})
