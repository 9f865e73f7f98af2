/**
 * `/api/search/suggest?q=`: suggestions for the header search box, in the locale the page names. The same for
 * every shopper, so shared caches may keep them briefly.
 * `/api/search/recent` (GET) and `/api/search/recent/clear` (POST): the shopper's recent searches, for a script;
 * the search hub's plain form clears them at the hub's own address (worker/routes/forms/search-hub.ts).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import type { Suggestions } from '../../../shared/catalogue/catalogue'
import { readSearchQuery } from '../../../shared/catalogue/listing'
import { clearRecentSearches, recentSearches } from '../../services/search'
import type { AppEnv } from '../../types'
import { readCall, sharePublicly } from './responder'

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

searchApi.get('/recent', async (c) => {
  c.header('cache-control', 'private, no-store')
  return c.json({ recent: await recentSearches(c) })
})

searchApi.post('/recent/clear', async (c) => {
  await readCall(c, z.object({}))
  return c.json({ recent: await clearRecentSearches(c) })
})
