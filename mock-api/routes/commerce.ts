/**
 * The commerce contract (`worker/upstream/commerce/`) with real state in D1: create a cart (empty or with its
 * first items, refused whole), read it, add an item
 * (delivered, picked up in a store, or made to a design), and saved for later: make a list, move a cart line into
 * it, remove an item. The rest of the cart contract grows with the cart and checkout work.
 */
import { zValidator } from '@hono/zod-validator'
import { Hono } from 'hono'
import { z } from 'zod'
import {
  cartExists,
  createCart,
  findCartLine,
  getCart,
  getCartLine,
  listCartLines,
  type NewCartLine,
  saveCartLine,
} from '../db/carts'
import { getVariantForCart } from '../db/products'
import {
  countSavedItems,
  createSavedList,
  findSavedItem,
  moveCartLineToSavedList,
  readSavedList,
  removeSavedItem,
  savedListExists,
} from '../db/saved-lists'
import { getStoreStock, storeExists } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const DEFAULT_MAX_QTY = 999999
const LIST_ID = /^S[A-Z0-9]{12}$/
const MAX_SAVED_ITEMS = 50

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
type LineInput = z.infer<typeof LineSchema>
const CreateCartSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  /** Create the cart with items (spec 1 §7): refused whole when one of them is, so no cart is made then. */
  items: z.array(LineSchema).max(20).default([]),
})
const AddItemSchema = LineSchema.extend({ cartId: z.string().min(1).max(64) })

type Refusal = { status: 400 | 404 | 409; errorId: string; message: string }

/**
 * Checks one line against its product, the product's maximum and the stock (online, or in the pickup store),
 * `before` being what the cart already holds of that line; the line to write, or the refusal.
 */
async function checkLine(
  db: D1Database,
  cartId: string,
  item: LineInput,
  before: number,
  now: string,
): Promise<{ line: NewCartLine; wanted: number } | { refusal: Refusal }> {
  const { productId, qty, storeId, recipeId } = item
  const variant = await getVariantForCart(db, productId)
  if (!variant) return { refusal: { status: 404, errorId: 'ORD404', message: 'Item not available' } }
  const wanted = before + qty
  const maxQty = variant.max_qty ?? DEFAULT_MAX_QTY
  if (wanted > maxQty)
    return {
      refusal: { status: 400, errorId: 'INV408', message: `You can add up to ${maxQty} of this item` },
    }
  if (storeId) {
    if (!(await storeExists(db, storeId)))
      return { refusal: { status: 404, errorId: 'STR404', message: 'Store not found' } }
    if (wanted > (await getStoreStock(db, storeId, productId)))
      return { refusal: { status: 409, errorId: 'INV700', message: 'Item out of stock in this store' } }
  } else if (wanted > variant.online_stock)
    return { refusal: { status: 409, errorId: 'INV700', message: 'Item out of stock' } }
  const line = {
    cartId,
    sku: productId,
    styleCode: variant.style_code,
    qty: wanted,
    storeId: storeId ?? null,
    recipeId: recipeId ?? null,
    now,
  }
  return { line, wanted }
}

/** Items asking for the same line (SKU, pickup store, design) as one, their quantities added. */
function mergeItems(items: readonly LineInput[]): LineInput[] {
  const merged = new Map<string, LineInput>()
  for (const item of items) {
    const key = `${item.productId}|${item.storeId ?? ''}|${item.recipeId ?? ''}`
    const earlier = merged.get(key)
    merged.set(key, earlier ? { ...earlier, qty: earlier.qty + item.qty } : item)
  }
  return [...merged.values()]
}

