import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import {
  devRegistryPath,
  MEASURED_DEV_ENV,
  paymentProviderDevArgs,
  paymentProviderOriginVar,
  paymentsStateOf,
} from './scripts/wrangler-dev.ts'
import { GALLERY_SCRIPT_URL } from './tests/e2e/third-parties'

/**
 * End-to-end tests in Debian's Chromium against `wrangler dev` (storefront and mock API together), started on a
 * free port with its own local state (`E2E_STATE` names another folder, so two runs can share a machine), migrated
 * first, and stopped when the run ends. Beside it, the mock payment provider runs in its own `wrangler dev` on a
 * second free port (`E2E_PAYMENTS_PORT`, its own origin) with its own state (`paymentsStateOf(E2E_STATE)`), told
 * the shop's origin; the storefront is told the provider's. The two find each other through a dev registry of this
 * run's own (`E2E_REGISTRY`), so a developer's `npm start` and another run are never bound to. The ports are
 * chosen once and handed to the test workers through the environment.
 *
 * The server runs React's production build, as a deployment does (decision 105), and `wrangler.toml`'s development
 * vars, except that a gallery widget is configured
 * (`GALLERY_SCRIPT_URL`, as in a deployment with a gallery vendor; it fills the older galleries, decision 092): its
 * host does not exist, and every browser context answers it with a stand-in (tests/e2e/third-parties.ts,
 * tests/e2e/fixtures.ts).
 */
const findFreePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()

process.env.E2E_PORT ??= findFreePort()
const port = process.env.E2E_PORT
while (!process.env.E2E_PAYMENTS_PORT || process.env.E2E_PAYMENTS_PORT === port) {
  process.env.E2E_PAYMENTS_PORT = findFreePort()
}
const paymentsPort = process.env.E2E_PAYMENTS_PORT
// The mock API on a port of its own, over the same state as the shop's: the tests read the emails it "sent"
// (`/__dev/outbox`, behind its access key) there, as a developer does with curl (docs/guides/demo-data.md). The
// shop never exposes it.
while (!process.env.E2E_MOCK_PORT || [port, paymentsPort].includes(process.env.E2E_MOCK_PORT)) {
  process.env.E2E_MOCK_PORT = findFreePort()
}
const mockPort = process.env.E2E_MOCK_PORT
if (!process.env.E2E_REGISTRY) {
  // Chosen once, by the runner (the workers inherit it); entries a killed earlier run left there are dropped.
  process.env.E2E_REGISTRY = devRegistryPath(`e2e-${port}`)
  rmSync(process.env.E2E_REGISTRY, { recursive: true, force: true })
}
const baseURL = `http://localhost:${port}`
const state = process.env.E2E_STATE ?? '.wrangler/e2e-state'
if (!process.env.E2E_FRESH) {
  // Each run starts from the seed: orders take stock and gift cards spend their balance, so state a previous run
  // left would make this run's tests depend on that one. The runner clears it once; its workers inherit the flag.
  process.env.E2E_FRESH = '1'
  rmSync(state, { recursive: true, force: true })
  rmSync(paymentsStateOf(state), { recursive: true, force: true })
}
/**
 * The browser: Debian's Chromium headless shell when installed (`apt-get install chromium-headless-shell`, as
 * `.ci/run` does), Chromium's own build for running without a window and what Playwright itself runs headless tests
 * in: the same Blink and V8 as `/usr/bin/chromium` without the desktop browser around them, which spent about a third
 * of the suite's time on this machine (decision 126). Chromium otherwise; `CHROMIUM_PATH` names another.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'
const browserPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Each server without wrangler's local trace collector, which a deployment does not have (MEASURED_DEV_ENV).
const registry = { WRANGLER_REGISTRY_PATH: process.env.E2E_REGISTRY, ...MEASURED_DEV_ENV }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores serve three wrangler dev sessions and two browsers at once: the longest journeys (ten pages and
  // more, each checked by axe) take 45 to 55 s on a quiet machine of this size, so a test gets 90 s before it is
  // called a failure (a test that hangs still fails, a minute and a half later).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's snapshot and a screencast: about a fifth of the suite's time on this machine,
    // for files only a developer at that machine opens. `E2E_TRACE=1` keeps one for each test that fails.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: browserPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // The state folders get the mock API's and the provider's migrations first (the seed loads on the first
      // request; the provider is asked nothing before the tests start).
      command: [
        `"${process.execPath}" scripts/prepare-dev.ts --persist-to ${state} &&`,
        `npx wrangler dev -c wrangler.toml -c mock-api/wrangler.toml --port ${port} --ip 127.0.0.1 --persist-to ${state}`,
        `--var GALLERY_SCRIPT_URL:${GALLERY_SCRIPT_URL} ${paymentProviderOriginVar(paymentsPort).join(' ')}`,
        // React's production build, as deployed: its development build renders a page in 5 to 7 times the CPU.
        `--define 'process.env.NODE_ENV:"production"'`,
        '--show-interactive-dev-session=false',
      ].join(' '),
      url: `${baseURL}/en-us`,
      env: registry,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: [
        'npx wrangler dev',
        ...paymentProviderDevArgs({ port: paymentsPort, shopPort: port, persistTo: paymentsStateOf(state) }),
        '--ip 127.0.0.1',
      ].join(' '),
      url: `http://localhost:${paymentsPort}/checkoutshopper/fields?kind=card&origin=${encodeURIComponent(baseURL)}`,
      env: registry,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the shop's server, so its migrations are applied; no registry: it binds to nothing.
      command: `npx wrangler dev -c mock-api/wrangler.toml --port ${mockPort} --ip 127.0.0.1 --persist-to ${state} --show-interactive-dev-session=false`,
      // Answered 400 without the access key: up.
      url: `http://localhost:${mockPort}/__dev/outbox`,
      env: { ...MEASURED_DEV_ENV },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'ignore',
    },
  ],
})
