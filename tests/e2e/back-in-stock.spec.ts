import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

test.describe('back in stock', () => {
  test('the sign-up for a sold-out size names the missing choice, takes focus to it, and confirms by keyboard', async ({
    sharedPage: page,
  }) => {
    // A pullover whose first colour has sold-out sizes in the seed.
    await page.goto('/en-us/p/basalt-pullover-KS100258')
    await pageSettled(page)
    const form = page.getByRole('form', { name: 'Size sold out? We can e-mail you when it is back.' })
    await expect(form).toBeVisible()
    const size = form.getByLabel('Size')
    await expect(size.locator('option').first()).toHaveText('Choose a size')

    await form.getByRole('button', { name: 'Notify me' }).press('Enter')
    await expect(form.getByRole('alert')).toHaveText('Choose the size you want us to e-mail you about.')
    await expect(size).toBeFocused()
    await expect(size).toHaveAttribute('aria-invalid', 'true')

    const soldOut = (await size.locator('option').nth(1).textContent())?.trim() ?? ''
    await size.selectOption({ label: soldOut })
    await form.getByLabel('E-mail').fill('not-an-address')
    await form.getByRole('button', { name: 'Notify me' }).press('Enter')
    await expect(form.getByLabel('E-mail')).toBeFocused()

    await form.getByLabel('E-mail').fill('back.soon@example.com')
    await form.getByLabel('E-mail').press('Enter')
    await expect(form.getByRole('status')).toHaveText(
      `We will e-mail back.soon@example.com when size ${soldOut} is back.`,
    )
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})
