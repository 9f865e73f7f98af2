/**
 * `/api/products/:styleCode/...`: reviews, questions and back-in-stock sign-ups for the product page's islands. What
 * a quick shop offers of a product is the product page's payload (worker/routes/payloads.ts, decision 108).
 * Input is checked with the rules the browser used (`shared/catalogue/community.ts`) before it reaches the product API;
 * the API's refusals come back at the field they concern (REV410 at the review, AUT453 at the email). A shopper's
 * helpful vote or report counts once per session.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import {
  type FieldErrors,
  QUESTION_LIMITS,
  REVIEW_LIMITS,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  validateQuestion,
  validateReview,
} from '../../../shared/catalogue/community'
import { SKU, STYLE_CODE } from '../../../shared/ids'
import { isValidEmail } from '../../../shared/validation'
import { ApiError, type FieldMessage } from '../../services/api-error'
import { onlyOnce } from '../../services/community'
import type { AppContext, AppEnv } from '../../types'
import { UpstreamError } from '../../upstream/errors'
import { readCall } from './responder'

export const productsApi = new Hono<AppEnv>()

const ITEM_ID = /^[A-Z][A-Z0-9]{4,24}$/

productsApi.use('/:styleCode/*', async (c, next) => {
  if (!STYLE_CODE.test(c.req.param('styleCode'))) throw new ApiError('API404', { text: 'Unknown product' })
  return next()
})

const itemIdOf = (c: AppContext, what: string) => {
  const itemId = c.req.param('itemId') ?? ''
  if (!ITEM_ID.test(itemId)) throw new ApiError('API404', { text: `Unknown ${what}` })
  return itemId
}

/** Field errors as a refusal, each field's message by its kind. */
function fieldRefusal<T>(errors: FieldErrors<T>, limits: { max: number; min: number }) {
  const messages: Record<string, FieldMessage> = {
    required: 'form.required',
    tooLong: { key: 'form.tooLong', params: { max: limits.max } },
    tooShort: { key: 'form.tooShort', params: { min: limits.min } },
    invalid: 'form.name',
  }
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, kind]) => {
      const message = messages[kind as string]
      return message ? [[field, message]] : []
    }),
  )
  return new ApiError('VALIDATION', { fields })
}

/**
 * A shopper's review or question, read and checked by the rules the browser used (`validate`); refused fields throw
 * as one refusal, with the limits `limitsOf` names for the errors found.
 */
async function readChecked<T>(
  c: AppContext,
  schema: z.ZodType<Partial<T>>,
  validate: (input: Partial<T>) => FieldErrors<T>,
  limitsOf: (errors: FieldErrors<T>) => { max: number; min: number },
): Promise<Required<T>> {
  const input = await readCall(c, schema)
  const errors = validate(input)
  if (Object.keys(errors).length > 0) throw fieldRefusal(errors, limitsOf(errors))
  return input as Required<T>
}

productsApi.get(
  '/:styleCode/reviews',
  zValidator(
    'query',
    z.object({
      start: z.coerce.number().int().min(0).max(10_000).default(0),
      sort: z.enum(REVIEW_SORTS).default('newest'),
    }),
    (result) => {
      if (!result.success) throw new ApiError('API400', { text: 'The query is not valid' })
    },
  ),
  async (c) => {
    const { start, sort } = c.req.valid('query')
    const page = await c.var.services.community.getReviews(c.req.param('styleCode'), {
      start,
      count: REVIEWS_PAGE_SIZE,
      sort,
    })
    if (!page) throw new ApiError('API404', { text: 'Unknown product' })
    return c.json(page)
  },
)

const ReviewSchema = z
  .object({ rating: z.number(), title: z.string(), body: z.string(), author: z.string() })
  .partial()

productsApi.post('/:styleCode/reviews', async (c) => {
  const { rating, title, body, author } = await readChecked(c, ReviewSchema, validateReview, (errors) => ({
    max: errors.body === 'tooLong' ? REVIEW_LIMITS.body : REVIEW_LIMITS.title,
    min: REVIEW_LIMITS.authorMin,
  }))
  const review = await c.var.services.community.writeReview(c.req.param('styleCode'), {
    rating,
    title: title.trim(),
    body: body.trim(),
    author: author.trim(),
  })
  return c.json(review, 201)
})

const VoteSchema = z.object({ helpful: z.boolean() })

productsApi.post('/:styleCode/reviews/:itemId/vote', async (c) => {
  const itemId = itemIdOf(c, 'review')
  const { helpful } = await readCall(c, VoteSchema)
  return c.json(
    await onlyOnce(c, 'vote', itemId, () =>
      c.var.services.community.voteReview(c.req.param('styleCode'), itemId, helpful),
    ),
  )
})

productsApi.post('/:styleCode/reviews/:itemId/flag', async (c) => {
  const itemId = itemIdOf(c, 'review')
  return c.json(
    await onlyOnce(c, 'flag', itemId, () =>
      c.var.services.community.flagReview(c.req.param('styleCode'), itemId),
    ),
  )
})

productsApi.post('/:styleCode/reviews/:itemId/translate', async (c) => {
  const itemId = itemIdOf(c, 'review')
  const translated = await c.var.services.community
    .translateReview(itemId, c.var.locale.language)
    .catch((error: unknown) => {
      if (!(error instanceof UpstreamError) || error.status >= 500) throw error
      throw new ApiError('TRANSLATION_REFUSED', { code: error.errorId })
    })
  return c.json(translated)
})

const NotificationSchema = z.object({ sku: z.string().regex(SKU), email: z.string().max(200) })

productsApi.post('/:styleCode/notifications', async (c) => {
  const { sku, email } = await readCall(c, NotificationSchema)
  if (!sku.startsWith(c.req.param('styleCode'))) throw new ApiError('SKU_OF_ANOTHER_PRODUCT')
  if (!isValidEmail(email)) throw new ApiError('AUT453')
  await c.var.services.catalogue.subscribeBackInStock(sku, email.trim())
  return c.json({ subscribed: true })
})

productsApi.get('/:styleCode/questions', async (c) => {
  const questions = await c.var.services.community.getQuestions(c.req.param('styleCode'))
  if (!questions) throw new ApiError('API404', { text: 'Unknown product' })
  return c.json({ questions })
})

const QuestionSchema = z.object({ text: z.string(), author: z.string() }).partial()

productsApi.post('/:styleCode/questions', async (c) => {
  const { text, author } = await readChecked(c, QuestionSchema, validateQuestion, (errors) => ({
    max: errors.text === 'tooLong' ? QUESTION_LIMITS.text : QUESTION_LIMITS.author,
    min: errors.text === 'tooShort' ? QUESTION_LIMITS.textMin : QUESTION_LIMITS.authorMin,
  }))
  const question = await c.var.services.community.askQuestion(c.req.param('styleCode'), {
    text: text.trim(),
    author: author.trim(),
  })
  return c.json(question, 201)
})

productsApi.post('/:styleCode/answers/:itemId/vote', async (c) => {
  const itemId = itemIdOf(c, 'answer')
  const { helpful } = await readCall(c, VoteSchema)
  return c.json(
    await onlyOnce(c, 'vote', itemId, () =>
      c.var.services.community.voteAnswer(c.req.param('styleCode'), itemId, helpful),
    ),
  )
})
