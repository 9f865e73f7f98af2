/**
 * The commerce contract's cart (`worker/upstream/commerce/`) with real state in D1: create a cart (empty or with
 * its first items, refused whole), read it priced (`cart/price-cart.ts`), add an item (delivered, picked up in a
 * store, or made to a design), change a line's quantity or delivery, remove it, coupons, the home shipment's
 * method, and saved for later: make a list, move a cart line into it, remove an item. A cart an order was placed
 * from takes no more changes: it answers BSK404, as a basket that became an order does. The gift with purchase's
 * bonus line cannot be changed or saved (GWP405); removing it declines the gift, which can be added back.
 * A digital item (the e-gift card) is added with its gift option, the recipient's name and email (GFO400 without
 * them); it is a line of its own every time, sent by email, never picked up in a store or saved for later (GFO410).
 * It may come with `customAmount`, an amount of the shopper's choosing within `shared/bag/egift-amount.ts`'s limits
 * for the cart's currency, which is then the line's price (PRC400 for any other amount, or on any other item).
 * A personalised item (decision 030) is added with the id of a recipe made first (`POST /v1/recipes`: the text and
 * thread, checked by the shared rules, CUS400 when refused); the same variant with another recipe is a line of its
 * own. It is made to order, stitched on a blank from the online stock: at most five a line, never picked up in a
 * store or saved for later (CUS410); a recipe that does not exist, or is another style's, is CUS404. A ready-made
 * design of the shop's is added by its code (`precreatedCustomsCode`) as the recipe the code names (CUS404 for an
 * unknown code or another style's).
 * An add naming a product with variations (a style) rather than one of its variants is ProductItemRequired.
 * A cart made with a bearer token belongs to its customer (decision 033: `cart/ownership.ts` refuses others), who
 * can list their open carts.
 */
import { zValidator } from '@hono/zod-validator'
import type { Context } from 'hono'
import { Hono } from 'hono'
import * as z from 'zod'
import { customAmountLimits } from '../../shared/bag/egift-amount'
import { validateCustomAmount } from '../../shared/bag/egift-amount-check'
import { validatePersonalisation } from '../../shared/bag/embroidery'
import { changeLineVariant } from '../cart/change-variant'
import {
  bonusLineId,
  checkSupply,
  DEFAULT_MAX_QTY,
  readCart,
  reportCart,
  reserveExpired,
} from '../cart/price-cart'
import {
  COUNTRY_OF_CURRENCY,
  COUPONS,
  expressReaches,
  GIFT_WITH_PURCHASE,
  MAX_COUPONS,
  NO_GIFT_SERVICE_KINDS,
  PERSONALISATION,
  SHIPMENT_METHODS,
  SHIPPING_METHODS,
  storeOfPoint,
} from '../cart/rules'
import { mayUseList, registeredCaller } from '../consumers/list-owner'
import { bearerOf } from '../consumers/tokens'
import {
  addCartCoupon,
  addCartNotices,
  createCart,
  declineGift,
  findCartLine,
  getCart,
  getCartLine,
  hasPriceIn,
  listCartCoupons,
  listOpenCartsOf,
  type NewCartLine,
  ownerOfCart,
  removeCartCoupon,
  removeCartLine,
  restoreGift,
  saveCartLine,
  setLineGift,
  setShipmentMethod,
  updateCartLine,
} from '../db/carts'
import { employeeDiscountOf } from '../db/loyalty'
import { getVariantForCart, isStyle } from '../db/products'
import { getDesign, getRecipe, insertRecipe } from '../db/recipes'
import {
  claimSavedList,
  countSavedItems,
  createSavedList,
  findSavedItem,
  getSavedListRow,
  moveCartLineToSavedList,
  ownedSavedList,
  readSavedList,
  removeSavedItem,
} from '../db/saved-lists'
import { getStoreStock, storeBrandOf, storeExists } from '../db/stores'
import type { MockEnv } from '../env'
import { apiError } from '../errors'

const LIST_ID = /^S[A-Z0-9]{12}$/
const MAX_SAVED_ITEMS = 50

/** A line's gift option (spec 1 §3): whom it is for, their email, the message. */
const GiftOptionSchema = z.object({
  to: z.string().max(60),
  email: z.string().max(100).optional(),
  message: z.string().max(240),
})
type GiftOptionInput = z.infer<typeof GiftOptionSchema>

export const STORE_ID = z.string().regex(/^\d{4}$/)

