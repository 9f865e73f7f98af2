/**
 * `npm run screenshots`: pictures of the shop for the README, made from the running code so they stay current.
 * Starts the storefront and the mock API with the demo data on a free port (state of its own under
 * `.wrangler/screenshots-state`), opens home, a listing, a product page and the bag (with a line in it) in Debian's
 * Chromium (or `CHROMIUM_PATH`) at a laptop's width (1366 × 860) and a phone's (390 × 844), and writes the first
 * screen of each to `docs/screenshots/<page>-<width>.png`. Pop-ups are kept away as a returning shopper's would be,
 * so each picture shows the page itself.
 */
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { startLocalShop } from './local-shop.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'docs/screenshots')
const state = '.wrangler/screenshots-state'

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 860 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'
/** `popupsDismissedStorageKey` of `shared/content/promotions.ts` (that module is not loadable by Node on its own). */
const POPUPS_DISMISSED = 'storefront:popups-dismissed'

/** Puts a line in the bag the way a shopper does: a size, then "Add to bag". */
async function fillBag(page: Page) {
  await page.goto(PRODUCT)
  await page.locator('[data-island="buy-box"][data-hydrated="true"]').waitFor()
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true })
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
  await page.getByRole('dialog', { name: 'Added to your bag' }).waitFor()
}

const PAGES: readonly { name: string; path: string; before?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/en-us' },
  { name: 'listing', path: '/en-us/c/men-1000' },
  { name: 'product', path: PRODUCT },
  { name: 'bag', path: '/en-us/cart', before: fillBag },
]

await rm(path.join(root, state), { recursive: true, force: true })
const shop = await startLocalShop(state)
const { base, stop } = shop
await shop.ready()
await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
})
try {
  for (const width of WIDTHS) {
    for (const target of PAGES) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: width.viewport,
        isMobile: width.isMobile,
        hasTouch: width.isMobile,
        deviceScaleFactor: 1,
      })
      // A returning shopper has seen the pop-ups already; the picture is of the page.
      await context.addInitScript(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
        POPUPS_DISMISSED,
        ['popup-newsletter', 'popup-account'],
      ] as const)
      const page = await context.newPage()
      await target.before?.(page)
      await page.goto(target.path, { waitUntil: 'networkidle' })
      await page.evaluate(() => document.fonts.ready)
      const file = path.join(outDir, `${target.name}-${width.name}.png`)
      await page.screenshot({ path: file })
      console.log(path.relative(root, file))
      await context.close()
    }
  }
} finally {
  await browser.close()
  stop()
}
