/**
 * The `orders` and `idempotency_keys` tables. A basket has at most one live order: `claimOrder` is one INSERT that
 * the partial unique index refuses when another placement of the basket is live, so two placements racing cannot
 * both pass (no read-then-write). An idempotency key is claimed the same way; its answer is stored once known.
 */

export interface OrderRow {
  order_number: string
  basket_id: string
  status: 'pending' | 'action' | 'placed' | 'failed'
  body: string | null
  psp_reference: string | null
  payment_status: string | null
}

/**
 * Claims the basket's one live order, for the customer whose cart it is and with the order's contact email (the
 * order history's, migration 0014); false when another placement of the basket holds it.
 */
export async function claimOrder(
  db: D1Database,
  order: {
    basketId: string
    orderNumber: string
    now: string
    customerId: string | null
    email: string | null
  },
) {
  const result = await db
    .prepare(
      `INSERT INTO orders (order_number, basket_id, status, created_at, updated_at, customer_id, email)
       VALUES (?, ?, 'pending', ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(order.orderNumber, order.basketId, order.now, order.now, order.customerId, order.email)
    .run()
  return result.meta.changes > 0
}

/** The basket's live order (pending, waiting for the shopper, or placed); null when it has none. */
export function getLiveOrder(db: D1Database, basketId: string) {
  return db
    .prepare("SELECT * FROM orders WHERE basket_id = ? AND status != 'failed'")
    .bind(basketId)
    .first<OrderRow>()
}

export function getOrder(db: D1Database, orderNumber: string) {
  return db.prepare('SELECT * FROM orders WHERE order_number = ?').bind(orderNumber).first<OrderRow>()
}

/** Moves an order on; `from` guards the move, so only one of two racing updates takes it. */
export async function updateOrder(
  db: D1Database,
  orderNumber: string,
  from: OrderRow['status'],
  change: { status: OrderRow['status']; body?: unknown; pspReference?: string | null },
) {
  const result = await db
    .prepare(
      `UPDATE orders SET status = ?, body = COALESCE(?, body), psp_reference = COALESCE(?, psp_reference),
       updated_at = ? WHERE order_number = ? AND status = ?`,
    )
    .bind(
      change.status,
      change.body === undefined ? null : JSON.stringify(change.body),
      change.pspReference ?? null,
      new Date().toISOString(),
      orderNumber,
      from,
    )
    .run()
  return result.meta.changes > 0
}

/** Records the payment provider's result of record for an order (its signed notification). */
export function setPaymentStatus(db: D1Database, orderNumber: string, status: string) {
  return db
    .prepare('UPDATE orders SET payment_status = ?, updated_at = ? WHERE order_number = ?')
    .bind(status, new Date().toISOString(), orderNumber)
    .run()
}

export function closeCart(db: D1Database, basketId: string, status: 'ordered' | 'closed') {
  return db
    .prepare('UPDATE carts SET status = ?, updated_at = ? WHERE id = ?')
    .bind(status, new Date().toISOString(), basketId)
    .run()
}

export interface IdempotencyRow {
  fingerprint: string
  status: number | null
  body: string | null
}

/** Claims an idempotency key for a request's fingerprint; the earlier claim when the key was taken. */
export async function claimIdempotencyKey(
  db: D1Database,
  key: string,
  fingerprint: string,
): Promise<{ claimed: true } | { claimed: false; earlier: IdempotencyRow | null }> {
  const result = await db
    .prepare(
      'INSERT INTO idempotency_keys (key, fingerprint, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
    )
    .bind(key, fingerprint, new Date().toISOString())
    .run()
  if (result.meta.changes > 0) return { claimed: true }
  const earlier = await db
    .prepare('SELECT fingerprint, status, body FROM idempotency_keys WHERE key = ?')
    .bind(key)
    .first<IdempotencyRow>()
  return { claimed: false, earlier }
}

/** Stores the answer of a claimed key, which later calls with the key replay. */
export function settleIdempotencyKey(db: D1Database, key: string, status: number, body: unknown) {
  return db
    .prepare('UPDATE idempotency_keys SET status = ?, body = ? WHERE key = ?')
    .bind(status, JSON.stringify(body), key)
    .run()
}

/** Lets a key go when its call failed before it had an answer, so a retry runs again. */
export function releaseIdempotencyKey(db: D1Database, key: string) {
  return db.prepare('DELETE FROM idempotency_keys WHERE key = ? AND status IS NULL').bind(key).run()
}
