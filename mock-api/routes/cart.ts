/**
 * The cart service, with real state in D1: create a cart (empty or with items), read it, add an item. The rest
 * of the cart contract grows with the cart and checkout work.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { baseStoreStock } from '../seed/catalogue'

const DEFAULT_MAX_QTY = 999999

const LineSchema = z.object({
  productId: z.string().min(8).max(24),
  qty: z.number().int().min(1).max(DEFAULT_MAX_QTY),
  /** A customised design of the product. */
  recipeId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  /** Pick up in this store instead of delivery. */
  storeId: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
})
const CreateCartSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  /** Create the cart with items: refused whole when one of them is. */
  items: z.array(LineSchema).max(20).default([]),
})
const AddItemSchema = LineSchema.extend({ cartId: z.string().min(1).max(64) })

interface CartItemRow {
  id: string
  sku: string
  style_code: string
  qty: number
  name: string
  current: number
  original: number
  colour_code: string
  size: string
  max_qty: number | null
  store_id: string | null
  recipe_id: string | null
}

export async function readCart(db: D1Database, basketId: string) {
  const cart = await db
    .prepare('SELECT id, currency FROM carts WHERE id = ?')
    .bind(basketId)
    .first<{ id: string; currency: string }>()
  if (!cart) return null
  const { results } = await db
    .prepare(
      `SELECT ci.id, ci.sku, ci.style_code, ci.qty, ci.store_id, ci.recipe_id, p.name, p.max_qty, v.colour_code, v.size,
       CASE WHEN v.premium = 1 AND pr.high_current IS NOT NULL THEN pr.high_current ELSE pr.current END AS current,
       CASE WHEN v.premium = 1 AND pr.high_original IS NOT NULL THEN pr.high_original ELSE pr.original END AS original
       FROM cart_items ci JOIN products p ON p.style_code = ci.style_code JOIN variants v ON v.sku = ci.sku
       JOIN prices pr ON pr.style_code = ci.style_code AND pr.currency = ? WHERE ci.cart_id = ? ORDER BY ci.created_at`,
    )
    .bind(cart.currency, basketId)
    .all<CartItemRow>()
  const items = results.map((row) => ({
    id: row.id,
    productId: row.sku,
    masterId: row.style_code,
    qty: row.qty,
    maxQty: row.max_qty ?? DEFAULT_MAX_QTY,
    name: row.name,
    price: {
      amount: row.current,
      original: row.original,
      rowTotal: Math.round(row.current * row.qty * 100) / 100,
    },
    variants: [
      { code: 'color', value: row.colour_code },
      { code: 'size', value: row.size },
    ],
    productImageURL: `/media/product/${row.style_code}/${row.colour_code}.svg`,
    recipeId: row.recipe_id ?? undefined,
    shippingOptions: row.store_id
      ? { selected: true, shippingMethod: { code: 'pickup' }, storeInfo: { id: row.store_id } }
      : { selected: true, shippingMethod: { code: 'standard' } },
  }))
  const itemTotal = Math.round(items.reduce((sum, item) => sum + item.price.rowTotal, 0) * 100) / 100
  return {
    basketId: cart.id,
    currency: cart.currency,
    items,
    totalItems: items.reduce((sum, item) => sum + item.qty, 0),
    totals: { total: itemTotal, itemTotal, totalDiscount: 0 },
  }
}

export const cartRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

cartRoutes.post(
  '/v1/cart',
  zValidator('json', CreateCartSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid cart payload')
  }),
  async (c) => {
    const { currency, items } = c.req.valid('json')
    const id = crypto.randomUUID().replace(/-/g, '')
    const now = new Date().toISOString()
    // A cart created with items is refused whole when any item is: no cart is made for a refused add.
    const lines: LineWrite[] = []
    for (const item of items) {
      const line = await prepareLine(c.env.DB, id, item, lines)
      if ('error' in line) return apiError(c, line.error.status, line.error.errorId, line.error.message)
      const same = lines.findIndex((earlier) => sameLine(earlier, line))
      if (same >= 0) lines[same] = line
      else lines.push(line)
    }
    await c.env.DB.batch([
      c.env.DB.prepare('INSERT INTO carts (id, currency, created_at, updated_at) VALUES (?, ?, ?, ?)').bind(
        id,
        currency,
        now,
        now,
      ),
      ...lines.map((line) => writeLine(c.env.DB, id, line, now)),
    ])
    return c.json(await readCart(c.env.DB, id), 201)
  },
)

