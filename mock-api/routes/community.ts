/**
 * Reviews, questions and answers with real state: lists with paging and sort, a rating histogram, writing
 * (with REV410 for an over-long review), helpful votes, flagging and translation of the seeded reviews.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import { QUESTION_LIMITS, REVIEW_LIMITS, REVIEW_SORTS } from '../../shared/community'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'
import { REVIEW_TEMPLATES } from '../seed/reviews'

export const communityRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/products/v1')

const ORDER: Record<string, string> = {
  newest: 'created_at DESC',
  helpful: 'helpful DESC, created_at DESC',
  'rating-high': 'rating DESC, created_at DESC',
  'rating-low': 'rating ASC, created_at DESC',
}
const STYLE = /^[A-Z]{2}[A-Z0-9]{6,9}$/
const LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'nl'] as const

interface ReviewRow {
  id: string
  rating: number
  title: string
  body: string
  language: string
  author: string
  created_at: string
  helpful: number
  unhelpful: number
  template: number | null
}

const review = (row: ReviewRow) => ({
  id: row.id,
  rating: row.rating,
  title: row.title,
  body: row.body,
  language: row.language,
  author: row.author,
  createdAt: row.created_at,
  helpful: row.helpful,
  unhelpful: row.unhelpful,
  translatable: row.template !== null,
})

async function productExists(db: D1Database, styleCode: string) {
  return (
    STYLE.test(styleCode) &&
    (await db.prepare('SELECT 1 FROM products WHERE style_code = ?').bind(styleCode).first()) !== null
  )
}

async function refreshRating(db: D1Database, styleCode: string) {
  await db
    .prepare(
      'UPDATE products SET rating = COALESCE((SELECT ROUND(AVG(rating), 1) FROM reviews WHERE style_code = ?1), 0), review_count = (SELECT COUNT(*) FROM reviews WHERE style_code = ?1) WHERE style_code = ?1',
    )
    .bind(styleCode)
    .run()
}

communityRoutes.get('/products/:productId/reviews', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await productExists(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const sort = c.req.query('sort') ?? 'newest'
  if (!(REVIEW_SORTS as readonly string[]).includes(sort))
    return apiError(c, 400, 'API400', `Unknown sort '${sort}'`)
  const start = Number(c.req.query('start') ?? '0')
  const count = Number(c.req.query('count') ?? '5')
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1 || count > 50)
    return apiError(c, 400, 'API400', 'Bad paging')
  const [histogram, page] = await c.env.DB.batch<Record<string, number | string | null>>([
    c.env.DB.prepare(
      'SELECT rating AS stars, COUNT(*) AS count FROM reviews WHERE style_code = ? GROUP BY rating',
    ).bind(styleCode),
    c.env.DB.prepare(
      `SELECT * FROM reviews WHERE style_code = ? ORDER BY ${ORDER[sort]}, id LIMIT ? OFFSET ?`,
    ).bind(styleCode, count, start),
  ])
  const counts = new Map(
    ((histogram?.results ?? []) as { stars: number; count: number }[]).map((row) => [row.stars, row.count]),
  )
  const total = [...counts.values()].reduce((sum, value) => sum + value, 0)
  const sum = [...counts.entries()].reduce((acc, [stars, value]) => acc + stars * value, 0)
  return c.json({
    total,
    average: total > 0 ? Math.round((sum / total) * 10) / 10 : 0,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    start,
    reviews: ((page?.results ?? []) as unknown as ReviewRow[]).map(review),
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
  if (!(await productExists(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const parsed = NewReviewSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid review')
  if (parsed.data.body.length > REVIEW_LIMITS.body)
    return apiError(c, 400, 'REV410', `Reviews can be at most ${REVIEW_LIMITS.body} characters long`)
  const id = `R${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  const language = languageOf(c.req.query('locale'))
  await c.env.DB.prepare(
    'INSERT INTO reviews (id, style_code, rating, title, body, language, author, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      id,
      styleCode,
      parsed.data.rating,
      parsed.data.title,
      parsed.data.body,
      language,
      parsed.data.author,
      new Date().toISOString(),
    )
    .run()
  await refreshRating(c.env.DB, styleCode)
  const row = await c.env.DB.prepare('SELECT * FROM reviews WHERE id = ?').bind(id).first<ReviewRow>()
  return c.json(review(row as ReviewRow), 201)
})

const VoteSchema = z.object({ helpful: z.boolean() })

communityRoutes.post('/products/:productId/review/:reviewId/vote', async (c) => {
  const parsed = VoteSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid vote')
  const column = parsed.data.helpful ? 'helpful' : 'unhelpful'
  const row = await c.env.DB.prepare(
    `UPDATE reviews SET ${column} = ${column} + 1 WHERE id = ? AND style_code = ? RETURNING helpful, unhelpful`,
  )
    .bind(c.req.param('reviewId'), c.req.param('productId').slice(0, 11))
    .first<{ helpful: number; unhelpful: number }>()
  if (!row) return apiError(c, 404, 'API404', 'Review not found')
  return c.json(row)
})

communityRoutes.post('/products/:productId/review/:reviewId/flag', async (c) => {
  const row = await c.env.DB.prepare(
    'UPDATE reviews SET flags = flags + 1 WHERE id = ? AND style_code = ? RETURNING id',
  )
    .bind(c.req.param('reviewId'), c.req.param('productId').slice(0, 11))
    .first()
  if (!row) return apiError(c, 404, 'API404', 'Review not found')
  return c.json({ flagged: true })
})

communityRoutes.post('/review/:reviewId/translate', async (c) => {
  const parsed = z
    .object({ targetLanguage: z.enum(LANGUAGES) })
    .safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Unknown target language')
  const row = await c.env.DB.prepare('SELECT template FROM reviews WHERE id = ?')
    .bind(c.req.param('reviewId'))
    .first<{ template: number | null }>()
  if (!row) return apiError(c, 404, 'API404', 'Review not found')
  const template = row.template === null ? undefined : REVIEW_TEMPLATES[row.template]
  if (!template) return apiError(c, 422, 'REV422', 'This review cannot be translated')
  const language = parsed.data.targetLanguage
  return c.json({ title: template.title[language], body: template.body[language], language })
})

communityRoutes.get('/products/:productId/reviews/questions', async (c) => {
  const styleCode = c.req.param('productId').slice(0, 11)
  if (!(await productExists(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const [questions, answers] = await c.env.DB.batch<Record<string, string | number>>([
    c.env.DB.prepare('SELECT * FROM questions WHERE style_code = ? ORDER BY created_at DESC').bind(styleCode),
    c.env.DB.prepare(
      'SELECT a.* FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.style_code = ? ORDER BY a.helpful DESC, a.created_at',
    ).bind(styleCode),
  ])
  const answerRows = (answers?.results ?? []) as {
    id: string
    question_id: string
    text: string
    author: string
    created_at: string
    helpful: number
    unhelpful: number
  }[]
  return c.json({
    total: questions?.results.length ?? 0,
    questions: (
      (questions?.results ?? []) as { id: string; text: string; author: string; created_at: string }[]
    ).map((q) => ({
      id: q.id,
      text: q.text,
      author: q.author,
      createdAt: q.created_at,
      answers: answerRows
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
  if (!(await productExists(c.env.DB, styleCode))) return apiError(c, 404, 'PLP400', 'Product not found')
  const parsed = NewQuestionSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid question')
  const id = `Q${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  const createdAt = new Date().toISOString()
  await c.env.DB.prepare(
    'INSERT INTO questions (id, style_code, text, language, author, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  )
    .bind(id, styleCode, parsed.data.text, languageOf(c.req.query('locale')), parsed.data.author, createdAt)
    .run()
  return c.json({ id, text: parsed.data.text, author: parsed.data.author, createdAt, answers: [] }, 201)
})

communityRoutes.post('/products/:productId/review/:answerId/questions/vote', async (c) => {
  const parsed = VoteSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid vote')
  const column = parsed.data.helpful ? 'helpful' : 'unhelpful'
  const row = await c.env.DB.prepare(
    `UPDATE answers SET ${column} = ${column} + 1 WHERE id = ? RETURNING helpful, unhelpful`,
  )
    .bind(c.req.param('answerId'))
    .first<{ helpful: number; unhelpful: number }>()
  if (!row) return apiError(c, 404, 'API404', 'Answer not found')
  return c.json(row)
})
