/**
 * `/api/products/:styleCode/...` and `/api/reviews/...`: reviews and questions for the product page islands.
 * Input is checked with the same rules the browser used (`shared/community.ts`) before it reaches the product
 * API; the API's own refusals (REV410, the over-long review) come back at the field they concern.
 */
import { zValidator } from '@hono/zod-validator'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import {
  type FieldErrors,
  QUESTION_LIMITS,
  REVIEW_LIMITS,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  validateQuestion,
  validateReview,
} from '../../shared/community'
import { resolveError } from '../../shared/error-catalogue'
import { isValidEmail } from '../../shared/validation'
import type { AppEnv } from '../types'
import { UpstreamError } from '../upstream/errors'
import { apiErrorBody } from './api-errors'

export const productsApi = new Hono<AppEnv>()

const STYLE_CODE = /^[A-Z]{2}[A-Z0-9]{6,9}$/
const ITEM_ID = /^[A-Z][A-Z0-9]{4,24}$/

productsApi.use('/:styleCode/*', async (c, next) => {
  if (!STYLE_CODE.test(c.req.param('styleCode')))
    return c.json(apiErrorBody(c, 'API404', 'Unknown product'), 404)
  c.header('cache-control', 'private, no-store')
  return next()
})

/** Malformed input from a script: our islands never send it, so the answer need not be localised. */
const invalidJson = (result: { success: boolean }, c: Context) => {
  if (!result.success) return c.json(apiErrorBody(c, 'API400', 'The request body or query is not valid'), 400)
}

/** Field errors as shoppers read them, in the page's language. */
function fieldMessages<T>(c: Context<AppEnv>, errors: FieldErrors<T>, limits: { max: number; min: number }) {
  const { t } = c.var
  const text = {
    required: t.t('form.required'),
    tooLong: t.t('form.tooLong', { max: limits.max }),
    tooShort: t.t('form.tooShort', { min: limits.min }),
    invalid: t.t('form.name'),
  }
  return Object.fromEntries(
    Object.entries(errors).map(([field, kind]) => [field, text[kind as keyof typeof text]]),
  )
}

function refuse(c: Context<AppEnv>, error: unknown, fieldFor: Record<string, string> = {}) {
  if (!(error instanceof UpstreamError) || error.status >= 500) throw error
  const resolved = resolveError(error.errorId, error.message)
  const message = resolved.key ? c.var.t.t(resolved.key, { max: REVIEW_LIMITS.body }) : resolved.serverMessage
  const field = fieldFor[error.errorId]
  return c.json(
    { ...apiErrorBody(c, error.errorId, message), ...(field ? { fields: { [field]: message } } : {}) },
    error.status === 404 ? 404 : 400,
  )
}

productsApi.get(
  '/:styleCode/reviews',
  zValidator(
    'query',
    z.object({
      start: z.coerce.number().int().min(0).max(10_000).default(0),
      sort: z.enum(REVIEW_SORTS).default('newest'),
    }),
    invalidJson,
  ),
  async (c) => {
    const { start, sort } = c.req.valid('query')
    const page = await c.var.services.community.getReviews(c.req.param('styleCode'), {
      start,
      count: REVIEWS_PAGE_SIZE,
      sort,
    })
    if (!page) return c.json(apiErrorBody(c, 'API404', 'Unknown product'), 404)
    return c.json(page)
  },
)

productsApi.post(
  '/:styleCode/reviews',
  zValidator(
    'json',
    z.object({ rating: z.number(), title: z.string(), body: z.string(), author: z.string() }).partial(),
    invalidJson,
  ),
  async (c) => {
    const input = c.req.valid('json')
    const errors = validateReview(input)
    if (Object.keys(errors).length > 0) {
      return c.json(
        {
          ...apiErrorBody(c, 'VALIDATION', c.var.t.t('error.generic')),
          fields: fieldMessages(c, errors, {
            max: errors.body === 'tooLong' ? REVIEW_LIMITS.body : REVIEW_LIMITS.title,
            min: REVIEW_LIMITS.authorMin,
          }),
        },
        400,
      )
    }
    try {
      const review = await c.var.services.community.writeReview(c.req.param('styleCode'), {
        rating: input.rating as number,
        title: (input.title as string).trim(),
        body: (input.body as string).trim(),
        author: (input.author as string).trim(),
      })
      return c.json(review, 201)
    } catch (error) {
      return refuse(c, error, { REV410: 'body' })
    }
  },
)

