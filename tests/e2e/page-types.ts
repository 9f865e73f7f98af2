/**
 * Every page type of the shop, as the page-wide checks visit them (no page wider than the window, valid HTML): its
 * address, its status when it is not 200, and what to put in the bag or the comparison first so the page shows
 * lines rather than its empty state.
 */
import type { Page } from '@playwright/test'
import { addFirstSizeFromPage } from './bag-helpers'
import { expect } from './fixtures'

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

export interface PageCase {
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

export const PAGES: PageCase[] = [
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

/** Third-party media (video thumbnails and players) answers empty, so the pages render offline. */
export async function keepOffline(page: Page): Promise<void> {
  await page.route(
    (url) => url.hostname !== 'localhost' && !url.hostname.endsWith('.localhost'),
    (route) => route.fulfill({ status: 204 }),
  )
}

/** Opens a page type at its address, expecting its status; its document as the server sent it. */
export async function openPage(
  page: Page,
  { path, status }: PageCase,
  expectRefusal: (status: number, path: string) => void,
): Promise<string> {
  // The not-found page is the page's own 404 answer: declared, so the browser check expects it.
  if (status !== undefined) expectRefusal(status, path)
  const response = await page.goto(path)
  expect(response?.status()).toBe(status ?? 200)
  return (await response?.text()) ?? ''
}
