/**
 * The guest's basket on sign-in (the Registered token exchange's `guestObjects.basketId`). A customer with no
 * open cart in the guest cart's currency takes the guest cart over as it is; one with such a cart gets the guest
 * cart's lines added to theirs (the same SKU, pickup store and design join, quantities capped at the product's
 * maximum; a digital line, one card to one recipient, stays a line of its own) and the guest cart is closed. Only
 * lines move: the guest cart's coupons, addresses and payments stay behind with it. Everything is written in one
 * batch, so a merge happens whole or not at all.
 */
import {
  closeMergedCart,
  getCart,
  insertLine,
  listLinesToMerge,
  listOpenCartsOf,
  type MergeLineRow,
  setCartCustomer,
  setLineQtyStatement,
  touch,
} from '../db/carts'
import { isRegisteredConsumer } from '../db/consumers'
import { DEFAULT_MAX_QTY } from './price-cart'
import { PERSONALISATION } from './rules'

/** What the exchange answers as `merged`: the cart the lines are now in, how many came, how many were there. */
export interface MergeResult {
  basketId: string
  itemsAdded: number
  itemsBefore: number
}

const maxQtyOf = (line: MergeLineRow) =>
  line.recipe_id
    ? Math.min(line.max_qty ?? DEFAULT_MAX_QTY, PERSONALISATION.maxQty)
    : (line.max_qty ?? DEFAULT_MAX_QTY)

const joinKey = (line: MergeLineRow) =>
  line.digital === 1 || line.gift_to ? null : `${line.sku}|${line.store_id ?? ''}|${line.recipe_id ?? ''}`

/**
 * A guest cart that may be merged: open, with lines, and not another registered customer's (a guest's cart or
 * one made without a token). Null when there is none to merge.
 */
async function mergeableGuestCart(db: D1Database, guestBasketId: string, customerId: string) {
  const cart = await getCart(db, guestBasketId)
  if (cart?.status !== 'open' || cart.customer_id === customerId) return null
  if (cart.customer_id && (await isRegisteredConsumer(db, cart.customer_id))) return null
  const lines = await listLinesToMerge(db, guestBasketId)
  return lines.length > 0 ? { cart, lines } : null
}

/** Merges the guest's basket into the customer's cart (or makes it theirs); null when there is nothing to merge. */
export async function mergeGuestCart(
  db: D1Database,
  guestBasketId: string,
  customerId: string,
): Promise<MergeResult | null> {
  const guest = await mergeableGuestCart(db, guestBasketId, customerId)
  if (!guest) return null
  const now = new Date().toISOString()
  const target = (await listOpenCartsOf(db, customerId)).find(
    (cart) => cart.currency === guest.cart.currency && cart.id !== guestBasketId,
  )
  if (!target) {
    await setCartCustomer(db, guestBasketId, customerId, now).run()
    return { basketId: guestBasketId, itemsAdded: guest.lines.length, itemsBefore: 0 }
  }
  const existing = await listLinesToMerge(db, target.id)
  const byKey = new Map<string, MergeLineRow>()
  for (const line of existing) {
    const key = joinKey(line)
    if (key) byKey.set(key, line)
  }
  const statements: D1PreparedStatement[] = []
  for (const line of guest.lines) {
    const key = joinKey(line)
    const into = key ? byKey.get(key) : undefined
    if (into) {
      into.qty = Math.min(into.qty + line.qty, maxQtyOf(into))
      statements.push(setLineQtyStatement(db, target.id, into.id, into.qty))
      continue
    }
    statements.push(
      insertLine(db, {
        cartId: target.id,
        sku: line.sku,
        styleCode: line.style_code,
        qty: Math.min(line.qty, maxQtyOf(line)),
        storeId: line.store_id,
        recipeId: line.recipe_id,
        gift: line.gift_to
          ? { to: line.gift_to, email: line.gift_email ?? '', message: line.gift_message ?? '' }
          : null,
        customAmount: line.custom_amount,
        now,
      }),
    )
  }
  await db.batch([...statements, closeMergedCart(db, guestBasketId, now), touch(db, target.id, now)])
  return { basketId: target.id, itemsAdded: guest.lines.length, itemsBefore: existing.length }
}