export const LineSchema = z.object({
  productId: z.string().min(8).max(24),
  qty: z.number().int().min(1).max(DEFAULT_MAX_QTY),
  /** A customised design of the product. */
  recipeId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,40}$/)
    .optional(),
  /** A ready-made design of the shop's (migration 0044), added as its recipe: never with a `recipeId`. */
  precreatedCustomsCode: z
    .string()
    .regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/)
    .optional(),
  /** Pick up in this store instead of delivery. */
  storeId: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  /** A digital item's recipient and message (required for one, refused for any other item: see `checkLine`). */
  giftOption: GiftOptionSchema.optional(),
  /** A digital item's amount of the shopper's choosing, its price (checked in `checkLine`). */
  customAmount: z.number().optional(),
  /** The variant's UPC as the shop knows it: refused when it is not the SKU's (`checkLine`). */
  upc: z
    .string()
    .regex(/^\d{8,14}$/)
    .optional(),
  /** The most one order may hold, as the shop read it; the cart keeps the product's own. */
  maxQty: z.number().int().positive().optional(),
  /** The product page the item was added from, a path on the shop, kept on the line and answered back. */
  pdpUrl: z
    .string()
    .max(500)
    .regex(/^\/(?!\/)/)
    .optional(),
  /** The item's picture, a media path or an https address, kept on the line and answered back. */
  productImageURL: z
    .string()
    .max(500)
    .regex(/^(\/media\/|https:\/\/)/)
    .optional(),
})
export type LineInput = z.infer<typeof LineSchema>
const CreateCartSchema = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']).default('USD'),
  /** The country the cart sells in (its tax before an address is known); the currency's main country by default. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /** Create the cart with items (spec 1 §7): refused whole when one of them is, so no cart is made then. */
  items: z.array(LineSchema).max(20).default([]),
  /** `pickup`: the items are picked up in the favourite store (`favStoreId`) unless they name another. */
  action: z.literal('pickup').optional(),
  /** The shopper's favourite store: the pickup action's store, and the store the answer reports stock at. */
  favStoreId: STORE_ID.optional(),
})
const AddItemSchema = LineSchema.extend({ cartId: z.string().min(1).max(64) })

export type Refusal = { status: 400 | 404 | 409 | 422; errorId: string; message: string }

const EMAIL = z.email()
const MADE_TO_ORDER =
  'A personalised item is made to order: it cannot be picked up in a store or saved for later'

/**
 * What stops a personalised item from being bought as asked: a recipe that does not exist or is for another
 * style, a style no longer personalised, or a store to pick it up in. Null when nothing does.
 */
async function personalisedRefusal(
  db: D1Database,
  item: { recipeId: string; storeId?: string | null },
  styleCode: string,
): Promise<Refusal | null> {
  const recipe = await getRecipe(db, item.recipeId)
  if (!recipe || recipe.style_code !== styleCode)
    return { status: 404, errorId: 'CUS404', message: 'This personalisation was not found for this product' }
  if (!PERSONALISATION.styles.has(styleCode))
    return { status: 404, errorId: 'CUS404', message: 'This product can no longer be personalised' }
  if (item.storeId) return { status: 400, errorId: 'CUS410', message: MADE_TO_ORDER }
  return null
}
/**
 * An item named by a ready-made design's code (`precreatedCustomsCode`) as the item made to its recipe, which every
 * later rule (the style, the store, the line it joins) then reads as any recipe; a code the shop has no design
 * for is CUS404, and a code with a `recipeId` is refused (API400): the item is made to one or the other.
 */
export async function withDesignRecipe(
  db: D1Database,
  item: LineInput,
): Promise<{ item: LineInput } | { refusal: Refusal }> {
  const { precreatedCustomsCode: code, ...rest } = item
  if (!code) return { item }
  if (item.recipeId)
    return {
      refusal: {
        status: 400,
        errorId: 'API400',
        message: 'An item is made to a recipeId or to a precreatedCustomsCode, not both',
      },
    }
  const design = await getDesign(db, code)
  if (!design)
    return {
      refusal: { status: 404, errorId: 'CUS404', message: 'This design was not found for this product' },
    }
  return { item: { ...rest, recipeId: design.id } }
}

const SENT_BY_EMAIL = 'A digital item is sent by email: it cannot be picked up in a store or saved for later'

/**
 * What stops a digital item (sent by email) from being bought as asked: a store to pick it up in, or a gift
 * option without the recipient's name and a valid email. Null when nothing does.
 */
function digitalRefusal(item: {
  storeId?: string | null
  giftOption?: GiftOptionInput | null
}): Refusal | null {
  if (item.storeId)
    return {
      status: 400,
      errorId: 'GFO410',
      message: SENT_BY_EMAIL,
    }
  const gift = item.giftOption
  if (!gift?.to.trim() || !EMAIL.safeParse(gift.email?.trim() ?? '').success)
    return { status: 400, errorId: 'GFO400', message: 'A digital item needs the recipient’s name and email' }
  return null
}

/** A gift option as a line keeps it: trimmed, an empty email or message as empty. */
const cleanGift = (gift: GiftOptionInput) => ({
  to: gift.to.trim(),
  email: gift.email?.trim() ?? '',
  message: gift.message.trim(),
})

/**
 * Whether a line may hold `wanted` units, `before` of them already in the cart: past the product's maximum or the
 * stock it says how many more can be added (INV408 with the number, as the platform's "max quantity added"); when
 * none can, that the order already holds the most of the item (ProductItemMaxQuantity), or that it is out of stock
 * (INV700).
 */
