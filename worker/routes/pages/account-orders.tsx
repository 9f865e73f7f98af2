/**
 * The account's orders section (decision 040): `/{locale}/account/orders` (the history, `?page=`) and
 * `/{locale}/account/orders/{orderNumber}` (one order; `?cancel=confirm` asks to confirm a cancellation). The order's
 * forms post to its page (worker/routes/forms/orders.ts): their outcomes come back as a word in `?orders=`, their
 * refusals are the order's page again. An order the shopper does not have (another customer's among them) is
 * answered as not found, with their orders and a notice, never with its details.
 */
import { AccountOrderPage } from '../../../client/pages/account-order-page'
import { AccountOrdersPage } from '../../../client/pages/account-orders-page'
import { accountOrderPath } from '../../../shared/routes'
import { optional } from '../../loaders/deferred'
import type { RenderPageOptions } from '../../render/page'
import { inStoreSaleOf, NO_NAMES } from '../../services/associates'
import { phoneCountries } from '../../services/countries'
import { orderDetails, orderHistory } from '../../services/order-history'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { renderAccountPage, signOutActionOf } from './account-page'
import { pageAsked, pastLastPage } from './paging'

/** Outcomes the order forms come back with, and how they read. */
const OUTCOMES = { cancelled: 'orders.cancelled', giftCardsResent: 'orders.resent' } as const

type OrderNotice = { kind: 'success' | 'error'; text: string } | null

/** The notice of `?orders=`: an outcome of the order forms. */
function noticeOf(c: AppContext, value: string | null): OrderNotice {
  return value && Object.hasOwn(OUTCOMES, value)
    ? { kind: 'success', text: c.var.t.t(OUTCOMES[value as keyof typeof OUTCOMES]) }
    : null
}

async function renderHistory(
  c: AppContext,
  page: number,
  notice: OrderNotice,
  status: 200 | 404 = 200,
): Promise<Response> {
  const history = await orderHistory(c, page)
  // Past the last page (an order cancelled elsewhere, an old link): the last page there is.
  const past = history.orders.length === 0 ? pastLastPage(c, history.page, history.pageCount) : null
  if (past) return past
  return renderAccountPage(
    c,
    'orders',
    <AccountOrdersPage history={history} signOutAction={signOutActionOf(c)} notice={notice} />,
    status,
  )
}

/** One order's page: with an outcome or a refusal of its forms, and asking to confirm a cancellation when asked. */
export async function renderOrder(
  c: AppContext,
  orderNumber: string,
  options: { notice: OrderNotice; confirmCancel: boolean },
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const order = /^[A-Za-z0-9]{1,40}$/.test(orderNumber) ? await orderDetails(c, orderNumber) : null
  if (!order) return renderHistory(c, 1, { kind: 'error', text: t.t('orders.notFound') }, 404)
  const path = accountOrderPath(locale.code, order.orderNumber)
  const api = (action: string) =>
    `/api/orders/${encodeURIComponent(order.orderNumber)}/${action}?locale=${locale.code}`
  const countries = await phoneCountries(c)
  const title = t.t('orders.order', { number: order.orderNumber })
  return renderAccountPage(
    c,
    'orders',
    <AccountOrderPage
      order={order}
      sale={
        order.inStoreSalesInfo
          ? await optional(c, 'in-store sale', inStoreSaleOf(c, order.inStoreSalesInfo), NO_NAMES)
          : null
      }
      countries={countries}
      signOutAction={signOutActionOf(c)}
      notice={options.notice}
      confirmCancel={options.confirmCancel}
      links={{
        askCancel: `${path}?cancel=confirm`,
        keep: path,
        cancelAction: path,
        invoice: api('invoice'),
        returnLabelAction: path,
        resendAction: path,
      }}
    />,
    status,
    { title, path },
  )
}

/** The orders section's route (a function declaration, so the area's table may name it before this module runs). */
export async function ordersRoute(
  c: AppContext,
  _shopper: ConsumerProfile,
  rest: readonly string[],
  query: URLSearchParams,
): Promise<Response | null> {
  const [orderNumber, ...more] = rest
  if (orderNumber === undefined) return renderHistory(c, pageAsked(c), noticeOf(c, query.get('orders')))
  if (more.length > 0) return null
  return renderOrder(c, orderNumber, {
    notice: noticeOf(c, query.get('orders')),
    confirmCancel: query.get('cancel') === 'confirm',
  })
}
