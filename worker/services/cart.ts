/**
 * The shopper's cart on a site: read it, add to it, change and remove its lines, coupons and the delivery method.
 * The basket id lives in the session, one per site (each country's cart keeps its currency), and is made on the
 * first add: the cart is created with the item in one call, under the session's lease, so concurrent first adds
 * make one cart and an add the cart service refuses makes none. A cart the service no longer knows is replaced
 * once and the add tried again (spec 1 §8, CART_NOT_FOUND); a change to a cart it no longer knows forgets the
 * basket and tells the shopper their bag expired. A cart the service refuses as another customer's (403 AUT498,
 * INVALID_CUSTOMER: the shopper's upstream token changed since it was made, decision 034) is lost to them just
 * the same: it is made again from its lines, and the shopper is told so in a toast.
 */
import type { Cart, CartLine, CartLineInput, ShippingOption } from '../../shared/bag/cart'
import { productPath } from '../../shared/routes'
import { logEvent } from '../log'
import { cartSlot } from '../session/changes'
import type { CartLineCopy } from '../session/state'
import type { AppContext } from '../types'
import type { CartFavouriteStore } from '../upstream/commerce/client'
import type { CartLineChange } from '../upstream/commerce/inputs'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { orderedMeanwhile } from './order-outcome'

export type { CartLineInput }

const isCartNotFound = (error: unknown) => error instanceof UpstreamError && error.errorId === 'BSK404'

/** The cart belongs to another customer than the token the call carried (spec 2 §8, INVALID_CUSTOMER). */
const isInvalidCustomer = (error: unknown) =>
  error instanceof UpstreamError && error.status === 403 && error.errorId === 'AUT498'

/** Why the shopper's cart had to be made again, for the notice the bag shows. */
export type CartLoss = 'expired' | 'invalidCustomer'

/** The record of a dismissed approaching promotion, kept with the session's one-off actions. */
const dismissedKey = (promotionId: string) => `promotion-dismissed:${promotionId}`

/** The shopper's basket id on this site, if they have one. */
export async function currentBasketId(c: AppContext): Promise<string | undefined> {
  return (await c.var.session.read()).carts?.[c.var.siteId]
}

/**
 * The shopper's cart, or null without one. The bag page reads with `supplyCheck`, so lines the stock no longer
 * covers are cut and reported (`cart.flash`). A cart the service no longer knows is made again from the session's
 * copy of its lines (spec 2 §8: recreated from the remaining items), with `recreated` set so the page can say the
 * bag had expired; with no copy to make it from, it leaves the session. The bag and the checkout read with `patch`,
 * so what they total is at today's prices (decision 089); the header and the islands' refreshes do not.
 */
export async function readShopperCart(
  c: AppContext,
  read: { supplyCheck?: boolean; patch?: boolean } = {},
): Promise<{ cart: Cart | null; recreated: boolean; lost: CartLoss | null }> {
  const { carts, favStoreId } = await c.var.session.read()
  const basketId = carts?.[c.var.siteId]
  if (!basketId) return { cart: null, recreated: false, lost: null }
  const { commerce } = c.var.services
  let lost: CartLoss = 'expired'
  // Read with the favourite store, the cart says each line's stock there (the bag offers it for pickup).
  const cart = await commerce.getCart(basketId, { ...read, favStoreId }).catch((error: unknown) => {
    if (!isInvalidCustomer(error)) throw error
    lost = 'invalidCustomer'
    return null
  })
  if (cart) return { cart: await withoutDismissed(c, cart), recreated: false, lost: null }
  // A basket whose order's answer the shop never got is asked about first: a paid bag is never made again.
  if (await orderedMeanwhile(c, basketId)) return { cart: null, recreated: false, lost: null }
  const copies = (await c.var.session.read()).cartLines?.[c.var.siteId] ?? []
  if (copies.length === 0) {
    await c.var.session.forget(cartSlot(c.var.siteId), basketId)
    return { cart: null, recreated: false, lost: null }
  }
  logEvent(c, 'info', 'cart rebuilt', { operation: 'getCart', lost })
  const rebuilt = await rebuildCart(c, basketId)
  const made = rebuilt.cart ?? (await commerce.getCart(rebuilt.basketId, { ...read, favStoreId }))
  return {
    cart: made ? await withoutDismissed(c, made) : null,
    recreated: made !== null,
    lost: made !== null ? lost : null,
  }
}

/** The shopper's cart, or null without one (see `readShopperCart`). */
export async function getShopperCart(
  c: AppContext,
  read: { supplyCheck?: boolean; patch?: boolean } = {},
): Promise<Cart | null> {
  return (await readShopperCart(c, read)).cart
}

