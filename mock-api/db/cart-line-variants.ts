/**
 * What a cart reads of its lines' styles beyond the lines themselves (every variant with its online stock, for
 * the lines' variation attributes), and a line changed to another variant of its style (another size).
 */

import { touch } from './carts'

export interface StyleVariantRow {
  style_code: string
  sku: string
  colour_code: string
  size: string
  online_stock: number
}

/** Every variant of the styles, with its online stock. */
export async function listStyleVariants(db: D1Database, styleCodes: readonly string[]) {
  if (styleCodes.length === 0) return []
  const { results } = await db
    .prepare(
      `SELECT style_code, sku, colour_code, size, online_stock FROM variants WHERE style_code IN (${styleCodes.map(() => '?').join(', ')}) ORDER BY rowid`,
    )
    .bind(...styleCodes)
    .all<StyleVariantRow>()
  return results
}

/**
 * Makes a line another variant (`sku`) at `qty`: it is priced again at that variant's price on the next read
 * (decision 089 holds a line's price per variant), or, when the cart has a line of that variant already (`joinInto`),
 * it joins it at `qty` and is gone, with its price adjustment.
 */
export async function setLineVariant(
  db: D1Database,
  change: { cartId: string; lineId: string; sku: string; qty: number; joinInto: string | null; now: string },
) {
  const { cartId, lineId, sku, qty, joinInto, now } = change
  await db.batch([
    ...(joinInto
      ? [
          db
            .prepare('UPDATE cart_items SET qty = ? WHERE id = ? AND cart_id = ?')
            .bind(qty, joinInto, cartId),
          db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').bind(lineId, cartId),
          db
            .prepare('DELETE FROM cart_price_adjustments WHERE item_id = ? AND cart_id = ?')
            .bind(lineId, cartId),
        ]
      : [
          db
            .prepare(
              'UPDATE cart_items SET sku = ?, qty = ?, held_current = NULL, held_original = NULL WHERE id = ? AND cart_id = ?',
            )
            .bind(sku, qty, lineId, cartId),
        ]),
    touch(db, cartId, now),
  ])
}
