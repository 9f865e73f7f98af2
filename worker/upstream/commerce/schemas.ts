/** Wire shapes of the commerce (cart) API. */
import { z } from 'zod'

export const CommerceCartSchema = z.looseObject({
  basketId: z.string(),
  currency: z.string(),
  totalItems: z.number().int().nonnegative(),
  items: z.array(
    z.looseObject({
      id: z.string(),
      productId: z.string(),
      masterId: z.string(),
      qty: z.number().int().positive(),
      maxQty: z.number().int().positive().optional(),
      name: z.string(),
      price: z.looseObject({
        amount: z.number(),
        original: z.number().optional(),
        rowTotal: z.number().optional(),
      }),
      variants: z.array(z.object({ code: z.string(), value: z.string() })).default([]),
      productImageURL: z.string().optional(),
      recipeId: z.string().optional(),
      shippingOptions: z
        .looseObject({
          shippingMethod: z.looseObject({ code: z.string() }).optional(),
          storeInfo: z.looseObject({ id: z.string() }).optional(),
        })
        .optional(),
    }),
  ),
  totals: z.looseObject({ total: z.number(), itemTotal: z.number(), totalDiscount: z.number().default(0) }),
})
export type CommerceCart = z.infer<typeof CommerceCartSchema>

/** A new saved-for-later list: its id, which goes into the shopper's session. */
export const CommerceSaveForLaterListSchema = z.looseObject({
  saveForLaterId: z.string().regex(/^S[A-Z0-9]{12}$/),
})

/** The answer to moving a cart line into the saved-for-later list: the cart without it. */
export const CommerceSavedLineSchema = z.looseObject({ cart: CommerceCartSchema })

/** The answer to removing a saved item, which is not read: only its status counts. */
export const CommerceRemovedSavedSchema = z.unknown()
