/**
 * The consumer client's order calls (decision 040): the signed-in shopper's history, an order's details, its invoice
 * and return label, cancelling it and sending its e-gift card emails again, each with the session's token; and a
 * guest's tracking of an order by its number and email, without one.
 */
import type {
  OrderDetails,
  OrderDocument,
  OrderLookupInput,
  OrderSummary,
  TrackedOrder,
} from '../../../shared/bag/order-history'
import type { ConsumerCalls } from './calls'
import { decodeDocument, reshapeOrderDetails, reshapeOrderSummaries, reshapeTrackedOrder } from './reshape'
import {
  ConsumerOrderSchema,
  OrderDocumentSchema,
  PurchaseHistorySchema,
  ResentGiftCardsSchema,
  TrackedOrderSchema,
} from './schemas'

/** The path of an order call, with the order's number in it. */
const orderPath = (path: string, orderNumber: string) =>
  `/consumers-v3/consumer${path.replace('{orderId}', encodeURIComponent(orderNumber))}`

/** The order calls, for the consumer client to hold among its own; `media` serves order lines' pictures. */
export function createOrderCalls(consumer: ConsumerCalls, media: string) {
  /** An order document call (invoice, return label): the PDF's name and bytes. */
  async function orderDocument(operation: string, path: string, body: unknown): Promise<OrderDocument> {
    const answer = await consumer.needShape({
      operation,
      method: 'POST',
      path,
      body,
      schema: OrderDocumentSchema,
      auth: true,
    })
    return decodeDocument(operation, answer)
  }

  return {
    /** A page of the signed-in shopper's orders, newest first, and how many they have in all. */
    async orderHistory(page: {
      start: number
      count: number
    }): Promise<{ total: number; orders: OrderSummary[] }> {
      const answer = await consumer.needShape({
        operation: 'purchaseHistory',
        method: 'POST',
        path: '/consumers-v3/consumer/purchasehistory',
        body: { start: page.start, count: page.count },
        schema: PurchaseHistorySchema,
        auth: true,
      })
      return reshapeOrderSummaries(answer, media)
    },

    /** One of the signed-in shopper's orders; null for an unknown order and for another customer's (OHS4004). */
    async order(orderNumber: string): Promise<OrderDetails | null> {
      const answer = await consumer.call({
        operation: 'purchase',
        path: orderPath('/purchase/{orderId}', orderNumber),
        schema: ConsumerOrderSchema,
        auth: true,
      })
      return answer ? reshapeOrderDetails(answer, media) : null
    },

    /** The order's invoice, a PDF, with the shop's name on it (OHS4004 for an order not the shopper's). */
    invoice(orderNumber: string, shopName: string): Promise<OrderDocument> {
      return orderDocument('invoiceDownload', '/consumers-v3/consumer/purchase/invoice/download', {
        orderId: orderNumber,
        shopName,
      })
    },

    /**
     * The return label of a delivered order within its return window, a PDF (RTN500 otherwise). The return service
     * takes its requests in an envelope: their type, the organisation (the shop's site) and the fields (ATTR100,
     * ATTR200, ATTR300 for a request without one of them).
     */
    returnLabel(orderNumber: string, shop: { name: string; siteId: string }): Promise<OrderDocument> {
      return orderDocument('returnLabel', orderPath('/return/{orderId}/returnLabel', orderNumber), {
        requestType: 'RETURN_LABEL',
        organization: shop.siteId,
        payload: { shopName: shop.name },
      })
    },

    /** Cancels an order that has not shipped (ORD423 when it can no longer be); the order as it is now. */
    async cancelOrder(orderNumber: string): Promise<OrderDetails> {
      const answer = await consumer.needShape({
        operation: 'cancelOrder',
        method: 'POST',
        path: '/consumers-v3/consumer/CancelOrder',
        query: { orderId: orderNumber },
        body: {},
        schema: ConsumerOrderSchema,
        auth: true,
      })
      return reshapeOrderDetails(answer, media)
    },

    /**
     * Sends the order's e-gift card emails to their recipients again, with a link to the shop; how many were sent
     * (GFO405 without an e-gift card, ORD429 when sent again too often).
     */
    async resendGiftCards(orderNumber: string, shop: { url: string; name: string }): Promise<number> {
      const answer = await consumer.call({
        operation: 'resendGiftCardEmail',
        method: 'POST',
        path: '/consumers-v3/consumer/resendGiftCardEmail',
        body: { orderId: orderNumber, shopUrl: shop.url, shopName: shop.name },
        schema: ResentGiftCardsSchema,
        auth: true,
      })
      return answer?.sent ?? 0
    },

    /**
     * A guest's view of an order by its number and email (no token): ORD400 for an email of the wrong shape,
     * OHS4004 alike for an unknown number and an email that is not the order's.
     */
    async trackOrder(lookup: OrderLookupInput): Promise<TrackedOrder> {
      const answer = await consumer.needShape({
        operation: 'trackOrder',
        method: 'POST',
        path: '/consumers-v3/consumer/TrackOrder',
        body: { orderNumber: lookup.orderNumber, email: lookup.email },
        schema: TrackedOrderSchema,
      })
      return reshapeTrackedOrder(answer, media)
    },
  }
}
