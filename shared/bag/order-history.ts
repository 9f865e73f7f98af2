/**
 * A customer's orders after checkout, as the account and the guest's order-status page show them (decision 040):
 * the history's pages, one order's details with its status, timeline, tracking and what the shopper may do, and a
 * guest's view of an order found by its number and email. Also the order-status form's rules, which the page and
 * the worker share. No zod here: pages may import it freely.
 */
import type { CatalogueEntry } from '../error-catalogue'
import type { MessageKey } from '../i18n/i18n'
import { isValidEmail } from '../validation'
import type { Order } from './order'

/** Where an order is: made, being prepared, on its way, delivered; or cancelled before it shipped. */
export const ORDER_STATUSES = ['Created', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The order history's page size. */
export const ORDER_PAGE_SIZE = 10

/** One order in the history: enough to recognise it, and a link to the rest. */
export interface OrderSummary {
  orderNumber: string
  status: OrderStatus
  placedAt: string
  currency: string
  total: number
  itemCount: number
  /** The first few lines, for their pictures. */
  items: { name: string; image: string }[]
  /** A reservation paid in store (decision 086): the store holding it and until when; null or absent for an order. */
  reservation?: { store: string; expiresAt: string } | null
}

export interface OrderHistoryPage {
  orders: OrderSummary[]
  total: number
  /** The page shown, from 1. */
  page: number
  pageCount: number
}

/** A step of the order's timeline: a status it reached, and when. */
export interface OrderStep {
  status: OrderStatus
  at: string
}

/** The parcel on its way: the carrier, its tracking number and what the carrier reported, newest first. */
export interface OrderParcel {
  carrier: string
  trackingNumber: string
  delivered: boolean
  events: { code: 'PickedUp' | 'Delivered'; at: string; location: string | null }[]
}

/** What the shopper may do with an order now. */
export interface OrderActions {
  cancel: boolean
  invoice: boolean
  returnLabel: boolean
  resendGiftCard: boolean
}

/** One order as its details page shows it: the placed order (as the confirmation had it) and its history. */
export interface OrderDetails extends Omit<Order, 'status' | 'action'> {
  status: OrderStatus
  placedAt: string
  timeline: OrderStep[]
  parcels: OrderParcel[]
  /** The order discount as a share of the merchandise (spec 1 §3, `totalDiscountPercentage`). */
  discountPercentage: number
  /** Until when a return label can be had; null before delivery and when nothing can be returned. */
  returnWindowEndsAt: string | null
  actions: OrderActions
}

/** A guest's view of an order found by its number and email: where it is and what is in it. */
export interface TrackedOrder {
  orderNumber: string
  status: OrderStatus
  placedAt: string
  timeline: OrderStep[]
  parcels: OrderParcel[]
  items: { id: string; name: string; qty: number; image: string; size: string | null; digital: boolean }[]
  /** The order belongs to an account: signing in shows all of it, and what can be done with it. */
  accountOrder: boolean
}

/** A document of an order (the invoice, a return label): its file name and bytes. */
export interface OrderDocument {
  fileName: string
  bytes: Uint8Array
}

/** How the shop's order numbers look: two letters and ten digits. */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{10}$/

/** An order number as typed: spaces and dashes out, letters upper case. */
export const normaliseOrderNumber = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase()

export const ORDER_LOOKUP_EMAIL_MAX = 100

export interface OrderLookupInput {
  orderNumber: string
  email: string
}
export type OrderLookupField = keyof OrderLookupInput

/**
 * The order-status form's rules: the number is required and shaped like one, the email required and valid. The
 * input as it is sent: the number normalised, the email trimmed and in lower case.
 */
export function checkOrderLookup(input: OrderLookupInput): {
  input: OrderLookupInput
  problems: Partial<Record<OrderLookupField, MessageKey>>
} {
  const orderNumber = normaliseOrderNumber(input.orderNumber)
  const email = input.email.trim().toLowerCase()
  const problems: Partial<Record<OrderLookupField, MessageKey>> = {}
  if (orderNumber === '') problems.orderNumber = 'orderStatus.error.numberRequired'
  else if (!ORDER_NUMBER_PATTERN.test(orderNumber)) problems.orderNumber = 'orderStatus.error.number'
  if (email === '') problems.email = 'orderStatus.error.emailRequired'
  else if (email.length > ORDER_LOOKUP_EMAIL_MAX || !isValidEmail(email))
    problems.email = 'orderStatus.error.email'
  return { input: { orderNumber, email }, problems }
}

/**
 * How the order calls' refusals read where the shopper meets them (before the general catalogue): a guest's
 * lookup that found nothing, an order that can no longer be cancelled, a return that cannot be made, e-gift card
 * emails that cannot be sent again.
 */
export const ORDER_ERRORS: Readonly<Record<string, CatalogueEntry>> = {
  ORD400: { key: 'orderStatus.error.email', kind: 'invalid', placement: 'field', field: 'email' },
  OHS4004: { key: 'orderStatus.error.notFound', kind: 'unknown', placement: 'top' },
  ORD409: { key: 'orderStatus.error.notFound', kind: 'unknown', placement: 'top' },
  ORD423: { key: 'orders.error.cannotCancel', kind: 'conflict', placement: 'top' },
  RTN500: { key: 'orders.error.returnLabel', kind: 'refused', placement: 'top' },
  GFO405: { key: 'orders.error.noGiftCard', kind: 'refused', placement: 'top' },
  ORD429: { key: 'orders.error.resendLimit', kind: 'throttled', placement: 'top' },
}
