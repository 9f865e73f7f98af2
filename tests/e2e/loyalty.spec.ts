import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, test } from './fixtures'
import { outboxLinks } from './mock-api'

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
    await expect(page).toHaveURL(
      /\/en-us\/account\/employee-terms\?returnTo=%2Fen-us%2Ffavorites%3FsignedIn%3D1$/,
    )
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
    // On to the page asked for, with the sign-in confirmation as its status.
    await expect(page).toHaveURL(/\/en-us\/favorites\?signedIn=1$/)
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back, Omar' })).toBeVisible()

    // The overview now shows the associate discount.
    await page.goto('/en-us/account')
    await expect(page.getByText('annual associate discount cap')).toBeVisible()

    // And the bag takes it off at once, with its banner (decision 049).
    await addToBag(page, 'KS100013', 1)
    await page.goto('/en-us/cart')
    await expect(page.getByText(/^Your 30% associate discount is applied\./)).toBeVisible()
    await expect(
      page
        .locator('.cart-totals')
        .getByRole('term')
        .filter({ hasText: /^30% associate discount$/ }),
    ).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})

test.describe('joining the loyalty program', () => {
  test('a shopper follows a referral link, joins by keyboard and sees their points and vouchers', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto(
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Floyalty%3Freferral_code%3DLM-100-2500',
    )
    await page.getByRole('textbox', { name: 'Email' }).fill('join@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/loyalty\?referral_code=LM-100-2500(?:&signedIn=1)?$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Join our loyalty program' })).toBeVisible()
    const code = page.getByRole('textbox', { name: 'Referral code (optional)' })
    await expect(code).toHaveValue('LM-100-2500')
    expect(await blockingAxeViolations(page)).toEqual([])

    // Without the terms: refused at the box, the code kept.
    expectRefusal(400, '/en-us/account/loyalty')
    await code.focus()
    await page.keyboard.press('Tab')
    const box = page.getByRole('checkbox', { name: /I agree to the/ })
    await expect(box).toBeFocused()
    await page.keyboard.press('Tab') // the terms' link
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Join' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByText('Please agree to the loyalty program terms to join.')).toBeVisible()
    await expect(page).toHaveURL(/\/en-us\/account\/loyalty(?:\?(?:referral_code=LM-100-2500&)?signedIn=1)?$/)
    await expect(box).toBeFocused()
    await expect(code).toHaveValue('LM-100-2500')
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/en-us\/account\/loyalty\?account=joined$/)
    await expect(page.getByText('Welcome to the loyalty program.')).toBeVisible()
    await expect(page.getByText('350 points', { exact: true })).toBeVisible()
    await expect(page.getByText('You need 150 more points.')).toBeVisible()
    await expect(page.getByText('10% off your next order with the code WELCOME10.')).toBeVisible()
  })
})

test.describe('subscriptions', () => {
  test('without JavaScript, texts need a valid phone and a code sent by text; the text’s link fills the code in', async ({
    phoneWithoutScript: page,
    request,
    expectRefusal,
  }) => {
    await page.goto('/en-us/account/sign-in?returnTo=%2Fen-us%2Faccount%2Fsubscriptions')
    await page.getByRole('textbox', { name: 'Email' }).fill('join@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en-us\/account\/subscriptions(?:\?signedIn=1)?$/)

    expectRefusal(400, '/en-us/account/subscriptions')
    const phoneField = page.getByRole('textbox', { name: 'Mobile number' })
    await phoneField.fill('12345')
    await page.getByRole('button', { name: 'Get text messages' }).click()
    await expect(page.getByText('Enter a valid mobile number', { exact: false }).last()).toBeVisible()
    await expect(phoneField).toHaveValue('12345')
    // The refusal is the section at its own address (decision 068).
    await expect(page).toHaveURL(/\/en-us\/account\/subscriptions(?:\?signedIn=1)?$/)

    const phone = `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    await phoneField.fill(phone)
    await page.getByRole('button', { name: 'Get text messages' }).click()
    await expect(page).toHaveURL(/\?account=smsPending$/)
    await expect(page.getByText(`We sent a code to +1${phone}.`)).toBeVisible()

    const [texted] = await outboxLinks(request, `+1${phone}`)
    const link = new URL(texted ?? '')
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('textbox', { name: 'Code from the text message' })).toHaveValue(
      link.searchParams.get('code') ?? '',
    )
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page).toHaveURL(/\?account=smsOn$/)
    await expect(page.getByText(`You get our text messages at +1${phone}.`)).toBeVisible()
    await page.getByRole('button', { name: 'Stop text messages' }).click()
    await expect(page.getByText('You won’t get our text messages any more.')).toBeVisible()
  })
})
