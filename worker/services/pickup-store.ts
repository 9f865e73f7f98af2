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

/**
 * What moving the pickups did: the cart after it, the lines now picked up in the store, those now delivered, and
 * those left as they were (the cart service refused both the store and delivery for them, or stopped answering).
 */
export interface PickupMove {
  cart: Cart | null
  moved: CartLine[]
  delivered: CartLine[]
  kept: CartLine[]
}

/** A refusal of one line (its stock, its maximum, its gift message, the store's assortment): not of the cart. */
const refusedForLine = (error: unknown) =>
  error instanceof UpstreamError && error.status >= 400 && error.status < 500

/**
 * Moves every line picked up elsewhere to `storeId`, with `also` (a line the shopper is choosing the store for,
 * which may be delivered now). Each line is moved on its own: a line the store cannot hold is delivered instead
 * (the cart's notifications say so), and one the cart service refuses both ways stays as it was. Once a line has
 * moved, a failure of the service ends the moves but not the answer: the cart is read again, so the shopper is
 * shown the bag as it now is, never the one before.
 */
export async function movePickupsTo(c: AppContext, storeId: string, also?: string): Promise<PickupMove> {
  const cart = await getShopperCart(c)
  const lines = [
    ...pickupLinesElsewhere(cart, storeId),
    ...(cart?.items.filter((line) => line.id === also && line.pickupStoreId === null) ?? []),
  ]
  const outcome: PickupMove = { cart, moved: [], delivered: [], kept: [] }
  for (const [index, line] of lines.entries()) {
    try {
      outcome.cart = await moveLine(c, line, storeId, outcome)
    } catch (error) {
      if (index === 0 || outcome.moved.length + outcome.delivered.length === 0) throw error
      outcome.kept.push(...lines.slice(index))
      outcome.cart = await getShopperCart(c)
      break
    }
  }
  return outcome
}

/** One line to the store, or else to delivery, or else left as it is; the cart after it. */
async function moveLine(
  c: AppContext,
  line: CartLine,
  storeId: string,
  outcome: PickupMove,
): Promise<Cart | null> {
  try {
    const cart = await updateCartLine(c, line.id, { storeId })
    outcome.moved.push(line)
    return cart
  } catch (error) {
    if (!refusedForLine(error)) throw error
  }
  if (line.pickupStoreId === null) {
    outcome.kept.push(line)
    return outcome.cart
  }
  try {
    const cart = await updateCartLine(c, line.id, { storeId: null })
    if (cart.changes.some((change) => change.kind === 'pickupToHome')) outcome.delivered.push(line)
    else outcome.kept.push(line)
    return cart
  } catch (error) {
    if (!refusedForLine(error)) throw error
    outcome.kept.push(line)
    return outcome.cart
  }
}
