/**
 * Loading the seed. The schema comes from the migrations in `mock-api/migrations/` (applied by
 * `scripts/prepare-dev.ts` for `wrangler dev`, and by the test setup in workerd); on the first request after start
 * (or after the seed version changes) the generated catalogue is loaded into it, and later requests find it in
 * place. Carts and stock adjustments are ordinary rows, so the demo shop keeps its state across restarts.
 */

import { seedDemoAccounts } from '../consumers/demo-accounts'
import { seedDemoAssociates } from '../consumers/demo-associates'
import { seedDemoOrders } from '../orders/demo-orders'
import { generateCatalogue, SEED_VERSION, STORES } from './catalogue'
import { flattenCategories } from './categories'
import { generateCommunity, QUESTION_TEMPLATES, REVIEW_TEMPLATES } from './reviews'

/** The database has no tables: its migrations were never applied. */
export class MissingSchemaError extends Error {
  override name = 'MissingSchemaError'
  constructor(options: { cause: unknown }) {
    super(
      "The mock API's database has no tables. Apply its migrations: `node scripts/prepare-dev.ts` (npm start does), or `wrangler d1 migrations apply mock-api --local -c mock-api/wrangler.toml --persist-to .wrangler/state`.",
      options,
    )
  }
}

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

async function seed(db: D1Database): Promise<void> {
  const row = await db
    .prepare("SELECT value FROM meta WHERE key = 'seed_version'")
    .first<{ value: string }>()
    .catch((error: unknown) => {
      if (/no such table/i.test(String(error))) throw new MissingSchemaError({ cause: error })
      throw error
    })
  if (row?.value === String(SEED_VERSION)) return

  const products = generateCatalogue()
  // Ratings and review counts follow the reviews that are actually stored; a digital product has none.
  const community = products.map((product) => {
    if (product.digital) return { reviews: [], questions: [] }
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
        'digital',
        'brands',
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
        p.digital ? 1 : 0,
        p.brands.join(' '),
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
      ['sku', 'style_code', 'colour_code', 'size', 'upc', 'online_stock', 'premium', 'price'],
      products.flatMap((p) =>
        p.variants.map((v) => [
          v.sku,
          p.styleCode,
          v.colourCode,
          v.size,
          v.upc,
          v.onlineStock,
          v.premium ? 1 : 0,
          v.price,
        ]),
      ),
    ),
    ...insertRows(
      db,
      'stores',
      [
        'id',
        'name',
        'country',
        'city',
        'address',
        'postal_code',
        'latitude',
        'longitude',
        'phone',
        'time_zone',
        'opening_hours',
        'brand',
        'province',
      ],
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
        s.timeZone,
        JSON.stringify(s.hours),
        s.brand,
        s.province ?? null,
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
        'location',
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
          r.location,
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
        QUESTION_TEMPLATES[q.template]?.question[q.language] ?? '',
        q.language,
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
          QUESTION_TEMPLATES[q.template]?.answers[a.template]?.[q.language] ?? '',
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

/**
 * Loads the seed, and adds the demo accounts and the demo shopper's orders that are missing, once per database and
 * isolate; concurrent callers share the work.
 */
export function ensureSeeded(db: D1Database): Promise<void> {
  let pending = seeding.get(db)
  if (!pending) {
    pending = seed(db)
      .then(() => seedDemoAccounts(db))
      .then(() => seedDemoAssociates(db))
      .then(() => seedDemoOrders(db))
      .catch((error: unknown) => {
        seeding.delete(db)
        throw error
      })
    seeding.set(db, pending)
  }
  return pending
}
