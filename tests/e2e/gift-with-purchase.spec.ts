import type { Page } from '@playwright/test'
import { GIFT_WITH_PURCHASE } from '../../mock-api/cart/rules'
import { seededStyle, seedPriceOf } from '../fixtures/seed-products'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { DEAR_C } from './seed-styles'

/** The gift a bag of 100 USD or more gets (mock-api/cart/rules.ts). */
const GIFT = 'Harbor Ski Socks'

/** What the socks sell for, struck through on the free line. */
const GIFT_PRICE = seedPriceOf(seededStyle(GIFT_WITH_PURCHASE.sku.slice(0, 8)), 'USD').current

/** A bag over the gift's threshold: one product that costs more than it. */
async function bagOverThreshold(page: Page) {
  await page.goto('/en-us')
  await addToBag(page, DEAR_C.style)
  await page.goto('/en-us/cart')
}

const giftLine = (page: Page) =>
  page
    .getByRole('region', { name: /^Your bag holds/ })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: GIFT }) })

test.describe('the gift with purchase', () => {
  test('a shopper over the threshold gets free socks, removes them and adds them back, each at once', async ({
    sharedPage: page,
  }) => {
    await bagOverThreshold(page)
    await pageSettled(page)
    const line = giftLine(page)
    await expect(line.getByText('Free Gift')).toBeVisible()
    await expect(line.getByText('Free', { exact: true })).toBeVisible()
    await expect(
      line.getByText(new RegExp(`^Original price\\s*\\$${GIFT_PRICE.toFixed(2).replace('.', '\\.')}$`)),
    ).toBeVisible()
    await expect(line.getByText('Qty 1')).toBeVisible()
    await expect(line.getByRole('combobox')).toHaveCount(0)
    await expect(line.getByRole('button', { name: /Save for later/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Your bag holds 2 items.' })).toBeVisible()
    await expect(page.locator('.mini-cart__count')).toHaveText('2')
    const offers = page.getByRole('region', { name: 'Offers for your bag' })
    await expect(offers.getByText('Free socks added to your bag')).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    await line.getByRole('button', { name: `Remove free gift: ${GIFT}` }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your bag holds 1 item.' })).toBeFocused()
    await expect(giftLine(page)).toHaveCount(0)
    await expect(page.locator('.mini-cart__count')).toHaveText('1')
    await expect(offers.getByText('Your order qualifies for free socks')).toBeVisible()
    const addBack = page.getByRole('button', { name: 'Add it back' })
    await expect(addBack).toHaveAccessibleDescription(`Your free gift is still available: ${GIFT}`)
    expect(await blockingAxeViolations(page)).toEqual([])

    // Declining lasts: the bag read again still leaves the socks out.
    await page.reload()
    await pageSettled(page)
    await expect(giftLine(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Add it back' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Free gift added back to your bag.' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your bag holds 2 items.' })).toBeFocused()
    await expect(giftLine(page).getByText('Free Gift')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add it back' })).toHaveCount(0)
    await expect(page.locator('.mini-cart__count')).toHaveText('2')
  })
})

test.describe('the gift with purchase without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper removes the free socks and adds them back with forms', async ({ sharedPage: page }) => {
    await bagOverThreshold(page)
    await expect(page.getByRole('link', { name: /^Bag\W+2 items$/ })).toBeVisible()
    const line = giftLine(page)
    await expect(line.getByText('Free Gift')).toBeVisible()
    await expect(line.getByText('Qty 1')).toBeVisible()
    await expect(line.getByRole('combobox')).toHaveCount(0)

    await line.getByRole('button', { name: `Remove free gift: ${GIFT}` }).click()
    await expect(page).toHaveURL(/cart=removed/)
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your bag.' })).toBeVisible()
    await expect(giftLine(page)).toHaveCount(0)
    await expect(page.getByText(`Your free gift is still available: ${GIFT}`)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Bag\W+1 item$/ })).toBeVisible()

    await page.getByRole('button', { name: 'Add it back' }).click()
    await expect(page).toHaveURL(/cart=giftRestored/)
    await expect(
      page.getByRole('status').filter({ hasText: 'Free gift added back to your bag.' }),
    ).toBeVisible()
    await expect(giftLine(page).getByText('Free Gift')).toBeVisible()
    await expect(page.getByText(`Your free gift is still available: ${GIFT}`)).toHaveCount(0)
    await expect(page.getByRole('link', { name: /^Bag\W+2 items$/ })).toBeVisible()
  })
})