cartRoutes.get('/v1/cart/:basketId', async (c) => {
  const cart = await readCart(c.env.DB, c.req.param('basketId'))
  if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
  return c.json(cart)
})

cartRoutes.post(
  '/v1/item',
  zValidator('json', AddItemSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid item payload')
  }),
  async (c) => {
    const { cartId, ...item } = c.req.valid('json')
    const cart = await c.env.DB.prepare('SELECT id FROM carts WHERE id = ?').bind(cartId).first()
    if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
    const line = await prepareLine(c.env.DB, cartId, item, [])
    if ('error' in line) return apiError(c, line.error.status, line.error.errorId, line.error.message)
    const now = new Date().toISOString()
    await c.env.DB.batch([
      writeLine(c.env.DB, cartId, line, now),
      c.env.DB.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId),
    ])
    return c.json(await readCart(c.env.DB, cartId))
  },
)

interface LineWrite {
  existingId: string | null
  sku: string
  styleCode: string
  qty: number
  storeId: string | null
  recipeId: string | null
}

type LineRefusal = { error: { status: 400 | 404 | 409; errorId: string; message: string } }

/** Checks one line against the product, its maximum and its stock (online or in the store); the row to write. */
async function prepareLine(
  db: D1Database,
  cartId: string,
  item: z.infer<typeof LineSchema>,
  earlier: readonly LineWrite[],
): Promise<LineWrite | LineRefusal> {
  const { productId, qty, storeId, recipeId } = item
  const variant = await db
    .prepare(
      'SELECT v.sku, v.style_code, v.online_stock, p.max_qty FROM variants v JOIN products p ON p.style_code = v.style_code WHERE v.sku = ?',
    )
    .bind(productId)
    .first<{ sku: string; style_code: string; online_stock: number; max_qty: number | null }>()
  if (!variant) return { error: { status: 404, errorId: 'ORD404', message: 'Item not available' } }
  const existing = await db
    .prepare(
      'SELECT id, qty FROM cart_items WHERE cart_id = ? AND sku = ? AND store_id IS ? AND recipe_id IS ?',
    )
    .bind(cartId, productId, storeId ?? null, recipeId ?? null)
    .first<{ id: string; qty: number }>()
  const key = { sku: productId, storeId: storeId ?? null, recipeId: recipeId ?? null }
  const before = earlier.find((line) => sameLine(line, key))?.qty ?? existing?.qty ?? 0
  const wanted = before + qty
  const maxQty = variant.max_qty ?? DEFAULT_MAX_QTY
  if (wanted > maxQty)
    return { error: { status: 400, errorId: 'INV408', message: `You can add up to ${maxQty} of this item` } }
  if (storeId) {
    const store = await db.prepare('SELECT id FROM stores WHERE id = ?').bind(storeId).first()
    if (!store) return { error: { status: 404, errorId: 'STR404', message: 'Store not found' } }
    const adjustment = await db
      .prepare('SELECT delta FROM store_stock_adjustments WHERE store_id = ? AND sku = ?')
      .bind(storeId, productId)
      .first<{ delta: number }>()
    if (wanted > baseStoreStock(storeId, productId) + (adjustment?.delta ?? 0))
      return { error: { status: 409, errorId: 'INV700', message: 'Item out of stock in this store' } }
  } else if (wanted > variant.online_stock)
    return { error: { status: 409, errorId: 'INV700', message: 'Item out of stock' } }
  return {
    existingId: existing?.id ?? null,
    sku: productId,
    styleCode: variant.style_code,
    qty: wanted,
    storeId: storeId ?? null,
    recipeId: recipeId ?? null,
  }
}

const sameLine = (
  a: Pick<LineWrite, 'sku' | 'storeId' | 'recipeId'>,
  b: Pick<LineWrite, 'sku' | 'storeId' | 'recipeId'>,
) => a.sku === b.sku && a.storeId === b.storeId && a.recipeId === b.recipeId

function writeLine(db: D1Database, cartId: string, line: LineWrite, now: string): D1PreparedStatement {
  if (line.existingId)
    return db.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(line.qty, line.existingId)
  return db
    .prepare(
      'INSERT INTO cart_items (id, cart_id, sku, style_code, qty, created_at, store_id, recipe_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(crypto.randomUUID(), cartId, line.sku, line.styleCode, line.qty, now, line.storeId, line.recipeId)
}
