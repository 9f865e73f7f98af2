/**
 * The shopper's favorites (spec 2, behind the allow-favorites feature): products in a colour, kept by the
 * wishlist service in a list whose id lives in the shopper's session, or opened read-only from a share link.
 */
import type { ProductSummary } from './catalogue'

/** A product in a colour on the list; `id` names the entry for removing it, `itemId` is `{styleCode}{colour}`. */
export interface FavoriteItem {
  id: string
  itemId: string
  colourCode: string
  product: ProductSummary
  /** Whether the shopper's favourite store holds it in its colour; null when the list was read without one. */
  inFavouriteStore: boolean | null
}

export interface Favorites {
  /** The list's id; null only when the service answers a list it has not stored. */
  favoriteId: string | null
  /** Whether the list was opened from a share link. */
  shared: boolean
  total: number
  /** The favourite store the list was read with (decision 082), null without one or when the service knew none. */
  favouriteStoreId: string | null
  items: FavoriteItem[]
}
