/**
 * The worker's configuration, validated from its bindings: vars and secrets are checked once per isolate with zod;
 * a missing secret fails the request with a logged configuration error instead of a confusing failure further in.
 *
 * A leaf: it reads the bindings as plain values and names none of their types (worker/env.ts), so the session's
 * Durable Objects, which worker/env.ts names, can validate what they read without an import circle.
 */
import * as z from 'zod'
import type { FeatureFlags } from '../shared/personalization/flags'

/** The bindings as validation reads them: plain values, checked by the schema; a bound mock API is refused here. */
type ConfigSource = object & { readonly MOCK_API?: unknown }

const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']),
  CONTENT_API_URL: z.url(),
  COMMERCE_API_URL: z.url(),
  FRONTEND_API_URL: z.url(),
  // The social media service (spec 2 §7, a host of its own): shoppers' photos for the gallery blocks.
  SOCIAL_API_URL: z.url({ protocol: /^https?$/ }),
  // The address-format service's base, spec 2 §7's "{token}": a country's code after it names its format (decision 107).
  ADDRESS_FORMAT_URL: z.url({ protocol: /^https?$/ }),
  PERSONALIZATION_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MEDIA_BASE_URL: z.string(),
  ALLOW_FAVORITES: z.enum(['true', 'false']).default('false'),
  SIMPLIFIED_ENROLLMENT: z.enum(['true', 'false']).default('false'),
  EXPRESS_CHECKOUT: z.enum(['true', 'false']).default('false'),
  // Spec 1 §9: the lists' page sizes come from configuration; the wishlist service answers at most 50 a call.
  FAVORITES_PAGE_SIZE: z.coerce.number().int().min(1).max(50).default(48),
  SAVED_FOR_LATER_PAGE_SIZE: z.coerce.number().int().min(1).max(50).default(24),
  // Spec 1 §9: the fewest loyalty points a member pays with.
  LOYALTY_MIN_POINTS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  // Spec 2 §9: how long a toast stays before it closes by itself.
  TOAST_DISMISS_MS: z.coerce.number().int().min(2000).max(30_000).default(6000),
  LOYALTY_JOIN: z.enum(['true', 'false']).default('false'),
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
  // The data platform's tracking pixel host (decision 108): the pixel is /v2/zaius.gif under it. Unset, no segment
  // events are sent (as no segments are asked without ODP_API_KEY).
  ODP_PIXEL_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
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
export function getEventLogConfig(env: object): z.infer<typeof EventLogConfigSchema> {
  return parseBindings(EventLogConfigSchema, env)
}

const SegmentPixelConfigSchema = ConfigSchema.pick({ ENVIRONMENT: true, ODP_PIXEL_URL: true })

/**
 * What the `segment-events` queue's consumer needs of the bindings to send segment events through the data
 * platform's tracking pixel (decision 112).
 */
export function getSegmentPixelConfig(env: object): z.infer<typeof SegmentPixelConfigSchema> {
  return parseBindings(SegmentPixelConfigSchema, env)
}

/**
 * What the session object needs of the bindings to call the token service itself (decision 034): less than the
 * whole configuration, which a request validates.
 */
export function getTokenServiceConfig(env: object): z.infer<typeof TokenServiceConfigSchema> {
  return parseBindings(TokenServiceConfigSchema, env)
}

/**
 * Each set of bindings as each schema read it: an isolate's bindings do not change, and a queue's consumer reads
 * them for every batch. Only what passed is kept; what is wrong is read, and thrown, again.
 */
const parsedBindings = new WeakMap<object, Map<z.ZodType, unknown>>()

/** The bindings as `schema` reads them; throws `ConfigurationError` naming each one that is wrong. */
function parseBindings<Schema extends z.ZodType>(schema: Schema, env: object): z.output<Schema> {
  const read = parsedBindings.get(env) ?? new Map<z.ZodType, unknown>()
  if (read.has(schema)) return read.get(schema) as z.output<Schema>
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  read.set(schema, parsed.data)
  parsedBindings.set(env, read)
  return parsed.data
}

export type Config = z.infer<typeof ConfigSchema> & {
  development: boolean
  /** Each feature's default (see shared/personalization/flags.ts); requests read the decided flags, `c.var.flags`. */
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
export function getConfig(env: ConfigSource): Config {
  const cached = configs.get(env)
  if (cached) return cached
  const bindings = parseBindings(ConfigSchema, env)
  if (bindings.ENVIRONMENT === 'production' && env.MOCK_API) {
    throw new ConfigurationError('MOCK_API: the mock API must not be bound in production')
  }
  if (bindings.ENVIRONMENT === 'production' && bindings.HOSTED_VIDEO_BASE_URL.startsWith('/')) {
    throw new ConfigurationError('HOSTED_VIDEO_BASE_URL: the local stand-in exists in development only')
  }
  if (bindings.ENVIRONMENT === 'production' && bindings.CLIENT_ADDRESS_HEADER === '') {
    // Trusting no header there would count every shopper as one client and throttle them all together.
    throw new ConfigurationError(
      "CLIENT_ADDRESS_HEADER: production is behind Cloudflare's edge; name the header it writes (cf-connecting-ip)",
    )
  }
  const { CONSENT_SCRIPT_URL: consentSrc, CONSENT_DOMAIN_ID: consentDomainId } = bindings
  if (Boolean(consentSrc) !== Boolean(consentDomainId)) {
    throw new ConfigurationError('CONSENT_SCRIPT_URL and CONSENT_DOMAIN_ID: set both, or neither')
  }
  const config = {
    ...bindings,
    development: bindings.ENVIRONMENT !== 'production',
    flagDefaults: {
      allowFavorites: bindings.ALLOW_FAVORITES === 'true',
      simplifiedEnrollment: bindings.SIMPLIFIED_ENROLLMENT === 'true',
      mobileShopAll: bindings.MOBILE_SHOP_ALL === 'true',
      hostedVideo: bindings.HOSTED_VIDEO === 'true',
      clientIngest: bindings.CLIENT_INGEST === 'true',
      expressCheckout: bindings.EXPRESS_CHECKOUT === 'true',
      loyaltyJoin: bindings.LOYALTY_JOIN === 'true',
    },
    experimentation: bindings.EXPERIMENTATION_SDK_KEY
      ? {
          baseUrl: bindings.EXPERIMENTATION_CDN_URL,
          sdkKey: bindings.EXPERIMENTATION_SDK_KEY,
          intervalMs: bindings.EXPERIMENTATION_DATAFILE_INTERVAL * 1000,
        }
      : null,
    hostedVideoBase: bindings.HOSTED_VIDEO_BASE_URL,
    galleryScriptUrl: bindings.GALLERY_SCRIPT_URL || null,
    previewEditorOrigin: bindings.PREVIEW_EDITOR_ORIGIN ?? null,
    paymentProviderOrigin: bindings.PAYMENT_PROVIDER_ORIGIN ?? null,
    consentScript: consentSrc
      ? { src: consentSrc, origin: new URL(consentSrc).origin, domainId: consentDomainId }
      : null,
    personalizationApiUrl: bindings.PERSONALIZATION_API_URL ?? null,
    // Production runs behind Cloudflare's edge, which always writes CF-Connecting-IP; elsewhere nothing is trusted
    // unless the deployment says so.
    clientAddressHeader:
      (bindings.CLIENT_ADDRESS_HEADER ?? (bindings.ENVIRONMENT === 'production' ? 'cf-connecting-ip' : '')) ||
      null,
  }
  configs.set(env, config)
  return config
}
