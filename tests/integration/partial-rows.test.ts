import { beforeEach, describe, expect, it } from 'vitest'
import type { Cart } from '../../shared/bag/cart'
import { streamedSection } from '../fixtures/html'
import { signedInShopper } from './account-helpers'
import { jsonPost } from './browser'
import { productDetails, readCart, shopperWith } from './cart-helpers'
import {
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  forgetHeldCopies,
  islandProps,
  request,
  type TestEnv,
  type Upstream,
} from './harness'

/** Forgets the stock counts the shop holds (the `stock` policy's copies), as seconds passing would. */
async function clearInventoryCache(env: TestEnv) {
  const keys = await env.UPSTREAM_CACHE.list()
  for (const key of keys.keys) {
    const value = await env.UPSTREAM_CACHE.get(key.name)
    if (value && /^\{"value":\{"KS\d{9}[A-Z0-9]+":\d+/.test(value)) await env.UPSTREAM_CACHE.delete(key.name)
  }
  forgetHeldCopies()
}

beforeEach(clearUpstreamCache)

interface Details {
  maxQty: number | null
  price: { current: number; original: number }
  variants: { sku: string; stock: number }[]
}

/** A seeded style of no per-order maximum, marked down (`true`) or at its full price, with a variant in stock. */
async function variantOf(upstream: Upstream, markedDown: boolean) {
  for (let index = 0; index < 300; index++) {
    const style = `KS${100013 + index * 3}`
    const product = await productDetails<Details>(upstream, style).catch(() => null)
    const variant = product?.variants?.find((entry) => entry.stock >= 2)
    if (!product?.price || !variant || product.maxQty !== null) continue
    if (product.price.original > product.price.current === markedDown) return { style, sku: variant.sku }
  }
  throw new Error('no such variant in the seed')
}

const bagOf = async (env: TestEnv, cookie: string) => {
  const html = await (await request('/en-us/cart', { env, headers: { cookie } })).text()
  return { html, props: islandProps<{ cart: Cart; lines: Record<string, { url: string }> }>(html, 'bag') }
}

/** The bag's offers as the page renders them. */
const offersOf = (html: string) => {
  const start = html.indexOf('aria-label="Offers for your bag"')
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start))
}

describe('a bag line and the totals as the cart service gives them', () => {
  it('links each line to its product page by the service’s slug, in the line’s colourway and size', async () => {
    const { upstream, env } = createTestShop()
    const { sku, style } = await variantOf(upstream, false)
    const { cookie, cart } = await shopperWith(env, [{ sku, qty: 1 }])
    const line = cart.items[0] as Cart['items'][number]
    expect(line.masterId).toBe(style)
    expect(line.masterId2).toBe(`${style}${line.colour}`)
    expect(line.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)

    const { props } = await bagOf(env, cookie)
    const url = new URL(props.lines[line.id]?.url ?? '', 'https://shop.test')
    expect(url.pathname).toBe(`/en-us/p/${line.slug}-${style}`)
    expect(url.searchParams.get('colour')).toBe(line.colour)
    expect(url.searchParams.get('size')).toBe(line.size)
  })

  it('says what the shopper saves in all: the sale price below the original, and the order’s discount', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variantOf(upstream, true)
    const { cookie, cart } = await shopperWith(env, [{ sku, qty: 2 }])
    const line = cart.items[0] as Cart['items'][number]
    const markdown = (line.price.original - line.price.amount) * 2
    expect(markdown).toBeGreaterThan(0)
    expect(cart.totals.discount).toBeCloseTo(markdown + cart.totals.totalDiscount, 2)

    const { html } = await bagOf(env, cookie)
    expect(html).toContain(`You save $${(cart.totals.discount ?? 0).toFixed(2)}`)
  })

  it('says nothing saved for a bag at full price with no promotion', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variantOf(upstream, false)
    const { cookie } = await shopperWith(env, [{ sku, qty: 1 }])
    const cart = await readCart(env, cookie)
    expect(cart.totals.discount).toBe(cart.totals.totalDiscount)
    if (cart.totals.totalDiscount === 0) expect((await bagOf(env, cookie)).html).not.toMatch(/You save \$/)
  })
})

