import { carriedBySql } from '../brands'
import type { SiteBrand } from '../seed/catalogue'

/**
 * The catalogue tables: `products` (one row a style, colours and sizes as JSON, `digital` for one sent by email),
 * `prices` (one row a style and currency; `high_*` is the price of premium sizes) and `variants` (one row a SKU,
 * with online stock, and `price` when it has a price of its own: an e-gift card's amount). Every contract that
 * lists products answers them as a product summary, built here from a `ProductRow`.
 */
import { colourName } from '../seed/product-texts'

export interface ProductRow {
  style_code: string
  name: string
  description: string
  brand: string
  gender: string
  activity: string
  kind: string
  category_id: string
  colours: string
  sizes: string
  rating: number
  review_count: number
  released_at: string
  max_qty: number | null
  /** 1 for a product sent by email (the e-gift card). */
  digital: number
  /** The brands whose sites carry it, space-separated (`kestrel tidewater`). */
  brands: string
  original: number
  current: number
  high_original: number | null
  high_current: number | null
}

export interface VariantRow {
  sku: string
  colour_code: string
  size: string
  upc: string
  online_stock: number
  premium: number
  /** The variant's own price in any currency; null for the style's. */
  price: number | null
}

/** The price columns every product query selects (`pr` is the prices table in the asked currency). */
export const PRICE_COLUMNS = 'pr.original, pr.current, pr.high_original, pr.high_current'

/**
 * A product as every listing contract answers it: name, brand, colours (named in the asked language) with images,
 * price range, rating.
 */
export const productSummary = (row: ProductRow, currency: string, language: string) => {
  const colours = JSON.parse(row.colours) as Array<{ code: string; name: string; hex: string }>
  return {
    styleCode: row.style_code,
    name: row.name,
    brand: row.brand,
    categoryId: row.category_id,
    colours: colours.map((colour) => ({
      code: colour.code,
      name: colourName(colour, language),
      hex: colour.hex,
      image: `/media/product/${row.style_code}/${colour.code}.svg`,
    })),
    price: {
      currency,
      original: row.original,
      current: row.current,
      ...(row.high_current === null
        ? {}
        : { highOriginal: row.high_original ?? row.high_current, highCurrent: row.high_current }),
    },
    rating: { score: row.rating, count: row.review_count },
    releasedAt: row.released_at,
  }
}

/** One style with its prices in `currency`; null when there is no such style (or no price in it). */
export function getProduct(db: D1Database, styleCode: string, currency: string) {
  return db
    .prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code = ?`,
    )
    .bind(currency, styleCode)
    .first<ProductRow>()
}

/** Styles by code with their prices in `currency`, in no particular order. */
export async function listProducts(db: D1Database, styleCodes: readonly string[], currency: string) {
  const { results } = await db
    .prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code IN (${styleCodes.map(() => '?').join(', ')})`,
    )
    .bind(currency, ...styleCodes)
    .all<ProductRow>()
  return results
}

export async function productExists(db: D1Database, styleCode: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM products WHERE style_code = ?').bind(styleCode).first()) !== null
}

/** Whether the style comes in the colour (and, given a brand, whether its sites sell it). */
export async function productHasColour(
  db: D1Database,
  styleCode: string,
  colourCode: string,
  brand: SiteBrand | null = null,
) {
  const carried = carriedBySql(brand)
  const row = await db
    .prepare(
      `SELECT 1 FROM products p, json_each(p.colours) j WHERE p.style_code = ? AND json_extract(j.value, '$.code') = ? AND ${carried.sql}`,
    )
    .bind(styleCode, colourCode, ...carried.params)
    .first()
  return row !== null
}

/** What a style's pictures are drawn from: its kind (apparel, shoes, ...) and name; null for an unknown style. */
export function getProductForArt(db: D1Database, styleCode: string) {
  return db
    .prepare('SELECT kind, name FROM products WHERE style_code = ?')
    .bind(styleCode)
    .first<{ kind: string; name: string }>()
}

/** A style's variants in the order they were generated. */
export async function listVariants(db: D1Database, styleCode: string) {
  const { results } = await db
    .prepare(
      'SELECT sku, colour_code, size, upc, online_stock, premium, price FROM variants WHERE style_code = ? ORDER BY rowid',
    )
    .bind(styleCode)
    .all<VariantRow>()
  return results
}

/** A style's online stock per SKU, in the order the variants were generated. */
export async function listVariantStock(db: D1Database, styleCode: string) {
  const { results } = await db
    .prepare('SELECT sku, online_stock FROM variants WHERE style_code = ? ORDER BY rowid')
    .bind(styleCode)
    .all<{ sku: string; online_stock: number }>()
  return results
}

/** A SKU with its style, online stock, the style's quantity cap and whether it is digital, as a cart needs it. */
export function getVariantForCart(db: D1Database, sku: string) {
  return db
    .prepare(
      'SELECT v.sku, v.style_code, v.upc, v.online_stock, p.max_qty, p.digital, p.brands, p.withdrawn_at FROM variants v JOIN products p ON p.style_code = v.style_code WHERE v.sku = ?',
    )
    .bind(sku)
    .first<{
      sku: string
      style_code: string
      upc: string
      online_stock: number
      max_qty: number | null
      digital: number
      brands: string
      withdrawn_at: string | null
    }>()
}

