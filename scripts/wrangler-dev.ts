/**
 * The local servers, as `npm start` (scripts/serve.ts), the bench (scripts/bench.ts) and the end-to-end tests
 * (playwright.config.ts) run them, with wrangler from node_modules on the Node that runs the script:
 * - the storefront and the mock API in one `wrangler dev`;
 * - the mock payment provider in a second `wrangler dev`, on its own port (its own origin, as a real provider's
 *   pages are), with its own state folder. The two sessions reach each other's workers (the mock API's PAYMENTS,
 *   the provider's COMMERCE) through wrangler's dev registry: give both the same `WRANGLER_REGISTRY_PATH`, and
 *   a registry of their own per run, so two runs on one machine never bind to each other (`devRegistryPath`).
 */
import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')

/** The payment provider's port when `PAYMENTS_PORT` is not set. */
export const DEFAULT_PAYMENTS_PORT = 8790

export function spawnWranglerDev(
  port: number | string,
  extra: string[],
  options: SpawnOptions,
): ChildProcess {
  return spawn(
    process.execPath,
    [
      wrangler,
      'dev',
      '-c',
      'wrangler.toml',
      '-c',
      'mock-api/wrangler.toml',
      '--port',
      String(port),
      ...extra,
    ],
    { cwd: root, ...options },
  )
}

/** The payment provider's local state beside the storefront's: `.wrangler/state` → `.wrangler/payments-state`. */
export function paymentsStateOf(state: string): string {
  return path.join(path.dirname(state), `payments-${path.basename(state)}`)
}

/** The origins a browser uses for a shop served on `port`, as the provider allows them. */
export function shopOriginsOf(port: number | string): string {
  return `http://localhost:${port},http://127.0.0.1:${port}`
}

/** The storefront's `--var` naming the provider's origin. */
export function paymentProviderOriginVar(paymentsPort: number | string): string[] {
  return ['--var', `PAYMENT_PROVIDER_ORIGIN:http://localhost:${paymentsPort}`]
}

/**
 * The provider's `wrangler dev` arguments after `dev`: its config, port and state, its own origin and the shop's
 * (the origin that may frame its pages).
 */
export function paymentProviderDevArgs(options: {
  port: number | string
  shopPort: number | string
  persistTo: string
}): string[] {
  return [
    '-c',
    'mock-api/payments/wrangler.toml',
    '--port',
    String(options.port),
    '--persist-to',
    options.persistTo,
    '--var',
    `PUBLIC_ORIGIN:http://localhost:${options.port}`,
    '--var',
    `SHOP_ORIGINS:${shopOriginsOf(options.shopPort)}`,
    '--show-interactive-dev-session=false',
  ]
}

export function spawnPaymentProviderDev(
  options: { port: number | string; shopPort: number | string; persistTo: string },
  extra: string[],
  spawnOptions: SpawnOptions,
): ChildProcess {
  return spawn(process.execPath, [wrangler, 'dev', ...paymentProviderDevArgs(options), ...extra], {
    cwd: root,
    ...spawnOptions,
  })
}

/** A dev registry folder of its own for one run (`WRANGLER_REGISTRY_PATH`), named by `label`. */
export function devRegistryPath(label: string): string {
  return path.join(os.tmpdir(), `storefront-wrangler-registry-${label}`)
}

/**
 * The environment of a `wrangler dev` that is measured or tested rather than developed against: wrangler's local
 * observability (on unless told otherwise) attaches a trace collector to every worker, which records a span for
 * each subrequest, KV read and D1 query. It does not exist in a deployment, and it costs a quarter to a third of
 * the workers' CPU on a page (product page 64 to 45 ms, interleaved, the same build), so the end-to-end tests, the
 * bench, Lighthouse and the screenshots run without it. `npm start` keeps it for the developer's local explorer.
 */
export const MEASURED_DEV_ENV = { X_LOCAL_OBSERVABILITY: 'false' } as const
