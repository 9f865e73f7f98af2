import { blockingAxeViolations, expect, test } from './fixtures'
import { scrollToIsland } from './islands'

const PAGES = [
  ['home', '/en-us'],
  ['category listing', '/en-us/c/men-1000'],
  ['filtered listing', '/fr-fr/c/women-2000?colour=001&sort=price-asc'],
  ['product', '/en-us/p/x-KS100020'],
  ['search results', '/en-us/search?q=jacket'],
  ['zero results', '/en-us/search?q=zzzzqqq'],
  ['not found', '/en-us/no/such/page'],
  ['store locator', '/en-gb/stores?postalCode=M2'],
  ['compare', '/en-us/compare'],
  ['empty bag', '/en-us/cart'],
  ['article', '/en-us/journal/packing-for-rain'],
  ['newsletter', '/en-us/newsletter'],
] as const

test.describe('accessibility', () => {
  for (const [name, path] of PAGES) {
    test(`the ${name} page has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await blockingAxeViolations(page)).toEqual([])
    })
  }

  test('the product page stays clean with the review form and store finder open', async ({ page }) => {
    await page.goto('/en-us/p/x-KS100020')
    await scrollToIsland(page, 'product-reviews')
    await scrollToIsland(page, 'store-availability')
    await page.getByRole('button', { name: 'Write a review' }).click()
    await page.getByRole('button', { name: 'Check store availability' }).click()
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})
