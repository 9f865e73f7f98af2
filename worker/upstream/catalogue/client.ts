/**
 * The catalogue client: the category tree, product search and product details, each through the KV cache
 * with the `short` policy (prices and badges move). Prices are asked for in the locale's currency; lists, search
 * and details name the site, whose brand's assortment they keep to (decision 056).
 */

import type {
  Category,
  ProductDetails,
  ProductPage,
  ProductSet,
  RecommendedSummary,
  Suggestions,
} from '../../../shared/catalogue/catalogue'
import { FACET_IDS, type Filters, type Sort } from '../../../shared/catalogue/listing'
import type { Query } from '../../cache/keys'
import { createCacheKey } from '../../cache/keys'
import type { CachedLoad, KvCache } from '../../cache/kv-cache'
import type { CachePolicyName } from '../../cache/policies'
import type { UpstreamFetch } from '../http'
import { WIDGET_RECOMMENDATIONS_PATH } from './recommendation-cache'
import {
  reshapeCategoryTree,
  reshapeDetails,
  reshapeInventory,
  reshapeProductSet,
  reshapeRecommendation,
  reshapeSearch,
  reshapeSuggestions,
} from './reshape'
import {
  CatalogueDetailsSchema,
  CatalogueInventorySchema,
  CatalogueNotificationSchema,
  CatalogueProductSetSchema,
  CatalogueProductSetsSchema,
  CatalogueRecommendationsSchema,
  CatalogueSearchSchema,
  CatalogueSuggestSchema,
  CatalogueTreeSchema,
} from './schemas'

export interface CatalogueClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
  currency: string
  mediaBaseUrl: string
}

export interface ProductSearchQuery {
  categoryId?: string
  q?: string
  start?: number
  count?: number
  sort?: Sort
  filters?: Filters
  /** Search for the text exactly as given: no spelling correction when it finds nothing. */
  exact?: boolean
}

export type CatalogueClient = ReturnType<typeof createCatalogueClient>

