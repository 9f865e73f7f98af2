/** From wishlist wire shapes to `shared/catalogue/favorites.ts` and the saved-for-later types of `shared/bag/cart.ts`. */
import type { SavedList } from '../../../shared/bag/cart'
import type { Favorites } from '../../../shared/catalogue/favorites'
import { type CatalogueReshapeContext, reshapeProduct } from '../catalogue/reshape'
import type { WishlistFavorites, WishlistSavedList } from './schemas'

/** A favorites list, its products reshaped as the catalogue's are (URLs, media, badges). */
export function reshapeFavorites(doc: WishlistFavorites, ctx: CatalogueReshapeContext): Favorites {
  return {
    favoriteId: doc.favoriteId,
    shared: doc.shared,
    total: doc.total,
    favouriteStoreId: doc.favStoreId ?? null,
    items: doc.items.map((item) => ({
      id: item.id,
      itemId: item.itemId,
      colourCode: item.colourCode,
      product: reshapeProduct(item.product, ctx),
      inFavouriteStore: doc.favStoreId && item.favStore ? item.favStore.availableQty > 0 : null,
    })),
  }
}

export function reshapeSavedList(doc: WishlistSavedList): SavedList {
  return {
    total: doc.total,
    items: doc.items.map((item) => ({
      itemId: item.itemId,
      productId: item.productId,
      qty: item.qty,
      pageUrl: item.pageUrl,
      available: item.available,
    })),
  }
}
