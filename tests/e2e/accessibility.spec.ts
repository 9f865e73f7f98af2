import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { scrollToIsland } from './islands'

/** Each page, and the answer it is meant to have when that is a refusal (the not-found page is a 404). */
const PAGES: readonly (readonly [string, string, number?])[] = [
  ['home', '/en-us'],
  ['category listing', '/en-us/c/men-1000'],
  ['filtered listing', '/fr-fr/c/women-2000?colour=001&sort=price-asc'],
  ['product', '/en-us/p/x-KS100020'],
  ['search results', '/en-us/search?q=jacket'],
  ['zero results', '/en-us/search?q=zzzzqqq'],
  ['corrected search', '/en-us/search?q=jakcet'],
  ['search hub', '/en-us/search-hub'],
  ['not found', '/en-us/no/such/page', 404],
  ['store locator', '/en-gb/stores?postalCode=M2'],
  ['compare', '/en-us/compare'],
  ['empty bag', '/en-us/cart'],
  ['article', '/en-us/journal/packing-for-rain'],
  ['newsletter', '/en-us/newsletter'],
  ['order status', '/en-us/order-status'],
]

test.describe('accessibility', () => {
  for (const [name, path, status] of PAGES) {
    // Each only looks, so it opens the page in the worker's shared one.
    test(`the ${name} page has no serious or critical axe violations`, async ({
      sharedPage: page,
      expectRefusal,
    }) => {
      if (status !== undefined) expectRefusal(status, path)
      const response = await page.goto(path)
      expect(response?.status()).toBe(status ?? 200)
      await pageSettled(page)
      expect(await blockingAxeViolations(page)).toEqual([])
    })
  }

  test('the product page stays clean with the review form and store finder open', async ({ page }) => {
    await page.goto('/en-us/p/x-KS100020')
    await scrollToIsland(page, 'product-reviews')
    await scrollToIsland(page, 'store-availability')
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await expect(reviews.getByLabel('Title', { exact: true })).toBeHidden()
    await expect(page.getByLabel('Postal code')).toBeHidden()
    await page.getByRole('button', { name: 'Write a review' }).click()
    await page.getByRole('button', { name: 'Check store availability' }).click()
    // Both opened: the scan below covers the review form's fields and the store finder.
    await expect(reviews.getByRole('group', { name: 'Rating' })).toBeVisible()
    await expect(reviews.getByLabel('Title', { exact: true })).toBeVisible()
    await expect(reviews.getByLabel('Review', { exact: true })).toBeVisible()
    await expect(page.getByLabel('Postal code')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Find stores' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('every modal dialog comes in over 250 ms (spec 1 §9), and at once for a shopper who asks for less motion', async ({
    page,
  }) => {
    await page.goto('/en-us')
    /** Opens a dialog of the page's stylesheet as the islands do (`showModal`): its transition and its backdrop's. */
    const opened = () =>
      page.evaluate(() => {
        const dialog = document.createElement('dialog')
        dialog.textContent = 'A dialog'
        document.body.append(dialog)
        dialog.showModal()
        const own = getComputedStyle(dialog)
        const backdrop = getComputedStyle(dialog, '::backdrop')
        const seen = {
          property: own.transitionProperty,
          duration: own.transitionDuration,
          backdrop: backdrop.transitionDuration,
        }
        dialog.remove()
        return seen
      })
    expect(await opened()).toEqual({ property: 'translate', duration: '0.25s', backdrop: '0.25s' })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await opened()).toMatchObject({ duration: '0s', backdrop: '0s' })
  })
})