/** The cart without the approaching promotions the shopper dismissed in this session (spec 2 §8). */
async function withoutDismissed(c: AppContext, cart: Cart): Promise<Cart> {
  if (cart.approaching.length === 0) return cart
  const recorded = new Set((await c.var.session.read()).recorded ?? [])
  return {
    ...cart,
    approaching: cart.approaching.filter((promotion) => !recorded.has(dismissedKey(promotion.id))),
  }
}

/**
 * The SKU of a style in a colour and size (an e-gift card's size is its amount); refuses without a size, or when
 * the variant does not exist.
 */
export async function findVariantSku(
  c: AppContext,
  styleCode: string,
  colour: string,
  size: string | undefined,
): Promise<string> {
  const product = await c.var.services.catalogue.getProduct(styleCode)
  if (!size) throw new ApiError(product?.digital ? 'EGIFT_AMOUNT_REQUIRED' : 'SIZE_REQUIRED')
  const variant = product?.variants.find((entry) => entry.colourCode === colour && entry.size === size)
  if (!variant) throw new ApiError('ORD404')
  return variant.sku
}

/**
 * What the cart service is told of a variant added to the bag besides its SKU (spec 1 §7's add payload): its UPC,
 * the most one order may hold, the product page it was added from (colour and size chosen) and its picture. Empty
 * when the catalogue does not know the style or the SKU, so the add goes on with the SKU alone.
 */
export async function variantLineDetails(
  c: AppContext,
  styleCode: string,
  sku: string,
): Promise<Pick<CartLineInput, 'upc' | 'maxQty' | 'pdpUrl' | 'productImageURL'>> {
  const product = await c.var.services.catalogue.getProduct(styleCode).catch(() => null)
  const variant = product?.variants.find((entry) => entry.sku === sku)
  if (!product || !variant) return {}
  const image = product.colours.find((colour) => colour.code === variant.colourCode)?.image
  const query = new URLSearchParams({ colour: variant.colourCode, size: variant.size })
  return {
    ...(variant.upc ? { upc: variant.upc } : {}),
    maxQty: product.maxQty,
    pdpUrl: `${productPath(c.var.locale.code, product.name, product.styleCode)}?${query}`,
    ...(image ? { productImageURL: image } : {}),
  }
}

/**
 * The SKU an e-gift card of an amount of the shopper's choosing is added as: the card's first variant in the
 * colour (its design), whose price the amount replaces. Refuses a product that takes no such amount.
 */
export async function findCustomAmountSku(c: AppContext, styleCode: string, colour: string): Promise<string> {
  const product = await c.var.services.catalogue.getProduct(styleCode)
  const variant = product?.digital ? product.variants.find((entry) => entry.colourCode === colour) : undefined
  if (!variant) throw new ApiError('ORD404')
  return variant.sku
}

/**
 * A cart's lines as the session keeps a copy of them: a gift-with-purchase line is marked, so the header counts it
 * while a rebuilt cart leaves it to the cart service, which gives it by itself; a digital line is marked, so it is
 * rebuilt with its recipient.
 */
const copyOf = (cart: Cart): CartLineCopy[] =>
  cart.items.map((line) => ({
    itemId: line.id,
    productId: line.productId,
    qty: line.qty,
    ...(line.pickupStoreId ? { storeId: line.pickupStoreId } : {}),
    ...(line.recipeId ? { recipeId: line.recipeId } : {}),
    ...(line.bonus ? { bonus: true as const } : {}),
    ...(line.digital ? { digital: true as const } : {}),
    ...(line.gift ? { gift: line.gift } : {}),
    ...(line.digital && line.customAmount !== null ? { customAmount: line.customAmount } : {}),
  }))

/** Keeps a copy of the cart's lines in the session, after the answer: only to rebuild a cart the service lost. */
function rememberLines(c: AppContext, basketId: string, cart: Cart): void {
  const write = c.var.session
    .change({ kind: 'cartLines', siteId: c.var.siteId, basketId, lines: copyOf(cart) })
    .catch((error: unknown) => logEvent(c, 'warn', 'cart copy not kept', { error: String(error) }))
  c.executionCtx.waitUntil(write)
}

/** The line a copy was taken of; digital lines of one amount are told apart by their recipient. */
const sameLine = (line: CartLine, copy: CartLineCopy) =>
  line.bonus === (copy.bonus === true) &&
  line.productId === copy.productId &&
  (line.pickupStoreId ?? undefined) === copy.storeId &&
  (line.recipeId ?? undefined) === copy.recipeId &&
  (!copy.digital ||
    (line.gift?.to === copy.gift?.to &&
      line.gift?.email === copy.gift?.email &&
      (line.customAmount ?? undefined) === copy.customAmount))

