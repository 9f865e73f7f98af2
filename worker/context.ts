/**
 * Per-request clients, built once and read from `c.var.services`. Each is made on first use, so an API call
 * that needs only the cart never builds the content client. Development binds the mock API; production calls
 * the configured hosts.
 *
 * One table, `UPSTREAM_CLIENTS`, says for each client which upstream it calls (its service name is its key, as
 * in logs, metrics, the cache and the mock API's faults), at which base URL, with which error class, and how its
 * factory is called; `createServices` turns the table into lazy getters. The experimentation service is a third
 * party's and gets none of the fetch core's upstream headers: its row builds its client over the plain fetcher.
 *
 * Runs before `decisions()` (worker/index.ts), which decides the request's flags with the experimentation client.
 */
import type { MiddlewareHandler } from 'hono'
import { type LocaleInfo, toUpstreamLocale } from '../shared/i18n/locales'
import { testContextParameter } from '../shared/personalization/test-context'
import { homePath } from '../shared/routes'
import { createKvCache, type KvCache } from './cache/kv-cache'
import type { Config } from './config'
import { logEvent } from './log'
import type { RequestMetrics } from './metrics'
import type { AppContext, AppEnv, PreviewState, Services } from './types'
import { createAddressFormatClient } from './upstream/address-formats/client'
import { createCatalogueClient } from './upstream/catalogue/client'
import { createCommerceClient } from './upstream/commerce/client'
import { createCommunityClient } from './upstream/community/client'
import { createConsumersClient } from './upstream/consumers/client'
import { createContentClient } from './upstream/content/client'
import {
  CatalogueError,
  CommerceApiError,
  ContentServiceError,
  PersonalizationError,
  redactSecrets,
  SocialMediaError,
  StoresError,
  type UpstreamErrorClass,
} from './upstream/errors'
import { createExperimentationClient } from './upstream/experimentation/client'
import { createFrontendClient } from './upstream/frontend/client'
import {
  createUpstreamFetch,
  type UpstreamAuth,
  type UpstreamFetch,
  type UpstreamFetchOptions,
  upstreamFetcher,
} from './upstream/http'
import { createPersonalizationClient } from './upstream/personalization/client'
import { createSocialClient } from './upstream/social/client'
import { createStoresClient } from './upstream/stores/client'
import { createUtilitiesClient } from './upstream/utilities/client'
import { createWishlistClient } from './upstream/wishlists/client'

/** What a client factory may read of the request: made once per request, shared by every client. */
interface ClientScope {
  config: Config
  locale: LocaleInfo
  siteId: string
  /** The brand's id (`kestrel`). */
  brand: string
  preview: PreviewState | null
  /** The editor's forced variations (`p13n_testcontext`), well-formed pairs only; null outside preview. */
  testContext: string | null
  cache: KvCache
  /** The bindings' own KV namespace, for a client that keeps its state there itself (the datafile). */
  kv: KVNamespace
  /** The mock API's binding or the global fetch, without the fetch core (a third party's endpoints). */
  fetcher: UpstreamFetchOptions['fetcher']
  waitUntil: (promise: Promise<unknown>) => void
  metrics: RequestMetrics
  log: (message: string, detail: Record<string, unknown>) => void
  /** The shopper's upstream token, from their session object; null where tokens are switched off. */
  auth: UpstreamAuth | null
  /**
   * The signed-in shopper's token, and none for a guest: for calls a guest makes without one (their lists are
   * anyone's who holds the id), so a guest's read costs no token.
   */
  accountAuth: UpstreamAuth | null
}

/** One row of the table: how one client is built over the fetch core. */
interface UpstreamClientRow<Client> {
  baseUrl: (config: Config) => string
  errorClass: UpstreamErrorClass
  /** Options of the fetch core beyond the common ones (the content service's preview). */
  fetchOptions?: (
    scope: ClientScope,
  ) => Pick<UpstreamFetchOptions, 'preview' | 'bypassAllCache' | 'timeoutMs' | 'auth'>
  create: (fetch: UpstreamFetch, scope: ClientScope) => Client
}

/** A row for a third party's endpoints: its client calls them over the plain fetcher, not the fetch core. */
interface DirectClientRow<Client> {
  direct: true
  create: (scope: ClientScope) => Client
}

