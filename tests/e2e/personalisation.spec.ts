import type { Page } from '@playwright/test'
import { fillSeattleAddress } from './bag-helpers'
import { CARDS, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'
import { holdBack, islandChunk } from './islands'

/** A personalisable style: Meadow Court Sneaker. */
const SNEAKER_PAGE = '/en-us/p/meadow-court-sneaker-KS101833'

/** Chooses the first size in stock, by its label, as a shopper clicks it. */
const chooseFirstSize = (page: Page) =>
  page.getByRole('group', { name: 'Size' }).locator('label.size-option:not(.is-sold-out)').first().click()

test.describe('a personalised item', () => {
  test('a shopper personalises sneakers by keyboard, sees them made for them in the bag, and pays by card', async ({
    sharedPage: page,
  }) => {
    await page.goto(SNEAKER_PAGE)
    await pageSettled(page)
    await chooseFirstSize(page)

    const personalise = page.getByRole('checkbox', { name: 'Personalize it (+$15.00)' })
    const text = page.getByRole('textbox', { name: 'Your text' })
    // Unticked, the option's fields are out of the way.
    await expect(text).toBeHidden()
    await personalise.focus()
    await page.keyboard.press('Space')
    await expect(personalise).toBeChecked()
    await expect(text).toBeVisible()
    // The option's own words (the shop's designs under it say the same for themselves).
    const option = page.locator('.buy-box__personal')
    await expect(
      option.getByText('Personalized items are made just for you, so they cannot be returned or exchanged.'),
    ).toBeVisible()
    await expect(
      option.getByText('Made to order for you: ships in 10–14 days, in a parcel of its own.'),
    ).toBeVisible()

    // A character the embroidery cannot stitch: the text says why and takes focus.
    await page.keyboard.press('Tab')
    await expect(text).toBeFocused()
    await page.keyboard.type('Ada <3')
    await expect(text).toHaveAccessibleDescription(/6 of 12 characters/)
    const add = page.getByRole('button', { name: 'Add to bag', exact: true })
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(text).toBeFocused()
    await expect(text).toHaveAttribute('aria-invalid', 'true')
    await expect(text).toHaveAccessibleDescription(/Use only letters, numbers, spaces and/)
    expect(await blockingAxeViolations(page, { include: ['.buy-box'] })).toEqual([])
    await text.fill('Ada')
    await expect(text).not.toHaveAttribute('aria-invalid')

    // The thread, by keyboard: the radio group moves with the arrows.
    const threads = page.getByRole('group', { name: /^Thread color/ })
    await threads.getByRole('radio', { name: 'White' }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect(threads.getByRole('radio', { name: 'Gold' })).toBeChecked()
    await add.focus()
    await page.keyboard.press('Enter')

    const added = page.getByRole('dialog', { name: 'Added to your bag' })
    await expect(added).toBeVisible()
    await expect(added.getByText('Made for you')).toBeVisible()
    await expect(added.getByText('“Ada” in Gold thread')).toBeVisible()
    await added.getByRole('link', { name: 'View bag' }).click()

    await expect(page).toHaveURL(/\/en-us\/cart$/)
    await pageSettled(page)
    const line = page.locator('.bag-line', { hasText: 'Meadow Court Sneaker' })
    await expect(line.getByText('Made for you')).toBeVisible()
    await expect(line.getByText('“Ada” in Gold thread')).toBeVisible()
    await expect(line.getByText('Includes personalization: $15.00')).toBeVisible()
    await expect(line.getByText('Made to order: Ships in 10–14 days')).toBeVisible()
    await expect(
      line.getByText('Personalized items are made just for you, so they cannot be returned or exchanged.'),
    ).toBeVisible()
    await expect(line.getByRole('button', { name: /^Pick up in store/ })).toHaveCount(0)
    await expect(line.getByRole('button', { name: /^Save for later/ })).toHaveCount(0)
    // Only made-to-order items: no home delivery method to choose.
    await expect(page.getByRole('group', { name: 'Delivery method' })).toHaveCount(0)
    expect(await blockingAxeViolations(page)).toEqual([])

    await page.getByRole('link', { name: 'Check out' }).first().click()
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible()
    await pageSettled(page)
    // A bag of personalised items alone still ships: to the address, in its own made-to-order shipment.
    const address = page.getByRole('group', { name: 'Shipping address' })
    await expect(page.getByText('Personalized items: Made to order · Ships in 10–14 days')).toBeVisible()
    await fillSeattleAddress(address)
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
    const items = page.getByRole('list', { name: 'Items' })
    await expect(items.getByText('“Ada” in Gold thread')).toBeVisible()

    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByText('“Ada” in Gold thread')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personalized items' })).toContainText(
      'Made to order · Ships in 10–14 days',
    )
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('a shopper adds one of the shop’s designs by keyboard, and the bag shows it made for them', async ({
      sharedPage: page,
    }) => {
      await page.goto(SNEAKER_PAGE)
      await pageSettled(page)
      const designs = page.getByRole('region', { name: 'Or choose one of our designs (+$15.00)' })
      await expect(designs.getByText('“ACE” in Navy thread')).toBeVisible()
      const size = designs.getByRole('combobox', { name: /^Size in / }).first()
      await size.focus()
      await page.keyboard.press('ArrowDown')
      const chosen = await size.inputValue()
      await page.keyboard.press('Tab')
      const add = designs.getByRole('button', { name: 'Add “ACE” to bag' })
      await expect(add).toBeFocused()
      await page.keyboard.press('Enter')

      // A plain post: the page again, back at the design's form, which says it is in the bag.
      await expect(page).toHaveURL(/cart=added&design=KST-MDW-ACE#design-KST-MDW-ACE$/)
      await expect(page.locator('#design-KST-MDW-ACE').getByRole('status')).toHaveText('Added to your bag.')
      expect(await blockingAxeViolations(page, { include: ['.designs'] })).toEqual([])
      // Nothing reaches past the phone's width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

      await page.goto('/en-us/cart')
      await pageSettled(page)
      const line = page.locator('.bag-line', { hasText: 'Meadow Court Sneaker' })
      await expect(line.getByText('Made for you')).toBeVisible()
      await expect(line.getByText('“ACE” in Navy thread')).toBeVisible()
      await expect(line.getByText('Includes personalization: $15.00')).toBeVisible()
      await expect(line.locator('.bag-line__facts')).toContainText(new RegExp(`Size:?\\s*${chosen}\\b`))
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the product page’s form personalises it, and a refusal comes back as typed', async ({
      sharedPage: page,
      expectRefusal,
    }) => {
      // The text the embroidery refuses: the product page says so at its own address.
      expectRefusal(400, SNEAKER_PAGE)
      await page.goto(SNEAKER_PAGE)
      await page
        .getByRole('group', { name: 'Size' })
        .locator('label.size-option:not(.is-sold-out)')
        .first()
        .click()
      await page.getByRole('checkbox', { name: 'Personalize it (+$15.00)' }).check()
      const text = page.getByRole('textbox', { name: 'Your text' })
      await text.fill('Shit happens')
      await page.getByRole('radio', { name: 'Navy' }).check({ force: true })
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click()

      await expect(page).toHaveURL(new RegExp(`${SNEAKER_PAGE}$`))
      await expect(page.locator('.buy-box__notice')).toHaveText('Please check your personalization.')
      await expect(text).toHaveValue('Shit happens')
      await expect(text).toHaveAttribute('aria-invalid', 'true')
      await expect(text).toHaveAccessibleDescription(/We can’t stitch this text/)
      await expect(page.getByRole('radio', { name: 'Navy' })).toBeChecked()

      await text.fill('Trail Team')
      // The refusal came back scrolled to its notice: the buy box's own button (a sticky bar may offer another).
      await page.locator('.buy-box__add').click()
      await expect(page).toHaveURL(/cart=added/)
      await expect(page).not.toHaveURL(/personalText/)

      await page.goto('/en-us/cart')
      const line = page.locator('.bag-line', { hasText: 'Meadow Court Sneaker' })
      await expect(line.getByText('“Trail Team” in Navy thread')).toBeVisible()
    })

    test('one of the shop’s designs is added by its own form', async ({ sharedPage: page }) => {
      await page.goto(SNEAKER_PAGE)
      const designs = page.getByRole('region', { name: 'Or choose one of our designs (+$15.00)' })
      await designs.getByRole('button', { name: 'Add “COURT 76” to bag' }).click()
      await expect(page).toHaveURL(/cart=added&design=KST-MDW-COURT#design-KST-MDW-COURT$/)
      await expect(page.locator('#design-KST-MDW-COURT').getByRole('status')).toHaveText('Added to your bag.')

      await page.goto('/en-us/cart')
      const line = page.locator('.bag-line', { hasText: 'Meadow Court Sneaker' })
      await expect(line.getByText('“COURT 76” in Gold thread')).toBeVisible()
    })
  })

  test('a box ticked and a text typed while the buy box’s code is still on its way both stay', async ({
    sharedPage: page,
  }) => {
    await page.goto(SNEAKER_PAGE)
    await pageSettled(page)
    const release = await holdBack(page, islandChunk('buy-box'))
    const island = page.locator('[data-island="buy-box"]')
    await chooseFirstSize(page)
    const personalise = page.getByRole('checkbox', { name: 'Personalize it (+$15.00)' })
    await personalise.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Ada')
    await expect(island).not.toHaveAttribute('data-hydrated', 'true')
    release()
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    // Both changes reach the island, one after the other: the box stays ticked and the text is counted.
    await expect(personalise).toBeChecked()
    const text = page.getByRole('textbox', { name: 'Your text' })
    await expect(text).toHaveValue('Ada')
    await expect(text).toHaveAccessibleDescription(/3 of 12 characters/)
  })
})
