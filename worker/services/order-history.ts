/**
 * The customer's orders after checkout (decision 040): the history a page at a time, one order's details, its
 * invoice and return label, cancelling it, sending its e-gift card emails again; and a guest's tracking of an order
 * by its number and email. The signed-in shopper's calls carry their token (the consumer service sees only the
 * customer's own orders); a guest's tracking carries none and is limited per client address, since a number and
 * an email are what someone guessing at orders would try.
 */
import {
  checkOrderLookup,
  ORDER_ERRORS,
  ORDER_PAGE_SIZE,
  type OrderHistoryPage,
  type OrderLookupInput,
} from '../../shared/bag/order-history'
import { clientAddress } from '../client-address'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { ApiError, UpstreamRefusal } from './api-error'
import { isThrottled } from './rate-limits'

/**
 * The order calls' refusals, to be worded where the shopper meets them by ORDER_ERRORS before the general
 * catalogue; failures go on as they are.
 */
function worded(error: unknown): never {
  if (!(error instanceof UpstreamError) || error.status < 400 || error.status >= 500) throw error
  throw new UpstreamRefusal(error, ORDER_ERRORS)
}

/** The signed-in shopper's session, or the refusal: a guest has no orders to see. */
async function requireCustomer(c: AppContext): Promise<void> {
  const { customer } = await c.var.session.read()
  if (!customer) throw new ApiError('SIGN_IN_REQUIRED')
}

/** A page of the shopper's orders (from 1), newest first; a page past the last is empty. */
export async function orderHistory(c: AppContext, page: number): Promise<OrderHistoryPage> {
  await requireCustomer(c)
  const { total, orders } = await c.var.services.consumers
    .orderHistory({ start: (page - 1) * ORDER_PAGE_SIZE, count: ORDER_PAGE_SIZE })
    .catch(worded)
  return { orders, total, page, pageCount: Math.max(1, Math.ceil(total / ORDER_PAGE_SIZE)) }
}

/** One of the shopper's orders; null when they have no such order (another customer's is not theirs either). */
export async function orderDetails(c: AppContext, orderNumber: string) {
  await requireCustomer(c)
  return c.var.services.consumers.order(orderNumber).catch(worded)
}

/** The refusal of an order the shopper does not have, as the order calls word it. */
export const orderNotFound = () => new ApiError('ORDER_NOT_FOUND')

/** Cancels one of the shopper's orders before it ships; the order as it is now. */
export async function cancelOrder(c: AppContext, orderNumber: string) {
  await requireCustomer(c)
  return c.var.services.consumers.cancelOrder(orderNumber).catch(worded)
}

export async function orderInvoice(c: AppContext, orderNumber: string) {
  await requireCustomer(c)
  return c.var.services.consumers.invoice(orderNumber, c.var.brand.name).catch(worded)
}

export async function orderReturnLabel(c: AppContext, orderNumber: string) {
  await requireCustomer(c)
  return c.var.services.consumers
    .returnLabel(orderNumber, { name: c.var.brand.name, siteId: c.var.siteId })
    .catch(worded)
}

/** Sends the order's e-gift card emails again; how many went. Their link leads to the shop's home page. */
export async function resendGiftCards(c: AppContext, orderNumber: string): Promise<number> {
  await requireCustomer(c)
  const url = `${new URL(c.req.url).origin}/${c.var.locale.code}`
  return c.var.services.consumers.resendGiftCards(orderNumber, { url, name: c.var.brand.name }).catch(worded)
}

/** Counts a guest's lookup against the client address's limit; past it, 429 with when to try again. */
async function limitLookups(c: AppContext): Promise<void> {
  const address = clientAddress(c)
  const key = address ? `order-lookup:${address}` : null
  if (await isThrottled(c, [[c.env.ORDER_LOOKUP_ADDRESS_LIMIT, key]]))
    throw new ApiError('ORDER_LOOKUP_THROTTLED')
}

/**
 * A guest's lookup of an order by its number and email: the form's rules first (each field's message; a malformed
 * email is ORD400, as the service answers it), then the per-address limit, then the service, which answers an
 * unknown number and a wrong email alike (OHS4004).
 */
export async function trackOrder(c: AppContext, form: OrderLookupInput) {
  const { input, problems } = checkOrderLookup(form)
  if (Object.keys(problems).length > 0)
    throw new ApiError(problems.orderNumber ? 'ORDER_LOOKUP_INVALID' : 'ORDER_LOOKUP_EMAIL_INVALID', {
      fields: problems,
    })
  await limitLookups(c)
  return c.var.services.consumers.trackOrder(input).catch(worded)
}
