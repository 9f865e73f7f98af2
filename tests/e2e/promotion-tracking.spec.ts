import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

const promotionEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === 'promotion',
    ),
  )

const TRAIL = {
  event: 'promotion',
  blockId: 'home-banner-trail',
  creativeName: 'trail-split-banner',
  promotionId: 'TRAIL-SEASON',
  promotionName: 'Trail season',
}

test.describe('promotions an editor tracks', () => {
  test('a tracked banner is reported once when seen, and each time its link is used', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    const banner = page.locator('[data-block-id="home-banner-trail"]')
    await expect(banner).toHaveAttribute('data-tracked', '')
    // Below the fold: neither its tracker's code nor a view yet.
    await expect(banner.locator('[data-island="promotion-tracker"]')).toHaveAttribute(
      'data-hydrated',
      'waiting',
    )
    expect(await promotionEvents(page)).toEqual([])

    await banner.scrollIntoViewIfNeeded()
    await expect(banner.locator('[data-island="promotion-tracker"]')).toHaveAttribute('data-hydrated', 'true')
    await expect.poll(() => promotionEvents(page)).toEqual([{ ...TRAIL, action: 'view' }])

    // Stay on the page to read the layer: the link's own navigation is held back here.
    await banner.evaluate((element) => element.addEventListener('click', (event) => event.preventDefault()))
    await banner.getByRole('link').first().click()
    await expect
      .poll(() => promotionEvents(page))
      .toEqual([
        { ...TRAIL, action: 'view' },
        { ...TRAIL, action: 'click' },
      ])
    await page.mouse.wheel(0, -5000)
    await banner.scrollIntoViewIfNeeded()
    expect(await promotionEvents(page)).toHaveLength(2)
  })

  test.describe('promotions before a consent choice', () => {
    test.use({ consentChoice: null })

    test('nothing is recorded where the shopper has not agreed to analytics', async ({
      sharedPage: page,
    }) => {
      await page.goto('/en-gb')
      const banner = page.locator('[data-block-id="home-banner-trail"]')
      await banner.scrollIntoViewIfNeeded()
      await expect(banner.locator('[data-island="promotion-tracker"]')).toHaveAttribute(
        'data-hydrated',
        'true',
      )
      await expect(page.locator('html')).toHaveAttribute('data-analytics', 'denied')
      // The tracker's observer answers within the frames after hydration; nothing may have been kept by then.
      const kept = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => setTimeout(() => resolve('dataLayer' in window))),
            ),
          ),
      )
      expect(kept).toBe(false)
    })
  })
})
