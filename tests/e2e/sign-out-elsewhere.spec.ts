import { blockingAxeViolations, expect, signUpInBrowser, test } from './fixtures'

/** Signs a browser in through the sign-in page, by keyboard. */
async function signInByKeyboard(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/en-us/account/sign-in')
  await page.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
  await page.getByLabel('Password').pressSequentially(password)
  await page.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)
}

test.describe('signing out on all other devices', () => {
  test('signs the other browser out on its next page, and this one stays signed in', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An account of this test alone, made by the shop's own sign-up call.
    const email = `devices-${crypto.randomUUID().slice(0, 12)}@example.com`
    const password = 'Two-devices9'
    await signUpInBrowser(page, {
      email,
      password,
      firstName: 'Ida',
      lastName: 'Berg',
      birthDate: '1990-04-02',
      smsOptIn: false,
      newsletter: false,
    })

    const other = await browser.newContext({ baseURL })
    const phone = await other.newPage()
    await signInByKeyboard(phone, email, password)

    await page.goto('/en-us/account')
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Sign-in and security' })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: 'Signed in on other devices' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Sign out on all other devices' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/security\?account=signedOutElsewhere$/)
    await expect(page.getByRole('status')).toHaveText('You’re signed out on all your other devices.')

    // The other browser's next page finds it signed out, and says so.
    await phone.goto('/en-us/account')
    await expect(phone).toHaveURL(
      /\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Faccount&account=sessionEnded$/,
    )
    await expect(phone.getByText('You were signed out. Please sign in again.')).toBeVisible()
    await other.close()

    await page.goto('/en-us/account')
    await expect(page.getByText('Hello, Ida')).toBeVisible()
  })
})
