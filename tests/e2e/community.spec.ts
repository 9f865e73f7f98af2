import { expect, test } from './fixtures'
import { scrollToIsland } from './islands'

const PRODUCT = '/en-us/p/x-KS100020'
// Local state persists between runs, so each run writes text of its own.
const run = Math.random().toString(36).slice(2, 8)

test.describe('reviews and questions', () => {
  test('a shopper writes a review: checked in the browser, the server length error at the field, then published', async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors
    await page.goto(PRODUCT)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await scrollToIsland(page, 'product-reviews')
    await reviews.getByRole('button', { name: 'Write a review' }).click()
    await reviews.getByRole('button', { name: 'Submit review' }).click()
    await expect(reviews.getByRole('group', { name: 'Rating' })).toContainText('This field is required')
    await expect(reviews.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true')

    await reviews.getByRole('radio', { name: '4 stars' }).check()
    await reviews.getByLabel('Title').fill(`Warm and light ${run}`)
    await reviews.getByLabel('Review', { exact: true }).fill('x'.repeat(1001))
    await reviews.getByLabel('Nickname').fill('Robin')
    await expect(reviews.getByText('-1 characters left')).toBeVisible()
    await reviews.getByRole('button', { name: 'Submit review' }).click()
    const body = reviews.getByLabel('Review', { exact: true })
    await expect(body).toHaveAttribute('aria-invalid', 'true')
    await expect(body).toBeFocused()
    await expect(
      reviews.getByText('Your review is too long: use at most 1000 characters.').first(),
    ).toBeVisible()

    await body.fill('Warm enough for autumn evenings and packs small.')
    await reviews.getByRole('button', { name: 'Submit review' }).click()
    await expect(
      reviews.getByRole('status').filter({ hasText: 'Thank you! Your review is published.' }),
    ).toBeVisible()
    await expect(reviews.getByRole('heading', { level: 3, name: `Warm and light ${run}` })).toBeVisible()
  })

  test('votes, reports and sorts reviews', async ({ page, consoleErrors }) => {
    void consoleErrors
    await page.goto(PRODUCT)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await scrollToIsland(page, 'product-reviews')
    const first = reviews.getByRole('article').first()
    await first.getByRole('button', { name: /^Yes \(\d+\)$/ }).click()
    await expect(first.getByText('Thanks for your feedback.')).toBeVisible()
    await first.getByRole('button', { name: 'Report' }).click()
    await expect(first.getByText('Reported. Thank you.')).toBeVisible()
    await reviews.getByLabel('Sort reviews').selectOption('rating-low')
    await expect(reviews.getByRole('article').first()).toBeVisible()
  })

  test('a shopper asks a question', async ({ page, consoleErrors }) => {
    void consoleErrors
    await page.goto(PRODUCT)
    const questions = page.getByRole('region', { name: 'Questions and answers' })
    await scrollToIsland(page, 'product-questions')
    await questions.getByRole('button', { name: 'Ask a question' }).click()
    await questions.getByLabel('Your question').fill('Short?')
    await questions.getByLabel('Nickname').fill('Kim')
    await questions.getByRole('button', { name: 'Submit question' }).click()
    await expect(questions.getByText('Use at least 10 characters.')).toBeVisible()
    await questions.getByLabel('Your question').fill(`Does the hood fit over a helmet (${run})?`)
    await questions.getByRole('button', { name: 'Submit question' }).click()
    await expect(
      questions.getByRole('status').filter({ hasText: 'Thank you! Your question is posted' }),
    ).toBeVisible()
    await expect(
      questions.getByRole('heading', { level: 3, name: `Does the hood fit over a helmet (${run})?` }),
    ).toBeVisible()
  })
})
