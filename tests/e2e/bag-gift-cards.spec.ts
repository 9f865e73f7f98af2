import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

// The demo gift card holds 25.00 in each currency; other tests spend it in USD, so these use CAD and GBP.
const NUMBER = '6006 4912 3456 7890'

test.describe('a gift card in the bag', () => {
  test('a shopper checks a card’s balance and applies it by keyboard, with each refusal at its field', async ({
    page,
    expectRefusal,
  }) => {
    expectRefusal(400, '/api/cart/gift-cards/balance')
    await page.goto('/en-ca')
    await addToBag(page, 'KS100048', 1, { locale: 'en-ca' })
    await page.goto('/en-ca/cart')
    await pageSettled(page)
    const summary = page.locator('.bag__gift-card summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    const form = page.locator('.bag__gift-card form')
    const number = form.getByRole('textbox', { name: 'Gift card number' })
    const pin = form.getByRole('textbox', { name: 'PIN' })
    await number.fill(NUMBER)
    await pin.fill('12')
    await form.getByRole('button', { name: 'Apply' }).press('Enter')
    await expect(pin).toBeFocused()
    await expect(pin).toHaveAttribute('aria-invalid', 'true')
    await expect(pin).toHaveAccessibleDescription(/The PIN is 4 to 8 digits\./)
    expect(await blockingAxeViolations(page, { include: ['.bag__gift-card'] })).toEqual([])

    await pin.fill('9999')
    await form.getByRole('button', { name: 'Check balance' }).press('Enter')
    await expect(form.getByRole('alert')).toHaveText('Check the gift card number and PIN.')
    await expect(number).toBeFocused()

    await pin.fill('1234')
    await form.getByRole('button', { name: 'Check balance' }).press('Enter')
    await expect(form.getByText(/^This card holds .*25\.00\.$/)).toBeVisible()
    await form.getByRole('button', { name: 'Apply' }).press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'Your gift card has been applied.' }),
    ).toBeVisible()
    await expect(page.getByText(/Gift card •••• 7890 pays .*25\.00/)).toBeVisible()
    await expect(page.getByText(/^Left to pay: /)).toBeVisible()
    // The form is empty again: the number and PIN are not kept anywhere on the page.
    await expect(number).toHaveValue('')
    await expect(pin).toHaveValue('')

    // Read again, the bag still has it.
    await page.reload()
    await pageSettled(page)
    await expect(page.getByText(/Gift card •••• 7890 pays/)).toBeVisible()
    await page.getByRole('button', { name: 'Remove gift card •••• 7890' }).press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'The gift card has been removed.' }),
    ).toBeVisible()
    await expect(page.getByText(/Gift card •••• 7890 pays/)).toHaveCount(0)
  })

  test('without JavaScript the balance, a refusal and the card applied come back to the bag', async ({
    browser,
    baseURL,
    expectRefusal,
  }) => {
    // The wrong PIN: the bag refuses it at its own address.
    expectRefusal(400, '/en-gb/cart')
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/en-gb')
    await addToBag(page, 'KS100048', 1, { locale: 'en-gb' })
    await page.goto('/en-gb/cart')
    await page.locator('.bag__gift-card summary').click()
    const form = page.locator('.bag__gift-card form')
    await form.getByRole('textbox', { name: 'Gift card number' }).fill(NUMBER)
    await form.getByRole('textbox', { name: 'PIN' }).fill('4321')
    await form.getByRole('button', { name: 'Check balance' }).click()
    await expect(page).toHaveURL(/\/en-gb\/cart$/)
    await expect(form.getByRole('alert')).toHaveText('Check the gift card number and PIN.')
    await expect(form.getByRole('textbox', { name: 'Gift card number' })).toHaveValue('')

    await form.getByRole('textbox', { name: 'Gift card number' }).fill(NUMBER)
    await form.getByRole('textbox', { name: 'PIN' }).fill('1234')
    await form.getByRole('button', { name: 'Check balance' }).click()
    await expect(form.getByText('This card holds £25.00.')).toBeVisible()

    await form.getByRole('textbox', { name: 'Gift card number' }).fill(NUMBER)
    await form.getByRole('textbox', { name: 'PIN' }).fill('1234')
    await form.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/en-gb\/cart\?cart=giftCard$/)
    await expect(page.locator('p.notice', { hasText: 'Your gift card has been applied.' })).toBeVisible()
    await expect(page.getByText('Gift card •••• 7890 pays £25.00')).toBeVisible()
    await page.getByRole('button', { name: 'Remove gift card •••• 7890' }).click()
    await expect(page.locator('p.notice', { hasText: 'The gift card has been removed.' })).toBeVisible()
    await context.close()
  })
})
