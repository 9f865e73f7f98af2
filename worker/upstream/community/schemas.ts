/** Wire shapes of the community API (reviews, questions and answers on the product API). */
import * as z from 'zod'

export const CommunityReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  language: z.string(),
  author: z.string(),
  location: z.string().max(80).nullish(),
  createdAt: z.string(),
  helpful: z.number().int().nonnegative(),
  unhelpful: z.number().int().nonnegative(),
  translatable: z.boolean().default(false),
})
export type CommunityReview = z.infer<typeof CommunityReviewSchema>

export const CommunityReviewsSchema = z.object({
  total: z.number().int().nonnegative(),
  average: z.number().min(0).max(5),
  histogram: z.array(z.object({ stars: z.number().int(), count: z.number().int().nonnegative() })),
  start: z.number().int().nonnegative(),
  reviews: z.array(CommunityReviewSchema),
})
export type CommunityReviews = z.infer<typeof CommunityReviewsSchema>

export const CommunityVotesSchema = z.object({ helpful: z.number().int(), unhelpful: z.number().int() })
export type CommunityVotes = z.infer<typeof CommunityVotesSchema>

export const CommunityFlagSchema = z.object({ flagged: z.boolean() })
export type CommunityFlag = z.infer<typeof CommunityFlagSchema>

export const CommunityTranslationSchema = z.object({
  title: z.string(),
  body: z.string(),
  language: z.string(),
})
export type CommunityTranslation = z.infer<typeof CommunityTranslationSchema>

export const CommunityQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  answers: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      author: z.string(),
      createdAt: z.string(),
      helpful: z.number().int(),
      unhelpful: z.number().int(),
    }),
  ),
})
export type CommunityQuestion = z.infer<typeof CommunityQuestionSchema>

export const CommunityQuestionsSchema = z.object({
  total: z.number().int().nonnegative(),
  questions: z.array(CommunityQuestionSchema),
})
export type CommunityQuestions = z.infer<typeof CommunityQuestionsSchema>
