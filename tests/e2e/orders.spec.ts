import type { Page } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { CARDS, checkOutFromBag, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, signUpInBrowser, test } from './fixtures'

/** From the bag through shipping and billing to the review, then the provider's card fields filled in. */
async function checkOutToPayment(page: Page) {
  await page.goto('/en-us/cart')
  await pageSettled(page)
  await checkOutFromBag(page)
  await fillCard(page, CARDS.frictionless)
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
}

const orderNumberOn = async (page: Page) =>
  ((await page.getByText(/^Order number KS\d{10}$/).textContent()) ?? '').replace('Order number ', '').trim()

/** A new account of this test alone, signed in in the page's browser context (its bag is its own). */
async function newAccount(page: Page) {
  const email = `orders-${crypto.randomUUID().slice(0, 12)}@example.com`
  await signUpInBrowser(page, { email, firstName: 'Noor', lastName: 'Haddad' })
  return email
}

test.describe('orders', () => {
  test('a shopper signs in by keyboard, checks out, and sees the order in the account', async ({ page }) => {
    await page.goto('/en-us/account/sign-in')
    await page.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)

    await addToBag(page, 'KS100111')
    await checkOutToPayment(page)
    await page.getByRole('button', { name: 'Place order' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    const orderNumber = await orderNumberOn(page)
    expect(orderNumber).toMatch(/^KS\d{10}$/)

    await page.getByRole('link', { name: 'See this order in your account' }).press('Enter')
    await expect(page).toHaveURL(`/en-us/account/orders/${orderNumber}`)
    await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible()
    await expect(page.locator('.account-order-page__summary')).toContainText('Placed')
    await expect(page.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible()
    await pageSettled(page)
    expect(await blockingAxeViolations(page)).toEqual([])

    // Cancelling asks first, on the page itself; keeping the order changes nothing.
    await page.getByRole('link', { name: 'Cancel order' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'Cancel this order?' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Yes, cancel this order' })).toBeFocused()
    await page.getByRole('link', { name: 'No, keep my order' }).press('Enter')
    await expect(page.getByRole('heading', { name: 'Cancel this order?' })).toHaveCount(0)

    await page.getByRole('link', { name: 'All orders' }).press('Enter')
    await expect(page).toHaveURL('/en-us/account/orders')
    const orders = page.getByRole('heading', { level: 2, name: /^Order KS\d{10}$/ })
    // The new order first, then the demo shopper's shipped and delivered ones.
    await expect(orders.first()).toHaveText(`Order ${orderNumber}`)
    await expect(page.getByRole('link', { name: 'Order KS0000100001' })).toBeVisible()
    await pageSettled(page)
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('a double-clicked "Place order" shows one order in the history', async ({ page }) => {
    await newAccount(page)
    await addToBag(page, 'KS100118')
    await checkOutToPayment(page)
    await placeOrder(page, { double: true })
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    const orderNumber = await orderNumberOn(page)
    await page.goto('/en-us/account/orders')
    await expect(page.getByText('1 order', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: /^Order KS\d{10}$/ })).toHaveText([
      `Order ${orderNumber}`,
    ])
  })

  test('a guest tracks the order just placed by its number and email, by keyboard', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100125')
    await checkOutToPayment(page)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    const orderNumber = await orderNumberOn(page)

    await page.getByRole('link', { name: 'Track this order' }).press('Enter')
    await expect(page).toHaveURL(`/en-us/order-status?orderNumber=${orderNumber}`)
    await expect(page.getByRole('textbox', { name: 'Order number' })).toHaveValue(orderNumber)
    expect(await blockingAxeViolations(page)).toEqual([])

    // Another email is not the order's: the same answer as for no order at all.
    expectRefusal(404, '/en-us/order-status')
    await page.getByRole('textbox', { name: 'Order number' }).focus()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await page.keyboard.type('someone-else@example.com')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toHaveText(
      'We couldn’t find an order with that number and email address. Check both and try again.',
    )
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone-else@example.com')

    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
    await page.getByRole('textbox', { name: 'Email' }).press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible()
    await expect(page.locator('.order-status-page__summary')).toContainText('Placed')
    await expect(page.getByText('Tracking details show here once the order ships.')).toBeVisible()
    // The email is in no address the browser keeps.
    expect(page.url()).not.toContain('ana%40example.com')
    expect(page.url()).not.toContain('ana@example.com')
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('without JavaScript, on a phone, a guest is told what is wrong beside the field, then sees the tracking', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/order-status')
    expectRefusal(400, '/en-us/order-status')
    await page.getByRole('textbox', { name: 'Order number' }).fill('KS0000100002')
    await page.getByRole('textbox', { name: 'Email' }).fill('shopper@')
    await page.getByRole('button', { name: 'Check status' }).click()
    await expect(page.getByRole('alert').first()).toHaveText('Please check the fields marked below.')
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(
      'Enter the email address you used for the order, like name@example.com.',
    )
    await expect(email).toBeFocused()
    await email.fill('shopper@example.com')
    await page.getByRole('button', { name: 'Check status' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Order KS0000100002' })).toBeVisible()
    await expect(page.getByText('On its way').first()).toBeVisible()
    await expect(page.getByText('Picked up by UPS', { exact: false })).toBeVisible()
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})
