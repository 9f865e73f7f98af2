/**
 * The `carts` and `cart_items` tables. A line is one SKU delivered, or picked up in one store, or made to one
 * design (`recipe_id`); adding the same again raises its quantity. A digital line (an e-gift card) is one card to
 * one recipient and never joins another. Prices are read at the time of reading, in the cart's currency, with the
 * premium price for premium sizes and a variant's own price (an e-gift card's amount) where it has one.
 */

export interface CartRow {
  id: string
  currency: string
  country: string
  shipping_method: string
  shipping_point: string | null
  /** JSON of the shipping address, as the contract sent it. */
  shipping_address: string | null
  billing_address: string | null
  status: 'open' | 'ordered' | 'closed'
  /** JSON of the person collecting the store pickups; null when the shopper collects them. */
  pickup_person: string | null
  /** The customer (guest or registered) whose token made the cart, or who took it over; null: anyone's. */
  customer_id: string | null
  /** `reserve`: a reserve cart (decision 086), apart from the shopper's bag; `bag` any other. */
  kind?: 'bag' | 'reserve'
  /** When a reserve cart's hold ends; null for a bag. */
  expires_at?: string | null
}

export interface CartLineRow {
  id: string
  sku: string
  style_code: string
  qty: number
  name: string
  current: number
  original: number
  /**
   * 0 when the cart's price book has no price for the line in its currency (it was taken away since the line was
   * added): the line stays, at no price, and the cart flags it; no order takes it (INV702).
   */
  priced?: number
  colour_code: string
  size: string
  /** The product's kind (`shoes`, `apparel`…): which size chart its size is of. */
  kind?: string
  max_qty: number | null
  store_id: string | null
  recipe_id: string | null
  upc: string
  /** The product page and picture the shop sent with the line; null when it sent none. */
  pdp_url?: string | null
  product_image_url?: string | null
  online_stock: number
  gift_to: string | null
  gift_email: string | null
  gift_message: string | null
  /** 1 for a digital line: sent by email, to the recipient of its gift fields. */
  digital: number
  /** An e-gift card's amount of the shopper's choosing (its price); null for any other line. */
  custom_amount?: number | null
  /** A personalised line's text and thread (its recipe's); null for any other line. */
  custom_text: string | null
  custom_thread: string | null
  /** The ready-made design's code, when the line's recipe is one of the shop's (migration 0044). */
  custom_design?: string | null
  /** The line's price as the cart last priced it (migration 0043); null before the first pricing. */
  held_current?: number | null
  held_original?: number | null
  /** The product's brand, rating, review count, leaf category and release day, as the catalogue keeps them. */
  brand?: string
  rating?: number
  review_count?: number
  category_id?: string
  released_at?: string
  /** The product's colours and sizes (JSON, as the catalogue keeps them), for the line's variation attributes. */
  colours?: string
  sizes?: string
  /** The high end of the style's price range in the cart's currency (its dearer sizes); null without one. */
  style_high_original?: number | null
  style_high_current?: number | null
}

export function getCart(db: D1Database, cartId: string) {
  return db
    .prepare(
      'SELECT id, currency, country, shipping_method, shipping_point, shipping_address, billing_address, status, pickup_person, customer_id, kind, expires_at FROM carts WHERE id = ?',
    )
    .bind(cartId)
    .first<CartRow>()
}

export async function cartExists(db: D1Database, cartId: string): Promise<boolean> {
  return (await db.prepare('SELECT id FROM carts WHERE id = ?').bind(cartId).first()) !== null
}

/**
 * Creates a cart, with its first lines when given, in one batch: the cart and its lines exist together or not at
 * all. A cart made with a customer's token belongs to that customer.
 */
export async function createCart(
  db: D1Database,
  cart: {
    id: string
    currency: string
    country: string
    customerId?: string | null
    now: string
    /** A reserve cart (decision 086), held until `expiresAt`. */
    reserve?: { expiresAt: string }
  },
  lines: readonly NewCartLine[] = [],
) {
  await db.batch([
    db
      .prepare(
        'INSERT INTO carts (id, currency, country, customer_id, created_at, updated_at, kind, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(
        cart.id,
        cart.currency,
        cart.country,
        cart.customerId ?? null,
        cart.now,
        cart.now,
        cart.reserve ? 'reserve' : 'bag',
        cart.reserve?.expiresAt ?? null,
      ),
    ...lines.map((line) => insertLine(db, line)),
  ])
}

