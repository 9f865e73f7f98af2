/**
 * The internal front-end service (`/fapi`): size charts and the foot-size table, collections and the location
 * selector (cached long: they change with a season, not a price), and product comparison (live).
 */
import { z } from 'zod'
import type { Collection, ProductComparison, SizeChart } from '../../../shared/catalogue/catalogue'
import type { LocationSelectorRegion } from '../../../shared/i18n/locales'
import type { PerformanceBatch } from '../../../shared/performance-batch'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'
import { reshapeCollections, reshapeComparison, reshapeLocationRegions, reshapeSizeChart } from './reshape'
import {
  FrontendCollectionsSchema,
  FrontendCompareSchema,
  FrontendLocationSelectorSchema,
  FrontendSizeChartSchema,
} from './schemas'

export interface FrontendClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type FrontendClient = ReturnType<typeof createFrontendClient>

export function createFrontendClient(options: FrontendClientOptions) {
  /** A component through the KV cache with the `long` policy. */
  async function cachedLong<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
  ): Promise<z.infer<S> | null> {
    const key = await createCacheKey({
      service: 'frontend',
      siteId: options.siteId,
      locale: options.locale,
      path,
    })
    return options.cache.get({
      key,
      label: `frontend.${operation}`,
      policy: 'long',
      load: () => options.fetch.call({ operation, path, schema }),
    })
  }

  return {
    /** The size chart of a product type, or null when there is none (bags and tents have no sizes). */
    async getSizeChart(productType: string): Promise<SizeChart | null> {
      if (!/^[a-z-]{2,30}$/.test(productType)) return null
      const chart = await cachedLong(
        'sizeChart',
        `/components/size-chart/${productType}`,
        FrontendSizeChartSchema,
      )
      return chart ? reshapeSizeChart(chart) : null
    },

    /** The foot-size conversion table (foot length, US, UK, EU). */
    async getFootSizes(): Promise<SizeChart | null> {
      const chart = await cachedLong('footSizes', '/components/foot-sizes', FrontendSizeChartSchema)
      return chart ? reshapeSizeChart(chart) : null
    },

    /** Editorial collections, each pointing at a category. */
    async getCollections(): Promise<Collection[]> {
      const doc = await cachedLong('collections', '/components/collections', FrontendCollectionsSchema)
      return doc ? reshapeCollections(doc) : []
    },

    /** Regions, countries and their locales, for a country and language selector. */
    async getLocationSelector(): Promise<LocationSelectorRegion[]> {
      const doc = await cachedLong(
        'locationSelector',
        '/pages/location-selector',
        FrontendLocationSelectorSchema,
      )
      return doc ? reshapeLocationRegions(doc) : []
    },

    /** Comparison attributes of up to four products (live). */
    async getCompare(styleCodes: string[]): Promise<ProductComparison> {
      const ids = styleCodes.filter((code) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(code)).slice(0, 4)
      if (ids.length === 0) return { attributes: [], products: [] }
      const doc = await options.fetch.call({
        operation: 'compare',
        path: '/components/compare',
        query: { ids: ids.join(',') },
        schema: FrontendCompareSchema,
      })
      return doc ? reshapeComparison(doc) : { attributes: [], products: [] }
    },

    /** Passes a page's timing batch on to the ingest beacon (answered 204). */
    async ingestPerformance(batch: PerformanceBatch): Promise<void> {
      await options.fetch.call({
        operation: 'performanceIngest',
        path: '/performance/ingest',
        method: 'POST',
        body: { siteId: options.siteId, locale: options.locale, ...batch },
        schema: z.unknown(),
      })
    },
  }
}
