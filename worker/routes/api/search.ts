/**
 * `/api/search/suggest?q=`: suggestions for the header search box, in the locale the page names. The same for
 * every shopper, so shared caches may keep them briefly.
 * `/api/search/recent` (GET) and `/api/search/recent/clear` (POST): the shopper's recent searches, which a plain
 * form on the search hub clears (back to the hub with `?recent=cleared`).
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { Suggestions } from '../../../shared/catalogue/catalogue'
import { readSearchQuery } from '../../../shared/catalogue/listing'
import { searchHubPath } from '../../../shared/routes'
import { clearRecentSearches, recentSearches } from '../../services/search'
import type { AppEnv } from '../../types'
import { answer, readInput, sharePublicly } from './responder'

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
  const input = await readInput(c, z.object({}), { param: 'recent', to: searchHubPath(c.var.locale.code) })
  return answer(c, input, { recent: await clearRecentSearches(c) }, { notice: 'cleared' })
})
