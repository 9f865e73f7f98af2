/**
 * Favorites (the wishlist) with real state: a list per shopper, items by style and colour, removal, and
 * read-only sharing by token.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { PRICE_COLUMNS, type ProductRow, productSummary } from './search'

export const wishlistRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/wishlists/v2/favorites')

const MAX_ITEMS = 100
const FAVORITE_ID = /^F[A-Z0-9]{12}$/
const ITEM_ID = /^[A-Z]{2}[A-Z0-9]{6,9}\d{3}$/

async function readList(db: D1Database, favoriteId: string, currency: string, start: number, count: number) {
  const list = await db
    .prepare('SELECT id, share_token FROM favorites WHERE id = ?')
    .bind(favoriteId)
    .first<{ id: string; share_token: string | null }>()
  if (!list) return null
  const [total, page] = await db.batch<Record<string, unknown>>([
    db.prepare('SELECT COUNT(*) AS total FROM favorite_items WHERE favorite_id = ?').bind(favoriteId),
    db
      .prepare(
        `SELECT fi.id AS item_id, fi.colour_code, p.*, ${PRICE_COLUMNS} FROM favorite_items fi
         JOIN products p ON p.style_code = fi.style_code JOIN prices pr ON pr.style_code = fi.style_code AND pr.currency = ?
         WHERE fi.favorite_id = ? ORDER BY fi.created_at DESC LIMIT ? OFFSET ?`,
      )
      .bind(currency, favoriteId, count, start),
  ])
  return {
    favoriteId,
    shared: list.share_token !== null,
    total: Number((total?.results[0] as { total?: number } | undefined)?.total ?? 0),
    items: (
      (page?.results ?? []) as unknown as (ProductRow & { item_id: string; colour_code: string })[]
    ).map((row) => ({
      id: row.item_id,
      itemId: `${row.style_code}${row.colour_code}`,
      colourCode: row.colour_code,
      product: productSummary(row, currency),
    })),
  }
}

export const paging = (c: { req: { query: (name: string) => string | undefined } }) => ({
  currency: c.req.query('currency') ?? 'USD',
  start: Math.max(0, Number(c.req.query('start') ?? '0') || 0),
  count: Math.min(50, Math.max(1, Number(c.req.query('count') ?? '24') || 24)),
})

wishlistRoutes.get('/', async (c) => {
  const favoriteId = c.req.query('favoriteId') ?? ''
  if (!FAVORITE_ID.test(favoriteId)) return apiError(c, 404, 'PLP400', 'List not found')
  const { currency, start, count } = paging(c)
  const list = await readList(c.env.DB, favoriteId, currency, start, count)
  return list ? c.json(list) : apiError(c, 404, 'PLP400', 'List not found')
})

const AddSchema = z.object({
  id: z.string().regex(ITEM_ID),
  qty: z.number().int().min(1).max(1).default(1),
  itemType: z.literal('product').default('product'),
  favoriteId: z.string().regex(FAVORITE_ID).optional(),
})

wishlistRoutes.post('/', async (c) => {
  const parsed = AddSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid favorite')
  const styleCode = parsed.data.id.slice(0, -3)
  const colourCode = parsed.data.id.slice(-3)
  const product = await c.env.DB.prepare(
    "SELECT 1 FROM products p, json_each(p.colours) j WHERE p.style_code = ? AND json_extract(j.value, '$.code') = ?",
  )
    .bind(styleCode, colourCode)
    .first()
  if (!product) return apiError(c, 404, 'PLP400', 'Product not found')
  let favoriteId = parsed.data.favoriteId
  const exists = favoriteId
    ? await c.env.DB.prepare('SELECT 1 FROM favorites WHERE id = ?').bind(favoriteId).first()
    : null
  const now = new Date().toISOString()
  if (!exists) {
    favoriteId = `F${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
    await c.env.DB.prepare('INSERT INTO favorites (id, created_at) VALUES (?, ?)').bind(favoriteId, now).run()
  }
  const id = favoriteId as string
  const count = await c.env.DB.prepare('SELECT COUNT(*) AS total FROM favorite_items WHERE favorite_id = ?')
    .bind(id)
    .first<{ total: number }>()
  if ((count?.total ?? 0) >= MAX_ITEMS)
    return apiError(c, 409, 'FAV409', `A list holds at most ${MAX_ITEMS} items`)
  await c.env.DB.prepare(
    'INSERT OR IGNORE INTO favorite_items (id, favorite_id, style_code, colour_code, created_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(`${id}-${parsed.data.id}`, id, styleCode, colourCode, now)
    .run()
  return c.json(await readList(c.env.DB, id, c.req.query('currency') ?? 'USD', 0, 24))
})

wishlistRoutes.delete('/:favoriteId/items/:itemId', async (c) => {
  const { favoriteId, itemId } = c.req.param()
  if (!FAVORITE_ID.test(favoriteId)) return apiError(c, 404, 'PLP400', 'List not found')
  await c.env.DB.prepare('DELETE FROM favorite_items WHERE favorite_id = ? AND id = ?')
    .bind(favoriteId, itemId)
    .run()
  const list = await readList(c.env.DB, favoriteId, c.req.query('currency') ?? 'USD', 0, 24)
  return list ? c.json(list) : apiError(c, 404, 'PLP400', 'List not found')
})

wishlistRoutes.post('/:favoriteId/share', async (c) => {
  const favoriteId = c.req.param('favoriteId')
  const list = await c.env.DB.prepare('SELECT share_token FROM favorites WHERE id = ?')
    .bind(favoriteId)
    .first<{ share_token: string | null }>()
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const token = list.share_token ?? crypto.randomUUID().replace(/-/g, '')
  if (!list.share_token)
    await c.env.DB.prepare('UPDATE favorites SET share_token = ? WHERE id = ?').bind(token, favoriteId).run()
  return c.json({ shareToken: token })
})

wishlistRoutes.get('/shared/:token', async (c) => {
  const token = c.req.param('token')
  if (!/^[a-f0-9]{32}$/.test(token)) return apiError(c, 404, 'PLP400', 'List not found')
  const list = await c.env.DB.prepare('SELECT id FROM favorites WHERE share_token = ?')
    .bind(token)
    .first<{ id: string }>()
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const { currency, start, count } = paging(c)
  const read = await readList(c.env.DB, list.id, currency, start, count)
  return read ? c.json({ ...read, favoriteId: null }) : apiError(c, 404, 'PLP400', 'List not found')
})
