/**
 * A line changed to another variant of its product (another size of its colour), as a commerce platform changes a
 * product line item's product: checked as an add of that variant would be (its price in the market, the stock
 * online or in the line's pickup store, the product's maximum), priced again at the variant's own price (a dearer
 * size costs more), and joined with the cart's line of that variant, delivered or picked up alike, when there is
 * one. An e-gift card (one amount, one recipient) and a personalised line (stitched on its blank) are not changed.
 */

import { setLineVariant } from '../db/cart-line-variants'
import type { getCartLine } from '../db/carts'
import { findCartLine } from '../db/carts'
import { variantBelongsTo } from '../db/products'
import type { checkLine, Refusal } from '../routes/commerce'

type StoredLine = NonNullable<Awaited<ReturnType<typeof getCartLine>>>

/** Changes `line` to the variant `productId` at `qty`; the refusal, or null once changed. */
export async function changeLineVariant(
  db: D1Database,
  cart: { id: string; currency: string },
  line: StoredLine,
  change: { productId: string; qty: number; now: string },
  check: typeof checkLine,
): Promise<Refusal | null> {
  if (line.digital === 1 || line.recipe_id !== null)
    return { status: 400, errorId: 'API400', message: 'This item cannot be changed to another variant' }
  if (!(await variantBelongsTo(db, change.productId, line.style_code)))
    return { status: 400, errorId: 'API400', message: 'Not a variant of this item’s product' }
  const other = await findCartLine(db, {
    cartId: cart.id,
    sku: change.productId,
    storeId: line.store_id,
    recipeId: null,
  })
  const checked = await check(
    db,
    cart,
    { productId: change.productId, qty: change.qty, ...(line.store_id ? { storeId: line.store_id } : {}) },
    other?.qty ?? 0,
    change.now,
  )
  if ('refusal' in checked) return checked.refusal
  await setLineVariant(db, {
    cartId: cart.id,
    lineId: line.id,
    sku: change.productId,
    qty: checked.wanted,
    joinInto: other?.id ?? null,
    now: change.now,
  })
  return null
}
