/**
 * Favorites and the saved-for-later list on the wishlist API: personal, so nothing is cached. List ids live in
 * the shopper's session; a shared favorites list is read by its token. A signed-in shopper's lists are their
 * account's (decision 047), used only with their token, so every call but the shared read acts for the shopper
 * (`auth: true`).
 */
import type { SavedList } from '../../../shared/bag/cart'
import type { Favorites } from '../../../shared/catalogue/favorites'
import type { CatalogueReshapeContext } from '../catalogue/reshape'
import { CommerceApiError } from '../errors'
import type { UpstreamFetch } from '../http'
import { reshapeFavorites, reshapeSavedList } from './reshape'
import {
  type WishlistFavorites,
  WishlistFavoritesSchema,
  WishlistSavedListSchema,
  WishlistShareSchema,
} from './schemas'

export interface WishlistClientOptions {
  fetch: UpstreamFetch
  /** The site the lists are read for: each brand's sites see only the products they sell (decision 056). */
  siteId: string
  currency: string
  reshape: CatalogueReshapeContext
  /** How many items a page of each list holds (spec 1 §9: from configuration). */
  pageSizes: { favorites: number; savedForLater: number }
}

export type WishlistClient = ReturnType<typeof createWishlistClient>

/** How many pages of favourites the product page reads at most to know whether a product is among them. */
export const FIND_PAGES_AT_MOST = 10

export function createWishlistClient(options: WishlistClientOptions) {
  const shape = (doc: WishlistFavorites): Favorites => reshapeFavorites(doc, options.reshape)
  const required = (doc: WishlistFavorites | null, operation: string) => {
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

  const client = {
    /**
     * A page of the shopper's list (`page` from 1, of the configured size), with the list's total; null when the
     * wishlist service no longer knows it. With the shopper's favourite store (`favStoreId`, decision 082), each item
     * says whether the store holds it.
     */
    async getFavorites(favoriteId: string, page = 1, favStoreId?: string): Promise<Favorites | null> {
      const count = options.pageSizes.favorites
      const doc = await options.fetch.call({
        operation: 'favorites',
        auth: true,
        path: '/wishlists/v2/favorites',
        query: {
          favoriteId,
          currency: options.currency,
          siteId: options.siteId,
          start: (Math.max(1, page) - 1) * count,
          count,
          ...(favStoreId ? { favStoreId } : {}),
        },
        schema: WishlistFavoritesSchema,
      })
      return doc ? shape(doc) : null
    },

    /**
     * Whether the list holds a product in a colour (`itemId`), and the list's total; null when the service no longer
     * knows the list. The first page tells how many there are; the others, up to `FIND_PAGES_AT_MOST` in all, are
     * read side by side.
     */
    async findFavorite(
      favoriteId: string,
      itemId: string,
    ): Promise<{ saved: boolean; total: number } | null> {
      const holds = (list: Favorites | null) => list?.items.some((item) => item.itemId === itemId) ?? false
      const first = await client.getFavorites(favoriteId, 1)
      if (!first) return null
      const pages = Math.min(Math.ceil(first.total / options.pageSizes.favorites), FIND_PAGES_AT_MOST)
      if (holds(first) || pages <= 1) return { saved: holds(first), total: first.total }
      const rest = await Promise.all(
        Array.from({ length: pages - 1 }, (_, index) => client.getFavorites(favoriteId, index + 2)),
      )
      return { saved: rest.some(holds), total: first.total }
    },

    /** Adds a product in a colour; creates the list when there is none (or the old one is gone). */
    async addFavorite(favoriteId: string | null, itemId: string): Promise<Favorites> {
      const doc = await options.fetch.call({
        operation: 'addFavorite',
        auth: true,
        method: 'POST',
        path: '/wishlists/v2/favorites',
        query: { currency: options.currency, siteId: options.siteId },
        body: { id: itemId, qty: 1, itemType: 'product', ...(favoriteId ? { favoriteId } : {}) },
        schema: WishlistFavoritesSchema,
      })
      return required(doc, 'addFavorite')
    },

    async removeFavorite(favoriteId: string, id: string): Promise<Favorites> {
      const path = `/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/items/${encodeURIComponent(id)}`
      return required(
        await options.fetch.call({
          operation: 'removeFavorite',
          auth: true,
          method: 'DELETE',
          path,
          query: { currency: options.currency, siteId: options.siteId },
          schema: WishlistFavoritesSchema,
        }),
        'removeFavorite',
      )
    },

    /**
     * Shares the list: the id (`shareToken`, 32 hex digits, random) under which anyone with it reads the list
     * read-only through `getShared`; the list's own id stays the owner's.
     */
    async shareFavorites(favoriteId: string): Promise<string> {
      const path = `/wishlists/v2/favorites/${encodeURIComponent(favoriteId)}/share`
      const doc = await options.fetch.call({
        operation: 'shareFavorites',
        auth: true,
        method: 'POST',
        path,
        body: {},
        schema: WishlistShareSchema,
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
    async getSaveForLater(
      listId: string,
      start = 0,
      count = options.pageSizes.savedForLater,
    ): Promise<SavedList | null> {
      const doc = await options.fetch.call({
        operation: 'saveForLater',
        auth: true,
        path: '/wishlists/v2/saveForLater',
        query: { saveForLaterId: listId, siteId: options.siteId, start, count },
        schema: WishlistSavedListSchema,
      })
      return doc ? reshapeSavedList(doc) : null
    },

    /**
     * A shared list, read-only, by the id its share gave (`shareFavorites`), never by the owner's list id: the answer
     * names no list id and no store (decision 096). Null when no list is shared under it.
     */
    async getShared(shareId: string): Promise<Favorites | null> {
      const doc = await options.fetch.call({
        operation: 'sharedFavorites',
        path: `/wishlists/v2/favorites/${encodeURIComponent(shareId)}/share`,
        query: {
          currency: options.currency,
          siteId: options.siteId,
          start: 0,
          count: options.pageSizes.favorites,
        },
        schema: WishlistFavoritesSchema,
      })
      return doc ? shape(doc) : null
    },
  }
  return client
}
