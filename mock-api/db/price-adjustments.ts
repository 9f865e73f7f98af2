/**
 * The `cart_price_adjustments` table: a store associate's manual price overrides on a cart (decision 031), one per
 * line and one for the order, which a unique index keeps so.
 */

export interface PriceAdjustmentRow {
  id: string
  /** The line it is for; null for the order. */
  item_id: string | null
  kind: 'PERCENT' | 'AMOUNT'
  value: number
  reason_code: string
  store_id: string
  employee_id: string
  created_at: string
  updated_at: string
}

const COLUMNS = 'id, item_id, kind, value, reason_code, store_id, employee_id, created_at, updated_at'

/** A cart's adjustments, oldest first. */
export async function listPriceAdjustments(db: D1Database, cartId: string) {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM cart_price_adjustments WHERE cart_id = ? ORDER BY created_at, id`)
    .bind(cartId)
    .all<PriceAdjustmentRow>()
  return results
}

export function getPriceAdjustment(db: D1Database, cartId: string, id: string) {
  return db
    .prepare(`SELECT ${COLUMNS} FROM cart_price_adjustments WHERE cart_id = ? AND id = ?`)
    .bind(cartId, id)
    .first<PriceAdjustmentRow>()
}

/** Adds an adjustment; false when its line (or the order) already has one. */
export async function addPriceAdjustment(
  db: D1Database,
  adjustment: Omit<PriceAdjustmentRow, 'created_at' | 'updated_at'> & { cartId: string; now: string },
): Promise<boolean> {
  const { cartId, now } = adjustment
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO cart_price_adjustments (id, cart_id, item_id, kind, value, reason_code, store_id, employee_id, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      )
      .bind(
        adjustment.id,
        cartId,
        adjustment.item_id,
        adjustment.kind,
        adjustment.value,
        adjustment.reason_code,
        adjustment.store_id,
        adjustment.employee_id,
        now,
        now,
      ),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId),
  ])
  return (inserted?.meta.changes ?? 0) > 0
}

/** Changes an adjustment's kind, value and reason, and who changed it last; false when it is gone. */
export async function updatePriceAdjustment(
  db: D1Database,
  change: Pick<PriceAdjustmentRow, 'id' | 'kind' | 'value' | 'reason_code' | 'store_id' | 'employee_id'> & {
    cartId: string
    now: string
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      'UPDATE cart_price_adjustments SET kind = ?, value = ?, reason_code = ?, store_id = ?, employee_id = ?, updated_at = ? WHERE id = ? AND cart_id = ?',
    )
    .bind(
      change.kind,
      change.value,
      change.reason_code,
      change.store_id,
      change.employee_id,
      change.now,
      change.id,
      change.cartId,
    )
    .run()
  return result.meta.changes > 0
}

/** Removes an adjustment; false when the cart has no such adjustment. */
export async function removePriceAdjustment(db: D1Database, cartId: string, id: string): Promise<boolean> {
  const result = await db
    .prepare('DELETE FROM cart_price_adjustments WHERE cart_id = ? AND id = ?')
    .bind(cartId, id)
    .run()
  return result.meta.changes > 0
}
