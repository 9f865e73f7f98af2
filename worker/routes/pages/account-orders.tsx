/**
 * The account's orders section (decision 040): `/{locale}/account/orders` (the history, `?page=`) and
 * `/{locale}/account/orders/{orderNumber}` (one order; `?cancel=confirm` asks to confirm a cancellation). Outcomes
 * of the order forms come back as a word or an error id in `?orders=`. An order the shopper does not have (another
 * customer's among them) is answered as not found, with their orders and a notice, never with its details.
 */
import { AccountOrderPage } from '../../../client/pages/account-order-page'
import { AccountOrdersPage } from '../../../client/pages/account-orders-page'
import { resolveError } from '../../../shared/error-catalogue'
import { ORDER_ERRORS } from '../../../shared/order-history'
import { PHONE_COUNTRIES } from '../../../shared/phone'
import { accountOrderPath } from '../../../shared/routes'
import { orderDetails, orderHistory } from '../../services/order-history'
import type { AppContext } from '../../types'
import type { ConsumerProfile } from '../../upstream/consumers/schemas'
import { renderAccountPage, signOutActionOf } from './account-page'

/** Outcomes the order forms come back with, and how they read. */
const OUTCOMES = { cancelled: 'orders.cancelled', giftCardsResent: 'orders.resent' } as const

/** The notice of `?orders=`: an outcome, or a refusal's id worded as the order calls word it. */
function noticeOf(c: AppContext, value: string | null): { kind: 'success' | 'error'; text: string } | null {
  const { t } = c.var
  if (!value) return null
  if (Object.hasOwn(OUTCOMES, value))
    return { kind: 'success', text: t.t(OUTCOMES[value as keyof typeof OUTCOMES]) }
  if (!/^[A-Z][A-Z0-9_]{2,39}$/.test(value)) return null
  const resolved = resolveError(value, '', 400, ORDER_ERRORS)
  return { kind: 'error', text: t.t(resolved.key ?? 'error.generic') }
}

/** The history's page asked for: a whole number from 1, else the first. */
function pageOf(query: URLSearchParams): number {
  const asked = query.get('page') ?? '1'
  return /^\d{1,4}$/.test(asked) && Number(asked) >= 1 ? Number(asked) : 1
}

async function renderHistory(
  c: AppContext,
  page: number,
  notice: { kind: 'success' | 'error'; text: string } | null,
  status: 200 | 404 = 200,
): Promise<Response> {
  const history = await orderHistory(c, page)
  // Past the last page (an order cancelled elsewhere, an old link): the last page there is.
  if (history.orders.length === 0 && history.page > history.pageCount) {
    const url = new URL(c.req.url)
    url.searchParams.set('page', String(history.pageCount))
    return c.redirect(`${url.pathname}${history.pageCount > 1 ? url.search : ''}`, 303)
  }
  return renderAccountPage(
    c,
    'orders',
    <AccountOrdersPage history={history} signOutAction={signOutActionOf(c)} notice={notice} />,
    status,
  )
}

async function renderOrder(c: AppContext, orderNumber: string, query: URLSearchParams): Promise<Response> {
  const { t, locale } = c.var
  const order = /^[A-Za-z0-9]{1,40}$/.test(orderNumber) ? await orderDetails(c, orderNumber) : null
  if (!order) return renderHistory(c, 1, { kind: 'error', text: t.t('orders.notFound') }, 404)
  const path = accountOrderPath(locale.code, order.orderNumber)
  const api = (action: string) =>
    `/api/orders/${encodeURIComponent(order.orderNumber)}/${action}?locale=${locale.code}`
  const countryNames = Object.fromEntries(
    Object.values(PHONE_COUNTRIES).map((entry) => [entry.code, entry.name]),
  )
  const title = t.t('orders.order', { number: order.orderNumber })
  return renderAccountPage(
    c,
    'orders',
    <AccountOrderPage
      order={order}
      countryNames={countryNames}
      signOutAction={signOutActionOf(c)}
      notice={noticeOf(c, query.get('orders'))}
      confirmCancel={query.get('cancel') === 'confirm'}
      links={{
        askCancel: `${path}?cancel=confirm`,
        keep: path,
        cancelAction: api('cancel'),
        invoice: api('invoice'),
        returnLabelAction: api('return-label'),
        resendAction: api('gift-cards/resend'),
      }}
    />,
    200,
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
  if (orderNumber === undefined) return renderHistory(c, pageOf(query), noticeOf(c, query.get('orders')))
  if (more.length > 0) return null
  return renderOrder(c, orderNumber, query)
}
