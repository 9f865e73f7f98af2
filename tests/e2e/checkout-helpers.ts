/** Taking a guest's bag through the checkout to the review, and paying there, as the checkout tests do. */
import type { Locator, Page } from '@playwright/test'
import { addToBag, fillSeattleAddress } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled } from './fixtures'

/** The test cards of docs/guides/payments.md. */
export const CARDS = {
  frictionless: '4111 1111 1111 1111',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
}

/** The English-speaking sites the checkout tests shop on, and a shopper's address on each. */
export type CheckoutLocale = 'en-us' | 'en-gb' | 'en-ca'

/** A shopper's address on a site, filled in within `scope` (its fieldset) by the fields' labels. */
export async function fillAddress(scope: Locator, locale: CheckoutLocale) {
  if (locale === 'en-us') return fillSeattleAddress(scope)
  await scope.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await scope.getByRole('textbox', { name: 'First name' }).fill('Ana')
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Silva')
  if (locale === 'en-gb') {
    await scope.getByRole('textbox', { name: 'Address', exact: true }).fill('221 Baker Street')
    await scope.getByRole('textbox', { name: 'City' }).fill('London')
    await scope.getByRole('textbox', { name: 'Postcode' }).fill('NW1 6XE')
    await scope.getByRole('textbox', { name: 'Phone' }).fill('020 7946 0018')
  } else {
    await scope.getByRole('textbox', { name: 'Address', exact: true }).fill('555 Burrard Street')
    await scope.getByRole('textbox', { name: 'City' }).fill('Vancouver')
    await scope.getByRole('combobox', { name: 'Province' }).selectOption('BC')
    await scope.getByRole('textbox', { name: 'Postal code' }).fill('V6C 2B5')
    await scope.getByRole('textbox', { name: 'Phone' }).fill('604 555 0188')
  }
}

/** The first line of the address `fillAddress` gives on a site. */
export const STREET: Record<CheckoutLocale, string> = {
  'en-us': '12 Main Street',
  'en-gb': '221 Baker Street',
  'en-ca': '555 Burrard Street',
}

/**
 * A guest's bag of two products, checked out through shipping (with express delivery when asked) and billing to the
 * review, by keyboard-named controls.
 */
export async function toReview(
  page: Page,
  options: {
    styles: [string, string]
    coupon?: string
    axe?: boolean
    locale?: CheckoutLocale
    express?: boolean
  },
) {
  const locale = options.locale ?? 'en-us'
  await page.goto(`/${locale}`)
  for (const style of options.styles) await addToBag(page, style, 1, { locale })
  await page.goto(`/${locale}/cart`)
  await pageSettled(page)
  if (options.coupon) {
    await page.getByRole('textbox', { name: 'Promo code' }).fill(options.coupon)
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText(`Code ${options.coupon}`)).toBeVisible()
  }
  await checkOutFromBag(page, { ...options, locale })
}

/**
 * From the bag on screen, "Check out", then through shipping (the site's address, express delivery when asked)
 * and billing to the review, by keyboard-named controls; `axe` checks each step.
 */
export async function checkOutFromBag(
  page: Page,
  options: { axe?: boolean; locale?: CheckoutLocale; express?: boolean } = {},
) {
  await page.getByRole('link', { name: 'Check out' }).first().click()
  await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible()
  await pageSettled(page)
  if (options.axe) expect(await blockingAxeViolations(page)).toEqual([])
  await fillAddress(page.getByRole('group', { name: 'Shipping address' }), options.locale ?? 'en-us')
  if (options.express) await page.getByRole('radio', { name: /^Express delivery/ }).check()
  await page.getByRole('button', { name: 'Continue to billing' }).click()
  await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
  await expect(page).toHaveURL(/\/checkout\/billing$/)
  if (options.axe) expect(await blockingAxeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Continue to review' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled()
  if (options.axe) expect(await blockingAxeViolations(page)).toEqual([])
}

/**
 * "Place order" (or another control below the card fields), scrolled into view and the scroll drawn before the
 * pointer presses it. Chromium routes a click to a cross-origin frame by where the frames were last drawn, so a
 * click sent in the same instant as a scroll can land in the card fields that were under the pointer before it.
 */
export async function inViewAfterScroll(page: Page, control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  return control
}

/** Presses "Place order" with the pointer, as a shopper does, once it is in view (`inViewAfterScroll`). */
export async function placeOrder(page: Page, options: { double?: boolean } = {}) {
  const button = await inViewAfterScroll(page, page.getByRole('button', { name: 'Place order' }))
  await (options.double ? button.dblclick() : button.click())
}

/** The provider's card fields filled in with a test card (`CARDS`). */
export async function fillCard(page: Page, number: string) {
  const card = page.frameLocator('iframe[title="Card details"]')
  await card.getByLabel('Card number').fill(number)
  await card.getByLabel('Expiry date').fill('03/30')
  await card.getByLabel('Security code').fill('737')
}

export async function answerChallenge(page: Page, code: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment with your bank' })
  await expect(dialog).toBeVisible()
  const challenge = page.frameLocator('iframe[title="Confirm your payment with your bank"]')
  await challenge.getByLabel('One-time code').fill(code)
  await challenge.getByRole('button', { name: 'Submit' }).click()
}
