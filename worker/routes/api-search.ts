/**
 * `/api/search/suggest?q=`: suggestions for the header search box, in the locale the page names. The same for
 * every shopper, so shared caches may keep them briefly.
 */
import { Hono } from 'hono'
import { LOCALE_HEADER } from '../../shared/api-contract'
import type { Suggestions } from '../../shared/catalogue'
import type { AppEnv } from '../types'
import { readSearchQuery } from './search'

export const searchApi = new Hono<AppEnv>()

searchApi.get('/suggest', async (c) => {
  const q = readSearchQuery(c.req.query('q')).slice(0, 50)
  c.header('vary', LOCALE_HEADER)
  c.header('cache-control', 'public, max-age=60')
  if (q.length < 2) return c.json<Suggestions>({ query: q, terms: [], categories: [], products: [] })
  return c.json<Suggestions>(await c.var.services.catalogue.suggest(q))
})
