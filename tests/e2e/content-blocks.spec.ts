import { blockingAxeViolations, expect, test } from './fixtures'
import { scrollToIsland } from './islands'

const STORY = '/en-us/stories/trail-season'

test.describe('content blocks', () => {
  test('a page holding every block has no serious or critical axe violations', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto(STORY)
    await page.waitForLoadState('networkidle')
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('a closed benefit bar stays closed on the next page', async ({ page, consoleErrors }) => {
    void consoleErrors
    await page.goto(STORY)
    const bar = page.getByRole('list', { name: 'Our promises' })
    await expect(bar).toBeVisible()
    await page.getByRole('button', { name: 'Close the promises bar' }).click()
    await expect(bar).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Trail season is here' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Our promises' })).toHaveCount(0)
  })

  test('the offer terms open in a dialog that keeps focus and closes on Escape', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto(STORY)
    await scrollToIsland(page, 'content-dialog')
    const trigger = page.getByRole('button', { name: 'Offer terms' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Offer terms' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('One use per customer.')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('accordions open and close by keyboard, and anchors take the secondary navigation’s links', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(STORY)
    const second = page.locator('summary', { hasText: 'Do trail shoes run small?' })
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Go half a size up for long descents.')).toBeVisible()
    await page
      .getByRole('navigation', { name: 'In this story' })
      .getByRole('link', { name: 'Questions' })
      .click()
    await expect(page).toHaveURL(/#questions$/)
  })

  test('on a small screen the secondary navigation folds into a panel that closes when a link is chosen', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(STORY)
    const panel = page.locator('details.secondary-nav__panel')
    await panel.locator('summary').click()
    await expect(panel).toHaveAttribute('open', '')
    await panel.getByRole('link', { name: 'Footwear' }).click()
    await expect(page).toHaveURL(/#footwear$/)
    await expect(panel).not.toHaveAttribute('open')
  })

  test('a carousel collection moves by its arrows and dots, and its autoplay can be paused', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(STORY)
    const picks = page.getByRole('region', { name: 'Staff picks' })
    await scrollToIsland(picks, 'collection-carousel')
    const list = picks.getByRole('list', { name: 'Staff picks' })
    await picks.getByRole('button', { name: 'Pause' }).click()
    await expect(picks.getByRole('button', { name: 'Play' })).toBeVisible()
    await picks.getByRole('button', { name: 'Next cards' }).click()
    await expect(picks.getByRole('button', { name: 'Card 2 of 5' })).toHaveAttribute('aria-current', 'true')
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
    await picks.getByRole('button', { name: 'Card 1 of 5' }).click()
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0)
    await expect(picks.getByRole('progressbar', { name: 'Position in the carousel' })).toHaveAttribute(
      'value',
      '1',
    )
  })

  test('under reduced motion the carousel does not play by itself', async ({ page, consoleErrors }) => {
    void consoleErrors
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(STORY)
    const picks = page.getByRole('region', { name: 'Staff picks' })
    await scrollToIsland(picks, 'collection-carousel')
    await expect(picks.getByRole('button', { name: 'Next cards' })).toBeVisible()
    await expect(picks.getByRole('button', { name: 'Pause' })).toHaveCount(0)
  })

  test('media reserve their space: the home page does not shift as images load', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.addInitScript(() => {
      ;(window as unknown as { __cls: number }).__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/en-us')
    await page.waitForLoadState('networkidle')
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls).toBeLessThan(0.1)
  })
})

test.describe('upsell', () => {
  test('a shopper adds a complete-the-look item through quick shop and the mini cart counts it', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto(STORY)
    await scrollToIsland(page, 'upsell')
    // A new browser context is a new shopper with an empty bag.
    await expect(page.getByRole('link', { name: /^Bag\W+0 items$/ })).toBeVisible()
    await page.getByRole('button', { name: 'Quick shop: Meadow Crew Tee' }).click()
    const drawer = page.getByRole('dialog', { name: 'Meadow Crew Tee' })
    await expect(drawer).toBeVisible()
    await drawer.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(drawer.getByRole('alert')).toHaveText('Choose a size.')
    await drawer.getByRole('radio', { name: 'M', exact: true }).check({ force: true })
    await drawer.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Bag\W+1 item$/ })).toBeVisible()
  })
})
