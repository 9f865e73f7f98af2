import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, signUpInBrowser, test } from './fixtures'
import { outboxLinks } from './mock-api'

// Decision 048: the subscription types of a loyalty member, and sign-up's SMS opt-in confirmed in the account.

/** A US mobile number of this test alone (the outbox is read by number). */
const newPhone = () => `415${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`

/**
 * A new account of this test alone, signed in in the page's browser context. Made through the sign-up call the
 * page's form posts (the form itself is sign-up's own test), with the SMS opt-in when a phone is given.
 */
async function newAccount(page: Page, phone = '') {
  const email = `subs-${crypto.randomUUID().slice(0, 12)}@example.com`
  await signUpInBrowser(page, { email, firstName: 'Tess', lastName: 'Texter', phone, smsOptIn: phone !== '' })
  return email
}

test.describe('subscription types', () => {
  test('a loyalty member turns the members’ newsletter on and off by keyboard', async ({ page }) => {
    await newAccount(page)
    const joined = await page.request.post('/api/account/loyalty/join', {
      headers: { origin: new URL(page.url()).origin, 'x-storefront-locale': 'en-us' },
      data: { agreement: true },
    })
    expect(joined.status()).toBe(201)

    await page.goto('/en-us/account/subscriptions')
    await expect(page.getByRole('heading', { level: 2, name: 'Members’ newsletter' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Loyalty program messages' })).toBeVisible()
    await expect(page.getByText('You don’t get the members’ newsletter.')).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    // From the newsletter's button, the keyboard reaches the members' newsletter next.
    await page.getByRole('button', { name: 'Get the newsletter' }).focus()
    await page.keyboard.press('Tab') // the texts' phone field
    await page.keyboard.press('Tab') // the text message terms' link
    await page.keyboard.press('Tab') // Get text messages
    await page.keyboard.press('Tab')
    const start = page.getByRole('button', { name: 'Get the members’ newsletter' })
    await expect(start).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/subscriptions\?type=LoyaltyNewsletter&account=emailOn$/)
    await expect(page.getByText('You’ll get the members’ newsletter.')).toBeVisible()
    await expect(page.getByText(/^You get the members’ newsletter at subs-/)).toBeVisible()

    const stop = page.getByRole('button', { name: 'Stop the members’ newsletter' })
    await stop.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText('You won’t get the members’ newsletter any more.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Get the members’ newsletter' })).toBeVisible()
  })
})

test.describe('sign-up’s SMS opt-in', () => {
  test('starts a double opt-in that the new customer confirms in the account by keyboard', async ({
    page,
  }) => {
    const phone = newPhone()
    await newAccount(page, phone)
    await page.goto('/en-us/account/subscriptions')
    await expect(page.getByText('Confirmation pending.')).toBeVisible()
    await expect(page.getByText(`We sent a code to +1${phone}.`, { exact: false })).toBeVisible()

    const [link] = (await outboxLinks(page.request, `+1${phone}`)).map((href) => new URL(href))
    expect(link?.pathname).toBe('/en-us/account/subscriptions')
    const code = page.getByRole('textbox', { name: 'Code from the text message' })
    await code.focus()
    await page.keyboard.type(link?.searchParams.get('code') ?? '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\?account=smsOn$/)
    await expect(page.getByText('Confirmed: you’ll get our text messages.')).toBeVisible()
    await expect(page.getByText(`You get our text messages at +1${phone}.`)).toBeVisible()
  })
})
