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
