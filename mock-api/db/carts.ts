/**
 * The `carts` and `cart_items` tables. A line is one SKU delivered, or picked up in one store, or made to one
 * design (`recipe_id`); adding the same again raises its quantity. Prices are read at the time of reading, in the
 * cart's currency, with the premium price for premium sizes.
 */

export interface CartRow {
  id: string
  currency: string
}

export interface CartLineRow {
  id: string
  sku: string
  style_code: string
  qty: number
  name: string
  current: number
  original: number
  colour_code: string
  size: string
  max_qty: number | null
  store_id: string | null
  recipe_id: string | null
}

export function getCart(db: D1Database, cartId: string) {
  return db.prepare('SELECT id, currency FROM carts WHERE id = ?').bind(cartId).first<CartRow>()
}

export async function cartExists(db: D1Database, cartId: string): Promise<boolean> {
  return (await db.prepare('SELECT id FROM carts WHERE id = ?').bind(cartId).first()) !== null
}

/** Creates a cart, with its first lines when given, in one batch: the cart and its lines exist together or not at all. */
export async function createCart(
  db: D1Database,
  cart: { id: string; currency: string; now: string },
  lines: readonly NewCartLine[] = [],
) {
  await db.batch([
    db
      .prepare('INSERT INTO carts (id, currency, created_at, updated_at) VALUES (?, ?, ?, ?)')
      .bind(cart.id, cart.currency, cart.now, cart.now),
    ...lines.map((line) => insertLine(db, line)),
  ])
}

function insertLine(db: D1Database, line: NewCartLine): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO cart_items (id, cart_id, sku, style_code, qty, created_at, store_id, recipe_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      crypto.randomUUID(),
      line.cartId,
      line.sku,
      line.styleCode,
      line.qty,
      line.now,
      line.storeId,
      line.recipeId,
    )
}

/** A cart's lines in the order they were added, priced in `currency`. */
export async function listCartLines(db: D1Database, cartId: string, currency: string) {
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.sku, ci.style_code, ci.qty, ci.store_id, ci.recipe_id, p.name, p.max_qty, v.colour_code, v.size,
       CASE WHEN v.premium = 1 AND pr.high_current IS NOT NULL THEN pr.high_current ELSE pr.current END AS current,
       CASE WHEN v.premium = 1 AND pr.high_original IS NOT NULL THEN pr.high_original ELSE pr.original END AS original
       FROM cart_items ci JOIN products p ON p.style_code = ci.style_code JOIN variants v ON v.sku = ci.sku
       JOIN prices pr ON pr.style_code = ci.style_code AND pr.currency = ? WHERE ci.cart_id = ? ORDER BY ci.created_at`,
    )
    .bind(currency, cartId)
    .all<CartLineRow>()
  return results
}

/** The line of a cart that the same SKU, pickup store and design would join; null when there is none. */
export function findCartLine(
  db: D1Database,
  line: { cartId: string; sku: string; storeId: string | null; recipeId: string | null },
) {
  return db
    .prepare(
      'SELECT id, qty FROM cart_items WHERE cart_id = ? AND sku = ? AND store_id IS ? AND recipe_id IS ?',
    )
    .bind(line.cartId, line.sku, line.storeId, line.recipeId)
    .first<{ id: string; qty: number }>()
}

/** A line of a cart by its id; null when the cart has no such line. */
export function getCartLine(db: D1Database, cartId: string, lineId: string) {
  return db
    .prepare('SELECT id, sku, qty FROM cart_items WHERE id = ? AND cart_id = ?')
    .bind(lineId, cartId)
    .first<{ id: string; sku: string; qty: number }>()
}

export interface NewCartLine {
  cartId: string
  sku: string
  styleCode: string
  qty: number
  storeId: string | null
  recipeId: string | null
  now: string
}

/** Adds a line, or sets an existing line's quantity, and touches the cart, in one batch. */
export async function saveCartLine(
  db: D1Database,
  change: { existing: { id: string; qty: number } | null; wanted: number; line: NewCartLine },
) {
  const { existing, wanted, line } = change
  await db.batch([
    existing
      ? db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(wanted, existing.id)
      : insertLine(db, line),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(line.now, line.cartId),
  ])
}
