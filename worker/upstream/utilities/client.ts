/**
 * Utilities of the consumer API: the country list (dial codes and phone masks, cached long) and the employees
 * of a store (for associates signing in; personal data, never cached).
 */
import { z } from 'zod'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'

const CountriesSchema = z.object({
  countries: z.array(
    z.object({
      code: z.string().regex(/^[A-Z]{2}$/),
      name: z.string(),
      dialCode: z.string(),
      masks: z.array(z.string()).default([]),
    }),
  ),
})
const EmployeesSchema = z.object({ employees: z.array(z.object({ id: z.string(), name: z.string() })) })

export type Country = z.infer<typeof CountriesSchema>['countries'][number]
export type StoreEmployee = z.infer<typeof EmployeesSchema>['employees'][number]

export interface UtilitiesClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type UtilitiesClient = ReturnType<typeof createUtilitiesClient>

export function createUtilitiesClient(options: UtilitiesClientOptions) {
  return {
    async getCountries(): Promise<Country[]> {
      const path = '/consumers-v3/utilities/countryList'
      const key = await createCacheKey({
        service: 'utilities',
        siteId: options.siteId,
        locale: options.locale,
        path,
      })
      const doc = await options.cache.get({
        key,
        label: 'utilities.countries',
        policy: 'long',
        load: () => options.fetch.call({ operation: 'countryList', path, schema: CountriesSchema }),
      })
      return doc?.countries ?? []
    },

    /** The employees of a store; null when the store is unknown. */
    async getStoreEmployees(storeId: string): Promise<StoreEmployee[] | null> {
      if (!/^\d{4}$/.test(storeId)) return null
      const doc = await options.fetch.call({
        operation: 'storeEmployees',
        path: `/consumers-v3/utilities/stores/${storeId}/employees`,
        schema: EmployeesSchema,
      })
      return doc?.employees ?? null
    },
  }
}