export function quantityRefusal(line: {
  wanted: number
  before: number
  maxQty: number
  stock: number
  store: boolean
}): Refusal | null {
  const limit = Math.min(line.maxQty, line.stock)
  if (line.wanted <= limit) return null
  const more = limit - line.before
  if (more > 0)
    return {
      status: line.wanted > line.maxQty ? 400 : 409,
      errorId: 'INV408',
      message: `You can add up to ${more} of this item`,
    }
  if (line.before >= line.maxQty)
    return {
      status: 400,
      errorId: 'ProductItemMaxQuantity',
      message: 'The cart already holds the most of this item one order can have',
    }
  return {
    status: 409,
    errorId: 'INV700',
    message: line.store ? 'Item out of stock in this store' : 'Item out of stock',
  }
}

/**
 * Checks one line against its product, the product's maximum and the stock (online, or in the pickup store),
 * `before` being what the cart already holds of that line; the line to write, or the refusal. A digital item
 * needs its gift option and has no stock to run out of; any other item takes its gift message once in the cart.
 */
export async function checkLine(
  db: D1Database,
  cart: { id: string; currency: string },
  item: LineInput,
  before: number,
  now: string,
): Promise<{ line: NewCartLine; wanted: number } | { refusal: Refusal }> {
  const cartId = cart.id
  const { productId, qty, storeId, recipeId, giftOption, customAmount } = item
  const variant = await getVariantForCart(db, productId)
  // A product with variations (its style) is no item: one of its variants, a colour and size, is (ProductItemRequired).
  if (!variant && (await isStyle(db, productId)))
    return {
      refusal: {
        status: 400,
        errorId: 'ProductItemRequired',
        message: `${productId} is a product with variations: add one of its variants`,
      },
    }
  if (!variant || variant.withdrawn_at !== null)
    return { refusal: { status: 404, errorId: 'ORD404', message: 'Item not available' } }
  if (item.upc !== undefined && item.upc !== variant.upc)
    return { refusal: { status: 400, errorId: 'API400', message: 'The UPC is not this product’s' } }
  const digital = variant.digital === 1
  // The market's price book has no price for it: it is not sold there (an e-gift card is priced by its variant).
  if (!digital && !(await hasPriceIn(db, variant.style_code, cart.currency)))
    return {
      refusal: { status: 422, errorId: 'INV702', message: `This item has no price in ${cart.currency}` },
    }
  if (customAmount !== undefined) {
    const limits = customAmountLimits(cart.currency)
    if (!digital)
      return {
        refusal: {
          status: 400,
          errorId: 'PRC400',
          message: 'Only an e-gift card takes an amount of the shopper’s choosing',
        },
      }
    if (!validateCustomAmount(customAmount, cart.currency).ok)
      return {
        refusal: {
          status: 400,
          errorId: 'PRC400',
          message: `An e-gift card’s amount is a whole number from ${limits.min} to ${limits.max} ${cart.currency}`,
        },
      }
  }
  if (recipeId) {
    const refusal = await personalisedRefusal(db, { recipeId, storeId }, variant.style_code)
    if (refusal) return { refusal }
  }
  if (digital) {
    const refusal = digitalRefusal(item)
    if (refusal) return { refusal }
  } else if (giftOption)
    return {
      refusal: {
        status: 400,
        errorId: 'API400',
        message: 'Only a digital item is added with a gift option; set a line’s gift message with PUT',
      },
    }
  const wanted = before + qty
  const maxQty = recipeId
    ? Math.min(variant.max_qty ?? DEFAULT_MAX_QTY, PERSONALISATION.maxQty)
    : (variant.max_qty ?? DEFAULT_MAX_QTY)
  const storeBrand = storeId ? await storeBrandOf(db, storeId) : null
  if (storeId && !storeBrand)
    return { refusal: { status: 404, errorId: 'STR404', message: 'Store not found' } }
  // A store keeps stock records only for its own brand's assortment (decision 056): another's product has none.
  if (storeBrand && !variant.brands.split(' ').includes(storeBrand))
    return {
      refusal: {
        status: 409,
        errorId: 'INV701',
        message: 'This store has no inventory record for this item',
      },
    }
  const stock = storeId
    ? Math.max(0, await getStoreStock(db, storeId, productId))
    : digital
      ? DEFAULT_MAX_QTY
      : variant.online_stock
  const refusal = quantityRefusal({ wanted, before, maxQty, stock, store: storeId !== undefined })
  if (refusal) return { refusal }
  const line = {
    cartId,
    sku: productId,
    styleCode: variant.style_code,
    qty: wanted,
    storeId: storeId ?? null,
    recipeId: recipeId ?? null,
    gift: digital && giftOption ? cleanGift(giftOption) : null,
    customAmount: digital && customAmount !== undefined ? customAmount : null,
    pdpUrl: item.pdpUrl ?? null,
    productImageUrl: item.productImageURL ?? null,
    now,
  }
  return { line, wanted }
}

/**
 * Items asking for the same line (SKU, pickup store, design) as one, their quantities added. An item with a gift
 * option (a digital item's recipient) is a line of its own.
 */
