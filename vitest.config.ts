import { fileURLToPath } from 'node:url'
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { RATE_LIMITS } from './tests/fixtures/rate-limits.ts'

/**
 * The files whose tests mostly wait: they step a fake clock through real turns of workerd's event loop (the fault
 * matrix, the placements under faults), a minute or more each while their workerd is nearly idle.
 */
const WAITING_FILES = /\/tests\/integration\/(fault-matrix-[a-z-]+|placement-faults)\.test\.ts$/

/**
 * Starts the waiting files first, then the rest as Vitest orders them (its cache's durations, else the largest
 * first). On a clean clone Vitest knows no durations, and these small files came last: the suite then ended with a
 * minute of idle cores while they waited. Started first, each waits in a worker of its own (`maxWorkers` counts them)
 * while the others keep both cores busy.
 */
class WaitingFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const waits = (file: TestSpecification) => WAITING_FILES.test(file.moduleId)
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))]
  }
}

/**
 * Unit and integration tests run inside workerd. Tests import the storefront and the mock API directly and
 * join them with a service-binding-shaped fetcher, so each test controls what the upstream answers. The D1
 * migrations of the mock API (`DB`) and of the mock payment provider (`PAYMENTS_DB`, tests/fixtures/payment-provider.ts)
 * are read here and applied by `tests/d1-migrations.ts` before each test file.
 */
export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      // The storefront is the main worker so that its Durable Object classes (sessions) can be bound.
      main: './worker/index.ts',
      miniflare: {
        compatibilityDate: '2026-11-01',
        compatibilityFlags: ['nodejs_compat', 'no_nodejs_global_timers'],
        kvNamespaces: ['UPSTREAM_CACHE'],
        d1Databases: ['DB', 'PAYMENTS_DB'],
        durableObjects: {
          SESSIONS: 'SessionObject',
          PURGE_LEDGER: 'PurgeLedger',
          CUSTOMER_SESSIONS: 'CustomerSessions',
          ASSOCIATE_SESSIONS: 'AssociateSessions',
          PENDING_EXPERIMENT_EVENTS: 'PendingExperimentEvents',
        },
        // As wrangler.toml declares them (tests/fixtures/rate-limits.ts).
        ratelimits: RATE_LIMITS,
        // As wrangler.toml: the experimentation events' queue (decision 061) and the segment events' (decision 112).
        // Tests drive their consumers with `createMessageBatch` and the storefront's `queue` handler, against their
        // own mock API.
        queueProducers: { EXPERIMENT_EVENTS: 'experiment-events', SEGMENT_EVENTS: 'segment-events' },
        queueConsumers: {
          'experiment-events': { maxBatchSize: 10, maxBatchTimeout: 1, maxRetries: 8 },
          'segment-events': { maxBatchSize: 1, maxRetries: 2 },
        },
        bindings: {
          MOCK_API_MIGRATIONS: await readD1Migrations('mock-api/migrations'),
          PAYMENT_PROVIDER_MIGRATIONS: await readD1Migrations('mock-api/payments/migrations'),
        },
      },
    })),
  ],
  oxc: { jsx: { runtime: 'automatic' } },
  // The worker's loader of its language modules, built by `npm run build`, is replaced by one that imports each
  // language from its typed catalogue, the same way, when first asked for (tests/fixtures/language-modules.ts).
  resolve: {
    alias: [
      {
        find: /^\.\.\/dist\/worker\/messages\.js$/,
        replacement: fileURLToPath(new URL('./tests/fixtures/language-modules.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/d1-migrations.ts', 'tests/setup.ts'],
    testTimeout: 20_000,
    // One workerd per worker, reused from file to file: starting one per file cost about five seconds each, most of
    // the suite's time. The files then share storage, so a test makes the data only it may hold (an email, a phone,
    // a client address, a merchant account) its own, as `tests/integration/account-helpers.ts` does.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which then runs every file in
    // turn while its workerd mostly waits (on I/O, on timers it must really wait for). Three keep two cores busy,
    // and three more take the waiting files (`WAITING_FILES`), started first. On a clean clone of this 2-core
    // machine: 211 s with three workers and Vitest's order; 184 s so (four workers 232 s, five 184 s).
    maxWorkers: 6,
    sequence: { sequencer: WaitingFirst },
  },
})
