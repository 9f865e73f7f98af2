/**
 * Who owns a shopper's list: favourites (`favorites`) and saved for later (`saved_lists`) keep their owner the same
 * way, in `owner_consumer_id`, at most one list per consumer. A guest's list (no owner) becomes a consumer's when
 * a call of theirs names it and they have none yet; from then on that consumer's calls are answered with theirs.
 */

/** The tables of lists a consumer may own; the name goes into the SQL, so it is never a caller's text. */
export type OwnedListTable = 'favorites' | 'saved_lists'

/** The consumer's own list's id in `table`, if they have one. */
export async function ownedList(
  db: D1Database,
  table: OwnedListTable,
  consumerId: string,
): Promise<string | null> {
  const row = await db
    .prepare(`SELECT id FROM ${table} WHERE owner_consumer_id = ?`)
    .bind(consumerId)
    .first<{ id: string }>()
  return row?.id ?? null
}

/**
 * The consumer's list in `table` when a call of theirs names `listId`: a guest's list they still name (a session
 * signed in before lists had owners) becomes theirs when they have none; otherwise theirs is answered (null: none).
 */
export async function claimList(
  db: D1Database,
  table: OwnedListTable,
  listId: string,
  consumerId: string,
): Promise<string | null> {
  await db
    .prepare(
      `UPDATE ${table} SET owner_consumer_id = ? WHERE id = ? AND owner_consumer_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM ${table} WHERE owner_consumer_id = ?)`,
    )
    .bind(consumerId, listId, consumerId)
    .run()
  return ownedList(db, table, consumerId)
}
