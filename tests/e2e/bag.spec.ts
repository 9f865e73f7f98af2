import type { Page } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { holdBack, islandChunk } from './islands'
import { DEAR_A, DEAR_B } from './seed-styles'

async function openBag(page: Page) {
  await page.goto('/en-us/cart')
  await pageSettled(page)
}

test.describe('the bag', () => {
  test('a shopper changes a quantity, applies a promo code and removes a line, each at once', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await addToBag(page, DEAR_B.style)
    await openBag(page)
    // Each count holds the free socks a bag of this much gets (the gift with purchase).
    const bag = page.getByRole('region', { name: /^Your bag holds 3 items/ })
    const summary = page.getByRole('region', { name: 'Order summary' })
    const subtotal = summary.getByRole('definition').first()
    const before = await subtotal.textContent()

    await bag.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) }).selectOption('2')
    await expect(page.getByRole('region', { name: /^Your bag holds 4 items/ })).toBeVisible()
    await expect(subtotal).not.toHaveText(before ?? '')
    await expect(page.locator('.mini-cart__count')).toHaveText('4')
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()

    expectRefusal(422, '/api/cart/coupons')
    const code = summary.getByRole('textbox', { name: 'Promo code' })
    await code.fill('EXPIRED20')
    await summary.getByRole('button', { name: 'Apply' }).click()
    await expect(summary.getByRole('alert')).toHaveText('This code has expired.')
    await expect(code).toBeFocused()
    await expect(code).toHaveAttribute('aria-invalid', 'true')
    await code.fill('WELCOME10')
    await summary.getByRole('button', { name: 'Apply' }).click()
    // The code's promotion is named by the code, with what it took off; no percentage made up for it.
    await expect(summary.getByRole('term').filter({ hasText: /^WELCOME10$/ })).toBeVisible()
    await expect(summary.getByText(/Discount \(/)).toHaveCount(0)
    await expect(summary.getByText('Code WELCOME10')).toBeVisible()
    await expect(summary.getByRole('alert')).toHaveCount(0)

    await page.getByRole('button', { name: `Remove ${DEAR_B.name}` }).click()
    await expect(page.getByRole('region', { name: /^Your bag holds 3 items/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Your bag holds 3 items/ })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
    await expect(page.getByRole('link', { name: DEAR_B.name })).toHaveCount(0)
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('nothing below a line moves as the bag hydrates on a phone, so a press then lands where it was aimed', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style)
    const chunk = islandChunk('bag')
    const release = await holdBack(page, chunk)
    await page.goto('/en-us/cart', { waitUntil: 'domcontentloaded' })
    const island = page.locator('[data-island="bag"]')
    await expect(island).toHaveAttribute('data-hydrated', 'pending')
    // The size's and the quantity's own buttons are the plain page's: not shown where scripts run.
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0)
    const marks = [
      page.getByRole('button', { name: `Remove ${DEAR_A.name}` }),
      page.getByRole('button', { name: `Save for later: ${DEAR_A.name}` }),
    ]
    const before = await Promise.all(marks.map((mark) => mark.boundingBox()))

    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    // Once hydrated, the gift message's disclosure is a button opening its dialog: it takes the same room.
    await expect(page.getByRole('button', { name: /^Add a gift message/ })).toBeVisible()
    expect(await Promise.all(marks.map((mark) => mark.boundingBox()))).toEqual(before)
  })

  test('a refused quantity puts the line back, says why at the line and replaces the earlier success', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us')
    // Enough left that the menu offers 3, which the cart service then refuses.
    await addToBag(page, DEAR_A.style, 1, { minStock: 3 })
    await openBag(page)
    const quantity = page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) })
    await quantity.selectOption('2')
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()
    // Someone else bought the rest meanwhile: the cart service refuses the next change.
    await page.route('**/api/cart/items/update', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          errorDetails: [{ errorId: 'INV700', message: 'Sorry, this item is out of stock.' }],
          appId: 'storefront',
          correlationId: 'test',
          placement: 'item',
        }),
      }),
    )
    expectRefusal(422, '/api/cart/items/update')
    await quantity.selectOption('3')
    await expect(page.getByRole('alert')).toHaveText('Sorry, this item is out of stock.')
    await expect(quantity).toHaveValue('2')
    await expect(page.getByText('Quantity updated.')).toHaveCount(0)
    await expect(quantity).toHaveAttribute('aria-describedby', /bag-line-notice-/)
  })

  test('a line another tab removed goes once this tab changes it: the bag is read again, not put back', async ({
    page,
    context,
    expectRefusal,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await addToBag(page, DEAR_B.style)
    await openBag(page)
    const other = await context.newPage()
    await openBag(other)
    await other.getByRole('button', { name: `Remove ${DEAR_A.name}` }).click()
    await expect(other.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
    await other.close()

    // The cart service no longer has the line (ORD404, reloadCart): the bag shows the cart it has now.
    expectRefusal(404, '/api/cart/items/update')
    await page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) }).selectOption('2')
    await expect(page.getByRole('alert')).toHaveText('This item is no longer available.')
    await expect(page.getByRole('link', { name: DEAR_A.name })).toHaveCount(0)
    await expect(page.getByRole('link', { name: DEAR_B.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: /^Your bag holds 2 items/ })).toBeVisible()
  })

  test('offers can be dismissed and delivery can be made express', async ({ page }) => {
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style)
    await openBag(page)
    const offers = page.getByRole('region', { name: 'Offers for your bag' })
    // Free delivery's offer (a members' offer, with its links, may come first: it is nearest, at no distance).
    const first = offers.getByRole('listitem').filter({ hasText: /free standard delivery/i })
    const message = await first.locator('.bag__offer-text').textContent()
    await first.getByRole('button', { name: `Dismiss: ${message}` }).click()
    await expect(offers.getByText(message ?? '')).toHaveCount(0)
    const summary = page.getByRole('region', { name: 'Order summary' })
    await expect(summary.getByText(/^Standard delivery, arrives by \w{3}, \w{3} \d+$/)).toBeVisible()
    // The shipping method dialog, by keyboard: focus on the method chosen, the arrows choose, Enter updates.
    await summary.getByRole('button', { name: 'Change delivery method' }).press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' })
    await expect(
      dialog.getByRole('radio', { name: /^Standard delivery 3-5 business days, arrives by/ }),
    ).toBeFocused()
    await expect(dialog.getByRole('radio')).toHaveCount(2)
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(summary.getByRole('button', { name: 'Change delivery method' })).toBeFocused()
    await expect(summary.getByText(/^Standard delivery, arrives by/)).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(dialog.getByRole('radio', { name: /^Standard delivery/ })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(dialog.getByRole('radio', { name: /^Express delivery/ })).toBeChecked()
    await dialog.getByRole('button', { name: 'Update delivery' }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Delivery method updated.' })).toBeVisible()
    await expect(summary.getByText(/^Express delivery, arrives by/)).toBeVisible()
    await expect(summary.getByText('$19.95').last()).toBeVisible()
    await page.reload()
    await pageSettled(page)
    await expect(page.getByText(message ?? '')).toHaveCount(0)
    await expect(summary.getByText(/^Express delivery, arrives by/)).toBeVisible()
  })

  for (const width of [390, 1366])
    test(`the shipping method dialog fits a ${width} px screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 })
      await page.goto('/en-us')
      await addToBag(page, DEAR_A.style)
      await openBag(page)
      await page.getByRole('button', { name: 'Change delivery method' }).click()
      const dialog = page.getByRole('dialog', { name: 'Change delivery method' })
      await expect(dialog.getByRole('radio', { name: /^Express delivery/ })).toBeVisible()
      const box = await dialog.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await expect(dialog).toBeHidden()
    })

  test('two quick changes answered out of order leave the bag as the newest answer says', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await addToBag(page, DEAR_B.style, 1, { minStock: 2 })
    await openBag(page)
    // The first change's answer is held back until after the second's has arrived.
    let held = true
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/cart/items/update**', async (route) => {
      const response = await route.fetch()
      if (held) {
        held = false
        await released
      }
      await route.fulfill({ response })
    })
    const bag = page.getByRole('region', { name: /^Your bag holds/ })
    const first = bag.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) })
    const second = bag.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_B.name}`) })
    const secondAnswered = page.waitForResponse('**/api/cart/items/update**')
    await first.selectOption('2')
    await second.selectOption('2')
    await secondAnswered
    release()
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()
    await expect(first).toHaveValue('2')
    await expect(second).toHaveValue('2')
    await page.reload()
    await expect(first).toHaveValue('2')
    await expect(second).toHaveValue('2')
  })

  test('a bag the cart service gave to another sign-in is told in a toast, and the page reloads once it is read', async ({
    page,
    expectRefusal,
  }) => {
    expectRefusal(404, '/api/cart/items/update')
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await openBag(page)
    // The worker's answer when the cart service calls the bag another customer's (403 AUT498): it made a new one.
    const said = 'Your bag belonged to another sign-in, so we started a new one with its items.'
    await page.route('**/api/cart/items/update**', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          errorDetails: [{ errorId: 'INVALID_CUSTOMER_CART', message: said }],
          placement: 'toast',
          action: 'recreateCart',
        }),
      }),
    )
    await page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) }).selectOption('2')
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByRole('alert')).toHaveText(said)
    // The shopper reads it with the pointer on it, which holds it open however long the checks below take.
    await toasts.getByRole('alert').hover()
    // Told once, in the toast: not again at the top of the bag.
    await expect(page.getByText(said)).toHaveCount(1)
    expect(await blockingAxeViolations(page)).toEqual([])
    const reloaded = page.waitForEvent('load')
    await toasts.getByRole('button', { name: `Dismiss: ${said}` }).click()
    await reloaded
    await expect(page.getByText(said)).toHaveCount(0)
  })
})

