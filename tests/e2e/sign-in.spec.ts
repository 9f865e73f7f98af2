import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

// Each test signs in to its own demo account, so parallel workers never share a customer's bag.
test.describe('signing in', () => {
  test('a guest with a bag signs in by keyboard, keeps the bag, and signs out to a new one', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100048')
    await page.goto('/en-us/account')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Faccount$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    // A wrong password is refused at the top, the email kept, the password not.
    expectRefusal(422, '/en-us/account/sign-in')
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('athlete@example.com')
    await page.getByLabel('Password').fill('wrong-Passw0rd')
    await page.getByLabel('Password').press('Enter')
    await expect(page.getByRole('alert')).toContainText('The email address or password is wrong.')
    await expect(email).toHaveValue('athlete@example.com')
    await expect(page.getByLabel('Password')).toHaveValue('')
    await expect(page.getByLabel('Password')).toBeFocused()

    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)
    await expect(page.locator('p.notice', { hasText: 'Welcome back' })).toBeVisible()
    await expect(page.getByText('Signed in as', { exact: false })).toContainText('athlete@example.com')
    // The bag filled as a guest is the account's now.
    await page.goto('/en-us/cart')
    await pageSettled(page)
    await expect(page.getByRole('link', { name: 'Meadow Crew Tee' }).first()).toBeVisible()

    await page.goto('/en-us/account')
    await page.getByRole('button', { name: 'Sign out' }).press('Enter')
    // Signed out, the shopper is on the home page (spec 1 §2), told so in a status region.
    await expect(page).toHaveURL(/\/en-us\?account=signedOut$/)
    await expect(page.getByRole('status').filter({ hasText: 'You’re signed out.' })).toBeVisible()
    // A new bag: the signed-out shopper's is theirs, not this browser's.
    await page.goto('/en-us/cart')
    await expect(page.getByText('Your bag is empty.', { exact: false })).toBeVisible()
  })

  test('the sign-in page reads well on a phone and refuses empty fields in place without JavaScript', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    expectRefusal(400, '/en-us/account/sign-in')
    await page.goto('/en-us/account/sign-in')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert').first()).toHaveText('Please check the fields marked below.')
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter your email address.')).toBeVisible()
    // The refusal is the page at its own address: the shopper never sees an `/api` one.
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in$/)
    // The width is the laid-out page's: once its stylesheet has loaded, not while the answer is still arriving.
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('textbox', { name: 'Email' }).fill('pro@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)
    await expect(page.getByText('Welcome back', { exact: false })).toBeVisible()
  })

  test('the sign-in page offers the loyalty programme by keyboard, with the page’s content beside it', async ({
    page,
  }) => {
    await page.goto('/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart')
    await expect(page.getByRole('heading', { level: 2, name: 'Members get more' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    const create = page.getByRole('link', { name: 'Create an account' })
    await create.focus()
    await page.keyboard.press('Tab')
    const join = page.getByRole('link', { name: 'Join the loyalty program' })
    await expect(join).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-up\?variant=loyalty&returnTo=%2Fen-us%2Fcart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Join the loyalty program' })).toBeVisible()
  })
})
