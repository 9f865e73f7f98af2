import type { Page } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { checkOutFromBag, fillCard } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

/**
 * Signs in by keyboard as one of the demo accounts no other end-to-end test signs in as (docs/guides/accounts.md).
 */
async function signInAs(page: Page, email: string, returnTo = '/en-us/account') {
  await page.goto(`/en-us/account/sign-in?returnTo=${encodeURIComponent(returnTo)}`)
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill('Passw0rd!')
  await page.getByLabel('Password').press('Enter')
  await expect(page).toHaveURL(new RegExp(returnTo.replace(/[/?]/g, '\\$&')))
}

/** The bag through shipping and billing to the review. */
async function toReview(page: Page) {
  await page.goto('/en-us/cart')
  await pageSettled(page)
  await checkOutFromBag(page)
}

/** Saves the frictionless test card in the account's payment methods. */
async function saveCardInAccount(page: Page) {
  await page.goto('/en-us/account/payment-methods')
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible()
  await pageSettled(page)
  await fillCard(page, '4111 1111 1111 1111')
  await page.getByRole('button', { name: 'Save card' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/account\/payment-methods\?account=cardSaved$/)
  await expect(page.getByText('Your card is saved.')).toBeVisible()
  await expect(page.getByText('Visa ending in 1111')).toBeVisible()
  await expect(page.getByText('Main card')).toBeVisible()
}

test.describe('paying from the account', () => {
  test('a loyalty member pays part with points and the rest by card', async ({ page }) => {
    await signInAs(page, 'points@example.com')
    await page.goto('/en-us')
    await addToBag(page, 'KS100111')
    await toReview(page)
    await expect(page.getByText('You have 2500 points.')).toBeVisible()
    const voucher = page.getByRole('combobox', { name: 'Pay with loyalty points' })
    await voucher.focus()
    await voucher.selectOption('LV-1000')
    await page.getByRole('button', { name: 'Use points' }).press('Enter')
    await expect(page.getByText(/1000 points pay \$10\.00/)).toBeVisible()
    await fillCard(page, '4111 1111 1111 1111')
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
    await page.getByRole('button', { name: 'Place order' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
  })

  test('a card saved in the account pays without card fields', async ({ page, expectRefusal }) => {
    await signInAs(page, 'wallet@example.com')
    await saveCardInAccount(page)
    expect(await blockingAxeViolations(page)).toEqual([])
    // The same card again is refused in an error toast, in the service's words, which stays until it is closed.
    expectRefusal(409, '/api/account/payment-methods/cards')
    const already = 'This card is already saved in your account'
    await pageSettled(page)
    await fillCard(page, '4111 1111 1111 1111')
    await page.getByRole('button', { name: 'Save card' }).focus()
    await page.keyboard.press('Enter')
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByRole('alert')).toHaveText(already)
    expect(await blockingAxeViolations(page)).toEqual([])
    const dismiss = toasts.getByRole('button', { name: `Dismiss: ${already}` })
    await dismiss.focus()
    await page.keyboard.press('Enter')
    await expect(toasts.getByText(already)).toHaveCount(0)
    await page.goto('/en-us')
    await addToBag(page, 'KS100118')
    await toReview(page)
    await expect(page.getByRole('radio', { name: /Visa ending in 1111, expires 03\/2030/ })).toBeChecked()
    await expect(page.locator('iframe[title="Card details"]')).toHaveCount(0)
    // The payment step reads the ways to pay first, and offers Place order once it has them.
    await pageSettled(page)
    await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
    await page.getByRole('button', { name: 'Place order' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByText('Visa •••• 1111', { exact: false })).toBeVisible()
  })

  test('express checkout fills the main addresses and goes straight to the review', async ({ page }) => {
    await signInAs(page, 'express@example.com')
    await saveCardInAccount(page)
    await page.goto('/en-us')
    await addToBag(page, 'KS100125')
    await page.goto('/en-us/cart')
    await pageSettled(page)
    await page.getByRole('button', { name: 'Express checkout' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/checkout\/summary\?checkout=express$/)
    await expect(page.getByText('We filled in your main addresses and card.')).toBeVisible()
    await expect(page.getByText('200 Market Street').first()).toBeVisible()
    await expect(page.getByRole('radio', { name: /Visa ending in 1111/ })).toBeChecked()
    await page.getByRole('button', { name: 'Place order' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
  })

  test('without JavaScript the section says adding a card needs it, and removing asks first', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    // An account of this test alone: the saved-card test signs in as wallet@ meanwhile, and two sessions of one
    // account share its bag.
    await page.goto('/en-us')
    const created = await page.request.post('/api/account/sign-up', {
      headers: { 'x-storefront-locale': 'en-us', origin: new URL(page.url()).origin },
      data: {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: `no-script-${crypto.randomUUID().slice(0, 12)}@example.com`,
        password: 'No-script-9',
        birthDate: '1991-07-19',
        phone: '',
        smsOptIn: false,
        newsletter: false,
        agreement: true,
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/en-us/account/payment-methods')
    await expect(page.getByText('Adding a card needs JavaScript')).toBeVisible()
    await page.getByRole('textbox', { name: 'Reward code' }).fill('KSR-20-ALPINE')
    await page.getByRole('button', { name: 'Save reward code' }).click()
    await expect(page.getByText('Your reward code is saved.')).toBeVisible()
    await page.getByRole('link', { name: 'Remove Reward code •••• PINE' }).click()
    await expect(page.getByRole('heading', { name: 'Remove Reward code •••• PINE?' })).toBeVisible()
    await page.getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(page.getByText('Removed from your account.')).toBeVisible()
    await context.close()
  })
})