function mergeItems(items: readonly LineInput[]): LineInput[] {
  const merged = new Map<string, LineInput>()
  for (const [index, item] of items.entries()) {
    const key = item.giftOption
      ? `gift|${index}`
      : `${item.productId}|${item.storeId ?? ''}|${item.recipeId ?? ''}`
    const earlier = merged.get(key)
    merged.set(key, earlier ? { ...earlier, qty: earlier.qty + item.qty } : item)
  }
  return [...merged.values()]
}

/** The cart when it exists and takes changes (no order was placed from it). */
/** A reserve cart's line is reserved as it is, one unit at its store: it takes no other change (RSV422). */
const reserveUnchangeable = (c: Context<{ Bindings: MockEnv }>) =>
  apiError(c, 422, 'RSV422', 'A reservation holds one item at its store: reserve again to change it')

async function openCart(db: D1Database, basketId: string) {
  const cart = await getCart(db, basketId)
  // A reserve cart past its hold is gone (decision 086).
  return cart?.status === 'open' && !reserveExpired(cart) ? cart : null
}

/**
 * A cart answer with the shopper's favourite store (`favStoreId` on create and read): the store, whether the
 * service knows it, and each line's stock there, for the lines a store can hand over (not e-gift cards, not
 * personalised lines).
 */
export async function withFavouriteStore<
  T extends { items: { id: string; productId: string; isDigitalProduct?: boolean; isCustoms?: boolean }[] },
>(db: D1Database, cart: T, storeId: string) {
  const known = await storeExists(db, storeId)
  const items = known
    ? await Promise.all(
        cart.items
          .filter((item) => !item.isDigitalProduct && !item.isCustoms)
          .map(async (item) => ({
            itemId: item.id,
            availableQty: Math.max(0, await getStoreStock(db, storeId, item.productId)),
          })),
      )
    : []
  return { ...cart, favStore: { storeId, known, items } }
}

const cartNotFound = (c: Context) => apiError(c, 404, 'BSK404', 'Cart not found')

/** The bonus line of the gift with purchase: priced on every read, never stored, so never changed like a line. */
const BONUS_LINE_ID = bonusLineId(GIFT_WITH_PURCHASE.promotionId)
const bonusUnchangeable = (c: Context) =>
  apiError(c, 400, 'GWP405', 'A free gift cannot be changed; remove it if it is not wanted')

export const commerceRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/cart')

commerceRoutes.post(
  '/v1/cart',
  zValidator('json', CreateCartSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid cart payload')
  }),
  async (c) => {
    const { currency, country, items, action, favStoreId } = c.req.valid('json')
    if (action === 'pickup' && !favStoreId)
      return apiError(c, 400, 'API400', 'A pickup cart names its store: favStoreId')
    const bearer = await bearerOf(c)
    const id = crypto.randomUUID().replace(/-/g, '')
    const now = new Date().toISOString()
    const lines: NewCartLine[] = []
    // The pickup action puts what can be picked up (neither sent by email nor made to order) in the favourite store.
    const designed: LineInput[] = []
    for (const item of items) {
      const resolved = await withDesignRecipe(c.env.DB, item)
      if ('refusal' in resolved)
        return apiError(c, resolved.refusal.status, resolved.refusal.errorId, resolved.refusal.message)
      designed.push(resolved.item)
    }
    const wanted =
      action === 'pickup'
        ? designed.map((item) =>
            item.storeId || item.giftOption || item.recipeId ? item : { ...item, storeId: favStoreId },
          )
        : designed
    for (const item of mergeItems(wanted)) {
      const checked = await checkLine(c.env.DB, { id, currency }, item, 0, now)
      if ('refusal' in checked)
        return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
      lines.push(checked.line)
    }
    await createCart(
      c.env.DB,
      {
        id,
        currency,
        country: country ?? COUNTRY_OF_CURRENCY[currency],
        customerId: bearer.status === 'valid' ? bearer.customerId : null,
        now,
      },
      lines,
    )
    const made = await readCart(c.env.DB, id, c.req.query('locale'))
    return c.json(made && favStoreId ? await withFavouriteStore(c.env.DB, made, favStoreId) : made, 201)
  },
)

// A customer's open carts, newest first, for their own token only (the storefront finds the signed-in customer's
// cart here when the sign-in merged nothing).
commerceRoutes.get('/v1/customers/:customerId/baskets', async (c) => {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid')
    return apiError(c, 401, 'AUT432', 'The access token is unknown, expired or revoked')
  const customerId = c.req.param('customerId')
  if (bearer.customerId !== customerId)
    return apiError(c, 403, 'AUT498', 'These are another customer’s carts')
  const carts = await listOpenCartsOf(c.env.DB, customerId)
  return c.json({ baskets: carts.map((cart) => cart.id) })
})

commerceRoutes.get('/v1/cart/:basketId', async (c) => {
  const basketId = c.req.param('basketId')
  if (!(await openCart(c.env.DB, basketId))) return cartNotFound(c)
  const supply =
    c.req.query('inventorySupplyCheck') === 'true' ? await checkSupply(c.env.DB, basketId) : undefined
  // `isPatchRequired=true` (decision 089): prices the lines again at today's prices and reports what changed.
  const patch = c.req.query('isPatchRequired') === 'true'
  const cart = await reportCart(c.env.DB, basketId, c.req.query('locale'), supply, { patch })
  if (!cart) return cartNotFound(c)
  const favStoreId = STORE_ID.safeParse(c.req.query('favStoreId'))
  return c.json(favStoreId.success ? await withFavouriteStore(c.env.DB, cart, favStoreId.data) : cart)
})

