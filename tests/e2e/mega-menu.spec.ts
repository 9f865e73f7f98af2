import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { holdBack, islandChunk } from './islands'

/**
 * Opens the home page, reaches the menu (its island hydrates on a shopper's reach) without putting the pointer on a
 * department, and waits until it has hydrated, so its behaviour is the one under test. The reach waits until the
 * entry listens for it: the entry takes the islands up once the page has painted, which can come after `load`.
 */
async function openHome(page: Page) {
  await page.goto('/en-us')
  const root = page.locator('.mega-menu__root')
  await expect(page.locator('[data-island="mega-menu"]')).toHaveAttribute('data-hydrated', 'waiting')
  await root.dispatchEvent('pointerover')
  // The island marks itself enhanced in an effect, that is once hydration has finished.
  await expect(root).toHaveClass(/\bis-enhanced\b/)
  return page.getByRole('navigation', { name: 'Main navigation' })
}

/**
 * Serves the home page as it is rendered when the menu document sets the click trigger (`clickToOpen: true`). The
 * content service's answer cannot be routed from the browser (the worker fetches it), and the demo menu leaves
 * the switch off, so the page is fetched from the server and the two places where the worker writes the switch
 * are set as it writes them: the root's `data-click-to-open="true"` (asserted from the menu document by
 * tests/integration/mega-menu.test.ts) and the island's `clickToOpen` prop. Each must be found exactly once, so
 * a change to that markup fails here instead of silently testing the hover menu.
 */
async function serveHomeWithClickTrigger(page: Page) {
  await page.route(
    (url) => url.pathname === '/en-us',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      const root = '<div id="mega-menu" class="mega-menu__root">'
      const prop = '"clickToOpen":false'
      for (const part of [root, prop]) {
        const count = html.split(part).length - 1
        if (count !== 1) throw new Error(`expected ${part} once in the home page, found it ${count} times`)
      }
      const body = html
        .replace(root, '<div id="mega-menu" class="mega-menu__root" data-click-to-open="true">')
        .replace(prop, '"clickToOpen":true')
      return route.fulfill({ response, body })
    },
  )
}

/** Serious and critical axe violations inside the main navigation. */
const blockingViolations = (page: Page) => blockingAxeViolations(page, { include: ['nav.mega-menu'] })

