import { expect, test } from './fixtures'

test.describe('home page', () => {
  test('renders in English with menu, promo bar, streamed products and footer', async ({
    sharedPage: page,
  }) => {
    const response = await page.goto('/en-us')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle('Outdoor clothing, footwear and gear | Kestrel')
    await expect(page.getByRole('heading', { level: 1, name: 'Made for the long way round' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Women', exact: true })).toHaveAttribute(
      'href',
      '/en-us/c/women-2000',
    )
    await expect(page.getByRole('region', { name: 'Promotions' })).toContainText('Free shipping')
    const trending = page.getByRole('region', { name: 'Trending now' })
    await expect(trending.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('Contact us')
  })

  test('renders in French, with French text and euro prices', async ({ sharedPage: page }) => {
    await page.goto('/fr-fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(page.getByRole('heading', { level: 1, name: 'Faits pour les longs détours' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Aller au contenu principal' })).toBeAttached()
    await expect(
      page.getByRole('region', { name: 'Tendances du moment' }).getByText(/€/).first(),
    ).toBeVisible()
  })

  test('the mini cart hydrates and reads an empty cart as zero items', async ({ sharedPage: page }) => {
    await page.goto('/en-gb')
    const island = page.locator('[data-island="mini-cart"]')
    await expect(island).toHaveAttribute('data-hydrated', 'true')
    await expect(page.getByRole('link', { name: /^Bag\W+0 items$/ })).toBeVisible()
  })

  test('the other brand is served on its own host', async ({ sharedPage: page }) => {
    const port = process.env.E2E_PORT
    await page.goto(`http://tidewater.localhost:${port}/en-us`)
    await expect(page).toHaveTitle(/\| Tidewater$/)
    await expect(page.getByRole('link', { name: 'Tidewater home' })).toBeVisible()
  })

  test('an unknown locale gives the branded 404 page', async ({ sharedPage: page, expectRefusal }) => {
    expectRefusal(404, '/xx-yy/anything')
    const response = await page.goto('/xx-yy/anything')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'We can’t find that page' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-us')
  })

  test('hashed assets are served immutable', async ({ sharedPage: page, request }) => {
    await page.goto('/en-us')
    const script = await page.locator('script[type="module"]').getAttribute('src')
    const response = await request.get(script as string)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

test.describe('home page for a French-speaking Canadian browser', () => {
  test.use({ locale: 'fr-CA' })

  test('sends a French-speaking Canadian from / to fr-ca', async ({ sharedPage: page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/fr-ca$/)
  })
})

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu opens by keyboard focus and its links work without JavaScript', async ({
    sharedPage: page,
  }) => {
    await page.goto('/en-us')
    const panel = page.locator('#mega-menu-menu-1000-panel')
    await expect(panel).toBeHidden()
    await page.getByRole('button', { name: 'mega menu toggle Men' }).focus()
    await expect(panel).toBeVisible()
    const rainJackets = panel.getByRole('link', { name: 'Rain jackets' })
    await expect(rainJackets).toBeVisible()
    await rainJackets.click()
    await expect(page).toHaveURL(/\/en-us\/c\/men\/jackets\/rain-jackets-1210$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Rain jackets' })).toBeVisible()
  })
})
