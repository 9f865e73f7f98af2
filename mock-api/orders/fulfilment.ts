/**
 * What happens to an order after it is placed, as the order history answers it (decision 040). An order moves
 * Created → Processing → Shipped → Delivered; before it ships it can be Cancelled. The moves are explicit (a
 * warehouse would make them; here the development route `/__dev/orders/{orderNumber}/advance` does), never worked
 * out from the clock, so what a page or a test shows depends only on what happened. An order of e-gift cards alone
 * is delivered as it is placed: its cards go by email at once.
 *
 * From the order and its history this module answers what the shopper may do now (cancel, download the invoice,
 * get a return label, send the e-gift card emails again) and the shapes of the history, the details and a guest's
 * tracking.
 */
import type { FulfilmentStatus, HistoryRow, WarehouseStep } from '../db/order-history'
import { isDigital, isParcelLine, isReturnable, type StoredOrder } from './stored-order'

/** Days after delivery a return label can be had. */
export const RETURN_WINDOW_DAYS = 30
/** How often an order's e-gift card emails can be sent again. */
export const MAX_GIFT_CARD_RESENDS = 3
/** The most orders one page of the history holds. */
export const MAX_PAGE_SIZE = 50

const DAY_MS = 24 * 60 * 60 * 1000

/** The next status of the warehouse's work; null once delivered or cancelled. */
export function nextStatus(status: FulfilmentStatus): WarehouseStep | null {
  if (status === 'Created') return 'Processing'
  if (status === 'Processing') return 'Shipped'
  if (status === 'Shipped') return 'Delivered'
  return null
}

/** The carrier that delivers in a country. */
export function carrierFor(country: string | undefined): string {
  if (country === 'US') return 'UPS'
  if (country === 'CA') return 'Canada Post'
  if (country === 'GB') return 'Royal Mail'
  return 'DHL'
}

/** A tracking number in the carrier's own shape, the same for an order every time. */
export function trackingNumberFor(carrier: string, orderNumber: string): string {
  const digits = orderNumber.replace(/\D/g, '').padStart(10, '0')
  if (carrier === 'UPS') return `1ZKS7${digits}04`
  if (carrier === 'Canada Post') return `70231${digits}8`
  if (carrier === 'Royal Mail') return `KS${digits.slice(1)}GB`
  return `JJD0${digits}49`
}

/** Where parcels leave from, by the order's currency (the warehouse of its market). */
const WAREHOUSE: Readonly<Record<string, string>> = {
  USD: 'Reno, NV',
  CAD: 'Mississauga, ON',
  GBP: 'Northampton',
  EUR: 'Venlo',
}

const hasParcel = (order: StoredOrder) => order.items.some(isParcelLine)

/** The date a delivered order's return window closes; null until it is delivered, or with nothing to return. */
export function returnWindowEnd(row: HistoryRow, order: StoredOrder): string | null {
  if (row.fulfilment !== 'Delivered' || !row.delivered_at) return null
  if (!order.items.some(isReturnable)) return null
  return new Date(Date.parse(row.delivered_at) + RETURN_WINDOW_DAYS * DAY_MS).toISOString()
}

/** Why a return label cannot be had now; null when it can. */
export function returnRefusal(row: HistoryRow, order: StoredOrder, now: Date): string | null {
  if (row.fulfilment === 'Cancelled') return 'A cancelled order has nothing to return'
  if (row.fulfilment !== 'Delivered') return 'An order can be returned once it is delivered'
  const end = returnWindowEnd(row, order)
  if (!end) return 'Nothing in this order can be returned by post'
  if (now.getTime() > Date.parse(end))
    return `The ${RETURN_WINDOW_DAYS}-day return window of this order has closed`
  return null
}

/** Why an order cannot be cancelled now; null when it can. */
export function cancelRefusal(row: HistoryRow, order: StoredOrder): string | null {
  if (row.fulfilment === 'Cancelled') return 'This order is already cancelled'
  if (row.fulfilment !== 'Created' && row.fulfilment !== 'Processing')
    return 'This order has shipped and can no longer be cancelled'
  if (order.items.some(isDigital))
    return 'E-gift cards are sent at once, so an order with one can no longer be cancelled'
  return null
}

