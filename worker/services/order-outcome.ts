/**
 * What the session keeps of an order's outcome (decision 064): a placed order becomes the last order and its basket
 * is forgotten; a placement whose outcome is not known yet is kept as it was sent, so the shop can ask the cart
 * service about it again (the page while the shopper waits, or the bag when they come back) instead of making the
 * paid bag again from its lines.
 */

import type { Order } from '../../shared/bag/order'
import { PLACEMENT_RETRY_AFTER_SECONDS } from '../../shared/bag/placement'
import { logEvent } from '../log'
import { cartSlot } from '../session/changes'
import type { Confirming as ConfirmingPlacement } from '../session/state'
import type { AppContext } from '../types'
import { UpstreamError } from '../upstream/errors'
import { trackConversion } from './experiments'

/** The answer while a placement's outcome is not known: the page asks again after `retryAfter` seconds. */
export interface Confirming {
  confirming: true
  retryAfter: number
}

export const isConfirming = (value: Order | Confirming): value is Confirming => 'confirming' in value

/**
 * An upstream failure that says nothing of the order: the cart service answered "in progress" (the order is being
 * placed, or its payment is still being decided), or its answer never came (cut at the placement budget, dropped,
 * broken off). Anything else is an answer: placed, waiting for the shopper, or refused.
 */
export function outcomeUnknown(error: unknown): error is UpstreamError {
  if (!(error instanceof UpstreamError)) return false
  if (error.errorId === 'ORDER_IN_PROGRESS') return true
  if (error.errorId === 'TIMEOUT' || error.errorId === 'NETWORK') return true
  // A success whose body broke off or came in a shape nobody sends: the order may well be made.
  return error.status === 502 && (error.errorId === 'BAD_BODY' || error.errorId === 'BAD_SHAPE')
}

/** A hash of a 3-D Secure or redirect result, to know it again without keeping it. */
export async function resultHash(result: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(result)))
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Answers a placement whose outcome is not known yet, keeping it (when given) to ask about again as it was sent.
 */
export async function confirming(
  c: AppContext,
  error: UpstreamError,
  placement: ConfirmingPlacement | null,
): Promise<Confirming> {
  logEvent(c, 'warn', 'order outcome not known yet', {
    operation: error.operation,
    errorId: error.errorId,
  })
  if (placement) await c.var.session.change({ kind: 'order', siteId: c.var.siteId, confirming: placement })
  return { confirming: true, retryAfter: PLACEMENT_RETRY_AFTER_SECONDS }
}

/** The placed order becomes the session's last order, and the basket it came from is forgotten. */
export async function completeOrder(
  c: AppContext,
  order: Order,
  basketId: string | undefined,
  key?: string,
  result?: string,
): Promise<Order> {
  await c.var.session.change({
    kind: 'order',
    siteId: c.var.siteId,
    last: order,
    lastKey: key,
    lastBasketId: basketId,
    lastResult: result,
  })
  if (basketId) await c.var.session.forget(cartSlot(c.var.siteId), basketId)
  // Revenue in minor units: every currency the shop sells in has two decimals.
  trackConversion(c, 'purchase', { revenue: Math.round(order.totals.total * 100) })
  return order
}

/**
 * For a basket the cart service no longer shows: when the session kept a placement of it whose outcome it never
 * learned, asks the cart service again with that placement's key. True when the basket became an order (now the
 * session's last order) or is still being decided: either way it must not be made again from its lines.
 */
export async function orderedMeanwhile(c: AppContext, basketId: string): Promise<boolean> {
  const kept = (await c.var.session.read()).orders?.[c.var.siteId]?.confirming
  if (kept?.basketId !== basketId) return false
  const { key, payment, at: _at, basketId: _basket, ...sent } = kept
  try {
    const order = await c.var.services.commerce.placeOrder(basketId, payment, {
      idempotencyKey: key,
      ...sent,
    })
    if (order.status === 'placed') await completeOrder(c, order, basketId, key)
    else await c.var.session.change({ kind: 'order', siteId: c.var.siteId, pending: order, confirming: null })
    return true
  } catch (error) {
    if (outcomeUnknown(error)) return true
    await c.var.session.change({ kind: 'order', siteId: c.var.siteId, confirming: null })
    return false
  }
}
