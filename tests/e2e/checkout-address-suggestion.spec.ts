/**
 * The shipping step's address check: an address the cart service writes otherwise comes back as "We suggest", the
 * suggested and the entered address side by side to choose from, by keyboard and screen reader, at a phone's width
 * and a laptop's, and as a plain form without JavaScript.
 */
import type { Locator } from '@playwright/test'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, test } from './fixtures'

const WIDTHS = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a laptop', viewport: { width: 1366, height: 768 } },
] as const

/** A Seattle address typed without any capitals. */
async function fillLowerCaseAddress(scope: Locator) {
  await scope.getByRole('textbox', { name: 'Email' }).fill('ana@example.com')
  await scope.getByRole('textbox', { name: 'First name' }).fill('Ana')
  await scope.getByRole('textbox', { name: 'Last name' }).fill('Silva')
  await scope.getByRole('textbox', { name: 'Address', exact: true }).fill('12 main street')
  await scope.getByRole('textbox', { name: 'City' }).fill('seattle')
  await scope.getByRole('combobox', { name: 'State' }).selectOption('WA')
  await scope.getByRole('textbox', { name: 'ZIP code' }).fill('98101')
  await scope.getByRole('textbox', { name: 'Phone' }).fill('206 555 0110')
}

test.describe('the shipping step suggests the address as the postal service writes it', () => {
  for (const { name, viewport } of WIDTHS) {
    test(`on ${name}: the shopper chooses between the suggested and the entered address by keyboard`, async ({
      sharedPage: page,
    }, testInfo) => {
      await page.setViewportSize(viewport)
      await page.goto('/en-us')
      await addToBag(page, 'KS100048')
      await page.goto('/en-us/checkout')
      await pageSettled(page)
      await fillLowerCaseAddress(page.getByRole('group', { name: 'Shipping address' }))
      await page.getByRole('button', { name: 'Continue to billing' }).focus()
      await page.keyboard.press('Enter')
      // The choice takes focus, named for a screen reader, the step stays where it is.
      const suggestion = page.getByRole('region', { name: 'We suggest' })
      await expect(suggestion.getByRole('heading', { name: 'We suggest' })).toBeFocused()
      await expect(page).toHaveURL(/\/checkout$/)
      const choices = suggestion.getByRole('group', { name: 'Address to use' })
      const suggested = choices.getByRole('radio', { name: /^Suggested address/ })
      const entered = choices.getByRole('radio', { name: /^As you entered it/ })
      await expect(suggested).toBeChecked()
      // Each choice is heard with its address.
      await expect(suggested).toHaveAccessibleName(/12 Main Street.*Seattle, WA 98101/)
      await expect(entered).toHaveAccessibleName(/12 main street.*seattle, WA 98101/)
      await page.screenshot({ path: testInfo.outputPath(`suggestion-${viewport.width}.png`), fullPage: true })
      expect(await blockingAxeViolations(page)).toEqual([])
      // Arrow keys move between the two, as in any radio group.
      await page.keyboard.press('Tab')
      await expect(suggested).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await expect(entered).toBeChecked()
      await page.keyboard.press('ArrowUp')
      await expect(suggested).toBeChecked()
      await page.getByRole('button', { name: 'Continue to billing' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
      // The form shows the address as it was kept.
      await page.goBack()
      await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue('12 Main Street')
      await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Seattle')
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the choice is part of the shipping form, and the one chosen is kept', async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto('/en-us')
      await addToBag(page, 'KS100048')
      await page.goto('/en-us/checkout')
      await fillLowerCaseAddress(page.getByRole('group', { name: 'Shipping address' }))
      await page.getByRole('button', { name: 'Continue to billing' }).click()
      const suggestion = page.getByRole('region', { name: 'We suggest' })
      await expect(suggestion.getByRole('heading', { name: 'We suggest' })).toBeFocused()
      await suggestion.getByRole('radio', { name: /^As you entered it/ }).check()
      await page.getByRole('button', { name: 'Continue to billing' }).click()
      await expect(page).toHaveURL(/\/checkout\/billing$/)
      await page.getByRole('button', { name: 'Continue to review' }).click()
      await expect(page).toHaveURL(/\/checkout\/summary$/)
      await expect(page.getByText('12 main street').first()).toBeVisible()
    })
  })
})
