import { seededProduct } from '../fixtures/seed-products'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

/** A grown-up's shoe from the seed. */
const SHOE = seededProduct({ currency: 'EUR', name: /Boot|Runner|Sneaker|Trail Shoe/ }).product

test.describe('sizes', () => {
  test('a shopper on de-de opens the size guide by keyboard and finds EU sizes first, as the buy box lists them', async ({
    sharedPage: page,
  }) => {
    await page.goto(`/de-de/p/x-${SHOE.styleCode}`)
    await pageSettled(page)
    const sizes = page.getByRole('group', { name: 'Größe' })
    const labels = await sizes.locator('.size-option > span:not(.visually-hidden)').allTextContents()
    expect(labels.map(Number)).toEqual([...labels.map(Number)].sort((a, b) => a - b))
    await expect(sizes.getByText('42.5', { exact: true })).toBeVisible()

    const summary = page.getByText('Größenberater', { exact: true })
    const guide = page.locator('details.size-guide')
    await expect(guide).not.toHaveAttribute('open')
    // Tab to the guide's summary as a keyboard user would, then open it with Enter.
    for (let presses = 0; presses < 80; presses++) {
      if (await summary.evaluate((element) => element === document.activeElement)) break
      await page.keyboard.press('Tab')
    }
    await expect(summary).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(guide).toHaveAttribute('open')
    const table = guide.getByRole('table', { name: 'Umrechnung der Schuhgrößen' })
    await expect(table.getByRole('columnheader').first()).toHaveText('EU')
    await expect(table.getByRole('row', { name: /^42\.5 9 8\.5 27$/ })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(guide).not.toHaveAttribute('open')
  })
})
