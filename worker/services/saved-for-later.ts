/**
 * The saved-for-later list (spec 1 §7): a bag line moved into it, a saved item moved back, a saved item removed.
 * The list id lives in the session and is made on the first save, under the session's lease, and only after the
 * line is known to be in the bag, so a save that is refused makes no list. A list the cart service no longer
 * knows is replaced once. Moving to the bag adds first and removes second, so a failure in between leaves the
 * item in both places, never in neither.
 */
import type { Cart, SavedList } from '../../shared/bag/cart'
import { cartSlot } from '../session/changes'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { addToCart, currentBasketId } from './cart'

/** How many saved items the bag page shows, and moving back reads. */
export const SAVED_SHOWN = 50

const gone = () => new ApiError('SFL404')

/** The shopper's saved list, or null without one; a list the service no longer knows leaves the session. */
export async function getSavedList(c: AppContext): Promise<(SavedList & { id: string }) | null> {
  const listId = (await c.var.session.read()).saveForLaterId
  if (!listId) return null
  const { wishlists } = c.var.services
  const list = await wishlists.getSaveForLater(listId)
  if (!list) {
    await c.var.session.forget('saveForLater', listId)
    return null
  }
  // Read in pages of the configured size (spec 1 §9), up to what the bag page shows: the first page tells how many
  // there are, and the others are read side by side.
  const size = list.items.length
  const wanted = Math.min(list.total, SAVED_SHOWN)
  if (size > 0 && size < wanted) {
    const starts = Array.from({ length: Math.ceil((wanted - size) / size) }, (_, index) => size * (index + 1))
    const pages = await Promise.all(starts.map((start) => wishlists.getSaveForLater(listId, start)))
    for (const page of pages) list.items.push(...(page?.items ?? []))
    list.items.splice(SAVED_SHOWN)
  }
  return { ...list, id: listId }
}

/** Moves a bag line into the saved list; answers the bag without it. */
export async function saveForLater(c: AppContext, itemId: string): Promise<Cart> {
  const { commerce } = c.var.services
  const basketId = await currentBasketId(c)
  if (!basketId) throw gone()
  const cart = await commerce.getCart(basketId)
  if (!cart) {
    await c.var.session.forget(cartSlot(c.var.siteId), basketId)
    throw gone()
  }
  if (!cart.items.some((line) => line.id === itemId)) throw gone()
  const create = async () => ({ value: await commerce.createSaveForLater(), result: null })
  const { value: listId } = await c.var.session.ensure('saveForLater', create)
  try {
    return await commerce.saveForLater(basketId, itemId, listId)
  } catch (error) {
    if (!(error instanceof UpstreamError && error.errorId === 'SFL404')) throw error
    const replaced = await c.var.session.ensure('saveForLater', create, listId)
    return commerce.saveForLater(basketId, itemId, replaced.value)
  }
}

/** What the cart service answers for an item with no stock left to add (online, or anywhere). */
const OUT_OF_STOCK = new Set(['INV700', 'INV701'])

/**
 * Moves a saved item back into the bag (in its saved quantity); answers the bag. An item out of stock stays saved,
 * and the refusal is ITEM_OOS, "this item could not be moved to your bag" (spec 1 §8), not the add's "out of stock".
 */
export async function moveToBag(c: AppContext, itemId: string): Promise<Cart> {
  const list = await getSavedList(c)
  const item = list?.items.find((entry) => entry.itemId === itemId)
  if (!list || !item) throw gone()
  const cart = await addToCart(c, { productId: item.productId, qty: item.qty }).catch((error: unknown) => {
    if (error instanceof UpstreamError && OUT_OF_STOCK.has(error.errorId)) throw new ApiError('ITEM_OOS')
    throw error
  })
  await c.var.services.commerce.removeSaved(list.id, itemId)
  return cart
}

/** Removes an item from the saved list. */
export async function removeSaved(c: AppContext, itemId: string): Promise<void> {
  const listId = (await c.var.session.read()).saveForLaterId
  if (!listId) throw gone()
  await c.var.services.commerce.removeSaved(listId, itemId)
}
