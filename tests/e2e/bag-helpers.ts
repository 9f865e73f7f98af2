/** Filling a shopper's bag for the bag and checkout tests, as the product page's island would, and its checkout. */

import type { Locator, Page } from '@playwright/test'
import type { CartResponse } from '../../shared/bag/cart'
import { islandProps } from '../fixtures/island-markup.ts'
import { expect } from './fixtures'

/**
 * Puts a variant in stock of a style into the shopper's bag, as an island would. Orders placed by other tests take
 * stock, so the variant is picked at random among those in stock rather than always the first. A variant that has
 * fewer left than `qty` is refused by the cart and another one tried; with `minStock`, so is one the cart says has
 * fewer left than that (it is taken out again).
 */
/** The SKUs of a style its product page offers as in stock online, in the buy box's order. */
export async function skusInStock(page: Page, styleCode: string, locale = 'en-us'): Promise<string[]> {
  const product = await page.request.get(`/${locale}/p/x-${styleCode}`)
  const { skus, soldOut } = islandProps<{ skus: Record<string, Record<string, string>>; soldOut: string[] }>(
    await product.text(),
    'buy-box',
  )
  return Object.values(skus)
    .flatMap((sizes) => Object.values(sizes))
    .filter((sku) => !soldOut.includes(sku))
}

export async function addToBag(
  page: Page,
  styleCode: string,
  qty = 1,
  options: { minStock?: number; locale?: string } = {},
) {
  const locale = options.locale ?? 'en-us'
  const inStock = (await skusInStock(page, styleCode, locale))
    .map((sku) => ({ sku, order: Math.random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ sku }) => sku)
  const headers = { 'x-storefront-locale': locale, origin: new URL(page.url() || 'http://localhost').origin }
  for (const sku of inStock) {
    const added = await page.request.post('/api/cart/items', { headers, data: { productId: sku, qty } })
    // A variant with fewer left than `qty` is refused (422, "You can add up to …"): another one is tried.
    if (added.status() === 422 && qty > 1) continue
    expect(added.status(), `add ${sku}`).toBe(200)
    const line = ((await added.json()) as CartResponse).cart?.items.find((entry) => entry.productId === sku)
    if (!options.minStock || (line?.stock ?? 0) >= options.minStock) return
    await page.request.post('/api/cart/items/remove', { headers, data: { itemId: line?.id } })
  }
  throw new Error(
    `nothing in stock on ${styleCode}${options.minStock ? ` with ${options.minStock} left` : ''}`,
  )
}

/** Adds a product page's first size in stock by its own "Add to bag" button, as a shopper does (or its plain form). */
export async function addFirstSizeFromPage(page: Page, path: string) {
  await page.goto(path)
  const size = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false }).first()
  // Clicked as a shopper does, whenever the page is ready for it: a click that lands while the buy box hydrates is
  // replayed by React once it has, so the size shows chosen a moment later rather than at once.
  await size.click({ force: true })
  await expect(size).toBeChecked()
  await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
  await expect(page.getByText('Added to your bag.').first()).toBeVisible()
}

/** Fills a checkout address form (a shopper in Seattle) within `scope`, its fieldset, by the fields' labels. */
export async function fillSeattleAddress(scope: Locator) {
  await scope.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await scope.getByRole('textbox', { name: 'First name' }).fill('Ana')
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Silva')
  await scope.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Main Street')
  await scope.getByRole('textbox', { name: 'City' }).fill('Seattle')
  await scope.getByRole('combobox', { name: 'State' }).selectOption('WA')
  await scope.getByRole('textbox', { name: 'ZIP code' }).fill('98101')
  await scope.getByRole('textbox', { name: 'Phone' }).fill('206 555 0110')
}
