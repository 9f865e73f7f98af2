/**
 * `/api/orders` (decision 040): the signed-in shopper's orders for scripts (`GET /`, `GET /{orderNumber}`), their
 * documents (`GET /{orderNumber}/invoice`, `POST /{orderNumber}/return-label`: PDFs sent as attachments, never
 * stored), and the order calls (`POST /{orderNumber}/cancel`, `POST /{orderNumber}/gift-cards/resend`), JSON for a
 * script. `POST /api/order-status` (`orderStatusApi`) is a guest's lookup by number and email for a script, named
 * like its page: beside `/{orderNumber}` it would cost the app its regular-expression router (decision 110). The order pages answer their own
 * plain forms (worker/routes/forms/orders.ts). The consumer service answers only the shopper's own orders: another's is not
 * found, as an unknown one.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { accountOrderPath } from '../../../shared/routes'
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
import { pdf } from '../pdf'
import { toSignIn } from '../sign-in-first'
import { readCall, wholeNumber } from './responder'

export const ordersApi = new Hono<AppEnv>()

export const orderStatusApi = new Hono<AppEnv>().post('/', async (c) =>
  c.json({ order: await trackOrder(c, await readCall(c, OrderLookupSchema)) }),
)

/** An order number as a path names it; anything else is no order of anyone's. */
const ORDER_NUMBER = /^[A-Za-z0-9]{1,40}$/

function orderNumberOf(c: AppContext): string {
  const orderNumber = c.req.param('orderNumber') ?? ''
  if (!ORDER_NUMBER.test(orderNumber)) throw orderNotFound()
  return orderNumber
}

/** A browser following a link (it asks for a page): a guest is better sent to sign in than shown an error body. */
const wantsPage = (c: AppContext) => (c.req.header('accept') ?? '').includes('text/html')

ordersApi.get('/', async (c) => {
  const page = wholeNumber(1, 10_000).safeParse(c.req.query('page') ?? '1')
  const history = await orderHistory(c, page.success ? page.data : 1)
  return c.json({ history })
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
  await readCall(c, z.object({}))
  return pdf(await orderReturnLabel(c, orderNumber))
})

ordersApi.post('/:orderNumber/cancel', async (c) => {
  const orderNumber = orderNumberOf(c)
  await readCall(c, z.object({}))
  return c.json({ order: await cancelOrder(c, orderNumber) })
})

ordersApi.post('/:orderNumber/gift-cards/resend', async (c) => {
  const orderNumber = orderNumberOf(c)
  await readCall(c, z.object({}))
  return c.json({ sent: await resendGiftCards(c, orderNumber) })
})
