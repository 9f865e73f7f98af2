import { blockingAxeViolations, expect, test } from './fixtures'

/** A date `days` before today (UTC), as a date field takes it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

test.describe('contact us', () => {
  test('by keyboard: a subject of another category is refused with focus on it, then the message is sent', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/help/contact-us')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible()
    await expect(page.getByText('Our customer service team answers by phone')).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])

    const name = page.getByRole('textbox', { name: 'Full name' })
    const category = page.getByRole('combobox', { name: 'Category' })
    const subject = page.getByRole('combobox', { name: 'Subject' })
    const message = page.getByRole('textbox', { name: 'Message' })
    await name.focus()
    await page.keyboard.type('Mia Lund')
    await page.keyboard.press('Tab')
    await page.keyboard.type('mia.lund@example.com')
    await page.keyboard.press('Tab')
    await expect(category).toBeFocused()
    // Choose a category and a subject with the arrow keys: Returns and refunds, then a subject of Orders.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(category).toHaveValue('returns')
    await page.keyboard.press('Tab')
    await expect(subject).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(subject).toHaveValue('order-status')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(message).toBeFocused()
    await page.keyboard.type('Where is the refund for the boots I sent back?')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused()

    expectRefusal(400, '/en-us/help/contact-us')
    await page.keyboard.press('Enter')
    const summary = page.getByRole('alert')
    await expect(summary).toContainText('Please check these fields:')
    await expect(summary.getByRole('link')).toHaveText([
      'Subject – Choose a subject listed under “Returns and refunds”, or change the category.',
    ])
    await expect(subject).toBeFocused()
    await expect(subject).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveValue('Mia Lund')
    await expect(message).toHaveValue('Where is the refund for the boots I sent back?')
    expect(await blockingAxeViolations(page)).toEqual([])

    // The subject list names its categories; pick "Where is my refund?" under Returns and refunds.
    await expect(subject.locator('optgroup[label="Returns and refunds"] option')).toHaveText([
      'Start a return',
      'Where is my refund?',
      'Exchange an item',
    ])
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowDown')
    await expect(subject).toHaveValue('return-refund')
    await page.keyboard.press('Tab')
    await page.keyboard.type('KS 0123 456789')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(/\/en-us\/help\/contact-us\?case=CS-\d{8}$/)
    const caseNumber = new URL(page.url()).searchParams.get('case') as string
    await expect(
      page.getByRole('heading', { level: 2, name: 'Thank you, your message is on its way' }),
    ).toBeVisible()
    await expect(page.getByText(`Your case number is ${caseNumber}.`)).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Send another message' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/help\/contact-us$/)
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('')
  })

  test('without JavaScript on a phone: refused in place with what was typed, then sent', async ({
    phoneWithoutScript: page,
    expectRefusal,
  }) => {
    await page.goto('/fr-fr/help/contact-us')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('textbox', { name: 'Nom complet' }).fill('Léa Martin')
    await page.getByRole('textbox', { name: 'E-mail' }).fill('lea.martin@example.com')
    await page.getByRole('combobox', { name: 'Catégorie' }).selectOption('products')
    await page.getByRole('combobox', { name: 'Objet' }).selectOption('product-fit')
    await page.getByRole('textbox', { name: 'Message' }).fill('Trop court')
    await page.getByRole('textbox', { name: 'Numéro de commande (facultatif)' }).fill('12345')
    expectRefusal(400, '/fr-fr/help/contact-us')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(
      page.getByText('Saisissez un numéro de commande comme KS0123456789, ou laissez le champ vide.').first(),
    ).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Léa Martin')
    await expect(page.getByRole('combobox', { name: 'Objet' })).toHaveValue('product-fit')
    // Measured once the whole page has arrived (it streams).
    await page.waitForLoadState('load')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('textbox', { name: 'Numéro de commande (facultatif)' }).fill('')
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(page).toHaveURL(/\/fr-fr\/help\/contact-us\?case=CS-\d{8}$/)
    await expect(page.getByText('Merci, votre message est bien parti')).toBeVisible()
  })
})

test.describe('warranty', () => {
  test('a guest signs in from the warranty page, comes back and opens a case', async ({
    page,
    expectRefusal,
  }) => {
    await page.goto('/en-us/help/warranty')
    await expect(page.getByRole('heading', { level: 1, name: 'Product warranty' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Sign in to open a warranty case' })).toBeVisible()
    expect(await blockingAxeViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Sign in', exact: true }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/account\/sign-in\?returnTo=%2Fen-us%2Fhelp%2Fwarranty$/)
    await page.getByRole('textbox', { name: 'Email' }).fill('shopper@example.com')
    await page.getByLabel('Password').fill('Passw0rd!')
    await page.getByLabel('Password').press('Enter')
    await expect(page).toHaveURL(/\/en-us\/help\/warranty(?:\?signedIn=1)?$/)
    await expect(
      page.getByText('Signed in as Ana Silva (shopper@example.com).', { exact: false }),
    ).toBeVisible()

    const product = page.getByRole('textbox', { name: 'Product' })
    const description = page.getByRole('textbox', { name: 'What’s wrong with it?' })
    await product.fill('Summit Hiking Boot KS100210')
    await page.getByLabel('Date of purchase').fill(daysAgo(120))
    await description.fill('Sole came off.')
    expectRefusal(400, '/en-us/help/warranty')
    await page.getByRole('button', { name: 'Open a warranty case' }).press('Enter')
    await expect(page.getByRole('alert')).toContainText(
      'What’s wrong with it? – Write at least 20 characters, so our repair team understands the fault.',
    )
    await expect(description).toBeFocused()
    await expect(product).toHaveValue('Summit Hiking Boot KS100210')
    await expect(page.getByLabel('Date of purchase')).toHaveValue(daysAgo(120))
    expect(await blockingAxeViolations(page)).toEqual([])

    await description.fill('The sole came away from the upper at the toe after two months of walking.')
    await page.getByRole('button', { name: 'Open a warranty case' }).press('Enter')
    await expect(page).toHaveURL(/\/en-us\/help\/warranty\?case=WR-\d{8}$/)
    const caseId = new URL(page.url()).searchParams.get('case') as string
    await expect(page.getByRole('heading', { name: 'Your warranty case is open' })).toBeVisible()
    await expect(page.getByText(`Your case number is ${caseId}.`)).toBeVisible()
  })
})

test.describe('legal pages', () => {
  test('read well on a phone and on a laptop: a heading per section and a readable line length', async ({
    page,
  }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/de-de/sms-terms')
      await expect(page.getByRole('heading', { level: 1, name: 'SMS-Bedingungen' })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'Anmeldung: Double-Opt-in' })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      const lineWidth = await page
        .getByRole('region', { name: 'SMS abbestellen: STOPP' })
        .evaluate((section) => section.getBoundingClientRect().width)
      // About 80 characters at most at the body's size.
      expect(lineWidth).toBeLessThanOrEqual(42 * 16 + 1)
      await page.getByRole('link', { name: 'SMS abbestellen: STOPP' }).click()
      await expect(page).toHaveURL(/#sms-terms-stop-title$/)
    }
    expect(await blockingAxeViolations(page)).toEqual([])
  })
})
