/**
 * Saved for later, with real state: a list per shopper (PUT creates it), moving a cart line into it (the line
 * leaves the cart in the same batch), removing an item, and the paged read the wishlist service answers.
 * Items are variants; `available` says whether the variant can still be bought online.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { readCart } from './cart'
import { paging } from './wishlists'

export const saveForLaterRoutes = new Hono<{ Bindings: MockEnv }>()

const LIST_ID = /^S[A-Z0-9]{12}$/
const MAX_ITEMS = 50

interface SavedRow {
  id: string
  sku: string
  qty: number
  style_code: string
  name: string
  colour_code: string
  size: string
  online_stock: number
}

async function readSavedList(db: D1Database, listId: string, start: number, count: number) {
  const list = await db.prepare('SELECT id FROM saved_lists WHERE id = ?').bind(listId).first()
  if (!list) return null
  const [total, page] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT COUNT(*) AS total FROM saved_items WHERE list_id = ?').bind(listId),
    db
      .prepare(
        `SELECT si.id, si.sku, si.qty, v.style_code, v.colour_code, v.size, v.online_stock, p.name
         FROM saved_items si JOIN variants v ON v.sku = si.sku JOIN products p ON p.style_code = v.style_code
         WHERE si.list_id = ? ORDER BY si.created_at DESC, si.id LIMIT ? OFFSET ?`,
      )
      .bind(listId, count, start),
  ])
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return {
    saveForLaterId: listId,
    total: Number((total?.results[0] as { total?: number } | undefined)?.total ?? 0),
    items: ((page?.results ?? []) as unknown as SavedRow[]).map((row) => ({
      itemId: row.id,
      productId: row.sku,
      qty: row.qty,
      pageUrl: `/p/${slug(row.name)}-${row.style_code}?colour=${row.colour_code}&size=${encodeURIComponent(row.size)}`,
      available: row.online_stock >= row.qty,
    })),
  }
}

saveForLaterRoutes.get('/api/wishlists/v2/saveForLater', async (c) => {
  const listId = c.req.query('saveForLaterId') ?? ''
  if (!LIST_ID.test(listId)) return apiError(c, 404, 'SFL404', 'List not found')
  const { start, count } = paging(c)
  const list = await readSavedList(c.env.DB, listId, start, count)
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})

saveForLaterRoutes.put('/api/cart/v2/saveForLater', async (c) => {
  const listId = `S${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  await c.env.DB.prepare('INSERT INTO saved_lists (id, created_at) VALUES (?, ?)')
    .bind(listId, new Date().toISOString())
    .run()
  return c.json({ saveForLaterId: listId, total: 0, items: [] }, 201)
})

const SaveSchema = z.object({ itemId: z.string().min(1).max(64), saveForLaterId: z.string().regex(LIST_ID) })

saveForLaterRoutes.post('/api/cart/v2/cart/:basketId/saveForLater', async (c) => {
  const parsed = SaveSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid save-for-later payload')
  const { itemId, saveForLaterId } = parsed.data
  const basketId = c.req.param('basketId')
  const db = c.env.DB
  const line = await db
    .prepare('SELECT id, sku, qty FROM cart_items WHERE id = ? AND cart_id = ?')
    .bind(itemId, basketId)
    .first<{ id: string; sku: string; qty: number }>()
  if (!line) return apiError(c, 404, 'ORD404', 'Item not in this cart')
  if (!(await db.prepare('SELECT 1 FROM saved_lists WHERE id = ?').bind(saveForLaterId).first()))
    return apiError(c, 404, 'SFL404', 'List not found')
  const existing = await db
    .prepare('SELECT id, qty FROM saved_items WHERE list_id = ? AND sku = ?')
    .bind(saveForLaterId, line.sku)
    .first<{ id: string; qty: number }>()
  if (!existing) {
    const size = await db
      .prepare('SELECT COUNT(*) AS total FROM saved_items WHERE list_id = ?')
      .bind(saveForLaterId)
      .first<{ total: number }>()
    if ((size?.total ?? 0) >= MAX_ITEMS)
      return apiError(c, 409, 'SFL409', `A list holds at most ${MAX_ITEMS} items`)
  }
  const now = new Date().toISOString()
  await db.batch([
    existing
      ? db
          .prepare('UPDATE saved_items SET qty = ?, created_at = ? WHERE id = ?')
          .bind(existing.qty + line.qty, now, existing.id)
      : db
          .prepare('INSERT INTO saved_items (id, list_id, sku, qty, created_at) VALUES (?, ?, ?, ?, ?)')
          .bind(crypto.randomUUID(), saveForLaterId, line.sku, line.qty, now),
    db.prepare('DELETE FROM cart_items WHERE id = ?').bind(line.id),
    db.prepare('UPDATE carts SET updated_at = ? WHERE id = ?').bind(now, basketId),
  ])
  return c.json({
    cart: await readCart(db, basketId),
    saveForLater: await readSavedList(db, saveForLaterId, 0, 24),
  })
})

saveForLaterRoutes.delete('/api/cart/v2/saveForLater/:listId/items/:itemId', async (c) => {
  const { listId, itemId } = c.req.param()
  if (!LIST_ID.test(listId)) return apiError(c, 404, 'SFL404', 'List not found')
  const removed = await c.env.DB.prepare('DELETE FROM saved_items WHERE list_id = ? AND id = ?')
    .bind(listId, itemId)
    .run()
  if (removed.meta.changes === 0) return apiError(c, 404, 'SFL404', 'Item not in this list')
  const list = await readSavedList(c.env.DB, listId, 0, 24)
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})
