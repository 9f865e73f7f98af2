/**
 * The internal front-end service (`/fapi`): size charts per product type, the server time, and back-in-stock
 * sign-ups and recommendations on the product API.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { PRICE_COLUMNS, type ProductRow, productSummary } from './search'

export const frontendRoutes = new Hono<{ Bindings: MockEnv }>()

type Chart = { columns: string[]; rows: string[][] }

const SIZE_CHARTS: Readonly<Record<string, Chart>> = {
  apparel: {
    columns: ['size', 'chest', 'waist', 'hips'],
    rows: [
      ['XS', '84–88', '70–74', '86–90'],
      ['S', '88–94', '74–80', '90–96'],
      ['M', '94–100', '80–86', '96–102'],
      ['L', '100–106', '86–92', '102–108'],
      ['XL', '106–112', '92–98', '108–114'],
      ['XXL', '112–120', '98–106', '114–122'],
    ],
  },
  'kids-apparel': {
    columns: ['size', 'height', 'chest'],
    rows: [
      ['4', '99–106', '55–57'],
      ['6', '107–118', '58–61'],
      ['8', '119–130', '62–66'],
      ['10', '131–142', '67–71'],
      ['12', '143–154', '72–77'],
      ['14', '155–164', '78–83'],
    ],
  },
  shoes: {
    columns: ['size', 'uk', 'eu', 'footLength'],
    rows: [
      ['6', '5.5', '38.5', '24.1'],
      ['7', '6.5', '40', '25'],
      ['8', '7.5', '41', '25.8'],
      ['9', '8.5', '42.5', '26.7'],
      ['10', '9.5', '44', '27.5'],
      ['11', '10.5', '45', '28.4'],
      ['12', '11.5', '46', '29.2'],
      ['13', '12.5', '47.5', '30.1'],
    ],
  },
  'kids-shoes': {
    columns: ['size', 'uk', 'eu', 'footLength'],
    rows: [
      ['11K', '10.5', '28.5', '17.1'],
      ['12K', '11.5', '30', '17.9'],
      ['13K', '12.5', '31', '18.8'],
      ['1', '13.5', '32', '19.6'],
      ['2', '1.5', '33.5', '20.5'],
      ['3', '2.5', '34.5', '21.3'],
      ['4', '3.5', '36', '22.2'],
    ],
  },
  accessory: {
    columns: ['size', 'head', 'hand'],
    rows: [
      ['S/M', '54–57', '17–20'],
      ['L/XL', '58–61', '20–23'],
    ],
  },
}

frontendRoutes.get('/fapi/components/size-chart/:productType', (c) => {
  const chart = SIZE_CHARTS[c.req.param('productType')]
  if (!chart) return apiError(c, 404, 'API404', 'No size chart for this product type')
  return c.json({ productType: c.req.param('productType'), unit: 'cm', ...chart })
})

frontendRoutes.get('/fapi/server/time', (c) => c.json({ timestamp: Date.now() }))

const NotificationSchema = z.object({
  email: z.email().max(100),
  sku: z.string().regex(/^[A-Z0-9]{8,24}$/),
  locale: z.string().regex(/^[a-z]{2}-[a-z0-9]{2,3}$/),
})

frontendRoutes.put('/api/products/v1/notifications', async (c) => {
  const parsed = NotificationSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'AUT453', 'Invalid email format')
  const variant = await c.env.DB.prepare('SELECT online_stock FROM variants WHERE sku = ?')
    .bind(parsed.data.sku)
    .first<{ online_stock: number }>()
  if (!variant) return apiError(c, 404, 'ORD404', 'Item not available')
  if (variant.online_stock > 0) return apiError(c, 409, 'NTF409', 'This item is in stock')
  await c.env.DB.prepare(
    'INSERT OR IGNORE INTO stock_notifications (email, sku, locale, created_at) VALUES (?, ?, ?, ?)',
  )
    .bind(parsed.data.email.toLowerCase(), parsed.data.sku, parsed.data.locale, new Date().toISOString())
    .run()
  return c.json({ subscribed: true })
})

/** Products the shopper may also like: the same leaf category first, then the same department, best rated first. */
frontendRoutes.get('/api/products/v1/widgetRecommendations', async (c) => {
  const productId = (c.req.query('productId') ?? '').slice(0, 11)
  const currency = c.req.query('currency') ?? 'USD'
  const limit = Math.min(12, Math.max(1, Number(c.req.query('limit') ?? '8') || 8))
  const widget = c.req.query('widget') ?? 'pdp-similar'
  // Without a product (home and content pages) the widget recommends the shop's best-loved products.
  if (!productId) {
    const { results } = await c.env.DB.prepare(
      `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
       ORDER BY p.rating * p.review_count DESC, p.style_code LIMIT ?`,
    )
      .bind(currency, limit)
      .all<ProductRow>()
    return c.json({
      widget,
      items: results.map((row) => ({
        ...productSummary(row, currency),
        recommendationId: `rec-${row.style_code}`,
      })),
    })
  }
  const product = await c.env.DB.prepare(
    'SELECT p.category_id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.style_code = ?',
  )
    .bind(productId)
    .first<{ category_id: string; parent_id: string | null }>()
  if (!product) return apiError(c, 404, 'PLP400', 'Product not found')
  const { results } = await c.env.DB.prepare(
    `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
     JOIN categories c ON c.id = p.category_id
     WHERE p.style_code != ? AND (p.category_id = ? OR c.parent_id = ?)
     ORDER BY (p.category_id = ?) DESC, p.rating * p.review_count DESC LIMIT ?`,
  )
    .bind(
      currency,
      productId,
      product.category_id,
      product.parent_id ?? product.category_id,
      product.category_id,
      limit,
    )
    .all<ProductRow>()
  return c.json({
    widget,
    items: results.map((row) => ({
      ...productSummary(row, currency),
      recommendationId: `rec-${row.style_code}`,
    })),
  })
})

