import { blockingAxeViolations, expect, test } from './fixtures'
import { outboxLinks } from './mock-api'

// The one test that changes a demo account's password; no other end-to-end test signs in as Lena.
test.describe('a forgotten password', () => {
  test('is reset from the emailed link by keyboard, and the shopper signs in with the new one', async ({
    sharedPage: page,
    request,
    expectRefusal,
  }) => {
    const email = 'loyal@example.com'
    await page.goto('/en-us/account/sign-in')
    await page.getByRole('link', { name: 'Forgot your password?' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/forgot-password$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
    await page.getByRole('textbox', { name: 'Email' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/forgot-password\?password=sent$/)
    await expect(page.getByRole('status')).toHaveText(
      'If an account exists for that address, we’ve sent a link to reset the password.',
    )
    const [link] = await outboxLinks(request, email)
    expect(link).toMatch(/\/en-us\/reset-password\?token=[A-Za-z0-9_-]{43}$/)

    await page.goto(link as string)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    const password = page.getByLabel('New password', { exact: true })
    const confirm = page.getByLabel('Confirm new password')
    await expect(password).toHaveAccessibleDescription(/At least 8 characters/)

    // Two passwords that differ: refused beside the confirmation, which takes focus; nothing typed comes back.
    expectRefusal(400, '/en-us/reset-password')
    await password.pressSequentially('Summit-2026')
    await password.press('Tab')
    await expect(confirm).toBeFocused()
    await page.keyboard.type('Summit-2025')
    await page.keyboard.press('Enter')
    await expect(page.getByText('The passwords don’t match.')).toBeVisible()
    await expect(confirm).toBeFocused()
    await expect(confirm).toHaveAttribute('aria-invalid', 'true')
    await expect(password).toHaveValue('')
    expect(await blockingAxeViolations(page)).toEqual([])

    await password.pressSequentially('Summit-2026')
    await confirm.pressSequentially('Summit-2026')
    await confirm.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in\?account=passwordChanged$/)
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password').fill('Summit-2026')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)
    await expect(page.getByText('Welcome back', { exact: false })).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Sign-in and security' })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: 'Change password' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    // The link worked once.
    expectRefusal(422, '/en-us/reset-password')
    await page.goto(link as string)
    await page.getByLabel('New password', { exact: true }).fill('Another-2026')
    await page.getByLabel('Confirm new password').fill('Another-2026')
    await page.getByLabel('Confirm new password').press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'This password reset link has expired. Please ask for a new one.',
    )
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  })
})
