/**
 * Per-request clients, built once and read from `c.var.services`. Each is made on first use, so an API call
 * that needs only the cart never builds the content client. Development binds the mock API; production calls
 * the configured hosts.
 */
import type { MiddlewareHandler } from 'hono'
import { toUpstreamLocale } from '../shared/locales'
import { createKvCache } from './cache/kv-cache'
import type { AppContext, AppEnv } from './types'
import { type CatalogueClient, createCatalogueClient } from './upstream/catalogue/client'
import { type CommunityClient, createCommunityClient } from './upstream/catalogue/community'
import { type CommerceClient, createCommerceClient } from './upstream/commerce/client'
import { type ContentClient, createContentClient } from './upstream/content/client'
import { CatalogueError, CommerceApiError, ContentServiceError, StoresError } from './upstream/errors'
import { createFrontendClient, type FrontendClient } from './upstream/frontend/client'
import { createUpstreamFetch, type UpstreamFetchOptions } from './upstream/http'
import { createStoresClient, type StoresClient } from './upstream/stores/client'
import { createUtilitiesClient, type UtilitiesClient } from './upstream/utilities/client'
import { createWishlistClient, type WishlistClient } from './upstream/wishlists/client'

export interface Services {
  content: ContentClient
  catalogue: CatalogueClient
  community: CommunityClient
  commerce: CommerceClient
  stores: StoresClient
  frontend: FrontendClient
  wishlists: WishlistClient
  utilities: UtilitiesClient
}

/** Writes a structured log line with the request id, never tokens or cookies. */
export function logEvent(
  c: AppContext,
  level: 'info' | 'warn' | 'error',
  message: string,
  detail: Record<string, unknown> = {},
) {
  const line = JSON.stringify({ level, message, requestId: c.var.requestId, path: c.req.path, ...detail })
  if (level === 'error') console.error(line)
  else if (level === 'warn') console.warn(line)
  else console.log(line)
}

function createServices(c: AppContext): Services {
  const { config, locale, siteId, metrics, preview } = c.var
  const mock = c.env.MOCK_API
  const fetcher: UpstreamFetchOptions['fetcher'] = mock
    ? (request) => mock.fetch(request)
    : (request) => fetch(request)
  const upstreamLocale = toUpstreamLocale(locale, config.development)
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise)
  const log = (message: string, detail: Record<string, unknown>) => logEvent(c, 'warn', message, detail)
  const cache = createKvCache({ kv: c.env.UPSTREAM_CACHE, waitUntil, bypass: preview !== null, metrics, log })
  const common = {
    fetcher,
    accessKey: config.UPSTREAM_ACCESS_KEY,
    serverTrustId: config.SERVER_TRUST_ID,
    locale: upstreamLocale,
    metrics,
  }
  let content: ContentClient | undefined
  let catalogue: CatalogueClient | undefined
  let community: CommunityClient | undefined
  let commerce: CommerceClient | undefined
  let stores: StoresClient | undefined
  let frontend: FrontendClient | undefined
  let wishlists: WishlistClient | undefined
  let utilities: UtilitiesClient | undefined
  return {
    get content() {
      content ??= createContentClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'content',
          baseUrl: config.CONTENT_API_URL,
          errorClass: ContentServiceError,
          preview: preview ? { token: preview.token, dateTime: preview.dateTime } : null,
          bypassAllCache: preview !== null,
        }),
        cache,
        siteId,
        locale: locale.code,
        mediaBaseUrl: config.MEDIA_BASE_URL,
        preview: preview ? { dateTime: preview.dateTime } : null,
        onBlockIssues: (documentId, issues) => log('content blocks skipped', { documentId, issues }),
      })
      return content
    },
    get catalogue() {
      catalogue ??= createCatalogueClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'catalogue',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: CatalogueError,
        }),
        cache,
        siteId,
        locale: locale.code,
        currency: locale.currency,
        mediaBaseUrl: config.MEDIA_BASE_URL,
      })
      return catalogue
    },
    get community() {
      community ??= createCommunityClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'community',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: CatalogueError,
        }),
        cache,
        siteId,
        locale: locale.code,
      })
      return community
    },
    get utilities() {
      utilities ??= createUtilitiesClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'utilities',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: CommerceApiError,
        }),
        cache,
        siteId,
        locale: locale.code,
      })
      return utilities
    },
    get wishlists() {
      wishlists ??= createWishlistClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'wishlists',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: CommerceApiError,
        }),
        currency: locale.currency,
        reshape: { locale: locale.code, mediaBaseUrl: config.MEDIA_BASE_URL },
      })
      return wishlists
    },
    get frontend() {
      frontend ??= createFrontendClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'frontend',
          baseUrl: config.FRONTEND_API_URL,
          errorClass: CatalogueError,
        }),
        cache,
        siteId,
        locale: locale.code,
      })
      return frontend
    },
    get stores() {
      stores ??= createStoresClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'stores',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: StoresError,
        }),
      })
      return stores
    },
    get commerce() {
      commerce ??= createCommerceClient({
        fetch: createUpstreamFetch({
          ...common,
          service: 'commerce',
          baseUrl: config.COMMERCE_API_URL,
          errorClass: CommerceApiError,
        }),
        mediaBaseUrl: config.MEDIA_BASE_URL,
      })
      return commerce
    },
  }
}

export function context(): MiddlewareHandler<AppEnv> {
  return async function context(c, next) {
    c.set('services', createServices(c))
    await next()
  }
}
