/**
 * The mock API's D1 schema and its seeding. On the first request after start (or after the seed version
 * changes) the schema is created and the generated catalogue is loaded; later requests find it in place.
 * Carts and stock adjustments are ordinary rows, so the demo shop keeps its state across restarts.
 */

import { generateCatalogue, SEED_VERSION, STORES } from './catalogue'
import { flattenCategories } from './categories'
import { generateCommunity, QUESTION_TEMPLATES, REVIEW_TEMPLATES } from './reviews'

const SCHEMA = [
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS categories (id TEXT PRIMARY KEY, parent_id TEXT, depth INTEGER NOT NULL, position INTEGER NOT NULL, names TEXT NOT NULL, kind TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS products (style_code TEXT PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, brand TEXT NOT NULL, gender TEXT NOT NULL, activity TEXT NOT NULL, kind TEXT NOT NULL, category_id TEXT NOT NULL, colours TEXT NOT NULL, sizes TEXT NOT NULL, rating REAL NOT NULL, review_count INTEGER NOT NULL, released_at TEXT NOT NULL, max_qty INTEGER)',
  'CREATE INDEX IF NOT EXISTS products_category ON products (category_id)',
  'CREATE TABLE IF NOT EXISTS prices (style_code TEXT NOT NULL, currency TEXT NOT NULL, original REAL NOT NULL, current REAL NOT NULL, high_original REAL, high_current REAL, PRIMARY KEY (style_code, currency))',
  'CREATE TABLE IF NOT EXISTS variants (sku TEXT PRIMARY KEY, style_code TEXT NOT NULL, colour_code TEXT NOT NULL, size TEXT NOT NULL, upc TEXT NOT NULL UNIQUE, online_stock INTEGER NOT NULL, premium INTEGER NOT NULL DEFAULT 0)',
  'CREATE INDEX IF NOT EXISTS variants_style ON variants (style_code)',
  'CREATE TABLE IF NOT EXISTS stores (id TEXT PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL, city TEXT NOT NULL, address TEXT NOT NULL, postal_code TEXT NOT NULL, latitude REAL NOT NULL, longitude REAL NOT NULL, phone TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS store_stock_adjustments (store_id TEXT NOT NULL, sku TEXT NOT NULL, delta INTEGER NOT NULL, PRIMARY KEY (store_id, sku))',
  'CREATE TABLE IF NOT EXISTS carts (id TEXT PRIMARY KEY, currency TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS cart_items (id TEXT PRIMARY KEY, cart_id TEXT NOT NULL, sku TEXT NOT NULL, style_code TEXT NOT NULL, qty INTEGER NOT NULL, created_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS cart_items_cart ON cart_items (cart_id)',
  'CREATE TABLE IF NOT EXISTS reviews (id TEXT PRIMARY KEY, style_code TEXT NOT NULL, rating INTEGER NOT NULL, title TEXT NOT NULL, body TEXT NOT NULL, language TEXT NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL, helpful INTEGER NOT NULL DEFAULT 0, unhelpful INTEGER NOT NULL DEFAULT 0, flags INTEGER NOT NULL DEFAULT 0, template INTEGER)',
  'CREATE INDEX IF NOT EXISTS reviews_style ON reviews (style_code)',
  'CREATE TABLE IF NOT EXISTS questions (id TEXT PRIMARY KEY, style_code TEXT NOT NULL, text TEXT NOT NULL, language TEXT NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS questions_style ON questions (style_code)',
  'CREATE TABLE IF NOT EXISTS answers (id TEXT PRIMARY KEY, question_id TEXT NOT NULL, text TEXT NOT NULL, author TEXT NOT NULL, created_at TEXT NOT NULL, helpful INTEGER NOT NULL DEFAULT 0, unhelpful INTEGER NOT NULL DEFAULT 0)',
  'CREATE INDEX IF NOT EXISTS answers_question ON answers (question_id)',
  'CREATE TABLE IF NOT EXISTS favorites (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, share_token TEXT UNIQUE)',
  'CREATE TABLE IF NOT EXISTS favorite_items (id TEXT PRIMARY KEY, favorite_id TEXT NOT NULL, style_code TEXT NOT NULL, colour_code TEXT NOT NULL, created_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS favorite_items_list ON favorite_items (favorite_id)',
  'CREATE TABLE IF NOT EXISTS saved_lists (id TEXT PRIMARY KEY, created_at TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS saved_items (id TEXT PRIMARY KEY, list_id TEXT NOT NULL, sku TEXT NOT NULL, qty INTEGER NOT NULL, created_at TEXT NOT NULL)',
  'CREATE INDEX IF NOT EXISTS saved_items_list ON saved_items (list_id)',
  'CREATE TABLE IF NOT EXISTS stock_notifications (email TEXT NOT NULL, sku TEXT NOT NULL, locale TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (email, sku))',
  'CREATE TABLE IF NOT EXISTS newsletter_subscriptions (email TEXT PRIMARY KEY, id TEXT NOT NULL, campaign_name TEXT NOT NULL, acquisition_type TEXT, locale TEXT NOT NULL, created_at TEXT NOT NULL)',
  'CREATE TABLE IF NOT EXISTS event_registrations (id TEXT PRIMARY KEY, event_id TEXT NOT NULL, email TEXT NOT NULL, attending_days TEXT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL, gender TEXT, phone_number TEXT, plus_one TEXT, registered_at TEXT NOT NULL, created_at TEXT NOT NULL, UNIQUE (event_id, email))',
]

const SEEDED_TABLES = [
  'categories',
  'products',
  'prices',
  'variants',
  'stores',
  'reviews',
  'questions',
  'answers',
]

/** D1 binds at most 100 parameters a statement, so rows go in chunks that stay under it. */
function insertRows(
  db: D1Database,
  table: string,
  columns: readonly string[],
  rows: readonly unknown[][],
): D1PreparedStatement[] {
  const perStatement = Math.max(1, Math.floor(100 / columns.length))
  const statements: D1PreparedStatement[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    const placeholders = chunk.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ')
    statements.push(
      db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`).bind(...chunk.flat()),
    )
  }
  return statements
}

/** Columns added after a table first shipped; adding one that exists already is refused and ignored. */
const ADDED_COLUMNS = [
  ['cart_items', 'store_id TEXT'],
  ['cart_items', 'recipe_id TEXT'],
  ['prices', 'high_original REAL'],
  ['prices', 'high_current REAL'],
  ['variants', 'premium INTEGER NOT NULL DEFAULT 0'],
] as const

async function seed(db: D1Database): Promise<void> {
  await db.batch(SCHEMA.map((sql) => db.prepare(sql)))
  for (const [table, column] of ADDED_COLUMNS) {
    await db
      .prepare(`ALTER TABLE ${table} ADD COLUMN ${column}`)
      .run()
      .catch(() => undefined)
  }
  const row = await db.prepare("SELECT value FROM meta WHERE key = 'seed_version'").first<{ value: string }>()
  if (row?.value === String(SEED_VERSION)) return

  const products = generateCatalogue()
  // Ratings and review counts follow the reviews that are actually stored.
  const community = products.map((product) => {
    const generated = generateCommunity(product.styleCode, product.rating, product.reviewCount === 0)
    const total = generated.reviews.reduce((sum, review) => sum + review.rating, 0)
    product.reviewCount = generated.reviews.length
    product.rating =
      generated.reviews.length > 0 ? Math.round((total / generated.reviews.length) * 10) / 10 : 0
    return generated
  })
  const reviews = community.flatMap((entry) => entry.reviews)
  const questions = community.flatMap((entry) => entry.questions)
  const statements: D1PreparedStatement[] = SEEDED_TABLES.map((table) => db.prepare(`DELETE FROM ${table}`))
  statements.push(
    ...insertRows(
      db,
      'categories',
      ['id', 'parent_id', 'depth', 'position', 'names', 'kind'],
      flattenCategories().map((c) => [
        c.id,
        c.parentId,
        c.depth,
        c.position,
        JSON.stringify(c.name),
        c.category.kind,
      ]),
    ),
    ...insertRows(
      db,
      'products',
      [
        'style_code',
        'name',
        'description',
        'brand',
        'gender',
        'activity',
        'kind',
        'category_id',
        'colours',
        'sizes',
        'rating',
        'review_count',
        'released_at',
        'max_qty',
      ],
      products.map((p) => [
        p.styleCode,
        p.name,
        p.description,
        p.brand,
        p.gender,
        p.activity,
        p.kind,
        p.categoryId,
        JSON.stringify(p.colours),
        JSON.stringify(p.sizes),
        p.rating,
        p.reviewCount,
        p.releasedAt,
        p.maxQty,
      ]),
    ),
    ...insertRows(
      db,
      'prices',
      ['style_code', 'currency', 'original', 'current', 'high_original', 'high_current'],
      products.flatMap((p) =>
        p.prices.map((price) => [
          p.styleCode,
          price.currency,
          price.original,
          price.current,
          price.highOriginal,
          price.highCurrent,
        ]),
      ),
    ),
    ...insertRows(
      db,
      'variants',
      ['sku', 'style_code', 'colour_code', 'size', 'upc', 'online_stock', 'premium'],
      products.flatMap((p) =>
        p.variants.map((v) => [
          v.sku,
          p.styleCode,
          v.colourCode,
          v.size,
          v.upc,
          v.onlineStock,
          v.premium ? 1 : 0,
        ]),
      ),
    ),
    ...insertRows(
      db,
      'stores',
      ['id', 'name', 'country', 'city', 'address', 'postal_code', 'latitude', 'longitude', 'phone'],
      STORES.map((s) => [
        s.id,
        s.name,
        s.country,
        s.city,
        s.address,
        s.postalCode,
        s.latitude,
        s.longitude,
        s.phone,
      ]),
    ),
    ...insertRows(
      db,
      'reviews',
      [
        'id',
        'style_code',
        'rating',
        'title',
        'body',
        'language',
        'author',
        'created_at',
        'helpful',
        'unhelpful',
        'template',
      ],
      reviews.map((r) => {
        const template = REVIEW_TEMPLATES[r.template]
        return [
          r.id,
          r.styleCode,
          r.rating,
          template?.title[r.language] ?? '',
          template?.body[r.language] ?? '',
          r.language,
          r.author,
          r.createdAt,
          r.helpful,
          r.unhelpful,
          r.template,
        ]
      }),
    ),
    ...insertRows(
      db,
      'questions',
      ['id', 'style_code', 'text', 'language', 'author', 'created_at'],
      questions.map((q) => [
        q.id,
        q.styleCode,
        QUESTION_TEMPLATES[q.template]?.question.en ?? '',
        'en',
        q.author,
        q.createdAt,
      ]),
    ),
    ...insertRows(
      db,
      'answers',
      ['id', 'question_id', 'text', 'author', 'created_at', 'helpful'],
      questions.flatMap((q) =>
        q.answers.map((a) => [
          a.id,
          q.id,
          QUESTION_TEMPLATES[q.template]?.answers[a.template]?.en ?? '',
          a.author,
          a.createdAt,
          a.helpful,
        ]),
      ),
    ),
    db
      .prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('seed_version', ?)")
      .bind(String(SEED_VERSION)),
  )
  await db.batch(statements)
}

const seeding = new WeakMap<D1Database, Promise<void>>()

/** Creates the schema and loads the seed once per database and isolate; concurrent callers share the work. */
export function ensureSeeded(db: D1Database): Promise<void> {
  let pending = seeding.get(db)
  if (!pending) {
    pending = seed(db).catch((error: unknown) => {
      seeding.delete(db)
      throw error
    })
    seeding.set(db, pending)
  }
  return pending
}
