import type { Locator, Page } from '@playwright/test'
import { seededCategoryPath } from '../fixtures/category-paths'
import { seededProduct } from '../fixtures/seed-products'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

/** A pair of shoes priced alike in every size, and a tee: the footwear code takes its share off the one only. */
const SHOES = seededProduct({ currency: 'USD', kind: 'shoes', plain: true, stock: 5, from: 60 }).product
const TEE = seededProduct({ currency: 'USD', kind: 'apparel', plain: true, stock: 5, below: 60 }).product

const lineOf = (page: Page, name: string) =>
  page.locator('.bag-line').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The first size of the menu the shopper can change to, by its value. */
async function otherSize(menu: Locator): Promise<string> {
  const options = await menu.locator('option').evaluateAll((all) =>
    (all as HTMLOptionElement[]).map((option) => ({
      value: option.value,
      open: !option.disabled && !option.selected,
    })),
  )
  const other = options.find((option) => option.open)
  if (!other) throw new Error('no other size to change to')
  return other.value
}

async function fillBag(page: Page) {
  await page.goto('/en-us')
  await addToBag(page, TEE.styleCode)
  // Added last: "Continue shopping" goes to its category.
  await addToBag(page, SHOES.styleCode, 1, { minStock: 2 })
  await page.goto('/en-us/cart')
  await pageSettled(page)
}

for (const width of [390, 1366]) {
  test.describe(`a bag line’s details at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a shopper reads a line’s brand and item number, applies a footwear code and changes a size, by keyboard', async ({
      page,
    }) => {
      await fillBag(page)
      const shoes = lineOf(page, SHOES.name)
      const name = shoes.getByRole('heading', { name: SHOES.name })
      const brand = shoes.getByText(SHOES.brand, { exact: true })
      // The brand stands above the product's name, as an eyebrow.
      await expect(brand).toBeVisible()
      expect((await brand.boundingBox())?.y ?? 0).toBeLessThan((await name.boundingBox())?.y ?? 0)
      await expect(shoes.getByText(/^Item #\d+-\d{3}$/)).toBeVisible()
      // The season is for a store associate's eyes (in-store mode), not a shopper's.
      await expect(page.locator('.bag').getByText(/Season/)).toHaveCount(0)
      await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
        'href',
        seededCategoryPath('en-us', SHOES.categoryId),
      )

      const summary = page.getByRole('region', { name: 'Order summary' })
      await summary.getByRole('textbox', { name: 'Promo code' }).focus()
      await page.keyboard.type('TRAIL20')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('status').filter({ hasText: 'Promo code applied.' })).toBeVisible()
      await expect(shoes.getByText(/^Code TRAIL20 −\$\d+\.\d\d$/)).toBeVisible()
      await expect(shoes.getByText(/^After discounts \$\d+\.\d\d$/)).toBeVisible()
      await expect(lineOf(page, TEE.name).getByText(/^Code TRAIL20/)).toHaveCount(0)
      await expect(summary.getByRole('term').filter({ hasText: /^TRAIL20$/ })).toBeVisible()
      await expect(summary.getByText('Code TRAIL20', { exact: true })).toBeVisible()

      // The size menu: focused and moved with the arrow keys, the change is sent at once.
      const menu = shoes.getByRole('combobox', { name: `Size: ${SHOES.name}` })
      const before = await menu.inputValue()
      const wanted = await otherSize(menu)
      const values = await menu
        .locator('option')
        .evaluateAll((all) => (all as HTMLOptionElement[]).map((option) => option.value))
      await menu.focus()
      // Arrow keys step over the sizes sold out; the first size open is the one reached.
      await page.keyboard.press(values.indexOf(wanted) > values.indexOf(before) ? 'ArrowDown' : 'ArrowUp')
      await expect(page.getByRole('status').filter({ hasText: 'Size changed.' })).toBeVisible()
      await expect(menu).not.toHaveValue(before)
      await expect(shoes.getByText(/^Code TRAIL20 −\$/)).toBeVisible()
      expect(await blockingAxeViolations(page)).toEqual([])

      // The shoes gone, the code stays on the bag, said to apply to nothing in it.
      await page.getByRole('button', { name: `Remove ${SHOES.name}` }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
      await expect(summary.getByText('Code TRAIL20 does not apply to anything in your bag')).toBeVisible()
      await expect(summary.getByRole('term').filter({ hasText: /^TRAIL20$/ })).toHaveCount(0)
    })
  })
}

test.describe('a bag line’s details', () => {
  test('the summary counts every unit and says what a reward code pays as rewards applied', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, TEE.styleCode, 2)
    const headers = { 'x-storefront-locale': 'en-us', origin: new URL(page.url()).origin }
    const applied = await page.request.post('/api/checkout/reward-code', {
      headers,
      data: { code: 'KSR-30-USONLY' },
    })
    expect(applied.status()).toBe(200)
    await page.goto('/en-us/cart')
    await pageSettled(page)
    const summary = page.getByRole('region', { name: 'Order summary' })
    // Under the total: what the reward code pays of it.
    await expect(summary.getByRole('term').filter({ hasText: 'Rewards applied' })).toBeVisible()
    await expect(summary.locator('.cart-totals__rewards')).toHaveText(/^Rewards applied\s*−\$30\.00$/)
    await expect(page.getByRole('heading', { name: /^Your bag holds \d+ items\.$/ })).toBeVisible()
  })
})

test.describe('a bag line’s details without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper changes a size and applies a footwear code with forms', async ({ page }) => {
    await page.goto('/en-us')
    await addToBag(page, SHOES.styleCode, 1, { minStock: 2 })
    await page.goto('/en-us/cart')
    const shoes = lineOf(page, SHOES.name)
    const menu = shoes.getByRole('combobox', { name: `Size: ${SHOES.name}` })
    const before = await menu.inputValue()
    await menu.selectOption(await otherSize(menu))
    await shoes.getByRole('button', { name: 'Change size' }).click()
    await expect(page).toHaveURL(/cart=size/)
    await expect(page.getByRole('status').filter({ hasText: 'Size changed.' })).toBeVisible()
    await expect(menu).not.toHaveValue(before)

    await page.getByRole('textbox', { name: 'Promo code' }).fill('TRAIL20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Promo code applied.' })).toBeVisible()
    await expect(shoes.getByText(/^Code TRAIL20 −\$\d+\.\d\d$/)).toBeVisible()
    await expect(shoes.getByText(/^After discounts \$\d+\.\d\d$/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      seededCategoryPath('en-us', SHOES.categoryId),
    )
  })
})
