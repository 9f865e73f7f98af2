/**
 * `/api/search/suggest?q=`: suggestions for the header search box, in the locale the page names. The same for
 * every shopper, so shared caches may keep them briefly.
 */
import { Hono } from 'hono'
import type { Suggestions } from '../../../shared/catalogue'
import { readSearchQuery } from '../../../shared/listing'
import type { AppEnv } from '../../types'
import { sharePublicly } from './responder'

export const searchApi = new Hono<AppEnv>()

searchApi.get('/suggest', async (c) => {
  const q = readSearchQuery(c.req.query('q')).slice(0, 50)
  const suggestions: Suggestions =
    q.length < 2
      ? { query: q, terms: [], categories: [], products: [] }
      : await c.var.services.catalogue.suggest(q)
  sharePublicly(c, 60)
  return c.json(suggestions)
})