describe('the bag’s offers by kind', () => {
  it('shows a guest the members’ offer with the way to sign in or join and come back to the bag', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variantOf(upstream, false)
    const { cookie, cart } = await shopperWith(env, [{ sku, qty: 1 }])
    expect(cart.approaching).toContainEqual(
      expect.objectContaining({ id: 'REGISTERED-WELCOME10', kind: 'registered', reached: false }),
    )
    expect(cart.approaching.find((offer) => offer.id === 'FREESHIP-THRESHOLD')?.kind).toBe('spend')

    const offers = offersOf((await bagOf(env, cookie)).html)
    expect(offers).toContain('Members save 10% with code WELCOME10')
    expect(offers).toContain('href="/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart"')
    expect(offers).toContain('href="/en-us/account/sign-up?returnTo=%2Fen-us%2Fcart"')
  })

  it('tells a signed-in shopper’s bag no members’ offer to sign in for', async () => {
    const { upstream, env } = createTestShop()
    const { sku } = await variantOf(upstream, false)
    const shopper = await signedInShopper(env)
    const added = await request('/api/cart/items', {
      env,
      ...jsonPost({ productId: sku, qty: 1 }, shopper.cookie),
    })
    expect(added.status).toBe(200)
    const cart = await readCart(env, shopper.cookie)
    expect(cart.approaching.map((offer) => offer.id)).not.toContain('REGISTERED-WELCOME10')
    const { html, props } = await bagOf(env, shopper.cookie)
    expect((props as { membership?: unknown }).membership).toBeNull()
    expect(offersOf(html)).not.toContain('/account/sign-in')
  })
})

/** The Basalt Hiking Boot, whose page completes the look with an upsell of the catalogue widget's products. */
const BOOT = 'KS101623'

/** The boot's page for a new visitor of a shop with the decision service, read whole. */
async function personalisedBootPage() {
  const { upstream, env } = createTestShop({
    PERSONALIZATION_API_URL: 'https://mock-api.internal/personalization',
  })
  const visitor = `vuid_${crypto.randomUUID().replaceAll('-', '').slice(0, 20)}`
  const html = await (
    await request(`/en-us/p/basalt-hiking-boot-${BOOT}`, { env, headers: { cookie: `sf_vuid=${visitor}` } })
  ).text()
  return { upstream, env, html, visitor }
}

