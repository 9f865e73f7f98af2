/**
 * Reviews and questions on the product API: lists through the KV cache (`short`), everything a shopper does
 * (write, vote, flag, translate, ask) straight to the upstream. Failures carry the upstream errorId (REV410...).
 */
import type {
  Answer,
  NewQuestion,
  NewReview,
  Question,
  Review,
  ReviewPage,
  ReviewSort,
} from '../../../shared/community'
import { createCacheKey } from '../../cache/keys'
import type { KvCache } from '../../cache/kv-cache'
import { CatalogueError } from '../errors'
import type { UpstreamFetch } from '../http'
import {
  CatalogueFlagSchema,
  CatalogueQuestionSchema,
  CatalogueQuestionsSchema,
  CatalogueReviewSchema,
  CatalogueReviewsSchema,
  CatalogueTranslationSchema,
  CatalogueVotesSchema,
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
            schema: CatalogueReviewsSchema,
          })
          if (!doc) return null
          return {
            summary: { average: doc.average, total: doc.total, histogram: doc.histogram },
            sort: page.sort,
            start: doc.start,
            reviews: doc.reviews,
          }
        },
      })
    },

    async writeReview(styleCode: string, review: NewReview): Promise<Review> {
      const doc = await options.fetch.call({
        operation: 'writeReview',
        method: 'POST',
        path: `${product(styleCode)}/reviews`,
        body: review,
        schema: CatalogueReviewSchema,
        notFoundAsNull: false,
      })
      return required(doc, 'writeReview')
    },

    async voteReview(styleCode: string, reviewId: string, helpful: boolean) {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/vote`
      return required(
        await options.fetch.call({
          operation: 'voteReview',
          method: 'POST',
          path,
          body: { helpful },
          schema: CatalogueVotesSchema,
          notFoundAsNull: false,
        }),
        'voteReview',
      )
    },

    async flagReview(styleCode: string, reviewId: string) {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/flag`
      return required(
        await options.fetch.call({
          operation: 'flagReview',
          method: 'POST',
          path,
          body: {},
          schema: CatalogueFlagSchema,
          notFoundAsNull: false,
        }),
        'flagReview',
      )
    },

    async translateReview(reviewId: string, targetLanguage: string) {
      const path = `/products/v1/review/${encodeURIComponent(reviewId)}/translate`
      return required(
        await options.fetch.call({
          operation: 'translateReview',
          method: 'POST',
          path,
          body: { targetLanguage },
          schema: CatalogueTranslationSchema,
          notFoundAsNull: false,
        }),
        'translateReview',
      )
    },

    async getQuestions(styleCode: string): Promise<Question[] | null> {
      const path = `${product(styleCode)}/reviews/questions`
      return options.cache.get({
        key: await cacheKey(path, {}),
        label: 'community.questions',
        policy: 'short',
        load: async () =>
          (await options.fetch.call({ operation: 'questions', path, schema: CatalogueQuestionsSchema }))
            ?.questions ?? null,
      })
    },

    async askQuestion(styleCode: string, question: NewQuestion): Promise<Question> {
      const path = `${product(styleCode)}/reviews/questions`
      return required(
        await options.fetch.call({
          operation: 'askQuestion',
          method: 'POST',
          path,
          body: question,
          schema: CatalogueQuestionSchema,
          notFoundAsNull: false,
        }),
        'askQuestion',
      )
    },

    async voteAnswer(
      styleCode: string,
      answerId: string,
      helpful: boolean,
    ): Promise<Pick<Answer, 'helpful' | 'unhelpful'>> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(answerId)}/questions/vote`
      return required(
        await options.fetch.call({
          operation: 'voteAnswer',
          method: 'POST',
          path,
          body: { helpful },
          schema: CatalogueVotesSchema,
          notFoundAsNull: false,
        }),
        'voteAnswer',
      )
    },
  }
}
