/**
 * `/api/articles?locale=en-us&tagId=hiking&tagId=city&offset=6&limit=6`: one page of the journal's article search
 * for the article grid island (tags chosen, "read more"). The same for every shopper and named fully by its URL,
 * so shared caches may keep it briefly (never in preview). Bad input is refused with a 400; an article search
 * that fails answers 502, which the island logs (spec 3 §8: no message for the shopper).
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import * as z from 'zod'
import { ARTICLE_MAX_TAGS, ARTICLE_TAG_ID } from '../../../shared/content/article-tags'
import {
  ARTICLE_DEFAULT_PAGE_SIZE,
  ARTICLE_MAX_LIMIT,
  ARTICLE_MAX_OFFSET,
  type ArticleResults,
} from '../../../shared/content/articles'
import { ApiError } from '../../services/api-error'
import type { AppEnv } from '../../types'
import { sharePublicly } from './responder'

export const articlesApi = new Hono<AppEnv>()

/** What the island sends; `locale` must name a locale this shop serves (the shop middleware resolves it). */
const ArticlesQuery = z.object({
  locale: z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/),
  tagId: z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z.array(z.string().regex(ARTICLE_TAG_ID)).max(ARTICLE_MAX_TAGS),
  ),
  q: z.string().trim().max(80).optional(),
  offset: z.coerce.number().int().min(0).max(ARTICLE_MAX_OFFSET).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_MAX_LIMIT).default(ARTICLE_DEFAULT_PAGE_SIZE),
})

/** Malformed input from a script: our island never sends it, so the answer need not be localised. */
const refuse = () =>
  new ApiError('API400', { text: 'Give a served locale, tags, an offset and a limit within bounds' })

export interface ArticlesAnswer extends ArticleResults {
  offset: number
  limit: number
}

articlesApi.get(
  '/',
  zValidator('query', ArticlesQuery, (result) => {
    if (!result.success) throw refuse()
  }),
  async (c) => {
    const { locale, tagId, q, offset, limit } = c.req.valid('query')
    // A locale the shop does not serve here falls back to another in the middleware: refuse it instead.
    if (locale !== c.var.locale.code) throw refuse()
    const results = await c.var.services.content.searchArticles({
      tagIds: tagId,
      q: q || undefined,
      offset,
      limit,
    })
    sharePublicly(c, 60)
    return c.json<ArticlesAnswer>({ ...results, offset, limit })
  },
)
