import type { Locator, Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'

/**
 * The sign-in dialog's steps beyond signing in (spec 1 §2's dialogs, decision 046): forgot password, and sign-up
 * followed by the enrolment flow's loyalty offer, welcome and interests, all in the dialog, by keyboard, each step's
 * heading focused, on a wide screen and on a phone.
 */

const uniqueEmail = () => `dialog-e2e-${crypto.randomUUID().slice(0, 12)}@example.com`

/** Opens the sign-in dialog from the header's "Account" link by keyboard, on the contact page: the link. */
async function openSignInDialog(page: Page): Promise<Locator> {
  await page.goto('/en-us/help/contact-us')
  const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
  await account.focus()
  // Focus wakes the link's island; Enter before it has hydrated follows the link to the sign-in page instead.
  await expect(page.locator('[data-island="sign-in-link"]')).toHaveAttribute('data-hydrated', 'true')
  await account.press('Enter')
  return account
}

test.describe('the sign-in dialog’s further steps', () => {
  test('forgot password at 1366 px: the email, a refusal at its field, then “Check your email” and back to sign in', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    const account = await openSignInDialog(page)
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeFocused()
    // The editor's content of the step (the augmented page sign-in-modal), under the form; focus stays put.
    await expect(signIn.getByText('your bag and favorites follow you')).toBeVisible()
    await expect(signIn.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await page.keyboard.type('not-an-address')
    await signIn.getByRole('link', { name: 'Forgot your password?' }).focus()
    await page.keyboard.press('Enter')

    const forgot = page.getByRole('dialog', { name: 'Forgot your password?' })
    await expect(forgot.getByRole('heading', { name: 'Forgot your password?' })).toBeFocused()
    // What was typed into the sign-in form comes along.
    const email = forgot.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveValue('not-an-address')
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)
    expect(await blockingAxeViolations(page)).toEqual([])

    expectRefusal(400, '/api/account/forgot-password')
    await forgot.getByRole('button', { name: 'Send the link' }).press('Enter')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(forgot.locator('#sign-in-dialog-email-error')).toBeVisible()

    await email.fill('loyal@example.com')
    await email.press('Enter')
    const sent = page.getByRole('dialog', { name: 'Check your email' })
    await expect(sent.getByRole('heading', { name: 'Check your email' })).toBeFocused()
    await expect(sent.getByRole('status')).toContainText('loyal@example.com')
    expect(await blockingAxeViolations(page)).toEqual([])

    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(sent.getByRole('button', { name: 'Back to sign in' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(signIn.getByRole('heading', { name: 'Sign in' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(account).toBeFocused()
  })

  test('sign-up at 390 px, then the loyalty offer, the welcome and the interests, signed in on the same page', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignInDialog(page)
    const signIn = page.getByRole('dialog', { name: 'Sign in' })
    await expect(signIn).toBeVisible()
    await signIn.getByRole('link', { name: 'Create an account' }).focus()
    await page.keyboard.press('Enter')

    const signUp = page.getByRole('dialog', { name: 'Create an account' })
    await expect(signUp.getByRole('heading', { name: 'Create an account' })).toBeFocused()
    await expect(signUp.getByText('you check out faster, follow every order')).toBeVisible()
    const box = await signUp.boundingBox()
    expect(box?.width ?? 999).toBeLessThanOrEqual(390)
    expect(await blockingAxeViolations(page)).toEqual([])

    // Sent empty, each field is refused at itself in the catalogue's words, the first focused.
    expectRefusal(400, '/api/account/join')
    await signUp.getByRole('button', { name: 'Create account' }).press('Enter')
    const firstName = signUp.getByRole('textbox', { name: 'First name' })
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(signUp.locator('#sign-up-firstName-error')).toHaveText(/\S/)

    await firstName.fill('Ines')
    await signUp.getByRole('textbox', { name: 'Last name' }).fill('Moor')
    await signUp.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail())
    await signUp.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await signUp.getByLabel('Date of birth').fill('1991-05-06')
    await signUp.getByRole('textbox', { name: /^Mobile number/ }).fill('206 555 0142')
    await signUp.getByRole('textbox', { name: /ZIP code/ }).fill('98101')
    await signUp.getByRole('checkbox', { name: /I accept the/ }).check()
    await signUp.getByRole('button', { name: 'Create account' }).press('Enter')

    const offer = page.getByRole('dialog', { name: 'Join our loyalty program?' })
    await expect(offer.getByRole('heading', { name: 'Join our loyalty program?' })).toBeFocused()
    await expect(offer.getByText('Step 1 of 6')).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await offer.getByRole('button', { name: 'Not now' }).press('Enter')

    const welcome = page.getByRole('dialog', { name: 'Welcome aboard' })
    await expect(welcome.getByRole('heading', { name: 'Welcome aboard' })).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await welcome.getByRole('button', { name: 'Continue' }).press('Enter')

    const interests = page.getByRole('dialog', { name: 'Your interests' })
    await expect(interests.getByRole('heading', { name: 'Your interests' })).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await interests.getByRole('checkbox', { name: 'Climbing' }).press('Space')
    await interests.getByLabel('Preferred shoe size').selectOption('10')
    await interests.getByRole('button', { name: 'Save and finish' }).press('Enter')

    const done = page.getByRole('dialog', { name: 'You’re all set' })
    await expect(done.getByRole('heading', { name: 'You’re all set' })).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await done.getByRole('button', { name: 'Continue' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)
    await expect(page.getByRole('banner').getByRole('link', { name: /Hi, Ines/ })).toBeVisible()
  })

  test('Escape closes a step of the sign-up, and the shopper is signed in on the page behind', async ({
    sharedPage: page,
  }) => {
    await openSignInDialog(page)
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('link', { name: 'Create an account' })
      .click()
    const signUp = page.getByRole('dialog', { name: 'Create an account' })
    await signUp.getByRole('textbox', { name: 'First name' }).fill('Otto')
    await signUp.getByRole('textbox', { name: 'Last name' }).fill('Lind')
    await signUp.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail())
    await signUp.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await signUp.getByLabel('Date of birth').fill('1990-01-02')
    await signUp.getByRole('checkbox', { name: /I accept the/ }).check()
    await signUp.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('dialog', { name: 'Join our loyalty program?' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)
    await expect(page.getByRole('banner').getByRole('link', { name: /Hi, Otto/ })).toBeVisible()
  })
})
