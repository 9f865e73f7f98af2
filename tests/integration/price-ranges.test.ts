import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/bag/cart'
import { formatMoney } from '../../shared/i18n/i18n'
import { islandProps } from '../fixtures/island-markup'
import { jsonPost } from './browser'
import type { TestEnv } from './harness'
import { clearUpstreamCache, createTestShop, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

// Seeded products whose extended size costs more: one marked down, one at full price. Their prices are read
// from the catalogue below, never copied here.
const SALE_RANGE = 'KS100034'
const FULL_RANGE = 'KS100048'

interface Variant {
  sku: string
  colourCode: string
  size: string
  stock: number
  price: { original: number; current: number }
}

const usd = (amount: number) => formatMoney(amount, 'USD', 'en-US')

/** The product's variants from the mock catalogue, with their lowest and highest prices. */
async function pricesOf(style: string) {
  const response = await createUpstream().fetcher.fetch(
    `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
    { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
  )
  const { variants } = (await response.json()) as { variants: Variant[] }
  const current = variants.map((variant) => variant.price.current)
  const original = variants.map((variant) => variant.price.original)
  const low = variants.find((variant) => variant.price.current === Math.min(...current)) as Variant
  const high = variants.find((variant) => variant.price.current === Math.max(...current)) as Variant
  // The range is real: the extended size costs more than the others.
  expect(high.price.current).toBeGreaterThan(low.price.current)
  return {
    variants,
    low,
    high,
    current: { min: Math.min(...current), max: Math.max(...current) },
    original: { min: Math.min(...original), max: Math.max(...original) },
  }
}

async function productUrl(env: TestEnv, style: string) {
  return (await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })).headers.get('location') as string
}

const visible = (html: string) =>
  html
    .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
    .replace(/<span aria-hidden="true">([^<]*)<\/span>/g, '$1')

/** A regular-expression source matching this text literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')

describe('price ranges', () => {
  it('shows the range on listing cards, read as "from … to …" by screen readers', async () => {
    const env = createTestShop().env
    const { current } = await pricesOf(FULL_RANGE)
    const html = await (await request('/en-us/c/men/tops/t-shirts-1110', { env })).text()
    const card = html.slice(
      html.indexOf(`-${FULL_RANGE}"`),
      html.indexOf('</li>', html.indexOf(`-${FULL_RANGE}"`)),
    )
    expect(visible(card)).toContain(
      `<span class="price__current">${usd(current.min)} – ${usd(current.max)}</span>`,
    )
    // Read whole, once: "from $43.99 to $46.99", the dash and the figures it joins hidden from screen readers.
    expect(card).toContain(
      `<span class="visually-hidden">from ${usd(current.min)} to ${usd(current.max)}</span><span aria-hidden="true">${usd(current.min)} – ${usd(current.max)}</span>`,
    )
  })

  it('reads the range in the shopper’s language', async () => {
    const env = createTestShop().env
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    expect(html).toMatch(/<span class="visually-hidden">from \$[\d.]+ to \$[\d.]+<\/span>/)
    const url = (await productUrl(env, FULL_RANGE)).replace('/en-us/', '/de-de/')
    const german = await (await request(url, { env, redirect: 'follow' })).text()
    expect(german).toMatch(/<span class="visually-hidden">von [\d,.]+\s€ bis [\d,.]+\s€<\/span>/)
  })

  it('shows the range until a size is chosen, then that size’s price, with the originals struck through', async () => {
    const env = createTestShop().env
    const { low, high, current, original } = await pricesOf(SALE_RANGE)
    expect(current.max).toBeLessThan(original.min)
    const url = await productUrl(env, SALE_RANGE)
    const range = visible(await (await request(url, { env })).text())
    expect(range).toMatch(
      new RegExp(
        literal(
          `price__current--sale">${usd(current.min)} – ${usd(current.max)}</span> <s class="price__original">${usd(original.min)} – ${usd(original.max)}</s>`,
        ),
      ),
    )
    for (const variant of [high, low]) {
      const chosen = visible(
        await (await request(`${url}?colour=${variant.colourCode}&size=${variant.size}`, { env })).text(),
      )
      expect(chosen, variant.sku).toMatch(
        new RegExp(
          literal(
            `price__current--sale">${usd(variant.price.current)}</span> <s class="price__original">${usd(variant.price.original)}</s>`,
          ),
        ),
      )
    }
  })

  it('hands the browser the price of each size priced apart', async () => {
    const env = createTestShop().env
    const { variants, current } = await pricesOf(FULL_RANGE)
    const pricedApart = [
      ...new Set(
        variants.filter((variant) => variant.price.current !== current.min).map((variant) => variant.size),
      ),
    ]
    expect(pricedApart.length).toBeGreaterThan(0)
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    const parsed = islandProps<{ bySize: Record<string, unknown>; product: unknown }>(html, 'product-price')
    expect(Object.keys(parsed.bySize).sort()).toEqual(pricedApart.sort())
    for (const size of pricedApart) {
      const variant = variants.find((entry) => entry.size === size) as Variant
      expect(parsed.bySize[size]).toEqual({
        current: usd(variant.price.current),
        currentHigh: null,
        original: null,
        originalHigh: null,
      })
    }
    expect(parsed.product).toMatchObject({ current: usd(current.min), currentHigh: usd(current.max) })
  })

  it('offers each colour as an AggregateOffer with its low and high price', async () => {
    const env = createTestShop().env
    const { variants } = await pricesOf(FULL_RANGE)
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}'
    const product = JSON.parse(json)
    const offers = product.offers as { sku: string; lowPrice: string; highPrice: string }[]
    expect(offers.length).toBeGreaterThan(0)
    for (const offer of offers) {
      const prices = variants
        .filter((variant) => offer.sku.endsWith(variant.colourCode) && variant.sku.startsWith(offer.sku))
        .map((variant) => variant.price.current)
      expect(prices.length, offer.sku).toBeGreaterThan(0)
      expect(offer).toMatchObject({
        '@type': 'AggregateOffer',
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        priceCurrency: 'USD',
      })
    }
  })

  it('charges the extended size its own price in the bag, as the product page shows it', async () => {
    const env = createTestShop().env
    const { variants, current } = await pricesOf(FULL_RANGE)
    const extended = variants.find((variant) => variant.price.current === current.max && variant.stock > 0)
    if (!extended) throw new Error('the extended size is sold out in every colour')
    const html = await (await request(await productUrl(env, FULL_RANGE), { env })).text()
    const shown = islandProps<{ bySize: Record<string, { current: string }> }>(html, 'product-price').bySize[
      extended.size
    ]?.current
    const added = await request('/api/cart/items', { env, ...jsonPost({ productId: extended.sku, qty: 1 }) })
    const { cart } = CartResponseSchema.parse(await added.json())
    expect(cart?.items[0]?.price).toMatchObject({
      amount: extended.price.current,
      original: extended.price.original,
    })
    expect(usd(cart?.items[0]?.price.amount as number)).toBe(shown)
  })
})