/** The customer a cart belongs to: null for a cart anyone may use, undefined when there is no such cart. */
export async function ownerOfCart(db: D1Database, cartId: string): Promise<string | null | undefined> {
  const row = await db
    .prepare('SELECT customer_id FROM carts WHERE id = ?')
    .bind(cartId)
    .first<{ customer_id: string | null }>()
  return row ? row.customer_id : undefined
}

/** A customer's open carts, newest first. */
export async function listOpenCartsOf(db: D1Database, customerId: string) {
  const { results } = await db
    .prepare(
      "SELECT id, currency FROM carts WHERE customer_id = ? AND status = 'open' AND kind = 'bag' ORDER BY created_at DESC, rowid DESC",
    )
    .bind(customerId)
    .all<{ id: string; currency: string }>()
  return results
}

/** A line as a merge moves it: everything it was added with, and its product's maximum and whether it is digital. */
export interface MergeLineRow {
  id: string
  sku: string
  style_code: string
  qty: number
  store_id: string | null
  recipe_id: string | null
  gift_to: string | null
  gift_email: string | null
  gift_message: string | null
  custom_amount: number | null
  digital: number
  max_qty: number | null
}

/** A cart's stored lines (never the bonus line, which is priced on reading), oldest first. */
export async function listLinesToMerge(db: D1Database, cartId: string) {
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.sku, ci.style_code, ci.qty, ci.store_id, ci.recipe_id, ci.gift_to, ci.gift_email,
       ci.gift_message, ci.custom_amount, p.digital, p.max_qty
       FROM cart_items ci JOIN products p ON p.style_code = ci.style_code WHERE ci.cart_id = ? ORDER BY ci.created_at`,
    )
    .bind(cartId)
    .all<MergeLineRow>()
  return results
}

/** Gives a cart to a customer (a guest's cart when they sign in and have none). */
export function setCartCustomer(db: D1Database, cartId: string, customerId: string, now: string) {
  return db
    .prepare('UPDATE carts SET customer_id = ?, updated_at = ? WHERE id = ?')
    .bind(customerId, now, cartId)
}

/** Sets a line's quantity (a merge adding to it). */
export const setLineQtyStatement = (db: D1Database, cartId: string, lineId: string, qty: number) =>
  db.prepare('UPDATE cart_items SET qty = ? WHERE id = ? AND cart_id = ?').bind(qty, lineId, cartId)

/** Closes a cart whose lines went into another: it answers BSK404 from now on. */
export const closeMergedCart = (db: D1Database, cartId: string, now: string) =>
  db.prepare("UPDATE carts SET status = 'closed', updated_at = ? WHERE id = ?").bind(now, cartId)

export function insertLine(db: D1Database, line: NewCartLine): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO cart_items (id, cart_id, sku, style_code, qty, created_at, store_id, recipe_id, gift_to, gift_email, gift_message, custom_amount, pdp_url, product_image_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
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
      line.gift?.to ?? null,
      line.gift?.email ?? null,
      line.gift?.message || null,
      line.customAmount ?? null,
      line.pdpUrl ?? null,
      line.productImageUrl ?? null,
    )
}

/** A cart's lines in the order they were added, priced in `currency` (a line without a price there is kept). */
export async function listCartLines(db: D1Database, cartId: string, currency: string) {
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.sku, ci.style_code, ci.qty, ci.store_id, ci.recipe_id, ci.gift_to, ci.gift_email, ci.gift_message,
       ci.custom_amount, ci.pdp_url, ci.product_image_url, ci.held_current, ci.held_original, p.name, p.max_qty, p.digital, p.kind, v.colour_code,
       v.size, v.upc, v.online_stock, p.brand, p.rating, p.review_count, p.category_id, p.released_at, p.colours,
       p.sizes, pr.high_original AS style_high_original, pr.high_current AS style_high_current,
       r.text AS custom_text, r.thread AS custom_thread, r.design_code AS custom_design,
       CASE WHEN ci.custom_amount IS NOT NULL THEN ci.custom_amount WHEN v.price IS NOT NULL THEN v.price
         WHEN v.premium = 1 AND pr.high_current IS NOT NULL THEN pr.high_current ELSE COALESCE(pr.current, 0) END AS current,
       CASE WHEN ci.custom_amount IS NOT NULL THEN ci.custom_amount WHEN v.price IS NOT NULL THEN v.price
         WHEN v.premium = 1 AND pr.high_original IS NOT NULL THEN pr.high_original ELSE COALESCE(pr.original, 0) END AS original,
       CASE WHEN ci.custom_amount IS NULL AND v.price IS NULL AND pr.current IS NULL THEN 0 ELSE 1 END AS priced
       FROM cart_items ci JOIN products p ON p.style_code = ci.style_code JOIN variants v ON v.sku = ci.sku
       LEFT JOIN prices pr ON pr.style_code = ci.style_code AND pr.currency = ?
       LEFT JOIN recipes r ON r.id = ci.recipe_id WHERE ci.cart_id = ? ORDER BY ci.created_at`,
    )
    .bind(currency, cartId)
    .all<CartLineRow>()
  return results
}