/** What the shopper may do with the order now. */
export function actionsOf(row: HistoryRow, order: StoredOrder, now: Date) {
  return {
    cancel: cancelRefusal(row, order) === null,
    invoice: true,
    returnLabel: returnRefusal(row, order, now) === null,
    resendGiftCard:
      row.fulfilment !== 'Cancelled' &&
      order.items.some(isDigital) &&
      row.gift_card_resends < MAX_GIFT_CARD_RESENDS,
  }
}

/** Each status the order reached, with when. */
export function timelineOf(row: HistoryRow) {
  const steps: { st: FulfilmentStatus; at: string | null }[] = [
    { st: 'Created', at: row.placed_at },
    { st: 'Processing', at: row.processing_at },
    { st: 'Shipped', at: row.shipped_at },
    { st: 'Delivered', at: row.delivered_at },
    { st: 'Cancelled', at: row.cancelled_at },
  ]
  return steps.flatMap((step) => (step.at ? [{ st: step.st, at: step.at }] : []))
}

/** The parcel, once shipped: its carrier, tracking number and the carrier's events so far. */
export function shipmentsOf(row: HistoryRow, order: StoredOrder) {
  if (!row.shipped_at || !row.carrier || !row.tracking_number || !hasParcel(order)) return []
  const events = [
    { code: 'PickedUp', at: row.shipped_at, location: WAREHOUSE[order.currency] ?? null },
    ...(row.delivered_at
      ? [{ code: 'Delivered', at: row.delivered_at, location: order.shippingAddress?.city ?? null }]
      : []),
  ]
  return [
    {
      shipmentId: `${row.order_number}-1`,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      status: row.delivered_at ? 'Delivered' : 'InTransit',
      items: order.items.filter(isParcelLine).map((item) => item.id),
      events: events.reverse(),
    },
  ]
}

/** The order without what only the placement needed (the payment's pending data, its flash). */
function orderOf(order: StoredOrder) {
  const { pending: _pending, flash: _flash, ...rest } = order
  return rest
}

/** The order's details as `GET /purchase/{orderId}` answers them. */
export function detailsAnswer(row: HistoryRow, order: StoredOrder, now: Date) {
  const stored = orderOf(order)
  return {
    ...stored,
    orderId: row.order_number,
    st: row.fulfilment,
    placedAt: row.placed_at,
    totals: { ...stored.totals, totalDiscountPercentage: stored.totals.discountPercentage ?? 0 },
    shipments: shipmentsOf(row, order),
    timeline: timelineOf(row),
    returnWindowEndsAt: returnWindowEnd(row, order),
    actions: actionsOf(row, order, now),
    // Sold in a store by an associate (spec 1 §3's buy-in-store session), as the order was placed.
    inStoreSalesInfo: order.inStoreSalesInfo ?? null,
  }
}

/** One order of the history's page. */
export function summaryAnswer(row: HistoryRow, order: StoredOrder) {
  return {
    orderNumber: row.order_number,
    st: row.fulfilment,
    placedAt: row.placed_at,
    currency: order.currency,
    total: order.totals.total,
    itemCount: order.items.reduce((sum, item) => sum + item.qty, 0),
    items: order.items.slice(0, 4).map((item) => ({
      name: item.name,
      productImageURL: item.productImageURL ?? null,
    })),
    // A reservation paid in store (decision 086): where, and until when it is held.
    reservation: order.reservation
      ? {
          storeId: order.reservation.storeId,
          storeName: order.items[0]?.store?.name ?? order.reservation.storeId,
          expiresAt: order.reservation.expiresAt,
        }
      : null,
  }
}

/**
 * A guest's view of an order found by its number and email: where it is, and what is in it; no addresses, no
 * payment. `accountOrder` says it belongs to an account, where signing in shows the rest.
 */
export function trackingAnswer(row: HistoryRow, order: StoredOrder, accountOrder: boolean) {
  return {
    orderNumber: row.order_number,
    st: row.fulfilment,
    placedAt: row.placed_at,
    timeline: timelineOf(row),
    shipments: shipmentsOf(row, order),
    items: order.items.map((item) => ({
      id: item.id,
      name: item.name,
      qty: item.qty,
      productImageURL: item.productImageURL ?? null,
      variants: item.variants ?? [],
      isDigitalProduct: isDigital(item),
    })),
    accountOrder,
  }
}