/**
 * A new cart for the shopper, with what their lost cart held (its lines, as the session copied them) and any
 * `extra` line. Refused whole when one line is refused, so then it is made empty and the lines are added one by
 * one, leaving out those the stock or the catalogue no longer allows. Made under the session's lease: when a
 * concurrent request made the cart first, its id comes back with `made: false`, and `extra` is not in it.
 */
export async function rebuildCart(
  c: AppContext,
  lost: string | undefined,
  extra: CartLineInput[] = [],
): Promise<{ basketId: string; cart: Cart | null; copies: CartLineCopy[] }> {
  const { commerce } = c.var.services
  const market = { currency: c.var.locale.currency, country: c.var.locale.country }
  const copies = lost ? ((await c.var.session.read()).cartLines?.[c.var.siteId] ?? []) : []
  // A digital line is added with its recipient, which it cannot be added without, and its amount if chosen.
  const lines: CartLineInput[] = [
    ...copies.flatMap(({ itemId: _itemId, bonus, digital, gift, customAmount, ...line }) =>
      bonus
        ? []
        : [
            digital && gift
              ? { ...line, gift, ...(customAmount !== undefined ? { customAmount } : {}) }
              : line,
          ],
    ),
    ...extra,
  ]
  /** The copies' gift messages, put back on the new cart's same lines (a digital line came with its own). */
  const withGifts = async (basketId: string, made: Cart) => {
    let cart = made
    for (const copy of copies) {
      const line = copy.gift && !copy.digital ? cart.items.find((entry) => sameLine(entry, copy)) : undefined
      if (line && copy.gift)
        cart = await commerce.updateItem(basketId, line.id, { gift: copy.gift }).catch(() => cart)
    }
    return cart
  }
  const favourite = favouriteStoreOfNewCart((await c.var.session.read()).favStoreId, lines)
  const create = async () => {
    const [only] = favourite.lines
    // A first add to bag makes the cart with its item in one call, refused as the add is (spec 1 §7), with the
    // favourite store as a new cart is made with it.
    if (only && lines.length === 1 && copies.length === 0) {
      const made = await commerce.createCartWithItem(market, only, favourite.store)
      return { value: made.basketId, result: made.cart }
    }
    try {
      const made = await commerce.createCart(market, favourite.lines, favourite.store)
      return { value: made.basketId, result: await withGifts(made.basketId, made.cart) }
    } catch (error) {
      if (!(error instanceof UpstreamError) || error.status >= 500 || lines.length <= 1) throw error
      const made = await commerce.createCart(market, [])
      let cart = made.cart
      for (const line of lines) cart = await commerce.addItem(made.basketId, line).catch(() => cart)
      return { value: made.basketId, result: await withGifts(made.basketId, cart) }
    }
  }
  const { value, created } = await c.var.session.ensure(cartSlot(c.var.siteId), create, lost)
  if (created) rememberLines(c, value, created)
  return { basketId: value, cart: created ?? null, copies }
}

/**
 * A new cart is made with the shopper's favourite store (spec 1: `POST /cart/v1/cart` with `favStoreId`), and
 * with the pickup action when its one line, the first add, is picked up there: the line then names no store.
 */
export function favouriteStoreOfNewCart(
  favStoreId: string | undefined,
  lines: CartLineInput[],
): { lines: CartLineInput[]; store: CartFavouriteStore } {
  const [first] = lines
  if (!favStoreId) return { lines, store: {} }
  if (lines.length !== 1 || first?.storeId !== favStoreId) return { lines, store: { favStoreId } }
  const { storeId: _storeId, ...line } = first
  return { lines: [line], store: { favStoreId, pickup: true } }
}

const expired = () => new ApiError('BSK404')

/** The toast after a cart made again because it was another customer's: the bag reloads once it is read. */
const invalidCustomer = () => new ApiError('INVALID_CUSTOMER_CART')

/** Adds a line to the shopper's cart, making the cart with it when there is none; answers the cart. */
/**
 * Saves a personalisation of a variant as a recipe (decision 030) and answers its id, to add the item with. The
 * recipe is kept apart from any cart, so a cart rebuilt from the session's copy of its lines finds it again.
 */
export async function createRecipe(
  c: AppContext,
  sku: string,
  personalisation: { text: string; thread: string },
): Promise<string> {
  const recipe = await c.var.services.commerce.createRecipe(sku, personalisation)
  return recipe.recipeId
}

