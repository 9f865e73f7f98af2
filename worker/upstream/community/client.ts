/**
 * The community API: reviews and questions on the product API. Lists go through the KV cache (`short`);
 * everything a shopper does (write, vote, flag, translate, ask) goes straight to the upstream. Failures carry
 * the upstream errorId (REV410...).
 */
import type {
  HelpfulVotes,
  NewQuestion,
  NewReview,
  Question,
  Review,
  ReviewFlag,
  ReviewPage,
  ReviewSort,
  ReviewTranslation,
} from '../../../shared/catalogue/community'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import { CatalogueError } from '../errors'
import type { UpstreamFetch } from '../http'
import {
  reshapeFlag,
  reshapeQuestion,
  reshapeReview,
  reshapeReviewPage,
  reshapeTranslation,
  reshapeVotes,
} from './reshape'
import {
  CommunityFlagSchema,
  CommunityQuestionSchema,
  CommunityQuestionsSchema,
  CommunityReviewSchema,
  CommunityReviewsSchema,
  CommunityTranslationSchema,
  CommunityVotesSchema,
} from './schemas'

export interface CommunityClientOptions {
  fetch: UpstreamFetch
  cache: KvCache
  siteId: string
  locale: string
}

export type CommunityClient = ReturnType<typeof createCommunityClient>

const product = (styleCode: string) => `/products/v1/products/${encodeURIComponent(styleCode)}`

function required<T>(value: T | null, operation: string): T {
  if (value === null)
    throw new CatalogueError({
      status: 404,
      errorId: 'API404',
      operation,
      correlationId: '',
      message: `${operation}: not found`,
    })
  return value
}

export function createCommunityClient(options: CommunityClientOptions) {
  const cacheKey = (path: string, query: Record<string, string | number>) =>
    createCacheKey({ service: 'community', siteId: options.siteId, locale: options.locale, path, query })

  return {
    /** A page of a product's reviews with the rating summary; null for an unknown product. */
    async getReviews(
      styleCode: string,
      page: { start: number; count: number; sort: ReviewSort },
    ): Promise<ReviewPage | null> {
      const path = `${product(styleCode)}/reviews`
      const query = { start: page.start, count: page.count, sort: page.sort }
      return options.cache.get({
        key: await cacheKey(path, query),
        label: 'community.reviews',
        policy: 'short',
        load: async () => {
          const doc = await options.fetch.call({
            operation: 'reviews',
            path,
            query,
            schema: CommunityReviewsSchema,
          })
          return doc ? reshapeReviewPage(doc, page.sort) : null
        },
      })
    },

    async writeReview(styleCode: string, review: NewReview): Promise<Review> {
      const doc = await options.fetch.call({
        operation: 'writeReview',
        method: 'POST',
        path: `${product(styleCode)}/reviews`,
        body: review,
        schema: CommunityReviewSchema,
      })
      return reshapeReview(required(doc, 'writeReview'))
    },

    async voteReview(styleCode: string, reviewId: string, helpful: boolean): Promise<HelpfulVotes> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/vote`
      const doc = await options.fetch.call({
        operation: 'voteReview',
        method: 'POST',
        path,
        body: { helpful },
        schema: CommunityVotesSchema,
      })
      return reshapeVotes(required(doc, 'voteReview'))
    },

    async flagReview(styleCode: string, reviewId: string): Promise<ReviewFlag> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/flag`
      const doc = await options.fetch.call({
        operation: 'flagReview',
        method: 'POST',
        path,
        body: {},
        schema: CommunityFlagSchema,
      })
      return reshapeFlag(required(doc, 'flagReview'))
    },

    async translateReview(reviewId: string, targetLanguage: string): Promise<ReviewTranslation> {
      const path = `/products/v1/review/${encodeURIComponent(reviewId)}/translate`
      const doc = await options.fetch.call({
        operation: 'translateReview',
        method: 'POST',
        path,
        body: { targetLanguage },
        schema: CommunityTranslationSchema,
      })
      return reshapeTranslation(required(doc, 'translateReview'))
    },

    async getQuestions(styleCode: string): Promise<Question[] | null> {
      const path = `${product(styleCode)}/reviews/questions`
      return options.cache.get({
        key: await cacheKey(path, {}),
        label: 'community.questions',
        policy: 'short',
        load: async () => {
          const doc = await options.fetch.call({
            operation: 'questions',
            path,
            schema: CommunityQuestionsSchema,
          })
          return doc ? doc.questions.map(reshapeQuestion) : null
        },
      })
    },

    async askQuestion(styleCode: string, question: NewQuestion): Promise<Question> {
      const path = `${product(styleCode)}/reviews/questions`
      const doc = await options.fetch.call({
        operation: 'askQuestion',
        method: 'POST',
        path,
        body: question,
        schema: CommunityQuestionSchema,
      })
      return reshapeQuestion(required(doc, 'askQuestion'))
    },

    async voteAnswer(styleCode: string, answerId: string, helpful: boolean): Promise<HelpfulVotes> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(answerId)}/questions/vote`
      const doc = await options.fetch.call({
        operation: 'voteAnswer',
        method: 'POST',
        path,
        body: { helpful },
        schema: CommunityVotesSchema,
      })
      return reshapeVotes(required(doc, 'voteAnswer'))
    },
  }
}
