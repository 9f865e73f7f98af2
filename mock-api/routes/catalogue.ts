/**
 * The catalogue service: the category tree, product search over the seeded database and product details.
 * Prices come in the currency asked for; images are the mock API's generated SVGs.
 */
import { Hono } from 'hono'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'
import { autoSuggest, PRICE_COLUMNS, type ProductRow, productSearch, productSummary } from './search'

interface CategoryRow {
  id: string
  parent_id: string | null
  depth: number
  position: number
  names: string
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

catalogueRoutes.get('/v2/search/productSearch', productSearch)
catalogueRoutes.get('/v2/search/autoSuggest', autoSuggest)

catalogueRoutes.get('/v2/products/:productId/details', async (c) => {
  const currency = c.req.query('currency') ?? 'USD'
  const styleCode = c.req.param('productId').slice(0, 8)
  const row = await c.env.DB.prepare(
    `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ? WHERE p.style_code = ?`,
  )
    .bind(currency, styleCode)
    .first<ProductRow>()
  if (!row) return apiError(c, 404, 'PLP400', `Product '${c.req.param('productId')}' not found`)
  const { results: variants } = await c.env.DB.prepare(
    'SELECT sku, colour_code, size, upc, online_stock, premium FROM variants WHERE style_code = ? ORDER BY rowid',
  )
    .bind(styleCode)
    .all<{
      sku: string
      colour_code: string
      size: string
      upc: string
      online_stock: number
      premium: number
    }>()
  return c.json({
    ...productSummary(row, currency),
    description: row.description,
    gender: row.gender,
    productType: row.kind,
    activity: row.activity,
    sizes: JSON.parse(row.sizes) as string[],
    maxQty: row.max_qty,
    variants: variants.map((v) => ({
      sku: v.sku,
      colourCode: v.colour_code,
      size: v.size,
      upc: v.upc,
      stock: v.online_stock,
      price:
        v.premium && row.high_current !== null
          ? { original: row.high_original ?? row.high_current, current: row.high_current }
          : { original: row.original, current: row.current },
    })),
  })
})
