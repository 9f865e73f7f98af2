import { blockingAxeViolations, expect, test } from './fixtures'

// Decision 045: the employee discount terms after signing in, the loyalty section, by keyboard.
test.describe('the account’s discounts and loyalty', () => {
  test('an employee signs in, is asked to accept the discount terms, accepts them by keyboard and goes on', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/account/sign-in?returnTo=%2Fen-us%2Ffavorites')
    await page.getByRole('textbox', { name: 'Email' }).fill('employee@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/employee-terms\?returnTo=%2Fen-us%2Ffavorites$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Employee discount terms' })).toBeVisible()
    await expect(page.getByRole('link', { name: /Read the employee discount terms/ })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    )
    expect(await blockingAxeViolations(page)).toEqual([])

    // Sent without the box: refused at the box, which takes focus.
    expectRefusal(400, '/en-us/account/employee-terms')
    const submit = page.getByRole('button', { name: 'Accept and continue' })
    await submit.focus()
    await page.keyboard.press('Enter')
    const box = page.getByRole('checkbox', { name: 'I accept the employee discount terms' })
    await expect(page.getByRole('alert')).toContainText('Please accept the employee discount terms to go on.')
    await expect(box).toBeFocused()
    await page.keyboard.press('Space')
    await expect(box).toBeChecked()
    await page.keyboard.press('Tab')
    await expect(submit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/favorites$/)

    // The overview now shows the associate discount.
    await page.goto('/en-us/account')
    await expect(page.getByText('annual associate discount cap')).toBeVisible()
  })
})
