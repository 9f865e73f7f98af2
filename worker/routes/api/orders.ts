/**
 * `/api/orders` (decision 040): the signed-in shopper's orders for scripts (`GET /`, `GET /{orderNumber}`), their
 * documents (`GET /{orderNumber}/invoice`, `POST /{orderNumber}/return-label`: PDFs sent as attachments, never
 * stored), and the order forms (`POST /{orderNumber}/cancel`, `POST /{orderNumber}/gift-cards/resend`), each JSON
 * or a plain form that goes back to the order's page with the outcome in `?orders=`. `POST /track` is a guest's
 * lookup by number and email for a script; the order status page answers its own plain form
 * (worker/routes/forms/orders.ts). The consumer service answers only the shopper's own orders: another's is not
 * found, as an unknown one.
 */
import { Hono } from 'hono'
import { z } from 'zod'
import type { OrderDocument } from '../../../shared/order-history'
import { accountOrderPath, orderStatusPath } from '../../../shared/routes'
import {
  cancelOrder,
  orderDetails,
  orderHistory,
  orderInvoice,
  orderNotFound,
  orderReturnLabel,
  resendGiftCards,
  trackOrder,
} from '../../services/order-history'
import type { AppContext, AppEnv } from '../../types'
import { OrderLookupSchema } from '../inputs'
import { toSignIn } from '../sign-in-first'
import { answer, readInput, wholeNumber } from './responder'

export const ordersApi = new Hono<AppEnv>()

/** An order number as a path names it; anything else is no order of anyone's. */
const ORDER_NUMBER = /^[A-Za-z0-9]{1,40}$/

function orderNumberOf(c: AppContext): string {
  const orderNumber = c.req.param('orderNumber') ?? ''
  if (!ORDER_NUMBER.test(orderNumber)) throw orderNotFound()
  return orderNumber
}

/** A document as the browser downloads it: a PDF attachment, the shopper's own, never kept by any cache. */
function pdf(document: OrderDocument): Response {
  return new Response(document.bytes, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${document.fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/** A browser following a link (it asks for a page): a guest is better sent to sign in than shown an error body. */
const wantsPage = (c: AppContext) => (c.req.header('accept') ?? '').includes('text/html')

ordersApi.get('/', async (c) => {
  const page = wholeNumber(1, 10_000).safeParse(c.req.query('page') ?? '1')
  const history = await orderHistory(c, page.success ? page.data : 1)
  return c.json({ history })
})

ordersApi.post('/track', async (c) => {
  const input = await readInput(c, OrderLookupSchema, {
    param: 'orders',
    to: orderStatusPath(c.var.locale.code),
  })
  return c.json({ order: await trackOrder(c, input.data) })
})

ordersApi.get('/:orderNumber', async (c) => {
  const order = await orderDetails(c, orderNumberOf(c))
  if (!order) throw orderNotFound()
  return c.json({ order })
})

ordersApi.get('/:orderNumber/invoice', async (c) => {
  const orderNumber = orderNumberOf(c)
  if (wantsPage(c) && !(await c.var.session.read()).customer)
    return toSignIn(c, accountOrderPath(c.var.locale.code, orderNumber))
  return pdf(await orderInvoice(c, orderNumber))
})

ordersApi.post('/:orderNumber/return-label', async (c) => {
  const orderNumber = orderNumberOf(c)
  await readInput(c, z.object({}), { param: 'orders', to: accountOrderPath(c.var.locale.code, orderNumber) })
  return pdf(await orderReturnLabel(c, orderNumber))
})

ordersApi.post('/:orderNumber/cancel', async (c) => {
  const orderNumber = orderNumberOf(c)
  const input = await readInput(c, z.object({}), {
    param: 'orders',
    to: accountOrderPath(c.var.locale.code, orderNumber),
  })
  const order = await cancelOrder(c, orderNumber)
  return answer(c, input, { order }, { notice: 'cancelled' })
})

ordersApi.post('/:orderNumber/gift-cards/resend', async (c) => {
  const orderNumber = orderNumberOf(c)
  const input = await readInput(c, z.object({}), {
    param: 'orders',
    to: accountOrderPath(c.var.locale.code, orderNumber),
  })
  const sent = await resendGiftCards(c, orderNumber)
  return answer(c, input, { sent }, { notice: 'giftCardsResent' })
})
