import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/bag/cart'
import type { StoreAvailability } from '../../shared/stores/stores'
import { jsonPost } from './browser'
import type { TestEnv, Upstream } from './harness'
import { clearUpstreamCache, createTestShop, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

async function skuOf(upstream: Upstream, style = 'KS100013') {
  const details = (await (
    await upstream.fetcher.fetch(
      `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
      { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
    )
  ).json()) as { variants: { sku: string }[] }
  return details.variants[0]?.sku as string
}

/** The status a store shows follows its quantity: none is out of stock, three or fewer is low stock. */
function expectStatusOfQuantity(store: StoreAvailability) {
  const expected = store.quantity <= 0 ? 'out-of-stock' : store.quantity <= 3 ? 'low-stock' : 'in-stock'
  expect(store.status, `${store.name}: ${store.quantity}`).toBe(expected)
}

/** A SKU with a store near Seattle that has it and one that has none, found by searching the seeded stock. */
async function pickupCase(upstream: Upstream, env: TestEnv) {
  for (let index = 0; index < 20; index++) {
    const style = `KS${100013 + index * 7}`
    const details = (await (
      await upstream.fetcher.fetch(
        `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
        { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
      )
    ).json()) as { variants: { sku: string }[] }
    for (const { sku } of details.variants.slice(0, 6)) {
      const { stores } = (await (
        await request(`/api/stores/availability?styleCode=${style}&sku=${sku}&postalCode=98101`, { env })
      ).json()) as { stores: StoreAvailability[] }
      for (const store of stores) expectStatusOfQuantity(store)
      const has = stores.find((entry) => entry.quantity > 0)
      const none = stores.find((entry) => entry.quantity === 0)
      if (has && none) return { sku, has, none }
    }
  }
  throw new Error('no SKU in the seed is stocked in one nearby store and not in another')
}

describe('store availability', () => {
  it('lists the nearest stores to a postal code in the page country, with stock', async () => {
    const { upstream, env } = createTestShop()
    const sku = await skuOf(upstream)
    const response = await request(
      `/api/stores/availability?styleCode=KS100013&sku=${sku}&postalCode=98101`,
      { env, headers: { 'x-storefront-locale': 'en-us' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { stores } = (await response.json()) as { stores: StoreAvailability[] }
    // The demo's five US stores: pickup is in the shop's country, so Vancouver, nearer than most, is not offered.
    expect(stores.map((store) => store.name)).toEqual([
      'Seattle',
      'Portland Flagship',
      'San Francisco',
      'Denver',
      'New York SoHo',
    ])
    expect(stores.map((store) => store.distanceKm)).toEqual(
      [...stores.map((store) => store.distanceKm)].sort((a, b) => a - b),
    )
    for (const store of stores) expectStatusOfQuantity(store)
    // Worded for the US site: miles, the North American phone mask, and whether each store is open now.
    const portland = stores[1] as StoreAvailability
    expect(portland.distance).toBeCloseTo(portland.distanceKm / 1.609344, 0)
    expect(portland.phoneDisplay).toBe('(503) 555-0100')
    expect(portland.phoneHref).toBe('tel:+15035550100')
    expect(portland.openText).toMatch(/^(Open now · closes at|Opens|Closed)/)
    // The street and the town with its state, as US addresses are written.
    expect(portland.province).toBe('OR')
    expect(portland.addressLine).toBe('921 SW Morrison St, Portland, OR')
  })

  it('finds a variant by its colour and size as by its SKU, and refuses one the product does not have', async () => {
    const { upstream, env } = createTestShop()
    const details = (await (
      await upstream.fetcher.fetch(
        'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=USD',
        { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
      )
    ).json()) as { variants: { sku: string; colourCode: string; size: string }[] }
    const headers = { 'x-storefront-locale': 'en-us' }
    const stock = async (variant: string) => {
      const response = await request(
        `/api/stores/availability?styleCode=KS100013&${variant}&postalCode=98101`,
        {
          env,
          headers,
        },
      )
      expect(response.status, variant).toBe(200)
      const { stores } = (await response.json()) as { stores: StoreAvailability[] }
      return stores.map((store) => [store.name, store.quantity])
    }
    for (const variant of details.variants.slice(0, 3)) {
      expect(await stock(`colour=${variant.colourCode}&size=${variant.size}`)).toEqual(
        await stock(`sku=${variant.sku}`),
      )
    }
    const unknown = await request(
      '/api/stores/availability?styleCode=KS100013&colour=999&size=M&postalCode=98101',
      { env, headers },
    )
    expect(unknown.status).toBe(404)
    const halfNamed = await request(
      '/api/stores/availability?styleCode=KS100013&colour=420&postalCode=98101',
      {
        env,
        headers,
      },
    )
    expect(halfNamed.status).toBe(400)
  })

  it('words the stores for the page locale: kilometres and German phone numbers on de-de', async () => {
    const { upstream, env } = createTestShop()
    const sku = await skuOf(upstream)
    const { stores } = (await (
      await request(`/api/stores/availability?styleCode=KS100013&sku=${sku}&postalCode=10115`, {
        env,
        headers: { 'x-storefront-locale': 'de-de' },
      })
    ).json()) as { stores: StoreAvailability[] }
    const berlin = stores[0] as StoreAvailability
    expect(berlin.name).toBe('Berlin')
    expect(berlin.distance).toBe(berlin.distanceKm)
    expect(berlin.phoneHref).toBe('tel:+493055550200')
    expect(berlin.phoneDisplay).toBe('030 55550200')
    expect(berlin.openText).toMatch(/^(Jetzt geöffnet · schließt um|Öffnet|Heute geschlossen|Geschlossen)/)
  })

  it('finds stores by position, and says so clearly when a postal code is unknown', async () => {
    const { upstream, env } = createTestShop()
    const sku = await skuOf(upstream)
    const near = (await (
      await request(`/api/stores/availability?styleCode=KS100013&sku=${sku}&latitude=48.85&longitude=2.35`, {
        env,
        headers: { 'x-storefront-locale': 'fr-fr' },
      })
    ).json()) as { stores: StoreAvailability[] }
    expect(near.stores[0]?.name).toBe('Paris Opéra')
    const unknown = await request(`/api/stores/availability?styleCode=KS100013&sku=${sku}&postalCode=00000`, {
      env,
      headers: { 'x-storefront-locale': 'de-de' },
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({
      errorDetails: [{ errorId: 'LOC404', message: 'Diese Postleitzahl kennen wir nicht.' }],
    })
    for (const query of [
      'styleCode=KS100013',
      `styleCode=KS100013&sku=${sku}&postalCode=<script>`,
      `styleCode=x&sku=${sku}&postalCode=98101`,
      `styleCode=KS100013&sku=${sku}&latitude=200&longitude=0`,
    ]) {
      expect((await request(`/api/stores/availability?${query}`, { env })).status, query).toBe(400)
    }
  })

  it('adds an item for pickup in a store that has it, and refuses a store that has none', async () => {
    const { upstream, env } = createTestShop()
    const { sku, has, none } = await pickupCase(upstream, env)
    const add = (storeId: string) =>
      request('/api/cart/items', { env, ...jsonPost({ productId: sku, qty: 1, storeId }) })
    const response = await add(has.id)
    expect(response.status).toBe(200)
    const { cart } = CartResponseSchema.parse(await response.json())
    expect(cart?.items[0]?.pickupStoreId).toBe(has.id)
    const refused = await add(none.id)
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      errorDetails: [{ errorId: 'INV700', message: 'Sorry, this item is out of stock.' }],
      placement: 'item',
    })
  })
})
