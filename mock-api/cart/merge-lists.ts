/**
 * The guest's favorites and saved-for-later list on sign-in (the Registered token exchange's
 * `guestObjects.favoriteId` and `guestObjects.saveForLaterId`, decision 047). A consumer has at most one list of
 * each. One who has none takes the guest's list over as it is; one who has one gets the guest's items added to it
 * (a style in a colour once; a saved SKU once, its quantities added up to the product's maximum; neither list
 * past its size) and the guest's list is deleted. A list that already belongs to a consumer is never taken. Every
 * statement is guarded by the guest's list still being nobody's, and all go in one batch: a merge happens whole or
 * not at all, and a second exchange naming the same list finds nothing left to merge.
 */
import { getFavoriteList, ownedFavoriteList } from '../db/favorites'
import { getSavedListRow, ownedSavedList } from '../db/saved-lists'
import { DEFAULT_MAX_QTY } from './price-cart'

/** The most items a favorites list and a saved list hold (as their routes refuse past it). */
const MAX_FAVORITES = 100
const MAX_SAVED = 50

/** What the exchange answers as `mergedLists`: the consumer's lists after the merge, and how many items joined. */
export interface ListsMergeResult {
  favoriteId: string | null
  saveForLaterId: string | null
  /** Guest items that joined a list the consumer already had (a list taken over as it is adds none). */
  favoritesAdded: number
  savedAdded: number
}

interface Planned {
  statements: D1PreparedStatement[]
  added: number
}

const NONE: Planned = { statements: [], added: 0 }

/**
 * A consumer without a list of this kind takes the guest's over as it is: only while it is still nobody's, and
 * only while the consumer has none (of two sign-ins at once, one list is theirs).
 */
function adopt(
  db: D1Database,
  table: 'favorites' | 'saved_lists',
  guestId: string,
  consumerId: string,
): Planned {
  return {
    statements: [
      db
        .prepare(
          `UPDATE ${table} SET owner_consumer_id = ? WHERE id = ? AND owner_consumer_id IS NULL
           AND NOT EXISTS (SELECT 1 FROM ${table} WHERE owner_consumer_id = ?)`,
        )
        .bind(consumerId, guestId, consumerId),
    ],
    added: 0,
  }
}

async function planFavorites(
  db: D1Database,
  guestId: string | undefined,
  consumerId: string,
): Promise<Planned> {
  if (!guestId) return NONE
  const guest = await getFavoriteList(db, guestId)
  if (!guest || guest.owner_consumer_id !== null) return NONE
  const stillNobodys = 'EXISTS (SELECT 1 FROM favorites WHERE id = ? AND owner_consumer_id IS NULL)'
  const own = await ownedFavoriteList(db, consumerId)
  if (!own) return adopt(db, 'favorites', guestId, consumerId)
  const [ownItems, guestItems] = await Promise.all(
    [own, guestId].map(async (listId) => {
      const { results } = await db
        .prepare(
          'SELECT style_code, colour_code, created_at FROM favorite_items WHERE favorite_id = ? ORDER BY created_at DESC',
        )
        .bind(listId)
        .all<{ style_code: string; colour_code: string; created_at: string }>()
      return results
    }),
  )
  const had = new Set((ownItems ?? []).map((item) => `${item.style_code}${item.colour_code}`))
  const joining = (guestItems ?? [])
    .filter((item) => !had.has(`${item.style_code}${item.colour_code}`))
    .slice(0, Math.max(0, MAX_FAVORITES - had.size))
  return {
    statements: [
      ...joining.map((item) =>
        db
          .prepare(
            `INSERT OR IGNORE INTO favorite_items (id, favorite_id, style_code, colour_code, created_at)
             SELECT ?, ?, ?, ?, ? WHERE ${stillNobodys}`,
          )
          .bind(
            `${own}-${item.style_code}${item.colour_code}`,
            own,
            item.style_code,
            item.colour_code,
            item.created_at,
            guestId,
          ),
      ),
      db
        .prepare(`DELETE FROM favorite_items WHERE favorite_id = ? AND ${stillNobodys}`)
        .bind(guestId, guestId),
      db.prepare('DELETE FROM favorites WHERE id = ? AND owner_consumer_id IS NULL').bind(guestId),
    ],
    added: joining.length,
  }
}

