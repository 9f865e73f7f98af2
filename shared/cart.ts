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

/** One line to add: a variant by SKU, how many, and optionally a store to pick it up in or a customised design. */
export interface CartLineInput {
  productId: string
  qty: number
  storeId?: string
  recipeId?: string
}

/** What `GET /api/cart` answers: the shopper's cart, or null when they have none yet. */
export const CartResponseSchema = z.object({ cart: CartSchema.nullable() })
export type CartResponse = z.infer<typeof CartResponseSchema>

/** What the bag page says after a saved-for-later action (`?saved=` on the bag page). */
export const SAVED_NOTICES = [
  'saved',
  'moved',
  'removed',
  'unavailable',
  'gone',
  'full',
  'invalid',
  'failed',
] as const
export type SavedNotice = (typeof SAVED_NOTICES)[number]

const SAVED_NOTICE_OF_ERROR: Readonly<Record<string, SavedNotice>> = {
  SFL404: 'gone',
  BSK404: 'gone',
  SFL409: 'full',
  API400: 'invalid',
  API413: 'invalid',
  API415: 'invalid',
  GEN500: 'failed',
}

/**
 * The bag page's notice for `?saved=...`: an outcome, or the error id a refused form post came back with (the
 * list's and the cart's own ids by name; any other refusal of moving an item means it stays saved).
 */
export function savedNoticeOf(value: string | null): SavedNotice | null {
  if (!value) return null
  const known = SAVED_NOTICES.find((notice) => notice === value)
  if (known) return known
  return /^[A-Z][A-Z0-9_]{2,19}$/.test(value) ? (SAVED_NOTICE_OF_ERROR[value] ?? 'unavailable') : null
}

/** How many saved items one read of the saved-for-later list answers unless asked for more. */
export const SAVED_PAGE_SIZE = 24

/** An item of the saved-for-later list as the wishlist service keeps it: a variant, a quantity, its page. */
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

/** An item of the saved-for-later list as the bag page shows it. */
export interface SavedLine {
  id: string
  name: string
  /** The product page in the saved colour and size; null when the product is no longer sold. */
  url: string | null
  image: string | null
  colour: string | null
  size: string | null
  qty: number
  price: { currency: string; original: number; current: number } | null
  available: boolean
}
