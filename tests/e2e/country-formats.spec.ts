import type { Page } from '@playwright/test'
import { blockingAxeViolations, expect, signUpInBrowser, test } from './fixtures'

const SIZES = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const

/** Whether the page is wider than its window (something overflows sideways). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test.describe('a content page’s children (decision 107)', () => {
  for (const size of SIZES) {
    test(`the stories hub lists its stories as cards that open them, at ${size.width} px`, async ({
      sharedPage: page,
    }) => {
      await page.setViewportSize(size)
      await page.goto('/en-us/stories')
      await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible()
      const section = page.getByRole('region', { name: 'In this section' })
      const cards = section.getByRole('listitem')
      await expect(cards).toHaveCount(2)
      await expect(
        section.getByText('Three short films from the trail, and your photos from it.'),
      ).toBeVisible()
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
      // One card a row on a phone, side by side on a laptop.
      if (size.width < 768) expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1)
      else expect(Math.abs((second?.y ?? 0) - (first?.y ?? 0))).toBeLessThan(2)
      expect(await overflows(page)).toBe(false)
      expect(await blockingAxeViolations(page)).toEqual([])

      // The whole card is its title's link, reached by keyboard.
      await section.getByRole('link', { name: 'On film' }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/en-us\/stories\/on-film$/)
      await expect(page.getByRole('heading', { level: 1, name: 'On film' })).toBeVisible()
    })
  }

  test('the help hub lists its pages without JavaScript, in the page’s language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/fr-fr/help')
    const section = page.getByRole('region', { name: 'Dans cette rubrique' })
    await section.getByRole('link', { name: 'Nous contacter' }).click()
    await expect(page).toHaveURL(/\/fr-fr\/help\/contact-us$/)
    await context.close()
  })
})

test.describe('the address forms’ provinces and countries (decision 107)', () => {
  for (const size of SIZES) {
    test(`an Italian shopper chooses their province from the list and the book keeps its code, at ${size.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await signUpInBrowser(page, {
        email: `province-${crypto.randomUUID().slice(0, 12)}@example.com`,
        firstName: 'Giulia',
        lastName: 'Rossi',
      })
      await page.goto('/it-it/account/addresses/new')
      await expect(page.getByRole('heading', { level: 2, name: 'Aggiungi un indirizzo' })).toBeVisible()
      const province = page.getByRole('combobox', { name: 'Provincia (facoltativo)' })
      await expect(province.getByRole('option', { name: 'Sud Sardegna' })).toHaveCount(1)
      await page.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via del Corso 12')
      await page.getByRole('textbox', { name: 'Città' }).fill('Roma')
      // A focused list takes the typed name of an option.
      await province.focus()
      await page.keyboard.type('Roma')
      await expect(province).toHaveValue('RM')
      await page.getByRole('textbox', { name: 'CAP' }).fill('00186')
      await page.getByRole('textbox', { name: 'Telefono' }).fill('312 345 6789')
      expect(await overflows(page)).toBe(false)
      expect(await blockingAxeViolations(page)).toEqual([])
      await page.getByRole('button', { name: 'Salva l’indirizzo' }).click()
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Indirizzo salvato.')
      const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Via del Corso 12' })
      await expect(card).toContainText('00186 Roma RM')
      // The country is named in the page's language, from the country list.
      await expect(card).toContainText('Italia')
      await page.goto('/en-gb/account/addresses')
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: 'Via del Corso 12' }),
      ).toContainText('Italy')
    })
  }
})
