import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, signUpInBrowser, test, withoutPopups } from './fixtures'
import { scrollToIsland } from './islands'

const STORY = '/en-us/stories/trail-season'
/** E2E state persists between runs: every email is new to this run. */
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
const emailFor = (name: string) => `${name}.${RUN}@example.com`

/**
 * Signs the browser in as a new account with this email (its own, so a registration is new to this run): the
 * event sign-up goes with the shopper's token (decision 048), which only a real sign-in gives.
 */
const signIn = (page: Page, email: string) =>
  signUpInBrowser(page, { email, firstName: 'Ana', lastName: 'Ruiz' })

const axeBlocking = (page: Page, selectors: string[]) => blockingAxeViolations(page, { include: selectors })

test.describe('newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await withoutPopups(page)
    await page.goto(STORY)
    await scrollToIsland(page, 'newsletter-form')
  })

  test('shows field errors at their fields and moves focus to the first', async ({ page }) => {
    const block = page.getByRole('region', { name: 'Letters from the workshop' })
    const email = block.getByRole('textbox', { name: 'Email' })
    const policy = block.getByRole('checkbox', { name: /privacy policy/ })
    await block.getByRole('button', { name: 'Sign up' }).click()
    await expect(block.getByText('Email is required.')).toBeVisible()
    await expect(block.getByText('Tick this box to continue.')).toBeVisible()
    await expect(email).toBeFocused()
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription(/Email is required\./)
    await expect(policy).toHaveAccessibleDescription('Tick this box to continue.')

    await email.fill('ana@')
    await policy.check()
    await block.getByRole('button', { name: 'Sign up' }).click()
    await expect(block.getByText('Email is not valid')).toBeVisible()
    await expect(block.getByText('Tick this box to continue.')).toHaveCount(0)
    await expect(email).toBeFocused()
  })

  test('signs up, resets the form, and answers an address already on the list just as a new one, in a notice that can be dismissed', async ({
    page,
  }) => {
    const block = page.getByRole('region', { name: 'Letters from the workshop' })
    const email = block.getByRole('textbox', { name: 'Email' })
    const policy = block.getByRole('checkbox', { name: /privacy policy/ })
    const status = block.getByRole('status')
    const address = emailFor('newsletter')
    await email.fill(address)
    await policy.check()
    await block.getByRole('button', { name: 'Sign up' }).click()
    await expect(status).toContainText('You are on the list: the next letter is on its way.')
    await expect(email).toHaveValue('')
    await expect(policy).not.toBeChecked()
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer,
    )
    expect(events).toContainEqual({
      event: 'newsletter_signup',
      acquisitionType: 'Signup',
      campaignName: '/en-us/stories/trail-season',
      knownCustomer: false,
    })
    await block.getByRole('button', { name: 'Dismiss this message' }).click()
    await expect(status).toHaveCount(0)

    // The same address again: the answer never tells whether an address is on the list.
    await email.fill(address)
    await policy.check()
    await block.getByRole('button', { name: 'Sign up' }).click()
    await expect(status).toContainText('You are on the list: the next letter is on its way.')
    await expect(block.getByRole('alert')).toHaveCount(0)
    await expect(email).toHaveValue('')
    await block.getByRole('button', { name: 'Dismiss this message' }).click()
    await expect(status).toHaveCount(0)
  })
})

