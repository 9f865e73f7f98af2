import type { Page } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

async function openBag(page: Page) {
  await page.goto('/en-us/cart')
  await pageSettled(page)
}

test.describe('a gift message in the bag', () => {
  test('a shopper adds, edits and removes a line’s gift message in the dialog, by keyboard', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100048')
    await openBag(page)
    const add = page.getByRole('button', { name: 'Add a gift message: Meadow Crew Tee' })
    await add.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Add a gift message' })
    await expect(dialog).toBeVisible()
    const to = dialog.getByRole('textbox', { name: 'To' })
    await expect(to).toBeFocused()
    expect(await blockingAxeViolations(page, { include: ['.gift-option-dialog'] })).toEqual([])

    // Escape closes it and focus goes back to the button.
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(add).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(to).toBeFocused()
    // Closed and opened again in one go: the browser fires the closing's `close` event a task later, and that late
    // event must not shut the dialog the shopper has just opened again.
    const stillOpen = await add.evaluate(async (button: HTMLElement) => {
      const element = document.querySelector<HTMLDialogElement>('dialog.gift-option-dialog')
      element?.close()
      button.click()
      await new Promise((resolve) => setTimeout(resolve, 200))
      return element?.open
    })
    expect(stillOpen).toBe(true)
    await expect(to).toBeFocused()
    await dialog.getByRole('button', { name: 'Save' }).press('Enter')
    await expect(to).toBeFocused()
    await expect(to).toHaveAttribute('aria-invalid', 'true')
    await expect(to).toHaveAccessibleDescription('Enter who the gift is for.')
    expect(await blockingAxeViolations(page, { include: ['.gift-option-dialog'] })).toEqual([])
    await to.fill('Sam')
    await expect(to).not.toHaveAttribute('aria-invalid')
    const email = dialog.getByRole('textbox', { name: 'Recipient’s email (optional)' })
    await email.fill('sam@example')
    const message = dialog.getByRole('textbox', { name: 'Message' })
    await message.fill('Happy trails!')
    await expect(message).toHaveAccessibleDescription('13 of 240 characters')
    await message.press('Tab')
    await page.keyboard.press('Enter')
    await expect(email).toBeFocused()
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.')
    await email.fill('sam@example.com')
    await dialog.getByRole('button', { name: 'Save' }).press('Enter')

    await expect(dialog).toBeHidden()
    const edit = page.getByRole('button', { name: 'Edit gift message: Meadow Crew Tee' })
    await expect(edit).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Gift message saved.' })).toBeVisible()
    await expect(page.getByText('Gift message to Sam')).toBeVisible()
    await expect(page.getByText('Happy trails!')).toBeVisible()

    await page.reload()
    await pageSettled(page)
    await expect(page.getByText('Gift message to Sam')).toBeVisible()
    await expect(page.getByText('Happy trails!')).toBeVisible()

    await edit.click()
    const editing = page.getByRole('dialog', { name: 'Edit gift message' })
    await expect(editing.getByRole('textbox', { name: 'To' })).toHaveValue('Sam')
    await expect(editing.getByRole('textbox', { name: 'Message' })).toHaveValue('Happy trails!')
    await editing.getByRole('textbox', { name: 'To' }).fill('Alex')
    await editing.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Gift message to Alex')).toBeVisible()
    await expect(page.getByText('Gift message to Sam')).toHaveCount(0)

    await edit.click()
    await editing.getByRole('button', { name: 'Remove gift message' }).click()
    await expect(editing).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Gift message removed.' })).toBeVisible()
    await expect(page.getByText(/^Gift message to/)).toHaveCount(0)
    await expect(add).toBeFocused()
    await page.reload()
    await pageSettled(page)
    await expect(add).toBeVisible()
    await expect(page.getByText(/^Gift message to/)).toHaveCount(0)
  })
})

test.describe('a gift message in the bag without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a shopper writes a gift message in the line’s form, sees it on the line, and removes it', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100048')
    await page.goto('/en-us/cart')
    await page.locator('summary', { hasText: 'Add a gift message' }).click()
    await page.getByRole('textbox', { name: 'To' }).fill('Sam')
    await page.getByRole('textbox', { name: 'Message' }).fill('Happy trails!')
    await page.getByRole('button', { name: 'Save gift message' }).click()

    await expect(page).toHaveURL(/cart=gift/)
    await expect(page.getByRole('status').filter({ hasText: 'Gift message saved.' })).toBeVisible()
    const gift = page.locator('.bag-line__gift')
    await expect(gift).toContainText('Gift message to Sam')
    await expect(gift).toContainText('Happy trails!')

    await page.locator('summary', { hasText: 'Edit gift message' }).click()
    await expect(page.getByRole('textbox', { name: 'To' })).toHaveValue('Sam')
    await page.getByRole('button', { name: 'Remove gift message' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Gift message removed.' })).toBeVisible()
    await expect(page.getByText('Gift message to Sam')).toHaveCount(0)
  })
})
