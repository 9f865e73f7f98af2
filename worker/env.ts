/**
 * The worker's bindings and their validation. Vars and secrets are checked once per isolate with zod; a missing
 * secret fails the request with a logged configuration error instead of a confusing failure further in.
 */
import { z } from 'zod'
import type { ExperimentEvent } from '../shared/experiments/events'
import type { FeatureFlags } from '../shared/flags'
import type { PurgeLedgerNamespace } from './purge-ledger'
import type { AssociateSessionsNamespace } from './session/associate-sessions'
import type { CustomerSessionsNamespace } from './session/customer-sessions'
import type { SessionNamespace } from './session/session'

export interface Bindings {
  UPSTREAM_CACHE: KVNamespace
  /** One Durable Object per shopper's session (worker/session/object.ts). */
  SESSIONS: SessionNamespace
  /** One Durable Object per signed-in customer: the epoch and the index of their sessions (decision 042). */
  CUSTOMER_SESSIONS: CustomerSessionsNamespace
  /** One Durable Object per store associate: their in-store sessions and revocation (decision 044). */
  ASSOCIATE_SESSIONS: AssociateSessionsNamespace
  /** The content service's purge calls already taken (worker/purge-ledger.ts). */
  PURGE_LEDGER: PurgeLedgerNamespace
  ASSETS?: Fetcher
  /** Development and tests only: the mock API worker that stands in for every upstream. */
  MOCK_API?: Fetcher
  ENVIRONMENT: string
  CONTENT_API_URL: string
  COMMERCE_API_URL: string
  FRONTEND_API_URL: string
  /**
   * The decision service's base URL (spec 2 §7: the site's `/decision`); in development the mock API's
   * `/personalization`, which is also the default outside production. Production without it decides nothing.
   */
  PERSONALIZATION_API_URL?: string
  MEDIA_BASE_URL: string
  /*
   * The features' defaults ("true" or "false"): what every shopper gets unless the experimentation service decides
   * otherwise for a shopper who consented to targeting (shared/flags.ts).
   */
  /** Favorites (wishlists) are offered. */
  ALLOW_FAVORITES?: string
  /** Simplified enrolment (spec 1 §2): the simplified enrolment dialog in place of the sign-in dialog. */
  SIMPLIFIED_ENROLLMENT?: string
  /** Express checkout (spec 1 §6), for signed-in shoppers with a main card and address. */
  EXPRESS_CHECKOUT?: string
  /** The hosted-video player: hosted assets (spec 3 §2.13) instead of uploaded files. */
  HOSTED_VIDEO?: string
  /** The phone menu's "shop all" link in each section, where the menu document's own switch offers it. */
  MOBILE_SHOP_ALL?: string
  /** The browser's page-timing beacon to the front-end service (spec 2 §7). */
  CLIENT_INGEST?: string
  /** The experimentation service's datafile host (`https://cdn.optimizely.com`); development uses the mock API. */
  EXPERIMENTATION_CDN_URL?: string
  /** The project's SDK key, which names its datafile; empty switches experiments off (every flag its default). */
  EXPERIMENTATION_SDK_KEY?: string
  /** Seconds between checks for a new datafile (5 minutes by default; below 30 a warning is logged). */
  EXPERIMENTATION_DATAFILE_INTERVAL?: string
  /**
   * Where the hosted-video service delivers files and tracks: its own origin (the default), or in development the
   * mock API's stand-in, `/media/film/hosted`, so the shop stays offline (decision 052).
   */
  HOSTED_VIDEO_BASE_URL?: string
  /** The photo-gallery widget's script; empty (development) leaves galleries without their widget. */
  GALLERY_SCRIPT_URL?: string
  /** The content editor's origin: it may frame the preview tool and drive its scroll. */
  PREVIEW_EDITOR_ORIGIN?: string
  /**
   * The consent vendor's script (OneTrust's `otSDKStub.js`); with `CONSENT_DOMAIN_ID` it replaces the shop's own
   * banner and preference centre link. Empty (development, tests): the shop's own (decision 060).
   */
  CONSENT_SCRIPT_URL?: string
  /** The consent vendor's id of this site's configuration (`data-domain-script`). */
  CONSENT_DOMAIN_ID?: string
  /** The payment provider's origin: the checkout frames its card fields and 3-D Secure challenge from there. */
  PAYMENT_PROVIDER_ORIGIN?: string
  /**
   * The request header holding the client's address that the deployment's edge writes and a client cannot
   * (`cf-connecting-ip` behind Cloudflare, the default in production); empty trusts none, and every client counts
   * as one for the per-address limits (development, decision 065).
   */
  CLIENT_ADDRESS_HEADER?: string
  /** Gift card balance checks and applies per shopper's session (worker/services/gift-cards.ts). */
  CODE_TRIES_SESSION_LIMIT: RateLimit
  /** The same per client address, with more room: a household or a store shares one. */
  CODE_TRIES_ADDRESS_LIMIT: RateLimit
  /** Sign-in tries per account (worker/services/account.ts). */
  SIGN_IN_ACCOUNT_LIMIT: RateLimit
  /** Sign-in tries per client address. */
  SIGN_IN_ADDRESS_LIMIT: RateLimit
  /** Sign-ups per client address. */
  SIGN_UP_ADDRESS_LIMIT: RateLimit
  /** Forgotten-password requests per account (worker/services/password.ts). */
  PASSWORD_RESET_ACCOUNT_LIMIT: RateLimit
  /** Forgotten-password requests per client address. */
  PASSWORD_RESET_ADDRESS_LIMIT: RateLimit
  /** In-store PIN tries per associate (worker/services/associates.ts). */
  ASSOCIATE_PIN_LIMIT: RateLimit
  /** In-store PIN tries per client address. */
  ASSOCIATE_ADDRESS_LIMIT: RateLimit
  /** Contact-us messages and warranty cases per client address (worker/services/support-cases.ts). */
  SUPPORT_CASE_ADDRESS_LIMIT: RateLimit
  /** A guest's order lookups (number and email) per client address (worker/services/order-history.ts). */
  ORDER_LOOKUP_ADDRESS_LIMIT: RateLimit
  /** The enrolment flow's email lookups per client address (worker/services/enrolment.ts). */
  LOOKUP_ADDRESS_LIMIT: RateLimit
  /** The same per email (a hash of it): one address asked about too often, from anywhere. */
  LOOKUP_EMAIL_LIMIT: RateLimit
  /** Newsletter sign-ups per client address (worker/services/newsletter.ts). */
  NEWSLETTER_ADDRESS_LIMIT: RateLimit
  /**
   * Experimentation events on their way to the event-logging endpoint (worker/queue.ts, decision 061). Unbound,
   * events are logged as dropped.
   */
  EXPERIMENT_EVENTS?: Queue<ExperimentEvent>
  /** The experimentation service's event-logging endpoint (the mock API's in development). */
  EXPERIMENT_EVENTS_URL?: string
  /** The audience-segment (ODP) host; its GraphQL endpoint is `/v3/graphql` under it. */
  ODP_HOST?: string
  /** The audience-segment service's API key (a secret); unset, no visitor has segments. */
  ODP_API_KEY?: string
  UPSTREAM_ACCESS_KEY: string
  SERVER_TRUST_ID: string
  SESSION_SECRET: string
  PREVIEW_SECRET: string
}