const VoteSchema = z.object({ helpful: z.boolean() })

productsApi.post(
  '/:styleCode/reviews/:itemId/vote',
  zValidator('json', VoteSchema, invalidJson),
  async (c) => {
    if (!ITEM_ID.test(c.req.param('itemId'))) return c.json(apiErrorBody(c, 'API404', 'Unknown review'), 404)
    try {
      return c.json(
        await c.var.services.community.voteReview(
          c.req.param('styleCode'),
          c.req.param('itemId'),
          c.req.valid('json').helpful,
        ),
      )
    } catch (error) {
      return refuse(c, error)
    }
  },
)

productsApi.post('/:styleCode/reviews/:itemId/flag', async (c) => {
  if (!ITEM_ID.test(c.req.param('itemId'))) return c.json(apiErrorBody(c, 'API404', 'Unknown review'), 404)
  try {
    return c.json(await c.var.services.community.flagReview(c.req.param('styleCode'), c.req.param('itemId')))
  } catch (error) {
    return refuse(c, error)
  }
})

productsApi.post('/:styleCode/reviews/:itemId/translate', async (c) => {
  if (!ITEM_ID.test(c.req.param('itemId'))) return c.json(apiErrorBody(c, 'API404', 'Unknown review'), 404)
  try {
    return c.json(
      await c.var.services.community.translateReview(c.req.param('itemId'), c.var.locale.language),
    )
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500)
      return c.json(apiErrorBody(c, error.errorId, c.var.t.t('reviews.translationFailed')), 400)
    throw error
  }
})

productsApi.post(
  '/:styleCode/notifications',
  zValidator(
    'json',
    z.object({ sku: z.string().regex(/^[A-Z0-9]{8,24}$/), email: z.string().max(200) }),
    invalidJson,
  ),
  async (c) => {
    const { sku, email } = c.req.valid('json')
    if (!sku.startsWith(c.req.param('styleCode')))
      return c.json(apiErrorBody(c, 'API400', c.var.t.t('error.itemNotAvailable')), 400)
    if (!isValidEmail(email))
      return c.json(
        { ...apiErrorBody(c, 'AUT453', c.var.t.t('form.email')), fields: { email: c.var.t.t('form.email') } },
        400,
      )
    try {
      await c.var.services.catalogue.subscribeBackInStock(sku, email.trim())
      return c.json({ subscribed: true })
    } catch (error) {
      return refuse(c, error, { AUT453: 'email' })
    }
  },
)

productsApi.get('/:styleCode/questions', async (c) => {
  const questions = await c.var.services.community.getQuestions(c.req.param('styleCode'))
  if (!questions) return c.json(apiErrorBody(c, 'API404', 'Unknown product'), 404)
  return c.json({ questions })
})

productsApi.post(
  '/:styleCode/questions',
  zValidator('json', z.object({ text: z.string(), author: z.string() }).partial(), invalidJson),
  async (c) => {
    const input = c.req.valid('json')
    const errors = validateQuestion(input)
    if (Object.keys(errors).length > 0) {
      const limits = {
        max: errors.text === 'tooLong' ? QUESTION_LIMITS.text : QUESTION_LIMITS.author,
        min: errors.text === 'tooShort' ? QUESTION_LIMITS.textMin : QUESTION_LIMITS.authorMin,
      }
      return c.json(
        {
          ...apiErrorBody(c, 'VALIDATION', c.var.t.t('error.generic')),
          fields: fieldMessages(c, errors, limits),
        },
        400,
      )
    }
    try {
      const question = await c.var.services.community.askQuestion(c.req.param('styleCode'), {
        text: (input.text as string).trim(),
        author: (input.author as string).trim(),
      })
      return c.json(question, 201)
    } catch (error) {
      return refuse(c, error)
    }
  },
)

productsApi.post(
  '/:styleCode/answers/:itemId/vote',
  zValidator('json', VoteSchema, invalidJson),
  async (c) => {
    if (!ITEM_ID.test(c.req.param('itemId'))) return c.json(apiErrorBody(c, 'API404', 'Unknown answer'), 404)
    try {
      return c.json(
        await c.var.services.community.voteAnswer(
          c.req.param('styleCode'),
          c.req.param('itemId'),
          c.req.valid('json').helpful,
        ),
      )
    } catch (error) {
      return refuse(c, error)
    }
  },
)
