/**
 * The community API: reviews and questions on the product API. Lists go through the KV cache (`short`);
 * everything a shopper does (write, vote, flag, translate, ask) goes straight to the upstream. Failures carry
 * the upstream errorId (REV410...).
 */
import type * as z from 'zod'
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

  /** A read through the cache (`short`), labelled by its operation; null for an unknown product. */
  async function cachedRead<S extends z.ZodType, T>(
    operation: string,
    path: string,
    query: Record<string, string | number>,
    schema: S,
    reshape: (doc: z.infer<S>) => T,
  ): Promise<T | null> {
    return options.cache.get({
      key: await cacheKey(path, query),
      label: `community.${operation}`,
      policy: 'short',
      load: async () => {
        const doc = await options.fetch.call({ operation, path, query, schema })
        return doc ? reshape(doc) : null
      },
    })
  }

  /** Something a shopper does, sent straight on; its answer is never null (a 404 is thrown as not found). */
  async function post<S extends z.ZodType>(operation: string, path: string, body: unknown, schema: S) {
    const doc: z.infer<S> | null = await options.fetch.call({ operation, method: 'POST', path, body, schema })
    return required(doc, operation)
  }

  return {
    /** A page of a product's reviews with the rating summary; null for an unknown product. */
    async getReviews(
      styleCode: string,
      page: { start: number; count: number; sort: ReviewSort },
    ): Promise<ReviewPage | null> {
      const path = `${product(styleCode)}/reviews`
      const query = { start: page.start, count: page.count, sort: page.sort }
      return cachedRead('reviews', path, query, CommunityReviewsSchema, (doc) =>
        reshapeReviewPage(doc, page.sort),
      )
    },

    async writeReview(styleCode: string, review: NewReview): Promise<Review> {
      return reshapeReview(
        await post('writeReview', `${product(styleCode)}/reviews`, review, CommunityReviewSchema),
      )
    },

    async voteReview(styleCode: string, reviewId: string, helpful: boolean): Promise<HelpfulVotes> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/vote`
      return reshapeVotes(await post('voteReview', path, { helpful }, CommunityVotesSchema))
    },

    async flagReview(styleCode: string, reviewId: string): Promise<ReviewFlag> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(reviewId)}/flag`
      return reshapeFlag(await post('flagReview', path, {}, CommunityFlagSchema))
    },

    async translateReview(reviewId: string, targetLanguage: string): Promise<ReviewTranslation> {
      const path = `/products/v1/review/${encodeURIComponent(reviewId)}/translate`
      return reshapeTranslation(
        await post('translateReview', path, { targetLanguage }, CommunityTranslationSchema),
      )
    },

    async getQuestions(styleCode: string): Promise<Question[] | null> {
      const path = `${product(styleCode)}/reviews/questions`
      return cachedRead('questions', path, {}, CommunityQuestionsSchema, (doc) =>
        doc.questions.map(reshapeQuestion),
      )
    },

    async askQuestion(styleCode: string, question: NewQuestion): Promise<Question> {
      const path = `${product(styleCode)}/reviews/questions`
      return reshapeQuestion(await post('askQuestion', path, question, CommunityQuestionSchema))
    },

    async voteAnswer(styleCode: string, answerId: string, helpful: boolean): Promise<HelpfulVotes> {
      const path = `${product(styleCode)}/review/${encodeURIComponent(answerId)}/questions/vote`
      return reshapeVotes(await post('voteAnswer', path, { helpful }, CommunityVotesSchema))
    },
  }
}
