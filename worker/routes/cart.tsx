import { homePath } from '../../shared/routes'
import { logEvent } from '../context'
import { getCartId } from '../session'
import type { AppContext } from '../types'
import { renderInfoPage } from './info-page'

/** The bag page: how many items the shopper's cart holds, read live from the cart service. */
export async function cartRoute(c: AppContext): Promise<Response> {
  const { t, session, locale, siteId } = c.var
  let count = 0
  const basketId = getCartId(session, siteId)
  if (basketId) {
    const cart = await c.var.services.commerce.getCart(basketId).catch((error: unknown) => {
      logEvent(c, 'warn', 'cart unavailable for the bag page', { error: String(error) })
      return null
    })
    count = cart?.totalItems ?? 0
  }
  return renderInfoPage(c, {
    pageType: 'cart',
    title: t.t('page.cart.title'),
    text: count > 0 ? t.plural('page.cart.summary', count) : t.t('page.cart.empty'),
    links: [{ text: t.t('page.continueShopping'), url: homePath(locale.code) }],
  }).then((response) => {
    response.headers.set('cache-control', 'private, no-store')
    return response
  })
}
