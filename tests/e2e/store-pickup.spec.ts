import { addToBag, fillSeattleAddress } from './bag-helpers'
import { CARDS, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

test.describe('store pickup', () => {
  test('a guest picks a line up in a store from the bag, names who collects it, and pays', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100020')
    await page.goto('/en-us/cart')
    await pageSettled(page)

    const choose = page.getByRole('button', { name: /^Pick up in store: / })
    await choose.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: /^Pick up .+ in store$/ })
    await expect(dialog).toBeVisible()
    const postalCode = dialog.getByRole('textbox', { name: 'Postal code' })
    await expect(postalCode).toBeFocused()
    await postalCode.fill('98101')
    await page.keyboard.press('Enter')
    const pickHere = dialog.getByRole('button', { name: /^Pick up here: / }).first()
    await expect(pickHere).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    const store = ((await pickHere.getAttribute('aria-label')) as string).replace('Pick up here: ', '')
    await pickHere.click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('.bag-line__notice')).toHaveText(`You’ll pick this item up at ${store}.`)
    await expect(page.getByRole('status').first()).toHaveText(`You’ll pick this item up at ${store}.`)
    await expect(page.getByText(`Pick up in store: ${store}`)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Change store: / })).toBeFocused()

    await page.getByRole('link', { name: 'Check out' }).first().click()
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible()
    await pageSettled(page)
    const address = page.getByRole('group', { name: 'Shipping address' })
    await fillSeattleAddress(address)
    const collector = page.getByRole('group', { name: 'Who will collect the store pickup?' })
    await collector.getByRole('radio', { name: 'Someone else' }).check()
    await collector.getByRole('textbox', { name: 'First name' }).fill('Sam')
    await collector.getByRole('textbox', { name: 'Last name' }).fill('Lee')
    await collector.getByRole('textbox', { name: 'Email' }).fill('sam@example')
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    await expect(collector.getByRole('textbox', { name: 'Email' })).toBeFocused()
    await expect(collector.getByText('Email is not valid')).toBeVisible()
    await collector.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
    await expect(page.getByText(`Pick up at ${store}`)).toBeVisible()
    await expect(page.getByText('Collected by Sam Lee')).toBeVisible()

    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    const pickup = page.getByRole('region', { name: 'Store pickup' })
    await expect(pickup.getByText(`Pick up at ${store}`)).toBeVisible()
    await expect(pickup.getByText('Collected by Sam Lee')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('finds a store by postal code and picks the line up there, then has it delivered again', async ({
      sharedPage: page,
    }) => {
      await page.goto('/en-us')
      await addToBag(page, 'KS100020')
      await page.goto('/en-us/cart')
      await page.getByRole('link', { name: /^Pick up in store: / }).click()
      await page.getByRole('textbox', { name: 'Postal code' }).fill('98101')
      await page.getByRole('button', { name: 'Find stores' }).click()
      const pickHere = page.getByRole('button', { name: /^Pick up here: / }).first()
      const store = ((await pickHere.getAttribute('aria-label')) as string).replace('Pick up here: ', '')
      await pickHere.click()
      await expect(page.locator('.bag-line__notice')).toHaveText(`You’ll pick this item up at ${store}.`)
      await expect(page.getByText(`Pick up in store: ${store}`)).toBeVisible()
      await page.getByRole('button', { name: /^Deliver instead: / }).click()
      await expect(page.locator('.bag-line__notice')).toHaveText(
        'This item will now be delivered to your address.',
      )
      await expect(page.locator('.bag-line__delivery > p')).toHaveText('Delivery to your address')
    })
  })
})