/**
 * Holds today's price of each line the cart has not priced yet (decision 089): what a plain read answers them at
 * from now on, whatever the catalogue's price becomes.
 */
export function holdNewLinePrices(db: D1Database, cartId: string, currency: string) {
  const today = (column: 'current' | 'original') =>
    `(SELECT CASE WHEN cart_items.custom_amount IS NOT NULL THEN cart_items.custom_amount WHEN v.price IS NOT NULL
       THEN v.price WHEN v.premium = 1 AND pr.high_${column} IS NOT NULL THEN pr.high_${column} ELSE pr.${column} END
       FROM variants v JOIN prices pr ON pr.style_code = v.style_code AND pr.currency = ? WHERE v.sku = cart_items.sku)`
  return db
    .prepare(
      `UPDATE cart_items SET held_current = ${today('current')}, held_original = ${today('original')}
       WHERE cart_id = ? AND held_current IS NULL`,
    )
    .bind(currency, currency, cartId)
    .run()
}

/** Holds lines' prices again, at today's (a read that re-priced the cart). */
export async function holdLinePrices(
  db: D1Database,
  lines: readonly { id: string; current: number; original: number }[],
): Promise<void> {
  if (lines.length === 0) return
  await db.batch(
    lines.map((line) =>
      db
        .prepare('UPDATE cart_items SET held_current = ?, held_original = ? WHERE id = ?')
        .bind(line.current, line.original, line.id),
    ),
  )
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

/**
 * A line of a cart by its id, with its gift fields, whether it is digital and its product's kind; null when the
 * cart has no such line.
 */
export function getCartLine(db: D1Database, cartId: string, lineId: string) {
  return db
    .prepare(
      `SELECT ci.id, ci.sku, ci.style_code, ci.qty, ci.store_id, ci.recipe_id, ci.gift_to, ci.gift_email, ci.gift_message,
       p.digital, p.kind FROM cart_items ci JOIN products p ON p.style_code = ci.style_code WHERE ci.id = ? AND ci.cart_id = ?`,
    )
    .bind(lineId, cartId)
    .first<Omit<MergeLineRow, 'custom_amount' | 'max_qty'> & { kind: string }>()
}

export const touch = (db: D1Database, cartId: string, now: string) =>
  db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId)

/** Sets a line's quantity and pickup store; when another line already has that SKU, store and design, the two join. */
export async function updateCartLine(
  db: D1Database,
  change: {
    cartId: string
    lineId: string
    qty: number
    storeId: string | null
    joinInto: string | null
    now: string
  },
) {
  const { cartId, lineId, qty, storeId, joinInto, now } = change
  await db.batch([
    joinInto
      ? db.prepare('UPDATE cart_items SET qty = ? WHERE id = ? AND cart_id = ?').bind(qty, joinInto, cartId)
      : db
          .prepare('UPDATE cart_items SET qty = ?, store_id = ? WHERE id = ? AND cart_id = ?')
          .bind(qty, storeId, lineId, cartId),
    // A line that joins another is gone, and so is its price adjustment; the line it joins keeps its own.
    ...(joinInto
      ? [
          db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').bind(lineId, cartId),
          db
            .prepare('DELETE FROM cart_price_adjustments WHERE item_id = ? AND cart_id = ?')
            .bind(lineId, cartId),
        ]
      : []),
    touch(db, cartId, now),
  ])
}

/** Sets a line's quantity (the supply check cutting it to the stock). */
export function setLineQty(db: D1Database, cartId: string, lineId: string, qty: number) {
  return db
    .prepare('UPDATE cart_items SET qty = ? WHERE id = ? AND cart_id = ?')
    .bind(qty, lineId, cartId)
    .run()
}

