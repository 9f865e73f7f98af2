import type { Page } from '@playwright/test'
import { seededStyle, seedPriceOf } from '../fixtures/seed-products'
import { addToBag } from './bag-helpers'
import { expect, test } from './fixtures'

// The Meadow Crew Tee: every size in stock in the seed, and no maximum per order below a few hundred.
const TEE = { style: 'KS100048', path: '/en-us/p/meadow-crew-tee-KS100048' }
const TEE_PRICE = seedPriceOf(seededStyle(TEE.style), 'USD').current

async function chooseFirstSize(page: Page) {
  const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first()
  await size.check({ force: true })
  await expect(size).toBeChecked()
}

test.describe('the summary names each promotion', () => {
  test('a code and the spend-and-save each show what they took off, with no percentage', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, TEE.style, Math.ceil(150 / TEE_PRICE), { minStock: Math.ceil(150 / TEE_PRICE) })
    await page.goto('/en-us/cart')
    const summary = page.getByRole('region', { name: 'Order summary' })
    await summary.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10')
    await summary.getByRole('button', { name: 'Apply' }).click()
    const totals = summary.locator('.cart-totals').first()
    for (const name of ['WELCOME10', 'Spend $150, save $15']) {
      const row = totals.locator('div').filter({ has: page.getByRole('term').filter({ hasText: name }) })
      await expect(row.getByRole('definition')).toHaveText(/^−\$\d+\.\d\d$/)
    }
    await expect(
      totals.locator('div').filter({ hasText: 'Spend $150, save $15' }).getByRole('definition'),
    ).toHaveText('−$15.00')
    await expect(summary.getByText(/Discount/)).toHaveCount(0)
  })
})

test.describe('quantities with script', () => {
  test('0 is refused at the field and never also says Added; too many says how many can be added', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    await page.goto(TEE.path)
    await chooseFirstSize(page)
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Added to your bag' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('status').filter({ hasText: 'Added to your bag.' })).toBeVisible()

    const quantity = page.getByLabel('Quantity')
    await quantity.fill('0')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a quantity from 1 to' })).toBeVisible()
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Added to your bag.')).toHaveCount(0)

    expectRefusal(422, '/api/cart/items')
    await quantity.fill('999')
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByText(/^You can add up to \d[\d,]* of this item\.$/)).toBeVisible()
    await expect(page.getByText('Sorry, this item is out of stock.')).toHaveCount(0)
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true')
  })
})

test.describe('quantities without script', () => {
  test.use({ javaScriptEnabled: false })

  test('0 comes back refused at the field as typed; too many says how many can be added', async ({
    sharedPage: page,
    expectRefusal,
  }) => {
    expectRefusal(400, TEE.path)
    expectRefusal(422, TEE.path)
    await page.goto(TEE.path)
    await chooseFirstSize(page)
    await page.getByLabel('Quantity').fill('0')
    // The buy box's own button: on a narrow screen the phone's bar may offer its twin once the box scrolls away.
    const add = page
      .locator(`#buy-${TEE.style}-form`)
      .getByRole('button', { name: 'Add to bag', exact: true })
    await add.click()
    const quantity = page.getByLabel('Quantity')
    await expect(quantity).toHaveValue('0')
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Enter a quantity from 1 to 999,999.')).toBeVisible()
    await expect(page.getByText('Added to your bag.')).toHaveCount(0)

    await chooseFirstSize(page)
    await quantity.fill('999')
    await add.click()
    await expect(page.getByText(/^You can add up to \d[\d,]* of this item\.$/)).toBeVisible()
    await expect(page.getByText('Sorry, this item is out of stock.')).toHaveCount(0)
    await expect(page.getByText('Added to your bag.')).toHaveCount(0)
  })
})
