import { beforeEach, describe, expect, it } from 'vitest'
import { CartResponseSchema } from '../../shared/cart'
import type { StoreAvailability } from '../../shared/catalogue'
import { clearUpstreamCache, createTestEnv, createUpstream, request, TEST_SECRETS } from './harness'

beforeEach(clearUpstreamCache)

async function skuOf(upstream: ReturnType<typeof createUpstream>, style = 'KS100013') {
  const details = (await (
    await upstream.fetcher.fetch(
      `https://mock-api.internal/api/products/v2/products/${style}/details?currency=USD`,
      { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
    )
  ).json()) as { variants: { sku: string }[] }
  return details.variants[0]?.sku as string
}

describe('store availability', () => {
  it('lists the nearest stores to a postal code in the page country, with stock', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const sku = await skuOf(upstream)
    const response = await request(
      `/api/stores/availability?styleCode=KS100013&sku=${sku}&postalCode=98101`,
      { env, headers: { 'x-storefront-locale': 'en-us' } },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const { stores } = (await response.json()) as { stores: StoreAvailability[] }
    expect(stores).toHaveLength(5)
    expect(stores[0]?.name).toBe('Kestrel Seattle')
    expect(stores.map((store) => store.distanceKm)).toEqual(
      [...stores.map((store) => store.distanceKm)].sort((a, b) => a - b),
    )
    for (const store of stores) expect(['in-stock', 'low-stock', 'out-of-stock']).toContain(store.status)
  })

  it('finds stores by position, and says so clearly when a postal code is unknown', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const sku = await skuOf(upstream)
    const near = (await (
      await request(`/api/stores/availability?styleCode=KS100013&sku=${sku}&latitude=48.85&longitude=2.35`, {
        env,
      })
    ).json()) as { stores: StoreAvailability[] }
    expect(near.stores[0]?.name).toBe('Kestrel Paris Opéra')
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

  it('adds an item for pickup in a store that has it', async () => {
    const upstream = createUpstream()
    const env = createTestEnv(upstream)
    const sku = await skuOf(upstream)
    const { stores } = (await (
      await request(`/api/stores/availability?styleCode=KS100013&sku=${sku}&postalCode=98101`, { env })
    ).json()) as { stores: StoreAvailability[] }
    const store = stores.find((entry) => entry.quantity > 0)
    if (!store) throw new Error('no store has the variant in the seed')
    const response = await request('/api/cart/items', {
      env,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-storefront-locale': 'en-us',
      },
      body: JSON.stringify({ productId: sku, qty: 1, storeId: store.id }),
    })
    expect(response.status).toBe(200)
    const { cart } = CartResponseSchema.parse(await response.json())
    expect(cart?.items[0]?.pickupStoreId).toBe(store.id)
    const none = stores.find((entry) => entry.quantity === 0)
    if (none) {
      const refused = await request('/api/cart/items', {
        env,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost',
          'x-storefront-locale': 'en-us',
        },
        body: JSON.stringify({ productId: sku, qty: 1, storeId: none.id }),
      })
      expect(await refused.json()).toMatchObject({ errorDetails: [{ errorId: 'INV700' }] })
    }
  })
})
