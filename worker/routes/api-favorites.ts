/**
 * `/api/favorites`: add a product (in a colour) to the shopper's favorites, remove one, share the list. Behind
 * the allow-favorites feature. Plain forms get redirects (back to the product, or to the list); scripts get JSON.
 */
import { Hono } from 'hono'
import { parseProductPath } from '../../shared/page-type'
import type { AppContext, AppEnv } from '../types'
import { UpstreamError } from '../upstream/errors'
import { apiErrorBody } from './api-errors'
import { readInput } from './api-input'

export const favoritesApi = new Hono<AppEnv>()

favoritesApi.use('*', async (c, next) => {
  if (!c.var.config.allowFavorites)
    return c.json(apiErrorBody(c, 'API404', 'Favorites are not offered here'), 404)
  c.header('cache-control', 'private, no-store')
  return next()
})

const listPath = (c: AppContext) => `/${c.var.locale.code}/favorites`

favoritesApi.post('/', async (c) => {
  const { input, isForm } = await readInput(c)
  const styleCode =
    typeof input.styleCode === 'string' && /^[A-Z]{2}[A-Z0-9]{6,9}$/.test(input.styleCode)
      ? input.styleCode
      : null
  const colour = typeof input.colour === 'string' && /^\d{3}$/.test(input.colour) ? input.colour : null
  const returnTo =
    typeof input.returnTo === 'string' && parseProductPath(input.returnTo.split('?')[0] ?? '')
      ? input.returnTo.split('?')[0]
      : null
  if (!styleCode || !colour)
    return isForm
      ? c.redirect(returnTo ?? listPath(c), 303)
      : c.json(apiErrorBody(c, 'API400', c.var.t.t('error.generic')), 400)
  const { wishlists } = c.var.services
  try {
    const list = await wishlists.addFavorite(c.var.session.favoriteId ?? null, `${styleCode}${colour}`)
    if (list.favoriteId && list.favoriteId !== c.var.session.favoriteId)
      c.var.setSession({ ...c.var.session, favoriteId: list.favoriteId })
    return isForm
      ? c.redirect(`${returnTo ?? listPath(c)}?colour=${colour}&favorite=added`, 303)
      : c.json({ total: list.total })
  } catch (error) {
    if (error instanceof UpstreamError && error.status < 500) {
      return isForm
        ? c.redirect(returnTo ?? listPath(c), 303)
        : c.json(apiErrorBody(c, error.errorId, c.var.t.t('error.itemNotAvailable')), 400)
    }
    throw error
  }
})

favoritesApi.post('/remove', async (c) => {
  const { input, isForm } = await readInput(c)
  const favoriteId = c.var.session.favoriteId
  const id =
    typeof input.id === 'string' && /^F[A-Z0-9]{12}-[A-Z0-9]{11,15}$/.test(input.id) ? input.id : null
  if (favoriteId && id) await c.var.services.wishlists.removeFavorite(favoriteId, id)
  return isForm ? c.redirect(listPath(c), 303) : c.json({ removed: Boolean(favoriteId && id) })
})

favoritesApi.post('/share', async (c) => {
  const { isForm } = await readInput(c)
  const favoriteId = c.var.session.favoriteId
  if (!favoriteId)
    return isForm
      ? c.redirect(listPath(c), 303)
      : c.json(apiErrorBody(c, 'PLP400', c.var.t.t('favorites.empty')), 404)
  const token = await c.var.services.wishlists.shareFavorites(favoriteId)
  return isForm
    ? c.redirect(`${listPath(c)}?share=${token}`, 303)
    : c.json({ url: `${new URL(c.req.url).origin}${listPath(c)}/shared/${token}` })
})
