import { addToBag } from './bag-helpers'
import { expect, pageSettled, test } from './fixtures'
import { DEAR_A } from './seed-styles'

/** A refusal as the worker answers it, asking the page to try again (spec 1 §8 `retry`). */
const retryAnswer = (status: number, errorId: string, message: string, placement: string) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ errorDetails: [{ errorId, message }], placement, action: 'retry' }),
})

test.describe('refusals the service asks to retry', () => {
  test('a balance the provider could not check is asked once more after a stated pause', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    expectRefusal(502, '/api/cart/gift-cards/balance')
    await page.goto('/en-ca')
    await addToBag(page, 'KS100048', 1, { locale: 'en-ca' })
    await page.goto('/en-ca/cart')
    await pageSettled(page)
    let asked = 0
    await page.route('**/api/cart/gift-cards/balance', (route) => {
      asked += 1
      return asked === 1
        ? route.fulfill(retryAnswer(502, 'GFC799', 'We couldn’t check the gift card’s balance.', 'giftCard'))
        : route.continue()
    })
    await page.locator('.bag__gift-card summary').press('Enter')
    const form = page.locator('.bag__gift-card form')
    await form.getByRole('textbox', { name: 'Gift card number' }).fill('6006 4912 3456 7890')
    await form.getByRole('textbox', { name: 'PIN' }).fill('1234')
    await form.getByRole('button', { name: 'Check balance' }).press('Enter')
    await expect(form.getByText('Trying again in 2 seconds…')).toBeVisible()
    await expect(form.getByText(/^This card holds .*25\.00\.$/)).toBeVisible()
    await expect(form.getByText('Trying again in 2 seconds…')).toHaveCount(0)
    expect(asked).toBe(2)
  })

  test('a bag change refused for a bot check is never resent alone: "Try again" sends it, by keyboard', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    expectRefusal(429, '/api/cart/items/update')
    await page.goto('/en-us')
    await addToBag(page, DEAR_A.style, 1, { minStock: 2 })
    await page.goto('/en-us/cart')
    await pageSettled(page)
    let asked = 0
    await page.route('**/api/cart/items/update', (route) => {
      asked += 1
      return asked === 1
        ? route.fulfill(
            retryAnswer(
              429,
              'BOT_CHALLENGE',
              'We need to check that you’re not a robot. Please wait a moment and try again.',
              'top',
            ),
          )
        : route.continue()
    })
    const quantity = page.getByRole('combobox', { name: new RegExp(`^Quantity: ${DEAR_A.name}`) })
    await quantity.selectOption('2')
    const alert = page.getByRole('alert').filter({ hasText: 'not a robot' })
    await expect(alert).toBeVisible()
    expect(asked).toBe(1)
    await alert.getByRole('button', { name: 'Try again' }).press('Enter')
    await expect(page.getByRole('status').filter({ hasText: 'Quantity updated.' })).toBeVisible()
    await expect(quantity).toHaveValue('2')
    expect(asked).toBe(2)
  })
})