const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  CONTENT_API_URL: z.url(),
  COMMERCE_API_URL: z.url(),
  FRONTEND_API_URL: z.url(),
  PERSONALIZATION_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_BASE_URL: z.string(),
  ALLOW_FAVORITES: z.enum(['true', 'false']).default('false'),
  SIMPLIFIED_ENROLLMENT: z.enum(['true', 'false']).default('false'),
  EXPRESS_CHECKOUT: z.enum(['true', 'false']).default('false'),
  HOSTED_VIDEO: z.enum(['true', 'false']).default('false'),
  MOBILE_SHOP_ALL: z.enum(['true', 'false']).default('false'),
  CLIENT_INGEST: z.enum(['true', 'false']).default('false'),
  EXPERIMENTATION_CDN_URL: z.url({ protocol: /^https?$/ }).default('https://cdn.optimizely.com'),
  EXPERIMENTATION_SDK_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{0,100}$/, 'EXPERIMENTATION_SDK_KEY holds letters, digits, _ and - only')
    .default(''),
  EXPERIMENTATION_DATAFILE_INTERVAL: z.coerce.number().int().min(1).max(86_400).default(300),
  HOSTED_VIDEO_BASE_URL: z
    .union([
      z.literal('/media/film/hosted'),
      z.url({ protocol: /^https$/ }).transform((url) => url.replace(/\/+$/, '')),
    ])
    .default('https://res.cloudinary.com'),
  GALLERY_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  CONSENT_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
  CONSENT_DOMAIN_ID: z.union([z.literal(''), z.string().regex(/^[A-Za-z0-9-]{1,64}$/)]).default(''),
  // Anything but an http(s) origin is ignored rather than fatal: the tool then trusts only the shop itself.
  PREVIEW_EDITOR_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional()
    .catch(undefined),
  // Without a valid origin the checkout cannot take cards; it says so instead of failing.
  PAYMENT_PROVIDER_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional()
    .catch(undefined),
  CLIENT_ADDRESS_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]{1,64})?$/, 'CLIENT_ADDRESS_HEADER is a header name, or empty')
    .optional(),
  // The experimentation service's own hosts unless configured otherwise (decision 061).
  EXPERIMENT_EVENTS_URL: z.url({ protocol: /^https?$/ }).default('https://logx.optimizely.com/v1/events'),
  ODP_HOST: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default('https://api.zaius.com'),
  ODP_API_KEY: z.string().min(1).optional(),
  UPSTREAM_ACCESS_KEY: z.string().min(1, 'UPSTREAM_ACCESS_KEY is not set'),
  SERVER_TRUST_ID: z.string().min(1, 'SERVER_TRUST_ID is not set'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters'),
  PREVIEW_SECRET: z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters'),
})

