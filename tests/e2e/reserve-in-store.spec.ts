import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

/** Styles tried in turn for one whose chosen colour Denver holds. */
const STYLES = ['KS100048', 'KS100020', 'KS100013', 'KS100027', 'KS100034', 'KS100041']

/** An email of this run alone: one shopper holds at most three open reservations. */
const runEmail = () => `reserve-${crypto.randomUUID().slice(0, 12)}@example.com`

/** Makes Denver the shopper's store from the locator's card, by keyboard. */
async function makeDenverMyStore(page: Page) {
  await page.goto('/en-us/stores')
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Denver', exact: true }) })
  await card.getByRole('button', { name: 'Make this my store' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Your store: Denver')).toBeVisible()
}

/** A product page whose chosen colour Denver holds in some size, so it offers the reservation. */
async function productDenverHolds(page: Page) {
  for (const style of STYLES) {
    await page.goto(`/en-us/p/x-${style}`)
    if ((await page.locator('.my-store__reserve').count()) > 0) return style
  }
  throw new Error('no product Denver holds')
}

/** Reserves the product's first size Denver holds from the product page, by keyboard. */
async function reserveByKeyboard(page: Page) {
  const size = page.getByRole('combobox', { name: /^Size to reserve in / })
  await size.focus()
  await page.keyboard.press('Tab')
  const reserve = page.getByRole('button', { name: 'Reserve at Denver: try it on, pay in store' })
  await expect(reserve).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/en-us\/reserve$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve at Denver' })).toBeVisible()
}

/** Fills who collects it, field after field by keyboard, and sends the form. */
async function collectorByKeyboard(page: Page, fields: { email: string; phone: string }) {
  await page.getByRole('textbox', { name: 'First name' }).focus()
  for (const value of ['Sam', 'Lee', fields.email, fields.phone]) {
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(page.getByRole('button', { name: 'Reserve it' })).toBeFocused()
  await page.keyboard.press('Enter')
}

async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/en-us\/reserve\/confirmation$/)
  await expect(
    page.getByRole('heading', { level: 1, name: /^Reserved at Denver until .+ — pay when you collect$/ }),
  ).toBeVisible()
  await expect(page.getByText(/^Reservation number: KS\d+$/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Opening hours' })).toBeVisible()
}

for (const { name, viewport } of [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a desk', viewport: { width: 1366, height: 900 } },
]) {
  test.describe(`reserve in store on ${name}`, () => {
    test.use({ viewport })

    test('a shopper reserves a size their store holds and says who collects it, by keyboard', async ({
      sharedPage: page,
    }) => {
      await makeDenverMyStore(page)
      await productDenverHolds(page)
      await pageSettled(page)
      expect(await blockingAxeViolations(page, { include: ['.my-store__reserve'] })).toEqual([])
      await reserveByKeyboard(page)
      await pageSettled(page)
      expect(await blockingAxeViolations(page)).toEqual([])
      await collectorByKeyboard(page, { email: runEmail(), phone: '(303) 555-0147' })
      await expectConfirmation(page)
      await pageSettled(page)
      expect(await blockingAxeViolations(page)).toEqual([])
    })
  })
}

test.describe('reserve in store without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same journey works as plain forms, and a refused field says why where it is, focused', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    expectRefusal(400, '/en-us/reserve')
    await makeDenverMyStore(page)
    await productDenverHolds(page)
    await reserveByKeyboard(page)
    await collectorByKeyboard(page, { email: 'not-an-email', phone: '(303) 555-0147' })
    const email = page.getByRole('textbox', { name: 'Email' })
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveValue('not-an-email')
    await expect(page.locator('#reserve-email-error')).not.toBeEmpty()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam')
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(runEmail())
    await page.getByRole('button', { name: 'Reserve it' }).focus()
    await page.keyboard.press('Enter')
    await expectConfirmation(page)
  })
})
