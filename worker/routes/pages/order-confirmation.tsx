import { contentPath, homePath } from '../../../shared/routes'
import type { AppContext } from '../../types'
import { renderInfoPage } from './info-page'

export function orderConfirmationRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  return renderInfoPage(c, {
    pageType: 'order-confirmation',
    title: t.t('page.orderConfirmation.title'),
    text: t.t('page.orderConfirmation.text'),
    links: [
      { text: t.t('page.continueShopping'), url: homePath(locale.code) },
      { text: t.t('page.contactUs'), url: contentPath(locale.code, 'help/contact-us') },
    ],
  })
}
