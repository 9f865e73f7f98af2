import { beforeEach, describe, expect, it } from 'vitest'
import { productTypeOf, VIEWS_OF } from '../../mock-api/art/product-types'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { productPath } from '../../shared/routes'
import { clearUpstreamCache, createTestShop, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

interface Colour {
  code: string
  name: string
  image: string
  views: Array<{ view: string; image: string }>
}

const seed = generateCatalogue()
/** The first seeded style of a type. */
const styleOf = (type: string) => {
  const product = seed.find((entry) => productTypeOf(entry.name, entry.kind) === type)
  if (!product) throw new Error(`no ${type} in the seed`)
  return product
}

async function details(style: string) {
  const response = await createUpstream().fetcher.fetch(
    `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  return (await response.json()) as { name: string; colours: Colour[] }
}

describe('product pictures', () => {
  it('lists three or four views a colour, main picture first, and every one answers as a cacheable SVG', async () => {
    const env = createTestShop().env
    for (const type of ['tee', 'rain-shell', 'hiking-boot', 'backpack', 'tent', 'gloves']) {
      const product = styleOf(type)
      const { colours } = await details(product.styleCode)
      expect(colours.map((colour) => colour.code)).toEqual(product.colours.map((colour) => colour.code))
      for (const colour of colours) {
        expect(colour.views.map((entry) => entry.view)).toEqual(
          VIEWS_OF[productTypeOf(product.name, product.kind)],
        )
        expect(colour.views.length).toBeGreaterThanOrEqual(3)
        expect(colour.image).toBe(`/media/product/${product.styleCode}/${colour.code}.svg`)
        const bodies: string[] = []
        for (const [index, { view, image }] of colour.views.entries()) {
          expect(image).toBe(
            `/media/product/${product.styleCode}/${colour.code}${index === 0 ? '' : `-${view}`}.svg`,
          )
          const response = await request(image, { env })
          expect(response.status, image).toBe(200)
          expect(response.headers.get('content-type')).toBe('image/svg+xml')
          expect(response.headers.get('cache-control')).toBe('public, max-age=31536000')
          const svg = await response.text()
          expect(svg).toMatch(
            /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="500" height="500" viewBox="0 0 500 500">/,
          )
          expect(svg).toContain(`<title>${product.name}, ${colour.name}, ${view}</title>`)
          bodies.push(svg)
        }
        expect(new Set(bodies).size).toBe(bodies.length)
        // The colour's plain address is its main picture, which the view's own address answers too.
        expect(colour.views[0]?.image).toBe(colour.image)
        const main = await request(colour.image.replace('.svg', `-${colour.views[0]?.view}.svg`), { env })
        expect(await main.text()).toBe(bodies[0])
      }
    }
  })

  it('answers 404 for a view a product is not drawn in, or an unknown one', async () => {
    const { upstream, env } = createTestShop()
    const tee = styleOf('tee')
    const code = tee.colours[0]?.code
    expect((await request(`/media/product/${tee.styleCode}/${code}-sole.svg`, { env })).status).toBe(404)
    expect((await request(`/media/product/${tee.styleCode}/${code}-inside.svg`, { env })).status).toBe(404)
    expect((await request(`/media/product/${tee.styleCode}/999-front.svg`, { env })).status).toBe(404)
    // The storefront refuses an unknown view without asking the mock API.
    expect(upstream.calls.map((call) => new URL(call.url).pathname)).not.toContain(
      `/media/product/${tee.styleCode}/${code}-inside.svg`,
    )
  })

  it('shows the views in the product gallery, each with an alt text that says the view', async () => {
    const env = createTestShop().env
    const boot = styleOf('hiking-boot')
    const colour = boot.colours[0] as { code: string; name: string }
    const response = await request(productPath('en-us', boot.name, boot.styleCode), { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(
      `class="gallery__main" src="/media/product/${boot.styleCode}/${colour.code}.svg" alt="${boot.name}, ${colour.name}, Side"`,
    )
    expect(html).toContain('<ul class="gallery__thumbs" aria-label="Views">')
    for (const [view, words] of [
      ['', 'Side'],
      ['-top', 'From above'],
      ['-sole', 'Sole'],
      ['-detail', 'Detail'],
    ]) {
      expect(html).toContain(
        `src="/media/product/${boot.styleCode}/${colour.code}${view}.svg" alt="${words}"`,
      )
    }
  })

  it('draws the content images by theme, with their own size', async () => {
    const env = createTestShop().env
    const hero = await (await request('/media/content/hero-autumn.svg', { env })).text()
    expect(hero).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="700"/)
    const tile = await (await request('/media/content/tile-tents.svg', { env })).text()
    expect(tile).toMatch(/ width="600" height="750"/)
    const menu = await (await request('/media/content/menu-rain.svg', { env })).text()
    expect(menu).toMatch(/ width="400" height="500"/)
    expect(new Set([hero, tile, menu]).size).toBe(3)
  })
})
