/**
 * `npm run lighthouse`: Lighthouse's mobile run (its default preset: a mid-range phone on a slow 4G network and a
 * CPU four times slower, both simulated from what the run observes) on the five pages on the way to an order
 * (decision 120): home, a listing, a product page, the bag and the checkout, the last two for a shopper with one line
 * in the bag (the session's cookie sent with `--extra-headers`). Performance, accessibility and best practices.
 *
 * Lighthouse is fetched by npx for the run (`lighthouse@12.8.2`), never a dependency of the shop. It measures the shop
 * at `LIGHTHOUSE_BASE` (one already running, e.g. `npm start`), or else one of its own started as the bench starts it
 * (React's production build, state under `.wrangler/lighthouse-state`), in Debian's Chromium (or `CHROMIUM_PATH`).
 * Each report is written to `.lighthouse/<page>.json`, and each page's scores, LCP, CLS and TBT are printed with the
 * machine's load: the simulated throttling scales what this machine does, so compare runs made on an idle machine.
 * Each command it runs is printed first, to be run again by hand.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import path from 'node:path'
import { cookieOf } from '../tests/fixtures/cookie-jar.ts'
import { islandProps } from '../tests/fixtures/island-markup.ts'
import { startLocalShop } from './local-shop.ts'

const LIGHTHOUSE = 'lighthouse@12.8.2'
const PRODUCT = '/en-us/p/summit-merino-tee-KS100013'
const PAGES = [
  { name: 'home', path: '/en-us', bag: false },
  { name: 'listing', path: '/en-us/c/men-1000', bag: false },
  { name: 'product', path: PRODUCT, bag: false },
  { name: 'bag', path: '/en-us/cart', bag: true },
  { name: 'checkout', path: '/en-us/checkout', bag: true },
] as const

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, '.lighthouse')
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** What the table shows of one report. */
interface Report {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; displayValue?: string }>
  environment: { benchmarkIndex: number }
}

/** The `Cookie` header of a new shopper with one line of the product in the bag. */
async function cookieWithALine(base: string): Promise<string> {
  const html = await (await fetch(`${base}${PRODUCT}`)).text()
  const { skus, soldOut } = islandProps<{ skus: Record<string, Record<string, string>>; soldOut: string[] }>(
    html,
    'buy-box',
  )
  const sku = Object.values(skus)
    .flatMap((sizes) => Object.values(sizes))
    .find((each) => !soldOut.includes(each))
  if (!sku) throw new Error(`nothing in stock on ${PRODUCT}`)
  const added = await fetch(`${base}/api/cart/items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-storefront-locale': 'en-us', origin: base },
    body: JSON.stringify({ productId: sku, qty: 1 }),
  })
  await added.arrayBuffer()
  if (!added.ok) throw new Error(`add to bag answered ${added.status}`)
  return cookieOf(added)
}

/**
 * Runs Lighthouse, up to three times: on a busy machine Chrome's trace of the load is now and then cut short
 * ("NO_NAVSTART", "NO_FCP"), which says nothing of the page.
 */
function runLighthouse(args: string[]) {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'] })
      return
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`Lighthouse stopped (attempt ${attempt} of 3); running it again`)
    }
  }
}

const shop = process.env.LIGHTHOUSE_BASE
  ? null
  : await startLocalShop('.wrangler/lighthouse-state', ['--define', 'process.env.NODE_ENV:"production"'])
const base = process.env.LIGHTHOUSE_BASE?.replace(/\/+$/, '') ?? shop?.base ?? ''
try {
  await shop?.ready()
  await mkdir(outDir, { recursive: true })
  // Every page once before it is measured, so no run measures a cold cache or a first compilation.
  for (const page of PAGES) await (await fetch(`${base}${page.path}`)).arrayBuffer()
  const rows: string[] = []
  for (const page of PAGES) {
    const output = path.join(outDir, `${page.name}.json`)
    const args = [
      '-y',
      LIGHTHOUSE,
      `${base}${page.path}`,
      `--chrome-path=${chromium}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices',
      '--quiet',
    ]
    if (page.bag) args.push(`--extra-headers=${JSON.stringify({ Cookie: await cookieWithALine(base) })}`)
    const load = loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')
    console.log(`npx ${args.map((arg) => (/[\s"{]/.test(arg) ? `'${arg}'` : arg)).join(' ')}`)
    runLighthouse(args)
    const report = JSON.parse(await readFile(output, 'utf8')) as Report
    const score = (id: string) => report.categories[id]?.score ?? '-'
    const audit = (id: string) => report.audits[id]?.displayValue ?? '-'
    rows.push(
      [
        page.name,
        score('performance'),
        score('accessibility'),
        score('best-practices'),
        audit('largest-contentful-paint'),
        audit('cumulative-layout-shift'),
        audit('total-blocking-time'),
        Math.round(report.environment.benchmarkIndex),
        load,
      ].join(' | '),
    )
  }
  console.log(
    '\n| page | perf | a11y | best practices | LCP | CLS | TBT | benchmark index | load (1, 5, 15 min) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(`| ${row} |`)
} finally {
  shop?.stop()
}
