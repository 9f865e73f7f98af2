/**
 * Stores near a postal code or a point, joined with the stock of one variant in each. Stock is live, so
 * nothing here is cached (policy `none`).
 */
import type { CollectionPoint, Store, StorePlace } from '../../../shared/stores/stores'
import type { UpstreamFetch } from '../http'
import { type FoundAvailability, reshapeAvailability, reshapeCollectionPoint, reshapeStore } from './reshape'
import { CollectionPointsSchema, StoreSearchSchema, StoreStockSchema } from './schemas'

export interface StoresClientOptions {
  fetch: UpstreamFetch
  /** The site asking: each brand has its own stores (decision 056); without it, every brand's. */
  siteId?: string
  /** The clock whether a store is open is read from (tests set it). */
  now?: () => Date
}

export type StoresClient = ReturnType<typeof createStoresClient>

export function createStoresClient(options: StoresClientOptions) {
  const site = options.siteId ? { siteId: options.siteId } : {}
  const searchNear = (place: StorePlace, limit: number) =>
    options.fetch.call({
      operation: 'storeSearch',
      method: 'POST',
      // A search: nothing found is no stores, not a refusal.
      notFoundAsNull: true,
      path: '/stores/v1/search',
      query: site,
      body: { ...place, limit },
      schema: StoreSearchSchema,
    })

  const now = options.now ?? (() => new Date())
  return {
    /** Stores near a place (nearest first), or every store of a country when no place is given. */
    async listStores(place: StorePlace | { country: string }, limit = 10): Promise<Store[] | null> {
      const everyStore = 'country' in place && !('postalCode' in place) && !('city' in place)
      const found = everyStore
        ? await options.fetch.call({
            operation: 'stores',
            path: '/consumers-v3/utilities/stores',
            query: { country: place.country, ...site },
            schema: StoreSearchSchema,
          })
        : await searchNear(place, limit)
      if (!found) return null
      return found.stores.map((store) => reshapeStore(store, !everyStore, now()))
    },

    /** Pickup points (parcel lockers) near a place. */
    async findCollectionPoints(place: StorePlace): Promise<CollectionPoint[]> {
      const doc = await options.fetch.call({
        operation: 'collectionPoints',
        method: 'POST',
        notFoundAsNull: true,
        path: '/stores/v1/collectionPoints',
        query: site,
        body: place,
        schema: CollectionPointsSchema,
      })
      return (doc?.collectionPoints ?? []).map(reshapeCollectionPoint)
    },

    /**
     * One store's stock of several variants of a style (the product page's sizes at the shopper's favourite store),
     * by SKU; a SKU the service does not answer for is left out.
     * @example getStoreStock('KS100020', ['KS10002001M'], '0101') // { KS10002001M: 4 }
     */
    async getStoreStock(
      styleCode: string,
      skus: readonly string[],
      storeId: string,
    ): Promise<Record<string, number>> {
      const answers = await Promise.all(
        skus.map((sku) =>
          options.fetch.call({
            operation: 'availability',
            method: 'POST',
            notFoundAsNull: true,
            path: `/products/v1/products/${encodeURIComponent(styleCode)}/availability`,
            body: { sku, storeIds: [storeId] },
            schema: StoreStockSchema,
          }),
        ),
      )
      return Object.fromEntries(
        answers.flatMap((answer) => {
          const quantity = answer?.stores.find((entry) => entry.storeId === storeId)?.quantity
          return answer && quantity !== undefined ? [[answer.sku, Math.max(0, quantity)]] : []
        }),
      )
    },

    /**
     * The nearest stores with the variant's stock; null when the place is unknown. Throws on other failures. With
     * `country`, only that country's stores: an order is picked up in a store of the shop it was placed in.
     */
    async findAvailability(
      styleCode: string,
      sku: string,
      place: StorePlace,
      limit = 5,
      country?: string,
    ): Promise<FoundAvailability[] | null> {
      const found = await searchNear(place, country ? Math.min(limit * 4, 20) : limit)
      if (!found) return null
      const stores = found.stores
        .filter((store) => !country || !store.country || store.country === country)
        .slice(0, limit)
      if (stores.length === 0) return []
      const stock = await options.fetch.call({
        operation: 'availability',
        method: 'POST',
        notFoundAsNull: true,
        path: `/products/v1/products/${encodeURIComponent(styleCode)}/availability`,
        body: { sku, storeIds: stores.map((store) => store.id) },
        schema: StoreStockSchema,
      })
      return reshapeAvailability(stores, stock, now())
    },
  }
}
