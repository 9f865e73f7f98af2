/** The cart as islands see it: the worker strips tokens and upstream-only fields before it leaves the edge. */
import { z } from 'zod'

export const CartLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  masterId: z.string(),
  name: z.string(),
  qty: z.number().int().positive(),
  maxQty: z.number().int().positive(),
  price: z.object({ amount: z.number(), original: z.number(), rowTotal: z.number() }),
  image: z.string(),
  colour: z.string().nullable(),
  size: z.string().nullable(),
  /** The store the line is picked up from; null for delivery. */
  pickupStoreId: z.string().nullable(),
  /** The customised design this line is for, if any. */
  recipeId: z.string().nullable(),
})
export type CartLine = z.infer<typeof CartLineSchema>

export const CartSchema = z.object({
  id: z.string(),
  currency: z.string(),
  totalItems: z.number().int().nonnegative(),
  items: z.array(CartLineSchema),
  totals: z.object({ total: z.number(), itemTotal: z.number(), totalDiscount: z.number() }),
})
export type Cart = z.infer<typeof CartSchema>

/** What `GET /api/cart` answers: the shopper's cart, or null when they have none yet. */
export const CartResponseSchema = z.object({ cart: CartSchema.nullable() })
export type CartResponse = z.infer<typeof CartResponseSchema>
