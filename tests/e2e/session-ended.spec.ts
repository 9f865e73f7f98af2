import { fillCard } from './checkout-helpers'
import { expect, signUpInBrowser, test } from './fixtures'

test.describe('a session that ended while an island was open', () => {
  test('sends the shopper to sign in, told why, and back to the card they were adding, by keyboard', async ({
    page,
    browser,
    baseURL,
    expectRefusal,
  }) => {
    // The save refused for the ended session (REW401, whose action is to sign in again).
    expectRefusal(422, '/api/account/payment-methods/cards')
    const email = `ended-${crypto.randomUUID().slice(0, 12)}@example.com`
    const password = 'Two-devices9'
    await signUpInBrowser(page, {
      email,
      password,
      firstName: 'Ines',
      lastName: 'Vale',
      birthDate: '1988-06-21',
      smsOptIn: false,
      newsletter: false,
    })

    // On another device the shopper opens the payment methods, ready to add a card.
    const other = await browser.newContext({ baseURL })
    const phone = await other.newPage()
    await phone.goto('/en-us/account/sign-in')
    await phone.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
    await phone.getByLabel('Password').pressSequentially(password)
    await phone.getByLabel('Password').press('Enter')
    await expect(phone).toHaveURL(/\/en-us\/account\?account=signedIn$/)
    await phone.goto('/en-us/account/payment-methods')
    await expect(phone.getByRole('button', { name: 'Save card' })).toBeVisible()

    // Meanwhile the first device signs every other one out.
    await page.goto('/en-us/account/security')
    await page.getByRole('button', { name: 'Sign out on all other devices' }).press('Enter')
    await expect(page).toHaveURL(/account=signedOutElsewhere$/)

    // The card is refused for the ended session: the island goes to sign in, coming back here.
    await fillCard(phone, '4111 1111 1111 1111')
    await phone.getByRole('button', { name: 'Save card' }).press('Enter')
    await expect(phone).toHaveURL(
      /\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Faccount%2Fpayment-methods&account=sessionEnded$/,
    )
    await expect(phone.getByText('You were signed out. Please sign in again.')).toBeVisible()
    await phone.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
    await phone.getByLabel('Password').pressSequentially(password)
    await phone.getByLabel('Password').press('Enter')
    await expect(phone).toHaveURL(/\/en-us\/account\/payment-methods/)

    // Signed in again, the card the shopper was adding is saved.
    await fillCard(phone, '4111 1111 1111 1111')
    await phone.getByRole('button', { name: 'Save card' }).press('Enter')
    await expect(phone).toHaveURL(/account=cardSaved/)
    await other.close()
  })
})
