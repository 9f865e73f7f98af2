/**
 * The internal front-end service (`/fapi`): size charts by product type, cached long (they change with a
 * collection, not a price).
 */
import { z } from 'zod'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'

const SizeChartSchema = z.object({
  productType: z.string(),
  unit: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string())),
})
export type SizeChart = z.infer<typeof SizeChartSchema>

export interface FrontendClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type FrontendClient = ReturnType<typeof createFrontendClient>

export function createFrontendClient(options: FrontendClientOptions) {
  return {
    /** Comparison attributes of up to four products. */
    async getCompare(styleCodes: string[]) {
      const ids = styleCodes.filter((code) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(code)).slice(0, 4)
      if (ids.length === 0) return { attributes: [], products: [] }
      const doc = await options.fetch.call({
        operation: 'compare',
        path: '/components/compare',
        query: { ids: ids.join(',') },
        schema: z.object({
          attributes: z.array(z.string()),
          products: z.array(z.looseObject({ styleCode: z.string(), name: z.string() })),
        }),
      })
      return doc ?? { attributes: [], products: [] }
    },

    /** Editorial collections, each pointing at a category. */
    async getCollections() {
      const path = '/components/collections'
      const key = await createCacheKey({
        service: 'frontend',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      const doc = await options.cache.get({
        key,
        label: 'frontend.collections',
        policy: 'long',
        load: () =>
          options.fetch.call({
            operation: 'collections',
            path,
            schema: z.object({
              collections: z.array(z.object({ id: z.string(), title: z.string(), categoryId: z.string() })),
            }),
          }),
      })
      return doc?.collections ?? []
    },

    /** Regions, countries and their locales, for a country and language selector. */
    async getLocationSelector() {
      const path = '/pages/location-selector'
      const key = await createCacheKey({
        service: 'frontend',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      const doc = await options.cache.get({
        key,
        label: 'frontend.locationSelector',
        policy: 'long',
        load: () =>
          options.fetch.call({
            operation: 'locationSelector',
            path,
            schema: z.object({
              regions: z.array(
                z.object({
                  id: z.string(),
                  countries: z.array(z.object({ code: z.string(), locales: z.array(z.string()) })),
                }),
              ),
            }),
          }),
      })
      return doc?.regions ?? []
    },

    /** The foot-size conversion table (foot length, US, UK, EU). */
    async getFootSizes(): Promise<SizeChart | null> {
      const path = '/components/foot-sizes'
      const key = await createCacheKey({
        service: 'frontend',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      return options.cache.get({
        key,
        label: 'frontend.footSizes',
        policy: 'long',
        load: () =>
          options.fetch.call({
            operation: 'footSizes',
            path,
            schema: SizeChartSchema.omit({ productType: true }).extend({
              productType: z.string().default('foot-sizes'),
            }),
          }),
      })
    },

    /** The size chart of a product type, or null when there is none (bags and tents have no sizes). */
    async getSizeChart(productType: string): Promise<SizeChart | null> {
      if (!/^[a-z-]{2,30}$/.test(productType)) return null
      const path = `/components/size-chart/${productType}`
      const key = await createCacheKey({
        service: 'frontend',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      return options.cache.get({
        key,
        label: 'frontend.sizeChart',
        policy: 'long',
        load: () => options.fetch.call({ operation: 'sizeChart', path, schema: SizeChartSchema }),
      })
    },
  }
}
