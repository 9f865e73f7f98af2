import { blockingAxeViolations, CHOICE_WITH_TARGETING, expect, test } from './fixtures'

const uniqueEmail = () => `join-e2e-${crypto.randomUUID().slice(0, 12)}@example.com`

test.describe('the enrolment flow', () => {
  test('a new email by keyboard: lookup, sign-up, the loyalty offer, then each profile step to success', async ({
    page,
    expectRefusal,
  }) => {
    const email = uniqueEmail()
    await page.goto('/en-us/account/join?returnTo=%2Fen-us%2Fcart')
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in or create an account' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    // An email that is not one is refused at the field, which takes focus.
    expectRefusal(400, '/en-us/account/join')
    const lookup = page.getByRole('textbox', { name: 'Email' })
    await lookup.fill('nope@')
    await page.getByRole('button', { name: 'Continue' }).press('Enter')
    await expect(lookup).toBeFocused()
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible()
    await lookup.fill(email)
    await page.getByRole('button', { name: 'Continue' }).press('Enter')

    // No account: the sign-up step, the email filled in (and nowhere in the address bar).
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    expect(page.url()).not.toContain(encodeURIComponent(email))
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
    await page.getByRole('textbox', { name: 'First name' }).fill('Runa')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Holm')
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('1994-05-06')
    await page.getByRole('checkbox', { name: /I accept the/ }).press('Space')
    await page.getByRole('button', { name: 'Create account' }).press('Enter')

    // 0: the loyalty offer; without the terms it is refused at the box.
    await expect(page).toHaveURL(/\/en-us\/account\/join\?step=non-loyalty&returnTo=%2Fen-us%2Fcart$/)
    await expect(page.getByText('Step 1 of 6')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Member benefits' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Join the program' }).press('Enter')
    await expect(page.getByRole('checkbox', { name: /I agree to the/ })).toBeFocused()
    await expect(page.getByText('Please agree to the loyalty program terms to join.')).toBeVisible()
    await page.getByRole('checkbox', { name: /I agree to the/ }).press('Space')
    await page.getByRole('button', { name: 'Join the program' }).press('Enter')

    // 1: the welcome.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard' })).toBeVisible()
    await page.getByRole('link', { name: 'Continue' }).press('Enter')

    // 2: the mobile number, required here.
    await expect(page.getByRole('heading', { level: 1, name: 'Your mobile number' })).toBeVisible()
    const phone = page.getByRole('textbox', { name: 'Mobile number' })
    await page.getByRole('button', { name: 'Continue' }).press('Enter')
    await expect(phone).toBeFocused()
    await expect(page.getByText('Enter your mobile number.')).toBeVisible()
    await phone.fill('206 555 0188')
    await page.getByRole('button', { name: 'Continue' }).press('Enter')

    // 3: what the profile is missing: only the postal code.
    await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveCount(0)
    const zip = page.getByRole('textbox', { name: 'ZIP code' })
    await zip.fill('ABC')
    await page.getByRole('button', { name: 'Continue' }).press('Enter')
    await expect(zip).toBeFocused()
    await zip.fill('98101')
    await page.getByRole('button', { name: 'Continue' }).press('Enter')

    // 4: interests, then 5: success, back to where the flow began.
    await expect(page.getByRole('heading', { level: 1, name: 'Your interests' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'Hiking' }).press('Space')
    await page.getByLabel('Preferred shoe size').selectOption('10')
    await page.getByRole('button', { name: 'Save and finish' }).press('Enter')
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Continue' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/cart$/)
  })

  test('an existing account: lookup, then sign-in, then what the profile is missing', async ({ page }) => {
    await page.goto('/en-us/account/join?email=shopper%40example.com')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('shopper@example.com')
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    )
    const password = page.getByLabel('Password', { exact: true })
    await expect(password).toBeFocused()
    await password.fill('Passw0rd!')
    await password.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account(\/join\?step=(mobile|profile))?/)
  })
})

test.describe('the sign-in dialog', () => {
  test('opens from the header’s account link, closes with Escape back to the link, and signs in on the same page', async ({
    page,
    expectRefusal,
  }) => {
    const dialogCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/.*\.js$/.test(request.url())) dialogCode.push(request.url())
    })
    await page.goto('/en-us/help/contact-us')
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
    const island = page.locator('[data-island="sign-in-link"]')
    await expect(island).toHaveAttribute('data-hydrated', 'waiting')
    const before = dialogCode.length

    // By keyboard: focus wakes the link's island; Enter opens the dialog, whose code comes with that first click.
    await account.focus()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await account.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    expect(dialogCode.length).toBeGreaterThan(before)
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(account).toBeFocused()
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)

    // A wrong password is refused in the dialog; the right one signs in and reloads the page the shopper was on.
    await account.press('Enter')
    await expect(dialog).toBeVisible()
    expectRefusal(422, '/api/account/sign-in')
    await dialog.getByRole('textbox', { name: 'Email' }).fill('loyal@example.com')
    await dialog.getByLabel('Password').fill('Wrong-passw0rd')
    await dialog.getByRole('button', { name: 'Sign in' }).press('Enter')
    await expect(dialog.getByRole('alert')).toBeVisible()
    await dialog.getByLabel('Password').fill('Passw0rd!')
    await dialog.getByRole('button', { name: 'Sign in' }).press('Enter')
    // Signed in, the dialog confirms it (spec 1 §2's sign-in confirmation): the greeting focused, the points, one
    // way on.
    const confirmation = page.getByRole('dialog', { name: 'Welcome back, Lena' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation.getByRole('heading', { name: 'Welcome back, Lena' })).toBeFocused()
    await expect(confirmation.getByRole('status')).toContainText('You’re signed in.')
    await expect(confirmation.getByRole('status')).toContainText(/You have [\d,]+ loyalty points\./)
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(confirmation.getByRole('button', { name: 'Continue' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)
    await expect(page.locator('[data-island="sign-in-link"]')).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en-us/account',
    )
  })
})

