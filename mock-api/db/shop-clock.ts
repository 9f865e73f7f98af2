/**
 * The shop's clock (`migrations/0045_shop_clock.sql`, decision 096): how far ahead of the real time the front-end
 * service's server time runs, as testers set it through `/__dev/clock`.
 */

/** Milliseconds the shop's clock runs ahead (or behind) the real time; 0 when nobody set it. */
export async function shopClockOffset(db: D1Database): Promise<number> {
  const row = await db.prepare('SELECT offset_ms FROM shop_clock WHERE id = 1').first<{ offset_ms: number }>()
  return row?.offset_ms ?? 0
}

/** Sets the shop's clock `offsetMs` from the real time; null puts it back to the real time. */
export async function setShopClockOffset(db: D1Database, offsetMs: number | null): Promise<void> {
  if (offsetMs === null) await db.prepare('DELETE FROM shop_clock WHERE id = 1').run()
  else
    await db
      .prepare(
        'INSERT INTO shop_clock (id, offset_ms) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET offset_ms = ?',
      )
      .bind(offsetMs, offsetMs)
      .run()
}
