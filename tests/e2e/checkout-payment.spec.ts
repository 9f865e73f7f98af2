/**
 * The checkout's payment step where money is at stake (decision 066), on a phone and on a laptop: a refused card or
 * challenge keeps the shopper on review and pay with everything they chose, the 3-D Secure dialog holds the
 * keyboard and asks before it lets go, a placement whose outcome is not known yet is confirmed with the same body,
 * and what a shopper typed before an island came alive is kept.
 */
import type { Frame, Page } from '@playwright/test'
import { confirmationTries } from '../../client/islands/checkout/payment/placement'
import { addToBag } from './bag-helpers'
import {
  CARDS,
  type CheckoutLocale,
  fillAddress,
  fillCard,
  placeOrder,
  STREET,
  toReview,
} from './checkout-helpers'
import { blockingAxeViolations, expect, test, withoutPopups } from './fixtures'
import { holdBack, islandChunk } from './islands'

const VIEWPORTS = [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a laptop', size: { width: 1366, height: 900 } },
] as const

const paymentStep = (page: Page) => page.getByRole('region', { name: 'Payment', exact: true })
/** The live region at the top of the payment step, where a refusal is said. */
const refusalRegion = (page: Page) => paymentStep(page).getByRole('alert').first()
const challengeDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Confirm your payment with your bank' })
const challengeFrame = (page: Page) =>
  page.frameLocator('iframe[title="Confirm your payment with your bank"]')
const cardFields = (page: Page) => page.frameLocator('iframe[title="Card details"]')

/**
 * Whether focus is in the open dialog: on one of its controls, or in its frame. Tab out of the provider's frame is
 * handed from the frame to the page, and may land after the key press has returned, so checks poll for it.
 */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false)

/** Lets the page render what it was just told: two animation frames. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Posts a 3-D Secure result to the checkout from `frame`'s window, as a script there could, then a marker; resolves
 * once the checkout has received both (in order: they come from one window) and has rendered what followed.
 */
async function forgeChallengeResult(page: Page, frame: Frame) {
  await page.evaluate(() => {
    const marked = window as { forged?: boolean }
    marked.forged = false
    window.addEventListener('message', (event) => {
      if (event.data === 'forged-done') marked.forged = true
    })
  })
  await frame.evaluate(() => {
    window.parent.postMessage({ type: 'threeDS2Result', threeDSResult: 'forged-result' }, '*')
    window.parent.postMessage('forged-done', '*')
  })
  await page.waitForFunction(() => (window as { forged?: boolean }).forged === true)
  await nextFrames(page)
}

/** A frame of an origin of its own in the page (a sandboxed document's origin is opaque: `null`). */
async function frameOfAnotherOrigin(page: Page): Promise<Frame> {
  await page.evaluate(() => {
    const frame = document.createElement('iframe')
    frame.name = 'elsewhere'
    frame.sandbox.add('allow-scripts')
    frame.srcdoc = '<p>Another site</p>'
    document.body.append(frame)
  })
  await expect.poll(() => page.frame({ name: 'elsewhere' })?.url()).toBe('about:srcdoc')
  return page.frame({ name: 'elsewhere' }) as Frame
}

