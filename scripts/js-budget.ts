/**
 * The JavaScript budget: how much script a shopper's browser downloads for a page before they scroll or touch
 * anything, brotli-compressed (quality 11, as the edge serves it) and summed over every script response, React
 * included. The end-to-end test `tests/e2e/js-budget.spec.ts` holds each page to its budget; `npm run bench`
 * reports the same figures through `measureJsBudget`.
 */
import { brotliCompressSync, constants } from 'node:zlib'
import { type Browser, chromium, type Page, type Response } from '@playwright/test'
import { VISITOR_COOKIE } from '../shared/personalization/visitor.ts'

export interface BudgetedPage {
  name: string
  path: string
  /** Kibibytes of brotli-compressed script the page may load before any scroll or interaction. */
  budgetKb: number
}

/** Half a KB more on every page (decision 108): the entry reloads a page whose build is no longer served. */
export const JS_BUDGET_PAGES: readonly BudgetedPage[] = [
  { name: 'home', path: '/en-us', budgetKb: 65.5 },
  { name: 'listing', path: '/en-us/c/men-1000', budgetKb: 65.5 },
  { name: 'search', path: '/en-us/search?q=boot', budgetKb: 65.5 },
  { name: 'content', path: '/en-us/stories/trail-season', budgetKb: 65.5 },
  { name: 'product', path: '/en-us/p/meadow-crew-tee-KS100048', budgetKb: 70.5 },
]

/** A laptop viewport: more of the page is in view at first paint than on a phone, so more islands hydrate. */
export const JS_BUDGET_VIEWPORT = { width: 1366, height: 768 }

export interface ScriptFigure {
  url: string
  bytes: number
  brotliBytes: number
}

export interface PageScriptFigures {
  name: string
  path: string
  scripts: ScriptFigure[]
  brotliBytes: number
  budgetBytes: number
}

const brotliSize = (body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '')

/**
 * Opens the page, lets it load and hydrate what it hydrates without a shopper doing anything, and measures
 * every script it fetched. The page must be fresh (nothing loaded in it yet) and is left on the measured page.
 */
export async function measurePageScripts(page: Page, target: BudgetedPage): Promise<PageScriptFigures> {
  const bodies: Promise<ScriptFigure | null>[] = []
  const onResponse = (response: Response) => {
    if (!isScript(response)) return
    bodies.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          brotliBytes: brotliSize(body),
        }),
        () => null,
      ),
    )
  }
  page.on('response', onResponse)
  try {
    const answer = await page.goto(target.path, { waitUntil: 'load' })
    if (!answer?.ok()) throw new Error(`${target.path} answered ${answer?.status()}`)
    // Islands start hydrating after load; wait until none is still fetching its chunk, then until the network
    // has been quiet, so chunks that one island's code imports later are counted too.
    await page.waitForFunction(() => document.querySelector('[data-hydrated="pending"]') === null)
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', onResponse)
  }
  const scripts = (await Promise.all(bodies)).filter((figure) => figure !== null)
  return {
    name: target.name,
    path: target.path,
    scripts,
    brotliBytes: scripts.reduce((sum, script) => sum + script.brotliBytes, 0),
    budgetBytes: target.budgetKb * 1024,
  }
}

/** One line per page: its brotli total against its budget, in KiB. */
export function formatFigures(figures: PageScriptFigures): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  return `${figures.name.padEnd(8)} ${kb(figures.brotliBytes).padStart(6)} KB of ${kb(figures.budgetBytes)} KB brotli in ${figures.scripts.length} scripts (${figures.path})`
}

/**
 * Measures budgeted pages in a fresh browser context each, against a running storefront, as the visitor `visitorId`
 * (the `sf_vuid` cookie) when given: a new visitor is bucketed at random, and the flags a page's scripts depend on
 * with it.
 */
export async function measureJsBudget(
  browser: Browser,
  baseURL: string,
  options: { visitorId?: string; pages?: readonly BudgetedPage[] } = {},
): Promise<PageScriptFigures[]> {
  const results: PageScriptFigures[] = []
  for (const target of options.pages ?? JS_BUDGET_PAGES) {
    const context = await browser.newContext({ baseURL, viewport: JS_BUDGET_VIEWPORT })
    if (options.visitorId)
      await context.addCookies([{ name: VISITOR_COOKIE, value: options.visitorId, url: baseURL }])
    try {
      results.push(await measurePageScripts(await context.newPage(), target))
    } finally {
      await context.close()
    }
  }
  return results
}

/**
 * The first visitor id of the test fixtures' sequence whose pages carry the page-timing beacon (`data-ingest="on"`,
 * the client-ingest flag on) or not, as the running storefront answers for it.
 */
async function visitorWithBeacon(baseURL: string, beacon: boolean): Promise<string> {
  for (let n = 0; n < 200; n++) {
    const id = `vuid_${n.toString(16).padStart(27, '0')}`
    const html = await (
      await fetch(`${baseURL}/en-us`, { headers: { cookie: `${VISITOR_COOKIE}=${id}` } })
    ).text()
    if (/<html[^>]* data-ingest="on"/.test(html) === beacon) return id
  }
  throw new Error(`No visitor ${beacon ? 'with' : 'without'} the page-timing beacon among 200`)
}

/**
 * The figures for `npm run bench`: each page's brotli kibibytes and budget, measured in Debian's Chromium (or
 * `CHROMIUM_PATH`) against a running storefront, as a visitor outside the client-ingest rollout; and again, under
 * `<page>WithTimingBeacon`, as a visitor inside it, whose pages also load the page-timing beacon (a tenth of
 * visitors under the mock datafile).
 */
export async function jsBudgetReport(
  baseURL: string,
): Promise<Record<string, { brotliKb: number; budgetKb: number; scripts: number }>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  })
  const row = (page: PageScriptFigures) => ({
    brotliKb: Math.round((page.brotliBytes / 1024) * 10) / 10,
    budgetKb: page.budgetBytes / 1024,
    scripts: page.scripts.length,
  })
  try {
    const without = await measureJsBudget(browser, baseURL, {
      visitorId: await visitorWithBeacon(baseURL, false),
    })
    const withBeacon = await measureJsBudget(browser, baseURL, {
      visitorId: await visitorWithBeacon(baseURL, true),
    })
    return Object.fromEntries([
      ...without.map((page) => [page.name, row(page)]),
      ...withBeacon.map((page) => [`${page.name}WithTimingBeacon`, row(page)]),
    ])
  } finally {
    await browser.close()
  }
}
