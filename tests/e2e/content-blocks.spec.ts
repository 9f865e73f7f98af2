import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { scrollToIsland } from './islands'
import { earnsGift } from './seed-styles'

const STORY = '/en-us/stories/trail-season'

/** Time stands still from the first script on, and moves only when a test runs the clock. */
async function freezeTime(page: Page) {
  const start = new Date('2026-03-02T09:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(new Date(start.getTime() + 1000))
}

/** Whether an element's box lies at least partly inside the viewport. */
const inViewport = (page: Page, selector: string) =>
  page.evaluate((target) => {
    const box = document.querySelector(target)?.getBoundingClientRect()
    return box !== undefined && box.bottom > 0 && box.top < window.innerHeight
  }, selector)

test.describe('content blocks', () => {
  test('a page holding every block has no serious or critical axe violations', async ({ page }) => {
    await page.goto(STORY)
    await pageSettled(page)
    expect(await blockingAxeViolations(page)).toEqual([])
    // A photo's caption wraps within its greatest width, 9.375rem (spec 3 §9), over the picture's corner.
    const caption = page.locator('.block__caption').first()
    await expect(caption).toHaveText('Photo: Ana Ruiz, Picos de Europa')
    await expect(caption).toHaveCSS('max-width', '150px')
    expect((await caption.boundingBox())?.width).toBeLessThanOrEqual(150)
  })

  test('a closed benefit bar stays closed on the next page', async ({ page }) => {
    await page.goto(STORY)
    const bar = page.getByRole('list', { name: 'Our promises' })
    await expect(bar).toBeVisible()
    await page.getByRole('button', { name: 'Close the promises bar' }).click()
    await expect(bar).toBeHidden()

    // Another page holding the same bar (the story in British English): the worker leaves it out of the HTML.
    const next = await page.goto('/en-gb/stories/trail-season')
    expect(next?.status()).toBe(200)
    expect(await next?.text()).not.toContain('benefit-bar__items')
    await expect(page.getByRole('heading', { name: 'Trail season is here' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Our promises' })).toHaveCount(0)

    const reloaded = await page.goto(STORY)
    expect(await reloaded?.text()).not.toContain('benefit-bar__items')
    await expect(page.getByRole('list', { name: 'Our promises' })).toHaveCount(0)
  })

  test('the offer terms open in a dialog that keeps focus and closes on Escape', async ({ page }) => {
    await page.goto(STORY)
    await scrollToIsland(page, 'content-dialog')
    const trigger = page.getByRole('button', { name: 'Offer terms' })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: 'Offer terms' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('One use per customer.')
    const focusInDialog = () =>
      page.evaluate(() => {
        const active = document.activeElement
        return active !== null && active.closest('dialog[open]') !== null
      })
    expect(await focusInDialog()).toBe(true)
    // Focus never reaches the page behind the modal dialog (it may leave for the browser's own controls, where
    // the document has no focused element).
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      const behind = await page.evaluate(() => {
        const active = document.activeElement
        return active !== null && active !== document.body && !active.closest('dialog')
      })
      expect(behind, `focus behind the dialog after ${step + 1} Tab presses`).toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()
  })

  test('accordions open and close by keyboard, and anchors take the secondary navigation’s links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(STORY)
    const second = page.locator('summary', { hasText: 'Do trail shoes run small?' })
    const answer = page.getByText('Go half a size up for long descents.')
    await expect(answer).toBeHidden()
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(answer).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(answer).toBeHidden()

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => inViewport(page, '#questions')).toBe(false)
    await page
      .getByRole('navigation', { name: 'In this story' })
      .getByRole('link', { name: 'Questions' })
      .click()
    await expect(page).toHaveURL(/#questions$/)
    await expect.poll(() => inViewport(page, '#questions')).toBe(true)
  })

  test('on a small screen the secondary navigation folds into a panel that closes when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(STORY)
    const panel = page.locator('details.secondary-nav__panel')
    await panel.locator('summary').click()
    await expect(panel).toHaveAttribute('open', '')
    await panel.getByRole('link', { name: 'Footwear' }).click()
    await expect(page).toHaveURL(/#footwear$/)
    await expect(panel).not.toHaveAttribute('open')
  })

  test('a carousel collection plays by itself, stays put once paused, and moves by its arrows and dots', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await freezeTime(page)
    await page.goto(STORY)
    const picks = page.getByRole('region', { name: 'Staff picks' })
    await scrollToIsland(picks, 'collection-carousel')
    const list = picks.getByRole('list', { name: 'Staff picks' })
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft)
    const dot = (n: number) => picks.getByRole('button', { name: `Card ${n} of 5` })
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')

    // On large screens the editors set it to move on every 4 seconds.
    await page.clock.runFor(3500)
    await expect(dot(1)).toHaveAttribute('aria-current', 'true')
    await page.clock.runFor(600)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    await expect.poll(scrollLeft).toBeGreaterThan(0)

    await picks.getByRole('button', { name: 'Pause' }).click()
    await expect(picks.getByRole('button', { name: 'Play' })).toBeVisible()
    // The move to card 2 scrolls smoothly: where it stops is read once two reads agree.
    let last = Number.NaN
    await expect
      .poll(async () => {
        const now = await scrollLeft()
        const still = now === last
        last = now
        return still
      })
      .toBe(true)
    const paused = last
    await page.clock.runFor(3 * 4000)
    await expect(dot(2)).toHaveAttribute('aria-current', 'true')
    expect(await scrollLeft()).toBe(paused)

    await picks.getByRole('button', { name: 'Next cards' }).click()
    await expect(dot(3)).toHaveAttribute('aria-current', 'true')
    await expect.poll(scrollLeft).toBeGreaterThan(paused)
    await dot(1).click()
    await expect.poll(scrollLeft).toBe(0)
    await expect(picks.getByRole('progressbar', { name: 'Position in the carousel' })).toHaveAttribute(
      'value',
      '1',
    )
  })

  test('under reduced motion the carousel does not play by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 900 })
    await freezeTime(page)
    await page.goto(STORY)
    const picks = page.getByRole('region', { name: 'Staff picks' })
    await scrollToIsland(picks, 'collection-carousel')
    await expect(picks.getByRole('button', { name: 'Next cards' })).toBeVisible()
    await expect(picks.getByRole('button', { name: 'Pause' })).toHaveCount(0)
    // Three times the interval after which it moves without reduced motion (the test above).
    await page.clock.runFor(3 * 4000)
    await expect(picks.getByRole('button', { name: 'Card 1 of 5' })).toHaveAttribute('aria-current', 'true')
    expect(
      await picks.getByRole('list', { name: 'Staff picks' }).evaluate((element) => element.scrollLeft),
    ).toBe(0)
  })

  test('media reserve their space: the home page does not shift as images load', async ({ page }) => {
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
    await pageSettled(page)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    // Shifts are reported to the observer as frames are drawn: let two more go by.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
    expect(cls).toBeLessThan(0.1)
  })
})

test.describe('upsell', () => {
  test('a shopper adds a complete-the-look item through quick shop and the mini cart counts it', async ({
    page,
  }) => {
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
    // The tee, and the free socks if it costs the gift's threshold or more.
    const count = earnsGift('KS100048') ? /^Bag\W+2 items$/ : /^Bag\W+1 item$/
    await expect(page.getByRole('link', { name: count })).toBeVisible()
  })
})
