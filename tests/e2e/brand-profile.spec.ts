import { expect, test } from './fixtures'

const uniqueEmail = () => `brand-e2e-${crypto.randomUUID().slice(0, 12)}@example.com`

test.describe('one sign-in, a profile per brand', () => {
  test('an account made on Tidewater signs in on Kestrel, confirms its details by keyboard without JavaScript, and goes on', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    const email = uniqueEmail()
    await page.goto(`http://tidewater.localhost:${process.env.E2E_PORT}/en-us/account/sign-up`)
    await page.getByRole('textbox', { name: 'First name' }).fill('Tove')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lund')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('1991-03-04')
    await page.getByRole('checkbox', { name: /I accept the/ }).press('Space')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page).toHaveURL(/tidewater\.localhost.*\/en-us\/account/)

    // Kestrel: the same email and password, no profile here yet.
    await page.goto('/en-us/account/sign-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('Fresh-start7')
    await password.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/join\?step=brand&returnTo=/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Kestrel: confirm your details' }),
    ).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Tove')
    const lastName = page.getByRole('textbox', { name: 'Last name' })
    await expect(lastName).toHaveValue('Lund')

    // The account waits for the profile.
    await page.goto('/en-us/account/orders')
    await expect(page).toHaveURL(/\/en-us\/account\/join\?step=brand&returnTo=%2Fen-us%2Faccount%2Forders$/)

    // A name left empty is refused at its field, which takes focus; then the profile is made.
    expectRefusal(400, '/en-us/account/join')
    await lastName.fill('')
    await page.getByRole('button', { name: 'Confirm and continue' }).press('Enter')
    await expect(lastName).toBeFocused()
    await expect(lastName).toHaveAttribute('aria-invalid', 'true')
    await lastName.fill('Lund-Berg')
    await page.getByRole('button', { name: 'Confirm and continue' }).press('Enter')

    // No phone on file: the complete-profile steps go on, then the account the shopper asked for.
    await expect(page.getByRole('heading', { level: 1, name: 'Your mobile number' })).toBeVisible()
    await page.goto('/en-us/account/orders')
    await expect(page).toHaveURL(/\/en-us\/account\/orders$/)
  })
})