test.describe('the sign-in dialog’s employee terms', () => {
  test('an employee accepts the employee terms in the dialog by keyboard, then is greeted and goes on', async ({
    page,
  }) => {
    await page.goto('/en-us/stores')
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
    await account.focus()
    await expect(page.locator('[data-island="sign-in-link"]')).toHaveAttribute('data-hydrated', 'true')
    await account.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill('new-employee@example.com')
    await dialog.getByLabel('Password').fill('Passw0rd!')
    await dialog.getByRole('button', { name: 'Sign in' }).press('Enter')

    // First the terms (spec 1 §4): their title focused, the terms a link away, accept or go on without.
    const terms = page.getByRole('dialog', { name: 'Employee discount terms' })
    await expect(terms.getByRole('heading', { name: 'Employee discount terms' })).toBeFocused()
    await expect(terms.getByRole('link', { name: /Read the employee discount terms/ })).toHaveAttribute(
      'href',
      '/en-us/associate-discount-terms',
    )
    await expect(terms.getByRole('button', { name: 'Continue without the employee discount' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(terms.getByRole('button', { name: 'Accept and continue' })).toBeFocused()
    await page.keyboard.press('Enter')

    // Then the confirmation, and on to the page the shopper was on, the discount theirs.
    const confirmation = page.getByRole('dialog', { name: 'Welcome back, Nia' })
    await expect(confirmation.getByRole('heading', { name: 'Welcome back, Nia' })).toBeFocused()
    // Continue loads the page again, signed in: its address is the same, so the test waits for that load to end
    // (a page opened while it is on its way would cut it off, or be cut off by it).
    const loaded = page.waitForEvent('load')
    await confirmation.getByRole('button', { name: 'Continue' }).press('Enter')
    await loaded
    await expect(page).toHaveURL(/\/en-us\/stores$/)
    await page.goto('/en-us/account')
    await expect(page.getByText('needs the employee discount terms accepted')).toHaveCount(0)
  })
})

test.describe('the simplified enrolment dialog', () => {
  // The shop under test runs with simplified enrolment off by default; its flag turns it on for a UK shopper who
  // consented to targeting (the mock experimentation service's rollout), so the page comes with that dialog and
  // its words, as a deployment with it on serves them.
  test.use({ consentChoice: CHOICE_WITH_TARGETING })

  test('looks the email up, then makes an account with a password and signs in on the same page', async ({
    page,
  }) => {
    const email = uniqueEmail()
    await page.goto('/en-gb/help/warranty')
    const account = page.getByRole('banner').getByRole('link', { name: 'Account' })
    await account.focus()
    await expect(page.locator('[data-island="sign-in-link"]')).toHaveAttribute('data-hydrated', 'true')
    await account.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' })
    await expect(dialog).toBeVisible()
    const emailField = dialog.getByRole('textbox', { name: 'Email' })
    await expect(emailField).toBeFocused()
    await emailField.fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).press('Enter')

    // No account has it: a password, its requirements and the legal links, then the account is made.
    const password = dialog.getByLabel('Password')
    await expect(password).toBeFocused()
    await expect(dialog.getByText('At least 8 characters')).toBeVisible()
    await expect(dialog.getByRole('link', { name: /terms of sale/ })).toHaveAttribute(
      'href',
      '/en-gb/sale-terms',
    )
    await expect(dialog.getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'href',
      '/en-gb/privacy',
    )
    expect(await blockingAxeViolations(page)).toEqual([])
    await password.fill('Fresh-start7')
    await dialog.getByRole('button', { name: 'Create account' }).press('Enter')
    await expect(page).toHaveURL(/\/en-gb\/help\/warranty$/)
    await expect(page.locator('[data-island="sign-in-link"]')).toHaveCount(0)
  })
})

test.describe('the enrolment flow without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a new email goes through every step as plain forms', async ({ page }) => {
    const email = uniqueEmail()
    await page.goto('/en-us/account/join')
    await page.getByRole('textbox', { name: 'Email' }).fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible()
    await page.getByRole('textbox', { name: 'First name' }).fill('Ivo')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lind')
    await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
    await page.getByLabel('Date of birth').fill('1990-07-08')
    await page.getByRole('checkbox', { name: /I accept the/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Join our loyalty program?' })).toBeVisible()
    await page.getByRole('button', { name: 'Not now' }).click()
    await page.getByRole('link', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('2065550199')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('10001')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Skip' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible()
    await page.getByRole('link', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/en-us\/account$/)
  })
})
