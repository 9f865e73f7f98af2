import { blockingAxeViolations, expect, test } from './fixtures'

const uniqueEmail = () => `e2e-${crypto.randomUUID().slice(0, 12)}@example.com`

test.describe('creating an account', () => {
  test('by keyboard: each field refused in turn with focus on the first, then the new customer lands signed in', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/account/sign-in')
    await page.getByRole('link', { name: 'Create an account' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-up$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/en-us/account/sign-in',
    )
    await expect(page.getByRole('link', { name: /terms of sale/ })).toHaveAttribute(
      'href',
      '/en-us/sale-terms',
    )
    await expect(page.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/en-us/privacy')

    // The checklist ticks as the password is typed; the SMS box waits for a valid phone.
    const password = page.getByLabel('Password', { exact: true })
    const sms = page.getByRole('checkbox', { name: 'Text me news and offers' })
    await expect(page.locator('[data-island="sign-up-helper"]')).toHaveAttribute('data-hydrated', 'true')
    await expect(sms).toBeDisabled()
    await password.pressSequentially('abc')
    await expect(page.getByRole('listitem').filter({ hasText: 'a lower-case letter' })).toContainText(
      '(done)',
    )
    await expect(page.getByRole('listitem').filter({ hasText: 'at least 8 characters' })).toContainText(
      '(not yet)',
    )
    await page.getByLabel('Mobile number (optional)').fill('206 555 0110')
    await expect(sms).toBeEnabled()
    await page.getByLabel('Mobile number (optional)').fill('')
    await expect(sms).toBeDisabled()

    // Nothing else filled in: the first field is refused and takes focus.
    expectRefusal(400, '/en-us/account/sign-up')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page.getByRole('alert').first()).toHaveText('Please check the fields marked below.')
    const firstName = page.getByRole('textbox', { name: 'First name' })
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    expect(await blockingAxeViolations(page)).toEqual([])
    for (const message of [
      'Enter your first name.',
      'Enter your last name.',
      'Enter your email address.',
      'Use at least 8 characters, with an upper-case letter, a lower-case letter and a digit.',
      'Enter your date of birth.',
      'Accept the terms of sale and the privacy policy to create an account.',
    ])
      await expect(page.getByText(message)).toBeVisible()

    // Then one field at a time, each refused field focused in turn.
    await firstName.fill('Mia')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lund')
    await page.getByRole('textbox', { name: 'Email' }).fill('mia@example')
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('2020-01-01')
    await page.getByRole('checkbox', { name: /I accept the/ }).press('Space')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
    await expect(page.getByText('You must be 13 or older to create an account.').last()).toBeVisible()
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')

    // An email that has an account: refused at the email, with a way to sign in.
    expectRefusal(409, '/en-us/account/sign-up')
    await page.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com')
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('1995-06-15')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expect(page.getByText('An account with this email address already exists.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in with this email address' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /I accept the/ })).toBeChecked()

    const email = uniqueEmail()
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedUp$/)
    await expect(page.getByText('Welcome, Mia. Your account is ready and you’re signed in.')).toBeVisible()
    await expect(page.getByText('Signed in as', { exact: false })).toContainText(email)
  })

  test('without JavaScript on a phone: refused in place, then signed in and sent back', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/account/sign-up?returnTo=%2Fen-us%2Ffavorites')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    // Without the script the SMS box is usable; the worker holds it to a valid phone.
    expectRefusal(400, '/en-us/account/sign-up')
    await page.getByRole('textbox', { name: 'First name' }).fill('Noor')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Haddad')
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail())
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('2001-03-04')
    await page.getByRole('checkbox', { name: 'Text me news and offers' }).check()
    await page.getByRole('checkbox', { name: /I accept the/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Add a valid mobile number to get texts.')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Text me news and offers' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Noor')
    await page
      .getByLabel('Mobile number (optional)')
      .fill(`(206) 555-${String(1000 + Math.floor(Math.random() * 9000))}`)
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/en-us\/favorites$/)
    await page.goto('/en-us/account')
    await expect(page.getByText('Signed in as Noor Haddad', { exact: false })).toBeVisible()
  })

  test('in Italy by keyboard: the locale’s required phone, gender, postal code and SMS opt-in, each said at its field', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/it-it/account/sign-up')
    await expect(page.getByRole('heading', { level: 1, name: 'Crea un account' })).toBeVisible()
    await expect(page.locator('[data-island="sign-up-helper"]')).toHaveAttribute('data-hydrated', 'true')
    expect(await blockingAxeViolations(page)).toEqual([])
    const phone = page.getByRole('textbox', { name: 'Numero di cellulare', exact: true })
    const postalCode = page.getByRole('textbox', { name: 'CAP', exact: true })
    const gender = page.getByRole('combobox', { name: 'Genere' })
    const sms = page.getByRole('checkbox', { name: 'Inviami novità e offerte via SMS' })
    for (const field of [phone, postalCode, gender, sms]) await expect(field).toHaveAttribute('required', '')
    await expect(phone).toHaveAttribute('inputmode', 'tel')
    await expect(postalCode).toHaveAttribute('inputmode', 'numeric')
    await expect(sms).toBeDisabled()

    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia')
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Rossi')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail())
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Data di nascita').fill('1995-06-15')
    await page.getByRole('checkbox', { name: /Accetto le/ }).press('Space')
    expectRefusal(400, '/it-it/account/sign-up')
    await page.getByRole('button', { name: 'Crea account' }).press('Enter')
    await expect(page.getByRole('alert').first()).toHaveText('Controlla i campi indicati qui sotto.')
    await expect(gender).toBeFocused()
    for (const message of [
      'Scegli il tuo genere.',
      'Inserisci il tuo numero di cellulare.',
      'Inserisci il tuo CAP.',
      'Accetta di ricevere SMS per creare un account in questo negozio.',
    ])
      await expect(page.getByText(message)).toBeVisible()
    await expect(sms).toHaveAttribute('aria-invalid', 'true')
    expect(await blockingAxeViolations(page)).toEqual([])

    // By keyboard: a gender from the list, a valid mobile number enables the SMS box, the postal code, then send.
    await gender.press('ArrowDown')
    await expect(gender).not.toHaveValue('')
    await phone.focus()
    await page.keyboard.type(`31${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`)
    await expect(sms).toBeEnabled()
    await sms.press('Space')
    await postalCode.fill('00184')
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByRole('button', { name: 'Crea account' }).press('Enter')
    await expect(page).toHaveURL(/\/it-it\/account\?account=signedUp$/)
    await expect(page.getByText('Benvenuto, Giulia.', { exact: false })).toBeVisible()
  })
})
