import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

/**
 * Unit and integration tests run inside workerd. Tests import the storefront and the mock API directly and
 * join them with a service-binding-shaped fetcher, so each test controls what the upstream answers.
 */
export default defineConfig({
  plugins: [
    cloudflareTest({
      // The storefront is the main worker so that its Durable Object classes (sessions) can be bound.
      main: './worker/index.ts',
      miniflare: {
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat'],
        kvNamespaces: ['UPSTREAM_CACHE'],
        d1Databases: ['DB'],
        durableObjects: { SESSIONS: 'SessionObject' },
      },
    }),
  ],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
  },
})
