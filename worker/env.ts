/**
 * The worker's bindings and their validation. Vars and secrets are checked once per isolate with zod; a missing
 * secret fails the request with a logged configuration error instead of a confusing failure further in.
 */
import { z } from 'zod'
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
  /** The allow-favorites feature: "true" offers favorites (wishlists) on this deployment. */
  ALLOW_FAVORITES?: string
  /** Simplified enrolment (spec 1 §2): "true" puts the simplified enrolment dialog in place of the sign-in dialog. */
  SIMPLIFIED_ENROLLMENT?: string
  /** The express-checkout feature (spec 1 §6): "true" offers it to signed-in shoppers with a main card and address. */
  EXPRESS_CHECKOUT?: string
  /** The hosted-video player feature: "true" plays hosted assets (spec 3 §2.13) instead of uploaded files. */
  HOSTED_VIDEO?: string
  /**
   * Where the hosted-video service delivers files and tracks: its own origin (the default), or in development the
   * mock API's stand-in, `/media/film/hosted`, so the shop stays offline (decision 052).
   */
  HOSTED_VIDEO_BASE_URL?: string
  /** The photo-gallery widget's script; empty (development) leaves galleries without their widget. */
  GALLERY_SCRIPT_URL?: string
  /** The content editor's origin: it may frame the preview tool and drive its scroll. */
  PREVIEW_EDITOR_ORIGIN?: string
  /** The payment provider's origin: the checkout frames its card fields and 3-D Secure challenge from there. */
  PAYMENT_PROVIDER_ORIGIN?: string
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
  HOSTED_VIDEO_BASE_URL: z
    .union([
      z.literal('/media/film/hosted'),
      z.url({ protocol: /^https$/ }).transform((url) => url.replace(/\/+$/, '')),
    ])
    .default('https://res.cloudinary.com'),
  GALLERY_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
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
  allowFavorites: boolean
  simplifiedEnrollment: boolean
  expressCheckout: boolean
  hostedVideo: boolean
  /** The hosted-video service's base URL (its origin, or development's stand-in path). */
  hostedVideoBase: string
  /** The gallery widget's script, or null when none is configured. */
  galleryScriptUrl: string | null
  previewEditorOrigin: string | null
  paymentProviderOrigin: string | null
  /** The decision service's base URL, or null where personalization is off (decision 062). */
  personalizationApiUrl: string | null
}

/** The mock API's decision service, where development and tests find it without configuring it. */
const DEVELOPMENT_PERSONALIZATION_URL = 'https://mock-api.internal/personalization'

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
  const config = {
    ...parsed.data,
    development: parsed.data.ENVIRONMENT !== 'production',
    allowFavorites: parsed.data.ALLOW_FAVORITES === 'true',
    simplifiedEnrollment: parsed.data.SIMPLIFIED_ENROLLMENT === 'true',
    expressCheckout: parsed.data.EXPRESS_CHECKOUT === 'true',
    hostedVideo: parsed.data.HOSTED_VIDEO === 'true',
    hostedVideoBase: parsed.data.HOSTED_VIDEO_BASE_URL,
    galleryScriptUrl: parsed.data.GALLERY_SCRIPT_URL || null,
    previewEditorOrigin: parsed.data.PREVIEW_EDITOR_ORIGIN ?? null,
    paymentProviderOrigin: parsed.data.PAYMENT_PROVIDER_ORIGIN ?? null,
    personalizationApiUrl:
      parsed.data.PERSONALIZATION_API_URL ??
      (parsed.data.ENVIRONMENT === 'production' ? null : DEVELOPMENT_PERSONALIZATION_URL),
  }
  configs.set(env, config)
  return config
}
