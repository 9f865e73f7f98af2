import { addToBag } from './bag-helpers'
import { CARDS, checkOutFromBag, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

// The one end-to-end test that signs in as Avery Chen, the demo associate (PIN tries are limited per associate).
test.describe('in-store mode', () => {
  test('an associate signs in by keyboard, adjusts a price, places an order attributed to the store and ends the session', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us/associate-login')
    await expect(page.getByRole('heading', { level: 1, name: 'In-store sign-in' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('combobox', { name: 'Store' }).selectOption({ label: 'Portland Flagship (0101)' })
    await page.getByRole('combobox', { name: 'Store' }).press('Tab')
    await expect(page.getByRole('button', { name: 'Next', exact: true })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/associate-login\?store=0101$/)
    await expect(page.getByRole('combobox', { name: 'Your name' })).toBeFocused()
    await page.getByRole('combobox', { name: 'Your name' }).selectOption({ label: 'Avery Chen (100200)' })
    await page.getByLabel('PIN', { exact: true }).pressSequentially('2468')
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByLabel('PIN', { exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/en-us$/)
    const banner = page.getByRole('region', { name: 'In-store mode' })
    await expect(banner).toContainText('Avery Chen, Portland Flagship (0101), is shopping for a guest.')

    await addToBag(page, 'KS100013')
    await page.goto('/en-us/cart')
    await pageSettled(page)
    await expect(page.getByRole('button', { name: /^Save for later/ })).toHaveCount(0)
    const tools = page.getByRole('region', { name: 'Price adjustments (in-store)' })
    await tools.getByRole('combobox', { name: 'Item' }).selectOption({ index: 1 })
    await tools.getByRole('textbox', { name: 'Value' }).fill('10')
    await tools.getByRole('combobox', { name: 'Reason' }).selectOption('PRICE_MATCH')
    await tools.getByRole('button', { name: 'Apply adjustment' }).click()
    await expect(page).toHaveURL(/\/en-us\/cart\?adjust=added$/)
    await expect(tools.getByRole('status')).toHaveText('The price adjustment was applied.')
    await expect(tools.getByText(/off \(Price match\)$/)).toBeVisible()
    // The associate changes it in place, its reason chosen again as it was.
    await tools.getByText(/^Change/).click()
    const change = tools.locator('.price-adjustment-tools__change form')
    await expect(change.getByRole('combobox', { name: 'Reason' })).toHaveValue('PRICE_MATCH')
    await change.getByRole('textbox', { name: 'Value' }).fill('15')
    await change.getByRole('combobox', { name: 'Reason' }).selectOption('DAMAGED_ITEM')
    expect(await blockingAxeViolations(page)).toEqual([])
    await change.getByRole('button', { name: 'Save change' }).click()
    await expect(page).toHaveURL(/\/en-us\/cart\?adjust=changed$/)
    await expect(tools.getByRole('status')).toHaveText('The price adjustment was changed.')
    await expect(tools.getByText(/off \(Damaged item\)$/)).toBeVisible()

    await checkOutFromBag(page)
    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByText('Sold at Portland Flagship by Avery C.')).toBeVisible()
    await expect(page.getByText('100200')).toHaveCount(0)

    await page
      .getByRole('region', { name: 'In-store mode' })
      .getByRole('button', { name: 'End in-store session' })
      .click()
    await expect(page).toHaveURL(/\/en-us\/associate-login\?associate=ended$/)
    await expect(page.getByRole('status')).toHaveText(
      'The in-store session has ended. The next customer starts afresh.',
    )
    await expect(page.getByRole('region', { name: 'In-store mode' })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Store' })).toBeVisible()
  })
})
