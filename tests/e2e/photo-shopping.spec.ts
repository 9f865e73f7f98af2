import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, test, withoutPopups } from './fixtures'

const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

// The pop-up's bar at the window's foot would take a key or tap meant for the photos; these tests are about them.
test.beforeEach(async ({ page }) => withoutPopups(page))

/** Opens the product's photo `index` by keyboard, once the lightbox's code has come with the first focus. */
async function openPhoto(page: Page, index: number) {
  const photos = page
    .getByRole('region', { name: 'Out there with you' })
    .getByRole('listitem')
    .getByRole('link')
  const thumbnail = photos.nth(index)
  await thumbnail.focus()
  await expect(page.locator('[data-island="photos"]').first()).toHaveAttribute('data-hydrated', 'true')
  await page.keyboard.press('Enter')
  return page.getByRole('dialog', { name: new RegExp(`^Photo ${index + 1} of \\d+$`) })
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`shopping shoppers' photos at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a photo’s products come with pictures and prices, and lead to more photos of each, by keyboard', async ({
      page,
    }) => {
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/photos/')) asked.push(new URL(request.url()).pathname)
      })
      await page.goto(PRODUCT)
      const dialog = await openPhoto(page, 0)
      const shop = dialog.getByRole('region', { name: 'Shop this photo' })
      await expect(shop.getByRole('link', { name: 'Meadow Crew Tee', exact: true })).toHaveAttribute(
        'href',
        '/en-us/p/meadow-crew-tee-KS100048',
      )
      await expect(shop.locator('.price')).toContainText(/\$\d+\.\d\d/)
      await expect(shop.locator('img').first()).toBeVisible()
      expect(asked.filter((path) => path.endsWith('/products'))).toHaveLength(1)
      expect(await blockingAxeViolations(page, { include: ['.lightbox'] })).toEqual([])
      // No wider than the window.
      const box = await dialog.boundingBox()
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width)

      // Back to a photo already shown: its products are not asked for again.
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('dialog', { name: /^Photo 2 of 7$/ })).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(shop.getByRole('link', { name: 'Meadow Crew Tee', exact: true })).toBeVisible()
      expect(asked.filter((path) => path.endsWith('/products'))).toHaveLength(2)

      await shop.getByRole('link', { name: 'More photos of Meadow Crew Tee' }).press('Enter')
      await expect(page).toHaveURL(/\/en-us\/photos\/streams\/st-KS100048$/)
      await expect(
        page.getByRole('heading', { level: 1, name: 'Photos of the Meadow Crew Tee' }),
      ).toBeVisible()
      await expect(page.locator('#shopper-photos').getByRole('listitem')).toHaveCount(7)
      await expect(page.getByRole('link', { name: 'Shop the Meadow Crew Tee' })).toBeVisible()
      expect(await blockingAxeViolations(page)).toEqual([])
    })

    test('a photo’s own page, opened from a product’s photos, steps to the photos either side and reads well', async ({
      page,
    }) => {
      await page.goto('/en-us/photos/streams/st-KS100048')
      const thumbnails = page.locator('#shopper-photos .photos__thumb')
      // With JavaScript a thumbnail opens the lightbox in place; its link is the photo's page, for a new tab or a friend.
      await thumbnails.nth(1).click()
      await expect(page.getByRole('dialog', { name: 'Photo 2 of 7' })).toBeVisible()
      await expect(page).toHaveURL(/\/en-us\/photos\/streams\/st-KS100048$/)
      await page.keyboard.press('Escape')

      await page.goto((await thumbnails.first().getAttribute('href')) ?? '')
      await expect(page.getByRole('heading', { level: 1, name: /^Photo by @[a-z._]+$/ })).toBeVisible()
      const steps = page.getByRole('navigation', { name: 'Photos in this gallery' })
      await expect(steps).toContainText('Photo 1 of 7')
      await expect(steps.getByRole('link', { name: 'Previous photo' })).toHaveCount(0)
      await steps.getByRole('link', { name: 'Next photo' }).click()
      await expect(steps).toContainText('Photo 2 of 7')
      await expect(steps.getByRole('link', { name: 'Previous photo' })).toBeVisible()
      const shop = page.getByRole('region', { name: 'Shop this photo' })
      await expect(shop.getByRole('link', { name: 'Meadow Crew Tee', exact: true })).toBeVisible()
      await page.getByText('Report this photo', { exact: true }).click()
      await expect(page.getByRole('group', { name: 'Why are you reporting this photo?' })).toBeVisible()
      expect(await blockingAxeViolations(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      await page.getByRole('link', { name: 'Back to the photos' }).click()
      await expect(page).toHaveURL(/\/en-us\/photos\/streams\/st-KS100048#shopper-photos$/)
    })

    test('a shopper saves photos to a set from page to page and gets a link that shows them', async ({
      page,
    }) => {
      await page.goto(PRODUCT)
      let dialog = await openPhoto(page, 1)
      const save = () => page.getByRole('dialog').getByRole('button', { name: 'Save to my set' })
      await save().press('Enter')
      await expect(save()).toHaveAttribute('aria-pressed', 'true')
      await expect(
        page.getByRole('dialog').getByRole('status').filter({ hasText: 'Your set: 1 photo' }),
      ).toBeVisible()
      const firstId = await page.locator('.photos__thumb').nth(1).getAttribute('data-photo')
      await page.keyboard.press('Escape')

      // The set stays in this browser on another page of photos.
      await page.goto('/en-us/photos/streams/st-KS100265')
      const thumbnail = page.locator('#shopper-photos .photos__thumb').first()
      const secondId = await thumbnail.getAttribute('data-photo')
      await thumbnail.focus()
      await expect(page.locator('[data-island="photos"]')).toHaveAttribute('data-hydrated', 'true')
      await page.keyboard.press('Enter')
      dialog = page.getByRole('dialog', { name: /^Photo 1 of \d+$/ })
      await expect(dialog.getByText('Your set: 1 photo')).toBeVisible()
      await expect(save()).toHaveAttribute('aria-pressed', 'false')
      await save().press('Enter')
      await expect(dialog.getByText('Your set: 2 photos')).toBeVisible()

      await dialog.getByRole('button', { name: 'Get a link to my set' }).press('Enter')
      const link = dialog.getByRole('textbox', { name: 'Link to your set' })
      await expect(link).toBeFocused()
      await expect(link).toHaveValue(/^http:\/\/[^/]+\/en-us\/photos\/sets\/[0-9a-f-]{36}$/)
      expect(await blockingAxeViolations(page, { include: ['.lightbox'] })).toEqual([])
      const address = await link.inputValue()

      // Whoever opens the link sees the set, in the order it was made.
      await page.goto(address)
      await expect(page.getByRole('heading', { level: 1, name: 'A set of shoppers’ photos' })).toBeVisible()
      await expect(page.getByText('2 photos saved from our galleries.')).toBeVisible()
      const ids = await page
        .locator('#shopper-photos .photos__thumb')
        .evaluateAll((links) => links.map((entry) => entry.getAttribute('data-photo')))
      expect(ids).toEqual([firstId, secondId])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    })
  })
}