/** Every per-request client, keyed by its service name. */
const UPSTREAM_CLIENTS: {
  readonly [Name in keyof Services]: UpstreamClientRow<Services[Name]> | DirectClientRow<Services[Name]>
} = {
  content: {
    baseUrl: (config) => config.CONTENT_API_URL,
    errorClass: ContentServiceError,
    fetchOptions: ({ preview }) => ({
      preview: preview ? { token: preview.token, dateTime: preview.dateTime } : null,
      bypassAllCache: preview !== null,
    }),
    create: (fetch, { cache, siteId, locale, config, preview, testContext, log }) =>
      createContentClient({
        fetch,
        cache,
        siteId,
        locale: locale.code,
        mediaBaseUrl: config.MEDIA_BASE_URL,
        preview: preview ? { dateTime: preview.dateTime } : null,
        localePath: homePath(locale.code),
        testContext,
        onBlockIssues: (documentId, issues) => log('content blocks skipped', { documentId, issues }),
      }),
  },
  catalogue: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CatalogueError,
    create: (fetch, { cache, siteId, locale, config }) =>
      createCatalogueClient({
        fetch,
        cache,
        siteId,
        locale: locale.code,
        currency: locale.currency,
        mediaBaseUrl: config.MEDIA_BASE_URL,
      }),
  },
  community: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CatalogueError,
    create: (fetch, { cache, siteId, locale }) =>
      createCommunityClient({ fetch, cache, siteId, locale: locale.code }),
  },
  utilities: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CommerceApiError,
    // A signed-in shopper's newsletter sign-up and event registration act for them (`auth: true`, decision 048).
    fetchOptions: ({ auth }) => ({ auth }),
    create: (fetch, { cache, siteId, locale }) =>
      createUtilitiesClient({ fetch, cache, siteId, locale: locale.code }),
  },
  // Spec 2 §7's `{token}{countryCode}`: the configured base, then the country (decision 107).
  addressFormats: {
    baseUrl: (config) => config.ADDRESS_FORMAT_URL,
    errorClass: CommerceApiError,
    create: (fetch, { cache, siteId, locale }) =>
      createAddressFormatClient({ fetch, cache, siteId, locale: locale.code }),
  },
  wishlists: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CommerceApiError,
    // A signed-in shopper's lists answer only their token (decision 047): the list calls act for them. A guest's
    // lists need none, so a guest's page that reads them asks the session nothing more.
    fetchOptions: ({ accountAuth }) => ({ auth: accountAuth }),
    create: (fetch, { siteId, locale, config }) =>
      createWishlistClient({
        fetch,
        siteId,
        currency: locale.currency,
        reshape: { locale: locale.code, mediaBaseUrl: config.MEDIA_BASE_URL },
        pageSizes: { favorites: config.FAVORITES_PAGE_SIZE, savedForLater: config.SAVED_FOR_LATER_PAGE_SIZE },
      }),
  },
  frontend: {
    baseUrl: (config) => config.FRONTEND_API_URL,
    errorClass: CatalogueError,
    create: (fetch, { cache, siteId, locale }) =>
      createFrontendClient({ fetch, cache, siteId, locale: locale.code }),
  },
  social: {
    baseUrl: (config) => config.SOCIAL_API_URL,
    errorClass: SocialMediaError,
    // A gallery is never worth waiting for: a slow service leaves the page without it (the loader's fallback).
    fetchOptions: () => ({ timeoutMs: 2500 }),
    create: (fetch, { cache, siteId, locale, config }) =>
      createSocialClient({ fetch, cache, siteId, locale: locale.code, mediaBaseUrl: config.MEDIA_BASE_URL }),
  },
  stores: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: StoresError,
    create: (fetch, { siteId }) => createStoresClient({ fetch, siteId }),
  },
  personalization: {
    // Never called without a base URL: `worker/personalization/service.ts` checks it first (decision 062).
    baseUrl: (config) => config.personalizationApiUrl ?? 'https://personalization.invalid',
    errorClass: PersonalizationError,
    create: (fetch, { config, siteId, brand }) =>
      createPersonalizationClient({
        fetch,
        retailer: brand,
        channel: `${brand}/${config.development ? 'd' : 'p'}/${siteId}`,
      }),
  },
  experimentation: {
    direct: true,
    create: ({ config, kv, fetcher, waitUntil, metrics, log }: ClientScope) =>
      createExperimentationClient({
        datafile: config.experimentation,
        kv,
        fetcher,
        waitUntil,
        segments: { host: config.ODP_HOST, apiKey: config.ODP_API_KEY },
        metrics,
        log,
      }),
  },
  commerce: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CommerceApiError,
    // Cart, checkout and order calls act for the shopper (`auth: true` in the client); the others send no token.
    fetchOptions: ({ auth }) => ({ auth }),
    create: (fetch, { config }) => createCommerceClient({ fetch, mediaBaseUrl: config.MEDIA_BASE_URL }),
  },
  consumers: {
    baseUrl: (config) => config.COMMERCE_API_URL,
    errorClass: CommerceApiError,
    // The profile, the address book, the warranty case and the order calls act for the signed-in shopper
    // (`auth: true`); sign-in, sign-up and tokens name their token themselves or send none.
    fetchOptions: ({ auth }) => ({ auth }),
    create: (fetch, { config, siteId }) =>
      createConsumersClient({ fetch, mediaBaseUrl: config.MEDIA_BASE_URL, siteId }),
  },
}

