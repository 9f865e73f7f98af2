/**
 * The phone layout (decision 055), at 390 × 844 in Chromium: one compact header row whose search opens from its
 * button, a listing whose filters and sort are in a "Filter and sort" drawer over two cards a row, a product page
 * with its name, price and colours on the first screen and an "Add to bag" bar once the buy box has scrolled away;
 * no page wider than the phone. At 1366 px the desktop layout stays as it was.
 */
import type { Locator, Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'
import { reachIsland } from './islands'

const PHONE = { width: 390, height: 844 }
const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'
const LISTING = '/en-us/c/men-1000'

/** The element's box, which must be laid out. */
async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('no box')
  return found
}

/** Whether the element lies wholly within the first screen (the page not scrolled). */
async function onFirstScreen(locator: Locator) {
  const { x, y, width, height } = await box(locator)
  return x >= 0 && y >= 0 && x + width <= PHONE.width && y + height <= PHONE.height
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

test.describe('on a phone', () => {
  test.use({ viewport: PHONE })

  test('the header is one row and its search field opens from its button', async ({ sharedPage: page }) => {
    await page.goto('/en-us')
    const header = page.locator('header.site-header')
    const menu = header.locator('summary', { hasText: 'Menu' })
    const logo = header.getByRole('link', { name: 'Kestrel home' })
    const search = header.getByRole('button', { name: 'Search', exact: true })
    const bag = header.getByRole('link', { name: /^Bag/ })
    // Menu, logo, search and bag side by side in one short row, the promo bar on one line above it.
    const row = await Promise.all([menu, logo, search, bag].map(box))
    const middles = row.map(({ y, height }) => y + height / 2)
    for (const middle of middles) expect(Math.abs(middle - (middles[0] ?? 0))).toBeLessThan(8)
    const xs = row.map(({ x }) => x)
    expect(xs).toEqual([...xs].sort((a, b) => a - b))
    expect((await box(header)).height).toBeLessThanOrEqual(64)
    expect((await box(page.getByRole('region', { name: 'Promotions' }))).height).toBeLessThanOrEqual(40)

    // The field is closed until its button opens it; it takes focus, and Escape gives focus back to the button.
    const field = page
      .getByRole('searchbox', { name: 'Search' })
      .or(page.getByRole('combobox', { name: 'Search' }))
    await expect(field).toBeHidden()
    await search.focus()
    await page.keyboard.press('Enter')
    await expect(field).toBeVisible()
    await expect(field).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await expect(search).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(field).toBeFocused()
    await page.keyboard.type('boot')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=boot$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await blockingAxeViolations(page, { include: ['header.site-header'] })).toEqual([])
  })

  test('a listing shows its first products, two a row, on the first screen', async ({ sharedPage: page }) => {
    await page.goto(LISTING)
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    expect(await onFirstScreen(cards.first())).toBe(true)
    const [first, second] = [await box(cards.nth(0)), await box(cards.nth(1))]
    expect(second.y).toBe(first.y)
    expect(second.x).toBeGreaterThan(first.x + first.width)
    // The filters wait in the drawer.
    await expect(page.getByRole('group', { name: 'Color' })).toBeHidden()
  })

  test('the filter drawer opens, filters in place and closes by keyboard', async ({ sharedPage: page }) => {
    await page.goto(LISTING)
    await expect(page.locator('[data-island="listing-refiner"]')).toHaveAttribute('data-hydrated', 'true')
    const button = page.getByRole('button', { name: 'Filter and sort', exact: true })
    await button.focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Filter and sort' })
    await expect(drawer).toBeVisible()
    // Focus moves in.
    await expect(drawer.getByRole('button', { name: 'Close filter and sort' })).toBeFocused()
    expect(await blockingAxeViolations(page, { include: ['#listing-drawer'] })).toEqual([])

    // A filter refines the listing behind the drawer, which stays open where the shopper was.
    const black = drawer.getByRole('group', { name: 'Color' }).getByRole('checkbox', { name: /^Black/ })
    await black.focus()
    await page.keyboard.press('Space')
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?colour=001$/)
    const show = drawer.getByRole('button', { name: /^Show \d+ products?$/ })
    await expect(show).toBeVisible()
    await expect(drawer).toBeVisible()
    await expect(black).toBeChecked()
    await expect(black).toBeFocused()
    const shown = Number((await show.textContent())?.replace(/\D/g, ''))
    await expect(page.locator('.listing__count')).toHaveText(`${shown} products`)

    // Escape closes it and focus returns to its button, which counts the filters applied.
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    const counted = page.getByRole('button', { name: 'Filter and sort (1 filter applied)' })
    await expect(counted).toBeFocused()

    // "Show n products" closes it too.
    await page.keyboard.press('Enter')
    await expect(drawer).toBeVisible()
    await show.focus()
    await page.keyboard.press('Enter')
    await expect(drawer).toBeHidden()
    await expect(counted).toBeFocused()
    await expect(page).toHaveURL(/\?colour=001$/)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('the product page shows name, price and colours first, and a bar adds to the bag', async ({
    sharedPage: page,
  }) => {
    await page.goto(PRODUCT)
    await reachIsland(page, 'buy-box')
    await expect(page.getByRole('heading', { level: 1, name: 'Meadow Crew Tee' })).toBeVisible()
    expect(await onFirstScreen(page.getByRole('heading', { level: 1 }))).toBe(true)
    expect(await onFirstScreen(page.locator('.product-page__head .price'))).toBe(true)
    expect(await onFirstScreen(page.getByRole('group', { name: /^Color/ }))).toBe(true)

    // No bar while the buy box is in view.
    const bar = page.locator('.product-page__buy-bar')
    const barButton = bar.getByRole('button', { name: 'Add to bag' })
    await expect(barButton).toBeHidden()
    await expect(page.getByRole('button', { name: 'Add to bag', exact: true })).toHaveCount(1)

    // Once the buy box has scrolled away the bar shows; with no size chosen, it asks for one at the sizes.
    await page.evaluate(() => window.scrollTo(0, 1600))
    await expect(barButton).toBeVisible()
    await expect(bar).toContainText('Meadow Crew Tee')
    await barButton.click()
    const sizes = page.getByRole('group', { name: 'Size' })
    await expect(sizes.getByRole('radio', { disabled: false }).first()).toBeFocused()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a size.' })).toBeVisible()
    await expect(barButton).toBeHidden()

    // With a size it adds, and focus comes back to the bar's button.
    await sizes.getByRole('radio', { name: 'M' }).check({ force: true })
    await page.evaluate(() => window.scrollTo(0, 1600))
    await expect(barButton).toBeVisible()
    await barButton.click()
    const added = page.getByRole('dialog', { name: 'Added to your bag' })
    await expect(added).toBeVisible()
    await expect(added.getByText('Meadow Crew Tee')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(added).toBeHidden()
    await expect(barButton).toBeFocused()
    await expect(page.getByRole('link', { name: /^Bag [1-9]\d* items?$/ })).toBeVisible()
  })

  for (const [name, path] of [
    ['home', '/en-us'],
    ['listing', LISTING],
    ['product', PRODUCT],
    ['bag', '/en-us/cart'],
  ] as const) {
    test(`the ${name} page is no wider than the phone`, async ({ sharedPage: page }) => {
      await page.goto(path)
      await page.waitForLoadState('load')
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width)
    })
  }
})

test.describe('on a phone without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false })

  test('the filter drawer is a plain form', async ({ sharedPage: page }) => {
    await page.goto(LISTING)
    await page.getByRole('button', { name: 'Filter and sort', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filter and sort' })
    await expect(drawer).toBeVisible()
    await drawer
      .getByRole('group', { name: 'Color' })
      .getByRole('checkbox', { name: /^Black/ })
      .check()
    await drawer.getByLabel('Sort by').selectOption('price-asc')
    await drawer.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000\?/)
    const url = new URL(page.url())
    expect(url.searchParams.get('colour')).toBe('001')
    expect(url.searchParams.get('sort')).toBe('price-asc')
    await expect(page.getByRole('button', { name: 'Filter and sort (1 filter applied)' })).toBeVisible()
    await expect(drawer).toBeHidden()
  })

  test('the bar adds with the buy box’s form', async ({ sharedPage: page }) => {
    await page.goto(`${PRODUCT}?colour=720&size=M`)
    await page.evaluate(() => window.scrollTo(0, 1600))
    const barButton = page.locator('.product-page__buy-bar').getByRole('button', { name: 'Add to bag' })
    await expect(barButton).toBeVisible()
    await barButton.click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
  })
})

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test('the header, filters and buy box keep their desktop layout', async ({ sharedPage: page }) => {
    await page.goto(LISTING)
    // The search field and the filters show as before; the phone's buttons do not.
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filter and sort' })).toBeHidden()
    const colours = page.getByRole('group', { name: 'Color' })
    await expect(colours).toBeVisible()
    const filters = await box(page.getByRole('form', { name: 'Filters' }))
    const firstCard = await box(page.getByRole('article').first())
    expect(filters.x + filters.width).toBeLessThan(firstCard.x)
    expect(firstCard.y).toBeLessThan(768)

    await page.goto(PRODUCT)
    const gallery = await box(page.locator('.product-page__gallery'))
    const heading = await box(page.getByRole('heading', { level: 1 }))
    expect(heading.x).toBeGreaterThan(gallery.x + gallery.width)
    await page.evaluate(() => window.scrollTo(0, 2400))
    await expect(page.locator('.product-page__buy-bar')).toBeHidden()
  })
})