test.describe('event sign-up', () => {
  test('offers a guest sign-in and sign-up steps that switch, in a modal dialog without axe violations', async ({
    page,
  }) => {
    await withoutPopups(page)
    await page.goto(STORY)
    await scrollToIsland(page, 'event-signup')
    const block = page.getByRole('region', { name: 'Trail weekend in the Picos' })
    await block.getByRole('button', { name: 'Join the event' }).click()
    const signInStep = page.getByRole('dialog', { name: 'Sign in to join' })
    await expect(signInStep).toBeVisible()
    // Signing in comes back to the story, at the block.
    await expect(signInStep.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      `/en-us/account/sign-in?returnTo=${encodeURIComponent(`${STORY}#trail-weekend-join`)}`,
    )
    expect(await axeBlocking(page, ['[data-block-id="trail-weekend"]'])).toEqual([])

    await signInStep.getByRole('button', { name: 'New here? Create an account' }).click()
    const signUpStep = page.getByRole('dialog', { name: 'Create an account' })
    await expect(signUpStep).toBeVisible()
    await expect(signUpStep.getByRole('heading', { name: 'Create an account' })).toBeFocused()
    await expect(signUpStep.getByRole('link', { name: 'Go to create an account' })).toHaveAttribute(
      'href',
      `/en-us/account/sign-up?returnTo=${encodeURIComponent(`${STORY}#trail-weekend-join`)}`,
    )
    await signUpStep.getByRole('button', { name: 'Already have an account? Sign in' }).click()
    await expect(page.getByRole('dialog', { name: 'Sign in to join' })).toBeVisible()

    // Focus never reaches the page behind the modal dialog (it may leave for the browser's own controls, where the
    // document has no focused element); Escape closes the dialog.
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press('Tab')
      const behind = await page.evaluate(() => {
        const active = document.activeElement
        return active !== null && active !== document.body && !active.closest('dialog')
      })
      expect(behind).toBe(false)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a guest creates an account from the dialog and comes back to it open at the join form', async ({
    page,
  }) => {
    await withoutPopups(page)
    await page.goto(STORY)
    await scrollToIsland(page, 'event-signup')
    await page
      .getByRole('region', { name: 'Trail weekend in the Picos' })
      .getByRole('button', { name: 'Join the event' })
      .click()
    await page
      .getByRole('dialog', { name: 'Sign in to join' })
      .getByRole('button', { name: /Create an account/ })
      .click()
    await page
      .getByRole('dialog', { name: 'Create an account' })
      .getByRole('link', { name: 'Go to create an account' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    const address = emailFor('event-back')
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana')
    await page.getByRole('textbox', { name: 'Last name' }).fill('Ruiz')
    await page.getByRole('textbox', { name: 'Email' }).fill(address)
    await page.getByLabel('Password', { exact: true }).fill('Trail-2026')
    await page.getByLabel('Date of birth').fill('1990-04-12')
    await page.getByRole('checkbox', { name: /I accept the/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    // Back on the story, the dialog is open at the join form with the new account's email, and the fragment is gone.
    const dialog = page.getByRole('dialog', { name: 'Trail weekend in the Picos' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(address)
    expect(new URL(page.url()).hash).toBe('')
  })

  test('takes a signed-in shopper straight to the join form, checks it, and confirms', async ({ page }) => {
    await withoutPopups(page)
    const address = emailFor('event')
    await signIn(page, address)
    await page.goto(STORY)
    await scrollToIsland(page, 'event-signup')
    await page
      .getByRole('region', { name: 'Trail weekend in the Picos' })
      .getByRole('button', { name: 'Join the event' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Trail weekend in the Picos' })
    await expect(dialog).toBeVisible()
    const email = dialog.getByRole('textbox', { name: 'Email' })
    await expect(email).toHaveValue(address)
    await expect(email).not.toBeEditable()
    await expect(dialog.getByRole('checkbox')).toHaveCount(4) // three days and the terms

    await dialog.getByRole('button', { name: 'Save my place' }).click()
    await expect(dialog.getByText('First name is required.')).toBeVisible()
    await expect(dialog.getByText('Last name is required.')).toBeVisible()
    await expect(dialog.getByText('Choose at least one day.')).toBeVisible()
    await expect(dialog.getByText('Tick this box to continue.')).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeFocused()
    expect(await axeBlocking(page, ['[data-block-id="trail-weekend"]'])).toEqual([])

    await dialog.getByRole('textbox', { name: 'First name' }).fill('Ana')
    await dialog.getByRole('textbox', { name: 'Last name' }).fill('Ruiz')
    await dialog.getByRole('checkbox', { name: 'Friday, November 5' }).check()
    await dialog.getByRole('checkbox', { name: 'Sunday, November 7' }).check()
    const guest = dialog.getByRole('textbox', { name: 'Guest name (optional)' })
    await guest.fill('guest#1')
    await dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions.' }).check()
    await dialog.getByRole('button', { name: 'Save my place' }).click()
    await expect(guest).toBeFocused()
    await expect(guest).toHaveAccessibleDescription(/Enter a valid name for your guest\./)

    await guest.fill('Luis Gómez')
    await dialog.getByRole('button', { name: 'Save my place' }).click()
    const confirmation = page.getByRole('dialog', { name: 'See you on the trail' })
    await expect(confirmation).toBeVisible()
    await expect(confirmation).toContainText('Your place is saved.')
    await confirmation.getByRole('button', { name: 'Close' }).last().click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
