/**
 * The shopper's cart on a site: read it, add to it. The basket id lives in the session, one per site (each
 * country's cart keeps its currency), and is made on the first add: the cart is created with the item in one
 * call, under the session's lease, so concurrent first adds make one cart and an add the cart service refuses
 * makes none. A cart the service no longer knows is replaced once and the add tried again (spec 1 §8,
 * CART_NOT_FOUND).
 */
import type { Cart, CartLineInput } from '../../shared/cart'
import { cartSlot } from '../session/state'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'

export type { CartLineInput }

const isCartNotFound = (error: unknown) => error instanceof UpstreamError && error.errorId === 'BSK404'

/** The shopper's basket id on this site, if they have one. */
export async function currentBasketId(c: AppContext): Promise<string | undefined> {
  return (await c.var.session.read()).carts?.[c.var.siteId]
}

/** The shopper's cart, or null without one; a cart the service no longer knows leaves the session. */
export async function getShopperCart(c: AppContext): Promise<Cart | null> {
  const basketId = await currentBasketId(c)
  if (!basketId) return null
  const cart = await c.var.services.commerce.getCart(basketId)
  if (!cart) await c.var.session.forget(cartSlot(c.var.siteId), basketId)
  return cart
}

/** The SKU of a style in a colour and size; refuses without a size, or when the variant does not exist. */
export async function findVariantSku(
  c: AppContext,
  styleCode: string,
  colour: string,
  size: string | undefined,
): Promise<string> {
  const { t } = c.var
  if (!size) throw new ApiError('invalid', 'SIZE_REQUIRED', t.t('cart.chooseSize'), { placement: 'item' })
  const product = await c.var.services.catalogue.getProduct(styleCode)
  const variant = product?.variants.find((entry) => entry.colourCode === colour && entry.size === size)
  if (!variant) throw new ApiError('unknown', 'ORD404', t.t('error.itemNotAvailable'), { placement: 'item' })
  return variant.sku
}

/** Adds a line to the shopper's cart, making the cart with it when there is none; answers the cart. */
export async function addToCart(c: AppContext, line: CartLineInput): Promise<Cart> {
  const { commerce } = c.var.services
  const slot = cartSlot(c.var.siteId)
  const create = async () => {
    const cart = await commerce.createCart(c.var.locale.currency, [line])
    return { value: cart.id, result: cart }
  }
  const { value: basketId, created } = await c.var.session.ensure(slot, create)
  if (created) return created
  try {
    return await commerce.addItem(basketId, line)
  } catch (error) {
    if (!isCartNotFound(error)) throw error
    const replaced = await c.var.session.ensure(slot, create, basketId)
    return replaced.created ?? (await commerce.addItem(replaced.value, line))
  }
}
