import { describe, expect, it } from 'vitest'
import { BRANDS, brandOf, editorialArt, THEMES, themeOf } from '../../mock-api/art/editorial'
import { productArt } from '../../mock-api/art/product-art'
import { PRODUCT_TYPES, productTypeOf, productViews, VIEWS_OF } from '../../mock-api/art/product-types'
import { subjectOf } from '../../mock-api/art/subjects'
import error4xx from '../../mock-api/content/error-4xx.json'
import home from '../../mock-api/content/home.json'
import { STORY_PAGES } from '../../mock-api/content/stories'
import { TIDEWATER_HOME, TIDEWATER_STORY_PAGES } from '../../mock-api/content/tidewater'
import { COLOURS, generateCatalogue } from '../../mock-api/seed/catalogue'

const LIMIT = 4096

/** Well-formed enough for an image: one root `svg` with a viewBox, width and height; every tag closed in order. */
function expectValidSvg(svg: string, width?: number, height?: number) {
  const root =
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">/.exec(
      svg,
    )
  expect(root, svg.slice(0, 120)).not.toBeNull()
  expect(root?.[1]).toBe(root?.[3])
  expect(root?.[2]).toBe(root?.[4])
  if (width) expect(Number(root?.[1])).toBe(width)
  if (height) expect(Number(root?.[2])).toBe(height)
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/)
  const stack: string[] = []
  const tags = [...svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z0-9:-]+="[^"<>]*")*)\s*(\/?)>/g)]
  expect(tags.length, 'every < opens a well-formed tag').toBe(svg.split('<').length - 1)
  for (const [tag, close, name, rest] of svg.matchAll(
    /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z0-9:-]+="[^"<>]*")*)\s*(\/?)>/g,
  )) {
    expect(tag).toBeTruthy()
    if (close) expect(stack.pop(), tag).toBe(name)
    else if (!tag?.endsWith('/>')) stack.push(name as string)
    expect(rest ?? '').not.toContain('<')
  }
  expect(stack).toEqual([])
  // Nothing but tags and the text of titles and the gift card's words between them.
  expect(svg.replace(/<[^>]+>/g, '').replace(/[\w\s,.&#;-]/g, '')).toBe('')
}

const seed = generateCatalogue()
const seededTypes = new Set(seed.map((product) => productTypeOf(product.name, product.kind)))

describe('product art', () => {
  it('gives every product type of the seed its own drawing, and every type is in the seed', () => {
    expect([...seededTypes].sort()).toEqual([...PRODUCT_TYPES].sort())
    const main = PRODUCT_TYPES.map((type) =>
      productArt(type, VIEWS_OF[type][0] as never, '#c0392b', 'KS100013', 'x'),
    )
    expect(new Set(main).size).toBe(PRODUCT_TYPES.length)
  })

  it('tells types apart by the noun of the name', () => {
    expect(productTypeOf('Ridge Rain Jacket', 'apparel')).toBe('rain-shell')
    expect(productTypeOf('Alder Zip Hoodie', 'apparel')).toBe('hoodie')
    expect(productTypeOf('Fjord Half-Zip Fleece', 'apparel')).toBe('fleece')
    expect(productTypeOf('Talus Cargo Pants', 'apparel')).toBe('trousers')
    expect(productTypeOf('Summit Trail Tee', 'apparel')).toBe('tee')
    expect(productTypeOf('Canyon Trail Shorts', 'apparel')).toBe('shorts')
    expect(productTypeOf('Basalt Kids Hiker', 'kids-shoes')).toBe('hiking-boot')
    expect(productTypeOf('Meadow Hiking Sandal', 'shoes')).toBe('sandal')
    expect(productTypeOf('Cirrus Running Belt', 'bag')).toBe('hip-pack')
    expect(productTypeOf('Aurora Down Bag -5°', 'gear')).toBe('sleeping-bag')
    expect(productTypeOf('Granite Baby Fleece Suit', 'kids-apparel')).toBe('romper')
    expect(productTypeOf('Kestrel e-gift card', 'gift-card')).toBe('gift-card')
    expect(productTypeOf('Harbor Thing', 'shoes')).toBe('sneaker')
  })

  it('draws every view of every type differently, deterministically, as a small valid SVG with a size', () => {
    for (const type of PRODUCT_TYPES) {
      const views = VIEWS_OF[type]
      expect(views.length, type).toBeGreaterThanOrEqual(2)
      if (type !== 'gift-card') expect(views.length, type).toBeGreaterThanOrEqual(3)
      for (const code of ['KS100013', 'KS100020', 'KS100027']) {
        for (const colour of COLOURS) {
          const drawn = views.map((view) => productArt(type, view, colour.hex, code, `${type}, ${view}`))
          expect(new Set(drawn).size, `${type} ${colour.name}`).toBe(views.length)
          for (const [i, svg] of drawn.entries()) {
            expect(svg, `${type} ${views[i]}`).toBe(
              productArt(type, views[i] as never, colour.hex, code, `${type}, ${views[i]}`),
            )
            expect(svg.length, `${type} ${views[i]}`).toBeLessThan(LIMIT)
          }
        }
      }
      for (const view of views)
        expectValidSvg(productArt(type, view, '#2f5d3a', 'KS100013', `A ${type} & more`), 500, 500)
    }
  })

  it('draws the colour: the same view in two colours differs', () => {
    for (const type of PRODUCT_TYPES) {
      const view = VIEWS_OF[type][0] as never
      expect(productArt(type, view, '#1d1d1f', 'KS100013', 't')).not.toBe(
        productArt(type, view, '#f1c232', 'KS100013', 't'),
      )
    }
  })

  it('draws a type’s variants by the product’s name', () => {
    const pairs = [
      ['gloves', 'Summit Mittens', 'Summit Liner Gloves'],
      ['hoodie', 'Alder Zip Hoodie', 'Alder Pullover'],
      ['fleece', 'Fjord Half-Zip Fleece', 'Fjord Grid Fleece'],
      ['trousers', 'Talus Cargo Pants', 'Talus Hiking Pants'],
      ['duffel', 'Basalt Roller Duffel', 'Basalt Duffel 90L'],
      ['sleeping-bag', 'Cirrus Summer Quilt', 'Cirrus Down Bag -5°'],
      ['sandal', 'Meadow Slide', 'Meadow Hiking Sandal'],
      ['cap', 'Ridge Trucker Cap', 'Ridge Cap'],
    ] as const
    for (const [type, one, other] of pairs) {
      const view = VIEWS_OF[type][0] as never
      expect(productArt(type, view, '#2f5d3a', 'KS100013', 't', one), one).not.toBe(
        productArt(type, view, '#2f5d3a', 'KS100013', 't', other),
      )
    }
  })

  it('lists a colour’s views main picture first', () => {
    expect(productViews('KS100013', '420', 'trail-shoe')).toEqual([
      { view: 'side', image: '/media/product/KS100013/420.svg' },
      { view: 'top', image: '/media/product/KS100013/420-top.svg' },
      { view: 'sole', image: '/media/product/KS100013/420-sole.svg' },
      { view: 'detail', image: '/media/product/KS100013/420-detail.svg' },
    ])
  })
})

describe('editorial art', () => {
  it('picks a theme by the name and a brand by a brand word in it', () => {
    expect(themeOf('hero-alpine')).toBe('alpine')
    expect(themeOf('tile-tents')).toBe('forest')
    expect(themeOf('menu-rain')).toBe('coast')
    expect(themeOf('banner-store')).toBe('city')
    expect(themeOf('banner-trail')).toBe('trail')
    expect(themeOf('film-traverse')).toBe('night')
    expect(themeOf('trail-summit')).toBe('alpine')
    expect(brandOf('hero-tidewater-coast')).toBe('tidewater')
    expect(brandOf('banner-northline-night')).toBe('northline')
    expect(brandOf('tile-kestrel-pro-alpine')).toBe('kestrel-pro')
    expect(brandOf('hero-autumn')).toBe('kestrel')
  })

  it('draws each theme and brand differently, deterministically, small, with the size of its kind', () => {
    const sizes: Record<string, readonly [number, number]> = {
      hero: [1600, 700],
      tile: [600, 750],
      menu: [400, 500],
      card: [960, 640],
    }
    const drawn = new Set<string>()
    for (const [prefix, [width, height]] of Object.entries(sizes)) {
      for (const theme of THEMES) {
        for (const brand of BRANDS) {
          const name = `${prefix}-${brand}-${theme}`
          expect(themeOf(name), name).toBe(theme)
          const svg = editorialArt(name)
          expect(svg).toBe(editorialArt(name))
          expect(svg.length, name).toBeLessThan(LIMIT)
          expectValidSvg(svg, width, height)
          drawn.add(svg.replace(/<title>.*<\/title>/, ''))
        }
      }
    }
    expect(drawn.size).toBe(Object.keys(sizes).length * THEMES.length * BRANDS.length)
    expectValidSvg(editorialArt('banner-store'), 1200, 500)
  })

  it('shows a category tile’s own category: the hats tile a hat, the socks tile socks, never a landscape alone', () => {
    // Every tile and card of the content that leads to a category, with the picture it shows.
    const tiles: { category: string; picture: string }[] = []
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) {
        node.forEach(walk)
        return
      }
      if (!node || typeof node !== 'object') return
      const { url, media } = node as { url?: unknown; media?: { url?: unknown } }
      const category = typeof url === 'string' ? /^\/c\/(?:[a-z0-9-]+\/)*[a-z0-9-]*?(\d{4})$/.exec(url) : null
      const picture =
        typeof media?.url === 'string'
          ? /^\/media\/content\/((?:tile|card)-[a-z0-9-]+)\.svg$/.exec(media.url)
          : null
      if (category?.[1] && picture?.[1]) tiles.push({ category: category[1], picture: picture[1] })
      Object.values(node).forEach(walk)
    }
    walk([home, error4xx, STORY_PAGES, TIDEWATER_HOME, TIDEWATER_STORY_PAGES])
    expect(tiles.map((tile) => tile.picture)).toEqual(
      expect.arrayContaining([
        'tile-hats',
        'tile-socks',
        'tile-boots',
        'tile-jackets',
        'tile-kids',
        'card-packs',
      ]),
    )
    const catalogue = generateCatalogue()
    for (const { category, picture } of tiles) {
      // The types the category's products are drawn as (its own and its sub-categories' products).
      const prefix = category.replace(/0+$/, '')
      const types = new Set(
        catalogue
          .filter((product) => product.categoryId.startsWith(prefix))
          .map((product) => productTypeOf(product.name, product.kind)),
      )
      const subject = subjectOf(picture)
      expect(subject, picture).not.toBeNull()
      expect([...types], `${picture} → ${category}`).toContain(subject?.type)
      const svg = editorialArt(picture)
      expect(svg).toContain(`data-subject="${subject?.type}"`)
      expectValidSvg(svg)
    }
    expect(subjectOf('tile-hats')?.type).toBe('beanie')
    expect(subjectOf('tile-socks')?.type).toBe('socks')
    expect(subjectOf('card-shoes')?.type).toBe('hiking-boot')
    // A place or a service stays a landscape.
    expect(subjectOf('card-coast')).toBeNull()
    expect(editorialArt('card-coast')).not.toContain('data-subject')
  })
})
