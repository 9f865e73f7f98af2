/**
 * Reserve in store, pay in store (decision 086). From the product page, one unit of a size the shopper's store
 * holds is reserved there: the cart service makes a reserve cart of its own (never the shopper's bag), which the
 * session keeps by id, never a URL. The reserve page asks who collects it, and the reservation then goes through an
 * order's lifecycle: the contact on the cart, `prepareOrder`, then `placeOrder` paid in store (`PAY_IN_STORE`, no
 * money taken) under the page's idempotency key, so a form sent twice places one reservation. The placed
 * reservation is the session's last, for the confirmation; the account lists it among the orders.
 */

import { isShippingCountry, validateReserveContact } from '../../shared/account/address'
import type { Order } from '../../shared/bag/order'
import type { MessageKey, MessageParams } from '../../shared/i18n/i18n'
import type { AppContext } from '../types'
import type { ReserveCart } from '../upstream/commerce/cart-calls'
import type { ReserveContact } from '../upstream/commerce/inputs'
import { UpstreamError } from '../upstream/errors'
import { ApiError } from './api-error'
import { phoneCountries } from './countries'

/** What the product page's reserve form names: the product, its colour and size, and the store. */
export interface ReserveChoice {
  styleCode: string
  colour: string
  size: string
  storeId: string
}

/**
 * Reserves the chosen size at the store: a reserve cart made for it, kept as the session's, the bag untouched.
 * Refused as the cart service refuses it (ORD404, INV700, INV701, RSV409), or SIZE_REQUIRED for a size the
 * product does not have in that colour.
 */
export async function startReservation(c: AppContext, choice: ReserveChoice): Promise<ReserveCart> {
  const { catalogue, commerce } = c.var.services
  const product = await catalogue.getProduct(choice.styleCode)
  const variant = product?.variants.find(
    (entry) => entry.colourCode === choice.colour && entry.size === choice.size,
  )
  if (!product) throw new ApiError('ITEM_NOT_AVAILABLE')
  if (!variant) throw new ApiError('SIZE_REQUIRED')
  const session = await c.var.session.read()
  const reserve = await commerce.createReserveWithItem(
    { currency: c.var.locale.currency, country: c.var.locale.country },
    {
      productId: variant.sku,
      storeId: choice.storeId,
      ...(session.customer?.email ? { email: session.customer.email } : {}),
    },
  )
  await c.var.session.change({ kind: 'reserve', siteId: c.var.siteId, basketId: reserve.basketId })
  return reserve
}

/**
 * The reserve cart the shopper is filling in; null when there is none, or it is placed or expired, or it is
 * another customer's now (AUT498: a guest's reservation, and the shopper has signed in since), which they start again.
 */
export async function currentReservation(c: AppContext): Promise<ReserveCart | null> {
  const basketId = (await c.var.session.read()).reserves?.[c.var.siteId]?.basketId
  if (!basketId) return null
  try {
    return await c.var.services.commerce.getReserveCart(basketId)
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403 && error.errorId === 'AUT498') return null
    throw error
  }
}

/** The last reservation the shopper placed on this site, for the confirmation. */
export async function lastReservation(c: AppContext): Promise<Order | null> {
  return (await c.var.session.read()).reserves?.[c.var.siteId]?.last ?? null
}

/** Who collects it, checked by the shop's field rules; RESERVE_CONTACT_INVALID with each field's message. */
export async function checkReserveContact(
  c: AppContext,
  input: Record<string, unknown>,
): Promise<ReserveContact> {
  const country = isShippingCountry(c.var.locale.country) ? c.var.locale.country : 'US'
  const checked = validateReserveContact(input, country, await phoneCountries(c))
  if (checked.ok) return checked.value
  const fields: Record<string, { key: MessageKey; params?: MessageParams }> = {}
  for (const [name, error] of Object.entries(checked.errors))
    if (error) fields[name] = { key: error.key, ...(error.params ? { params: error.params } : {}) }
  throw new ApiError('RESERVE_CONTACT_INVALID', { fields })
}

/**
 * Places the session's reserve cart as a reservation paid in store, for `contact`, under `idempotencyKey`: the
 * same key again answers the same reservation. RESERVE_GONE when there is no reserve cart any more (expired, or
 * never made); the cart service's refusals (RSV409 the shopper's limit) come out as they are.
 */
export async function placeReservation(
  c: AppContext,
  contact: ReserveContact,
  idempotencyKey: string,
): Promise<Order> {
  const session = await c.var.session.read()
  const held = session.reserves?.[c.var.siteId]
  if (held?.last && held.lastKey === idempotencyKey) return held.last
  const basketId = held?.basketId
  if (!basketId) throw new ApiError('RESERVE_GONE')
  const { commerce } = c.var.services
  try {
    await commerce.setReserveContact(basketId, contact)
    // Nothing is charged here: the store takes its price when the item is collected, so no total is confirmed.
    await commerce.prepareOrder(basketId, null)
  } catch (error) {
    if (error instanceof UpstreamError && error.errorId === 'BSK404') throw new ApiError('RESERVE_GONE')
    throw error
  }
  const order = await commerce.placeOrder(
    basketId,
    { code: 'PAY_IN_STORE' },
    {
      idempotencyKey,
      returnUrl: `${new URL(c.req.url).origin}/${c.var.locale.code}/reserve`,
      shopperLocale: c.var.locale.bcp47,
    },
  )
  await c.var.session.change({ kind: 'reserve', siteId: c.var.siteId, last: order, lastKey: idempotencyKey })
  return order
}
