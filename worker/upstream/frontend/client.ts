/**
 * The internal front-end service (`/fapi`): size charts and the foot-size table, collections and the location
 * selector (cached long: they change with a season, not a price), and product comparison (live).
 */
import { z } from 'zod'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'

const SizeChartSchema = z.object({
  productType: z.string().default('foot-sizes'),
  unit: z.string(),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.string())),
})
export type SizeChart = z.infer<typeof SizeChartSchema>

const CompareSchema = z.object({
  attributes: z.array(z.string()),
  products: z.array(z.looseObject({ styleCode: z.string(), name: z.string() })),
})
const CollectionsSchema = z.object({
  collections: z.array(z.object({ id: z.string(), title: z.string(), categoryId: z.string() })),
})
const LocationSelectorSchema = z.object({
  regions: z.array(
    z.object({
      id: z.string(),
      countries: z.array(z.object({ code: z.string(), locales: z.array(z.string()) })),
    }),
  ),
})

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
    getSizeChart(productType: string): Promise<SizeChart | null> {
      if (!/^[a-z-]{2,30}$/.test(productType)) return Promise.resolve(null)
      return cachedLong('sizeChart', `/components/size-chart/${productType}`, SizeChartSchema)
    },

    /** The foot-size conversion table (foot length, US, UK, EU). */
    getFootSizes(): Promise<SizeChart | null> {
      return cachedLong('footSizes', '/components/foot-sizes', SizeChartSchema)
    },

    /** Editorial collections, each pointing at a category. */
    async getCollections() {
      return (
        (await cachedLong('collections', '/components/collections', CollectionsSchema))?.collections ?? []
      )
    },

    /** Regions, countries and their locales, for a country and language selector. */
    async getLocationSelector() {
      return (
        (await cachedLong('locationSelector', '/pages/location-selector', LocationSelectorSchema))?.regions ??
        []
      )
    },

    /** Comparison attributes of up to four products (live). */
    async getCompare(styleCodes: string[]) {
      const ids = styleCodes.filter((code) => /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(code)).slice(0, 4)
      if (ids.length === 0) return { attributes: [], products: [] }
      const doc = await options.fetch.call({
        operation: 'compare',
        path: '/components/compare',
        query: { ids: ids.join(',') },
        schema: CompareSchema,
      })
      return doc ?? { attributes: [], products: [] }
    },
  }
}