export async function addToCart(c: AppContext, line: CartLineInput): Promise<Cart> {
  const add = async (basketId: string) => {
    const cart = await c.var.services.commerce.addItem(basketId, line)
    rememberLines(c, basketId, cart)
    return withoutDismissed(c, cart)
  }
  const basketId = await currentBasketId(c)
  if (!basketId) {
    const made = await rebuildCart(c, undefined, [line])
    return made.cart ? withoutDismissed(c, made.cart) : add(made.basketId)
  }
  try {
    return await add(basketId)
  } catch (error) {
    if (!isCartNotFound(error) && !isInvalidCustomer(error)) throw error
    if (isInvalidCustomer(error))
      logEvent(c, 'info', 'cart rebuilt', { operation: 'addItem', lost: 'invalidCustomer' })
    const rebuilt = await rebuildCart(c, basketId, [line])
    return rebuilt.cart ? withoutDismissed(c, rebuilt.cart) : add(rebuilt.basketId)
  }
}

/**
 * Runs a change on the shopper's cart. A cart the service no longer knows is rebuilt from the session's copy of
 * its lines and the change tried again on the new one (spec 1 §8, CART_NOT_FOUND), with `itemId` mapped to the
 * same line there; without any cart the change is refused as BSK404.
 */
export async function changeShopperCart(
  c: AppContext,
  change: (basketId: string, itemId: string | undefined) => Promise<Cart>,
  itemId?: string,
): Promise<Cart> {
  const basketId = await currentBasketId(c)
  if (!basketId) throw expired()
  try {
    const cart = await change(basketId, itemId)
    rememberLines(c, basketId, cart)
    return await withoutDismissed(c, cart)
  } catch (error) {
    const invalid = isInvalidCustomer(error)
    if (!isCartNotFound(error) && !invalid) throw error
    logEvent(c, 'info', 'cart rebuilt', {
      operation: error instanceof UpstreamError ? error.operation : '',
      lost: invalid ? 'invalidCustomer' : 'expired',
    })
    const rebuilt = await rebuildCart(c, basketId)
    // Spec 2 §8: the cart is made again from the remaining items and the shopper told in a toast; the change is
    // not tried on it, so what they see after the reload is what the new cart holds.
    if (invalid) throw invalidCustomer()
    const cartNow = rebuilt.cart ?? (await c.var.services.commerce.getCart(rebuilt.basketId))
    if (!cartNow) throw expired()
    const copy = itemId ? rebuilt.copies.find((entry) => entry.itemId === itemId) : undefined
    const line = copy ? cartNow.items.find((entry) => sameLine(entry, copy)) : undefined
    if (itemId && !line) return withoutDismissed(c, cartNow)
    const cart = await change(rebuilt.basketId, line?.id)
    rememberLines(c, rebuilt.basketId, cart)
    return await withoutDismissed(c, cart)
  }
}

/** Changes a line's quantity, pickup store, gift message or variant. */
export function updateCartLine(c: AppContext, itemId: string, change: CartLineChange): Promise<Cart> {
  return changeShopperCart(
    c,
    (basketId, line) => c.var.services.commerce.updateItem(basketId, line ?? itemId, change),
    itemId,
  )
}

/** Removes a line; a line a rebuilt cart no longer has counts as removed. */
export function removeCartLine(c: AppContext, itemId: string): Promise<Cart> {
  return changeShopperCart(
    c,
    (basketId, line) => c.var.services.commerce.removeItem(basketId, line ?? itemId),
    itemId,
  )
}

export function applyCoupon(c: AppContext, code: string): Promise<Cart> {
  return changeShopperCart(c, (basketId) => c.var.services.commerce.applyCoupon(basketId, code))
}

export function removeCoupon(c: AppContext, code: string): Promise<Cart> {
  return changeShopperCart(c, (basketId) => c.var.services.commerce.removeCoupon(basketId, code))
}

/** Chooses how the delivered lines travel: standard or express to the address, a collection point, a store. */
export function setShippingMethod(c: AppContext, code: string, storeId?: string): Promise<Cart> {
  return changeShopperCart(c, (basketId) =>
    c.var.services.commerce.setShippingMethod(basketId, code, storeId),
  )
}

/**
 * The methods the cart service offers one of the cart's shipments (`me`, the home delivery), fastest first: what
 * the bag's "change shipping method" dialog lists. An empty list when the cart has no such shipment; BSK404 without
 * a cart.
 */
export async function getShipmentMethods(c: AppContext, shippingId: string): Promise<ShippingOption[]> {
  const basketId = await currentBasketId(c)
  if (!basketId) throw expired()
  return (await c.var.services.commerce.getShipmentMethods(basketId, shippingId)) ?? []
}

/** Hides an approaching promotion for the rest of the session (spec 2 §8: individually dismissible). */
export async function dismissPromotion(c: AppContext, promotionId: string): Promise<void> {
  await c.var.session.recordOnce(dismissedKey(promotionId))
}

/** Adds a gift with purchase the shopper removed back to their cart (removing its line declined it). */
export function restoreGift(c: AppContext, promotionId: string): Promise<Cart> {
  return changeShopperCart(c, (basketId) => c.var.services.commerce.restoreBonus(basketId, promotionId))
}