interface SavedRow {
  id: string
  sku: string
  qty: number
  created_at: string
  max_qty: number | null
}

async function planSaved(db: D1Database, guestId: string | undefined, consumerId: string): Promise<Planned> {
  if (!guestId) return NONE
  const guest = await getSavedListRow(db, guestId)
  if (!guest || guest.owner_consumer_id !== null) return NONE
  const stillNobodys = 'EXISTS (SELECT 1 FROM saved_lists WHERE id = ? AND owner_consumer_id IS NULL)'
  const own = await ownedSavedList(db, consumerId)
  if (!own) return adopt(db, 'saved_lists', guestId, consumerId)
  const [ownItems, guestItems] = await Promise.all(
    [own, guestId].map(async (listId) => {
      const { results } = await db
        .prepare(
          `SELECT si.id, si.sku, si.qty, si.created_at, p.max_qty FROM saved_items si
           LEFT JOIN variants v ON v.sku = si.sku LEFT JOIN products p ON p.style_code = v.style_code
           WHERE si.list_id = ? ORDER BY si.created_at DESC, si.id`,
        )
        .bind(listId)
        .all<SavedRow>()
      return results ?? []
    }),
  )
  const bySku = new Map((ownItems ?? []).map((item) => [item.sku, item]))
  let room = Math.max(0, MAX_SAVED - bySku.size)
  const statements: D1PreparedStatement[] = []
  let added = 0
  for (const item of guestItems ?? []) {
    const into = bySku.get(item.sku)
    const max = item.max_qty ?? DEFAULT_MAX_QTY
    if (into) {
      // The same product in the same size: one item, the quantities added up to what the product allows.
      into.qty = Math.min(into.qty + item.qty, Math.max(max, into.qty))
      statements.push(
        db
          .prepare(`UPDATE saved_items SET qty = ? WHERE id = ? AND ${stillNobodys}`)
          .bind(into.qty, into.id, guestId),
      )
      added++
      continue
    }
    if (room === 0) continue
    room--
    added++
    statements.push(
      db
        .prepare(
          `INSERT INTO saved_items (id, list_id, sku, qty, created_at) SELECT ?, ?, ?, ?, ? WHERE ${stillNobodys}`,
        )
        .bind(crypto.randomUUID(), own, item.sku, Math.min(item.qty, max), item.created_at, guestId),
    )
  }
  statements.push(
    db.prepare(`DELETE FROM saved_items WHERE list_id = ? AND ${stillNobodys}`).bind(guestId, guestId),
    db.prepare('DELETE FROM saved_lists WHERE id = ? AND owner_consumer_id IS NULL').bind(guestId),
  )
  return { statements, added }
}

/** Merges the guest's lists into the consumer's (see the module comment); answers the consumer's lists after it. */
export async function mergeGuestLists(
  db: D1Database,
  guest: { favoriteId?: string; saveForLaterId?: string },
  consumerId: string,
): Promise<ListsMergeResult> {
  const [favorites, saved] = await Promise.all([
    planFavorites(db, guest.favoriteId, consumerId),
    planSaved(db, guest.saveForLaterId, consumerId),
  ])
  const statements = [...favorites.statements, ...saved.statements]
  if (statements.length > 0) await db.batch(statements)
  const [favoriteId, saveForLaterId] = await Promise.all([
    ownedFavoriteList(db, consumerId),
    ownedSavedList(db, consumerId),
  ])
  return { favoriteId, saveForLaterId, favoritesAdded: favorites.added, savedAdded: saved.added }
}
