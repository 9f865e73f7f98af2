/**
 * The shopper's favorites (spec 2, behind the allow-favorites feature). The list id lives in the session and is
 * made by the first add, which the wishlist service answers with the new list: under the session's lease, so
 * concurrent first adds make one list, and a refused add makes none. When the service has replaced a list it no
 * longer knew, the session takes the new id.
 */

import type { Favorites } from '../../shared/catalogue/favorites'
import type { AppContext } from '../types'
import { ApiError } from './api-error'

/**
 * Whether this request may use favorites: the deployment offers them, and no store associate is connected (spec 1
 * §6: a connected employee has no favorites). Decided once with the flags (worker/middleware/decisions.ts).
 */
export const favoritesOffered = (c: AppContext): boolean => c.var.favoritesOffered

const listOf = (list: Favorites) => {
  if (!list.favoriteId) throw new ApiError('GEN500')
  return list.favoriteId
}

/** Adds a product in a colour (`{styleCode}{colour}`) to the shopper's favorites; answers the list. */
export async function addFavorite(c: AppContext, itemId: string): Promise<Favorites> {
  const { wishlists } = c.var.services
  const { value: favoriteId, created } = await c.var.session.ensure('favorites', async () => {
    const list = await wishlists.addFavorite(null, itemId)
    return { value: listOf(list), result: list }
  })
  if (created) return created
  const list = await wishlists.addFavorite(favoriteId, itemId)
  const current = listOf(list)
  if (current !== favoriteId)
    await c.var.session.change({ kind: 'replace', slot: 'favorites', from: favoriteId, to: current })
  return list
}

/** The shopper's favorites list id, if they have one. */
export async function currentFavoritesId(c: AppContext): Promise<string | undefined> {
  return (await c.var.session.read()).favoriteId
}

/** Removes an item (`{favoriteId}-{itemId}`) from the shopper's favorites; false when they have no list. */
export async function removeFavorite(c: AppContext, id: string): Promise<boolean> {
  const favoriteId = await currentFavoritesId(c)
  if (!favoriteId) return false
  await c.var.services.wishlists.removeFavorite(favoriteId, id)
  return true
}

/** A token that opens the shopper's list read-only; refused when they have no list. */
export async function shareFavorites(c: AppContext): Promise<string> {
  const favoriteId = await currentFavoritesId(c)
  if (!favoriteId) throw new ApiError('FAVORITES_EMPTY')
  return c.var.services.wishlists.shareFavorites(favoriteId)
}

/** The page shown and how many pages a list of `total` items has, at the configured page size (spec 1 §9). */
export const favoritesPages = (c: AppContext, page: number, total: number) => ({
  current: page,
  count: Math.max(1, Math.ceil(total / c.var.config.FAVORITES_PAGE_SIZE)),
})