commerceRoutes.post(
  '/v1/item',
  zValidator('json', AddItemSchema, (result, c) => {
    if (!result.success) return apiError(c, 400, 'API400', 'Invalid item payload')
  }),
  async (c) => {
    const { cartId, ...asked } = c.req.valid('json')
    const db = c.env.DB
    const cart = await openCart(db, cartId)
    if (!cart) return cartNotFound(c)
    // A ready-made design is its recipe from here on: the same design again joins its line.
    const resolved = await withDesignRecipe(db, asked)
    if ('refusal' in resolved)
      return apiError(c, resolved.refusal.status, resolved.refusal.errorId, resolved.refusal.message)
    const { item } = resolved
    // A reserve cart holds its one line at its store (decision 086): nothing is added to it.
    if (cart.kind === 'reserve') return reserveUnchangeable(c)
    // A digital item comes with its recipient and never joins another line: each card is one card to one person.
    const existing = item.giftOption
      ? null
      : await findCartLine(db, {
          cartId,
          sku: item.productId,
          storeId: item.storeId ?? null,
          recipeId: item.recipeId ?? null,
        })
    const checked = await checkLine(db, cart, item, existing?.qty ?? 0, new Date().toISOString())
    if ('refusal' in checked)
      return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
    await saveCartLine(db, {
      existing,
      wanted: checked.wanted,
      line: { ...checked.line, qty: item.qty },
    })
    return c.json(await readCart(db, cartId, c.req.query('locale')))
  },
)

// Saved for later: a list per shopper (PUT creates it); items are variants, and `available` says whether the
// variant can still be bought online. The list is read through the wishlist contract.

// A signed-in consumer has one list (decision 047): theirs is answered when they have it, else made theirs.
commerceRoutes.put('/v2/saveForLater', async (c) => {
  const db = c.env.DB
  const owner = await registeredCaller(c)
  const own = owner ? await ownedSavedList(db, owner) : null
  if (own) return c.json(await readSavedList(db, own, 0, 24))
  const made = `S${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`
  await createSavedList(db, made, new Date().toISOString(), owner)
  const listId = owner ? ((await ownedSavedList(db, owner)) ?? made) : made
  return c.json(
    (await readSavedList(db, listId, 0, 24)) ?? { saveForLaterId: listId, total: 0, items: [] },
    201,
  )
})

/**
 * Whether the call may use the saved list it names: it exists, and is a guest's or the caller's own. A signed-in
 * consumer uses only their own: a guest's list they still name becomes theirs when they have none (a session
 * signed in before lists had owners), and is refused when they have another (the storefront then asks for theirs).
 */
async function usableSavedList(c: Context<{ Bindings: MockEnv }>, listId: string): Promise<boolean> {
  const row = await getSavedListRow(c.env.DB, listId)
  if (!row || !(await mayUseList(c, row.owner_consumer_id))) return false
  const owner = await registeredCaller(c)
  return !owner || (await claimSavedList(c.env.DB, listId, owner)) === listId
}

/** The cart's shipping address (country and postal code), or null before one is given. */
async function shippingAddressOf(db: D1Database, cartId: string) {
  const json = (await getCart(db, cartId))?.shipping_address
  if (!json) return null
  try {
    return JSON.parse(json) as { countryCode?: string; postalCode?: string }
  } catch {
    return null
  }
}

/** The answer to every change: the cart as it now is, with the notifications the change queued. */
async function changedCart(c: Context<{ Bindings: MockEnv }>, basketId: string) {
  const cart = await reportCart(c.env.DB, basketId, c.req.query('locale'))
  return cart ? c.json(cart) : cartNotFound(c)
}

/** A body that does not validate: API400 with the first issue's path, as the platform words it. */
async function bodyOf<S extends z.ZodType>(c: Context<{ Bindings: MockEnv }>, schema: S) {
  const parsed = schema.safeParse(await c.req.json().catch(() => null))
  if (parsed.success) return { data: parsed.data as z.output<S> }
  const path = parsed.error.issues[0]?.path.join('.') ?? ''
  return { refusal: apiError(c, 400, 'API400', `Invalid payload${path ? `: ${path}` : ''}`) }
}

const BASKET_ID = z.string().min(1).max(64)
const ITEM_ID = z.string().min(1).max(64)

const UpdateItemSchema = z.object({
  itemId: ITEM_ID,
  qty: z.number().int().min(1).max(DEFAULT_MAX_QTY).optional(),
  /** A store to pick the line up in, or null to have it delivered. */
  storeId: z
    .string()
    .regex(/^\d{4}$/)
    .nullable()
    .optional(),
  giftOption: GiftOptionSchema.nullable().optional(),
  /** Another variant of the line's product to make it (another size), at its quantity or `qty`. */
  productId: z.string().min(8).max(24).optional(),
})

