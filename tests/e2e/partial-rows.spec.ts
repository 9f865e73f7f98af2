import { addToBag } from './bag-helpers'
import { blockingAxeViolations, expect, pageSettled, signUpInBrowser, test } from './fixtures'

test.describe('the bag as the cart service describes it (decision 109)', () => {
  test('a guest sees the gift and the members’ offer by kind, and each line links to its page by its slug', async ({
    page,
  }) => {
    await page.goto('/en-us')
    await addToBag(page, 'KS100013')
    await page.goto('/en-us/cart')
    await pageSettled(page)
    const offers = page.getByRole('region', { name: 'Offers for your bag' })
    const members = offers.getByRole('listitem').filter({ hasText: 'Members save 10% with code WELCOME10' })
    await expect(members).toBeVisible()
    await expect(members.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-us/account/sign-in?returnTo=%2Fen-us%2Fcart',
    )
    await expect(members.getByRole('link', { name: 'Join for free' })).toHaveAttribute(
      'href',
      '/en-us/account/sign-up?returnTo=%2Fen-us%2Fcart',
    )
    await expect(
      offers.getByRole('listitem').filter({ hasText: /^Free gift: Spend \$[\d.]+ more for free socks/ }),
    ).toBeVisible()

    const line = page.locator('.bag-line').first()
    const href = (await line.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/en-us\/p\/[a-z0-9-]+-KS100013\?colour=\d{3}&size=/)
    expect(await blockingAxeViolations(page)).toEqual([])

    await members.getByRole('link', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Fcart$/)
  })
})

test.describe('a reward card the account could not save (spec 2 §8)', () => {
  test('is an error toast that stays until closed, and the refusal stays at the form for a screen reader', async ({
    page,
    expectRefusal,
  }) => {
    // The second save of the same card is refused (PYT300), answered at the page with 409.
    expectRefusal(409, '/en-us/account/payment-methods')
    await signUpInBrowser(page, {
      email: `reward-${crypto.randomUUID().slice(0, 12)}@example.com`,
      firstName: 'Ines',
      lastName: 'Okafor',
    })
    await page.goto('/en-us/account/payment-methods')
    await pageSettled(page)
    const save = async () => {
      await page.getByRole('textbox', { name: 'Reward card number' }).fill('7001000000001234')
      await page.getByRole('textbox', { name: 'PIN' }).fill('4321')
      await page.getByRole('button', { name: 'Save reward card' }).click()
    }
    await save()
    await expect(page.getByText('Your reward card is saved.')).toBeVisible()
    await save()

    const refusal = 'This reward card is already saved in your account.'
    const region = page.getByRole('region', { name: 'Notifications' })
    const toast = region.locator('.toast--error').filter({ hasText: refusal })
    await expect(toast).toBeVisible()
    // Told once to a screen reader: at the focused field, which the form's message describes, not by the region.
    const number = page.getByRole('textbox', { name: 'Reward card number' })
    await expect(number).toBeFocused()
    await expect(number).toHaveAccessibleDescription(refusal)
    await expect(region.getByRole('alert').filter({ hasText: refusal })).toHaveCount(0)
    await expect(region.getByRole('status').filter({ hasText: refusal })).toHaveCount(0)
    expect(await blockingAxeViolations(page)).toEqual([])

    await toast.getByRole('button', { name: `Dismiss: ${refusal}` }).click()
    await expect(toast).toHaveCount(0)
    await expect(page.locator('#wallet-rewardCard-error')).toHaveText(refusal)
  })
})

test.describe('complete the look (spec 3 §3)', () => {
  test('offers products in stock, each saying the sizes it has', async ({ sharedPage: page }) => {
    await page.goto('/en-us/p/basalt-hiking-boot-KS101623')
    const upsell = page.locator('.upsell')
    await upsell.scrollIntoViewIfNeeded()
    await expect(upsell.locator('.upsell__sizes').first()).toHaveText(/^In stock: \S/)
  })
})
