/**
 * The consumer contract's order calls (spec 1 §7, under `/consumers-v3/consumer`; decision 040). All but a guest's
 * tracking act for the signed-in customer (their Registered bearer token) and reach only the customer's own orders:
 * another customer's order answers exactly as an unknown one, 404 OHS4004.
 *
 * - `POST /purchasehistory` `{ start, count }`: a page of the customer's placed orders, newest first, and the total.
 * - `GET /purchase/{orderId}`: the order's details: what the placement answered, its status (`st`), the times of
 *   each move (`timeline`), the parcel with its carrier's events (`shipments`), and what may be done (`actions`).
 * - `POST /purchase/invoice/download` `{ orderId, shopName }`: the invoice, a PDF (base64 in JSON, as documents
 *   travel in this contract).
 * - `POST /return/{orderId}/returnLabel` `{ requestType: "RETURN_LABEL", organization, payload: { shopName } }`:
 *   the return label of a delivered order within its return window, a PDF, made once (asking again answers the
 *   same label); RTN500 otherwise, ATTR100/200/300 for a request without its type, organisation or payload.
 * - `POST /CancelOrder?orderId=`: cancels an order before it ships (ORD423 after, or when it holds an e-gift card,
 *   sent at once), giving back its stock and reward code.
 * - `POST /resendGiftCardEmail` `{ orderId, shopUrl }`: sends the order's e-gift card emails again to their
 *   recipients (the mock's outbox, as the password reset's email, decision 037); GFO405 without an e-gift card,
 *   ORD429 past three resends.
 * - `POST /TrackOrder` `{ orderNumber, email }`: a guest's view of an order (its status, tracking and lines; no
 *   addresses or payment). ORD400 for an email of the wrong shape; OHS4004 alike for an unknown number and for an
 *   email that is not the order's, so the answer never tells which.
 */
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { readJsonBody } from '../body'
import { bearerOf } from '../consumers/tokens'
import { isRegisteredConsumer, normaliseEmail } from '../db/consumers'
import {
  cancelOrder,
  claimReturn,
  countGiftCardResend,
  getPlacedOrder,
  type HistoryRow,
  listCustomerOrders,
  type StockToRelease,
} from '../db/order-history'
import { insertOutboxEmail } from '../db/password-resets'
import type { MockEnv } from '../env'
import { apiError } from '../errors'
import { invoicePdf, returnLabelPdf } from '../orders/documents'
import {
  cancelRefusal,
  detailsAnswer,
  MAX_GIFT_CARD_RESENDS,
  MAX_PAGE_SIZE,
  returnRefusal,
  returnWindowEnd,
  summaryAnswer,
  trackingAnswer,
} from '../orders/fulfilment'
import { readReturnLabelRequest } from '../orders/return-request'
import { isDigital, parseStoredOrder, type StoredOrder } from '../orders/stored-order'

type MockContext = Context<{ Bindings: MockEnv }>

const ORDER_NUMBER = z.string().regex(/^[A-Z]{2}\d{6,12}$/)
const SHOP_NAME = z.string().trim().min(1).max(60).default('Kestrel')
const notFound = (c: MockContext) => apiError(c, 404, 'OHS4004', 'Order not found')

/** The signed-in customer the call acts for, or the refusal: 401 AUT432 for a bad token, 403 AUT498 for a guest. */
async function customerOf(c: MockContext): Promise<{ customerId: string } | { refusal: Response }> {
  const bearer = await bearerOf(c)
  if (bearer.status !== 'valid')
    return { refusal: apiError(c, 401, 'AUT432', 'The token is unknown, expired or revoked') }
  if (bearer.tokenType !== 'Registered')
    return { refusal: apiError(c, 403, 'AUT498', 'A guest has no order history: sign in first') }
  return { customerId: bearer.customerId }
}

/** The customer's own placed order by number, or the refusal (another customer's is not found either). */
async function ownOrder(
  c: MockContext,
  orderId: unknown,
): Promise<{ row: HistoryRow; order: StoredOrder } | { refusal: Response }> {
  const customer = await customerOf(c)
  if ('refusal' in customer) return customer
  const number = ORDER_NUMBER.safeParse(orderId)
  const row = number.success ? await getPlacedOrder(c.env.DB, number.data) : null
  if (!row || row.customer_id !== customer.customerId) return { refusal: notFound(c) }
  return { row, order: parseStoredOrder(row.body) }
}