commerceRoutes.put('/v1/cart/:basketId/item', async (c) => {
  const basketId = c.req.param('basketId')
  const body = await bodyOf(c, UpdateItemSchema)
  if (body.refusal) return body.refusal
  const { itemId, qty, storeId, giftOption, productId } = body.data
  const db = c.env.DB
  const cart = await openCart(db, basketId)
  if (!cart) return cartNotFound(c)
  if (cart.kind === 'reserve') return reserveUnchangeable(c)
  if (itemId === BONUS_LINE_ID) return bonusUnchangeable(c)
  const line = await getCartLine(db, basketId, itemId)
  if (!line) return apiError(c, 404, 'ORD404', 'Item not in this cart')
  // A digital line keeps a recipient (a new gift option, or the one it has) and is never picked up.
  const digitalGift =
    giftOption !== undefined
      ? giftOption
      : { to: line.gift_to ?? '', email: line.gift_email ?? '', message: line.gift_message ?? '' }
  if (line.digital === 1) {
    const refusal = digitalRefusal({ storeId, giftOption: digitalGift })
    if (refusal) return apiError(c, refusal.status, refusal.errorId, refusal.message)
  }
  // The gift service (a message card, wrapped at the warehouse) goes with delivered items only: a store hands an
  // item over as it is (GFS800), whether the message is asked for a pickup line or the gifted line moves to a store.
  // Only a change that makes the pair is refused: a quantity change leaves a line as it was kept.
  const pickedUp = storeId === undefined ? line.store_id !== null : storeId !== null
  const gifted = giftOption !== undefined ? giftOption !== null : line.gift_to !== null
  const pairing =
    (storeId !== undefined && storeId !== null) || (giftOption !== undefined && giftOption !== null)
  if (line.digital !== 1 && pickedUp && gifted && pairing)
    return apiError(c, 400, 'GFS800', 'The gift service is not available for items picked up in a store')
  if (line.digital !== 1 && giftOption && NO_GIFT_SERVICE_KINDS.has(line.kind))
    return apiError(c, 404, 'GFO404', 'The gift service is not available for this item')
  const now = new Date().toISOString()
  if (giftOption !== undefined)
    await setLineGift(db, {
      cartId: basketId,
      lineId: itemId,
      to: giftOption?.to.trim() || null,
      email: giftOption?.email?.trim() || null,
      message: giftOption?.message.trim() || null,
    })
  if (productId !== undefined && productId !== line.sku) {
    // Another size where the line is: a change of how it travels is a change of its own.
    if (storeId !== undefined) return apiError(c, 400, 'API400', 'Change the variant and the store apart')
    const refusal = await changeLineVariant(
      db,
      cart,
      line,
      { productId, qty: qty ?? line.qty, now },
      checkLine,
    )
    if (refusal) return apiError(c, refusal.status, refusal.errorId, refusal.message)
    return changedCart(c, basketId)
  }
  if (qty === undefined && storeId === undefined) return changedCart(c, basketId)
  const wantedStore = storeId === undefined ? line.store_id : storeId
  // A line moved to a store (or back to delivery) joins the line already there for the same SKU and design.
  const other =
    wantedStore === line.store_id
      ? null
      : await findCartLine(db, {
          cartId: basketId,
          sku: line.sku,
          storeId: wantedStore,
          recipeId: line.recipe_id,
        })
  const checked = await checkLine(
    db,
    cart,
    {
      productId: line.sku,
      qty: qty ?? line.qty,
      ...(wantedStore ? { storeId: wantedStore } : {}),
      ...(line.recipe_id ? { recipeId: line.recipe_id } : {}),
      ...(line.digital === 1 && digitalGift ? { giftOption: digitalGift } : {}),
    },
    other?.qty ?? 0,
    now,
  )
  if ('refusal' in checked)
    return apiError(c, checked.refusal.status, checked.refusal.errorId, checked.refusal.message)
  await updateCartLine(db, {
    cartId: basketId,
    lineId: itemId,
    qty: checked.wanted,
    storeId: wantedStore,
    joinInto: other?.id ?? null,
    now,
  })
  if (wantedStore !== line.store_id) {
    // The shopper changed how the line travels: an informational notification (spec 1 §4).
    const code = !wantedStore ? 'PickupToHome' : line.store_id ? 'PickupStoreChanged' : 'HomeToPickup'
    await addCartNotices(db, basketId, [
      {
        code,
        itemId: other?.id ?? itemId,
        details: wantedStore ? { storeId: wantedStore } : { storeId: line.store_id ?? undefined },
        bySystem: false,
      },
    ])
  }
  return changedCart(c, basketId)
})

const RemoveItemSchema = z.object({ cartId: BASKET_ID, itemId: ITEM_ID })

