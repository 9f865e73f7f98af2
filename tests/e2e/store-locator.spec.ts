import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

test.describe('store locator', () => {
  test('a shopper finds a store by city from the keyboard, sees its hours and can call it or get directions', async ({
    page,
  }) => {
    await page.goto('/en-us/stores')
    await pageSettled(page)
    const field = page.getByLabel('Postal code or city')
    await field.focus()
    await page.keyboard.type('denver')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Stores near denver' })).toBeVisible()
    const denver = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Denver', exact: true }) })
    await expect(denver.getByText('0 mi away')).toBeVisible()
    await expect(denver.getByText(/^(Open now · closes at|Opens (today|tomorrow) at|Closed)/)).toBeVisible()
    await expect(
      denver.getByRole('table', { name: 'Opening hours' }).locator('.store-hours__today'),
    ).toHaveCount(1)
    const call = denver.getByRole('link', { name: 'Call Denver: (303) 555-0120' })
    await expect(call).toHaveAttribute('href', 'tel:+13035550120')
    const directions = denver.getByRole('link', { name: 'Directions to Denver (opens in a new tab)' })
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=1600%20Wynkoop/,
    )
    // The directions link is reached by Tab, and shows where the focus is.
    await call.focus()
    await page.keyboard.press('Tab')
    await expect(directions).toBeFocused()
    expect(await blockingAxeViolations(page, { include: ['.store-locator'] })).toEqual([])
  })

  test('works without JavaScript: searching by postal code in Germany lists kilometres', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/de-de/stores')
    await page.getByLabel('Postleitzahl oder Ort').fill('80331')
    await page.getByLabel('Postleitzahl oder Ort').press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Läden in der Nähe von 80331' })).toBeVisible()
    await expect(page.getByText(/km entfernt/).first()).toBeVisible()
    await context.close()
  })

  test('a card keeps a town’s line whole at every phone width: "V6E 1A9" never splits', async ({ page }) => {
    await page.goto('/en-ca/stores')
    const vancouver = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Vancouver', exact: true }) })
    const address = vancouver.getByText('1045 Robson St')
    await expect(address).toBeVisible()
    // How many lines the text "Vancouver BC  V6E 1A9" takes, as laid out.
    const linesOfLocality = () =>
      address.evaluate((element) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = node.textContent?.indexOf('Vancouver BC') ?? -1
          if (at < 0) continue
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, node.textContent?.length ?? at)
          const tops = [...range.getClientRects()]
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top))
          return new Set(tops).size
        }
        return 0
      })
    for (let width = 320; width <= 480; width += 4) {
      await page.setViewportSize({ width, height: 900 })
      expect(await linesOfLocality(), `at ${width} px`).toBe(1)
    }
  })
})