const TokenServiceConfigSchema = ConfigSchema.pick({
  ENVIRONMENT: true,
  COMMERCE_API_URL: true,
  UPSTREAM_ACCESS_KEY: true,
  SERVER_TRUST_ID: true,
})

const EventLogConfigSchema = ConfigSchema.pick({ ENVIRONMENT: true, EXPERIMENT_EVENTS_URL: true })

/**
 * What the queue consumer needs of the bindings to deliver experimentation events: no request, so less than the
 * whole configuration (decision 061).
 */
export function getEventLogConfig(env: Bindings): z.infer<typeof EventLogConfigSchema> {
  const parsed = EventLogConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  return parsed.data
}

/**
 * What the session object needs of the bindings to call the token service itself (decision 034): less than the
 * whole configuration, which a request validates.
 */
export function getTokenServiceConfig(env: Bindings): z.infer<typeof TokenServiceConfigSchema> {
  const parsed = TokenServiceConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  return parsed.data
}

export type Config = z.infer<typeof ConfigSchema> & {
  development: boolean
  /** Each feature's default (see shared/flags.ts); requests read the decided flags, `c.var.flags`. */
  flagDefaults: FeatureFlags
  /** Where the datafile comes from, and how often it is checked; null when experiments are off. */
  experimentation: { baseUrl: string; sdkKey: string; intervalMs: number } | null
  /** The hosted-video service's base URL (its origin, or development's stand-in path). */
  hostedVideoBase: string
  /** The gallery widget's script, or null when none is configured. */
  galleryScriptUrl: string | null
  previewEditorOrigin: string | null
  paymentProviderOrigin: string | null
  /** The consent vendor's script, its origin and the site's id with it; null: the shop's own banner. */
  consentScript: { src: string; origin: string; domainId: string } | null
  /** The decision service's base URL, or null where personalization is off (decision 062). */
  personalizationApiUrl: string | null
  /** The header the per-address limits read the client's address from, or null to trust none (decision 065). */
  clientAddressHeader: string | null
}