/** Removes a line; false when the cart had no such line. */
export async function removeCartLine(db: D1Database, cartId: string, lineId: string, now: string) {
  const [removed] = await db.batch([
    db.prepare('DELETE FROM cart_items WHERE id = ? AND cart_id = ?').bind(lineId, cartId),
    // A store associate's price adjustment was for this line: it goes with it.
    db.prepare('DELETE FROM cart_price_adjustments WHERE item_id = ? AND cart_id = ?').bind(lineId, cartId),
    touch(db, cartId, now),
  ])
  return (removed?.meta.changes ?? 0) > 0
}

/** Sets the gift message of a line (to, email, message), or clears it with nulls. */
export async function setLineGift(
  db: D1Database,
  line: { cartId: string; lineId: string; to: string | null; email: string | null; message: string | null },
) {
  const result = await db
    .prepare(
      'UPDATE cart_items SET gift_to = ?, gift_email = ?, gift_message = ? WHERE id = ? AND cart_id = ?',
    )
    .bind(line.to, line.email, line.message, line.lineId, line.cartId)
    .run()
  return result.meta.changes > 0
}

export function listCartCoupons(db: D1Database, cartId: string) {
  return db
    .prepare('SELECT code FROM cart_coupons WHERE cart_id = ? ORDER BY added_at')
    .bind(cartId)
    .all<{ code: string }>()
    .then(({ results }) => results.map((row) => row.code))
}

/** Adds a coupon; false when the cart had it already (the primary key refuses the second). */
export async function addCartCoupon(db: D1Database, cartId: string, code: string, now: string) {
  const result = await db
    .prepare('INSERT INTO cart_coupons (cart_id, code, added_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(cartId, code, now)
    .run()
  return result.meta.changes > 0
}

export async function removeCartCoupon(db: D1Database, cartId: string, code: string) {
  const result = await db
    .prepare('DELETE FROM cart_coupons WHERE cart_id = ? AND code = ?')
    .bind(cartId, code)
    .run()
  return result.meta.changes > 0
}

/** Sets the home-delivery shipment's method and its collection point or store (null for delivery to the address). */
export function setShipmentMethod(
  db: D1Database,
  cartId: string,
  method: string,
  point: string | null,
  now: string,
) {
  return db
    .prepare('UPDATE carts SET shipping_method = ?, shipping_point = ?, updated_at = ? WHERE id = ?')
    .bind(method, point, now, cartId)
    .run()
}

/** A change to how a line (or the shipment) travels, reported once with the cart's next answer. */
export interface CartNotice {
  code:
    | 'PickupToHome'
    | 'HomeToPickup'
    | 'PickupStoreChanged'
    | 'StoreToHome'
    | 'ShippingDowngrade'
    | 'PickupToShipToStore'
    | 'ShipToStoreToPickup'
  itemId?: string
  /** The store a line is now picked up in; the method a shipment went from and to. */
  details: { storeId?: string; from?: string; to?: string }
  /** Made by the service (stock, an address it cannot serve), rather than asked for by the shopper. */
  bySystem: boolean
}

/** Queues notifications on a cart, appended in the database (json_insert) so concurrent writers both keep theirs. */
export function addCartNotices(db: D1Database, cartId: string, notices: readonly CartNotice[]) {
  return db.batch(
    notices.map((notice) =>
      db
        .prepare(
          "UPDATE carts SET notices = json_insert(COALESCE(notices, '[]'), '$[#]', json(?)) WHERE id = ?",
        )
        .bind(JSON.stringify(notice), cartId),
    ),
  )
}

/** The cart's queued notifications, read and cleared in one batch (a transaction): each is reported once. */
export async function takeCartNotices(db: D1Database, cartId: string): Promise<CartNotice[]> {
  const [read] = await db.batch<{ notices: string | null }>([
    db.prepare('SELECT notices FROM carts WHERE id = ?').bind(cartId),
    db.prepare('UPDATE carts SET notices = NULL WHERE id = ? AND notices IS NOT NULL').bind(cartId),
  ])
  const json = read?.results[0]?.notices
  if (!json) return []
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? (parsed as CartNotice[]) : []
  } catch {
    return []
  }
}

/** Sets (JSON) or clears (null: the shopper collects) the person who collects the store pickups. */
export function setPickupPerson(
  db: D1Database,
  cartId: string,
  person: { firstName: string; lastName: string; email: string; phone?: string } | null,
  now: string,
) {
  return db
    .prepare('UPDATE carts SET pickup_person = ?, updated_at = ? WHERE id = ?')
    .bind(person === null ? null : JSON.stringify(person), now, cartId)
    .run()
}

