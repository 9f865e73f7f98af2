/**
 * The checkout as its own calm place (decision 081): a focused header and a slim footer, the first field a few Tab
 * presses from the top, each step's heading focused as the shopper reaches it, and nothing moving while it loads, at
 * a phone's width and a laptop's, with JavaScript and without.
 */
import type { Page } from '@playwright/test'
import { addToBag, fillSeattleAddress } from './bag-helpers'
import { toReview } from './checkout-helpers'
import { expect, pageSettled, test } from './fixtures'

const WIDTHS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
] as const

/** The most Tab presses from the top of the page to the shipping step's first field. */
const MOST_TABS = 8

/** Tab presses from the top of the page until the shipping step's email field has focus; null past `MOST_TABS`. */
async function tabsToFirstField(page: Page): Promise<number | null> {
  for (let press = 1; press <= MOST_TABS; press++) {
    await page.keyboard.press('Tab')
    if (
      await page.getByRole('textbox', { name: 'Email' }).evaluate((field) => field === document.activeElement)
    )
      return press
  }
  return null
}

/** Records the page's layout shifts from its first paint (those the shopper's own input caused left out). */
function recordLayoutShifts() {
  const record = window as unknown as { layoutShifts: number[] }
  record.layoutShifts = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
      if (!entry.hadRecentInput) record.layoutShifts.push(entry.value)
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * The page's cumulative layout shift as it loads, settles and stays a moment (every shift summed, which is never
 * less than CLS's largest window of them).
 */
async function layoutShiftOnLoad(page: Page, path: string): Promise<number> {
  await page.goto(path)
  await pageSettled(page)
  // Frames (the card fields) report their height after they load: what they shift is counted too.
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  return page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  )
}

test.describe('the checkout is its own calm place', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`on ${name}: a focused header and a slim footer, no menu, search, promo bar or pop-ups`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto('/en-us')
      await addToBag(page, 'KS100048')
      scripts.length = 0
      await page.goto('/en-us/checkout')
      await pageSettled(page)
      const header = page.getByRole('banner')
      const logo = header.getByRole('link', { name: 'Kestrel, back to your bag' })
      await expect(logo).toBeVisible()
      await expect(logo).toHaveAttribute('href', '/en-us/cart')
      await expect(header.getByText('Secure checkout')).toBeVisible()
      await expect(header.locator('svg[aria-hidden="true"]')).toHaveCount(1)
      await expect(header.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
        'href',
        '/en-us/help/contact-us',
      )
      // Nothing that leads away from the order or covers it.
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
      await expect(page.getByRole('search')).toHaveCount(0)
      await expect(page.getByRole('searchbox')).toHaveCount(0)
      await expect(page.locator('[data-island]:not([data-island="checkout"])')).toHaveCount(0)
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('navigation', { name: 'Footer' })).toHaveCount(0)
      // The slim footer: the legal links and cookie preferences.
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' })
      await expect(legal.getByRole('link', { name: 'Terms of sale' })).toBeVisible()
      await expect(legal.getByRole('link', { name: 'Privacy' })).toBeVisible()
      await expect(legal.getByRole('link', { name: 'Cookie preferences' })).toBeVisible()
      // The scripts of what is not there do not load: the entry, and the checkout's own.
      expect(scripts.filter((path) => /search-box|popup-manager|sign-in-link|newsletter/.test(path))).toEqual(
        [],
      )
      // The skip link is still first.
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    })

    test(`on ${name}: the first field is at most ${MOST_TABS} Tab presses from the top`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/en-us')
      await addToBag(page, 'KS100048')
      await page.goto('/en-us/checkout')
      await pageSettled(page)
      expect(await tabsToFirstField(page)).not.toBeNull()
    })

    test(`on ${name}: nothing moves while the steps load (CLS at most 0.05)`, async ({ page }) => {
      // Three loads of each of two steps, a shopping journey between: about a minute on a busy two-core machine.
      test.slow()
      await page.setViewportSize(viewport)
      await page.addInitScript(recordLayoutShifts)
      await toReview(page, { styles: ['KS100027', 'KS100034'] })
      for (const step of ['/en-us/checkout/summary', '/en-us/checkout/billing', '/en-us/checkout']) {
        // Three times, so one quiet load cannot hide a shift that comes with a busy one.
        for (let load = 1; load <= 3; load++)
          expect(await layoutShiftOnLoad(page, step), `${step}, load ${load}`).toBeLessThanOrEqual(0.05)
      }
    })
  }

  test('each step’s heading takes focus as the shopper reaches it by keyboard, back and forth', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100048')
    await page.goto('/en-us/checkout')
    await pageSettled(page)
    await fillSeattleAddress(page.getByRole('group', { name: 'Shipping address' }))
    await page.getByRole('button', { name: 'Continue to billing' }).focus()
    await page.keyboard.press('Enter')
    const billing = page.getByRole('heading', { name: 'Step 2 of 3: Billing' })
    await expect(billing).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).focus()
    await page.keyboard.press('Enter')
    const review = page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })
    await expect(review).toBeFocused()
    // Back to shipping by the steps' link, then forward and back by the browser's history.
    await page
      .getByRole('navigation', { name: 'Checkout steps' })
      .getByRole('link', { name: /Shipping/ })
      .focus()
    await page.keyboard.press('Enter')
    const shipping = page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })
    await expect(shipping).toBeFocused()
    await page.goBack()
    await expect(review).toBeFocused()
    await page.goForward()
    await expect(shipping).toBeFocused()
    // From the heading, the next Tab is the step's first field.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
  })
})

test.describe('the checkout without JavaScript is as calm', () => {
  test.use({ javaScriptEnabled: false })

  for (const { name, viewport } of WIDTHS) {
    test(`on ${name}: the first field is at most ${MOST_TABS} Tab presses from the top, the shell as focused`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/en-us')
      await addToBag(page, 'KS100048')
      await page.goto('/en-us/checkout')
      await expect(page.getByRole('link', { name: 'Kestrel, back to your bag' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
      expect(await tabsToFirstField(page)).not.toBeNull()
    })
  }

  test('each step’s page starts at its heading when the shopper goes on by keyboard', async ({ page }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100048')
    await page.goto('/en-us/checkout')
    // The first step, reached from the bag, starts at the top of the page (its skip link first).
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).not.toBeFocused()
    await fillSeattleAddress(page.locator('form').filter({ hasText: 'Continue to billing' }))
    await page.getByRole('button', { name: 'Continue to billing' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/checkout\/billing$/)
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/checkout\/summary$/)
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
    // Back to shipping by the steps' link: its page starts at its heading too.
    await page
      .getByRole('navigation', { name: 'Checkout steps' })
      .getByRole('link', { name: /Shipping/ })
      .focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/checkout$/)
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeFocused()
  })
})
