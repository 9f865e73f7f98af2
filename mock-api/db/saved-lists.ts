/**
 * The `saved_lists` and `saved_items` tables: saved for later. Items are variants; moving a cart line into a list
 * takes it out of the cart in the same batch. The cart contract (moving, removing) and the wishlist contract
 * (reading) answer a list in the same shape, `readSavedList`. A list adopted or made by a signed-in consumer is
 * theirs (`owner_consumer_id`, one per consumer).
 */
import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'
import { claimList, ownedList } from './list-owners'

interface SavedItemRow {
  id: string
  sku: string
  qty: number
  style_code: string
  name: string
  colour_code: string
  size: string
  online_stock: number
}

export async function savedListExists(db: D1Database, listId: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM saved_lists WHERE id = ?').bind(listId).first()) !== null
}

/** A list and its owner (null: a guest's); null when there is no such list. */
export function getSavedListRow(db: D1Database, listId: string) {
  return db
    .prepare('SELECT id, owner_consumer_id FROM saved_lists WHERE id = ?')
    .bind(listId)
    .first<{ id: string; owner_consumer_id: string | null }>()
}

/** The consumer's own list's id, if they have one. */
export const ownedSavedList = (db: D1Database, consumerId: string) => ownedList(db, 'saved_lists', consumerId)

/** The consumer's saved list when a call of theirs names `listId` (`claimList`; null: none). */
export const claimSavedList = (db: D1Database, listId: string, consumerId: string) =>
  claimList(db, 'saved_lists', listId, consumerId)

/** Makes a list, a consumer's when `owner` is given (ignored when they have one already). */
export async function createSavedList(
  db: D1Database,
  listId: string,
  now: string,
  owner: string | null = null,
) {
  await db
    .prepare('INSERT OR IGNORE INTO saved_lists (id, created_at, owner_consumer_id) VALUES (?, ?, ?)')
    .bind(listId, now, owner)
    .run()
}

export function findSavedItem(db: D1Database, listId: string, sku: string) {
  return db
    .prepare('SELECT id, qty FROM saved_items WHERE list_id = ? AND sku = ?')
    .bind(listId, sku)
    .first<{ id: string; qty: number }>()
}

export async function countSavedItems(db: D1Database, listId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS total FROM saved_items WHERE list_id = ?')
    .bind(listId)
    .first<{ total: number }>()
  return row?.total ?? 0
}

/**
 * Moves a cart line into a list in one batch: it joins the list's item of the same SKU (`existing`) or becomes a
 * new item, leaves the cart, and the cart is touched.
 */
export async function moveCartLineToSavedList(
  db: D1Database,
  move: {
    line: { id: string; sku: string; qty: number }
    cartId: string
    listId: string
    existing: { id: string; qty: number } | null
    now: string
  },
) {
  const { line, cartId, listId, existing, now } = move
  await db.batch([
    existing
      ? db
          .prepare('UPDATE saved_items SET qty = ?, created_at = ? WHERE id = ?')
          .bind(existing.qty + line.qty, now, existing.id)
      : db
          .prepare('INSERT INTO saved_items (id, list_id, sku, qty, created_at) VALUES (?, ?, ?, ?, ?)')
          .bind(crypto.randomUUID(), listId, line.sku, line.qty, now),
    db.prepare('DELETE FROM cart_items WHERE id = ?').bind(line.id),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId),
  ])
}

/** Removes an item from a list; false when the list has no such item. */
export async function removeSavedItem(db: D1Database, listId: string, itemId: string): Promise<boolean> {
  const removed = await db
    .prepare('DELETE FROM saved_items WHERE list_id = ? AND id = ?')
    .bind(listId, itemId)
    .run()
  return removed.meta.changes > 0
}

/**
 * A page of a list as both contracts answer it, newest first; null when there is no such list. With a brand (the
 * wishlist contract's `siteId`), only the variants its sites sell (decision 056).
 */
export async function readSavedList(
  db: D1Database,
  listId: string,
  start: number,
  count: number,
  brand: SiteBrand | null = null,
) {
  if (!(await savedListExists(db, listId))) return null
  const carried = carriedBySql(brand)
  const [total, page] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM saved_items si JOIN variants v ON v.sku = si.sku
         JOIN products p ON p.style_code = v.style_code WHERE si.list_id = ? AND ${carried.sql}`,
      )
      .bind(listId, ...carried.params),
    db
      .prepare(
        `SELECT si.id, si.sku, si.qty, v.style_code, v.colour_code, v.size, v.online_stock, p.name
         FROM saved_items si JOIN variants v ON v.sku = si.sku JOIN products p ON p.style_code = v.style_code
         WHERE si.list_id = ? AND ${carried.sql} ORDER BY si.created_at DESC, si.id LIMIT ? OFFSET ?`,
      )
      .bind(listId, ...carried.params, count, start),
  ])
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    saveForLaterId: listId,
    total: Number((total?.results[0] as { total?: number } | undefined)?.total ?? 0),
    items: ((page?.results ?? []) as unknown as SavedItemRow[]).map((row) => ({
      itemId: row.id,
      productId: row.sku,
      qty: row.qty,
      pageUrl: `/p/${slug(row.name)}-${row.style_code}?colour=${row.colour_code}&size=${encodeURIComponent(row.size)}`,
      available: row.online_stock >= row.qty,
    })),
  }
}
