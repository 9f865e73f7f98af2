/**
 * The payment provider's bindings and their validation, once per isolate (per env object) with zod: a missing or
 * malformed var stops the request with a logged configuration error instead of a confusing failure further in.
 */
import * as z from 'zod'

export interface PaymentProviderEnv {
  /** Payments, card-data tokens, gift-card balances and idempotency keys (migrations/). */
  PAYMENTS_DB: D1Database
  /** The commerce mock API: payment notifications go to it. Left out, notifications are skipped with a warning. */
  COMMERCE?: Fetcher
  /** What callers of /v71/* and /__faults send as X-API-Key. */
  PROVIDER_API_KEY: string
  /** Hex key of the notifications' HMAC-SHA256 signature (hmac.ts). */
  WEBHOOK_HMAC_KEY: string
  /** The commerce mock API's access key, sent as x-api-key with each notification. */
  COMMERCE_ACCESS_KEY: string
  /** The provider's origin as browsers reach it: the start of the 3-D Secure and pay-later URLs. */
  PUBLIC_ORIGIN: string
  /** Comma-separated shop origins that may frame the pages and receive their messages. */
  SHOP_ORIGINS: string
  /** "true" where callers reach the provider through a service binding (`wrangler dev`); see faults.ts. */
  BEHIND_SERVICE_BINDING?: string
  /** Milliseconds before the first retry of a notification (doubling after); 1000 when left out. */
  WEBHOOK_RETRY_MS?: string
}

const origin = z
  .url({ protocol: /^https?$/ })
  .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'must be an origin, without a path')
  .transform((value) => new URL(value).origin)

const ConfigSchema = z.object({
  PROVIDER_API_KEY: z.string().min(1, 'PROVIDER_API_KEY is not set'),
  WEBHOOK_HMAC_KEY: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2}){16,}$/, 'WEBHOOK_HMAC_KEY must be hex, at least 16 bytes'),
  COMMERCE_ACCESS_KEY: z.string().min(1, 'COMMERCE_ACCESS_KEY is not set'),
  PUBLIC_ORIGIN: origin,
  SHOP_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(z.array(origin).min(1, 'SHOP_ORIGINS must name at least one origin')),
  BEHIND_SERVICE_BINDING: z.enum(['true', 'false']).default('false'),
  WEBHOOK_RETRY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
})

/** The validated configuration of one env. */
export interface ProviderConfig {
  apiKey: string
  webhookHmacKey: string
  commerceAccessKey: string
  publicOrigin: string
  /** The allowed shop origins, each normalised (`new URL(x).origin`). */
  shopOrigins: readonly string[]
  behindServiceBinding: boolean
  webhookRetryMs: number
}

export class ProviderConfigurationError extends Error {
  override name = 'ProviderConfigurationError'
}

const configs = new WeakMap<object, ProviderConfig>()

/** The validated configuration of these bindings; throws `ProviderConfigurationError` naming what is wrong. */
export function getProviderConfig(env: PaymentProviderEnv): ProviderConfig {
  const cached = configs.get(env)
  if (cached) return cached
  const parsed = ConfigSchema.safeParse(env)
  if (!parsed.success) {
    throw new ProviderConfigurationError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    )
  }
  const config: ProviderConfig = {
    apiKey: parsed.data.PROVIDER_API_KEY,
    webhookHmacKey: parsed.data.WEBHOOK_HMAC_KEY,
    commerceAccessKey: parsed.data.COMMERCE_ACCESS_KEY,
    publicOrigin: parsed.data.PUBLIC_ORIGIN,
    shopOrigins: parsed.data.SHOP_ORIGINS,
    behindServiceBinding: parsed.data.BEHIND_SERVICE_BINDING === 'true',
    webhookRetryMs: parsed.data.WEBHOOK_RETRY_MS,
  }
  configs.set(env, config)
  return config
}

/** The allowed shop origin equal to `candidate` (compared as origins), or null. */
export function allowedShopOrigin(config: ProviderConfig, candidate: string | undefined): string | null {
  if (!candidate) return null
  let parsed: URL
  try {
    parsed = new URL(candidate)
  } catch {
    return null
  }
  // Only a bare origin is accepted: "http://localhost:8787/path" is not the origin a browser reports.
  if (parsed.origin !== candidate.replace(/\/$/, '')) return null
  return config.shopOrigins.includes(parsed.origin) ? parsed.origin : null
}
