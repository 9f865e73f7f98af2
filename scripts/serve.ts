/**
 * `npm start` and `npm run dev`: the storefront and the mock API in one `wrangler dev` on the port named by `PORT`
 * (8787 when it is not set), and the mock payment provider in a second one on `PAYMENTS_PORT` (8790), its own
 * origin. The storefront is told the provider's origin (`PAYMENT_PROVIDER_ORIGIN`), the provider the shop's
 * (`SHOP_ORIGINS`). Both sessions share a dev registry of their own, so they bind to each other and to no other
 * run's workers. Further arguments go to the storefront's wrangler (`npm run dev` adds `--live-reload`); with
 * `--persist-to <folder>` there, the provider keeps its state beside it (`paymentsStateOf`). A port that is not a
 * port number stops here with a clear message. Both processes stop together: a signal stops both, and when one
 * exits the other is stopped.
 */
import type { ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import {
  DEFAULT_PAYMENTS_PORT,
  devRegistryPath,
  paymentProviderOriginVar,
  paymentsStateOf,
  spawnPaymentProviderDev,
  spawnWranglerDev,
} from './wrangler-dev.ts'

function portFrom(variable: 'PORT' | 'PAYMENTS_PORT', fallback: number): number {
  const named = process.env[variable]?.trim()
  const port = named ? Number(named) : fallback
  if (!Number.isInteger(port) || port < 1 || port > 65535 || (named !== undefined && !/^\d+$/.test(named))) {
    console.error(
      `${variable} must be a port number from 1 to 65535 (it is "${process.env[variable]}"); leave it unset for ${fallback}.`,
    )
    process.exit(1)
  }
  return port
}

const port = portFrom('PORT', 8787)
const paymentsPort = portFrom('PAYMENTS_PORT', DEFAULT_PAYMENTS_PORT)
if (port === paymentsPort) {
  console.error(`PORT and PAYMENTS_PORT must differ (both are ${port}).`)
  process.exit(1)
}

const extra = process.argv.slice(2)
const persistAt = extra.findIndex((arg) => arg === '--persist-to' || arg.startsWith('--persist-to='))
const state =
  persistAt === -1
    ? '.wrangler/state'
    : (extra[persistAt]?.split('=')[1] ?? extra[persistAt + 1] ?? '.wrangler/state')

const registry = devRegistryPath(`dev-${process.pid}`)
const env = { ...process.env, WRANGLER_REGISTRY_PATH: registry }
// The provider starts first and the storefront once it answers: two sessions starting at the same moment can pick
// the same free port for their registry sockets, and one of them then stops ("Address already in use").
const children = [
  // The storefront's session keeps the keyboard (wrangler's hotkeys); the provider's only prints.
  spawnPaymentProviderDev({ port: paymentsPort, shopPort: port, persistTo: paymentsStateOf(state) }, [], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  }),
]

/** Resolves once something answers on the port, or after a minute (the storefront then starts regardless). */
async function answering(target: number): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${target}/`, { signal: AbortSignal.timeout(1000) })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null)
const stopAll = (signal: NodeJS.Signals) => {
  for (const child of running()) child.kill(signal)
}

let exitCode: number | null = null
/** When one session ends, the other is stopped; when both have, the run ends with the first one's code. */
function watch(child: ChildProcess) {
  child.on('exit', (code, signal) => {
    exitCode ??= code ?? (signal ? 1 : 0)
    if (running().length > 0) {
      stopAll('SIGTERM')
      return
    }
    rmSync(registry, { recursive: true, force: true })
    process.exit(exitCode)
  })
}
for (const child of children) watch(child)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal))

await answering(paymentsPort)
if (running().length === 1) {
  const storefront = spawnWranglerDev(port, [...paymentProviderOriginVar(paymentsPort), ...extra], {
    stdio: 'inherit',
    env,
  })
  children.push(storefront)
  watch(storefront)
}