test.describe('the bag without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper changes a quantity, applies a code, chooses express delivery and removes a line with forms', async ({
    page,
    expectRefusal,
  }) => {
    // The expired code: the bag refuses it at its own address.
    expectRefusal(422, '/en-us/cart')
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await page.goto('/en-us/cart')
    // The header counts the bag from the session, without JavaScript: the product and the free socks it brings.
    await expect(page.getByRole('link', { name: /^Bag\W+2 items$/ })).toBeVisible()
    await page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) }).selectOption('2')
    await page.getByRole('button', { name: 'Update', exact: true }).click()
    await expect(page).toHaveURL(/cart=updated/)
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your bag holds 3 items.' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Bag\W+3 items$/ })).toBeVisible()

    await page.getByRole('textbox', { name: 'Promo code' }).fill('EXPIRED20')
    await page.getByRole('button', { name: 'Apply' }).click()
    // Refused, the bag answers at its own address: a reload asks for the bag, never an /api answer.
    await expect(page).toHaveURL(/\/en-us\/cart$/)
    await expect(page.getByRole('alert')).toHaveText('This code has expired.')
    await expect(page.getByRole('textbox', { name: 'Promo code' })).toHaveValue('EXPIRED20')
    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Promo code applied.' })).toBeVisible()
    await expect(page.getByText('Code WELCOME10')).toBeVisible()

    // The shipping method dialog is the page's, open in its flow, with its heading focused.
    await page.getByRole('link', { name: 'Change delivery method' }).click()
    await expect(page).toHaveURL(/\?shipping=me$/)
    const dialog = page.getByRole('dialog', { name: 'Change delivery method' })
    await expect(dialog.getByRole('heading', { name: 'Change delivery method' })).toBeFocused()
    await dialog.getByRole('radio', { name: /Express delivery/ }).check()
    await dialog.getByRole('button', { name: 'Update delivery' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Delivery method updated.' })).toBeVisible()
    await expect(page.getByText(/^Express delivery, arrives by/)).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Change delivery method' })).toHaveCount(0)

    await page.getByRole('button', { name: `Remove ${DEAR_A.name}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
    await expect(page.getByText('Your bag is empty.')).toBeVisible()
  })
})