export class ConfigurationError extends Error {
  override name = 'ConfigurationError'
}

const configs = new WeakMap<object, Config>()

/** The validated configuration of these bindings; throws `ConfigurationError` naming what is wrong. */
export function getConfig(env: Bindings): Config {
  const cached = configs.get(env)
  if (cached) return cached
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  if (parsed.data.ENVIRONMENT === 'production' && env.MOCK_API) {
    throw new ConfigurationError('MOCK_API: the mock API must not be bound in production')
  }
  if (parsed.data.ENVIRONMENT === 'production' && parsed.data.HOSTED_VIDEO_BASE_URL.startsWith('/')) {
    throw new ConfigurationError('HOSTED_VIDEO_BASE_URL: the local stand-in exists in development only')
  }
  if (parsed.data.ENVIRONMENT === 'production' && parsed.data.CLIENT_ADDRESS_HEADER === '') {
    // Trusting no header there would count every shopper as one client and throttle them all together.
    throw new ConfigurationError(
      "CLIENT_ADDRESS_HEADER: production is behind Cloudflare's edge; name the header it writes (cf-connecting-ip)",
    )
  }
  const { CONSENT_SCRIPT_URL: consentSrc, CONSENT_DOMAIN_ID: consentDomainId } = parsed.data
  if (Boolean(consentSrc) !== Boolean(consentDomainId)) {
    throw new ConfigurationError('CONSENT_SCRIPT_URL and CONSENT_DOMAIN_ID: set both, or neither')
  }
  const config = {
    ...parsed.data,
    development: parsed.data.ENVIRONMENT !== 'production',
    flagDefaults: {
      allowFavorites: parsed.data.ALLOW_FAVORITES === 'true',
      simplifiedEnrollment: parsed.data.SIMPLIFIED_ENROLLMENT === 'true',
      mobileShopAll: parsed.data.MOBILE_SHOP_ALL === 'true',
      hostedVideo: parsed.data.HOSTED_VIDEO === 'true',
      clientIngest: parsed.data.CLIENT_INGEST === 'true',
      expressCheckout: parsed.data.EXPRESS_CHECKOUT === 'true',
    },
    experimentation: parsed.data.EXPERIMENTATION_SDK_KEY
      ? {
          baseUrl: parsed.data.EXPERIMENTATION_CDN_URL,
          sdkKey: parsed.data.EXPERIMENTATION_SDK_KEY,
          intervalMs: parsed.data.EXPERIMENTATION_DATAFILE_INTERVAL * 1000,
        }
      : null,
    hostedVideoBase: parsed.data.HOSTED_VIDEO_BASE_URL,
    galleryScriptUrl: parsed.data.GALLERY_SCRIPT_URL || null,
    previewEditorOrigin: parsed.data.PREVIEW_EDITOR_ORIGIN ?? null,
    paymentProviderOrigin: parsed.data.PAYMENT_PROVIDER_ORIGIN ?? null,
    consentScript: consentSrc
      ? { src: consentSrc, origin: new URL(consentSrc).origin, domainId: consentDomainId }
      : null,
    personalizationApiUrl: parsed.data.PERSONALIZATION_API_URL ?? null,
    // Production runs behind Cloudflare's edge, which always writes CF-Connecting-IP; elsewhere nothing is trusted
    // unless the deployment says so.
    clientAddressHeader:
      (parsed.data.CLIENT_ADDRESS_HEADER ??
        (parsed.data.ENVIRONMENT === 'production' ? 'cf-connecting-ip' : '')) ||
      null,
  }
  configs.set(env, config)
  return config
}