test.describe('mega menu on a large screen', () => {
  test('opens on hover and closes when the pointer leaves the panel', async ({ sharedPage: page }) => {
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

  test('loads its code only when reached, and a panel its stylesheet showed meanwhile stays open', async ({
    page,
  }) => {
    const chunk = islandChunk('mega-menu')
    const asked: string[] = []
    page.on('request', (request) => asked.push(new URL(request.url()).pathname))
    const release = await holdBack(page, chunk)
    await page.goto('/en-us')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const root = page.locator('.mega-menu__root')
    const island = page.locator('[data-island="mega-menu"]')
    await expect(island).toHaveAttribute('data-hydrated', 'waiting')
    expect(asked).not.toContain(chunk)

    // The pointer on a department before the code has arrived: the stylesheet shows its panel.
    await nav.getByRole('link', { name: 'Men', exact: true }).hover()
    const shopAll = nav.getByRole('link', { name: 'shop all Men' })
    await expect(shopAll).toBeVisible()
    await expect.poll(() => asked.includes(chunk)).toBe(true)
    await expect(root).not.toHaveClass(/\bis-enhanced\b/)

    release()
    await expect(root).toHaveClass(/\bis-enhanced\b/)
    // The script took the panel over where the pointer rests: still open, its toggle saying so.
    await expect(shopAll).toBeVisible()
    await expect(nav.getByRole('button', { name: 'mega menu toggle Men' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await page.getByRole('link', { name: 'Kestrel home' }).hover()
    await expect(shopAll).toBeHidden()
  })

  test('keeps the panel open for a shopper who tabbed into it before its code arrived', async ({ page }) => {
    const release = await holdBack(page, islandChunk('mega-menu'))
    await page.goto('/en-us')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const toggle = nav.getByRole('button', { name: 'mega menu toggle Men' })
    await toggle.focus()
    await page.keyboard.press('Tab')
    const shopAll = nav.getByRole('link', { name: 'shop all Men' })
    await expect(shopAll).toBeFocused()
    release()
    await expect(page.locator('.mega-menu__root')).toHaveClass(/\bis-enhanced\b/)
    await expect(shopAll).toBeVisible()
    await expect(shopAll).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(shopAll).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('works by keyboard as a disclosure: Tab to the toggle, Enter opens, Escape closes and returns focus', async ({
    sharedPage: page,
  }) => {
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

  test('closes on a route change', async ({ sharedPage: page }) => {
    const nav = await openHome(page)
    await page.evaluate(() => history.pushState({}, '', '#somewhere'))
    await nav.getByRole('link', { name: 'Women', exact: true }).hover()
    const shopAll = nav.getByRole('link', { name: 'shop all Women' })
    await expect(shopAll).toBeVisible()
    await page.evaluate(() => history.back())
    await expect(shopAll).toBeHidden()
  })

  test('the open menu has no serious or critical axe violations', async ({ sharedPage: page }) => {
    const nav = await openHome(page)
    await nav.getByRole('link', { name: 'Footwear', exact: true }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('link', { name: 'All footwear' })).toBeVisible()
    await pageSettled(page)
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

test.describe('mega menu with the click trigger', () => {
  test.beforeEach(async ({ page }) => {
    await serveHomeWithClickTrigger(page)
    // The pointer leaving a department closes its panel after a short delay; with time frozen, only what the
    // test does can close it.
    const start = new Date('2026-03-02T09:00:00Z')
    await page.clock.install({ time: start })
    await page.clock.pauseAt(new Date(start.getTime() + 1000))
  })

  test('hover does not open a panel, a click on the department does, and a click elsewhere closes it', async ({
    page,
  }) => {
    const nav = await openHome(page)
    await expect(page.locator('.mega-menu__root')).toHaveAttribute('data-click-to-open', 'true')
    const men = nav.getByRole('link', { name: 'Men', exact: true })
    const toggle = nav.getByRole('button', { name: 'mega menu toggle Men' })
    const panel = page.locator('#mega-menu-menu-1000-panel')

    // The same hover that opens the panel without the click trigger (the first test above).
    await men.hover()
    await page.clock.runFor(500)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()

    await men.click()
    await expect(panel).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'shop all Men' })).toBeVisible()
    // The click opened the panel instead of following the link.
    await expect(page).toHaveURL(/\/en-us$/)

    // Moving into the panel keeps it open.
    await nav.getByRole('link', { name: 'Insulated jackets' }).hover()
    await expect(panel).toBeVisible()

    // A click on the page below the open panel, outside the menu.
    const box = await panel.boundingBox()
    const viewport = page.viewportSize()
    const point = {
      x: 20,
      y: Math.min((box?.y ?? 0) + (box?.height ?? 0) + 40, (viewport?.height ?? 720) - 10),
    }
    expect(point.y).toBeGreaterThan((box?.y ?? 0) + (box?.height ?? 0))
    const inMenu = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.mega-menu__root') != null,
      point,
    )
    expect(inMenu).toBe(false)
    await page.mouse.click(point.x, point.y)
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL(/\/en-us$/)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('Enter on the department link still follows it', async ({ page }) => {
    const nav = await openHome(page)
    await expect(page.locator('.mega-menu__root')).toHaveAttribute('data-click-to-open', 'true')
    await nav.getByRole('link', { name: 'Men', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/c\/men-1000$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible()
  })
})

test.describe('mega menu on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('is an accordion whose expands and collapses are reported', async ({ sharedPage: page }) => {
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
})

test.describe('mega menu on a small screen without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false })

  test('the accordion works without JavaScript', async ({ sharedPage: page }) => {
    await page.goto('/en-us')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    const mobile = nav.locator('.mega-menu-mobile')
    await mobile.locator('summary', { hasText: 'Menu' }).click()
    await mobile.locator('summary', { hasText: /^Footwear$/ }).click()
    await expect(nav.getByRole('link', { name: 'All footwear' })).toBeVisible()
    await mobile.locator('summary', { hasText: /^Women's shoes$/ }).click()
    await nav.getByRole('link', { name: 'Sneakers' }).click()
    await expect(page).toHaveURL(/\/en-us\/c\/footwear\/womens-shoes\/sneakers-4230$/)
  })
})
