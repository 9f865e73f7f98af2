import { expect, test } from './fixtures'

test.describe('search', () => {
  test('the search box suggests as the shopper types and is driven by keyboard', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/en-us')
    // The box is a plain search field until the shopper first touches it (decision 016); what they type while
    // its script arrives still brings suggestions.
    await page.getByRole('searchbox', { name: 'Search' }).fill('jack')
    const box = page.getByRole('combobox', { name: 'Search' })
    await expect(box).toHaveValue('jack')
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' })
    await expect(listbox).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(listbox.getByRole('group', { name: 'Categories' }).getByRole('option').first()).toBeVisible()
    await expect(page.getByText(/\d+ suggestions available/)).toBeAttached()

    await box.press('ArrowDown')
    const first = listbox.getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) as string)
    await box.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')

    await box.press('ArrowDown')
    await box.press('ArrowDown')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/(search\?q=|c\/|p\/)/)
  })

  test('pressing Enter without choosing searches for the text', async ({ page }) => {
    await page.goto('/en-us')
    const box = page
      .getByRole('searchbox', { name: 'Search' })
      .or(page.getByRole('combobox', { name: 'Search' }))
    await box.fill('fleece')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=fleece$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “fleece”' })).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()
  })
})
