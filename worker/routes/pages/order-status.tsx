/**
 * `/{locale}/order-status`, a shop page among content slugs (decision 008): a guest finds an order by its number and
 * email (decision 040). The form posts to this page's own path; its action (worker/routes/forms/orders.ts) answers
 * with this page again, rendered by `renderOrderStatus` with the order or the refusal (never a redirect: the email
 * stays out of URLs).
 * `?orderNumber=` fills the number in (the confirmation's "Track this order"). Never stored: it may show an order.
 */
import { OrderStatusPage, type OrderStatusPageProps } from '../../../client/pages/order-status-page'
import { normaliseOrderNumber } from '../../../shared/bag/order-history'
import { accountOrderPath, accountSectionPath, orderStatusPath, signInPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { type RenderPageOptions, renderPage } from '../../render/page'
import type { AppContext } from '../../types'

export async function renderOrderStatus(
  c: AppContext,
  props: Omit<OrderStatusPageProps, 'action' | 'signInHref'>,
  status: RenderPageOptions['status'] = 200,
): Promise<Response> {
  const { t, locale } = c.var
  const chrome = await loadChrome(c, undefined, { popups: false })
  // Signing in comes back to the order in the account when it is an account's, else to the orders.
  const returnTo =
    props.order?.accountOrder === true
      ? accountOrderPath(locale.code, props.order.orderNumber)
      : accountSectionPath(locale.code, 'orders')
  return renderPage(c, {
    head: {
      title: t.t('orderStatus.title'),
      description: t.t('orderStatus.intro'),
      canonicalPath: orderStatusPath(locale.code),
      indexable: false,
      pageType: 'other',
    },
    chrome,
    page: (
      <OrderStatusPage
        action={orderStatusPath(locale.code)}
        signInHref={`${signInPath(locale.code)}?${new URLSearchParams({ returnTo })}`}
        {...props}
      />
    ),
    status,
    noStore: true,
  })
}

export function orderStatusRoute(c: AppContext): Promise<Response> {
  const asked = normaliseOrderNumber(new URL(c.req.url).searchParams.get('orderNumber') ?? '').slice(0, 30)
  return renderOrderStatus(c, {
    values: { orderNumber: /^[A-Z0-9]*$/.test(asked) ? asked : '', email: '' },
    errors: {},
    notice: null,
    order: null,
  })
}
