import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'

/** Opens the home page and waits until the menu island has hydrated, so its behaviour is the one under test. */
async function openHome(page: Page) {
  await page.goto('/en-us')
  // The island marks itself enhanced in an effect, that is once hydration has finished.
  await expect(page.locator('.mega-menu__root')).toHaveClass(/\bis-enhanced\b/)
  return page.getByRole('navigation', { name: 'Main navigation' })
}

/** Serious and critical axe violations inside the main navigation. */
const blockingViolations = (page: Page) => blockingAxeViolations(page, { include: ['nav.mega-menu'] })

test.describe('mega menu on a large screen', () => {
  test('opens on hover and closes when the pointer leaves the panel', async ({ page, consoleErrors }) => {
    void consoleErrors
    const nav = await openHome(page)
    const toggle = nav.getByRole('button', { name: 'mega menu toggle Men' })
    const shopAll = nav.getByRole('link', { name: 'shop all Men' })
    await expect(shopAll).toBeHidden()

    await nav.getByRole('link', { name: 'Men', exact: true }).hover()
    await expect(shopAll).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'New: rain shells' })).toBeVisible()

    // Moving down into the panel keeps it open; leaving it closes it.
    await nav.getByRole('link', { name: 'Insulated jackets' }).hover()
    await expect(shopAll).toBeVisible()
    await page.getByRole('link', { name: 'Kestrel home' }).hover()
    await expect(shopAll).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Another department replaces the open one.
    await nav.getByRole('link', { name: 'Footwear', exact: true }).hover()
    await expect(nav.getByRole('link', { name: 'All footwear' })).toBeVisible()
    await expect(nav.getByRole('heading', { name: 'Shop by activity' })).toBeVisible()
    const hiking = nav.getByRole('link', { name: 'Boots on a rocky ridge Hiking' })
    await expect(hiking).toBeVisible()
    await hiking.click()
    await expect(page).toHaveURL(/\/en-us\/c\/footwear\/mens-shoes\/hiking-boots-4110$/)
  })

  test('works by keyboard as a disclosure: Tab to the toggle, Enter opens, Escape closes and returns focus', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    const nav = await openHome(page)
    const menLink = nav.getByRole('link', { name: 'Men', exact: true })
    const toggle = nav.getByRole('button', { name: 'mega menu toggle Men' })
    const panel = page.locator('#mega-menu-menu-1000-panel')

    await menLink.focus()
    // Focus on the department's link alone does not open the panel once the menu is enhanced.
    await expect(panel).toBeHidden()
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-controls', 'mega-menu-menu-1000-panel')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'shop all Men' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('button', { name: 'Close the Men menu' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Tops' })).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Enter toggles it open again, and the close button inside the panel closes it back to the toggle.
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await nav.getByRole('button', { name: 'Close the Men menu' }).click()
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    // Tabbing past an open panel's last link closes it.
    await page.keyboard.press('Enter')
    await expect(panel).toBeVisible()
    await nav.getByRole('link', { name: 'New: rain shells' }).focus()
    await page.keyboard.press('Tab')
    await expect(panel).toBeHidden()
  })

  test('closes on a route change', async ({ page, consoleErrors }) => {
    void consoleErrors
    const nav = await openHome(page)
    await page.evaluate(() => history.pushState({}, '', '#somewhere'))
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    const shopAll = nav.getByRole('link', { name: 'shop all Women' })
    await expect(shopAll).toBeVisible()
    await page.evaluate(() => history.back())
    await expect(shopAll).toBeHidden()
  })

  test('the open menu has no serious or critical axe violations', async ({ page, consoleErrors }) => {
    void consoleErrors
    const nav = await openHome(page)
    await nav.getByRole('link', { name: 'Footwear', exact: true }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'All footwear' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await blockingViolations(page)).toEqual([])

    await page.keyboard.press('Escape')
    await nav.getByRole('link', { name: 'Equipment', exact: true }).hover()
    await expect(nav.getByRole('link', { name: 'Plan your trip' })).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])

    // Featured links keep their contrast.
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    await expect(nav.getByRole('link', { name: 'Fleece' })).toBeVisible()
    expect(await blockingViolations(page)).toEqual([])
  })
})

test.describe('mega menu on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is an accordion whose expands and collapses are reported', async ({ page, consoleErrors }) => {
    void consoleErrors
    const nav = await openHome(page)
    // The desktop bar is hidden below large screens.
    await expect(nav.getByRole('button', { name: 'mega menu toggle Men' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Our story' })).toBeHidden()

    const mobile = nav.locator('.mega-menu-mobile')
    await mobile.locator('summary', { hasText: 'Menu' }).click()
    await expect(nav.getByRole('link', { name: 'Our story' })).toBeVisible()

    const men = mobile.locator('summary', { hasText: /^Men$/ })
    await men.click()
    await expect(nav.getByRole('link', { name: 'shop all Men' })).toBeVisible()
    const jackets = men.locator('xpath=..').locator('summary', { hasText: 'Jackets' })
    await expect(nav.getByRole('link', { name: 'Rain jackets' })).toBeHidden()
    await jackets.click()
    await expect(nav.getByRole('link', { name: 'shop all Jackets' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Rain jackets' })).toBeVisible()

    // By keyboard: the summaries are buttons for Enter and Space.
    await jackets.focus()
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'Rain jackets' })).toBeHidden()

    // A section with no children is a plain link.
    await mobile.locator('summary', { hasText: /^Kids$/ }).click()
    await expect(nav.getByRole('link', { name: 'Boys' })).toHaveAttribute('href', '/en-us/c/kids/boys-3100')

    // Other parts of the page (the pop-up) report to the same data layer.
    const events = await page.evaluate(() =>
      ((window as Window & { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (event) => event.event === 'menu_toggle',
      ),
    )
    expect(events).toEqual([
      { event: 'menu_toggle', level: 1, id: 'menu-1000', title: 'Men', expanded: true },
      { event: 'menu_toggle', level: 2, id: 'menu-1200', title: 'Jackets', expanded: true },
      { event: 'menu_toggle', level: 2, id: 'menu-1200', title: 'Jackets', expanded: false },
      { event: 'menu_toggle', level: 1, id: 'menu-3000', title: 'Kids', expanded: true },
    ])
    expect(await blockingViolations(page)).toEqual([])

    await nav.getByRole('link', { name: 'shop all Men' }).click()
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000$/)
  })

  test('the accordion works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    const page = await context.newPage()
    await page.goto('/en-us')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const mobile = nav.locator('.mega-menu-mobile')
    await mobile.locator('summary', { hasText: 'Menu' }).click()
    await mobile.locator('summary', { hasText: /^Footwear$/ }).click()
    await expect(nav.getByRole('link', { name: 'All footwear' })).toBeVisible()
    await mobile.locator('summary', { hasText: /^Women's shoes$/ }).click()
    await nav.getByRole('link', { name: 'Sneakers' }).click()
    await expect(page).toHaveURL(/\/en-us\/c\/footwear\/womens-shoes\/sneakers-4230$/)
    await context.close()
  })
})
