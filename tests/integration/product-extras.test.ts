import { beforeEach, describe, expect, it } from 'vitest'
import type { ProductPayload } from '../../shared/catalogue/quick-shop'
import { sortBySize } from '../../shared/catalogue/sizes'
import { payloadPath } from '../../shared/routes'
import { streamedSection } from '../fixtures/html'
import { firstSeededStyles } from '../fixtures/seed-products'
import type { TestEnv, Upstream } from './harness'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

interface Details {
  variants: { sku: string; stock: number; colourCode: string; size: string }[]
}

async function details(upstream: Upstream, style: string): Promise<Details> {
  const response = await upstream.fetcher.fetch(
    `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
    {
      headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY },
    },
  )
  return response.json()
}

async function productUrl(env: TestEnv, style: string) {
  return (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get('location') as string
}

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-storefront-locale': 'en-us' },
  body: JSON.stringify(body),
})

describe('product page extras', () => {
  it('shows the size chart of the product type as a table that opens without JavaScript', async () => {
    const env = createTestShop().env
    const html = await (await request(await productUrl(env, 'KS100013'), { env })).text()
    expect(html).toContain('<details class="size-chart"><summary>Size chart</summary>')
    expect(html).toContain('<caption>Body measurements in cm</caption>')
    expect(html).toContain('<th scope="col">Chest</th>')
    expect(html).toMatch(/<th scope="row">M<\/th><td>94–100<\/td>/)
  })

  it('streams recommendations from the recommendation widget', async () => {
    const { upstream, env } = createTestShop()
    const html = await (await request(await productUrl(env, 'KS100013'), { env })).text()
    const rail = streamedSection(html, 'more') ?? ''
    expect(rail.match(/class="product-card"/g)).toHaveLength(4)
    expect(
      upstream.calls.some((call) => call.url.includes('/widgetRecommendations?productId=KS100013')),
    ).toBe(true)
  })

  it('adds a customised design only from a recipe the cart service made (decision 030)', async () => {
    const { upstream, env } = createTestShop()
    const url = await productUrl(env, 'KS100013')
    // This product cannot be personalised: a recipe parameter changes nothing on its page.
    const html = await (await request(`${url}?recipe=R-2041`, { env })).text()
    expect(html).not.toContain('Customized design')
    expect(html).not.toContain('name="recipeId"')
    const sku = (await details(upstream, 'KS100013')).variants.find((variant) => variant.stock > 0)?.sku
    const response = await request('/api/cart/items', {
      env,
      ...json({ productId: sku, qty: 1, recipeId: 'R-2041' }),
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ errorDetails: [{ errorId: 'CUS404' }] })
  })

  it('signs a shopper up for a sold-out size, and refuses bad e-mails and sizes in stock', async () => {
    const { upstream, env } = createTestShop()
    for (const style of firstSeededStyles(8)) {
      const { variants } = await details(upstream, style)
      const soldOut = variants.find((variant) => variant.stock === 0)
      const inStock = variants.find((variant) => variant.stock > 0)
      if (!soldOut || !inStock) continue
      const ok = await request(`/api/products/${style}/notifications`, {
        env,
        ...json({ sku: soldOut.sku, email: 'sam@example.com' }),
      })
      expect(await ok.json()).toEqual({ subscribed: true })
      const badEmail = await request(`/api/products/${style}/notifications`, {
        env,
        ...json({ sku: soldOut.sku, email: 'sam@' }),
      })
      expect(await badEmail.json()).toMatchObject({ fields: { email: 'Email is not valid' } })
      const available = await request(`/api/products/${style}/notifications`, {
        env,
        ...json({ sku: inStock.sku, email: 'sam@example.com' }),
      })
      // Signing up for a size that is in stock conflicts with its state (NTF409).
      expect(available.status).toBe(409)
      const otherProduct = await request(`/api/products/KS999990/notifications`, {
        env,
        ...json({ sku: soldOut.sku, email: 'sam@example.com' }),
      })
      expect(otherProduct.status).toBe(400)
      return
    }
    throw new Error('no product with a sold-out size in the seed')
  })
})

describe('a quick shop’s options, from the product page’s payload', () => {
  const get = async (env: TestEnv, style: string) =>
    request(payloadPath(await productUrl(env, style)), { env, headers: { accept: 'application/json' } })

  it('lists each colour’s sizes in natural order and marks those the catalogue has none of', async () => {
    const { upstream, env } = createTestShop()
    for (const style of firstSeededStyles(8)) {
      const { variants } = await details(upstream, style)
      if (!variants.some((variant) => variant.stock === 0)) continue
      const response = await get(env, style)
      expect(response.status).toBe(200)
      const options = (await response.json()) as ProductPayload
      for (const colour of options.colours) {
        const own = variants.filter((variant) => variant.colourCode === colour.code)
        expect(colour.sizes).toEqual(
          sortBySize(own, (variant) => variant.size).map((variant) => variant.size),
        )
        expect(colour.soldOut ?? []).toEqual(
          colour.sizes.filter((size) => own.find((variant) => variant.size === size)?.stock === 0),
        )
      }
      expect(options.colours.flatMap((colour) => colour.soldOut ?? []).length).toBeGreaterThan(0)
      return
    }
    throw new Error('no product with a sold-out size in the seed')
  })
})

describe('product sets and foot sizes', () => {
  it('offers the rest of the set a product belongs to', async () => {
    const { env } = createTestShop()
    const listing = await (await request('/en-us/c/men/jackets/rain-jackets-1210', { env })).text()
    const urls = [...listing.matchAll(/href="(\/en-us\/p\/[a-z0-9-]+-KS\d{6})"/g)].map(
      (match) => match[1] as string,
    )
    for (const url of urls) {
      const html = await (await request(url, { env })).text()
      const heading = /<h2 id="set-title">Complete the set: ([^<]+)<\/h2>/.exec(html)
      if (!heading) continue
      const section = html.slice(
        html.indexOf('<h2 id="set-title">'),
        html.indexOf('</section>', html.indexOf('<h2 id="set-title">')),
      )
      expect(section).toContain('class="product-card"')
      expect(section).not.toContain(url)
      return
    }
    throw new Error('no men’s rain jacket belongs to a set in the seed')
  })

  it('explains foot sizes with a conversion table, linked from shoe size charts', async () => {
    const env = createTestShop().env
    const html = await (await request('/en-us/foot-sizes', { env })).text()
    expect(html).toContain('<h1>Foot sizes</h1>')
    expect(html).toContain('<details class="size-chart" open="">')
    expect(html).toContain('<th scope="col">Foot length</th>')
    const listing = await (await request('/en-us/c/footwear/mens-shoes/hiking-boots-4110', { env })).text()
    const url = /href="(\/en-us\/p\/[a-z0-9-]+-KS\d{6})"/.exec(listing)?.[1] as string
    expect(await (await request(url, { env })).text()).toContain(
      '<a href="/en-us/foot-sizes">Find your foot size</a>',
    )
  })
})

describe('the recommendations service', () => {
  it('answers up to the 24 items a recommendations block may ask for (spec 3 §9), and no more', async () => {
    const { upstream } = createTestShop()
    const items = async (limit: number) => {
      const response = await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v1/widgetRecommendations?currency=USD&limit=${limit}`,
        { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
      )
      return ((await response.json()) as { items: unknown[] }).items.length
    }
    expect(await items(24)).toBe(24)
    expect(await items(60)).toBe(24)
  })
})
