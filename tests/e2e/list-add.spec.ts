import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

test.describe('favourites and the comparison, added in place', () => {
  for (const { list, button, notice, link } of [
    {
      list: 'comparison',
      button: 'Add to compare',
      notice: 'In your comparison',
      link: 'View comparison (1)',
    },
    {
      list: 'favourites',
      button: 'Add to favorites',
      notice: 'Added to your favorites.',
      link: 'View favorites (1)',
    },
  ]) {
    test(`adds to the ${list} by keyboard without leaving the page, saying so and counting`, async ({
      sharedPage: page,
    }) => {
      await page.goto(PRODUCT)
      await pageSettled(page)
      const add = page.getByRole('button', { name: button })
      const island = page.locator('[data-island="list-add"]', { has: add })
      await add.focus()
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      await page.keyboard.press('Enter')

      await expect(page.getByRole('status').filter({ hasText: notice })).toBeVisible()
      await expect(page.getByRole('link', { name: link })).toBeFocused()
      await expect(add).toBeHidden()
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PRODUCT)
      expect(await blockingAxeViolations(page)).toEqual([])
    })
  }
})

test.describe('favourites and the comparison without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same buttons post a plain form and lead to the list', async ({ sharedPage: page }) => {
    await page.goto(PRODUCT)
    await page.getByRole('button', { name: 'Add to compare' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Compare products' })).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/compare$/)
    await page.goto(PRODUCT)
    await page.getByRole('button', { name: 'Add to favorites' }).click()
    await expect(page.getByText('Added to your favorites.')).toBeVisible()
  })
})
