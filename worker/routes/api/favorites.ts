/**
 * `/api/favorites`: add a product (in a colour) to the shopper's favorites, remove one, share the list. Behind
 * the allow-favorites feature. JSON for a script; the list answers the plain forms itself
 * (worker/routes/forms/favorites.ts).
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { favoritesPath } from '../../../shared/routes'
import { ApiError } from '../../services/api-error'
import { refuseInStore } from '../../services/associates'
import { addFavorite, removeFavorite, shareFavorites } from '../../services/favorites'
import type { AppEnv } from '../../types'
import { FavoriteAddSchema, FavoriteIdSchema } from '../inputs'
import { readCall } from './responder'

export const favoritesApi = new Hono<AppEnv>()

favoritesApi.use('*', async (c, next) => {
  if (!c.var.flags.allowFavorites) throw new ApiError('API404', { text: 'Favorites are not offered here' })
  refuseInStore(c)
  return next()
})

favoritesApi.post('/', async (c) => {
  const { styleCode, colour } = await readCall(c, FavoriteAddSchema)
  const list = await addFavorite(c, `${styleCode}${colour}`)
  return c.json({ total: list.total })
})

favoritesApi.post('/remove', async (c) => {
  const { id } = await readCall(c, FavoriteIdSchema)
  return c.json({ removed: await removeFavorite(c, id) })
})

favoritesApi.post('/share', async (c) => {
  await readCall(c, z.object({}))
  const token = await shareFavorites(c)
  return c.json({ url: `${new URL(c.req.url).origin}${favoritesPath(c.var.locale.code)}/shared/${token}` })
})
