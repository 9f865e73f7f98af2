import { fillSeattleAddress } from './bag-helpers'
import { CARDS, fillCard, placeOrder } from './checkout-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

const EGIFT_PAGE = '/en-us/p/kestrel-e-gift-card-KS900001'

test.describe('an e-gift card', () => {
  test('a shopper buys one by keyboard for someone, edits its message in the bag, and pays by card', async ({
    page,
  }) => {
    await page.goto(EGIFT_PAGE)
    await pageSettled(page)
    const amounts = page.getByRole('group', { name: 'Amount' })
    await expect(page.getByRole('group', { name: 'Color' })).toHaveCount(0)
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Check store availability' })).toHaveCount(0)

    // Nothing chosen yet: the amount is asked for first.
    const add = page.getByRole('button', { name: 'Add to bag', exact: true })
    await add.focus()
    await page.keyboard.press('Enter')
    const first = amounts.getByRole('radio', { name: '$25.00' })
    await expect(first).toBeFocused()
    await expect(amounts.getByText('Choose an amount.')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    const fifty = amounts.getByRole('radio', { name: '$50.00' })
    await expect(fifty).toBeChecked()
    await expect(page.locator('.product-page__head .price').first()).toContainText('$50.00')

    const recipient = page.getByRole('group', { name: 'Who is it for?' })
    const to = recipient.getByRole('textbox', { name: 'To' })
    const email = recipient.getByRole('textbox', { name: 'Recipient’s email' })
    const message = recipient.getByRole('textbox', { name: 'Message' })
    await page.keyboard.press('Tab')
    await expect(to).toBeFocused()
    await page.keyboard.type('Sam')
    await page.keyboard.press('Tab')
    await expect(email).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(message).toBeFocused()
    await page.keyboard.type('Happy trails!')
    await expect(message).toHaveAccessibleDescription('13 of 240 characters')
    // Without the email the card cannot be sent: the field says so and takes focus.
    await page.keyboard.press('Tab')
    await expect(add).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter the recipient’s email: the card is sent there.')
    expect(await blockingAxeViolations(page, { include: ['.buy-box'] })).toEqual([])
    await page.keyboard.type('sam@example.com')
    await expect(email).not.toHaveAttribute('aria-invalid')
    await add.focus()
    await page.keyboard.press('Enter')

    const added = page.getByRole('dialog', { name: 'Added to your bag' })
    await expect(added).toBeVisible()
    await expect(added.getByText('Sent by email to Sam (sam@example.com)')).toBeVisible()
    await expect(added.getByText('$50.00').first()).toBeVisible()
    await added.getByRole('link', { name: 'View bag' }).click()

    await expect(page).toHaveURL(/\/en-us\/cart$/)
    await pageSettled(page)
    const line = page.locator('.bag-line', { hasText: 'Kestrel e-gift card' })
    await expect(line.getByText('Sent by email to Sam (sam@example.com)')).toBeVisible()
    await expect(line.getByText('Happy trails!')).toBeVisible()
    await expect(line.getByText('Qty 1')).toBeVisible()
    await expect(line.getByRole('button', { name: /^Pick up in store/ })).toHaveCount(0)
    await expect(line.getByRole('button', { name: /^Save for later/ })).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Delivery method' })).toHaveCount(0)

    const edit = line.getByRole('button', { name: 'Edit recipient and message: Kestrel e-gift card' })
    await edit.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Edit recipient and message' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Remove gift message' })).toHaveCount(0)
    // The email is required here too.
    const dialogEmail = dialog.getByRole('textbox', { name: 'Recipient’s email' })
    await dialogEmail.fill('')
    await dialog.getByRole('button', { name: 'Save' }).press('Enter')
    await expect(dialogEmail).toBeFocused()
    await expect(dialogEmail).toHaveAccessibleDescription(
      'Enter the recipient’s email: the card is sent there.',
    )
    await dialogEmail.fill('sam@example.com')
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Happy birthday, Sam!')
    await dialog.getByRole('button', { name: 'Save' }).press('Enter')
    await expect(dialog).toBeHidden()
    await expect(edit).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Gift message saved.' })).toBeVisible()
    await expect(line.getByText('Happy birthday, Sam!')).toBeVisible()
    await page.reload()
    await pageSettled(page)
    await expect(line.getByText('Happy birthday, Sam!')).toBeVisible()

    // Nothing ships: the first step asks for the shopper's contact address, without delivery methods.
    await page.getByRole('link', { name: 'Check out' }).first().click()
    await expect(page.getByRole('heading', { name: 'Step 1 of 3: Shipping' })).toBeVisible()
    await pageSettled(page)
    const contact = page.getByRole('group', { name: 'Your contact details' })
    await expect(
      contact.getByText('E-gift cards are sent by email, so there is nothing to deliver.'),
    ).toBeVisible()
    await expect(page.getByRole('group', { name: 'Delivery method' })).toHaveCount(0)
    await fillSeattleAddress(contact)
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Continue to billing' }).click()
    await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeFocused()
    const items = page.getByRole('list', { name: 'Items' })
    await expect(items.getByText('Sent by email to Sam (sam@example.com)')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Contact' })).toContainText('ana@example.com')

    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible()
    await expect(page.getByText('Sent by email to Sam (sam@example.com)')).toBeVisible()
    await expect(page.getByRole('region', { name: 'E-gift cards' })).toContainText(
      'Your e-gift cards are on their way by email.',
    )
  })

  test('its product page has no accessibility violations, with the recipient’s errors shown too', async ({
    page,
  }) => {
    await page.goto(`${EGIFT_PAGE}?colour=420&size=100`)
    await pageSettled(page)
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
    await expect(page.getByRole('textbox', { name: 'To' })).toBeFocused()
    await expect(page.getByText('Enter who the gift is for.')).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
  })

  test('a shopper chooses another amount by keyboard; an amount outside the rules is refused at its field', async ({
    page,
  }) => {
    await page.goto(`${EGIFT_PAGE}?colour=420&size=150`)
    await pageSettled(page)
    const amounts = page.getByRole('group', { name: 'Amount' })
    const field = page.getByRole('textbox', { name: 'Your amount (USD)' })
    await expect(field).toBeHidden()
    await amounts.getByRole('radio', { name: '$150.00' }).focus()
    await page.keyboard.press('ArrowRight')
    const other = amounts.getByRole('radio', { name: 'Another amount' })
    await expect(other).toBeChecked()
    await expect(page).toHaveURL(/size=custom/)
    await expect(field).toBeVisible()
    await expect(field).toHaveAccessibleDescription('A whole amount from $10.00 to $500.00.')
    await page.keyboard.press('Tab')
    await expect(field).toBeFocused()
    await page.keyboard.type('7.50')
    const recipient = page.getByRole('group', { name: 'Who is it for?' })
    await recipient.getByRole('textbox', { name: 'To' }).fill('Sam')
    await recipient.getByRole('textbox', { name: 'Recipient’s email' }).fill('sam@example.com')
    const add = page.getByRole('button', { name: 'Add to bag', exact: true })
    await add.focus()
    await page.keyboard.press('Enter')
    // Refused in the browser by the shared rules: the field says why and takes focus, keeping what was typed.
    await expect(field).toBeFocused()
    await expect(field).toHaveValue('7.50')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(
      'A whole amount from $10.00 to $500.00. Enter a whole amount from $10.00 to $500.00, without cents.',
    )
    expect(await blockingAxeViolations(page, { include: ['.buy-box'] })).toEqual([])
    await field.fill('750')
    await expect(field).toHaveAccessibleDescription(
      'A whole amount from $10.00 to $500.00. Choose an amount from $10.00 to $500.00.',
    )
    await field.fill('75')
    await expect(field).not.toHaveAttribute('aria-invalid')
    await add.focus()
    await page.keyboard.press('Enter')

    const added = page.getByRole('dialog', { name: 'Added to your bag' })
    await expect(added).toBeVisible()
    await expect(added.getByText('Sent by email to Sam (sam@example.com)')).toBeVisible()
    await expect(added.getByText('$75.00').first()).toBeVisible()
    await added.getByRole('link', { name: 'View bag' }).click()
    await expect(page).toHaveURL(/\/en-us\/cart$/)
    await pageSettled(page)
    const line = page.locator('.bag-line', { hasText: 'Kestrel e-gift card' })
    await expect(line.locator('.price__current')).toHaveText('$75.00')
    await expect(line.getByText('Line total $75.00')).toBeVisible()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the product page’s form adds it for a recipient, and a refusal comes back as typed', async ({
      page,
      expectRefusal,
    }) => {
      // The missing email: the product page refuses it at its own address.
      expectRefusal(400, EGIFT_PAGE)
      await page.goto(EGIFT_PAGE)
      await page.getByRole('group', { name: 'Amount' }).getByText('$100.00').click()
      await page.getByRole('textbox', { name: 'To' }).fill('Alex')
      await page.getByRole('textbox', { name: 'Message' }).fill('For the next trip')
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click()

      await expect(page).toHaveURL(new RegExp(`${EGIFT_PAGE}$`))
      const notice = page.locator('.buy-box__notice')
      await expect(notice).toHaveText('Please check the recipient’s details.')
      const email = page.getByRole('textbox', { name: 'Recipient’s email' })
      await expect(email).toHaveAttribute('aria-invalid', 'true')
      await expect(email).toHaveAccessibleDescription('Enter the recipient’s email: the card is sent there.')
      await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('Alex')
      await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('For the next trip')
      await expect(page.getByRole('radio', { name: '$100.00' })).toBeChecked()

      await email.fill('alex@example.com')
      // The refusal came back scrolled to its notice: the buy box's own button (a sticky bar may offer another).
      await page.locator('.buy-box__add').click()
      await expect(page).toHaveURL(/cart=added/)
      await expect(page).not.toHaveURL(/giftTo/)
      await expect(notice).toHaveText('Added to your bag.')

      await page.goto('/en-us/cart')
      const line = page.locator('.bag-line', { hasText: 'Kestrel e-gift card' })
      await expect(line.getByText('Sent by email to Alex (alex@example.com)')).toBeVisible()
      await expect(line.locator('.bag-line__gift-message')).toHaveText('For the next trip')
      await expect(line.locator('summary', { hasText: 'Edit recipient and message' })).toBeVisible()
    })

    test('another amount is chosen on the plain form, and a refused amount comes back as typed', async ({
      page,
      expectRefusal,
    }) => {
      expectRefusal(400, EGIFT_PAGE)
      await page.goto(EGIFT_PAGE)
      const field = page.getByRole('textbox', { name: 'Your amount (USD)' })
      await expect(field).toBeHidden()
      await page.getByRole('group', { name: 'Amount' }).getByText('Another amount').click()
      await expect(field).toBeVisible()
      await field.fill('600')
      await page.getByRole('textbox', { name: 'To' }).fill('Alex')
      await page.getByRole('textbox', { name: 'Recipient’s email' }).fill('alex@example.com')
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click()

      await expect(page).toHaveURL(new RegExp(`${EGIFT_PAGE}$`))
      await expect(page.locator('.buy-box__notice')).toHaveText('Please check the amount.')
      await expect(page.getByRole('radio', { name: 'Another amount' })).toBeChecked()
      await expect(field).toHaveValue('600')
      await expect(field).toBeFocused()
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(
        'A whole amount from $10.00 to $500.00. Choose an amount from $10.00 to $500.00.',
      )
      await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('Alex')

      await field.fill('60')
      await page.getByRole('button', { name: 'Add to bag', exact: true }).click()
      await expect(page).toHaveURL(/cart=added/)
      await expect(page).not.toHaveURL(/customAmount/)
      await page.goto('/en-us/cart')
      const line = page.locator('.bag-line', { hasText: 'Kestrel e-gift card' })
      await expect(line.getByText('Sent by email to Alex (alex@example.com)')).toBeVisible()
      await expect(line.getByText('Line total $60.00')).toBeVisible()
    })
  })
})
