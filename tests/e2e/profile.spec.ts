import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, test } from './fixtures'

const uniqueEmail = () => `profile-${crypto.randomUUID().slice(0, 12)}@example.com`

/** Opens an account of this test alone through the sign-up form; the shopper lands signed in on the account. */
async function signUp(page: Page, firstName: string) {
  await page.goto('/en-us/account/sign-up')
  await page.getByRole('textbox', { name: 'First name' }).fill(firstName)
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist')
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail())
  await page.getByLabel('Password', { exact: true }).fill('Fresh-start7')
  await page.getByLabel('Date of birth').fill('1991-05-14')
  await page.getByRole('checkbox', { name: /I accept the/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/en-us\/account\?account=signedUp$/)
}

/** The page's width once it has loaded (its stylesheet applied). */
async function pageWidth(page: Page): Promise<number> {
  await page.waitForLoadState('load')
  return page.evaluate(() => document.documentElement.scrollWidth)
}

/** Fills an address form's fields by keyboard, each field reached by its label. */
async function typeAddress(page: Page, address: { line: string; city: string; zip: string; phone: string }) {
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('')
  await page.getByRole('textbox', { name: 'Address', exact: true }).pressSequentially(address.line)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'City' })).toBeFocused()
  await page.keyboard.type(address.city)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused()
  // A focused select takes the typed name of an option.
  await page.keyboard.type('Washington')
  await page.keyboard.press('Tab')
  await page.keyboard.type(address.zip)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('textbox', { name: 'Phone' })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(address.phone)
}

