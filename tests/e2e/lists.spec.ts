import type { Browser, Page } from '@playwright/test'
import type { CartResponse } from '../../shared/bag/cart'
import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, signUpInBrowser, test } from './fixtures'
import { askMock } from './mock-api'

/** An account of this test alone, made by the shop's own sign-up call in a browser of its own. */
async function newAccount(
  browser: Browser,
  baseURL: string | undefined,
  fill?: (page: Page) => Promise<void>,
) {
  const email = `lists-${crypto.randomUUID().slice(0, 12)}@example.com`
  const password = 'Lists-follow9'
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signUpInBrowser(page, {
    email,
    password,
    firstName: 'Lea',
    lastName: 'Listen',
    birthDate: '1990-04-02',
    smsOptIn: false,
    newsletter: false,
  })
  await fill?.(page)
  await context.close()
  return { email, password }
}

async function signInByKeyboard(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByLabel('Password').press('Enter')
}

/** Sets a variant's online stock on the mock (behind its access key); the stock it had. */
async function setStock(page: Page, sku: string, online: number): Promise<number> {
  const answer = await askMock(page.request, `/__dev/stock/${sku}`, { online })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { was: number }).was
}

test.describe('favorites and saved-for-later follow the account', () => {
  test('a guest’s favorite is in the account’s favorites after signing in, reached and removed by keyboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    const account = await newAccount(browser, baseURL)
    await page.goto('/en-us/p/x-KS100139')
    await pageSettled(page)
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    await page.getByRole('button', { name: 'Add to favorites' }).press('Enter')
    await expect(page.getByText('Added to your favorites.')).toBeVisible()

    await page.goto('/en-us/account')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Faccount$/)
    await signInByKeyboard(page, account.email, account.password)
    await expect(page).toHaveURL(/\/en-us\/account\?account=signedIn$/)

    // The overview's card and the area's navigation both lead there; the navigation, by keyboard.
    await expect(page.getByRole('link', { name: /^Favorites/ }).last()).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Favorites' })
      .press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/favorites$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    const remove = page.getByRole('button', { name: `Remove ${name}` })
    await remove.focus()
    await expect(remove).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/favorites\?favorite=removed$/)
    await expect(page.getByRole('status').filter({ hasText: 'Removed from your favorites.' })).toBeVisible()
    await expect(page.getByText('You have no favorites yet.', { exact: false })).toBeVisible()
  })

  test('the bag after a merge that ran out of a line says both: merged, and what the stock check changed', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The account's own bag, from an earlier visit.
    const account = await newAccount(browser, baseURL, (earlier) => addToBag(earlier, 'KS100146'))
    await page.goto('/en-us')
    await addToBag(page, 'KS100153')
    const cart = (await (
      await page.request.get('/api/cart', { headers: { 'x-storefront-locale': 'en-us' } })
    ).json()) as CartResponse
    const line = cart.cart?.items.find((entry) => !entry.bonus)
    const sku = line?.productId as string
    const was = await setStock(page, sku, 0)
    try {
      await page.goto('/en-us/account/sign-in')
      await signInByKeyboard(page, account.email, account.password)
      await expect(page).toHaveURL(/\/en-us\/cart\?cart=merged&stock=1(?:&signedIn=1)?$/)
      await pageSettled(page)
      const merge = page.locator('.bag-page__merge')
      await expect(merge.getByRole('status').first()).toHaveText(
        'We combined this bag with the one saved in your account.',
      )
      await expect(merge).toContainText(
        '1 item in your combined bag was out of stock or had fewer left than you wanted: we took it out or lowered its quantity.',
      )
      await expect(page.getByRole('link', { name: line?.name as string })).toHaveCount(0)
      expect(await blockingAxeViolations(page)).toEqual([])
    } finally {
      await setStock(page, sku, was)
    }
  })
})
