/**
 * "My store" and the bag's pickups (spec 1's "change store confirmation" and "store changed" dialogs): which of the
 * bag's lines are picked up in another store than the one the shopper is choosing, and moving them all there. A
 * line the new store cannot hand over is delivered instead, as the cart service reports it (its `PickupToHome`
 * notification), and named to the shopper.
 */
import type { Cart, CartLine } from '../../shared/bag/cart'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { getShopperCart, updateCartLine } from './cart'

/** The bag's lines picked up in a store other than `storeId`. */
export const pickupLinesElsewhere = (cart: Cart | null, storeId: string): CartLine[] =>
  cart?.items.filter((line) => line.pickupStoreId !== null && line.pickupStoreId !== storeId) ?? []

/** What moving the pickups did: the cart after it, the lines now picked up in the store, those now delivered. */
export interface PickupMove {
  cart: Cart | null
  moved: CartLine[]
  delivered: CartLine[]
}

/** The store's stock or the line's maximum refused the move: the line cannot be picked up there. */
const refusedAtStore = (error: unknown) =>
  error instanceof UpstreamError && (error.errorId === 'INV700' || error.errorId === 'INV408')

/**
 * Moves every line picked up elsewhere to `storeId`, with `also` (a line the shopper is choosing the store for,
 * which may be delivered now). A line the store cannot hold is delivered instead; the cart's notifications say so.
 */
export async function movePickupsTo(c: AppContext, storeId: string, also?: string): Promise<PickupMove> {
  let cart = await getShopperCart(c)
  const lines = [
    ...pickupLinesElsewhere(cart, storeId),
    ...(cart?.items.filter((line) => line.id === also && line.pickupStoreId === null) ?? []),
  ]
  const moved: CartLine[] = []
  const delivered: CartLine[] = []
  for (const line of lines) {
    try {
      cart = await updateCartLine(c, line.id, { storeId })
      moved.push(line)
    } catch (error) {
      if (!refusedAtStore(error)) throw error
      if (line.pickupStoreId === null) continue
      cart = await updateCartLine(c, line.id, { storeId: null })
      if (cart.changes.some((change) => change.kind === 'pickupToHome')) delivered.push(line)
    }
  }
  return { cart, moved, delivered }
}