/** The SKUs among `skus` whose product was withdrawn from sale (migration 0037). */
export async function listWithdrawnSkus(db: D1Database, skus: readonly string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set()
  const { results } = await db
    .prepare(
      `SELECT v.sku FROM variants v JOIN products p ON p.style_code = v.style_code WHERE p.withdrawn_at IS NOT NULL AND v.sku IN (${skus.map(() => '?').join(', ')})`,
    )
    .bind(...skus)
    .all<{ sku: string }>()
  return new Set(results.map((row) => row.sku))
}

/** Whether a product id names a style (a product with variations) rather than one of its variants. */
export async function isStyle(db: D1Database, id: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM products WHERE style_code = ?').bind(id).first()) !== null
}

/** The online stock of a SKU; null for an unknown SKU. */
export async function getOnlineStock(db: D1Database, sku: string): Promise<number | null> {
  const row = await db
    .prepare('SELECT online_stock FROM variants WHERE sku = ?')
    .bind(sku)
    .first<{ online_stock: number }>()
  return row ? row.online_stock : null
}

/** Whether the SKU is a variant of the style. */
export async function variantBelongsTo(db: D1Database, sku: string, styleCode: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT sku FROM variants WHERE sku = ? AND style_code = ?')
    .bind(sku, styleCode)
    .first()
  return row !== null
}

/** The shop's best-loved products (rating times review count), for recommendations without a product. */
export async function listBestLovedProducts(
  db: D1Database,
  currency: string,
  limit: number,
  brand: SiteBrand | null = null,
) {
  const carried = carriedBySql(brand)
  const { results } = await db
    .prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
       WHERE ${carried.sql} ORDER BY p.rating * p.review_count DESC, p.style_code LIMIT ?`,
    )
    .bind(currency, ...carried.params, limit)
    .all<ProductRow>()
  return results
}

/** A style's leaf category, that category's parent and the style's brand; null for an unknown style. */
export function getProductCategory(db: D1Database, styleCode: string) {
  return db
    .prepare(
      'SELECT p.category_id, c.parent_id, p.brand FROM products p JOIN categories c ON c.id = p.category_id WHERE p.style_code = ?',
    )
    .bind(styleCode)
    .first<{ category_id: string; parent_id: string | null; brand: string }>()
}

/**
 * Products like a style: the same leaf category first, then the same department (the leaf's parent), best rated
 * first; the style itself left out.
 */
export async function listSimilarProducts(db: D1Database, options: SimilarOptions) {
  const { results } = await similarProductsStatement(db, options).all<ProductRow>()
  return results
}

export interface SimilarOptions {
  styleCode: string
  categoryId: string
  parentId: string
  currency: string
  limit: number
  brand?: SiteBrand | null
}

/** `listSimilarProducts`'s query as a statement, for a caller that reads it in a batch with others. */
export function similarProductsStatement(db: D1Database, options: SimilarOptions): D1PreparedStatement {
  const carried = carriedBySql(options.brand ?? null)
  return db
    .prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
     JOIN categories c ON c.id = p.category_id
     WHERE p.style_code != ? AND (p.category_id = ? OR c.parent_id = ?) AND ${carried.sql}
     ORDER BY (p.category_id = ?) DESC, p.rating * p.review_count DESC LIMIT ?`,
    )
    .bind(
      options.currency,
      options.styleCode,
      options.categoryId,
      options.parentId,
      ...carried.params,
      options.categoryId,
      options.limit,
    )
}

export interface SetRow {
  style_code: string
  name: string
  gender: string
  kind: string
  brands: string
}

export function getSetCandidate(db: D1Database, styleCode: string) {
  return db
    .prepare('SELECT style_code, name, gender, kind, brands FROM products WHERE style_code = ?')
    .bind(styleCode)
    .first<SetRow>()
}

/**
 * The first four apparel and footwear styles of a gender whose name starts with `collection` and a space, of those
 * the brand's sites carry.
 */
export async function listSetMembers(
  db: D1Database,
  gender: string,
  collection: string,
  brand: SiteBrand | null = null,
) {
  const carried = carriedBySql(brand)
  const { results } = await db
    .prepare(
      `SELECT style_code, name, gender, kind, brands FROM products p WHERE gender = ? AND kind IN ('apparel', 'shoes') AND name LIKE ? AND ${carried.sql} ORDER BY style_code LIMIT 4`,
    )
    .bind(gender, `${collection} %`, ...carried.params)
    .all<SetRow>()
  return results
}

/** `listSetMembers` with prices in `currency`, as the product set answer lists them. */
export async function listSetProducts(
  db: D1Database,
  gender: string,
  collection: string,
  currency: string,
  brand: SiteBrand | null = null,
) {
  const carried = carriedBySql(brand)
  const { results } = await db
    .prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
     WHERE p.gender = ? AND p.kind IN ('apparel', 'shoes') AND p.name LIKE ? AND ${carried.sql} ORDER BY p.style_code LIMIT 4`,
    )
    .bind(currency, gender, `${collection} %`, ...carried.params)
    .all<ProductRow>()
  return results
}