export function createCatalogueClient(options: CatalogueClientOptions) {
  const ctx = { locale: options.locale, mediaBaseUrl: options.mediaBaseUrl }

  /** A lookup as the cache takes it, keyed by the site, locale, path and query. */
  async function cachedLoad<T>(
    label: string,
    path: string,
    query: Query,
    load: () => Promise<T | null>,
    policy: CachePolicyName = 'short',
  ): Promise<CachedLoad<T>> {
    const key = await createCacheKey({
      service: 'catalogue',
      siteId: options.siteId,
      locale: options.locale,
      path,
      query,
    })
    return { key, label: `catalogue.${label}`, policy, load }
  }

  async function cached<T>(
    label: string,
    path: string,
    query: Query,
    load: () => Promise<T | null>,
    policy: CachePolicyName = 'short',
  ) {
    return options.cache.get(await cachedLoad(label, path, query, load, policy))
  }

  /** A product's details as the cache takes them. */
  function productLoad(styleCode: string): Promise<CachedLoad<ProductDetails>> {
    const path = `/products/v2/products/${encodeURIComponent(styleCode)}/details`
    const query = { currency: options.currency, siteId: options.siteId }
    return cachedLoad('details', path, query, async () => {
      const doc = await options.fetch.call({
        operation: 'details',
        path,
        query,
        schema: CatalogueDetailsSchema,
      })
      return doc ? reshapeDetails(doc, ctx) : null
    })
  }

  /** Every category by id, with trails and children. */
  async function getCategories(): Promise<Record<string, Category>> {
    const tree = await cached('catalog', '/products/v2/catalog', {}, async () => {
      const doc = await options.fetch.call({
        operation: 'catalog',
        path: '/products/v2/catalog',
        schema: CatalogueTreeSchema,
      })
      return doc ? reshapeCategoryTree(doc, ctx) : null
    })
    return tree ?? {}
  }

  return {
    getCategories,

    /** One page of products for a category or a search term. */
    async searchProducts(search: ProductSearchQuery): Promise<ProductPage> {
      const query: Query = {
        categoryId: search.categoryId,
        q: search.q,
        start: search.start ?? 0,
        count: search.count ?? 48,
        currency: options.currency,
        siteId: options.siteId,
        sort: search.sort && search.sort !== 'relevance' ? search.sort : null,
        autoCorrect: search.exact ? 'false' : null,
        ...Object.fromEntries(FACET_IDS.map((facet) => [`refine_${facet}`, search.filters?.[facet] ?? null])),
      }
      const page = await cached('productSearch', '/products/v2/search/productSearch', query, async () => {
        const doc = await options.fetch.call({
          operation: 'productSearch',
          path: '/products/v2/search/productSearch',
          query,
          schema: CatalogueSearchSchema,
        })
        return doc ? reshapeSearch(doc, ctx) : null
      })
      return page ?? { total: 0, start: 0, products: [], facets: [] }
    },

    /** Terms, categories and products for what the shopper has typed so far (two characters or more). */
    async suggest(q: string): Promise<Suggestions> {
      const query = { q, currency: options.currency, siteId: options.siteId }
      const [doc, categories] = await Promise.all([
        cached('autoSuggest', '/products/v2/search/autoSuggest', query, () =>
          options.fetch.call({
            operation: 'autoSuggest',
            path: '/products/v2/search/autoSuggest',
            query,
            schema: CatalogueSuggestSchema,
          }),
        ),
        getCategories(),
      ])
      return reshapeSuggestions(q, doc, categories, ctx)
    },

    /**
     * A recommendation widget's products, for a product or (with null) for the shopper in general, each with the
     * widget's recommendation id.
     */
    async getRecommendations(
      styleCode: string | null,
      widget: string,
      limit = 4,
    ): Promise<RecommendedSummary[]> {
      const path = WIDGET_RECOMMENDATIONS_PATH
      const query = {
        productId: styleCode,
        widget,
        limit,
        currency: options.currency,
        siteId: options.siteId,
      }
      const items = await cached('widgetRecommendations', path, query, async () => {
        const doc = await options.fetch.call({
          operation: 'widgetRecommendations',
          path,
          query,
          schema: CatalogueRecommendationsSchema,
        })
        return doc ? doc.items.map((item) => reshapeRecommendation(item, ctx)) : null
      })
      return items ?? []
    },

    /**
     * Online stock per variant SKU, cached for seconds (the `stock` policy: it moves with every order); null for an
     * unknown product.
     *
     * @example await catalogue.getInventory('KS100013') // { KS100013001M: 12, KS100013001L: 0, ... }
     */
    async getInventory(styleCode: string): Promise<Record<string, number> | null> {
      const path = `/products/v2/products/${encodeURIComponent(styleCode)}/inventory`
      return cached(
        'inventory',
        path,
        { siteId: options.siteId },
        async () => {
          const doc = await options.fetch.call({
            operation: 'inventory',
            path,
            schema: CatalogueInventorySchema,
          })
          return doc ? reshapeInventory(doc) : null
        },
        'stock',
      )
    },

    /** The first product set a product belongs to, with its other members; null when it is in none. */
    async getProductSet(styleCode: string): Promise<ProductSet | null> {
      const setsPath = `/products/v2/products/${encodeURIComponent(styleCode)}/productSets`
      const query = { currency: options.currency, siteId: options.siteId }
      return cached('productSet', setsPath, query, async () => {
        const sets = await options.fetch.call({
          operation: 'productSets',
          path: setsPath,
          query: { siteId: options.siteId },
          schema: CatalogueProductSetsSchema,
        })
        const first = sets?.productSets[0]
        if (!first) return null
        const set = await options.fetch.call({
          operation: 'productSet',
          path: `/products/v2/products/${encodeURIComponent(first.id)}/productSet`,
          query,
          schema: CatalogueProductSetSchema,
        })
        return set ? reshapeProductSet(set, styleCode, ctx) : null
      })
    },

    /** Asks for an e-mail when a sold-out variant is back. Failures throw with the upstream errorId. */
    async subscribeBackInStock(sku: string, email: string): Promise<void> {
      await options.fetch.call({
        operation: 'notifications',
        method: 'PUT',
        path: '/products/v1/notifications',
        body: { sku, email, locale: options.locale },
        schema: CatalogueNotificationSchema,
      })
    },

    /** A product's details, or null when the catalogue does not know it. */
    async getProduct(styleCode: string): Promise<ProductDetails | null> {
      return options.cache.get(await productLoad(styleCode))
    },

    /**
     * Several products' details, each its own answer in the order asked (one may fail alone): those not held by
     * the isolate are read from the cache in one operation, however many there are (a bag of fifty lines).
     */
    async getProducts(styleCodes: readonly string[]): Promise<Promise<ProductDetails | null>[]> {
      return options.cache.getMany(await Promise.all(styleCodes.map(productLoad)))
    },
  }
}
