/**
 * The cart service, with real state in D1: create a cart, read it, add an item. The rest of the cart
 * contract grows with the cart and checkout work.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { baseStoreStock } from '../seed/catalogue'

const DEFAULT_MAX_QTY = 999999

const CreateCartSchema = z.object({ currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD') })
const AddItemSchema = z.object({
  cartId: z.string().min(1).max(64),
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
    const { currency } = c.req.valid('json')
    const id = crypto.randomUUID().replace(/-/g, '')
    const now = new Date().toISOString()
    await c.env.DB.prepare('INSERT INTO carts (id, currency, created_at, updated_at) VALUES (?, ?, ?, ?)')
      .bind(id, currency, now, now)
      .run()
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
    const { cartId, productId, qty, storeId, recipeId } = c.req.valid('json')
    const cart = await c.env.DB.prepare('SELECT id FROM carts WHERE id = ?').bind(cartId).first()
    if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
    const variant = await c.env.DB.prepare(
      'SELECT v.sku, v.style_code, v.online_stock, p.max_qty FROM variants v JOIN products p ON p.style_code = v.style_code WHERE v.sku = ?',
    )
      .bind(productId)
      .first<{ sku: string; style_code: string; online_stock: number; max_qty: number | null }>()
    if (!variant) return apiError(c, 404, 'ORD404', 'Item not available')
    const existing = await c.env.DB.prepare(
      'SELECT id, qty FROM cart_items WHERE cart_id = ? AND sku = ? AND store_id IS ? AND recipe_id IS ?',
    )
      .bind(cartId, productId, storeId ?? null, recipeId ?? null)
      .first<{ id: string; qty: number }>()
    const wanted = (existing?.qty ?? 0) + qty
    const maxQty = variant.max_qty ?? DEFAULT_MAX_QTY
    if (wanted > maxQty) return apiError(c, 400, 'INV408', `You can add up to ${maxQty} of this item`)
    if (storeId) {
      const store = await c.env.DB.prepare('SELECT id FROM stores WHERE id = ?').bind(storeId).first()
      if (!store) return apiError(c, 404, 'STR404', 'Store not found')
      const adjustment = await c.env.DB.prepare(
        'SELECT delta FROM store_stock_adjustments WHERE store_id = ? AND sku = ?',
      )
        .bind(storeId, productId)
        .first<{ delta: number }>()
      if (wanted > baseStoreStock(storeId, productId) + (adjustment?.delta ?? 0)) {
        return apiError(c, 409, 'INV700', 'Item out of stock in this store')
      }
    } else if (wanted > variant.online_stock) return apiError(c, 409, 'INV700', 'Item out of stock')
    const now = new Date().toISOString()
    await c.env.DB.batch([
      existing
        ? c.env.DB.prepare('UPDATE cart_items SET qty = ? WHERE id = ?').bind(wanted, existing.id)
        : c.env.DB.prepare(
            'INSERT INTO cart_items (id, cart_id, sku, style_code, qty, created_at, store_id, recipe_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          ).bind(
            crypto.randomUUID(),
            cartId,
            productId,
            variant.style_code,
            qty,
            now,
            storeId ?? null,
            recipeId ?? null,
          ),
      c.env.DB.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, cartId),
    ])
    return c.json(await readCart(c.env.DB, cartId))
  },
)
