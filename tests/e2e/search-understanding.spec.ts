import { addToBag } from './bag-helpers'
import { expect, test } from './fixtures'

test.describe('search that understands shoppers', () => {
  test('a misspelt search shows the corrected results and offers the search as typed, by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/search?q=jakcet')
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “jacket”' })).toBeVisible()
    const notice = page.getByRole('status').filter({ hasText: 'Showing results for “jacket”.' })
    await expect(notice).toBeVisible()
    await expect(page.getByRole('article').first()).toBeVisible()

    const instead = notice.getByRole('link', { name: 'Search instead for “jakcet”' })
    await instead.focus()
    await expect(instead).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=jakcet&exact=1$/)
    await expect(page.getByText('No products match “jakcet”.')).toBeVisible()
    await expect(page.getByText('Showing results for')).toHaveCount(0)
  })

  test('the search hub offers popular searches, top categories and recent searches, by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/search-hub')
    await expect(page.getByRole('heading', { level: 1, name: 'Browse the shop' })).toBeVisible()
    // A visitor who only browses has no session, so no recent searches (decision 051); a bag gives them one.
    await expect(page.getByRole('region', { name: 'Your recent searches' })).toHaveCount(0)
    await addToBag(page, 'KS100013')
    const popular = page.getByRole('region', { name: 'Popular searches' })
    await expect(popular.getByRole('link', { name: 'backpack' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Top categories' }).getByRole('link').first()).toBeVisible()

    // A popular search (the search service's, decision 096), followed from the keyboard.
    const backpack = popular.getByRole('link', { name: 'backpack' })
    await backpack.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=backpack$/)
    await expect(page.getByRole('article').first()).toBeVisible()

    // A search typed in the hub's own field.
    await page.goto('/en-us/search-hub')
    const field = page.locator('#search-hub-q')
    await field.focus()
    await page.keyboard.type('merino')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search\?q=merino$/)

    await page.goto('/en-us/search-hub')
    const recent = page.getByRole('region', { name: 'Your recent searches' })
    await expect(recent.getByRole('link')).toHaveText(['merino', 'backpack'])
    const clear = recent.getByRole('button', { name: 'Clear recent searches' })
    await clear.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/search-hub\?recent=cleared$/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Your recent searches are cleared.' }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your recent searches' }).getByRole('link')).toHaveCount(0)
  })

  test('suggestions name each category’s department and show products with picture and price', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    await page.getByRole('searchbox', { name: 'Search' }).fill('jack')
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' })
    const categories = listbox.getByRole('group', { name: 'Categories' }).getByRole('option')
    await expect(categories.filter({ hasText: /^Jackets — Men$/ })).toHaveCount(1)
    await expect(categories.filter({ hasText: /^Jackets — Women$/ })).toHaveCount(1)
    const product = listbox.getByRole('group', { name: 'Products' }).getByRole('option').first()
    await expect(product.locator('img')).toBeVisible()
    await expect(product).toContainText('$')
  })
})