for (const viewport of VIEWPORTS) {
  test.describe(`the payment step on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size })
    // Each goes through the whole checkout, and some wait out the confirming answers: twice the usual minute.
    test.describe.configure({ timeout: 120_000 })
    const phone = viewport.size.width < 600

    test('a refused card keeps review and pay, the addresses, delivery, gift card and reward code, says why at the top, and another card pays', async ({
      page,
      expectRefusal,
    }) => {
      // Its own site and reward code per viewport: the code is spent when the order is placed.
      const locale: CheckoutLocale = phone ? 'en-gb' : 'en-ca'
      const code = phone ? 'KSR-20-BOREAL' : 'KSR-20-DUNE'
      const masked = `•••• ${code.slice(-4)}`
      let cardFrameLoads = 0
      page.on('request', (request) => {
        if (/\/checkoutshopper\/fields\?kind=card&/.test(request.url())) cardFrameLoads += 1
      })
      await toReview(page, {
        styles: phone ? ['KS100111', 'KS100118'] : ['KS100125', 'KS100132'],
        locale,
        express: true,
      })
      // The card typed first stays through the renders the gift card and the reward code bring: its frame is
      // never loaded again.
      await fillCard(page, CARDS.declined)
      const payment = paymentStep(page)
      await payment.getByText('Pay with a gift card').click()
      const gift = page.frameLocator('iframe[title="Gift card number and PIN"]')
      await gift.getByLabel('Gift card number').fill('6006 4912 3456 7890')
      await gift.getByLabel('PIN').fill('1234')
      await payment.getByRole('button', { name: 'Apply gift card' }).click()
      await expect(payment.getByText(/^Gift card •••• 7890 pays /)).toBeVisible()
      await payment.locator('summary').getByText('Reward code', { exact: true }).click()
      await payment.getByRole('textbox', { name: 'Reward code' }).fill(code)
      await payment.getByRole('button', { name: 'Apply', exact: true }).click()
      await expect(payment.getByText(new RegExp(`^Reward code ${masked} pays `))).toBeVisible()
      // The live region is there, empty, before anything is said in it, so what is said is announced.
      await expect(refusalRegion(page)).toBeEmpty()
      await expect(cardFields(page).getByLabel('Card number')).toHaveValue(CARDS.declined)
      expect(cardFrameLoads).toBe(1)

      expectRefusal(422, '/api/checkout/orders')
      await placeOrder(page)

      await expect(refusalRegion(page)).toContainText(
        'Your payment could not be completed. Please try again or use another payment method.',
      )
      // Said first in the payment step, and focused, so a keyboard or screen reader user starts there.
      await expect(refusalRegion(page).locator('.notice')).toBeFocused()
      // At the top of the step: the region right under its heading.
      expect(
        await payment.evaluate(
          (section) => section.querySelector('#payment-title + [role="alert"]')?.textContent,
        ),
      ).toContain('Your payment could not be completed.')
      await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeVisible()
      const shipTo = page.getByRole('region', { name: 'Shipping to' })
      await expect(shipTo).toContainText(STREET[locale])
      await expect(shipTo).toContainText('Delivery: Express delivery')
      await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(STREET[locale])
      await expect(payment.getByText(new RegExp(`^Reward code ${masked} pays `))).toBeVisible()
      await expect(payment.getByText(/^Gift card •••• 7890 pays /)).toBeVisible()
      await expect(refusalRegion(page)).not.toContainText('no longer pays')
      // Fresh card fields, empty and ready for another card.
      const number = cardFields(page).getByLabel('Card number')
      await expect(number).toHaveValue('')
      expect(cardFrameLoads).toBe(2)
      await number.focus()
      await expect(number).toBeFocused()

      // The demo gift card's balance is every test's (the bag's tests check it in these currencies): taken off
      // again before paying, so this test spends none of it.
      await payment.getByRole('button', { name: 'Remove •••• 7890' }).click()
      await expect(payment.getByText(/^Gift card •••• 7890 pays /)).toHaveCount(0)
      await fillCard(page, CARDS.frictionless)
      await placeOrder(page)
      await expect(page).toHaveURL(new RegExp(`/${locale}/order-confirmation$`))
      await expect(page.getByText(new RegExp(`^Reward code ${masked}: `))).toBeVisible()
    })

    test('the 3-D Secure challenge holds the keyboard, ignores results from anywhere but its frame, and asks before it lets go', async ({
      page,
      expectRefusal,
    }) => {
      await toReview(page, { styles: phone ? ['KS100139', 'KS100146'] : ['KS100153', 'KS100160'] })
      await fillCard(page, CARDS.challenge)
      const place = page.getByRole('button', { name: 'Place order' })
      await place.focus()
      await page.keyboard.press('Enter')

      const dialog = challengeDialog(page)
      const code = challengeFrame(page).getByLabel('One-time code')
      await expect(dialog).toBeVisible()
      await expect(code).toBeFocused()
      for (let press = 0; press < 10; press++) {
        await page.keyboard.press('Tab')
        await expect.poll(() => focusInDialog(page), `after Tab ${press + 1}`).toBe(true)
      }
      for (let press = 0; press < 10; press++) {
        await page.keyboard.press('Shift+Tab')
        await expect.poll(() => focusInDialog(page), `after Shift+Tab ${press + 1}`).toBe(true)
      }

      // A result posted from another origin (the shop's own page, a sandboxed frame), or by another of the
      // provider's frames (the gift card fields), is not the challenge's: nothing is sent, the dialog stays.
      const authentications: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/checkout/orders/authentication')
          authentications.push(request.url())
      })
      const giftCardFields = page.frames().find((frame) => frame.url().includes('kind=giftcard'))
      expect(giftCardFields).toBeDefined()
      for (const frame of [page.mainFrame(), await frameOfAnotherOrigin(page), giftCardFields as Frame])
        await forgeChallengeResult(page, frame)
      await expect(dialog).toBeVisible()
      expect(authentications).toEqual([])
      expect(await focusInDialog(page)).toBe(true)

      // Escape asks, from the frame; Stay goes back to the code, and Tab stays in the question while it is open.
      await code.focus()
      await page.keyboard.press('Escape')
      const stay = dialog.getByRole('button', { name: 'Stay' })
      await expect(stay).toBeFocused()
      await expect(dialog.getByRole('heading', { name: 'Leave the security check?' })).toBeVisible()
      await expect(dialog.getByText('Your card has not been charged.')).toBeVisible()
      for (let press = 0; press < 3; press++) {
        await page.keyboard.press('Tab')
        await expect.poll(() => focusInDialog(page), `after Tab ${press + 1}`).toBe(true)
      }
      await stay.focus()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeVisible()
      await expect(code).toBeFocused()

      // Escape again, then Leave: the dialog closes, focus is on "Place order", and the card is not charged.
      expectRefusal(422, '/api/checkout/orders/authentication')
      await page.keyboard.press('Escape')
      await expect(stay).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dialog.getByRole('button', { name: 'Leave' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(page.locator('.payment__place')).toBeFocused()
      await expect(refusalRegion(page)).toContainText(
        'You left the security check, so your card has not been charged.',
      )
      await expect(place).toBeFocused()
      await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeVisible()
      await expect(cardFields(page).getByLabel('Card number')).toHaveValue('')
      await fillCard(page, CARDS.frictionless)
      await place.click()
      await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    })

    test('a failed challenge keeps review and pay with the addresses and delivery, focuses the refusal, and another card pays', async ({
      page,
      expectRefusal,
    }) => {
      await toReview(page, {
        styles: phone ? ['KS100167', 'KS100174'] : ['KS100181', 'KS100188'],
        express: true,
      })
      await fillCard(page, CARDS.challenge)
      await placeOrder(page)
      await expect(challengeFrame(page).getByLabel('One-time code')).toBeFocused()
      expectRefusal(422, '/api/checkout/orders/authentication')
      await page.keyboard.type('9999')
      await page.keyboard.press('Enter')

      await expect(challengeDialog(page)).toBeHidden()
      await expect(refusalRegion(page)).toContainText('Your bank could not confirm the payment')
      await expect(refusalRegion(page).locator('.notice')).toBeFocused()
      await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeVisible()
      const shipTo = page.getByRole('region', { name: 'Shipping to' })
      await expect(shipTo).toContainText(STREET['en-us'])
      await expect(shipTo).toContainText('Delivery: Express delivery')
      await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(STREET['en-us'])
      await expect(cardFields(page).getByLabel('Card number')).toHaveValue('')
      await fillCard(page, CARDS.frictionless)
      await placeOrder(page)
      await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
    })

    test('a placement still being confirmed says so, keeps "Place order" busy, and asks again with the same body until the order comes', async ({
      page,
    }) => {
      await toReview(page, { styles: phone ? ['KS100195', 'KS100202'] : ['KS100209', 'KS100216'] })
      await fillCard(page, CARDS.frictionless)
      const bodies: string[] = []
      await page.route('**/api/checkout/orders', async (route) => {
        bodies.push(route.request().postData() ?? '')
        if (bodies.length > 2) return route.fallback()
        return route.fulfill({
          status: 202,
          headers: { 'retry-after': '1' },
          contentType: 'application/json',
          body: JSON.stringify({ confirming: true, retryAfter: 1 }),
        })
      })
      await placeOrder(page)
      await expect(
        paymentStep(page).getByRole('status').filter({ hasText: 'We are confirming your payment' }),
      ).toBeVisible()
      const busy = page.locator('.payment__place')
      await expect(busy).toHaveAttribute('aria-busy', 'true')
      await expect(busy).toBeDisabled()
      await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
      expect(bodies).toHaveLength(3)
      expect(new Set(bodies).size).toBe(1)
      expect(JSON.parse(bodies[0] ?? '{}')).toMatchObject({ idempotencyKey: expect.any(String) })
    })

    test('a placement not confirmed after every try says so, and "Check again" asks with the same body', async ({
      page,
    }) => {
      await toReview(page, { styles: phone ? ['KS100223', 'KS100230'] : ['KS100237', 'KS100244'] })
      await fillCard(page, CARDS.frictionless)
      const bodies: string[] = []
      let confirmed = false
      await page.route('**/api/checkout/orders', async (route) => {
        bodies.push(route.request().postData() ?? '')
        if (confirmed) return route.fallback()
        return route.fulfill({
          status: 202,
          contentType: 'application/json',
          body: JSON.stringify({ confirming: true, retryAfter: 1 }),
        })
      })
      await placeOrder(page)
      await expect(
        paymentStep(page).getByRole('status').filter({
          hasText:
            'We couldn’t confirm your payment yet. You won’t be charged twice: we’ll email you when your order is confirmed, or check again in a minute.',
        }),
      ).toBeVisible({ timeout: 30_000 })
      expect(bodies).toHaveLength(confirmationTries)
      // The one thing to do then is to check again: no new attempt is offered while this one is unsettled.
      await expect(paymentStep(page).getByRole('button', { name: 'Place order' })).toHaveCount(0)
      const checkAgain = paymentStep(page).getByRole('button', { name: 'Check again' })
      await expect(checkAgain).toBeEnabled()
      await expect(checkAgain).toBeFocused()
      confirmed = true
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
      expect(bodies).toHaveLength(confirmationTries + 1)
      expect(new Set(bodies).size).toBe(1)
    })

    test('what a shopper types before the checkout and the newsletter form come alive stays, and both then work', async ({
      page,
    }) => {
      await page.goto('/en-us')
      await addToBag(page, phone ? 'KS100251' : 'KS100258')

      // The checkout's shipping form, filled while its island's code is held back.
      const checkoutChunk = islandChunk('checkout')
      const releaseCheckout = await holdBack(page, checkoutChunk)
      await page.goto('/en-us/checkout', { waitUntil: 'domcontentloaded' })
      const island = page.locator('[data-island="checkout"]')
      const shipping = page.getByRole('group', { name: 'Shipping address' })
      await fillAddress(shipping, 'en-us')
      await expect(island).not.toHaveAttribute('data-hydrated', 'true')
      releaseCheckout()
      await expect(island).toHaveAttribute('data-hydrated', 'true')
      await expect(shipping.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com')
      await expect(shipping.getByRole('textbox', { name: 'First name' })).toHaveValue('Ana')
      await expect(shipping.getByRole('textbox', { name: 'Last name' })).toHaveValue('Silva')
      await expect(shipping.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
        STREET['en-us'],
      )
      await expect(shipping.getByRole('textbox', { name: 'City' })).toHaveValue('Seattle')
      await expect(shipping.getByRole('combobox', { name: 'State' })).toHaveValue('WA')
      await expect(shipping.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('98101')
      await expect(shipping.getByRole('textbox', { name: 'Phone' })).toHaveValue('206 555 0110')
      // The island has what was typed: it sends it, and the billing step shows the address.
      await page.getByRole('button', { name: 'Continue to billing' }).click()
      await expect(page.getByRole('heading', { name: 'Step 2 of 3: Billing' })).toBeFocused()
      await expect(page.getByRole('group', { name: 'Billing address' })).toContainText(STREET['en-us'])

      // The newsletter block's form: an email and a ticked box, kept through hydration, then sent.
      // The pop-ups would cover the bottom of the page.
      await withoutPopups(page)
      const releaseNewsletter = await holdBack(page, islandChunk('newsletter-form'))
      await page.goto('/en-us/stories/trail-season')
      const block = page.getByRole('region', { name: 'Letters from the workshop' })
      const form = page.locator('[data-island="newsletter-form"]')
      await form.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      const email = `typed-early.${Date.now().toString(36)}${phone ? 'p' : 'l'}@example.com`
      await block.getByRole('textbox', { name: 'Email' }).fill(email)
      await block.getByRole('checkbox', { name: /privacy policy/ }).check()
      await expect(form).not.toHaveAttribute('data-hydrated', 'true')
      releaseNewsletter()
      await expect(form).toHaveAttribute('data-hydrated', 'true')
      await expect(block.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
      await expect(block.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked()
      await block.getByRole('button', { name: 'Sign up' }).click()
      await expect(block.getByRole('status')).toContainText(
        'You are on the list: the next letter is on its way.',
      )
    })
  })
}

test.describe('paying later on a phone', () => {
  test.use({ viewport: VIEWPORTS[0].size })
  test.describe.configure({ timeout: 120_000 })

  test('the pay-later page opens in a dialog over review and pay: closed, nothing is charged; declined, the shopper is told why, and a card pays', async ({
    page,
    expectRefusal,
  }) => {
    await toReview(page, { styles: ['KS100265', 'KS100272'], express: true })
    const payment = paymentStep(page)
    await payment.getByRole('radio', { name: /^Pay later/ }).check()
    await placeOrder(page)
    // The provider's page, on its own origin, framed in the checkout's dialog.
    const dialog = page.getByRole('dialog', { name: 'Pay later' })
    const provider = page.frameLocator('iframe[title="Pay later"]')
    await expect(provider.getByRole('button', { name: 'Decline' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    // Closed: asked first, then the page declines, nothing is charged and the step stays.
    expectRefusal(422, '/api/checkout/orders/authentication')
    await dialog.getByRole('button', { name: 'Close Pay later' }).click()
    await expect(dialog.getByRole('heading', { name: 'Leave Pay later?' })).toBeVisible()
    await dialog.getByRole('button', { name: 'Leave' }).click()
    await expect(dialog).toBeHidden()
    await expect(refusalRegion(page)).toContainText('You closed Pay later, so nothing has been charged.')
    await expect(page).toHaveURL(/\/en-us\/checkout\/summary/)

    await payment.getByRole('radio', { name: /^Pay later/ }).check()
    await placeOrder(page)
    await provider.getByRole('button', { name: 'Decline' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and pay' })).toBeVisible()
    await expect(refusalRegion(page)).toContainText(
      'Your payment could not be completed. Please try again or use another payment method.',
    )
    // Said in the payment step, not above the checkout, and focused, so a screen reader starts there.
    await expect(refusalRegion(page).locator('.notice')).toBeFocused()
    await expect(page.locator('.checkout__alert')).toBeEmpty()
    const shipTo = page.getByRole('region', { name: 'Shipping to' })
    await expect(shipTo).toContainText(STREET['en-us'])
    await expect(shipTo).toContainText('Delivery: Express delivery')
    await expect(page.getByRole('region', { name: 'Billing address' })).toContainText(STREET['en-us'])

    await payment.getByRole('radio', { name: /^Card/ }).check()
    await fillCard(page, CARDS.frictionless)
    await placeOrder(page)
    await expect(page).toHaveURL(/\/en-us\/order-confirmation$/)
  })
})
