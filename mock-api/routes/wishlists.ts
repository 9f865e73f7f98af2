/**
 * The wishlists contract (`worker/upstream/wishlists/`) with real state: favorites (a list per shopper, items by
 * style and colour, removal, read-only sharing by token) and the paged read of a saved-for-later list. A list that
 * belongs to an account answers only its owner's Registered token (`consumers/list-owner.ts`); a signed-in
 * consumer's first add goes to the list they have, or makes theirs.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { STORE_ID } from '../../shared/ids'
import { brandOfSite } from '../brands'
import { mayUseList, registeredCaller } from '../consumers/list-owner'
import {
  addFavoriteItem,
  claimFavoriteList,
  countFavoriteItems,
  createFavoriteList,
  findFavoriteListByShareToken,
  getFavoriteList,
  listFavoriteItems,
  ownedFavoriteList,
  removeFavoriteItem,
  setShareToken,
} from '../db/favorites'
import { productHasColour, productSummary } from '../db/products'
import { getSavedListRow, readSavedList } from '../db/saved-lists'
import { listColourStockAtStore, storeExists } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { languageOf } from '../localise'

export const wishlistRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/wishlists/v2')

const MAX_ITEMS = 100
const FAVORITE_ID = /^F[A-Z0-9]{12}$/
const ITEM_ID = /^[A-Z]{2}[A-Z0-9]{6,9}\d{3}$/
const SAVED_LIST_ID = /^S[A-Z0-9]{12}$/

type WishlistContext = Context<{ Bindings: MockEnv }>

/** The brand whose sites the call is for, from its `siteId`; null (every product) without one. */
const brandOf = (c: WishlistContext) => brandOfSite(c.req.query('siteId'))

/**
 * A page of a list as the site of the call (`siteId`) sees it: only the products its brand sells (decision 056).
 * With the shopper's favourite store (`favStoreId`, decision 082), the list names it and each item says how many
 * of it, in its colour, the store holds; a store the service does not know is named `null`.
 */
async function readList(
  c: WishlistContext,
  favoriteId: string,
  page: { start: number; count: number },
  { withStore = true }: { withStore?: boolean } = {},
) {
  const db = c.env.DB
  const currency = c.req.query('currency') ?? 'USD'
  const language = languageOf(c.req.query('locale'))
  const list = await getFavoriteList(db, favoriteId)
  if (!list) return null
  const { total, items } = await listFavoriteItems(db, favoriteId, { currency, ...page, brand: brandOf(c) })
  // A shared list names no store: the owner's favourite store is theirs alone.
  const asked = withStore ? c.req.query('favStoreId') : undefined
  const storeId = asked && STORE_ID.test(asked) && (await storeExists(db, asked)) ? asked : null
  const stock = storeId
    ? await listColourStockAtStore(
        db,
        storeId,
        items.map((row) => ({ styleCode: row.style_code, colourCode: row.colour_code })),
      )
    : null
  return {
    favoriteId,
    shared: list.share_token !== null,
    total,
    ...(asked === undefined ? {} : { favStoreId: storeId }),
    items: items.map((row) => ({
      id: row.item_id,
      itemId: `${row.style_code}${row.colour_code}`,
      colourCode: row.colour_code,
      product: productSummary(row, currency, language),
      ...(stock ? { favStore: { availableQty: stock.get(`${row.style_code}${row.colour_code}`) ?? 0 } } : {}),
    })),
  }
}

/** The list the call names, when it may use it (see the module comment); null answers "not found". */
async function usableList(c: WishlistContext, favoriteId: string) {
  if (!FAVORITE_ID.test(favoriteId)) return null
  const list = await getFavoriteList(c.env.DB, favoriteId)
  return list && (await mayUseList(c, list.owner_consumer_id)) ? list : null
}

const paging = (c: { req: { query: (name: string) => string | undefined } }) => ({
  start: Math.max(0, Number(c.req.query('start') ?? '0') || 0),
  count: Math.min(50, Math.max(1, Number(c.req.query('count') ?? '24') || 24)),
})

wishlistRoutes.get('/favorites', async (c) => {
  const favoriteId = c.req.query('favoriteId') ?? ''
  if (!(await usableList(c, favoriteId))) return apiError(c, 404, 'PLP400', 'List not found')
  const list = await readList(c, favoriteId, paging(c))
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
  if (!(await productHasColour(c.env.DB, styleCode, colourCode, brandOf(c))))
    return apiError(c, 404, 'PLP400', 'Product not found')
  const named = parsed.data.favoriteId
  const now = new Date().toISOString()
  // A list the caller may not use is as unknown as one that never was: the add goes to a list of their own.
  let favoriteId = named && (await usableList(c, named)) ? named : null
  const owner = await registeredCaller(c)
  // A signed-in consumer's favorites go to their own list, whatever list the call names.
  if (owner) favoriteId = favoriteId ? await claimFavoriteList(c.env.DB, favoriteId, owner) : null
  if (!favoriteId) {
    favoriteId = owner ? await ownedFavoriteList(c.env.DB, owner) : null
    if (!favoriteId) {
      const made = `F${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
      await createFavoriteList(c.env.DB, made, now, owner)
      // A concurrent first add of the same consumer may have made theirs first: theirs is the one.
      favoriteId = owner ? await ownedFavoriteList(c.env.DB, owner) : made
    }
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
  return c.json(await readList(c, id, { start: 0, count: 24 }))
})

wishlistRoutes.delete('/favorites/:favoriteId/items/:itemId', async (c) => {
  const { favoriteId, itemId } = c.req.param()
  if (!(await usableList(c, favoriteId))) return apiError(c, 404, 'PLP400', 'List not found')
  await removeFavoriteItem(c.env.DB, favoriteId, itemId)
  const list = await readList(c, favoriteId, { start: 0, count: 24 })
  return list ? c.json(list) : apiError(c, 404, 'PLP400', 'List not found')
})

wishlistRoutes.post('/favorites/:favoriteId/share', async (c) => {
  const favoriteId = c.req.param('favoriteId')
  const list = await usableList(c, favoriteId)
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const token = list.share_token ?? crypto.randomUUID().replace(/-/g, '')
  if (!list.share_token) await setShareToken(c.env.DB, favoriteId, token)
  return c.json({ shareToken: token })
})

/**
 * A shared list, read-only (spec 2 §7's `GET /favorites/{favoriteId}/share`): the id in the path is the one the
 * share gave, never the list's own, so the owner's id opens nothing here and the answer names no list id and no
 * store (decision 096).
 */
wishlistRoutes.get('/favorites/:favoriteId/share', async (c) => {
  const token = c.req.param('favoriteId')
  if (!/^[a-f0-9]{32}$/.test(token)) return apiError(c, 404, 'PLP400', 'List not found')
  const list = await findFavoriteListByShareToken(c.env.DB, token)
  if (!list) return apiError(c, 404, 'PLP400', 'List not found')
  const read = await readList(c, list.id, paging(c), { withStore: false })
  return read ? c.json({ ...read, favoriteId: null }) : apiError(c, 404, 'PLP400', 'List not found')
})

wishlistRoutes.get('/saveForLater', async (c) => {
  const listId = c.req.query('saveForLaterId') ?? ''
  if (!SAVED_LIST_ID.test(listId)) return apiError(c, 404, 'SFL404', 'List not found')
  const row = await getSavedListRow(c.env.DB, listId)
  if (!row || !(await mayUseList(c, row.owner_consumer_id)))
    return apiError(c, 404, 'SFL404', 'List not found')
  const { start, count } = paging(c)
  const list = await readSavedList(c.env.DB, listId, start, count, brandOf(c))
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})
