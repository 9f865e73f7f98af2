import { contentPath, homePath } from '../../../shared/routes'
import type { AppContext } from '../../types'
import { renderInfoPage } from './info-page'

export function accountRoute(c: AppContext): Promise<Response> {
  const { t, locale } = c.var
  return renderInfoPage(c, {
    pageType: 'account',
    title: t.t('page.account.title'),
    text: t.t('page.account.text'),
    links: [
      { text: t.t('page.contactUs'), url: contentPath(locale.code, 'help/contact-us') },
      { text: t.t('page.continueShopping'), url: homePath(locale.code) },
    ],
  })
}