/** A cart as the contract answers it: lines with prices, row totals and delivery, and the totals. */
async function readCart(db: D1Database, basketId: string) {
  const cart = await getCart(db, basketId)
  if (!cart) return null
  const results = await listCartLines(db, basketId, cart.currency)
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

export const commerceRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

commerceRoutes.post(
  '/v1/cart',
  zValidator('json', CreateCartSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid cart payload')
  }),
  async (c) => {
    const { currency, items } = c.req.valid('json')
    const id = crypto.randomUUID().replace(/-/g, '')
    const now = new Date().toISOString()
    const lines: NewCartLine[] = []
    for (const item of mergeItems(items)) {
      const checked = await checkLine(c.env.DB, id, item, 0, now)
      if ('refusal' in checked)
        return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
      lines.push(checked.line)
    }
    await createCart(c.env.DB, { id, currency, now }, lines)
    return c.json(await readCart(c.env.DB, id), 201)
  },
)

commerceRoutes.get('/v1/cart/:basketId', async (c) => {
  const cart = await readCart(c.env.DB, c.req.param('basketId'))
  if (!cart) return apiError(c, 404, 'BSK404', 'Cart not found')
  return c.json(cart)
})

commerceRoutes.post(
  '/v1/item',
  zValidator('json', AddItemSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid item payload')
  }),
  async (c) => {
    const { cartId, ...item } = c.req.valid('json')
    const db = c.env.DB
    if (!(await cartExists(db, cartId))) return apiError(c, 404, 'BSK404', 'Cart not found')
    const existing = await findCartLine(db, {
      cartId,
      sku: item.productId,
      storeId: item.storeId ?? null,
      recipeId: item.recipeId ?? null,
    })
    const checked = await checkLine(db, cartId, item, existing?.qty ?? 0, new Date().toISOString())
    if ('refusal' in checked)
      return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
    await saveCartLine(db, {
      existing,
      wanted: checked.wanted,
      line: { ...checked.line, qty: item.qty },
    })
    return c.json(await readCart(db, cartId))
  },
)

// Saved for later: a list per shopper (PUT creates it); items are variants, and `available` says whether the
// variant can still be bought online. The list is read through the wishlist contract.

commerceRoutes.put('/v2/saveForLater', async (c) => {
  const listId = `S${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  await createSavedList(c.env.DB, listId, new Date().toISOString())
  return c.json({ saveForLaterId: listId, total: 0, items: [] }, 201)
})

const SaveSchema = z.object({ itemId: z.string().min(1).max(64), saveForLaterId: z.string().regex(LIST_ID) })

commerceRoutes.post('/v2/cart/:basketId/saveForLater', async (c) => {
  const parsed = SaveSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid save-for-later payload')
  const { itemId, saveForLaterId } = parsed.data
  const basketId = c.req.param('basketId')
  const db = c.env.DB
  const line = await getCartLine(db, basketId, itemId)
  if (!line) return apiError(c, 404, 'ORD404', 'Item not in this cart')
  if (!(await savedListExists(db, saveForLaterId))) return apiError(c, 404, 'SFL404', 'List not found')
  const existing = await findSavedItem(db, saveForLaterId, line.sku)
  if (!existing && (await countSavedItems(db, saveForLaterId)) >= MAX_SAVED_ITEMS)
    return apiError(c, 409, 'SFL409', `A list holds at most ${MAX_SAVED_ITEMS} items`)
  await moveCartLineToSavedList(db, {
    line,
    cartId: basketId,
    listId: saveForLaterId,
    existing,
    now: new Date().toISOString(),
  })
  return c.json({
    cart: await readCart(db, basketId),
    saveForLater: await readSavedList(db, saveForLaterId, 0, 24),
  })
})

commerceRoutes.delete('/v2/saveForLater/:listId/items/:itemId', async (c) => {
  const { listId, itemId } = c.req.param()
  if (!LIST_ID.test(listId)) return apiError(c, 404, 'SFL404', 'List not found')
  if (!(await removeSavedItem(c.env.DB, listId, itemId)))
    return apiError(c, 404, 'SFL404', 'Item not in this list')
  const list = await readSavedList(c.env.DB, listId, 0, 24)
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})
