import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { scrollToIsland } from './islands'

/** Where shoppers write here: local state persists between runs, so each run writes text of its own. */
const PRODUCT = '/en-us/p/x-KS100020'
/**
 * Where reviews are voted on, reported and sorted: a product no test writes reviews to, so its list is the seeded
 * one, and whose newest reviews are not already in rating order (the test checks that, so sorting can fail).
 */
const RATED_PRODUCT = '/en-us/p/x-KS100041'
const run = Math.random().toString(36).slice(2, 8)

/** The star ratings of the reviews listed, in order, from what a screen reader hears ("4 stars"). */
const ratingsOf = (reviews: Locator) =>
  reviews
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map((article) =>
        Number(
          /^(\d) stars?$/.exec(article.querySelector('.stars .visually-hidden')?.textContent ?? '')?.[1],
        ),
      ),
    )

const ascending = (ratings: number[]) =>
  ratings.every((rating, index) => index === 0 || (ratings[index - 1] ?? 0) <= rating)

test.describe('reviews and questions', () => {
  test('a shopper writes a review: checked in the browser, the server length error at the field, then published', async ({
    page,
    expectRefusal,
  }) => {
    // The over-long review is refused by the server (REV410), which the form shows at the field.
    expectRefusal(400, '/api/products/KS100020/reviews')
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

  test('votes, reports and sorts reviews', async ({ page }) => {
    await page.goto(RATED_PRODUCT)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await scrollToIsland(page, 'product-reviews')
    // The newest review, found again by its own id whatever the list's order becomes.
    const labelledBy = await reviews.getByRole('article').first().getAttribute('aria-labelledby')
    const review = reviews.locator(`article[aria-labelledby="${labelledBy}"]`)

    const yes = review.getByRole('button', { name: /^Yes \(\d+\)$/ })
    const before = Number(/\d+/.exec((await yes.textContent()) ?? '')?.[0])
    await yes.click()
    await expect(review.getByText('Thanks for your feedback.')).toBeVisible()
    // The count is the server's answer to the vote: one more than before.
    await expect(review.getByRole('button', { name: `Yes (${before + 1})`, exact: true })).toBeDisabled()
    await review.getByRole('button', { name: 'Report' }).click()
    await expect(review.getByText('Reported. Thank you.')).toBeVisible()

    const newest = await ratingsOf(reviews)
    expect(newest.length).toBeGreaterThan(1)
    expect(ascending(newest), `the newest reviews are not in rating order already: ${newest}`).toBe(false)
    const lowest = Math.min(
      ...(
        await reviews
          .getByRole('list', { name: 'Rating breakdown' })
          .getByRole('listitem')
          .evaluateAll((bars) =>
            bars.map((bar) => {
              const [stars, , count] = [...bar.children].map((child) => child.textContent ?? '')
              return { stars: Number.parseInt(stars ?? '', 10), count: Number(count) }
            }),
          )
      )
        .filter((bar) => bar.count > 0)
        .map((bar) => bar.stars),
    )

    const sorted = page.waitForResponse((res) => res.url().includes('sort=rating-low'))
    await reviews.getByLabel('Sort reviews').selectOption('rating-low')
    await sorted
    await expect(reviews.locator('.reviews__list')).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => ratingsOf(reviews)).not.toEqual(newest)
    const lowFirst = await ratingsOf(reviews)
    expect(lowFirst.length).toBe(newest.length)
    expect(ascending(lowFirst), `rating order: ${lowFirst}`).toBe(true)
    expect(lowFirst[0]).toBe(lowest)
  })

  test('show more adds the next page in place; a sort seen before shows again without asking the server', async ({
    page,
  }) => {
    await page.goto(RATED_PRODUCT)
    const reviews = page.getByRole('region', { name: 'Reviews' })
    await scrollToIsland(page, 'product-reviews')
    const firstPage = await ratingsOf(reviews)
    expect(firstPage).toHaveLength(5)

    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/reviews?')) asked.push(new URL(request.url()).search)
    })
    await reviews.getByRole('button', { name: 'Show more reviews' }).click()
    await expect.poll(() => ratingsOf(reviews).then((ratings) => ratings.length)).toBeGreaterThan(5)
    const newest = await ratingsOf(reviews)
    expect(newest.slice(0, 5)).toEqual(firstPage)
    expect(asked).toEqual(['?sort=newest&start=5'])

    await reviews.getByLabel('Sort reviews').selectOption('rating-low')
    await expect.poll(() => ratingsOf(reviews).then(ascending)).toBe(true)
    await expect(reviews.locator('.reviews__list')).toHaveAttribute('aria-busy', 'false')
    expect(asked).toEqual(['?sort=newest&start=5', '?sort=rating-low&start=0'])

    // Back to the newest: both pages at once, from what the browser already has.
    await reviews.getByLabel('Sort reviews').selectOption('newest')
    await expect.poll(() => ratingsOf(reviews)).toEqual(newest)
    expect(asked).toHaveLength(2)
  })

  test('a shopper asks a question', async ({ page }) => {
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
