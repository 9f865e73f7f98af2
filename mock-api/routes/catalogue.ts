/**
 * The catalogue service: the category tree, product search over the seeded database and product details.
 * Prices come in the currency asked for; images are the mock API's generated SVGs.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR']
const MAX_COUNT = 96

interface ProductRow {
  style_code: string
  name: string
  description: string
  brand: string
  gender: string
  activity: string
  category_id: string
  colours: string
  sizes: string
  rating: number
  review_count: number
  released_at: string
  max_qty: number | null
  original: number
  current: number
}

interface CategoryRow {
  id: string
  parent_id: string | null
  depth: number
  position: number
  names: string
}

const productSummary = (row: ProductRow, currency: string) => {
  const colours = JSON.parse(row.colours) as Array<{ code: string; name: string; hex: string }>
  return {
    styleCode: row.style_code,
    name: row.name,
    brand: row.brand,
    categoryId: row.category_id,
    colours: colours.map((colour) => ({
      code: colour.code,
      name: colour.name,
      hex: colour.hex,
      image: `/media/product/${row.style_code}/${colour.code}.svg`,
    })),
    price: { currency, original: row.original, current: row.current },
    rating: { score: row.rating, count: row.review_count },
    releasedAt: row.released_at,
  }
}

export const catalogueRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/products')

catalogueRoutes.get('/v2/catalog', async (c) => {
  const language = languageOf(c.req.query('locale'))
  const { results } = await c.env.DB.prepare(
    'SELECT id, parent_id, depth, position, names FROM categories ORDER BY depth, position',
  ).all<CategoryRow>()
  return c.json({
    categories: results.map((row) => {
      const names = JSON.parse(row.names) as Record<string, string>
      return {
        id: row.id,
        parentId: row.parent_id,
        depth: row.depth,
        position: row.position,
        name: names[language] ?? names.en,
        nameEn: names.en,
      }
    }),
  })
})

catalogueRoutes.get('/v2/search/productSearch', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  if (!CURRENCIES.includes(currency)) return apiError(c, 400, 'API400', `Unknown currency '${currency}'`)
  const start = Number(c.req.query('start') ?? '0')
  const count = Number(c.req.query('count') ?? '24')
  if (!Number.isInteger(start) || start < 0 || !Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    return apiError(c, 400, 'API400', `start must be 0 or more and count between 1 and ${MAX_COUNT}`)
  }
  const categoryId = c.req.query('categoryId')
  const query = (c.req.query('q') ?? '').trim().slice(0, 100)
  const where: string[] = ['pr.currency = ?1']
  const params: unknown[] = [currency]
  if (categoryId) {
    params.push(categoryId)
    where.push(
      `p.category_id IN (WITH RECURSIVE tree(id) AS (SELECT ?${params.length} UNION ALL SELECT c.id FROM categories c JOIN tree ON c.parent_id = tree.id) SELECT id FROM tree)`,
    )
  }
  if (query) {
    params.push(`%${query.replace(/[%_]/g, '')}%`)
    where.push(
      `(p.name LIKE ?${params.length} OR p.brand LIKE ?${params.length} OR p.description LIKE ?${params.length})`,
    )
  }
  const from = `FROM products p JOIN prices pr ON pr.style_code = p.style_code WHERE ${where.join(' AND ')}`
  const [total, page] = await c.env.DB.batch<ProductRow & { total: number }>([
    c.env.DB.prepare(`SELECT COUNT(*) AS total ${from}`).bind(...params),
    c.env.DB.prepare(
      `SELECT p.*, pr.original, pr.current ${from} ORDER BY p.review_count * p.rating DESC, p.style_code LIMIT ${count} OFFSET ${start}`,
    ).bind(...params),
  ])
  return c.json({
    total: total?.results[0]?.total ?? 0,
    start,
    count,
    products: (page?.results ?? []).map((row) => productSummary(row, currency)),
  })
})

catalogueRoutes.get('/v2/products/:productId/details', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  const styleCode = c.req.param('productId').slice(0, 8)
  const row = await c.env.DB.prepare(
    'SELECT p.*, pr.original, pr.current FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code = ?',
  )
    .bind(currency, styleCode)
    .first<ProductRow>()
  if (!row) return apiError(c, 404, 'PLP400', `Product '${c.req.param('productId')}' not found`)
  const { results: variants } = await c.env.DB.prepare(
    'SELECT sku, colour_code, size, upc, online_stock FROM variants WHERE style_code = ? ORDER BY rowid',
  )
    .bind(styleCode)
    .all<{ sku: string; colour_code: string; size: string; upc: string; online_stock: number }>()
  return c.json({
    ...productSummary(row, currency),
    description: row.description,
    gender: row.gender,
    activity: row.activity,
    sizes: JSON.parse(row.sizes) as string[],
    maxQty: row.max_qty,
    variants: variants.map((v) => ({
      sku: v.sku,
      colourCode: v.colour_code,
      size: v.size,
      upc: v.upc,
      stock: v.online_stock,
    })),
  })
})
