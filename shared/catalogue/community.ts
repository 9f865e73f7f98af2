/**
 * Reviews and questions as the shop shows them, and the rules for writing them. The same rules run in the
 * browser (before sending) and in the worker (before the upstream), with the same messages.
 */
import { isValidName } from '../validation'

export const REVIEW_SORTS = ['newest', 'helpful', 'rating-high', 'rating-low'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]
export const REVIEWS_PAGE_SIZE = 5

export const REVIEW_LIMITS = { title: 100, body: 1000, author: 30, authorMin: 2 } as const
export const QUESTION_LIMITS = { textMin: 10, text: 500, author: 30, authorMin: 2 } as const

export interface Review {
  id: string
  rating: number
  title: string
  body: string
  language: string
  author: string
  /** Where the reviewer wrote from ("Hamburg"); null when the review does not say. */
  location: string | null
  createdAt: string
  helpful: number
  unhelpful: number
  translatable: boolean
}

export interface ReviewSummary {
  average: number
  total: number
  /** Count of reviews per star, 5 down to 1. */
  histogram: { stars: number; count: number }[]
}

export interface ReviewPage {
  summary: ReviewSummary
  sort: ReviewSort
  start: number
  reviews: Review[]
}

export interface Answer {
  id: string
  text: string
  author: string
  createdAt: string
  helpful: number
  unhelpful: number
}

export interface Question {
  id: string
  text: string
  author: string
  createdAt: string
  answers: Answer[]
}

/** How many shoppers found a review or an answer helpful and unhelpful, as a vote answers. */
export interface HelpfulVotes {
  helpful: number
  unhelpful: number
}

/** A review's text in another language. */
export interface ReviewTranslation {
  title: string
  body: string
  language: string
}

/** Whether a review is flagged for moderation, as a flag answers. */
export interface ReviewFlag {
  flagged: boolean
}

export interface NewReview {
  rating: number
  title: string
  body: string
  author: string
}

export interface NewQuestion {
  text: string
  author: string
}

export type FieldErrors<T> = Partial<Record<keyof T, 'required' | 'tooLong' | 'tooShort' | 'invalid'>>

/** A nickname is a name (spec 1 §5) of 2 to 30 characters, the same rule for reviews and questions. */
function checkNickname(value: string | undefined): 'required' | 'tooShort' | 'tooLong' | 'invalid' | null {
  const author = value?.trim() ?? ''
  if (!author) return 'required'
  if (author.length < REVIEW_LIMITS.authorMin) return 'tooShort'
  if (author.length > REVIEW_LIMITS.author) return 'tooLong'
  return isValidName(author) ? null : 'invalid'
}

/** Checks a review before it is sent; an empty object means it can go. */
export function validateReview(review: Partial<NewReview>): FieldErrors<NewReview> {
  const errors: FieldErrors<NewReview> = {}
  if (!Number.isInteger(review.rating) || (review.rating ?? 0) < 1 || (review.rating ?? 0) > 5)
    errors.rating = 'required'
  const title = review.title?.trim() ?? ''
  if (!title) errors.title = 'required'
  else if (title.length > REVIEW_LIMITS.title) errors.title = 'tooLong'
  // The length of the text is the product API's rule (REV410), answered at the field; here only presence.
  if (!review.body?.trim()) errors.body = 'required'
  const author = checkNickname(review.author)
  if (author) errors.author = author
  return errors
}

/** Checks a question before it is sent. */
export function validateQuestion(question: Partial<NewQuestion>): FieldErrors<NewQuestion> {
  const errors: FieldErrors<NewQuestion> = {}
  const text = question.text?.trim() ?? ''
  if (!text) errors.text = 'required'
  else if (text.length < QUESTION_LIMITS.textMin) errors.text = 'tooShort'
  else if (text.length > QUESTION_LIMITS.text) errors.text = 'tooLong'
  const author = checkNickname(question.author)
  if (author) errors.author = author
  return errors
}
