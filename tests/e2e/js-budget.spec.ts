import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import {
  type BudgetedPage,
  formatFigures,
  JS_BUDGET_PAGES,
  JS_BUDGET_VIEWPORT,
  measurePageScripts,
} from '../../scripts/js-budget.ts'
import { visitorWithFlagOn } from '../fixtures/visitors'
import { addToBag } from './bag-helpers'
import { expect, test } from './fixtures'
import { holdBack, scrollToIsland } from './islands'

/** The client build's manifest: which chunk each island loads. */
const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../dist/manifest.json'), 'utf8'),
) as { entry: { file: string }; islands: Record<string, { file: string }> }

/** Measures a page's script before any interaction, reports it, and holds it to the page's budget. */
async function holdsItsBudget(page: Page, target: BudgetedPage, testInfo: TestInfo, who = '') {
  const figures = await measurePageScripts(page, target)
  const line = `${formatFigures(figures)}${who}`
  console.log(line)
  testInfo.annotations.push({ type: 'js-budget', description: line })
  // React alone is most of the budget: a page that measured nothing measured wrongly.
  expect(figures.brotliBytes).toBeGreaterThan(40 * 1024)
  expect(
    figures.brotliBytes,
    `${line}\n${figures.scripts.map((script) => `  ${script.url} ${script.brotliBytes} B`).join('\n')}`,
  ).toBeLessThanOrEqual(figures.budgetBytes)
  return figures
}

test.describe('the JavaScript budget', () => {
  test.use({ viewport: JS_BUDGET_VIEWPORT })

  for (const target of JS_BUDGET_PAGES) {
    test(`the ${target.name} page loads at most ${target.budgetKb} KB of brotli-compressed script before any scroll or interaction`, async ({
      page,
      consoleErrors,
    }, testInfo) => {
      void consoleErrors
      await holdsItsBudget(page, target, testInfo)
    })
  }

  test.describe('for a visitor in the client-ingest rollout, whose pages also load the page-timing beacon', () => {
    test.use({ visitorId: visitorWithFlagOn('client_ingest') })

    for (const target of JS_BUDGET_PAGES) {
      test(`the ${target.name} page stays within ${target.budgetKb} KB with the beacon`, async ({
        page,
        consoleErrors,
      }, testInfo) => {
        void consoleErrors
        const figures = await holdsItsBudget(page, target, testInfo, ', with the beacon')
        await expect(page.locator('html')).toHaveAttribute('data-ingest', 'on')
        expect(figures.scripts.some((script) => script.url.includes('performance-beacon'))).toBe(true)
      })
    }
  })

  test('the reviews below the fold load their code only when the shopper scrolls to them', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    const chunk = manifest.islands['product-reviews']?.file
    expect(chunk).toBeDefined()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const product = JS_BUDGET_PAGES.find((target) => target.name === 'product')
    await page.goto(product?.path ?? '')
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    const reviews = page.locator('[data-island="product-reviews"]')
    await expect(reviews).toHaveAttribute('data-hydrated', 'waiting')
    expect(await page.locator(`link[rel="modulepreload"][href="${chunk}"]`).count()).toBe(0)
    expect(requested).not.toContain(chunk)

    await scrollToIsland(page, 'product-reviews')
    expect(requested).toContain(chunk)
    await expect(page.getByRole('button', { name: 'Write a review' })).toBeVisible()
  })

  test('the islands’ code is asked for only once the page has painted, leaving the link to the lead picture', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    // The bag hydrates at once, with a dozen chunks: a first paint waiting for them was the Lighthouse run's LCP.
    await page.goto('/en-us')
    await addToBag(page, 'KS100013')
    for (let load = 0; load < 3; load++) {
      await page.goto('/en-us/cart')
      await expect(page.locator('[data-island="bag"]')).toHaveAttribute('data-hydrated', 'true')
      const { painted, chunks } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        chunks: performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              /\/assets\/.+\.js$/.test(entry.name) && !/\/assets\/(entry|api-contract)-/.test(entry.name),
          )
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }))
      expect(painted).not.toBeNull()
      expect(chunks.length).toBeGreaterThan(5)
      for (const chunk of chunks) expect(chunk.startTime, chunk.name).toBeGreaterThanOrEqual(painted ?? 0)
    }
  })

  test('a buy box the pointer already rests on when the script arrives hydrates without another move', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    const product = JS_BUDGET_PAGES.find((target) => target.name === 'product')
    const release = await holdBack(page, manifest.entry.file)
    await page.goto(product?.path ?? '', { waitUntil: 'domcontentloaded' })
    const buyBox = page.locator('[data-island="buy-box"]').first()
    // The pointer comes to rest on the buy box while the page's script is still on its way: its one `pointerover`
    // has no listener yet.
    await buyBox.hover()
    await expect(buyBox).not.toHaveAttribute('data-hydrated')
    release()
    await expect(buyBox).toHaveAttribute('data-hydrated', 'true')
  })
})
