/**
 * The `stores` table (seeded) and `store_stock_adjustments`. Stock in a store is the seeded base, a hash of store
 * and SKU (`baseStoreStock`), plus the stored adjustment, so 14 stores × 6,000 SKUs need no rows.
 */
import { baseStoreStock, type SiteBrand } from '../seed/catalogue'

export interface StoreRow {
  id: string
  name: string
  country: string
  city: string
  /** Null where the country's addresses name no state or province. */
  province: string | null
  address: string
  postal_code: string
  latitude: number
  longitude: number
  phone: string
  time_zone: string
  /** JSON: `[{ day, opens, closes }]`, 1 Monday … 7 Sunday. */
  opening_hours: string
  /** The brand whose store it is (decision 056). */
  brand: string
}

/** Every store of a brand (of every brand with null), unordered. */
export async function listStores(db: D1Database, brand: SiteBrand | null = null) {
  const { results } = await db
    .prepare('SELECT * FROM stores WHERE ?1 IS NULL OR brand = ?1')
    .bind(brand)
    .all<StoreRow>()
  return results
}

/**
 * Every store of a brand (of every brand with null) by country, city and name, or those of one country (ISO code)
 * by city and name.
 */
export async function listStoresByPlace(db: D1Database, country?: string, brand: SiteBrand | null = null) {
  const { results } = country
    ? await db
        .prepare('SELECT * FROM stores WHERE country = ?1 AND (?2 IS NULL OR brand = ?2) ORDER BY city, name')
        .bind(country, brand)
        .all<StoreRow>()
    : await db
        .prepare('SELECT * FROM stores WHERE ?1 IS NULL OR brand = ?1 ORDER BY country, city, name')
        .bind(brand)
        .all<StoreRow>()
  return results
}

/** A store, or the collection point beside it (`P` and its id), as an order names where it goes. */
export async function describePlace(
  db: D1Database,
  id: string,
): Promise<{ id: string; name: string; address: string; city: string } | null> {
  const point = id.startsWith('P')
  const row = await db
    .prepare('SELECT name, address, city FROM stores WHERE id = ?')
    .bind(point ? id.slice(1) : id)
    .first<{ name: string; address: string; city: string }>()
  if (!row) return null
  return { id, name: point ? `Parcel locker, ${row.city}` : row.name, address: row.address, city: row.city }
}

/** The country a store is in; null when there is no such store. */
export async function storeCountry(db: D1Database, storeId: string): Promise<string | null> {
  const row = await db
    .prepare('SELECT country FROM stores WHERE id = ?')
    .bind(storeId)
    .first<{ country: string }>()
  return row?.country ?? null
}

export async function storeExists(db: D1Database, storeId: string): Promise<boolean> {
  return (await db.prepare('SELECT id FROM stores WHERE id = ?').bind(storeId).first()) !== null
}

/** The brand a store belongs to (decision 056); null for no such store. */
export async function storeBrandOf(db: D1Database, storeId: string): Promise<string | null> {
  return (
    (await db.prepare('SELECT brand FROM stores WHERE id = ?').bind(storeId).first<{ brand: string }>())
      ?.brand ?? null
  )
}

/** The stock of one SKU in one store (it may be below zero when adjustments took more than the base). */
export async function getStoreStock(db: D1Database, storeId: string, sku: string): Promise<number> {
  const adjustment = await db
    .prepare('SELECT delta FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
    .bind(storeId, sku)
    .first<{ delta: number }>()
  return baseStoreStock(storeId, sku) + (adjustment?.delta ?? 0)
}

/** The stock of one SKU in each of the stores, never below zero, in the order of `storeIds`. */
export async function listStoreStock(db: D1Database, sku: string, storeIds: readonly string[]) {
  const { results } = await db
    .prepare(
      `SELECT store_id, delta FROM store_stock_adjustments WHERE sku = ? AND store_id IN (${storeIds.map(() => '?').join(', ')})`,
    )
    .bind(sku, ...storeIds)
    .all<{ store_id: string; delta: number }>()
  const deltas = new Map(results.map((row) => [row.store_id, row.delta]))
  return storeIds.map((storeId) => ({
    storeId,
    quantity: Math.max(0, baseStoreStock(storeId, sku) + (deltas.get(storeId) ?? 0)),
  }))
}

/**
 * How many of each product in a colour one store holds, all its sizes together (a favourite names a colour, not a
 * size), keyed `{styleCode}{colourCode}`; a size below zero counts none.
 */
export async function listColourStockAtStore(
  db: D1Database,
  storeId: string,
  items: readonly { styleCode: string; colourCode: string }[],
): Promise<Map<string, number>> {
  const styles = [...new Set(items.map((item) => item.styleCode))]
  const stock = new Map<string, number>()
  if (styles.length === 0) return stock
  const [variants, adjustments] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT sku, style_code, colour_code FROM variants WHERE style_code IN (${styles.map(() => '?').join(', ')})`,
      )
      .bind(...styles),
    db.prepare('SELECT sku, delta FROM store_stock_adjustments WHERE store_id = ?').bind(storeId),
  ])
  const deltas = new Map(
    ((adjustments?.results ?? []) as { sku: string; delta: number }[]).map((row) => [row.sku, row.delta]),
  )
  for (const row of (variants?.results ?? []) as { sku: string; style_code: string; colour_code: string }[]) {
    const key = `${row.style_code}${row.colour_code}`
    const here = Math.max(0, baseStoreStock(storeId, row.sku) + (deltas.get(row.sku) ?? 0))
    stock.set(key, (stock.get(key) ?? 0) + here)
  }
  return stock
}
