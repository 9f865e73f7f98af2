/** Wire shapes of the wishlist API: favorites (whose products are catalogue products) and saved-for-later lists. */
import * as z from 'zod'
import { CatalogueProductSchema } from '../catalogue/schemas'

export const WishlistFavoritesSchema = z.object({
  favoriteId: z.string().nullable(),
  shared: z.boolean().default(false),
  total: z.number().int().nonnegative(),
  /** The favourite store the list was read with (decision 082); null when the service does not know it. */
  favStoreId: z.string().nullable().optional(),
  items: z.array(
    z.object({
      id: z.string(),
      itemId: z.string(),
      colourCode: z.string(),
      product: CatalogueProductSchema,
      /** How many of the product in its colour the favourite store holds, when the list was read with one. */
      favStore: z.object({ availableQty: z.number().int().nonnegative() }).optional(),
    }),
  ),
})
export type WishlistFavorites = z.infer<typeof WishlistFavoritesSchema>

/** A token that opens a favorites list read-only. */
export const WishlistShareSchema = z.object({ shareToken: z.string().regex(/^[a-f0-9]{32}$/) })

/** A page of the saved-for-later list. */
export const WishlistSavedListSchema = z.looseObject({
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
})
export type WishlistSavedList = z.infer<typeof WishlistSavedListSchema>
