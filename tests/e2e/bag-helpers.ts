/** Filling a shopper's bag for the bag and checkout tests, as the product page's island would. */
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Puts a variant in stock of a style into the shopper's bag, as an island would. Orders placed by other tests take
 * stock, so the variant is picked at random among those in stock rather than always the first.
 */
export async function addToBag(page: Page, styleCode: string, qty = 1) {
  const product = await page.request.get(`/en-us/p/x-${styleCode}`)
  const attribute = /data-island="buy-box" data-props="([^"]*)"/.exec(await product.text())?.[1]
  if (!attribute) throw new Error(`no buy box on ${styleCode}`)
  const props = attribute.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')
  const { variants } = JSON.parse(props) as { variants: { sku: string; inStock: boolean }[] }
  const inStock = variants.filter((variant) => variant.inStock)
  const sku = inStock[Math.floor(Math.random() * inStock.length)]?.sku
  if (!sku) throw new Error(`nothing in stock on ${styleCode}`)
  const added = await page.request.post('/api/cart/items', {
    headers: { 'x-storefront-locale': 'en-us', origin: new URL(page.url() || 'http://localhost').origin },
    data: { productId: sku, qty },
  })
  expect(added.status(), `add ${sku}`).toBe(200)
}
