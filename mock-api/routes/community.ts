/**
 * The community contract (`worker/upstream/community/`): reviews, questions and answers with real
 * state: lists with paging and sort, a rating histogram, writing (with REV410 for an over-long review), helpful
 * votes, flagging and translation of the seeded reviews.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import {
  QUESTION_LIMITS,
  REVIEW_LIMITS,
  REVIEW_SORTS,
  type ReviewSort,
} from '../../shared/catalogue/community'
import {
  flagReview,
  getReview,
  insertQuestion,
  insertReview,
  listQuestions,
  listReviews,
  type ReviewRow,
  voteOnAnswer,
  voteOnReview,
} from '../db/community'
import { productExists } from '../db/products'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'
import { REVIEW_TEMPLATES } from '../seed/reviews'

export const communityRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/products/v1')

const STYLE = /^[A-Z]{2}[A-Z0-9]{6,9}$/
const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const

const review = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  language: row.language,
  author: row.author,
  location: row.location,
  createdAt: row.created_at,
  helpful: row.helpful,
  unhelpful: row.unhelpful,
  translatable: row.template !== null,
})

const isProduct = async (db: D1Database, styleCode: string) =>
  STYLE.test(styleCode) && (await productExists(db, styleCode))

communityRoutes.get('/products/:productId/reviews', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await isProduct(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const sort = c.req.query('sort') ?? 'newest'
  if (!(REVIEW_SORTS as readonly string[]).includes(sort))
    return apiError(c, 400, 'API400', `Unknown sort '${sort}'`)
  const start = Number(c.req.query('start') ?? '0')
  const count = Number(c.req.query('count') ?? '5')
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1 || count > 50)
    return apiError(c, 400, 'API400', 'Bad paging')
  const { counts: histogram, reviews } = await listReviews(c.env.DB, styleCode, {
    order: sort as ReviewSort,
    start,
    count,
    // Reviews in the shopper's language come first; the others can be translated.
    language: languageOf(c.req.query('locale')),
  })
  const counts = new Map(histogram.map((row) => [row.stars, row.count]))
  const total = [...counts.values()].reduce((sum, value) => sum + value, 0)
  const sum = [...counts.entries()].reduce((acc, [stars, value]) => acc + stars * value, 0)
  return c.json({
    total,
    average: total > 0 ? Math.round((sum / total) * 10) / 10 : 0,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    start,
    reviews: reviews.map(review),
  })
})

const NewReviewSchema = z.object({
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1).max(REVIEW_LIMITS.title),
  body: z.string().trim().min(1),
  author: z.string().trim().min(REVIEW_LIMITS.authorMin).max(REVIEW_LIMITS.author),
})

communityRoutes.post('/products/:productId/reviews', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await isProduct(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const parsed = NewReviewSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid review')
  if (parsed.data.body.length > REVIEW_LIMITS.body)
    return apiError(c, 400, 'REV410', `Reviews can be at most ${REVIEW_LIMITS.body} characters long`)
  const id = `R${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  const language = languageOf(c.req.query('locale'))
  await insertReview(c.env.DB, {
    id,
    styleCode,
    rating: parsed.data.rating,
    title: parsed.data.title,
    body: parsed.data.body,
    language,
    author: parsed.data.author,
    createdAt: new Date().toISOString(),
  })
  const row = await getReview(c.env.DB, id)
  return c.json(review(row as ReviewRow), 201)
})

const VoteSchema = z.object({ helpful: z.boolean() })

communityRoutes.post('/products/:productId/review/:reviewId/vote', async (c) => {
  const parsed = VoteSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid vote')
  const row = await voteOnReview(c.env.DB, {
    reviewId: c.req.param('reviewId'),
    styleCode: c.req.param('productId').slice(0, 11),
    helpful: parsed.data.helpful,
  })
  if (!row) return apiError(c, 404, 'API404', 'Review not found')
  return c.json(row)
})

communityRoutes.post('/products/:productId/review/:reviewId/flag', async (c) => {
  const flagged = await flagReview(c.env.DB, c.req.param('reviewId'), c.req.param('productId').slice(0, 11))
  if (!flagged) return apiError(c, 404, 'API404', 'Review not found')
  return c.json({ flagged: true })
})

communityRoutes.post('/review/:reviewId/translate', async (c) => {
  const parsed = z
    .object({ targetLanguage: z.enum(LANGUAGES) })
    .safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Unknown target language')
  const row = await getReview(c.env.DB, c.req.param('reviewId'))
  if (!row) return apiError(c, 404, 'API404', 'Review not found')
  const template = row.template === null ? undefined : REVIEW_TEMPLATES[row.template]
  if (!template) return apiError(c, 422, 'REV422', 'This review cannot be translated')
  const language = parsed.data.targetLanguage
  return c.json({ title: template.title[language], body: template.body[language], language })
})

communityRoutes.get('/products/:productId/reviews/questions', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await isProduct(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const { questions, answers } = await listQuestions(c.env.DB, styleCode, languageOf(c.req.query('locale')))
  return c.json({
    total: questions.length,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      author: q.author,
      createdAt: q.created_at,
      answers: answers
        .filter((a) => a.question_id === q.id)
        .map((a) => ({
          id: a.id,
          text: a.text,
          author: a.author,
          createdAt: a.created_at,
          helpful: a.helpful,
          unhelpful: a.unhelpful,
        })),
    })),
  })
})

const NewQuestionSchema = z.object({
  text: z.string().trim().min(QUESTION_LIMITS.textMin).max(QUESTION_LIMITS.text),
  author: z.string().trim().min(QUESTION_LIMITS.authorMin).max(QUESTION_LIMITS.author),
})

communityRoutes.post('/products/:productId/reviews/questions', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await isProduct(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const parsed = NewQuestionSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid question')
  const id = `Q${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  const createdAt = new Date().toISOString()
  await insertQuestion(c.env.DB, {
    id,
    styleCode,
    text: parsed.data.text,
    language: languageOf(c.req.query('locale')),
    author: parsed.data.author,
    createdAt,
  })
  return c.json({ id, text: parsed.data.text, author: parsed.data.author, createdAt, answers: [] }, 201)
})

communityRoutes.post('/products/:productId/review/:answerId/questions/vote', async (c) => {
  const parsed = VoteSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid vote')
  const row = await voteOnAnswer(c.env.DB, {
    answerId: c.req.param('answerId'),
    helpful: parsed.data.helpful,
  })
  if (!row) return apiError(c, 404, 'API404', 'Answer not found')
  return c.json(row)
})
