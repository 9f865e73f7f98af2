import { addToBag, fillSeattleAddress } from './bag-helpers'
import { CARDS, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

test.describe('reward codes', () => {
  test('a guest pays part of an order with a reward code and the rest by card, and sees it on the confirmation', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    // The code already used is refused, as the flow means it to be.
    expectRefusal(409, '/api/checkout/reward-code')
    await page.goto('/en-us')
    for (const style of ['KS100097', 'KS100104']) await addToBag(page, style)
    await page.goto('/en-us/checkout')
    await pageSettled(page)
    await fillSeattleAddress(page.getByRole('group', { name: 'Shipping address' }))
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
    const total = (await page.locator('.checkout__summary-total').textContent()) ?? ''

    // By keyboard: open the disclosure, type a code already used, and hear why at the input, which keeps focus.
    await page.locator('summary').getByText('Reward code', { exact: true }).focus()
    await page.keyboard.press('Enter')
    const input = page.getByRole('textbox', { name: 'Reward code' })
    await input.fill('KSR-20-SPENT')
    await input.press('Enter')
    await expect(
      page.getByRole('alert').filter({ hasText: 'This reward code has already been used.' }),
    ).toBeVisible()
    await expect(input).toBeFocused()
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    // A code typed in lower case pays 20 dollars first; what is left to pay is announced and shown.
    await input.fill('ksr-20-cedar')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await expect(page.getByText('Reward code •••• EDAR pays $20.00')).toBeVisible()
    await expect(
      page.getByRole('status').filter({ hasText: /^Reward code applied\. Left to pay: \$[\d,.]+$/ }),
    ).toBeAttached()
    await expect(page.getByRole('button', { name: 'Remove reward code •••• EDAR' })).toBeVisible()
    const summary = page.locator('.checkout__summary')
    await expect(summary.getByText('Reward code •••• EDAR')).toBeVisible()
    await expect(summary.getByText('−$20.00')).toBeVisible()
    const left = Number(total.replace(/[^\d.]/g, '')) - 20
    await expect(page.getByText(`Left to pay: $${left.toFixed(2)}`, { exact: true })).toBeVisible()
    await expect(summary.getByText(`$${left.toFixed(2)}`)).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByText('Reward code •••• EDAR: $20.00')).toBeVisible()
    await expect(page.getByText(`Visa •••• 1111: $${left.toFixed(2)}`)).toBeVisible()
  })
})
