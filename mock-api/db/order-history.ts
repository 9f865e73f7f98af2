/**
 * The order history columns of `orders` (migration 0014): who an order belongs to, its contact email, and its
 * fulfilment. Every move of the fulfilment is one UPDATE guarded by the status it moves from, so of two racing
 * moves (a cancellation and a shipment, two cancellations) exactly one wins; the loser changes nothing.
 */

export const FULFILMENT_STATUSES = ['Created', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const
export type FulfilmentStatus = (typeof FULFILMENT_STATUSES)[number]
/** The statuses the warehouse's work moves an order to (cancelling is the shopper's, `cancelOrder`). */
export type WarehouseStep = 'Processing' | 'Shipped' | 'Delivered'

/** A placed order with its history. */
export interface HistoryRow {
  order_number: string
  basket_id: string
  body: string
  customer_id: string | null
  email: string | null
  placed_at: string
  fulfilment: FulfilmentStatus
  processing_at: string | null
  shipped_at: string | null
  delivered_at: string | null
  cancelled_at: string | null
  carrier: string | null
  tracking_number: string | null
  return_id: string | null
  return_requested_at: string | null
  gift_card_resends: number
}

const COLUMNS = `order_number, basket_id, body, customer_id, email, placed_at, fulfilment, processing_at, shipped_at,
  delivered_at, cancelled_at, carrier, tracking_number, return_id, return_requested_at, gift_card_resends`

/** A placed order by its number; null for an unknown number and for an order not placed (being paid, failed). */
export function getPlacedOrder(db: D1Database, orderNumber: string) {
  return db
    .prepare(
      `SELECT ${COLUMNS} FROM orders WHERE order_number = ? AND status = 'placed' AND body IS NOT NULL`,
    )
    .bind(orderNumber)
    .first<HistoryRow>()
}

/** A page of a customer's placed orders, newest first, and how many they have in all. */
export async function listCustomerOrders(
  db: D1Database,
  customerId: string,
  page: { start: number; count: number },
): Promise<{ total: number; rows: HistoryRow[] }> {
  const [counted, listed] = await db.batch<{ total: number } | HistoryRow>([
    db
      .prepare("SELECT COUNT(*) AS total FROM orders WHERE customer_id = ? AND status = 'placed'")
      .bind(customerId),
    db
      .prepare(
        `SELECT ${COLUMNS} FROM orders WHERE customer_id = ? AND status = 'placed' AND body IS NOT NULL
         ORDER BY placed_at DESC, order_number DESC LIMIT ? OFFSET ?`,
      )
      .bind(customerId, page.count, page.start),
  ])
  return {
    total: (counted?.results[0] as { total: number } | undefined)?.total ?? 0,
    rows: (listed?.results ?? []) as HistoryRow[],
  }
}

/**
 * Records an order's placement: when, and its first status. An order of e-gift cards alone has nothing to send
 * but emails, sent at once: it is delivered as it is placed.
 */
export function recordPlacement(
  db: D1Database,
  orderNumber: string,
  placement: { now: string; digitalOnly: boolean },
) {
  const { now, digitalOnly } = placement
  return db
    .prepare(
      `UPDATE orders SET placed_at = ?, fulfilment = ?, delivered_at = ? WHERE order_number = ? AND placed_at IS NULL`,
    )
    .bind(now, digitalOnly ? 'Delivered' : 'Created', digitalOnly ? now : null, orderNumber)
    .run()
}

/** The column that records when an order reached a status. */
const TIME_OF: Readonly<Record<WarehouseStep, string>> = {
  Processing: 'processing_at',
  Shipped: 'shipped_at',
  Delivered: 'delivered_at',
}

/**
 * Moves an order from one status to the next, recording when (and, when it ships, its carrier and tracking
 * number); false when the order was no longer in `from` (another move won).
 */
export async function moveFulfilment(
  db: D1Database,
  orderNumber: string,
  move: {
    from: readonly FulfilmentStatus[]
    to: WarehouseStep
    at: string
    parcel?: { carrier: string; trackingNumber: string }
  },
): Promise<boolean> {
  const { from, to, at, parcel } = move
  const result = await db
    .prepare(
      `UPDATE orders SET fulfilment = ?, ${TIME_OF[to]} = ?, carrier = COALESCE(?, carrier),
       tracking_number = COALESCE(?, tracking_number), updated_at = ?
       WHERE order_number = ? AND status = 'placed' AND fulfilment IN (${from.map(() => '?').join(', ')})`,
    )
    .bind(to, at, parcel?.carrier ?? null, parcel?.trackingNumber ?? null, at, orderNumber, ...from)
    .run()
  return result.meta.changes > 0
}

/** The stock a cancelled order gives back: from the online stock, from stores, and made-to-order blanks. */
export interface StockToRelease {
  online: readonly { sku: string; qty: number }[]
  stores: readonly { storeId: string; sku: string; qty: number }[]
  /** Blanks of personalised lines: back on the shelf only if the order never reached Processing (no stitching). */
  blanks: readonly { sku: string; qty: number }[]
}

/**
 * Cancels an order that has not shipped, in one batch (a transaction): the guarded move to Cancelled claims the
 * cancellation with its id, and the statements that give back the stock and the reward code the order spent run
 * only when this batch's id is the one recorded. Two cancellations at once, or a cancellation racing a shipment:
 * one wins, and stock comes back once. Whether this one won.
 */
export async function cancelOrder(
  db: D1Database,
  orderNumber: string,
  cancellation: { id: string; now: string; stock: StockToRelease },
): Promise<boolean> {
  const { id, now, stock } = cancellation
  const won = 'AND (SELECT cancellation_id FROM orders WHERE order_number = ?) = ?'
  const [moved] = await db.batch([
    db
      .prepare(
        `UPDATE orders SET fulfilment = 'Cancelled', cancelled_at = ?, cancellation_id = ?, updated_at = ?
         WHERE order_number = ? AND status = 'placed' AND fulfilment IN ('Created', 'Processing')`,
      )
      .bind(now, id, now, orderNumber),
    ...stock.online.map((line) =>
      db
        .prepare(`UPDATE variants SET online_stock = online_stock + ? WHERE sku = ? ${won}`)
        .bind(line.qty, line.sku, orderNumber, id),
    ),
    ...stock.blanks.map((line) =>
      db
        .prepare(
          `UPDATE variants SET online_stock = online_stock + ? WHERE sku = ? ${won}
           AND (SELECT processing_at FROM orders WHERE order_number = ?) IS NULL`,
        )
        .bind(line.qty, line.sku, orderNumber, id, orderNumber),
    ),
    ...stock.stores.map((line) =>
      db
        .prepare(
          `INSERT INTO store_stock_adjustments (store_id, sku, delta) SELECT ?, ?, ? WHERE 1 ${won}
           ON CONFLICT (store_id, sku) DO UPDATE SET delta = delta + excluded.delta`,
        )
        .bind(line.storeId, line.sku, line.qty, orderNumber, id),
    ),
    // A reward code is the cart service's own money: a cancelled order gives it back, to be used again.
    db
      .prepare(
        `UPDATE reward_codes SET redeemed_at = NULL, redeemed_order = NULL WHERE redeemed_order = ? ${won}`,
      )
      .bind(orderNumber, orderNumber, id),
  ])
  return (moved?.meta.changes ?? 0) > 0
}

/** Gives an order its return authorisation once; the id it has now (the first one made wins). */
export async function claimReturn(db: D1Database, orderNumber: string, returnId: string, now: string) {
  await db
    .prepare(
      'UPDATE orders SET return_id = ?, return_requested_at = ? WHERE order_number = ? AND return_id IS NULL',
    )
    .bind(returnId, now, orderNumber)
    .run()
  return db
    .prepare('SELECT return_id, return_requested_at FROM orders WHERE order_number = ?')
    .bind(orderNumber)
    .first<{ return_id: string; return_requested_at: string }>()
}

/** Counts one more sending of an order's e-gift card emails, unless it was sent `max` times already. */
export async function countGiftCardResend(db: D1Database, orderNumber: string, max: number) {
  const result = await db
    .prepare(
      'UPDATE orders SET gift_card_resends = gift_card_resends + 1 WHERE order_number = ? AND gift_card_resends < ?',
    )
    .bind(orderNumber, max)
    .run()
  return result.meta.changes > 0
}

/**
 * Gives a guest's placed orders to the customer who signed in from the guest's session (the token exchange's
 * `guestObjects.orderNumbers`). An order of another registered customer is never taken. The numbers it took.
 */
export async function claimGuestOrders(
  db: D1Database,
  customerId: string,
  orderNumbers: readonly string[],
): Promise<string[]> {
  if (orderNumbers.length === 0) return []
  const marks = orderNumbers.map(() => '?').join(', ')
  const { results } = await db
    .prepare(
      `UPDATE orders SET customer_id = ? WHERE order_number IN (${marks}) AND status = 'placed'
       AND (customer_id IS NULL OR customer_id = ? OR customer_id NOT IN (SELECT id FROM consumers))
       RETURNING order_number`,
    )
    .bind(customerId, ...orderNumbers, customerId)
    .all<{ order_number: string }>()
  return results.map((row) => row.order_number)
}
