/**
 * The shop's own consent banner and preference centre (decision 060), as a shopper on a European site meets them:
 * by keyboard, without JavaScript, on a phone and a laptop, and without anything on the page moving.
 */
import type { Page } from '@playwright/test'
import { LIST_CONTEXT_COOKIE } from '../../shared/analytics/list-context'
import { blockingAxeViolations, CHOICE_WITHOUT_TARGETING, expect, pageSettled, test } from './fixtures'

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

async function consentCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies()
  const value = cookies.find((cookie) => cookie.name === 'OptanonConsent')?.value
  return value === undefined ? undefined : decodeURIComponent(decodeURIComponent(value))
}

/** The list the last product was opened from (decision 100), as the browser keeps it. */
async function listCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === LIST_CONTEXT_COOKIE)?.value
}

test.describe('the consent banner', () => {
  // These visitors have not chosen yet (every other test starts with a choice made; see fixtures.ts).
  test.use({ consentChoice: null })

  test('is answered by keyboard: the second Tab reaches it, with a visible focus ring', async ({ page }) => {
    await page.goto('/en-gb')
    await expect(banner(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
    await page.keyboard.press('Tab')
    const accept = banner(page).getByRole('button', { name: 'Accept all' })
    await expect(accept).toBeFocused()
    const ring = await accept.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) }
    })
    expect(ring.style).toBe('solid')
    expect(ring.width).toBeGreaterThanOrEqual(2)
    await page.keyboard.press('Tab')
    await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-gb$/)
    await expect(banner(page)).toHaveCount(0)
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:1,C0003:1,C0004:1')
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
  })

  test('works without JavaScript: reject all, then change the choice in the preference centre', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/de-de/c/men-1000')
    const german = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })
    await expect(german).toBeVisible()
    await german.getByRole('button', { name: 'Alle ablehnen' }).click()
    await expect(page).toHaveURL(/\/de-de\/c\/men-1000$/)
    await expect(german).toHaveCount(0)
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:0,C0003:0,C0004:0')

    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie-Einstellungen' }).click()
    await expect(page).toHaveURL(/\/de-de\/privacy-choices$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzeinstellungen' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /Unbedingt erforderlich/ })).toBeDisabled()
    await expect(page.getByRole('checkbox', { name: 'Funktional' })).not.toBeChecked()
    await page.getByRole('checkbox', { name: 'Funktional' }).check()
    await page.getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect(page.getByRole('status')).toHaveText('Ihre Auswahl ist gespeichert.')
    await expect(page.getByRole('checkbox', { name: 'Funktional' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Werbung' })).not.toBeChecked()
    expect(await consentCookie(page)).toContain('groups=C0001:1,C0002:0,C0003:1,C0004:0')
    await context.close()
  })

  test('takes no space from the page: nothing moves with it or without it', async ({ browser, baseURL }) => {
    const measure = async (choice: Record<string, string> | null) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } })
      if (choice && baseURL)
        await context.addCookies(
          Object.entries(choice).map(([name, value]) => ({ name, value, url: baseURL })),
        )
      const page = await context.newPage()
      await page.goto('/en-gb/c/men-1000')
      await pageSettled(page)
      const figures = await page.evaluate(() => {
        const main = document.getElementById('main')?.getBoundingClientRect()
        const bannerElement = document.querySelector('.consent-banner')
        return {
          mainTop: main?.top,
          mainHeight: main?.height,
          pageHeight: document.documentElement.scrollHeight,
          position: bannerElement ? getComputedStyle(bannerElement).position : null,
        }
      })
      await context.close()
      return figures
    }
    const asked = await measure(null)
    const chosen = await measure(CHOICE_WITHOUT_TARGETING)
    expect(asked.position).toBe('fixed')
    expect(chosen.position).toBeNull()
    expect(asked.mainTop).toBe(chosen.mainTop)
    expect(asked.mainHeight).toBe(chosen.mainHeight)
    expect(asked.pageHeight).toBe(chosen.pageHeight)
  })

  test('records no analytics before consent, and does once given', async ({ page }) => {
    await page.goto('/en-gb/c/men-1000')
    await pageSettled(page)
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'denied')
    // A product opened from the listing: its list is not kept (a click through the banner's cover is not the point).
    await page.locator('[data-list] [data-style-code] a[href]').first().dispatchEvent('click')
    await expect(page).toHaveURL(/\/en-gb\/p\//)
    expect(await listCookie(page)).toBeUndefined()

    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'granted')
    await page.goto('/en-gb/c/men-1000')
    await pageSettled(page)
    await page.locator('[data-list] [data-style-code] a[href]').first().dispatchEvent('click')
    await expect(page).toHaveURL(/\/en-gb\/p\//)
    expect(decodeURIComponent((await listCookie(page)) ?? '')).toContain('~category:')
  })

  test('is never shown on a North American site, which still links the preference centre', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await expect(page.locator('.consent-banner')).toHaveCount(0)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie preferences' }).click()
    await expect(page).toHaveURL(/\/en-us\/privacy-choices$/)
    await expect(page.getByRole('checkbox', { name: 'Targeting' })).toBeChecked()
  })

  for (const width of [390, 1366]) {
    test(`looks the part at ${width} px, with no serious accessibility problem`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 768 })
      await page.goto('/en-gb')
      await pageSettled(page)
      await expect(banner(page)).toBeVisible()
      const box = await banner(page).boundingBox()
      expect(box?.width).toBe(width)
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(width < 800 ? 844 : 768, 0)
      // Both choices fit on the screen, fully visible, without scrolling the banner.
      await expect(banner(page).getByRole('button', { name: 'Reject all' })).toBeInViewport({ ratio: 1 })
      expect(await blockingAxeViolations(page, { include: ['.consent-banner'] })).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`consent-banner-${width}.png`) })
    })
  }
})

test.describe('every other test', () => {
  test('starts with a choice made without targeting, in its own contexts too', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/en-gb')
    await expect(page.locator('.consent-banner')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('data-analytics', 'granted')
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const other = await context.newPage()
    await other.goto('/de-de/privacy-choices')
    await expect(other.getByRole('checkbox', { name: 'Leistung und Analyse' })).toBeChecked()
    await expect(other.getByRole('checkbox', { name: 'Werbung' })).not.toBeChecked()
    await other.goto('/de-de')
    await expect(other.locator('.consent-banner')).toHaveCount(0)
    await context.close()
  })
})
