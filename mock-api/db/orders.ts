/**
 * The `orders` and `idempotency_keys` tables. A basket has at most one live order: `claimOrder` is one INSERT that
 * the partial unique index refuses when another placement of the basket is live, so two placements racing cannot
 * both pass (no read-then-write). An idempotency key is claimed the same way; its answer is stored once known.
 * Both claims are leases (`locked_until`, migration 0033): a placement that died without settling them lets them go
 * when the lease runs out, and whoever comes next (a retry, reconciliation) takes over with one conditional UPDATE.
 */

export interface OrderRow {
  order_number: string
  basket_id: string
  status: 'pending' | 'action' | 'placed' | 'failed'
  body: string | null
  psp_reference: string | null
  payment_status: string | null
  created_at: string
  /** Unix milliseconds until which a placement holds the order (0: nobody). */
  locked_until: number
  /** The placement as asked (JSON), and the Idempotency-Key it came with. */
  placement: string | null
  placement_key: string | null
  /** The provider call paying the remaining total (JSON: path, body, idempotency key), once it was sent. */
  provider_request: string | null
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
    /** Until when this placement holds the order (Unix milliseconds). */
    lockedUntil: number
    placement: unknown
    placementKey: string | null
  },
) {
  const result = await db
    .prepare(
      `INSERT INTO orders (order_number, basket_id, status, created_at, updated_at, customer_id, email, locked_until,
         placement, placement_key)
       VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    )
    .bind(
      order.orderNumber,
      order.basketId,
      order.now,
      order.now,
      order.customerId,
      order.email,
      order.lockedUntil,
      JSON.stringify(order.placement),
      order.placementKey,
    )
    .run()
  return result.meta.changes > 0
}

/**
 * Takes over an order still `pending` (or waiting in `action`) whose placement lease ran out: one conditional
 * UPDATE, so of two callers one wins. False when another placement holds it or it moved on.
 */
export async function lockOrder(
  db: D1Database,
  orderNumber: string,
  status: 'pending' | 'action',
  now: number,
  until: number,
): Promise<boolean> {
  const result = await db
    .prepare('UPDATE orders SET locked_until = ? WHERE order_number = ? AND status = ? AND locked_until <= ?')
    .bind(until, orderNumber, status, now)
    .run()
  return result.meta.changes > 0
}

/** Lets the order go at once (the placement answered "in progress"), so the next caller need not wait the lease. */
export async function unlockOrder(db: D1Database, orderNumber: string) {
  await db.prepare('UPDATE orders SET locked_until = 0 WHERE order_number = ?').bind(orderNumber).run()
}

/** Records the provider call that pays the order, before it is sent. */
export async function setProviderRequest(db: D1Database, orderNumber: string, request: unknown) {
  await db
    .prepare('UPDATE orders SET provider_request = ? WHERE order_number = ?')
    .bind(JSON.stringify(request), orderNumber)
    .run()
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

/**
 * Records the payment provider's result of record for an order (its signed notification), with the payment's
 * pspReference when the order has none yet (its answer was lost). A cancel's outcome never overwrites a later
 * authorisation of another payment: `CANCELLED` is recorded only over the payment it names.
 */
export function setPaymentStatus(
  db: D1Database,
  orderNumber: string,
  status: 'AUTHORISED' | 'REFUSED' | 'CANCELLED',
  pspReference?: string,
) {
  return db
    .prepare(
      `UPDATE orders SET payment_status = ?, psp_reference = COALESCE(psp_reference, ?), updated_at = ?
       WHERE order_number = ?`,
    )
    .bind(status, pspReference ?? null, new Date().toISOString(), orderNumber)
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
  locked_until: number
}

export type IdempotencyClaim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; body: string | null }
  | { kind: 'in-flight' }
  | { kind: 'other-body' }

/**
 * Claims an idempotency key for a request's fingerprint, as a lease until `until`: the key's answer when it has
 * one, "in flight" while another call holds it, or the claim. A claim whose holder died without an answer is taken
 * over once its lease ran out (one conditional UPDATE, so of two callers one wins).
 */
export async function claimIdempotencyKey(
  db: D1Database,
  key: string,
  fingerprint: string,
  now: number,
  until: number,
): Promise<IdempotencyClaim> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await db
      .prepare(
        `INSERT INTO idempotency_keys (key, fingerprint, created_at, locked_until) VALUES (?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .bind(key, fingerprint, new Date(now).toISOString(), until)
      .run()
    if (result.meta.changes > 0) return { kind: 'claimed' }
    const earlier = await db
      .prepare('SELECT fingerprint, status, body, locked_until FROM idempotency_keys WHERE key = ?')
      .bind(key)
      .first<IdempotencyRow>()
    // Released between the insert and the read: try to claim it again.
    if (!earlier) continue
    if (earlier.fingerprint !== fingerprint) return { kind: 'other-body' }
    if (earlier.status !== null) return { kind: 'replay', status: earlier.status, body: earlier.body }
    if (earlier.locked_until > now) return { kind: 'in-flight' }
    const taken = await db
      .prepare(
        'UPDATE idempotency_keys SET locked_until = ? WHERE key = ? AND status IS NULL AND locked_until <= ?',
      )
      .bind(until, key, now)
      .run()
    return taken.meta.changes > 0 ? { kind: 'claimed' } : { kind: 'in-flight' }
  }
  return { kind: 'in-flight' }
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
