/**
 * The wishlists contract (`worker/upstream/wishlists/`) with real state: favorites (a list per shopper, items by
 * style and colour, removal, read-only sharing by token) and the paged read of a saved-for-later list.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import {
  addFavoriteItem,
  countFavoriteItems,
  createFavoriteList,
  favoriteListExists,
  findFavoriteListByShareToken,
  getFavoriteList,
  listFavoriteItems,
  removeFavoriteItem,
  setShareToken,
} from '../db/favorites'
import { productHasColour, productSummary } from '../db/products'
import { readSavedList } from '../db/saved-lists'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

export const wishlistRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/wishlists/v2')

const MAX_ITEMS = 100
const FAVORITE_ID = /^F[A-Z0-9]{12}$/
const ITEM_ID = /^[A-Z]{2}[A-Z0-9]{6,9}\d{3}$/
const SAVED_LIST_ID = /^S[A-Z0-9]{12}$/

async function readList(db: D1Database, favoriteId: string, currency: string, start: number, count: number) {
  const list = await getFavoriteList(db, favoriteId)
  if (!list) return null
  const { total, items } = await listFavoriteItems(db, favoriteId, { currency, start, count })
  return {
    favoriteId,
    shared: list.share_token !== null,
    total,
    items: items.map((row) => ({
      id: row.item_id,
      itemId: `${row.style_code}${row.colour_code}`,
      colourCode: row.colour_code,
      product: productSummary(row, currency),
    })),
  }
}

const paging = (c: { req: { query: (name: string) => string | undefined } }) => ({
  currency: c.req.query('currency') ?? 'USD',
  start: Math.max(0, Number(c.req.query('start') ?? '0') || 0),
  count: Math.min(50, Math.max(1, Number(c.req.query('count') ?? '24') || 24)),
})

wishlistRoutes.get('/favorites', async (c) => {
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

wishlistRoutes.post('/favorites', async (c) => {
  const parsed = AddSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid favorite')
  const styleCode = parsed.data.id.slice(0, -3)
  const colourCode = parsed.data.id.slice(-3)
  if (!(await productHasColour(c.env.DB, styleCode, colourCode)))
    return apiError(c, 404, 'PLP400', 'Product not found')
  let favoriteId = parsed.data.favoriteId
  const exists = favoriteId ? await favoriteListExists(c.env.DB, favoriteId) : false
  const now = new Date().toISOString()
  if (!exists) {
    favoriteId = `F${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
    await createFavoriteList(c.env.DB, favoriteId, now)
  }
  const id = favoriteId as string
  if ((await countFavoriteItems(c.env.DB, id)) >= MAX_ITEMS)
    return apiError(c, 409, 'FAV409', `A list holds at most ${MAX_ITEMS} items`)
  await addFavoriteItem(c.env.DB, {
    id: `${id}-${parsed.data.id}`,
    favoriteId: id,
    styleCode,
    colourCode,
    now,
  })
  return c.json(await readList(c.env.DB, id, c.req.query('currency') ?? 'USD', 0, 24))
})

wishlistRoutes.delete('/favorites/:favoriteId/items/:itemId', async (c) => {
  const { favoriteId, itemId } = c.req.param()
  if (!FAVORITE_ID.test(favoriteId)) return apiError(c, 404, 'PLP400', 'List not found')
  await removeFavoriteItem(c.env.DB, favoriteId, itemId)
  const list = await readList(c.env.DB, favoriteId, c.req.query('currency') ?? 'USD', 0, 24)
  return list ? c.json(list) : apiError(c, 404, 'PLP400', 'List not found')
})

wishlistRoutes.post('/favorites/:favoriteId/share', async (c) => {
  const favoriteId = c.req.param('favoriteId')
  const list = await getFavoriteList(c.env.DB, favoriteId)
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const token = list.share_token ?? crypto.randomUUID().replace(/-/g, '')
  if (!list.share_token) await setShareToken(c.env.DB, favoriteId, token)
  return c.json({ shareToken: token })
})

wishlistRoutes.get('/favorites/shared/:token', async (c) => {
  const token = c.req.param('token')
  if (!/^[a-f0-9]{32}$/.test(token)) return apiError(c, 404, 'PLP400', 'List not found')
  const list = await findFavoriteListByShareToken(c.env.DB, token)
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const { currency, start, count } = paging(c)
  const read = await readList(c.env.DB, list.id, currency, start, count)
  return read ? c.json({ ...read, favoriteId: null }) : apiError(c, 404, 'PLP400', 'List not found')
})

wishlistRoutes.get('/saveForLater', async (c) => {
  const listId = c.req.query('saveForLaterId') ?? ''
  if (!SAVED_LIST_ID.test(listId)) return apiError(c, 404, 'SFL404', 'List not found')
  const { start, count } = paging(c)
  const list = await readSavedList(c.env.DB, listId, start, count)
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})
