import { generateCatalogue } from '../../mock-api/seed/catalogue'
import { productTexts } from '../../mock-api/seed/product-texts'
import { generateCommunity, REVIEW_TEMPLATES } from '../../mock-api/seed/reviews'
import { expect, test } from './fixtures'
import { scrollToIsland } from './islands'

/**
 * A product in Sunflower whose first page of reviews on the French site holds French reviews first and then one
 * in another language, worked out from the seed as the mock API stores it.
 */
function frenchProduct() {
  for (const product of generateCatalogue()) {
    if (product.digital || !product.colours.some((colour) => colour.code === '720')) continue
    const { reviews } = generateCommunity(product.styleCode, product.rating, product.reviewCount === 0)
    const newest = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
      b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)
    const french = reviews.filter((review) => review.language === 'fr').sort(newest)
    const others = reviews.filter((review) => review.language !== 'fr').sort(newest)
    const other = others[0]
    if (french.length > 0 && french.length < 5 && other)
      return { product, other, template: REVIEW_TEMPLATES[other.template] }
  }
  throw new Error('no product in Sunflower with French and other reviews in the seed')
}

const { product, other, template } = frenchProduct()
const PATH = `/fr-ca/p/x-${product.styleCode}`
const french = productTexts(product, 'fr')
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'Traduit de l’anglais',
  de: 'Traduit de l’allemand',
  it: 'Traduit de l’italien',
  es: 'Traduit de l’espagnol',
  nl: 'Traduit du néerlandais',
}

test.describe('a product page written for the French-Canadian site', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('describes the product in French, names its colours in French, and translates a review by keyboard', async ({
    sharedPage: page,
  }) => {
    await page.goto(`${PATH}?colour=720`)
    await expect(page.getByText(french.description)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Caractéristiques' })).toBeVisible()
    await expect(page.getByText(french.features[0] as string)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Entretien' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Tournesol' })).toBeChecked()
    await expect(page.getByRole('group', { name: 'Couleur : Tournesol' })).toBeVisible()
    await expect(page.getByText('Sunflower')).toHaveCount(0)

    const reviews = page.getByRole('region', { name: 'Avis' })
    await scrollToIsland(page, 'product-reviews')
    await expect(reviews.getByRole('article').first().getByRole('heading', { level: 3 })).toHaveAttribute(
      'lang',
      'fr',
    )
    const article = reviews.locator(`#review-${other.id}`)
    const original = template?.body[other.language] as string
    const translated = template?.body.fr as string
    await expect(article.getByText(original)).toBeVisible()
    const translate = article.getByRole('link', { name: 'Traduire' })
    await translate.focus()
    await page.keyboard.press('Enter')
    await expect(article.getByText(translated)).toBeVisible()
    await expect(article.getByText(LANGUAGE_NAMES[other.language] as string)).toBeVisible()
    const back = article.getByRole('link', { name: 'Afficher l’original' })
    await expect(back).toBeFocused()
    await expect(page).toHaveURL(/\?colour=720$/)
    await page.keyboard.press('Enter')
    await expect(article.getByText(original)).toBeVisible()
    await expect(article.getByRole('link', { name: 'Traduire' })).toBeFocused()
  })
})

test.describe('translating a review without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

  test('follows the Translate link to the page with the translation, and back to the original', async ({
    sharedPage: page,
  }) => {
    await page.goto(PATH)
    const article = page.locator(`#review-${other.id}`)
    await article.getByRole('link', { name: 'Traduire' }).click()
    await expect(page).toHaveURL(new RegExp(`translate=${other.id}#review-${other.id}$`))
    await expect(article.getByText(template?.body.fr as string)).toBeVisible()
    await expect(article.getByText(LANGUAGE_NAMES[other.language] as string)).toBeVisible()
    await article.getByRole('link', { name: 'Afficher l’original' }).click()
    await expect(article.getByText(template?.body[other.language] as string)).toBeVisible()
  })
})
