import { beforeEach, describe, expect, it } from 'vitest'
import type { Question, Review, ReviewPage } from '../../shared/catalogue/community'
import { firstSeededStyles } from '../fixtures/seed-products'
import { clearUpstreamCache, createTestShop, request, type TestEnv } from './harness'

beforeEach(clearUpstreamCache)

const STYLE = 'KS100013'
const post = (body: unknown, locale = 'en-us') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-storefront-locale': locale },
  body: JSON.stringify(body),
})

/** The first seeded style with at least `minimum` reviews, and its first page of reviews. */
async function reviewedStyle(env: TestEnv, minimum = 3): Promise<{ style: string; page: ReviewPage }> {
  for (let index = 0; index < 40; index++) {
    const style = `KS${100013 + index * 7}`
    const response = await request(`/api/products/${style}/reviews`, { env })
    const page = (await response.json()) as ReviewPage
    if (page.summary.total >= minimum) return { style, page }
  }
  throw new Error(`no product with ${minimum} reviews in the seed`)
}

describe('reviews', () => {
  it('lists a page of reviews with the rating summary and a histogram that adds up', async () => {
    const env = createTestShop().env
    const { page } = await reviewedStyle(env)
    expect(page.reviews.length).toBeGreaterThan(0)
    expect(page.reviews.length).toBeLessThanOrEqual(5)
    expect(page.summary.histogram.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1])
    expect(page.summary.histogram.reduce((sum, bar) => sum + bar.count, 0)).toBe(page.summary.total)
    // The site's language first (decision 054), each language's reviews newest first.
    for (const language of new Set(page.reviews.map((review) => review.language))) {
      const dates = page.reviews
        .filter((review) => review.language === language)
        .map((review) => review.createdAt)
      expect(dates).toEqual([...dates].sort().reverse())
    }
    const english = page.reviews.filter((review) => review.language === 'en')
    expect(page.reviews.slice(0, english.length)).toEqual(english)
  })

  it('sorts by rating and pages', async () => {
    const env = createTestShop().env
    const { style, page } = await reviewedStyle(env, 6)
    const low = (await (
      await request(`/api/products/${style}/reviews?sort=rating-low`, { env })
    ).json()) as ReviewPage
    // Lowest first among the reviews in the site's language, then among the others.
    const own = low.reviews.filter((review) => review.language === 'en')
    const others = low.reviews.filter((review) => review.language !== 'en')
    expect(low.reviews).toEqual([...own, ...others])
    for (const group of [own, others]) {
      const ratings = group.map((review) => review.rating)
      expect(ratings).toEqual([...ratings].sort((a, b) => a - b))
    }
    expect(low.reviews.length).toBeGreaterThan(1)
    expect(page.reviews).toHaveLength(5)
    const second = (await (
      await request(`/api/products/${style}/reviews?start=5`, { env })
    ).json()) as ReviewPage
    expect(second.reviews.length).toBe(Math.min(page.summary.total - 5, 5))
    const firstIds = new Set(page.reviews.map((review) => review.id))
    expect(second.reviews.some((review) => firstIds.has(review.id))).toBe(false)
    expect((await request(`/api/products/${style}/reviews?sort=best`, { env })).status).toBe(400)
  })

  it('writes a review that then counts in the summary', async () => {
    const env = createTestShop().env
    const before = (await (await request(`/api/products/${STYLE}/reviews`, { env })).json()) as ReviewPage
    const response = await request(`/api/products/${STYLE}/reviews`, {
      env,
      ...post({ rating: 5, title: 'Great', body: 'Kept me dry all day.', author: 'Ana' }),
    })
    expect(response.status).toBe(201)
    const review = (await response.json()) as Review
    expect(review).toMatchObject({ rating: 5, title: 'Great', author: 'Ana', translatable: false })
    await clearUpstreamCache()
    const after = (await (await request(`/api/products/${STYLE}/reviews`, { env })).json()) as ReviewPage
    expect(after.summary.total).toBe(before.summary.total + 1)
    expect(after.reviews[0]?.id).toBe(review.id)
  })

  it('checks a review in the worker and shows the server over-length error (REV410) at the body', async () => {
    const env = createTestShop().env
    const invalid = await request(`/api/products/${STYLE}/reviews`, {
      env,
      ...post({ rating: 0, title: '', body: ' ', author: 'A' }),
    })
    expect(invalid.status).toBe(400)
    expect(await invalid.json()).toMatchObject({
      fields: {
        rating: 'This field is required',
        title: 'This field is required',
        body: 'This field is required',
        author: 'Use at least 2 characters.',
      },
    })
    const tooLong = await request(`/api/products/${STYLE}/reviews`, {
      env,
      ...post({ rating: 4, title: 'Long', body: 'x'.repeat(1001), author: 'Ana' }, 'fr-fr'),
    })
    expect(tooLong.status).toBe(400)
    expect(await tooLong.json()).toMatchObject({
      errorDetails: [{ errorId: 'REV410' }],
      fields: { body: 'Votre avis est trop long : 1000 caractères au maximum.' },
    })
  })

  it('counts helpful votes, takes reports and translates seeded reviews', async () => {
    const env = createTestShop().env
    const { style, page } = await reviewedStyle(env)
    const review = page.reviews.find((entry) => entry.translatable) as Review
    const vote = await request(`/api/products/${style}/reviews/${review.id}/vote`, {
      env,
      ...post({ helpful: true }),
    })
    expect(await vote.json()).toEqual({ helpful: review.helpful + 1, unhelpful: review.unhelpful })
    const flag = await request(`/api/products/${style}/reviews/${review.id}/flag`, { env, ...post({}) })
    expect(await flag.json()).toEqual({ flagged: true })
    const translated = await request(`/api/products/${style}/reviews/${review.id}/translate`, {
      env,
      ...post({}, 'de-de'),
    })
    expect(translated.status).toBe(200)
    expect(await translated.json()).toMatchObject({ language: 'de' })
    const unknown = await request(`/api/products/${style}/reviews/RNOPE00000/vote`, {
      env,
      ...post({ helpful: true }),
    })
    expect(unknown.status).toBe(404)
    const badVote = await request(`/api/products/${style}/reviews/${review.id}/vote`, {
      env,
      ...post({ helpful: 'yes' }),
    })
    expect(badVote.status).toBe(400)
  })

  it('refuses to translate a review written by a shopper, with a clear message', async () => {
    const env = createTestShop().env
    const written = (await (
      await request(`/api/products/${STYLE}/reviews`, {
        env,
        ...post({ rating: 3, title: 'Ok', body: 'Fine.', author: 'Bo' }),
      })
    ).json()) as Review
    const response = await request(`/api/products/${STYLE}/reviews/${written.id}/translate`, {
      env,
      ...post({}, 'es-es'),
    })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({
      errorDetails: [{ message: 'Esta opinión no se puede traducir.' }],
    })
  })

  it('renders the reviews in the product page, pages through links without JavaScript', async () => {
    const env = createTestShop().env
    const { style, page } = await reviewedStyle(env, 6)
    const moved = await request(`/en-us/p/x-${style}`, { env, redirect: 'manual' })
    const target = moved.headers.get('location') as string
    const html = await (await request(target, { env })).text()
    expect(html).toContain('data-island="product-reviews"')
    expect(html).toContain(`${page.summary.average} out of 5`)
    expect(html).toContain(page.reviews[0]?.title as string)
    expect(html).toContain(`?reviewStart=5&amp;reviewSort=newest#reviews`)
    const later = (await (
      await request(`/api/products/${style}/reviews?start=5`, { env })
    ).json()) as ReviewPage
    const second = await (await request(`${target}?reviewStart=5`, { env })).text()
    expect(second).toContain('Previous reviews')
    expect(second).toContain(later.reviews[0]?.title as string)
  })
})