const SERVICE_NAMES = Object.keys(UPSTREAM_CLIENTS) as (keyof Services)[]

/**
 * The services whose answers are the same for every shopper: an answer of theirs off its contract is sent to the
 * contract checker (the front-end service's validate-response, decision 096). The others' answers may be a
 * shopper's own, so they are only logged, as every failure is.
 */
const CONTRACT_CHECKED: ReadonlySet<keyof Services> = new Set(['content', 'catalogue', 'frontend', 'stores'])

function createServices(c: AppContext): Services {
  const { config, locale, siteId, metrics, preview } = c.var
  const fetcher = upstreamFetcher(c.env)
  const waitUntil = (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise)
  const log = (message: string, detail: Record<string, unknown>) => logEvent(c, 'warn', message, detail)
  const cache = createKvCache({ kv: c.env.UPSTREAM_CACHE, waitUntil, bypass: preview !== null, metrics, log })
  // Asked only by a call that acts for the shopper, so a visitor who only browses never gets a token.
  const auth: UpstreamAuth = {
    token: async (refused) => (await c.var.session.accessToken(refused)).accessToken,
  }
  const accountAuth: UpstreamAuth = {
    token: async (refused) => ((await c.var.session.read()).customer ? auth.token(refused) : null),
  }
  const scope: ClientScope = {
    config,
    locale,
    siteId,
    brand: c.var.brand.id,
    preview,
    testContext: preview ? testContextParameter(c.req.query('p13n_testcontext')) : null,
    cache,
    kv: c.env.UPSTREAM_CACHE,
    fetcher,
    waitUntil,
    metrics,
    log,
    auth,
    accountAuth,
  }
  const common = {
    fetcher,
    accessKey: config.UPSTREAM_ACCESS_KEY,
    serverTrustId: config.SERVER_TRUST_ID,
    locale: toUpstreamLocale(locale, config.development),
    channel: c.var.channel,
    metrics,
  }

  function build<Name extends keyof Services>(name: Name): Services[Name] {
    const row = UPSTREAM_CLIENTS[name]
    if ('direct' in row) return row.create(scope)
    const upstream = createUpstreamFetch({
      ...common,
      service: name,
      baseUrl: row.baseUrl(config),
      errorClass: row.errorClass,
      onBotChallenge: (operation) => log('bot challenge', { service: name, operation }),
      ...(CONTRACT_CHECKED.has(name)
        ? {
            onOffContract: (operation: string, answer: unknown) => {
              // The checker's own answer off contract is not checked again.
              if (name === 'frontend' && operation === 'validateResponse') return
              waitUntil(checkContract(services, `${name}.${operation}`, answer, log))
            },
          }
        : {}),
      ...row.fetchOptions?.(scope),
    })
    return row.create(upstream, scope)
  }

  // Filled with a getter per service just below, so every property the type promises is there.
  const services = {} as Services
  function defineLazily<Name extends keyof Services>(name: Name) {
    let client: Services[Name] | undefined
    Object.defineProperty(services, name, { enumerable: true, get: () => (client ??= build(name)) })
  }
  for (const name of SERVICE_NAMES) defineLazily(name)
  return services
}

/** Sends an answer off its contract (redacted) to the contract checker and logs its verdict; never fails. */
async function checkContract(
  services: Services,
  contract: string,
  answer: unknown,
  log: (message: string, detail: Record<string, unknown>) => void,
): Promise<void> {
  try {
    const verdict = await services.frontend.validateResponse(contract, redactSecrets(answer))
    log('upstream answer off contract', { contract, issues: verdict?.issues ?? [] })
  } catch (error) {
    log('contract check failed', { contract, error: error instanceof Error ? error.message : String(error) })
  }
}

export function context(): MiddlewareHandler<AppEnv> {
  return async function context(c, next) {
    c.set('services', createServices(c))
    await next()
  }
}
