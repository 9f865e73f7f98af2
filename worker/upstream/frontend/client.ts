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
