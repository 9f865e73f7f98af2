/**
 * No page is wider than the window: every page type, on a 390 px phone and a 1366 px laptop, with JavaScript and
 * without, measured once the deferred sections have streamed in. A page that is wider scrolls sideways, and the
 * failure names the elements that reach past the window's edge without a scroller of their own to hold them.
 */
import type { Page } from '@playwright/test'
import { addFirstSizeFromPage } from './bag-helpers'
import { expect, test } from './fixtures'

const WIDTHS = [390, 1366] as const
const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

interface PageCase {
  name: string
  path: string
  /** The page's status when it is not 200. */
  status?: number
  /** Puts something in the bag or the comparison first, so the page shows lines rather than its empty state. */
  fill?: (page: Page, javaScript: boolean) => Promise<void>
}

const addToBag = (page: Page) => addFirstSizeFromPage(page, PRODUCT)

async function addToComparison(page: Page, javaScript: boolean): Promise<void> {
  for (const path of [PRODUCT, '/en-us/p/ridge-trail-tee-KS100020']) {
    await page.goto(path)
    const add = page.getByRole('button', { name: 'Add to compare' })
    if (!javaScript) {
      // Without JavaScript the button posts its plain form.
      await add.click()
      await page.waitForLoadState()
      continue
    }
    // Added in place once its island has hydrated (on focus), as a shopper's click after pointing at it is.
    await add.focus()
    await expect(page.locator('[data-island="list-add"]', { has: add })).toHaveAttribute(
      'data-hydrated',
      'true',
    )
    await add.click()
    await expect(page.getByRole('link', { name: /^View comparison/ })).toBeFocused()
  }
  await page.goto('/en-us/compare')
  await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
}

const PAGES: PageCase[] = [
  { name: 'home page', path: '/en-us' },
  { name: 'category listing', path: '/en-us/c/men-1000' },
  { name: 'product page', path: PRODUCT },
  { name: 'German product page', path: '/de-de/p/meadow-crew-tee-KS100048' },
  { name: 'search results page', path: '/en-us/search?q=boot' },
  { name: 'search page without results', path: '/en-us/search?q=zzzzqqq' },
  { name: 'search hub', path: '/en-us/search-hub' },
  { name: 'empty bag', path: '/en-us/cart' },
  { name: 'bag with a line', path: '/en-us/cart', fill: addToBag },
  { name: 'trail-season story', path: '/en-us/stories/trail-season' },
  { name: 'on-film story', path: '/en-us/stories/on-film' },
  { name: 'journal', path: '/en-us/journal' },
  { name: 'journal article', path: '/en-us/journal/packing-for-rain' },
  { name: 'store locator', path: '/en-us/stores' },
  { name: 'store locator with stores near a postal code', path: '/en-gb/stores?postalCode=M2' },
  { name: 'comparison of two products', path: '/en-us/compare', fill: addToComparison },
  { name: 'favorites page', path: '/en-us/favorites' },
  { name: 'foot size guide', path: '/en-us/foot-sizes' },
  { name: 'help page', path: '/en-us/help/contact-us' },
  { name: 'warranty page', path: '/de-de/help/warranty' },
  { name: 'legal page', path: '/fr-fr/associate-discount-terms' },
  { name: 'newsletter page', path: '/en-us/newsletter' },
  { name: 'not-found page', path: '/en-us/no/such/page', status: 404 },
  { name: 'checkout page', path: '/en-us/checkout' },
  { name: 'account page', path: '/en-us/account' },
  { name: 'order confirmation page', path: '/en-us/order-confirmation' },
  { name: 'order status page', path: '/en-us/order-status' },
]

interface Widths {
  window: number
  document: number
  body: number
  /** Elements past the window's right edge that no scrolling or clipping box holds, outermost first. */
  escaping: string[]
}

/** The document's widths and the elements that make it wider than the window. */
function measureWidths(page: Page): Promise<Widths> {
  return page.evaluate(() => {
    const root = document.documentElement
    const edge = root.clientWidth
    // The box whose overflow clips an element: walk up its containing blocks, not its DOM parents, because an
    // absolutely positioned element escapes every scroller between it and its nearest positioned ancestor.
    const isHeld = (element: Element): boolean => {
      let current: Element | null = element
      while (current && current !== root && current !== document.body) {
        const position = getComputedStyle(current).position
        if (position === 'fixed') return true
        let block: Element | null = current.parentElement
        if (position === 'absolute')
          while (block && block !== root && getComputedStyle(block).position === 'static')
            block = block.parentElement
        if (!block || block === root || block === document.body) return false
        if (getComputedStyle(block).overflowX !== 'visible') return true
        current = block
      }
      return false
    }
    const escaping: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.right + window.scrollX <= edge + 0.5 || isHeld(element)) continue
      if (escaping.length < 5)
        escaping.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} to ${Math.round(box.right)} px`,
        )
    }
    return { window: edge, document: root.scrollWidth, body: document.body.scrollWidth, escaping }
  })
}

/** Third-party media (video thumbnails and players) answers empty, so the pages render offline. */
async function keepOffline(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ status: 204 }),
  )
}

async function open(
  page: Page,
  { path, status }: PageCase,
  expectRefusal: (status: number, path: string) => void,
): Promise<void> {
  // The not-found page is the page's own 404 answer: declared, so the browser check expects it.
  if (status !== undefined) expectRefusal(status, path)
  const response = await page.goto(path)
  expect(response?.status()).toBe(status ?? 200)
}

async function expectNoWiderThanWindow(page: Page, width: number): Promise<void> {
  const widths = await measureWidths(page)
  const detail = `at ${width} px: ${JSON.stringify(widths)}`
  expect(widths.document, `the document is wider than the window ${detail}`).toBeLessThanOrEqual(
    widths.window,
  )
  expect(widths.body, `the body is wider than the window ${detail}`).toBeLessThanOrEqual(widths.window)
}

test.describe('page width', () => {
  for (const entry of PAGES) {
    for (const width of WIDTHS) {
      test(`the ${entry.name} is no wider than a ${width} px window`, async ({ page, expectRefusal }) => {
        await keepOffline(page)
        await page.setViewportSize({ width, height: 900 })
        await entry.fill?.(page, true)
        await open(page, entry, expectRefusal)
        // Each deferred section's hole is replaced by its content (or by nothing) as the stream delivers it.
        await expect(page.locator('[id^="sf-deferred-"]')).toHaveCount(0)
        await expectNoWiderThanWindow(page, width)
      })
    }
  }
})

test.describe('page width without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const entry of PAGES) {
    test(`without JavaScript, the ${entry.name} is no wider than a 390 or a 1366 px window`, async ({
      page,
      expectRefusal,
    }) => {
      await keepOffline(page)
      await page.setViewportSize({ width: WIDTHS[0], height: 900 })
      await entry.fill?.(page, false)
      await open(page, entry, expectRefusal)
      await expectNoWiderThanWindow(page, WIDTHS[0])
      await page.setViewportSize({ width: WIDTHS[1], height: 900 })
      await expectNoWiderThanWindow(page, WIDTHS[1])
    })
  }
})