test.describe('the profile and the address book', () => {
  test('by keyboard: the profile refused with a summary and focus on the field, then saved', async ({
    page,
    expectRefusal,
  }) => {
    await signUp(page, 'Ines')
    const nav = page.getByRole('navigation', { name: 'Your account' })
    await nav.getByRole('link', { name: 'Profile' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/profile$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ines')
    await expect(page.getByLabel('Date of birth')).toHaveValue('1991-05-14')
    expect(await blockingAxeViolations(page)).toEqual([])

    // A phone the mask refuses: the page comes back with a summary, the field's message and the field focused.
    const phone = page.getByRole('textbox', { name: 'Mobile number (optional)' })
    await expect(phone).toHaveAccessibleDescription('Like (206) 555-0110.')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lindqvist-Berg')
    await phone.fill('555 01')
    await page.getByRole('checkbox', { name: 'Hiking' }).press('Space')
    expectRefusal(400, '/en-us/account/profile')
    await page.getByRole('button', { name: 'Save changes' }).press('Enter')
    await expect(page.getByRole('alert')).toContainText('There is a problem')
    await expect(
      page.getByRole('link', { name: /Mobile number \(optional\): Enter a mobile number/ }),
    ).toBeVisible()
    await expect(phone).toBeFocused()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lindqvist-Berg')
    await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked()
    expect(await blockingAxeViolations(page)).toEqual([])

    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(`206 555 ${String(1000 + Math.floor(Math.random() * 9000))}`)
    await page.getByRole('checkbox', { name: 'Climbing' }).press('Space')
    await page.getByRole('combobox', { name: 'Preferred shoe size' }).focus()
    await page.keyboard.type('9')
    await page.getByRole('button', { name: 'Save changes' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/profile\?account=profileSaved$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your profile is saved.')
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lindqvist-Berg')
    await expect(page.getByRole('checkbox', { name: 'Hiking' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Climbing' })).toBeChecked()
    await expect(page.getByRole('checkbox', { name: 'Running' })).not.toBeChecked()
    await expect(page.getByRole('combobox', { name: 'Preferred shoe size' })).toHaveValue('9')
    await expect(phone).toHaveValue(/^\(206\) 555 - \d{4}$/)
  })

  test('by keyboard: addresses added, one made main, another deleted after a confirmation', async ({
    page,
  }) => {
    await signUp(page, 'Ines')
    const nav = page.getByRole('navigation', { name: 'Your account' })
    // The address book starts empty; the first shipping address is main by itself.
    await nav.getByRole('link', { name: 'Addresses' }).press('Enter')
    await expect(page.getByText('You have no saved shipping addresses yet.')).toBeVisible()
    await page.getByRole('link', { name: 'Add a shipping address' }).press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'Add an address' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Shipping address' })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ines')
    expect(await blockingAxeViolations(page)).toEqual([])
    await typeAddress(page, { line: '500 Pine Street', city: 'Seattle', zip: '98101', phone: '206 555 0123' })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/addresses\?account=addressSaved$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Address saved.')
    const shipping = page.getByRole('region', { name: 'Shipping addresses' })
    await expect(shipping.getByRole('listitem')).toHaveCount(1)
    await expect(shipping.getByRole('listitem').first()).toContainText('Main shipping address')

    await page.getByRole('link', { name: 'Add a shipping address' }).press('Enter')
    await typeAddress(page, { line: '77 Harbor Way', city: 'Tacoma', zip: '98402', phone: '253 555 0188' })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Address saved.')
    const cards = shipping.getByRole('listitem')
    await expect(cards).toHaveCount(2)
    await expect(cards.first()).toContainText('500 Pine Street')
    await expect(cards.first()).toContainText('Main shipping address')
    expect(await blockingAxeViolations(page)).toEqual([])

    // Set the second one main: it moves first and takes the mark; the other loses it.
    await page
      .getByRole('button', { name: 'Set as main: Ines Lindqvist, 77 Harbor Way, Tacoma' })
      .press('Enter')
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Main address changed.')
    await expect(cards.first()).toContainText('77 Harbor Way')
    await expect(cards.first()).toContainText('Main shipping address')
    await expect(cards.nth(1)).not.toContainText('Main shipping address')

    // Delete asks first: the question and its button open under "Delete", by keyboard.
    const deleteYes = page.getByRole('button', {
      name: 'Yes, delete: Ines Lindqvist, 500 Pine Street, Seattle',
    })
    await expect(deleteYes).toBeHidden()
    await page.getByLabel('Delete: Ines Lindqvist, 500 Pine Street, Seattle', { exact: true }).press('Enter')
    await expect(deleteYes).toBeVisible()
    await expect(deleteYes).toHaveAccessibleDescription('Delete this address? This can’t be undone.')
    await deleteYes.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/addresses\?account=addressDeleted$/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Address deleted.')
    await expect(cards).toHaveCount(1)
    await expect(cards.first()).toContainText('77 Harbor Way')
    await expect(page.getByText('500 Pine Street')).toHaveCount(0)
  })

  test('without JavaScript on a phone: an address refused in place, then saved as the main billing address', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    await signUp(page, 'Malin')
    await page.goto('/en-us/account/security')
    // The account navigation's row opens scrolled to the section shown, without JavaScript too.
    const shown = await page.locator('.account-layout__nav ul').evaluate((row) => {
      const current = row.querySelector('[aria-current]')?.getBoundingClientRect()
      const box = row.getBoundingClientRect()
      return current ? current.left >= box.left - 1 && current.right <= box.right + 1 : false
    })
    expect(shown).toBe(true)
    await page.goto('/en-us/account/addresses')
    await page.getByRole('link', { name: 'Add a billing address' }).click()
    await expect(page.getByRole('radio', { name: 'Billing address' })).toBeChecked()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Elm Court')
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('981')
    expectRefusal(400, '/en-us/account/addresses/new')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByRole('alert')).toContainText('There is a problem')
    await expect(page.getByText('Enter a ZIP code like 12345.', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('12 Elm Court')
    await expect(page.getByRole('radio', { name: 'Billing address' })).toBeChecked()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
    await page.getByRole('textbox', { name: 'City' }).fill('Spokane')
    await page.getByRole('combobox', { name: 'State' }).selectOption('WA')
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('99201')
    await page.getByRole('textbox', { name: 'Phone' }).fill('509 555 0144')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect(page).toHaveURL(/\/en-us\/account\/addresses\?account=addressSaved$/)
    const billing = page.getByRole('region', { name: 'Billing addresses' })
    await expect(billing.getByRole('listitem')).toContainText(['Main billing address'])
    await expect(billing.getByText('Your only billing address can be changed but not deleted.')).toBeVisible()
    expect(await pageWidth(page)).toBeLessThanOrEqual(390)
  })
})
