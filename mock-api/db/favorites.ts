/**
 * The `favorites` and `favorite_items` tables: a shopper's list of styles in a colour, and the token that shares
 * it read-only. A list adopted or made by a signed-in consumer is theirs (`owner_consumer_id`, one per consumer).
 */
import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'
import { claimList, ownedList } from './list-owners'
import { PRICE_COLUMNS, type ProductRow } from './products'

export type FavoriteItemRow = ProductRow & { item_id: string; colour_code: string }

export function getFavoriteList(db: D1Database, favoriteId: string) {
  return db
    .prepare('SELECT id, share_token, owner_consumer_id FROM favorites WHERE id = ?')
    .bind(favoriteId)
    .first<{ id: string; share_token: string | null; owner_consumer_id: string | null }>()
}

/** The consumer's own list's id, if they have one. */
export const ownedFavoriteList = (db: D1Database, consumerId: string) =>
  ownedList(db, 'favorites', consumerId)

export function findFavoriteListByShareToken(db: D1Database, token: string) {
  return db.prepare('SELECT id FROM favorites WHERE share_token = ?').bind(token).first<{ id: string }>()
}

/** The consumer's list when a call of theirs names `favoriteId` (`claimList`; null: none). */
export const claimFavoriteList = (db: D1Database, favoriteId: string, consumerId: string) =>
  claimList(db, 'favorites', favoriteId, consumerId)

/**
 * Makes a list, a consumer's when `owner` is given; a consumer who has one already keeps it (the insert is
 * ignored), so concurrent first adds still leave one list each.
 */
export async function createFavoriteList(
  db: D1Database,
  favoriteId: string,
  now: string,
  owner: string | null,
) {
  await db
    .prepare('INSERT OR IGNORE INTO favorites (id, created_at, owner_consumer_id) VALUES (?, ?, ?)')
    .bind(favoriteId, now, owner)
    .run()
}

export async function setShareToken(db: D1Database, favoriteId: string, token: string) {
  await db.prepare('UPDATE favorites SET share_token = ? WHERE id = ?').bind(token, favoriteId).run()
}

export async function countFavoriteItems(db: D1Database, favoriteId: string): Promise<number> {
  const row = await db
    .prepare('SELECT COUNT(*) AS total FROM favorite_items WHERE favorite_id = ?')
    .bind(favoriteId)
    .first<{ total: number }>()
  return row?.total ?? 0
}

/**
 * How many items a list holds and one page of them, newest first, with the products priced in `currency`: only the
 * products `brand`'s sites sell (decision 056), every one without a brand.
 */
export async function listFavoriteItems(
  db: D1Database,
  favoriteId: string,
  page: { currency: string; start: number; count: number; brand: SiteBrand | null },
) {
  const carried = carriedBySql(page.brand)
  const [total, rows] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT COUNT(*) AS total FROM favorite_items fi JOIN products p ON p.style_code = fi.style_code
         WHERE fi.favorite_id = ? AND ${carried.sql}`,
      )
      .bind(favoriteId, ...carried.params),
    db
      .prepare(
        `SELECT fi.id AS item_id, fi.colour_code, p.*, ${PRICE_COLUMNS} FROM favorite_items fi
         JOIN products p ON p.style_code = fi.style_code JOIN prices pr ON pr.style_code = fi.style_code AND pr.currency = ?
         WHERE fi.favorite_id = ? AND ${carried.sql} ORDER BY fi.created_at DESC LIMIT ? OFFSET ?`,
      )
      .bind(page.currency, favoriteId, ...carried.params, page.count, page.start),
  ])
  return {
    total: Number((total?.results[0] as { total?: number } | undefined)?.total ?? 0),
    items: (rows?.results ?? []) as unknown as FavoriteItemRow[],
  }
}

/** Adds a style in a colour to a list; adding it again changes nothing. */
export async function addFavoriteItem(
  db: D1Database,
  item: { id: string; favoriteId: string; styleCode: string; colourCode: string; now: string },
) {
  await db
    .prepare(
      'INSERT OR IGNORE INTO favorite_items (id, favorite_id, style_code, colour_code, created_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(item.id, item.favoriteId, item.styleCode, item.colourCode, item.now)
    .run()
}

export async function removeFavoriteItem(db: D1Database, favoriteId: string, itemId: string) {
  await db
    .prepare('DELETE FROM favorite_items WHERE favorite_id = ? AND id = ?')
    .bind(favoriteId, itemId)
    .run()
}