/** Stores or clears (null) the shipping or billing address, as JSON. */
export function setCartAddress(
  db: D1Database,
  cartId: string,
  kind: 'shipping' | 'billing',
  address: unknown | null,
  now: string,
) {
  const column = kind === 'shipping' ? 'shipping_address' : 'billing_address'
  return db
    .prepare(`UPDATE carts SET ${column} = ?, updated_at = ? WHERE id = ?`)
    .bind(address === null ? null : JSON.stringify(address), now, cartId)
    .run()
}

export interface CartPaymentRow {
  id: string
  method: string
  label: string
  amount: number
  data: string
}

export function listCartPayments(db: D1Database, cartId: string) {
  return db
    .prepare('SELECT id, method, label, amount, data FROM cart_payments WHERE cart_id = ? ORDER BY added_at')
    .bind(cartId)
    .all<CartPaymentRow>()
    .then(({ results }) => results)
}

export function addCartPayment(db: D1Database, payment: CartPaymentRow & { cartId: string; now: string }) {
  return db
    .prepare(
      'INSERT INTO cart_payments (id, cart_id, method, label, amount, data, added_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      payment.id,
      payment.cartId,
      payment.method,
      payment.label,
      payment.amount,
      payment.data,
      payment.now,
    )
    .run()
}

export async function removeCartPayment(db: D1Database, cartId: string, paymentId: string) {
  const result = await db
    .prepare('DELETE FROM cart_payments WHERE id = ? AND cart_id = ?')
    .bind(paymentId, cartId)
    .run()
  return result.meta.changes > 0
}

export interface NewCartLine {
  cartId: string
  sku: string
  styleCode: string
  qty: number
  storeId: string | null
  recipeId: string | null
  /** A digital line's recipient and message, written with the line; null for any other line. */
  gift: { to: string; email: string; message: string } | null
  /** An e-gift card's amount of the shopper's choosing, its price; absent for any other line. */
  customAmount?: number | null
  /** The product page and picture the shop sent with the line, answered back on it. */
  pdpUrl?: string | null
  productImageUrl?: string | null
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

/** A variant given as a gift with purchase, with what it sells for today in the cart's currency. */
export interface GiftVariantRow {
  sku: string
  style_code: string
  name: string
  colour_code: string
  size: string
  upc: string
  online_stock: number
  current: number
}

/** The gift variant by SKU, priced in `currency`; null when the catalogue has no such variant. */
export function getGiftVariant(db: D1Database, sku: string, currency: string) {
  return db
    .prepare(
      `SELECT v.sku, v.style_code, p.name, v.colour_code, v.size, v.upc, v.online_stock,
       CASE WHEN v.premium = 1 AND pr.high_current IS NOT NULL THEN pr.high_current ELSE pr.current END AS current
       FROM variants v JOIN products p ON p.style_code = v.style_code
       JOIN prices pr ON pr.style_code = v.style_code AND pr.currency = ? WHERE v.sku = ?`,
    )
    .bind(currency, sku)
    .first<GiftVariantRow>()
}

/** The promotion ids of the gifts with purchase the shopper declined on this cart. */
export function listDeclinedGifts(db: D1Database, cartId: string) {
  return db
    .prepare('SELECT promotion_id FROM cart_declined_gifts WHERE cart_id = ? ORDER BY declined_at')
    .bind(cartId)
    .all<{ promotion_id: string }>()
    .then(({ results }) => results.map((row) => row.promotion_id))
}

/** Records that the shopper declined a gift with purchase (once; declining again changes nothing). */
export function declineGift(db: D1Database, cartId: string, promotionId: string, now: string) {
  return db.batch([
    db
      .prepare(
        'INSERT INTO cart_declined_gifts (cart_id, promotion_id, declined_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
      )
      .bind(cartId, promotionId, now),
    touch(db, cartId, now),
  ])
}

/** Takes back a declined gift with purchase, so the cart gives it again while it qualifies. */
export function restoreGift(db: D1Database, cartId: string, promotionId: string, now: string) {
  return db.batch([
    db
      .prepare('DELETE FROM cart_declined_gifts WHERE cart_id = ? AND promotion_id = ?')
      .bind(cartId, promotionId),
    touch(db, cartId, now),
  ])
}

/** Whether a product (a style) has a price in `currency`: one without is not sold in that market (INV702). */
export async function hasPriceIn(db: D1Database, styleCode: string, currency: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM prices WHERE style_code = ? AND currency = ?')
    .bind(styleCode, currency)
    .first<{ found: number }>()
  return row !== null
}
