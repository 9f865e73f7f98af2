import type { Suggestions } from '../../shared/catalogue/catalogue'
import { expect, test } from './fixtures'

/** Where a suggestion leads, from the suggest answer and the option's id (`site-search-c1200`, `-pKS100013`, `-t0`). */
function urlOfOption(suggestions: Suggestions, optionId: string): string | undefined {
  const key = optionId.replace(/^site-search-/, '')
  const rest = key.slice(1)
  if (key.startsWith('t')) return suggestions.terms[Number(rest)]?.url
  if (key.startsWith('c')) return suggestions.categories.find((category) => category.id === rest)?.url
  if (key.startsWith('p')) return suggestions.products.find((product) => product.styleCode === rest)?.url
  return undefined
}

test.describe('search', () => {
  test('the search box suggests as the shopper types and is driven by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    const answer = page.waitForResponse((response) => response.url().includes('/api/search/suggest?q=jack'))
    // The box is a plain search field until the shopper first touches it (decision 016); what they type while
    // its script arrives still brings suggestions.
    await page.getByRole('searchbox', { name: 'Search' }).fill('jack')
    const box = page.getByRole('combobox', { name: 'Search' })
    await expect(box).toHaveValue('jack')
    const suggestions = (await (await answer).json()) as Suggestions
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

    // Closed, the first ArrowDown opens the list, the next ones walk down it; Enter follows the second option.
    await box.press('ArrowDown')
    await expect(listbox).toBeVisible()
    await box.press('ArrowDown')
    await box.press('ArrowDown')
    const second = listbox.getByRole('option').nth(1)
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(listbox.getByRole('option', { selected: true })).toHaveCount(1)
    const chosenId = (await second.getAttribute('id')) ?? ''
    await expect(box).toHaveAttribute('aria-activedescendant', chosenId)
    const url = urlOfOption(suggestions, chosenId)
    expect(url, `the chosen option ${chosenId} is in the suggest answer`).toMatch(/^\/en-us\//)
    await box.press('Enter')
    await expect(page).toHaveURL((current) => `${current.pathname}${current.search}` === url)
  })

  test('pressing Enter without choosing searches for the text', async ({ sharedPage: page }) => {
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
