/**
 * `POST /__dev/orders/{orderNumber}/advance`: the warehouse's work on an order, done by hand in development and
 * tests (decision 040), behind the mock's access key like `/__faults`. The storefront has no route to it.
 *
 * Without a body the order takes its next step (Created → Processing → Shipped → Delivered). `{ "to": "Delivered" }`
 * takes every step up to that one; `{ "at": "<ISO time>" }` records the steps at that time instead of now (a
 * delivery 40 days ago, whose return window has closed). Shipping gives the parcel its carrier and tracking number.
 * 409 for an order that is cancelled, already there or past it; 404 for an order not placed.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import {
  FULFILMENT_STATUSES,
  type FulfilmentStatus,
  getPlacedOrder,
  moveFulfilment,
} from '../db/order-history'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { carrierFor, nextStatus, trackingNumberFor } from '../orders/fulfilment'
import { scheduleReconciliation } from '../orders/placement'
import { parseStoredOrder } from '../orders/stored-order'

const AdvanceSchema = z.object({
  to: z.enum(['Processing', 'Shipped', 'Delivered']).optional(),
  at: z.iso.datetime({ offset: true }).optional(),
})

export const devOrderRoutes = new Hono<{ Bindings: MockEnv }>()

devOrderRoutes.post('/:orderNumber/advance', async (c) => {
  const raw = (await c.req.text()).trim()
  let input: unknown = {}
  try {
    if (raw !== '') input = JSON.parse(raw)
  } catch {
    return apiError(c, 400, 'API400', 'Advance takes JSON: { to?, at? }')
  }
  const parsed = AdvanceSchema.safeParse(input)
  if (!parsed.success) return apiError(c, 400, 'API400', 'Advance takes { to?, at? }')
  const db = c.env.DB
  const orderNumber = c.req.param('orderNumber')
  const row = await getPlacedOrder(db, orderNumber)
  if (!row) return apiError(c, 404, 'OHS4004', 'Order not found')
  const order = parseStoredOrder(row.body)
  const at = parsed.data.at ? new Date(parsed.data.at).toISOString() : new Date().toISOString()
  const target = parsed.data.to ?? nextStatus(row.fulfilment)
  const rank = (status: FulfilmentStatus) => FULFILMENT_STATUSES.indexOf(status)
  if (!target || row.fulfilment === 'Cancelled' || rank(target) <= rank(row.fulfilment))
    return apiError(
      c,
      409,
      'ORD423',
      `The order is ${row.fulfilment}: it cannot move to ${target ?? 'a next step'}`,
    )
  let status: FulfilmentStatus = row.fulfilment
  for (let next = nextStatus(status); next && rank(next) <= rank(target); next = nextStatus(status)) {
    const carrier = carrierFor(order.shippingAddress?.countryCode ?? order.billingAddress?.countryCode)
    const moved = await moveFulfilment(db, orderNumber, {
      from: [status],
      to: next,
      at,
      ...(next === 'Shipped'
        ? { parcel: { carrier, trackingNumber: trackingNumberFor(carrier, orderNumber) } }
        : {}),
    })
    if (!moved) return apiError(c, 409, 'ORD423', 'The order changed meanwhile')
    status = next
  }
  return c.json({ orderNumber, st: status })
})

/**
 * `POST /__dev/orders/{orderNumber}/reconcile`: has the order's reconciler look at it now rather than when its
 * alarm comes due (decision 064), as a developer watching a lost answer settle would. 202: it is settled in a
 * moment.
 */
devOrderRoutes.post('/:orderNumber/reconcile', async (c) => {
  const orderNumber = c.req.param('orderNumber')
  if (!/^KS\d{10}$/.test(orderNumber)) return apiError(c, 404, 'ORD409', 'Order not found')
  if (!c.env.ORDER_RECONCILER) return apiError(c, 503, 'GEN503', 'No reconciler is bound')
  await scheduleReconciliation(c.env, orderNumber, 0)
  return c.json({ orderNumber, scheduled: true }, 202)
})