frontendRoutes.get('/fapi/components/foot-sizes', (c) =>
  c.json({
    unit: 'cm',
    columns: ['footLength', 'us', 'uk', 'eu'],
    rows: [
      ['24.1', '6', '5.5', '38.5'],
      ['25', '7', '6.5', '40'],
      ['25.8', '8', '7.5', '41'],
      ['26.7', '9', '8.5', '42.5'],
      ['27.5', '10', '9.5', '44'],
      ['28.4', '11', '10.5', '45'],
      ['29.2', '12', '11.5', '46'],
      ['30.1', '13', '12.5', '47.5'],
    ],
  }),
)

interface SetRow {
  style_code: string
  name: string
  gender: string
  kind: string
}

/** Sets are the outfits a collection name makes: the same first word, the same gender, apparel and footwear. */
async function setMembers(db: D1Database, styleCode: string) {
  const product = await db
    .prepare('SELECT style_code, name, gender, kind FROM products WHERE style_code = ?')
    .bind(styleCode)
    .first<SetRow>()
  if (!product || !['apparel', 'shoes'].includes(product.kind) || product.gender === 'unisex') return null
  const collection = product.name.split(' ')[0] ?? ''
  const { results } = await db
    .prepare(
      "SELECT style_code, name, gender, kind FROM products WHERE gender = ? AND kind IN ('apparel', 'shoes') AND name LIKE ? ORDER BY style_code LIMIT 4",
    )
    .bind(product.gender, `${collection} %`)
    .all<SetRow>()
  if (results.length < 2) return null
  return {
    id: `SET-${collection.toUpperCase()}-${product.gender.toUpperCase()}`,
    name: `${collection} ${product.gender === 'men' ? 'Men' : 'Women'}`,
    styleCodes: results.map((row) => row.style_code),
  }
}

frontendRoutes.get('/api/products/v2/products/:productId/productSets', async (c) => {
  const set = await setMembers(c.env.DB, c.req.param('productId').slice(0, 11))
  return c.json({ productSets: set ? [{ id: set.id, name: set.name }] : [] })
})

frontendRoutes.get('/api/products/v2/products/:productSetId/productSet', async (c) => {
  const match = /^SET-([A-Z]+)-(MEN|WOMEN)$/.exec(c.req.param('productSetId'))
  if (!match) return apiError(c, 404, 'PLP400', 'Product set not found')
  const currency = c.req.query('currency') ?? 'USD'
  const [, collection, gender] = match as unknown as [string, string, string]
  const name = `${collection.charAt(0)}${collection.slice(1).toLowerCase()}`
  const { results } = await c.env.DB.prepare(
    `SELECT p.*, ${PRICE_COLUMNS} FROM products p JOIN prices pr ON pr.style_code = p.style_code AND pr.currency = ?
     WHERE p.gender = ? AND p.kind IN ('apparel', 'shoes') AND p.name LIKE ? ORDER BY p.style_code LIMIT 4`,
  )
    .bind(currency, gender.toLowerCase(), `${name} %`)
    .all<ProductRow>()
  if (results.length < 2) return apiError(c, 404, 'PLP400', 'Product set not found')
  return c.json({
    id: c.req.param('productSetId'),
    name: `${name} ${gender === 'MEN' ? 'Men' : 'Women'}`,
    items: results.map((row) => productSummary(row, currency)),
  })
})
