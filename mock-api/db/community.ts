/**
 * The `reviews`, `questions` and `answers` tables. Seeded reviews keep the index of the template they were written
 * from (`template`), which is what makes them translatable; a product's rating and review count in `products`
 * follow its stored reviews.
 */
import type { ReviewSort } from '../../shared/catalogue/community'

export interface ReviewRow {
  id: string
  rating: number
  title: string
  body: string
  language: string
  author: string
  /** Where the reviewer wrote from; null for a shopper's own review. */
  location: string | null
  created_at: string
  helpful: number
  unhelpful: number
  template: number | null
}

export interface QuestionRow {
  id: string
  text: string
  author: string
  created_at: string
}

export interface AnswerRow {
  id: string
  question_id: string
  text: string
  author: string
  created_at: string
  helpful: number
  unhelpful: number
}

const ORDER: Record<ReviewSort, string> = {
  newest: 'created_at DESC',
  helpful: 'helpful DESC, created_at DESC',
  'rating-high': 'rating DESC, created_at DESC',
  'rating-low': 'rating ASC, created_at DESC',
}

/**
 * How many reviews a style has of each star rating, and one page of them: those written in the shopper's language
 * first, each group in the order asked for.
 */
export async function listReviews(
  db: D1Database,
  styleCode: string,
  page: { order: ReviewSort; start: number; count: number; language: string },
) {
  const [histogram, rows] = await db.batch<Record<string, number | string | null>>([
    db
      .prepare('SELECT rating AS stars, COUNT(*) AS count FROM reviews WHERE style_code = ? GROUP BY rating')
      .bind(styleCode),
    db
      .prepare(
        `SELECT * FROM reviews WHERE style_code = ? ORDER BY language = ? DESC, ${ORDER[page.order]}, id LIMIT ? OFFSET ?`,
      )
      .bind(styleCode, page.language, page.count, page.start),
  ])
  return {
    counts: (histogram?.results ?? []) as { stars: number; count: number }[],
    reviews: (rows?.results ?? []) as unknown as ReviewRow[],
  }
}

export function getReview(db: D1Database, reviewId: string) {
  return db.prepare('SELECT * FROM reviews WHERE id = ?').bind(reviewId).first<ReviewRow>()
}

/** Stores a shopper's review and brings the product's rating and review count up to date. */
export async function insertReview(
  db: D1Database,
  review: {
    id: string
    styleCode: string
    rating: number
    title: string
    body: string
    language: string
    author: string
    createdAt: string
  },
) {
  await db
    .prepare(
      'INSERT INTO reviews (id, style_code, rating, title, body, language, author, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      review.id,
      review.styleCode,
      review.rating,
      review.title,
      review.body,
      review.language,
      review.author,
      review.createdAt,
    )
    .run()
  await db
    .prepare(
      'UPDATE products SET rating = COALESCE((SELECT ROUND(AVG(rating), 1) FROM reviews WHERE style_code = ?1), 0), review_count = (SELECT COUNT(*) FROM reviews WHERE style_code = ?1) WHERE style_code = ?1',
    )
    .bind(review.styleCode)
    .run()
}

/** Counts a vote on a review of the style; the new counts, or null when the style has no such review. */
export function voteOnReview(
  db: D1Database,
  vote: { reviewId: string; styleCode: string; helpful: boolean },
) {
  const column = vote.helpful ? 'helpful' : 'unhelpful'
  return db
    .prepare(
      `UPDATE reviews SET ${column} = ${column} + 1 WHERE id = ? AND style_code = ? RETURNING helpful, unhelpful`,
    )
    .bind(vote.reviewId, vote.styleCode)
    .first<{ helpful: number; unhelpful: number }>()
}

/** Counts a flag on a review of the style; false when the style has no such review. */
export async function flagReview(db: D1Database, reviewId: string, styleCode: string): Promise<boolean> {
  const row = await db
    .prepare('UPDATE reviews SET flags = flags + 1 WHERE id = ? AND style_code = ? RETURNING id')
    .bind(reviewId, styleCode)
    .first()
  return row !== null
}

/** A style's questions, newest first, and all their answers, most helpful first. */
/**
 * A style's questions asked in a language, newest first, with their answers: each site lists the questions of its
 * own language, as a Q&A service keeps them by content locale.
 */
export async function listQuestions(db: D1Database, styleCode: string, language: string) {
  const [questions, answers] = await db.batch<Record<string, string | number>>([
    db
      .prepare('SELECT * FROM questions WHERE style_code = ? AND language = ? ORDER BY created_at DESC')
      .bind(styleCode, language),
    db
      .prepare(
        'SELECT a.* FROM answers a JOIN questions q ON q.id = a.question_id WHERE q.style_code = ? AND q.language = ? ORDER BY a.helpful DESC, a.created_at',
      )
      .bind(styleCode, language),
  ])
  return {
    questions: (questions?.results ?? []) as unknown as QuestionRow[],
    answers: (answers?.results ?? []) as unknown as AnswerRow[],
  }
}

export async function insertQuestion(
  db: D1Database,
  question: {
    id: string
    styleCode: string
    text: string
    language: string
    author: string
    createdAt: string
  },
) {
  await db
    .prepare(
      'INSERT INTO questions (id, style_code, text, language, author, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(
      question.id,
      question.styleCode,
      question.text,
      question.language,
      question.author,
      question.createdAt,
    )
    .run()
}

/** Counts a vote on an answer; the new counts, or null when there is no such answer. */
export function voteOnAnswer(db: D1Database, vote: { answerId: string; helpful: boolean }) {
  const column = vote.helpful ? 'helpful' : 'unhelpful'
  return db
    .prepare(`UPDATE answers SET ${column} = ${column} + 1 WHERE id = ? RETURNING helpful, unhelpful`)
    .bind(vote.answerId)
    .first<{ helpful: number; unhelpful: number }>()
}
