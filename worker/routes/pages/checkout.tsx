import { cartPath, homePath } from '../../../shared/routes'
import type { AppContext } from '../../types'
import { renderInfoPage } from './info-page'

export function checkoutRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  return renderInfoPage(c, {
    pageType: 'checkout',
    title: t.t('page.checkout.title'),
    text: t.t('page.checkout.text'),
    links: [
      { text: t.t('page.viewBag'), url: cartPath(locale.code) },
      { text: t.t('page.continueShopping'), url: homePath(locale.code) },
    ],
  })
}
