import { describe, expect, it } from 'vitest'
import { createKvCache } from '../../worker/cache/kv-cache'
import { createCatalogueClient } from '../../worker/upstream/catalogue/client'
import { createCommerceClient } from '../../worker/upstream/commerce/client'
import { CatalogueError } from '../../worker/upstream/errors'
import { createFrontendClient } from '../../worker/upstream/frontend/client'
import { createUpstreamFetch } from '../../worker/upstream/http'
import { createStoresClient } from '../../worker/upstream/stores/client'
import { createUtilitiesClient } from '../../worker/upstream/utilities/client'
import { createWishlistClient } from '../../worker/upstream/wishlists/client'
import { bindings, createUpstream, TEST_SECRETS } from './harness'

function clients() {
  const upstream = createUpstream()
  const fetchFor = (baseUrl: string) =>
    createUpstreamFetch({
      service: 'test',
      baseUrl,
      fetcher: (request) => upstream.fetcher.fetch(request),
      accessKey: TEST_SECRETS.UPSTREAM_ACCESS_KEY,
      serverTrustId: 'trust',
      locale: 'en-gb',
      errorClass: CatalogueError,
    })
  const api = fetchFor('https://mock-api.internal/api')
  const cache = createKvCache({ kv: bindings.UPSTREAM_CACHE, waitUntil: () => {}, bypass: true })
  const common = { cache, siteId: 'KST-GB', locale: 'en-gb' }
  return {
    upstream,
    catalogue: createCatalogueClient({ ...common, fetch: api, currency: 'GBP', mediaBaseUrl: '/media' }),
    commerce: createCommerceClient({ fetch: api, mediaBaseUrl: '/media' }),
    stores: createStoresClient({ fetch: api, siteId: common.siteId }),
    utilities: createUtilitiesClient({ ...common, fetch: api }),
    wishlists: createWishlistClient({
      fetch: api,
      siteId: common.siteId,
      currency: 'GBP',
      reshape: { locale: 'en-gb', mediaBaseUrl: '/media' },
      pageSizes: { favorites: 48, savedForLater: 24 },
    }),
    frontend: createFrontendClient({ ...common, fetch: fetchFor('https://mock-api.internal/fapi') }),
  }
}

describe('the remaining upstream clients', () => {
  it('reads live inventory per variant', async () => {
    const { catalogue, upstream } = clients()
    const details = (await (
      await upstream.fetcher.fetch(
        'https://mock-api.internal/api/products/v2/products/KS100013/details?currency=GBP',
        { headers: { 'x-api-key': TEST_SECRETS.UPSTREAM_ACCESS_KEY } },
      )
    ).json()) as { variants: { sku: string; stock: number }[] }
    expect(details.variants.length).toBeGreaterThan(1)
    const inventory = await catalogue.getInventory('KS100013')
    expect(inventory).not.toBeNull()
    expect(Object.keys(inventory ?? {}).sort()).toEqual(details.variants.map((variant) => variant.sku).sort())
    for (const variant of details.variants) expect(inventory?.[variant.sku], variant.sku).toBe(variant.stock)
    expect(await catalogue.getInventory('ZZ999999')).toBeNull()
  })

  it('finds pickup points and store employees, and lists countries with dial codes and masks', async () => {
    const { stores, utilities } = clients()
    const points = await stores.findCollectionPoints({ postalCode: 'M2 4LY', country: 'GB' })
    expect(points.map((point) => point.country)).toEqual(['GB', 'GB'])
    const employees = await utilities.getStoreEmployees('3001')
    expect(employees?.length).toBeGreaterThanOrEqual(2)
    expect(await utilities.getStoreEmployees('9999')).toBeNull()
    const countries = await utilities.getCountries()
    expect(countries.find((country) => country.code === 'GB')).toMatchObject({ dialCode: '44' })
  })

  it('reads a saved-for-later list, and none for an unknown id', async () => {
    const { wishlists, commerce } = clients()
    const listId = await commerce.createSaveForLater()
    expect(await wishlists.getSaveForLater(listId)).toEqual({ total: 0, items: [] })
    expect(await wishlists.getSaveForLater('S000000000000')).toBeNull()
  })

  it('reads the front-end compare, collections and location-selector components', async () => {
    const { frontend } = clients()
    const compare = await frontend.getCompare(['KS100013', 'KS100020', 'not-a-code'])
    expect(compare.products.map((product) => product.styleCode).sort()).toEqual(['KS100013', 'KS100020'])
    expect(compare.attributes).toContain('activity')
    expect((await frontend.getCollections()).length).toBeGreaterThan(0)
    const regions = await frontend.getLocationSelector()
    expect(regions.map((region) => region.id)).toEqual(['NA', 'EMEA'])
  })
})