/** A PDF as this contract sends documents: base64 in JSON, with its file name. */
function documentAnswer(c: MockContext, fileName: string, pdf: Uint8Array) {
  let binary = ''
  for (let start = 0; start < pdf.length; start += 0x8000)
    binary += String.fromCharCode(...pdf.subarray(start, start + 0x8000))
  return c.json({ fileName, contentType: 'application/pdf', content: btoa(binary) })
}

export const orderHistoryRoutes = new Hono<{ Bindings: MockEnv }>().basePath('/api/consumers-v3/consumer')

orderHistoryRoutes.post('/purchasehistory', async (c) => {
  const customer = await customerOf(c)
  if ('refusal' in customer) return customer.refusal
  const body = await readJsonBody(
    c,
    z.object({
      start: z.number().int().min(0).max(100_000).default(0),
      count: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    }),
  )
  if (!body) return apiError(c, 400, 'API400', `start is 0 or more, count 1 to ${MAX_PAGE_SIZE}`)
  const { total, rows } = await listCustomerOrders(c.env.DB, customer.customerId, body)
  return c.json({
    total,
    start: body.start,
    count: body.count,
    orders: rows.map((row) => summaryAnswer(row, parseStoredOrder(row.body))),
  })
})

orderHistoryRoutes.get('/purchase/:orderId', async (c) => {
  const found = await ownOrder(c, c.req.param('orderId'))
  if ('refusal' in found) return found.refusal
  return c.json(detailsAnswer(found.row, found.order, new Date()))
})

orderHistoryRoutes.post('/purchase/invoice/download', async (c) => {
  const body = await readJsonBody(c, z.object({ orderId: z.string().max(40), shopName: SHOP_NAME }))
  if (!body) return apiError(c, 400, 'API400', 'Name the order: { orderId }')
  const found = await ownOrder(c, body.orderId)
  if ('refusal' in found) return found.refusal
  const pdf = invoicePdf(found.row, found.order, { locale: c.req.query('locale'), shopName: body.shopName })
  return documentAnswer(c, `invoice-${found.row.order_number}.pdf`, pdf)
})

orderHistoryRoutes.post('/return/:orderId/returnLabel', async (c) => {
  const body = readReturnLabelRequest(await c.req.json().catch(() => null))
  if ('refusal' in body) return apiError(c, 400, ...body.refusal)
  const found = await ownOrder(c, c.req.param('orderId'))
  if ('refusal' in found) return found.refusal
  const { row, order } = found
  const now = new Date()
  // A label already made is the return's: it is answered again even once the window has closed.
  let returnId = row.return_id
  if (!returnId) {
    const refusal = returnRefusal(row, order, now)
    if (refusal) return apiError(c, 422, 'RTN500', refusal)
    // One return an order, so its authorisation is named after the order.
    const claimed = await claimReturn(
      c.env.DB,
      row.order_number,
      `RA${row.order_number.replace(/\D/g, '')}`,
      now.toISOString(),
    )
    returnId = claimed?.return_id ?? null
  }
  const windowEnds = returnWindowEnd(row, order)
  if (!returnId || !windowEnds) return apiError(c, 422, 'RTN500', 'The return could not be created')
  const pdf = returnLabelPdf(row, order, {
    locale: c.req.query('locale'),
    shopName: body.shopName,
    returnId,
    windowEnds,
  })
  return documentAnswer(c, `return-label-${row.order_number}.pdf`, pdf)
})

/** The stock an order took, to give back: per line, from where it came (takeStock's rules, in reverse). */
function stockOf(order: StoredOrder): StockToRelease {
  const stocked = order.items.filter((item) => !isDigital(item))
  const pickup = (item: StoredOrder['items'][number]) =>
    item.shippingMethod?.code === 'pickup' && item.storeId ? item.storeId : null
  return {
    online: stocked
      .filter((item) => !pickup(item) && item.isCustoms !== true)
      .map((item) => ({ sku: item.productId, qty: item.qty })),
    stores: stocked.flatMap((item) => {
      const storeId = pickup(item)
      return storeId ? [{ storeId, sku: item.productId, qty: item.qty }] : []
    }),
    blanks: stocked
      .filter((item) => item.isCustoms === true)
      .map((item) => ({ sku: item.productId, qty: item.qty })),
  }
}