/** The recommendation ids a section's links ping when clicked, in order. */
const pingedIds = (section: string) =>
  [...section.matchAll(/ping="[^"]*\/api\/personalization\/click\?t=([^"&]+)"/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  )

describe('the upsell’s stock and the widget’s recommendation ids', () => {
  it('reads each offered product’s inventory, once while it is fresh, and lists the sizes in stock', async () => {
    const { upstream, env } = createTestShop()
    const page = async () =>
      streamedSection(
        await (await request(`/en-us/p/basalt-hiking-boot-${BOOT}`, { env })).text(),
        'product-content',
      ) ?? ''
    const upsell = islandProps<{ items: { styleCode: string; sizes?: string; ping?: string }[] }>(
      await page(),
      'upsell',
    )
    expect(upsell.items.length).toBeGreaterThan(0)
    const inventoryCalls = () =>
      upstream.calls.filter((call) => new URL(call.url).pathname.endsWith('/inventory')).length
    const first = inventoryCalls()
    expect(first).toBeGreaterThanOrEqual(upsell.items.length)
    for (const item of upsell.items) {
      const details = await productDetails<{ variants: { sku: string; size: string; stock: number }[] }>(
        upstream,
        item.styleCode,
      )
      const sizes = [...new Set(details.variants.map((variant) => variant.size))]
      if (sizes.length < 2) continue
      // Each size listed has stock; a size with none is not listed.
      for (const variant of details.variants.filter((entry) => entry.stock > 0))
        expect(item.sizes, item.styleCode).toContain(variant.size)
    }

    await page()
    expect(inventoryCalls()).toBe(first)
  })

  it('offers a product whose inventory has nothing left no more, and one whose inventory fails by its details', async () => {
    const { upstream, env } = createTestShop()
    const picks = async () =>
      islandProps<{ items: { styleCode: string }[] }>(
        streamedSection(
          await (await request(`/en-us/p/basalt-hiking-boot-${BOOT}`, { env })).text(),
          'product-content',
        ) ?? '',
        'upsell',
      ).items.map((item) => item.styleCode)
    const [first, second] = await picks()
    expect(first && second).toBeTruthy()

    // The first pick sells out (its details, cached, still say it has stock); the second's inventory fails.
    const sold = await productDetails<{ variants: { sku: string }[] }>(upstream, first as string)
    for (const variant of sold.variants)
      await callMockApi(upstream, `/__dev/stock/${variant.sku}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ online: 0 }),
      })
    upstream.fail(`/api/products/v2/products/${second}/inventory`)
    await clearInventoryCache(env)
    const now = await picks()
    expect(now).not.toContain(first)
    expect(now).toContain(second)
  })

  it('tells the decision service what a product page showed in one call, once its last section is sent', async () => {
    const { upstream, html, visitor } = await personalisedBootPage()
    const rail = pingedIds(streamedSection(html, 'more') ?? '')
    const upsell = islandProps<{ items: { ping?: string }[] }>(
      streamedSection(html, 'product-content') ?? '',
      'upsell',
    ).items.flatMap((item) => (item.ping ? [decodeURIComponent(item.ping.split('?t=')[1] ?? '')] : []))
    expect(rail.length).toBeGreaterThan(0)
    expect(upsell.length).toBeGreaterThan(0)

    const answer = await callMockApi(upstream, `/__dev/personalization/records?visitor=${visitor}`)
    const { requests, records } = (await answer.json()) as {
      requests: { requestId: string | null; events: { eventType: string }[] }[]
      records: { kind: string; value: string }[]
    }
    // The page's decision, then one recording: the upsell's impressions and the rail's together.
    const recordings = requests.filter((asked) => asked.requestId === null)
    expect(recordings).toHaveLength(1)
    const shown = records.filter((record) => record.kind === 'rec-impression').map((record) => record.value)
    expect(shown).toEqual(expect.arrayContaining([...rail, upsell[0]]))
    expect(new Set(shown).size).toBe(shown.length)
  })

  it('reports the widget’s recommendations a visitor was shown and pings their clicks; without consent, plain links', async () => {
    const { upstream, env, html, visitor } = await personalisedBootPage()
    const rail = pingedIds(streamedSection(html, 'more') ?? '')
    expect(rail.length).toBeGreaterThan(0)
    for (const id of rail) expect(id).toMatch(/^rw\.1\.pdp-similar\.\d+\.KS\d{6}$/)
    const records = await callMockApi(upstream, `/__dev/personalization/records?visitor=${visitor}`)
    const seen = ((await records.json()) as { records: { kind: string; value: string }[] }).records
      .filter((record) => record.kind === 'rec-impression')
      .map((record) => record.value)
    expect(seen).toEqual(expect.arrayContaining(rail))

    // Global Privacy Control withdraws targeting consent: the same page has plain links.
    const plain = await (
      await request(`/en-us/p/basalt-hiking-boot-${BOOT}`, {
        env,
        headers: { 'sec-gpc': '1', cookie: `sf_vuid=${visitor}` },
      })
    ).text()
    expect(pingedIds(streamedSection(plain, 'more') ?? '')).toEqual([])
    const upsell = islandProps<{ items: { ping?: string }[] }>(
      streamedSection(plain, 'product-content') ?? '',
      'upsell',
    )
    expect(upsell.items.length).toBeGreaterThan(0)
    expect(upsell.items.filter((item) => item.ping)).toEqual([])
  })
})