commerceRoutes.delete('/v1/item', async (c) => {
  const body = await bodyOf(c, RemoveItemSchema)
  if (body.refusal) return body.refusal
  const { cartId, itemId } = body.data
  if (!(await openCart(c.env.DB, cartId))) return cartNotFound(c)
  // Removing the bonus line declines the gift: it stays out of this cart until the shopper adds it back.
  if (itemId === BONUS_LINE_ID) {
    await declineGift(c.env.DB, cartId, GIFT_WITH_PURCHASE.promotionId, new Date().toISOString())
    return changedCart(c, cartId)
  }
  if (!(await removeCartLine(c.env.DB, cartId, itemId, new Date().toISOString())))
    return apiError(c, 404, 'ORD404', 'Item not in this cart')
  return changedCart(c, cartId)
})

const CouponSchema = z.object({ cartId: BASKET_ID, code: z.string().trim().min(1).max(40) })
const PROMOTION_CODE_SHAPE = /^[A-Z0-9]{4,20}$/

commerceRoutes.put('/v1/coupon', async (c) => {
  const body = await bodyOf(c, CouponSchema)
  if (body.refusal) return body.refusal
  const { cartId } = body.data
  const code = body.data.code.toUpperCase()
  const db = c.env.DB
  if (!(await openCart(db, cartId))) return cartNotFound(c)
  // The shop's promotion codes are 4 to 20 letters and digits: anything else is no code at all (PRM160).
  if (!PROMOTION_CODE_SHAPE.test(code))
    return apiError(c, 400, 'PRM160', 'A promotion code is 4 to 20 letters and digits')
  const rule = COUPONS[code]
  if (!rule) return apiError(c, 400, 'PRM130', `Coupon ${code} is not valid`)
  if (rule.kind === 'expired') return apiError(c, 400, 'PRM155', `Coupon ${code} has expired`)
  if (rule.kind === 'notYet') return apiError(c, 400, 'PRM135', `Coupon ${code} is not available now`)
  if (rule.kind === 'exhausted')
    return apiError(c, 400, 'PRM140', `Coupon ${code} has reached its redemption limit`)
  // An employee's associate discount does not combine with promotion codes (decision 049).
  const employee = await employeeDiscountOf(db, (await ownerOfCart(db, cartId)) ?? null)
  if (employee && employee.remaining > 0)
    return apiError(c, 409, 'PRM409', 'Promotion codes do not combine with the associate discount')
  const applied = await listCartCoupons(db, cartId)
  if (applied.includes(code)) return apiError(c, 409, 'PRM416', `Coupon ${code} is already applied`)
  if (applied.length >= MAX_COUPONS)
    return apiError(c, 400, 'PRM140', `A cart takes at most ${MAX_COUPONS} coupons`)
  if (!(await addCartCoupon(db, cartId, code, new Date().toISOString())))
    return apiError(c, 409, 'PRM416', `Coupon ${code} is already applied`)
  return changedCart(c, cartId)
})

commerceRoutes.delete('/v1/coupon', async (c) => {
  const body = await bodyOf(c, CouponSchema)
  if (body.refusal) return body.refusal
  const { cartId } = body.data
  if (!(await openCart(c.env.DB, cartId))) return cartNotFound(c)
  if (!(await removeCartCoupon(c.env.DB, cartId, body.data.code.toUpperCase())))
    return apiError(c, 404, 'PRM130', 'This coupon is not on the cart')
  return changedCart(c, cartId)
})

const ShippingMethodSchema = z.object({
  cartId: BASKET_ID,
  code: z.enum(SHIPMENT_METHODS),
  shippingId: z.literal('me').default('me'),
  /** The collection point (pudo, `P` and its store's id) or store (sts) the shipment goes to. */
  storeId: z
    .string()
    .regex(/^P?\d{4}$/)
    .optional(),
  shopperAppliedSM: z.boolean().optional(),
})

commerceRoutes.post('/v1/shippingMethod', async (c) => {
  const body = await bodyOf(c, ShippingMethodSchema)
  if (body.refusal) return body.refusal
  const { cartId, code, storeId } = body.data
  const db = c.env.DB
  if (!(await openCart(db, cartId))) return cartNotFound(c)
  const needsPoint = SHIPPING_METHODS[code].needsPoint === true
  if (code === 'express' && !expressReaches(await shippingAddressOf(db, cartId)))
    return apiError(c, 400, 'SHP404', 'Express delivery does not reach this address')
  if (needsPoint && !storeId)
    return apiError(c, 400, 'SHP404', `${SHIPPING_METHODS[code].label} needs a store`)
  if (needsPoint && storeId && storeId.startsWith('P') !== (code === 'pudo'))
    return apiError(
      c,
      400,
      'SHP404',
      `${SHIPPING_METHODS[code].label} needs a ${code === 'pudo' ? 'collection point' : 'store'}`,
    )
  if (needsPoint && storeId && !(await storeExists(db, storeOfPoint(storeId))))
    return apiError(c, 404, 'STR404', 'Store not found')
  await setShipmentMethod(db, cartId, code, needsPoint ? (storeId ?? null) : null, new Date().toISOString())
  return changedCart(c, cartId)
})

