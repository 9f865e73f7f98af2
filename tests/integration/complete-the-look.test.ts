import { beforeEach, describe, expect, it } from 'vitest'
import { complementsOf } from '../../mock-api/db/looks'
import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { streamedSection } from '../fixtures/html'
import { islandProps } from '../fixtures/island-markup'
import {
  callMockApi,
  clearUpstreamCache,
  createTestShop,
  createUpstream,
  request,
  TEST_SECRETS,
  type Upstream,
} from './harness'

beforeEach(clearUpstreamCache)

const seed = new Map(generateCatalogue().map((product) => [product.styleCode, product]))
const productOf = (code: string) => {
  const product = seed.get(code)
  if (!product) throw new Error(`No demo product ${code}`)
  return product
}

/** The Basalt Hiking Boot (men's hiking boots) of the walk-through, whose look once was five more boots. */
const BOOT = 'KS101623'
/** A shell, a tee, a sandal, a tent, socks, a kids' jacket and a Tidewater-only puffer. */
const OTHERS = ['KS100272', 'KS100041', 'KS102197', 'KS102533', 'KS102918', 'KS101364', 'KS300104']

const widget = async (upstream: Upstream, style: string, siteId = 'KST-US') => {
  const response = await callMockApi(
    upstream,
    `/api/products/v1/widgetRecommendations?productId=${style}&widget=complete-the-look&limit=12&currency=USD&siteId=${siteId}`,
  )
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: { styleCode: string }[] }).items.map((item) => item.styleCode)
}

/** What makes a look: other categories that go with it, the same label, on the site, in stock, never itself. */
function expectALook(style: string, picks: readonly string[], brand: 'kestrel' | 'tidewater') {
  const product = productOf(style)
  expect(picks.length, style).toBeGreaterThanOrEqual(3)
  expect(picks).not.toContain(style)
  expect(new Set(picks).size).toBe(picks.length)
  for (const code of picks) {
    const pick = productOf(code)
    expect(pick.categoryId, `${style} → ${code}`).not.toBe(product.categoryId)
    expect(complementsOf(product.categoryId), `${style} → ${code}`).toContain(pick.categoryId)
    expect(pick.brand, `${style} → ${code}`).toBe(product.brand)
    expect(pick.brands, `${style} → ${code}`).toContain(brand)
    expect(pick.digital).toBe(false)
    expect(
      pick.variants.some((variant) => variant.onlineStock > 0),
      `${code} in stock`,
    ).toBe(true)
  }
}

describe('complete the look', () => {
  it('offers a boot socks, trousers, a shell and a pack, never another shoe', async () => {
    const upstream = createUpstream()
    const picks = await widget(upstream, BOOT)
    expectALook(BOOT, picks, 'kestrel')
    for (const code of picks) expect(productOf(code).kind, code).not.toBe('shoes')
    // One of each kind first: socks, then trousers, then a shell.
    expect(picks.slice(0, 3).map((code) => productOf(code).categoryId)).toEqual(['6330', '1310', '1210'])
  })

  it('answers a look for every kind of product, on each brand’s site', async () => {
    const upstream = createUpstream()
    for (const style of OTHERS) {
      const brand = productOf(style).brands.includes('kestrel') ? 'kestrel' : 'tidewater'
      expectALook(style, await widget(upstream, style, brand === 'kestrel' ? 'KST-US' : 'TDW-US'), brand)
    }
    // A jacket brings trousers and boots; a tent a sleeping bag.
    const shell = (await widget(upstream, 'KS100272')).map((code) => productOf(code).categoryId)
    expect(shell).toEqual(expect.arrayContaining(['1310', '4110']))
    const tent = (await widget(upstream, 'KS102533')).map((code) => productOf(code).categoryId)
    expect(tent[0]).toBe('6200')
  })

  it('answers the decision service’s look for the viewed product, apart from the products like it', async () => {
    const upstream = createUpstream()
    const response = await upstream.fetcher.fetch(
      'https://mock-api.internal/personalization/api/engine/v1/decide/kestrel',
      {
        method: 'POST',
        headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({
          channel: 'kestrel/d/KST-US',
          deviceId: 'vuid_lookbook01',
          events: [
            { eventType: 'monetate:context:ProductDetailView', products: [{ productId: BOOT }] },
            { eventType: 'monetate:decision:DecisionRequest', requestId: 'r1' },
          ],
        }),
      },
    )
    const body = (await response.json()) as {
      data: { responses: { actions: { component: string; items?: { id: string }[] }[] }[] }
    }
    const actions = body.data.responses[0]?.actions ?? []
    const items = (component: string) =>
      (actions.find((action) => action.component === component)?.items ?? []).map((item) => item.id)
    expectALook(BOOT, items('complete-the-look'), 'kestrel')
    // "Recommended" still offers products like the boot.
    expect(productOf(items('recommended')[0] as string).kind).toBe('shoes')
  })

  it('shows the look on the boot’s page', async () => {
    const env = createTestShop().env
    const html = await (await request(`/en-us/p/basalt-hiking-boot-${BOOT}`, { env })).text()
    const content = streamedSection(html, 'product-content') ?? ''
    const upsell = islandProps<{ items: { styleCode: string }[] }>(content, 'upsell')
    expectALook(
      BOOT,
      upsell.items.map((item) => item.styleCode),
      'kestrel',
    )
  })
})
