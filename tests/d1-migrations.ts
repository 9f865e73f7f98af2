/**
 * Gives the mock API's D1 and the mock payment provider's D1 their schema before each test file, from the same
 * migration files `wrangler d1 migrations apply` uses in development (read by `vitest.config.ts`). Applying is
 * idempotent.
 */
import { applyD1Migrations, type D1Migration, env } from 'cloudflare:test'

const { DB, MOCK_API_MIGRATIONS, PAYMENTS_DB, PAYMENT_PROVIDER_MIGRATIONS } = env as unknown as {
  DB: D1Database
  MOCK_API_MIGRATIONS: D1Migration[]
  PAYMENTS_DB: D1Database
  PAYMENT_PROVIDER_MIGRATIONS: D1Migration[]
}

await applyD1Migrations(DB, MOCK_API_MIGRATIONS)
await applyD1Migrations(PAYMENTS_DB, PAYMENT_PROVIDER_MIGRATIONS)
