import { OrderConfirmationPage } from '../../../client/pages/order-confirmation-page'
import { accountOrderPath, contentPath, homePath, orderStatusPath, signInPath } from '../../../shared/routes'
import { loadChrome } from '../../loaders/chrome'
import { loadOptionalContent } from '../../loaders/content-query'
import { optional } from '../../loaders/deferred'
import { mayPersonalize } from '../../personalization/service'
import { recordPageView } from '../../personalization/start'
import { privateHead } from '../../render/document'
import { renderPage } from '../../render/page'
import { inStoreSaleOf, NO_NAMES } from '../../services/associates'
import { phoneCountries } from '../../services/countries'
import { lastOrder } from '../../services/order-placement'
import type { AppContext } from '../../types'
import { renderInfoPage } from './info-page'

/**
 * The confirmation of the shopper's last order on this site (kept in their session when it was placed); without
 * one, a page that says where orders are confirmed. Never cached: it is one shopper's.
 */
export async function orderConfirmationRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  const order = await lastOrder(c)
  if (!order)
    return renderInfoPage(c, {
      pageType: 'order-confirmation',
      title: t.t('page.orderConfirmation.title'),
      text: t.t('page.orderConfirmation.text'),
      links: [
        { text: t.t('page.continueShopping'), url: homePath(locale.code) },
        { text: t.t('page.contactUs'), url: contentPath(locale.code, 'help/contact-us') },
      ],
    })
  // The confirmation's own content (the augmented page `order-confirmation`: what happens next) beside the chrome.
  const [chrome, content] = await Promise.all([
    loadChrome(c, undefined, { popups: false }),
    loadOptionalContent(
      c,
      'confirmation content',
      c.var.services.content.getAugmentedPage('order-confirmation'),
    ),
  ])
  // The decision service hears of the purchase once (nothing without targeting consent): a reload of the
  // confirmation is a page view without it.
  const firstView =
    mayPersonalize(c, c.var.visitorId) && (await c.var.session.recordOnce(`purchase:${order.orderNumber}`))
  recordPageView(c, {
    kind: 'other',
    pageType: 'checkout',
    ...(firstView
      ? {
          purchase: {
            id: order.orderNumber,
            lines: order.items
              .filter((line) => line.sku !== null && line.styleCode !== null)
              .map((line) => ({
                sku: line.sku as string,
                productId: line.styleCode as string,
                quantity: line.qty,
                value: line.rowTotal,
              })),
          },
        }
      : {}),
  })
  // Spec 1 §2: after signing in with an order number at hand, the shopper lands on it in the account.
  const inAccount = accountOrderPath(locale.code, order.orderNumber)
  const follow = (await c.var.session.read()).customer
    ? { account: inAccount }
    : {
        track: `${orderStatusPath(locale.code)}?${new URLSearchParams({ orderNumber: order.orderNumber })}`,
        signIn: `${signInPath(locale.code)}?${new URLSearchParams({ returnTo: inAccount })}`,
      }
  // Who sold it, within a section's time: a slow service leaves the names out rather than holding the page.
  const sale = order.inStoreSalesInfo
    ? await optional(c, 'in-store sale', inStoreSaleOf(c, order.inStoreSalesInfo), NO_NAMES)
    : null
  const countries = await phoneCountries(c)
  return renderPage(c, {
    head: privateHead(t.t('confirmation.title'), c.req.path, 'order-confirmation'),
    chrome,
    blockEnvironment: content.blockEnvironment,
    page: (
      <OrderConfirmationPage
        order={order}
        countries={countries}
        follow={follow}
        sale={sale}
        blocks={content.blocks}
      />
    ),
    noStore: true,
  })
}
