/**
 * Favorites and the saved-for-later list on the wishlist API: personal, so nothing is cached. List ids live in
 * the shopper's session; a shared favorites list is read by its token.
 */
import { z } from 'zod'
import type { ProductSummary } from '../../../shared/catalogue'
import type { CatalogueReshapeContext } from '../catalogue/reshape'
import { reshapeProduct } from '../catalogue/reshape'
import { CatalogueProductSchema } from '../catalogue/schemas'
import { CommerceApiError } from '../errors'
import type { UpstreamFetch } from '../http'

const FavoritesSchema = z.object({
  favoriteId: z.string().nullable(),
  shared: z.boolean().default(false),
  total: z.number().int().nonnegative(),
  items: z.array(
    z.object({ id: z.string(), itemId: z.string(), colourCode: z.string(), product: CatalogueProductSchema }),
  ),
})

export interface FavoriteItem {
  id: string
  itemId: string
  colourCode: string
  product: ProductSummary
}

export interface Favorites {
  favoriteId: string | null
  shared: boolean
  total: number
  items: FavoriteItem[]
}

/** An item of the saved-for-later list as the wishlist service answers it: a variant, a quantity, its page. */
export interface SavedItem {
  itemId: string
  productId: string
  qty: number
  pageUrl: string
  available: boolean
}

/** A page of the saved-for-later list, with the list's size. */
export interface SavedList {
  total: number
  items: SavedItem[]
}

export const SAVED_PAGE_SIZE = 24

export interface WishlistClientOptions {
  fetch: UpstreamFetch
  currency: string
  reshape: CatalogueReshapeContext
}

export type WishlistClient = ReturnType<typeof createWishlistClient>

export function createWishlistClient(options: WishlistClientOptions) {
  const shape = (doc: z.infer<typeof FavoritesSchema>): Favorites => ({
    ...doc,
    items: doc.items.map((item) => ({ ...item, product: reshapeProduct(item.product, options.reshape) })),
  })
  const required = (doc: z.infer<typeof FavoritesSchema> | null, operation: string) => {
    if (!doc)
      throw new CommerceApiError({
        status: 404,
        errorId: 'PLP400',
        operation,
        correlationId: '',
        message: 'List not found',
      })
    return shape(doc)
  }

  return {
    /** The shopper's list, or null when the wishlist service no longer knows it. */
    async getFavorites(favoriteId: string): Promise<Favorites | null> {
      const doc = await options.fetch.call({
        operation: 'favorites',
        path: '/wishlists/v2/favorites',
        query: { favoriteId, currency: options.currency, count: 48 },
        schema: FavoritesSchema,
      })
      return doc ? shape(doc) : null
    },

    /** Adds a product in a colour; creates the list when there is none (or the old one is gone). */
    async addFavorite(favoriteId: string | null, itemId: string): Promise<Favorites> {
      const doc = await options.fetch.call({
        operation: 'addFavorite',
        method: 'POST',
        path: '/wishlists/v2/favorites',
        query: { currency: options.currency },
        body: { id: itemId, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
        schema: FavoritesSchema,
        notFoundAsNull: false,
      })
      return required(doc, 'addFavorite')
    },

    async removeFavorite(favoriteId: string, id: string): Promise<Favorites> {
      const path = `/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(id)}`
      return required(
        await options.fetch.call({
          operation: 'removeFavorite',
          method: 'DELETE',
          path,
          query: { currency: options.currency },
          schema: FavoritesSchema,
          notFoundAsNull: false,
        }),
        'removeFavorite',
      )
    },

    /** A token that opens the list read-only for anyone who has it. */
    async shareFavorites(favoriteId: string): Promise<string> {
      const path = `/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`
      const doc = await options.fetch.call({
        operation: 'shareFavorites',
        method: 'POST',
        path,
        body: {},
        schema: z.object({ shareToken: z.string().regex(/^[a-f0-9]{32}$/) }),
        notFoundAsNull: false,
      })
      if (!doc)
        throw new CommerceApiError({
          status: 404,
          errorId: 'PLP400',
          operation: 'shareFavorites',
          correlationId: '',
          message: 'List not found',
        })
      return doc.shareToken
    },

    /** A page of the saved-for-later list; null when the list is gone (the session's id is then stale). */
    async getSaveForLater(listId: string, start = 0, count = SAVED_PAGE_SIZE): Promise<SavedList | null> {
      const doc = await options.fetch.call({
        operation: 'saveForLater',
        path: '/wishlists/v2/saveForLater',
        query: { saveForLaterId: listId, start, count },
        schema: z.looseObject({
          total: z.number().int().nonnegative(),
          items: z.array(
            z.looseObject({
              itemId: z.string().min(1).max(64),
              productId: z.string().min(1).max(24),
              qty: z.number().int().positive(),
              pageUrl: z.string().max(300),
              available: z.boolean(),
            }),
          ),
        }),
      })
      return doc ? { total: doc.total, items: doc.items } : null
    },

    async getShared(token: string): Promise<Favorites | null> {
      const doc = await options.fetch.call({
        operation: 'sharedFavorites',
        path: `/wishlists/v2/favorites/shared/${encodeURIComponent(token)}`,
        query: { currency: options.currency },
        schema: FavoritesSchema,
      })
      return doc ? shape(doc) : null
    },
  }
}
