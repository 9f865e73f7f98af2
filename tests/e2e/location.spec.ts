import { blockingAxeViolations, expect, test } from './fixtures'

test.describe('where a shopper shops', () => {
  test('a visitor from Germany is asked at the top of the page, goes there by keyboard and is not asked again', async ({
    page,
  }) => {
    // The edge names the visitor's country; locally the header comes from the browser.
    await page.setExtraHTTPHeaders({ 'cf-ipcountry': 'DE' })
    await page.goto('/en-us/c/men-1000')
    const prompt = page.getByRole('region', { name: /^Your location: Germany\./ })
    await expect(prompt).toBeVisible()
    const go = prompt.getByRole('button', { name: 'Go to Deutschland — Deutsch' })
    await expect(prompt.getByRole('button', { name: 'Stay on United States — English' })).toBeVisible()
    // Second in the keyboard's order, after the skip link.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(go).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/de-de\/c\/men-1000$/)
    await expect(page.getByRole('region', { name: /^Dein Standort/ })).toHaveCount(0)
    // The home address remembers the choice.
    await page.goto('/')
    await expect(page).toHaveURL(/\/de-de$/)
    await page.goto('/de-de/location')
    await expect(page.getByRole('button', { name: 'Deutschland — Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('the location selector works without JavaScript: a language chosen goes on to the page in it', async ({
    phoneWithoutScript: page,
  }) => {
    await page.goto('/en-us/cart')
    await page.getByRole('link', { name: 'Change country or language' }).click()
    await expect(page).toHaveURL(/\/en-us\/location\?returnTo=%2Fen-us%2Fcart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your location' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'North America' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'United States — English' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    await page.getByRole('button', { name: 'Canada — Français' }).click()
    await expect(page).toHaveURL(/\/fr-ca\/cart$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA')
  })
})
