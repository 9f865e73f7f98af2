/**
 * The internal front-end service (`/fapi`): size charts and the foot-size table, collections, the location
 * selector, the header's utility links, the footer's social links, the popular searches and static pages by name
 * (cached long: they change with a season, not a price); product comparison and the shop's clock (live); and the
 * contract checker, told of an upstream answer the storefront could not read.
 */
import * as z from 'zod'
import type { Collection, ProductComparison, SizeChart } from '../../../shared/catalogue/catalogue'
import type { Link, SocialLink, StaticPage } from '../../../shared/content/content'
import type { LocationSelectorRegion } from '../../../shared/i18n/locales'
import type { PerformanceBatch } from '../../../shared/performance-batch'
import { homePath } from '../../../shared/routes'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import type { UpstreamFetch } from '../http'
import {
  reshapeCollections,
  reshapeComparison,
  reshapeLocationRegions,
  reshapeSearchTerms,
  reshapeSizeChart,
  reshapeSocial,
  reshapeStaticPage,
  reshapeUtility,
} from './reshape'
import {
  FrontendCollectionsSchema,
  FrontendCompareSchema,
  FrontendFooterSchema,
  FrontendLocationSelectorSchema,
  FrontendSearchSchema,
  FrontendServerTimeSchema,
  FrontendSizeChartSchema,
  FrontendStaticPageSchema,
  FrontendUtilitySchema,
  type FrontendValidation,
  FrontendValidationSchema,
} from './schemas'

export interface FrontendClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type FrontendClient = ReturnType<typeof createFrontendClient>

/** The shell's links, by the cached document they come from, and the home path they were made under. */
const shellLinks = new WeakMap<object, { home: string; links: unknown }>()

/**
 * A cached document's links, reshaped once for as long as the isolate holds the document: every request then gets
 * the same links, and the shell's frames, kept by the content they show, are found again
 * (worker/render/shell-cache.tsx).
 */
function reshapedOnce<D extends object, T>(doc: D, home: string, reshape: (doc: D) => T): T {
  const held = shellLinks.get(doc)
  if (held?.home === home) return held.links as T
  const links = reshape(doc)
  shellLinks.set(doc, { home, links })
  return links
}

export function createFrontendClient(options: FrontendClientOptions) {
  /** A component through the KV cache with the `long` policy. */
  async function cachedLong<S extends z.ZodType>(
    operation: string,
    path: string,
    schema: S,
    query?: Record<string, string>,
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
      load: () => options.fetch.call({ operation, path, schema, ...(query ? { query } : {}) }),
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

    /** The header's utility links, under the shop's locale (`/en-us/stores`). */
    async getUtilityLinks(): Promise<Link[]> {
      const doc = await cachedLong('utility', '/components/utility', FrontendUtilitySchema)
      const home = homePath(options.locale)
      return doc ? reshapedOnce(doc, home, (utility) => reshapeUtility(utility, home)) : []
    },

    /** The footer's follow-us links: the brand's https pages on social networks. */
    async getSocialLinks(): Promise<SocialLink[]> {
      // The brand's own pages: the key has the site already, the call names it.
      const doc = await cachedLong('footer', '/components/footer', FrontendFooterSchema, {
        siteId: options.siteId,
      })
      return doc ? reshapedOnce(doc, '', reshapeSocial) : []
    },

    /** The searches shoppers make most, in the locale's language (the search component). */
    async getPopularSearches(): Promise<string[]> {
      const doc = await cachedLong('search', '/components/search', FrontendSearchSchema)
      return doc ? reshapeSearchTerms(doc) : []
    },

    /**
     * A static page by name, or null when the service has none (or the name could not be one).
     *
     * @example await frontend.getStaticPage('accessibility')
     */
    async getStaticPage(name: string): Promise<StaticPage | null> {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name) || name.length > 60) return null
      const doc = await cachedLong('staticPage', `/pages/${name}`, FrontendStaticPageSchema)
      return doc ? reshapeStaticPage(doc) : null
    },

    /** The shop's clock (live, never cached): editors and testers may set it ahead to see a date to come. */
    async getServerTime(): Promise<Date | null> {
      const doc = await options.fetch.call({
        operation: 'serverTime',
        path: '/server/time',
        schema: FrontendServerTimeSchema,
      })
      return doc ? new Date(doc.timestamp) : null
    },

    /**
     * Tells the contract checker of an answer that did not match its contract (`content.getPage`), and gives its
     * verdict. The answer is sent redacted by the caller.
     */
    async validateResponse(contract: string, response: unknown): Promise<FrontendValidation | null> {
      return options.fetch.call({
        operation: 'validateResponse',
        path: `/api/validate-response/${encodeURIComponent(contract)}`,
        method: 'POST',
        body: response,
        schema: FrontendValidationSchema,
      })
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
