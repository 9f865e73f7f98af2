import { blockingAxeViolations, expect, test } from './fixtures'
import { scrollToIsland } from './islands'

test.describe('product page', () => {
  test('a shopper picks colour and size, adds to the bag, and the mini cart counts it', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/en-us/c/men/jackets/rain-jackets-1210')
    await page.getByRole('article').first().getByRole('link').click()
    await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-KS\d{6}/)
    await expect(page.locator('[data-island="buy-box"]')).toHaveAttribute('data-hydrated', 'true')
    const context = await page.evaluate(() =>
      JSON.parse(window.sessionStorage.getItem('storefront:analytics') ?? 'null'),
    )
    expect(context).toMatchObject({ productList: 'category:1210', position: 1, origin: 'listing' })
    await expect(page.getByRole('link', { name: /^Bag\W+0 items$/ })).toBeVisible()

    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Choose a size.')

    const colours = page.getByRole('group', { name: /^Colour:/ }).getByRole('radio')
    const colourCount = await colours.count()
    if (colourCount > 1) {
      await colours.nth(1).check({ force: true })
      await expect(page).toHaveURL(/colour=\d{3}/)
    }
    const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first()
    await size.check({ force: true })
    await expect(page).toHaveURL(/size=/)
    await page.getByLabel('Quantity').fill('2')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Bag\W+2 items$/ })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('link', { name: /^Bag\W+2 items$/ })).toBeVisible()
  })

  test('choosing a thumbnail shows that colour and selects it in the form, by keyboard', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/en-us/c/men/tops/t-shirts-1110')
    const card = page
      .getByRole('article')
      .filter({ hasText: /\d colours/ })
      .first()
    await card.getByRole('link').click()
    await expect(page.locator('[data-island="product-gallery"]')).toHaveAttribute('data-hydrated', 'true')
    const thumbs = page.getByRole('list', { name: 'Colour' }).getByRole('button')
    const second = thumbs.nth(1)
    const name = await second.getByRole('img').getAttribute('alt')
    await second.focus()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('radio', { name: name ?? '' })).toBeChecked()
  })

  test('the price narrows from the range to the chosen size’s price', async ({ page, consoleErrors }) => {
    void consoleErrors
    // The Meadow Crew Tee charges more for XXL.
    await page.goto('/en-us/p/meadow-crew-tee-KS100048')
    await expect(page.locator('[data-island="product-price"]')).toHaveAttribute('data-hydrated', 'true')
    const price = page.locator('.product-page__details .price__current')
    await expect(price).toHaveText('$307.99 – to $344.99')
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'XXL' }).check({ force: true })
    await expect(price).toHaveText('$344.99')
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: 'M' }).check({ force: true })
    await expect(price).toHaveText('$307.99')
  })

  test('a shopper saves a bag line for later and moves it back', async ({ page, consoleErrors }) => {
    void consoleErrors
    await page.goto('/en-us/p/meadow-crew-tee-KS100048?colour=720&size=L')
    await expect(page.locator('[data-island="buy-box"]')).toHaveAttribute('data-hydrated', 'true')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    await page.goto('/en-us/cart')
    const bag = page.getByRole('region', { name: /^Your bag holds/ })
    const saved = page.getByRole('region', { name: /^Saved for later/ })
    await bag.getByRole('button', { name: 'Save for later: Meadow Crew Tee' }).first().click()
    await expect(page.getByRole('status')).toHaveText('Saved for later.')
    await expect(saved.getByRole('link', { name: 'Meadow Crew Tee' }).first()).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await saved.getByRole('button', { name: 'Move to bag: Meadow Crew Tee' }).first().click()
    await expect(page.getByRole('status')).toHaveText('Moved to your bag.')
    await expect(bag.getByRole('link', { name: 'Meadow Crew Tee' }).first()).toBeVisible()
  })

  test('adding to the bag works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en-gb/c/bags/backpacks-5100')
    await page.getByRole('article').first().getByRole('link').click()
    const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first()
    await size.check({ force: true })
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page).toHaveURL(/cart=added/)
    await expect(page.getByText('Added to your bag.')).toBeVisible()
    await page.goto('/en-gb/cart')
    await expect(page.getByText('Your bag holds 1 item.')).toBeVisible()
    await context.close()
  })
})

test.describe('store availability', () => {
  test('a shopper checks stock near a postal code and adds the item for pickup', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/en-us/c/bags/backpacks-5100')
    await page.getByRole('article').first().getByRole('link').click()
    await scrollToIsland(page, 'store-availability')
    await page.getByRole('button', { name: 'Check store availability' }).click()
    await expect(page.getByText('Choose a size to see which stores have it.')).toBeVisible()
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { disabled: false })
      .first()
      .check({ force: true })
    await page.getByLabel('Postal code').fill('abc!')
    await page.getByRole('button', { name: 'Find stores' }).click()
    await expect(page.getByRole('alert')).toHaveText('Enter a postal code.')
    await page.getByLabel('Postal code').fill('10012')
    await page.getByRole('button', { name: 'Find stores' }).click()
    const list = page.getByRole('list', { name: 'Stores near you' })
    await expect(list.getByRole('listitem').first()).toContainText('Kestrel New York SoHo')
    const pick = list.getByRole('button', { name: 'Pick up here' }).first()
    const storeName = await pick.locator('xpath=..').locator('.store__name').textContent()
    await pick.click()
    await expect(page.getByText(`Pick up at ${storeName}`)).toBeVisible()
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()
    const cart = await page.evaluate(async () =>
      (await fetch('/api/cart', { headers: { 'x-storefront-locale': 'en-us' } })).json(),
    )
    expect(
      cart.cart.items.some((item: { pickupStoreId: string | null }) => item.pickupStoreId !== null),
    ).toBe(true)
  })
})

test.describe('product content', () => {
  test('the complete-the-look upsell streams in below the details and its quick shop works', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto('/en-us/p/meadow-crew-tee-KS100048')
    const look = page.getByRole('region', { name: 'Complete the look' })
    await scrollToIsland(look, 'upsell')
    await expect(page.getByText('XXL takes more fabric, so it costs a little more.')).toBeVisible()
    await look
      .getByRole('button', { name: /^Quick shop: / })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
