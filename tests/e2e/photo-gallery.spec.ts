import type { Locator, Page } from '@playwright/test'
import { blockingAxeViolations, expect, test, withoutPopups } from './fixtures'

const STORY = '/en-us/stories/on-film'
const PRODUCT = '/en-us/p/meadow-crew-tee-KS100048'

/** The on-film story's gallery of shoppers' photos (decision 092), named by its title, and its thumbnails. */
function gallery(page: Page) {
  const region = page.getByRole('region', { name: 'Your trail, on film' })
  return { region, thumbnails: region.getByRole('listitem').getByRole('link') }
}

// The pop-up's bar at the window's foot would take a tap meant for a photo there; these tests are about the photos.
test.beforeEach(async ({ page }) => withoutPopups(page))

/** The open lightbox, whichever photo it shows. */
const dialogOf = (page: Page) => page.getByRole('dialog', { name: /^Photo \d+ of \d+$/ })

/** Puts the keyboard on a thumbnail and waits for the lightbox's code, which that first focus fetches. */
async function focusThumbnail(page: Page, thumbnail: Locator) {
  await thumbnail.focus()
  await expect(page.locator('[data-island="photos"]').first()).toHaveAttribute('data-hydrated', 'true')
  await expect(thumbnail).toBeFocused()
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`shoppers' photos at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a photo opens by keyboard, the arrow keys step through the page, Escape closes it and focus returns', async ({
      page,
    }) => {
      const requested: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/assets/photos')) requested.push(request.url())
      })
      await page.goto(STORY)
      const { region, thumbnails } = gallery(page)
      await region.scrollIntoViewIfNeeded()
      await expect(thumbnails).toHaveCount(12)
      // Its code is fetched when the shopper reaches for a photo, not with the page.
      expect(requested).toEqual([])

      const second = thumbnails.nth(1)
      const alt = (await second.getByRole('img').getAttribute('alt')) ?? ''
      await focusThumbnail(page, second)
      expect(requested).toHaveLength(1)
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: 'Photo 2 of 12' })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('img', { name: alt })).toBeVisible()
      const shop = dialog.getByRole('region', { name: 'Shop this photo' })
      await expect(shop).toBeVisible()
      await expect(shop.getByRole('link').first()).toHaveAttribute('href', /^\/en-us\/p\/[a-z0-9-]+-KS\d{6}$/)

      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('dialog', { name: 'Photo 3 of 12' })).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await page.keyboard.press('ArrowLeft')
      await expect(page.getByRole('dialog', { name: 'Photo 1 of 12' })).toBeVisible()
      // Round from the first to the last.
      await page.keyboard.press('ArrowLeft')
      await expect(page.getByRole('dialog', { name: 'Photo 12 of 12' })).toBeVisible()
      await dialogOf(page).getByRole('button', { name: 'Next photo' }).click()
      await expect(page.getByRole('dialog', { name: 'Photo 1 of 12' })).toBeVisible()
      await dialogOf(page).getByRole('button', { name: 'Previous photo' }).press('Enter')
      await expect(page.getByRole('dialog', { name: 'Photo 12 of 12' })).toBeVisible()
      expect(await blockingAxeViolations(page, { include: ['.lightbox'] })).toEqual([])

      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(second).toBeFocused()

      // The close button closes it too, and focus goes back to the thumbnail it was opened from.
      const fifth = thumbnails.nth(4)
      await fifth.click()
      await expect(page.getByRole('dialog', { name: 'Photo 5 of 12' })).toBeVisible()
      await dialogOf(page).getByRole('button', { name: 'Close', exact: true }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(fifth).toBeFocused()
      expect(await blockingAxeViolations(page)).toEqual([])
    })

    test('pages through the gallery by its links, which come back to it', async ({ page }) => {
      await page.goto(STORY)
      const { region, thumbnails } = gallery(page)
      const first = await thumbnails.first().getAttribute('href')
      const pages = region.getByRole('navigation', { name: 'Gallery pages' })
      await expect(pages).toContainText('Page 1 of 3')
      await pages.getByRole('link', { name: 'More photos' }).click()
      await expect(page).toHaveURL(/\?photos-on-film-ugc=2#on-film-ugc$/)
      await expect(pages).toContainText('Page 2 of 3')
      await expect(thumbnails.first()).not.toHaveAttribute('href', first ?? '')
      await expect(page.locator('#on-film-ugc')).toBeInViewport()
      // A photo of the second page opens as those of the first, once its code has come (a tap before that waits for
      // it; an island that failed to come lets the tap follow the link to the photo's page, as without JavaScript).
      await page.waitForLoadState()
      await thumbnails.nth(3).click()
      await expect(page.getByRole('dialog', { name: 'Photo 4 of 12' })).toBeVisible()
      await page.keyboard.press('Escape')
      await pages.getByRole('link', { name: 'Previous photos' }).click()
      await expect(pages).toContainText('Page 1 of 3')
      await expect(thumbnails.first()).toHaveAttribute('href', first ?? '')
      // No page wider than the window.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
    })
  })
}

test.describe('reporting a photo', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a shopper reports a photo by keyboard with a reason; it says so until the page is left', async ({
    page,
  }) => {
    const reports: { url: string; body: unknown }[] = []
    page.on('request', (request) => {
      // The reports only: the lightbox also reads each photo's products (decision 106).
      if (request.method() === 'POST' && request.url().includes('/api/photos/'))
        reports.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() })
    })
    await page.goto(STORY)
    const { thumbnails } = gallery(page)
    const third = thumbnails.nth(2)
    const photoId = await third.getAttribute('data-photo')
    await focusThumbnail(page, third)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Photo 3 of 12' })
    await expect(dialog).toBeVisible()

    // Cancel gives focus back to the button that opened the reasons.
    await dialog.getByRole('button', { name: 'Report this photo' }).press('Enter')
    const reasons = dialog.getByRole('group', { name: 'Why are you reporting this photo?' })
    await expect(reasons.getByRole('radio', { name: 'It’s offensive or inappropriate' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter')
    await expect(dialog.getByRole('button', { name: 'Report this photo' })).toBeFocused()

    // The arrow keys move between the reasons and leave the photo where it is.
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await expect(
      reasons.getByRole('radio', { name: 'It’s my photo, shared without my permission' }),
    ).toBeChecked()
    await expect(dialog).toBeVisible()
    expect(await blockingAxeViolations(page, { include: ['.lightbox'] })).toEqual([])
    await dialog.getByRole('button', { name: 'Send report' }).press('Enter')
    const thanks = dialog
      .getByRole('status')
      .filter({ hasText: 'Thank you. Our team will review this photo.' })
    await expect(thanks).toBeFocused()
    expect(reports).toEqual([{ url: `/api/photos/${photoId}/reports`, body: { reason: 'copyright' } }])

    // Another photo can be reported; this one still says it was, with no second call.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: 'Photo 4 of 12' })).toBeVisible()
    // The thanks went with the step: the keyboard stays in the lightbox, on the photo's title.
    await expect(dialogOf(page).getByText('Photo 4 of 12')).toBeFocused()
    await expect(dialogOf(page).getByRole('button', { name: 'Report this photo' })).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(dialogOf(page).getByText('Thank you. Our team will review this photo.')).toBeVisible()
    await expect(dialogOf(page).getByRole('button', { name: 'Report this photo' })).toHaveCount(0)
    expect(reports).toHaveLength(1)
  })

  test('a report refused says why in the lightbox, and the reasons stay', async ({
    page,
    baseURL,
    expectRefusal,
  }) => {
    await page.goto(STORY)
    const { thumbnails } = gallery(page)
    const first = thumbnails.first()
    expectRefusal(409, `/api/photos/${await first.getAttribute('data-photo')}/reports`)
    // The same photo reported a moment ago in another tab of this session.
    const reported = await page.request.post(
      `/api/photos/${await first.getAttribute('data-photo')}/reports`,
      {
        data: { reason: 'spam' },
        headers: { origin: baseURL ?? '' },
      },
    )
    expect(reported.status()).toBe(200)
    await first.click()
    const dialog = dialogOf(page)
    await dialog.getByRole('button', { name: 'Report this photo' }).click()
    await dialog.getByRole('radio', { name: 'It’s spam or an advert' }).check()
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('You have already reported this photo.')
    await expect(dialog.getByRole('radio', { name: 'It’s spam or an advert' })).toBeChecked()
  })
})

test('a product page shows the product’s own photos, and a product nobody photographed asks for the first', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  const photos = page.getByRole('region', { name: 'Out there with you' })
  await photos.scrollIntoViewIfNeeded()
  await expect(photos.getByRole('listitem').getByRole('link')).toHaveCount(7)
  await expect(photos.getByRole('heading')).toHaveCount(0)
  await expect(photos.getByRole('navigation')).toHaveCount(0)
  await photos.getByRole('listitem').getByRole('link').first().click()
  const dialog = page.getByRole('dialog', { name: 'Photo 1 of 7' })
  await expect(dialog.getByRole('link', { name: 'Meadow Crew Tee', exact: true })).toBeVisible()

  await page.goto('/en-us/p/ridge-trail-tee-KS100020')
  await expect(page.getByRole('heading', { level: 1, name: 'Ridge Trail Tee' })).toBeVisible()
  await expect(page.locator('.photos')).toHaveCount(0)
  const none = page.getByRole('region', { name: 'Out there with you' })
  await expect(none.getByText('No photos of this product yet. Be the first to share yours.')).toBeVisible()
  await expect(none.getByRole('link')).toHaveCount(0)
  await none.getByText('Share your photo').click()
  await expect(none.getByLabel('Your photo')).toBeVisible()
  expect(await blockingAxeViolations(page, { include: ['.photo-share'] })).toEqual([])
})

test('without JavaScript, a shopper shares a photo of the product by keyboard, and is told what was wrong first', async ({
  phoneWithoutScript: page,
  expectRefusal,
}) => {
  // The refused form is the page again, answered 400.
  expectRefusal(400, PRODUCT)
  await page.goto(PRODUCT)
  const photos = page.getByRole('region', { name: 'Out there with you' })
  const summary = photos.getByText('Share your photo')
  await summary.focus()
  await page.keyboard.press('Enter')
  const form = photos.locator('form')
  await expect(form.getByLabel('Your photo')).toBeVisible()

  const picture = {
    name: 'summit.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  }
  await form.getByLabel('Your photo').setInputFiles(picture)
  await form.getByLabel('Caption').fill('Summit at dawn, still warm.')
  await form.getByLabel('Screen name').fill('ada.hikes')
  // An address the browser's own check lets through, and the shop's does not.
  await form.getByLabel('Email').fill('ada@example')
  await form.getByLabel(/I took this photo/).check()
  await form.getByRole('button', { name: 'Send photo' }).press('Enter')

  await expect(page).toHaveURL(/\?form=photo&gallery=pdp-photos$/)
  const email = page.getByLabel('Email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAccessibleDescription(/Enter an email address like name@example\.com\./)
  await expect(page.getByText('Please check the fields marked below.')).toBeVisible()
  await expect(page.getByLabel('Caption')).toHaveValue('Summit at dawn, still warm.')
  await expect(page.getByLabel(/I took this photo/)).toBeChecked()
  await expect(page.getByText('Choose your photo again: a page sent back can’t keep it.')).toBeVisible()

  await page.getByLabel('Your photo').setInputFiles(picture)
  await email.fill('ada@example.com')
  await page.getByRole('button', { name: 'Send photo' }).click()
  await expect(page).toHaveURL(/\?photo=sent#pdp-photos$/)
  await expect(
    photos.getByText('Thank you. Your photo will appear here once our team has reviewed it.'),
  ).toBeInViewport()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`without JavaScript at ${viewport.width} px`, () => {
    test.use({ viewport, javaScriptEnabled: false })

    test('a thumbnail opens its photo’s own page: its products, a report, and the way back to the gallery’s page', async ({
      page,
    }) => {
      await page.goto(STORY)
      const { region, thumbnails } = gallery(page)
      await region.getByRole('link', { name: 'More photos' }).click()
      await expect(page).toHaveURL(/\?photos-on-film-ugc=2#on-film-ugc$/)
      const thumbnail = thumbnails.nth(2)
      const id = (await thumbnail.getAttribute('data-photo')) ?? ''
      const alt = (await thumbnail.getByRole('img').getAttribute('alt')) ?? ''
      await thumbnail.click()

      await expect(page).toHaveURL(new RegExp(`/en-us/photo/${id}\\?from=`))
      // Measured once its stylesheet has come.
      await page.waitForLoadState()
      await expect(page.getByRole('heading', { level: 1, name: /^Photo by @[a-z._]+$/ })).toBeVisible()
      await expect(page.getByText(alt, { exact: true })).toBeVisible()
      const photo = page.getByRole('main').getByRole('img', { name: alt })
      await expect(photo).toBeVisible()
      // The photo is the page: larger than a thumbnail, within the window.
      const box = await photo.boundingBox()
      expect(box?.width ?? 0).toBeGreaterThan(viewport.width > 1000 ? 600 : 320)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )

      const shop = page.getByRole('region', { name: 'Shop this photo' })
      const product = shop.locator('.photo-page__product-name').first()
      await expect(product).toHaveAttribute('href', /^\/en-us\/p\/[a-z0-9-]+-KS\d{6}$/)
      await expect(shop.locator('.price').first()).toContainText(/\$\d+\.\d\d/)
      await expect(shop.getByRole('link', { name: /^More photos of / }).first()).toHaveAttribute(
        'href',
        /^\/en-us\/photos\/streams\/st-KS\d{6}$/,
      )

      // Reported by keyboard, as a plain form: the reasons fold open from their summary.
      const summary = page.getByText('Report this photo', { exact: true })
      await summary.focus()
      await page.keyboard.press('Enter')
      const reasons = page.getByRole('group', { name: 'Why are you reporting this photo?' })
      await expect(reasons.getByRole('radio', { name: 'It’s offensive or inappropriate' })).toBeChecked()
      await reasons.getByRole('radio', { name: 'It’s spam or an advert' }).check()
      await page.getByRole('button', { name: 'Send report' }).press('Enter')
      await expect(page).toHaveURL(/&report=sent#photo-report$/)
      await expect(
        page.getByRole('status').filter({ hasText: 'Thank you. Our team will review this photo.' }),
      ).toBeInViewport()

      // And back to the gallery's page it was opened from, at the gallery.
      await page.getByRole('link', { name: 'Back to the photos' }).click()
      await expect(page).toHaveURL(/\/en-us\/stories\/on-film\?photos-on-film-ugc=2#on-film-ugc$/)
      await expect(region.getByRole('navigation', { name: 'Gallery pages' })).toContainText('Page 2 of 3')
      await expect(page.locator('#on-film-ugc')).toBeInViewport()
    })
  })
}

test('without JavaScript, a second report of a photo is refused at its reasons, the reason kept and focused', async ({
  phoneWithoutScript: page,
  expectRefusal,
}) => {
  await page.goto(STORY)
  const thumbnail = gallery(page).thumbnails.first()
  const href = (await thumbnail.getAttribute('href')) ?? ''
  expectRefusal(409, new URL(href, 'http://x').pathname)
  await thumbnail.click()
  const send = async (reason: string) => {
    await page.getByText('Report this photo', { exact: true }).click()
    await page.getByRole('radio', { name: reason }).check()
    await page.getByRole('button', { name: 'Send report' }).click()
  }
  await send('Something else')
  await expect(page.getByRole('status')).toHaveText('Thank you. Our team will review this photo.')
  await page.goto(href)
  await send('It’s my photo, shared without my permission')
  const chosen = page.getByRole('radio', { name: 'It’s my photo, shared without my permission' })
  await expect(chosen).toBeChecked()
  await expect(chosen).toBeFocused()
  await expect(chosen).toHaveAccessibleDescription('You have already reported this photo.')
  // The photo and the way back are still there.
  await expect(page.getByRole('link', { name: 'Back to the photos' })).toHaveAttribute(
    'href',
    '/en-us/stories/on-film#on-film-ugc',
  )
})