describe('questions', () => {
  it('lists questions with their answers, takes a new question and checks it', async () => {
    const env = createTestShop().env
    const list = (await (await request(`/api/products/${STYLE}/questions`, { env })).json()) as {
      questions: Question[]
    }
    expect(Array.isArray(list.questions)).toBe(true)
    const tooShort = await request(`/api/products/${STYLE}/questions`, {
      env,
      ...post({ text: 'Why?', author: 'Jo' }),
    })
    expect(await tooShort.json()).toMatchObject({ fields: { text: 'Use at least 10 characters.' } })
    const badName = await request(`/api/products/${STYLE}/questions`, {
      env,
      ...post({ text: 'Does it pack small?', author: '<b>x</b>' }),
    })
    expect(await badName.json()).toMatchObject({ fields: { author: 'Name is not valid.' } })
    const asked = await request(`/api/products/${STYLE}/questions`, {
      env,
      ...post({ text: 'Does it pack into its own pocket?', author: 'Jo' }),
    })
    expect(asked.status).toBe(201)
    expect(await asked.json()).toMatchObject({ text: 'Does it pack into its own pocket?', answers: [] })
  })

  it('counts helpful votes on answers', async () => {
    const env = createTestShop().env
    for (const style of firstSeededStyles(7)) {
      const { questions } = (await (await request(`/api/products/${style}/questions`, { env })).json()) as {
        questions: Question[]
      }
      const answer = questions.flatMap((question) => question.answers)[0]
      if (!answer) continue
      const response = await request(`/api/products/${style}/answers/${answer.id}/vote`, {
        env,
        ...post({ helpful: false }),
      })
      expect(await response.json()).toEqual({ helpful: answer.helpful, unhelpful: answer.unhelpful + 1 })
      return
    }
    throw new Error('no answered question in the seed')
  })

  it('refuses unknown products and cross-site posts', async () => {
    const env = createTestShop().env
    expect((await request('/api/products/KS999999/questions', { env })).status).toBe(404)
    expect((await request('/api/products/nonsense/questions', { env })).status).toBe(404)
    const crossSite = await request(`/api/products/${STYLE}/questions`, {
      env,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ text: 'Does it pack small?', author: 'Jo' }),
    })
    expect(crossSite.status).toBe(403)
  })
})
