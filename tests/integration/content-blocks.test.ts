import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProductPayload } from '../../shared/catalogue/quick-shop'
import { BLOCK_TYPES } from '../../shared/content/blocks'
import { payloadPath } from '../../shared/routes'
import type { SessionState } from '../../worker/session/state'
import { streamedSection } from '../fixtures/html'
import { islandProps } from '../fixtures/island-markup'
import { editorToken } from '../fixtures/preview-token'
import { allowConsoleErrors } from '../setup'
import { cookieOf, jsonPost } from './browser'
import { bindings, clearUpstreamCache, createTestShop, request, TEST_SECRETS, type TestEnv } from './harness'
import { previewSession, seedSession } from './sessions'

beforeEach(clearUpstreamCache)

const STORY = '/en-us/stories/trail-season'

const session = (value: SessionState) => seedSession(value)

async function addToBag(env: TestEnv) {
  const response = await request('/api/cart/items', {
    env,
    ...jsonPost({ productId: 'KS100048720M', qty: 1 }),
  })
  return cookieOf(response)
}

const segmentOf = (html: string) =>
  /data-block-id="trail-welcome"><div class="segmentation" data-segment="([^"]+)"/.exec(html)?.[1]

describe('content pages made of blocks', () => {
  it('renders a page holding every block type, skipping the broken one', async () => {
    const warnings = vi.spyOn(console, 'warn')
    const env = createTestShop().env
    const response = await request(STORY, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    const article = await (await request('/en-us/journal/packing-for-rain', { env })).text()
    const rendered = new Set(
      [...(html + article).matchAll(/data-block-type="([a-zA-Z]+)"/g)].map((match) => match[1]),
    )
    expect([...BLOCK_TYPES].filter((type) => !rendered.has(type))).toEqual([])
    expect(html).toContain('<h1 id="trail-hero-title" class="block__title">Trail season is here</h1>')
    expect(html).not.toContain('trail-broken-hero')
    expect(html).not.toContain('<script>alert(1)</script>')
    // Site links inside rich text get the locale.
    expect(html).toContain('<a href="/en-us/c/men-1000">Build your system</a>')
    expect(html).toContain('<a href="/en-us/foot-sizes">foot size guide</a>')
    // The inline catalog grid shows four footwear products.
    const grid = html.slice(html.indexOf('data-list="content:trail-shoes-grid"'))
    expect(grid.slice(0, grid.indexOf('</ul>')).match(/class="product-card"/g)).toHaveLength(4)
    // NOT IN rain jackets: shown on a content page.
    expect(html).toContain('Rain jackets for the wettest trails')
    expect(html).toContain('data-experience="exp-trail-cta" data-variant="baseline"')
    // Recommendations: the personalisation widget (no product on this page: the shop's best-loved) and a search.
    const recommended = html.slice(html.indexOf('data-list="recommendations:trail-recommended"'))
    expect(recommended.slice(0, recommended.indexOf('</ul>')).match(/class="product-card"/g)).toHaveLength(8)
    expect(html).toContain('data-list="recommendations:trail-search-picks"')
    // The upsell offers the first three editor-chosen products that are in stock, each ready for quick shop: its
    // drawer reads the colours and sizes when it opens, so the page carries none of them.
    const props = islandProps<{ items: { styleCode: string; url: string; colours?: unknown }[] }>(
      html,
      'upsell',
    )
    expect(props.items).toHaveLength(3)
    expect(props.items.some((item) => 'colours' in item)).toBe(false)
    const inStock = (colour: { sizes: string[]; soldOut?: string[] }) =>
      colour.sizes.some((size) => !colour.soldOut?.includes(size))
    for (const item of props.items) {
      const answer = await request(payloadPath(item.url), { env, headers: { accept: 'application/json' } })
      expect(answer.status).toBe(200)
      const options = (await answer.json()) as ProductPayload
      expect(options.colours.some(inStock), item.styleCode).toBe(true)
    }
    expect(warnings.mock.calls.flat().join(' ')).toContain('"id":"trail-broken-hero"')
    warnings.mockRestore()
  })

  it('speaks the locale and shows an article with at most four related articles', async () => {
    const env = createTestShop().env
    const french = await (await request('/fr-fr/stories/trail-season', { env })).text()
    expect(french).toContain('La saison des sentiers commence')
    expect(french).toContain('href="/fr-fr/c/women-2000"')
    const article = await (await request('/en-us/journal/packing-for-rain', { env })).text()
    expect(article).toContain('<h1 id="packing-article-title">How to pack for rain</h1>')
    expect(article).toContain('<time dateTime="2026-10-14">10/14/2026</time>')
    const related = article.slice(article.indexOf('class="article__related"'))
    expect(related.slice(0, related.indexOf('</section>')).match(/<li>/g)).toHaveLength(4)
  })

  it('shows each audience its segment, decided on the server, and never from a shared cache', async () => {
    const env = createTestShop().env
    const bagCookie = await addToBag(env)
    const withBag = await request(STORY, { env, headers: { cookie: bagCookie } })
    expect(segmentOf(await withBag.text())).toBe('cart-ready')
    expect(withBag.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate')
    expect(withBag.headers.get('vary')).toContain('Cookie')

    const anonymous = await (await request(STORY, { env })).text()
    expect(segmentOf(anonymous)).toBe('baseline')
    expect(anonymous).toContain('New here? Join and get 10% off your first order')
    expect(anonymous).not.toContain('Your bag is waiting')

    const member = await session({
      customer: { type: 'REGISTERED', loyaltyMember: true, profiles: [] },
    })
    expect(segmentOf(await (await request(STORY, { env, headers: { cookie: member } })).text())).toBe(
      'members',
    )
    const nonMember = await session({
      customer: { type: 'REGISTERED', loyaltyMember: false, profiles: [] },
    })
    expect(segmentOf(await (await request(STORY, { env, headers: { cookie: nonMember } })).text())).toBe(
      'baseline',
    )

    // The cached page document holds every segment; the choice is made per request.
    const keys = (await bindings.UPSTREAM_CACHE.list()).keys.map((key) => key.name)
    const pageKey = keys.find((key) => key.includes('/page/') && key.includes('stories/trail-season'))
    expect(pageKey).toBeDefined()
    const cached = await bindings.UPSTREAM_CACHE.get(pageKey as string)
    expect(cached).toContain('cart-ready')
    expect(cached).toContain('members')
  })

  it('honours an editor’s forced test segment in preview only', async () => {
    const env = createTestShop().env
    const forced = 'sf_test_segment=members'
    expect(segmentOf(await (await request(STORY, { env, headers: { cookie: forced } })).text())).toBe(
      'baseline',
    )
    const token = await editorToken(TEST_SECRETS.PREVIEW_SECRET)
    const preview = await request(`${STORY}?preview=true`, {
      env,
      headers: { cookie: `${await previewSession(token)}; ${forced}` },
    })
    expect(segmentOf(await preview.text())).toBe('members')
  })

  it('leaves out a benefit bar the shopper closed, and ignores a garbage cookie', async () => {
    const env = createTestShop().env
    const closed = await (
      await request(STORY, { env, headers: { cookie: 'sf_closed=trail-benefits' } })
    ).text()
    expect(closed).not.toContain('benefit-bar__items')
    const garbage = await (
      await request(STORY, { env, headers: { cookie: 'sf_closed=%3Cscript%3E..,,' } })
    ).text()
    expect(garbage).toContain('benefit-bar__items')
  })

  it('still renders the page when the catalogue fails for an inline grid', async () => {
    allowConsoleErrors()
    const { upstream, env } = createTestShop()
    upstream.fail('/api/products/v2/search')
    const response = await request(STORY, { env })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).not.toContain('data-list="content:trail-shoes-grid"')
    expect(html).toContain('Trail season is here')
  })

  it('answers an unknown content slug with the 404 page', async () => {
    const env = createTestShop().env
    expect((await request('/en-us/stories/no-such-story', { env })).status).toBe(404)
  })
})

describe('content on product pages', () => {
  const productPage = async (env: TestEnv, style: string) => {
    const location = (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get(
      'location',
    )
    return (await request(location as string, { env })).text()
  }
  const streamed = (html: string) => streamedSection(html, 'product-content') ?? ''

  it('streams the product’s content after the shell: a complete-the-look upsell, and notes filtered by product', async () => {
    const env = createTestShop().env
    const tee = await productPage(env, 'KS100048')
    expect(tee).toContain('<div id="sf-deferred-product-content" class="deferred" aria-busy="true"></div>')
    const content = streamed(tee)
    expect(content).toContain('XXL takes more fabric, so it costs a little more.')
    expect(content).toContain('class="block upsell upsell--carousel align-left"')
    const upsell = islandProps<{ items: { styleCode: string }[] }>(content, 'upsell')
    expect(upsell.items.length).toBeGreaterThan(0)
    // The product itself is never offered with itself.
    expect(upsell.items.map((item) => item.styleCode)).not.toContain('KS100048')

    const other = streamed(await productPage(env, 'KS100013'))
    expect(other).not.toContain('XXL takes more fabric')
    expect(other).toContain('class="block upsell')
  })

  it('renders the product page in full when the product’s content fails', async () => {
    allowConsoleErrors()
    const { upstream, env } = createTestShop()
    upstream.fail('/content/live/caas/v1/canvas/product/')
    const html = await productPage(env, 'KS100034')
    expect(html).toContain('Cascade Merino Tee')
    // The hole is closed with nothing in it.
    expect(streamedSection(html, 'product-content')).toBe('')
    expect(html).toContain('</html>')
  })
})
