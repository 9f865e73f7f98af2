import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Each card's current price (the low end of a range) and original price when marked down, in dollars. */
const cardPrices = (page: Page) =>
  page
    .getByRole('article')
    .locator('.price')
    .evaluateAll((prices) => {
      const amount = (element: Element | null) => {
        const match = /\$([\d,]+\.\d{2})/.exec(element?.textContent ?? '')
        return match?.[1] === undefined ? null : Number(match[1].replaceAll(',', ''))
      }
      return prices.map((price) => ({
        current: amount(price.querySelector('.price__current')),
        original: amount(price.querySelector('.price__original')),
      }))
    })

test.describe('category listing', () => {
  test('a shopper goes from the menu to a category and filters it in place', async ({ sharedPage: page }) => {
    await page.goto('/en-us')
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Men', exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
    await expect(page.locator('[data-island="listing-refiner"]')).toHaveAttribute('data-hydrated', 'true')
    const count = page.locator('.listing__count')
    const before = await count.textContent()

    const colours = page.getByRole('group', { name: 'Color' })
    await colours.getByRole('checkbox', { name: /^Black/ }).check()
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?colour=001$/)
    await expect(count).not.toHaveText(before ?? '')
    await expect(
      page
        .getByRole('navigation', { name: 'Selected filters' })
        .getByRole('link', { name: 'Remove filter Black' }),
    ).toBeVisible()
    await expect(
      page.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Black/ }),
    ).toBeChecked()

    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/colour=001&sort=price-asc$/)

    await page.goBack()
    await expect(page).toHaveURL(/\?colour=001$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance')
  })
})

test.describe('category listing while a refinement is on its way', () => {
  // The held answer is the refinement's whatever else its form sends: the sort comes first (`sort=relevance`). Held
  // only at exactly `?colour=001`, the answer went by, and the test passed only while it came slower than its checks.
  test('sixteen placeholder cards stand in for the results, announced as loading, until the answer is in', async ({
    page,
  }) => {
    await page.goto('/en-us/c/men-1000')
    await expect(page.locator('[data-island="listing-refiner"]')).toHaveAttribute('data-hydrated', 'true')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\/en-us\/c\/men-1000\?(?:[^#]*&)?colour=001(?:&|$)/, async (route) => {
      await held
      await route.continue()
    })
    await page
      .getByRole('group', { name: 'Color' })
      .getByRole('checkbox', { name: /^Black/ })
      .check()
    const loading = page.getByRole('status', { name: 'Loading products' })
    await expect(loading).toBeVisible()
    await expect(loading.locator('.skeleton--card')).toHaveCount(16)
    await expect(page.locator('#listing-results')).toBeHidden()
    release()
    await expect(loading).toBeHidden()
    await expect(page.locator('#listing-results')).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?colour=001$/)
  })
})

test.describe('category listing without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filters, sort and paging work without JavaScript', async ({ sharedPage: page }) => {
    await page.goto('/en-us/c/women-2000')
    await page
      .getByRole('group', { name: 'Offers' })
      .getByRole('checkbox', { name: /^On sale/ })
      .check()
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Apply filters' }).click()
    const url = new URL(page.url())
    expect(url.pathname).toBe('/en-us/c/women-2000')
    expect(url.searchParams.get('sale')).toBe('true')
    expect(url.searchParams.get('sort')).toBe('price-desc')

    // The page streams in: its cards are read once it has loaded (the URL changes as soon as it starts).
    await page.waitForLoadState('load')
    const prices = await cardPrices(page)
    expect(prices.length).toBeGreaterThan(1)
    // Every product shown is marked down: its current price is below the struck-through original.
    for (const price of prices) {
      expect(price.current).not.toBeNull()
      expect(price.original).not.toBeNull()
      expect(price.current ?? 0).toBeLessThan(price.original ?? 0)
    }
    // Highest price first.
    const current = prices.map((price) => price.current ?? 0)
    expect(current).toEqual([...current].sort((a, b) => b - a))
    expect(current[0]).toBeGreaterThan(current.at(-1) ?? 0)

    await page.goto('/en-us/c/women-2000')
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\?page=2$/)
    await expect(page.getByText('Page 2 of 2')).toBeVisible()
  })
})