commerceRoutes.get('/v1/cart/:basketId/shippingMethod/:shippingId', async (c) => {
  const cart = await readCart(c.env.DB, c.req.param('basketId'), c.req.query('locale'))
  if (cart?.status !== 'open') return cartNotFound(c)
  const shipment = cart.shippingMethods.find((entry) => entry.shippingId === c.req.param('shippingId'))
  if (!shipment) return apiError(c, 404, 'SHP404', 'No such shipment in this cart')
  return c.json({
    shippingId: shipment.shippingId,
    applicableShippingMethods: shipment.applicableShippingMethods,
  })
})

const SaveSchema = z.object({ itemId: z.string().min(1).max(64), saveForLaterId: z.string().regex(LIST_ID) })

commerceRoutes.post('/v2/cart/:basketId/saveForLater', async (c) => {
  const parsed = SaveSchema.safeParse(await c.req.json().catch(() => null))
  if (!parsed.success) return apiError(c, 400, 'API400', 'Invalid save-for-later payload')
  const { itemId, saveForLaterId } = parsed.data
  const basketId = c.req.param('basketId')
  const db = c.env.DB
  const cart = await openCart(db, basketId)
  if (!cart) return cartNotFound(c)
  if (itemId === BONUS_LINE_ID) return bonusUnchangeable(c)
  const line = await getCartLine(db, basketId, itemId)
  if (!line) return apiError(c, 404, 'ORD404', 'Item not in this cart')
  // A saved item is a variant and a quantity: a digital line's recipient would be lost.
  if (line.digital === 1) return apiError(c, 400, 'GFO410', SENT_BY_EMAIL)
  // Nor is a personalised line's recipe.
  if (line.recipe_id) return apiError(c, 400, 'CUS410', MADE_TO_ORDER)
  if (!(await usableSavedList(c, saveForLaterId))) return apiError(c, 404, 'SFL404', 'List not found')
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
    cart: await readCart(db, basketId, c.req.query('locale')),
    saveForLater: await readSavedList(db, saveForLaterId, 0, 24),
  })
})

commerceRoutes.delete('/v2/saveForLater/:listId/items/:itemId', async (c) => {
  const { listId, itemId } = c.req.param()
  if (!LIST_ID.test(listId) || !(await usableSavedList(c, listId)))
    return apiError(c, 404, 'SFL404', 'List not found')
  if (!(await removeSavedItem(c.env.DB, listId, itemId)))
    return apiError(c, 404, 'SFL404', 'Item not in this list')
  const list = await readSavedList(c.env.DB, listId, 0, 24)
  return list ? c.json(list) : apiError(c, 404, 'SFL404', 'List not found')
})

// The gift with purchase the shopper declined, added back: the cart gives it again while it qualifies.
commerceRoutes.post('/v1/cart/:basketId/bonus/:promotionId', async (c) => {
  const { basketId, promotionId } = c.req.param()
  if (!(await openCart(c.env.DB, basketId))) return cartNotFound(c)
  if (promotionId !== GIFT_WITH_PURCHASE.promotionId)
    return apiError(c, 404, 'GWP403', 'This cart has no such gift with purchase')
  await restoreGift(c.env.DB, basketId, promotionId, new Date().toISOString())
  return changedCart(c, basketId)
})

// Personalisation (decision 030): a recipe is made first, then the item is added with its id.

const RecipeSchema = z.object({
  /** A variant's SKU or a style code: the recipe is for the style. */
  productId: z.string().min(8).max(24),
  text: z.string().max(200),
  threadColour: z.string().max(20),
})

const recipeBody = (recipe: { id: string; style_code: string; text: string; thread: string }) => ({
  recipeId: recipe.id,
  masterId: recipe.style_code,
  text: recipe.text,
  threadColour: recipe.thread,
})

commerceRoutes.post('/v1/recipes', async (c) => {
  const body = await bodyOf(c, RecipeSchema)
  if (body.refusal) return body.refusal
  const { productId, text, threadColour } = body.data
  const styleCode = (await getVariantForCart(c.env.DB, productId))?.style_code ?? productId.slice(0, 8)
  if (!PERSONALISATION.styles.has(styleCode))
    return apiError(c, 404, 'CUS404', 'This product cannot be personalised')
  const checked = validatePersonalisation({ text, thread: threadColour })
  if (!checked.ok)
    return apiError(
      c,
      400,
      'CUS400',
      checked.errors.text
        ? checked.errors.text.key === 'custom.error.blocked'
          ? 'This text cannot be used for a personalisation'
          : "The text must be 1 to 12 letters, digits, spaces or . , ' & ! ? # -"
        : 'Unknown thread colour',
    )
  const recipe = {
    id: `R${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    style_code: styleCode,
    text: checked.value.text,
    thread: checked.value.thread,
    created_at: new Date().toISOString(),
  }
  await insertRecipe(c.env.DB, recipe)
  return c.json(recipeBody(recipe), 201)
})

commerceRoutes.get('/v1/recipes/:recipeId', async (c) => {
  const recipeId = c.req.param('recipeId')
  const recipe = /^[A-Za-z0-9-]{1,40}$/.test(recipeId) ? await getRecipe(c.env.DB, recipeId) : null
  return recipe ? c.json(recipeBody(recipe)) : apiError(c, 404, 'CUS404', 'Personalisation not found')
})