orderHistoryRoutes.post('/CancelOrder', async (c) => {
  const found = await ownOrder(c, c.req.query('orderId'))
  if ('refusal' in found) return found.refusal
  const { row, order } = found
  const refusal = cancelRefusal(row, order)
  if (refusal) return apiError(c, 409, 'ORD423', refusal)
  const cancelled = await cancelOrder(c.env.DB, row.order_number, {
    id: crypto.randomUUID(),
    now: new Date().toISOString(),
    stock: stockOf(order),
  })
  const now = await getPlacedOrder(c.env.DB, row.order_number)
  if (!now) return notFound(c)
  // Another move won meanwhile: the order shipped, or was cancelled by another call.
  if (!cancelled)
    return apiError(c, 409, 'ORD423', cancelRefusal(now, order) ?? 'This order changed meanwhile')
  return c.json(detailsAnswer(now, order, new Date()))
})

const SUBJECTS: Readonly<Record<string, (from: string, shop: string) => string>> = {
  en: (from, shop) => `${from} sent you a ${shop} e-gift card`,
  de: (from, shop) => `${from} hat dir eine ${shop} E-Geschenkkarte geschickt`,
  fr: (from, shop) => `${from} vous a envoyé une carte cadeau ${shop}`,
  es: (from, shop) => `${from} te ha enviado una tarjeta regalo de ${shop}`,
  it: (from, shop) => `${from} ti ha inviato una carta regalo ${shop}`,
  nl: (from, shop) => `${from} heeft je een ${shop} e-cadeaukaart gestuurd`,
}

orderHistoryRoutes.post('/resendGiftCardEmail', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({
      orderId: z.string().max(40),
      shopUrl: z.url({ protocol: /^https?$/ }).max(500),
      shopName: SHOP_NAME,
    }),
  )
  if (!body) return apiError(c, 400, 'API400', 'Name the order and the shop: { orderId, shopUrl }')
  const found = await ownOrder(c, body.orderId)
  if ('refusal' in found) return found.refusal
  const { row, order } = found
  const cards = order.items.filter((item) => isDigital(item) && item.giftOption?.email)
  if (cards.length === 0 || row.fulfilment === 'Cancelled')
    return apiError(c, 422, 'GFO405', 'This order has no e-gift card to send')
  if (!(await countGiftCardResend(c.env.DB, row.order_number, MAX_GIFT_CARD_RESENDS)))
    return apiError(
      c,
      429,
      'ORD429',
      `The e-gift card emails of an order can be sent again ${MAX_GIFT_CARD_RESENDS} times`,
    )
  const language = (c.req.query('locale') ?? 'en').slice(0, 2).toLowerCase()
  const subject = SUBJECTS[language] ?? (SUBJECTS.en as (from: string, shop: string) => string)
  const from = order.billingAddress?.firstName?.trim() || body.shopName
  const now = Date.now()
  const db = c.env.DB
  await db.batch(
    cards.map((item) =>
      insertOutboxEmail(db, {
        to: normaliseEmail(item.giftOption?.email ?? ''),
        subject: subject(from, body.shopName),
        link: body.shopUrl,
        now,
      }),
    ),
  )
  return c.json({ sent: cards.length }, 202)
})

orderHistoryRoutes.post('/TrackOrder', async (c) => {
  const body = await readJsonBody(
    c,
    z.object({ orderNumber: z.string().max(100), email: z.string().max(254) }),
  )
  if (!body) return apiError(c, 400, 'API400', 'Give the order number and email: { orderNumber, email }')
  if (!z.email().safeParse(body.email.trim()).success)
    return apiError(c, 400, 'ORD400', 'The email address is not valid')
  const number = ORDER_NUMBER.safeParse(body.orderNumber.trim().toUpperCase())
  const row = number.success ? await getPlacedOrder(c.env.DB, number.data) : null
  // The same answer for an unknown number and an email that is not the order's.
  if (!row || row.email === null || row.email !== normaliseEmail(body.email)) return notFound(c)
  const accountOrder = row.customer_id !== null && (await isRegisteredConsumer(c.env.DB, row.customer_id))
  return c.json(trackingAnswer(row, parseStoredOrder(row.body), accountOrder))
})
