import { execFileSync } from 'node:child_process'
import { defineConfig } from '@playwright/test'
import { GALLERY_SCRIPT_URL } from './tests/e2e/third-parties'

/**
 * End-to-end tests in Debian's Chromium against `wrangler dev` (storefront and mock API together), started on a
 * free port with its own local state (`E2E_STATE` names another folder, so two runs can share a machine), migrated
 * first, and stopped when the run ends. The port is chosen once and handed to the test workers through the
 * environment.
 *
 * The server runs with `wrangler.toml`'s development vars, except that a gallery widget is configured
 * (`GALLERY_SCRIPT_URL`, as in a deployment with a gallery vendor): its host does not exist, and every browser
 * context answers it with a stand-in (tests/e2e/third-parties.ts, tests/e2e/fixtures.ts).
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
const baseURL = `http://localhost:${port}`
const state = process.env.E2E_STATE ?? '.wrangler/e2e-state'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores serve wrangler dev and two browsers at once, often beside other work: give tests and assertions
  // room before they call it a failure (a test that hangs still fails, a minute later).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  webServer: {
    // The state folder gets the mock API's migrations first (the seed loads on the first request).
    command: `"${process.execPath}" scripts/prepare-dev.ts --persist-to ${state} && npx wrangler dev -c wrangler.toml -c mock-api/wrangler.toml --port ${port} --ip 127.0.0.1 --persist-to ${state} --var GALLERY_SCRIPT_URL:${GALLERY_SCRIPT_URL} --show-interactive-dev-session=false`,
    url: `${baseURL}/en-us`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
