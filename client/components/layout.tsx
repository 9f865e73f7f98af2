import type { ReactNode } from 'react'
import type { SiteChrome } from '../../shared/content'
import { useShop } from '../i18n'
import { Popups } from './popups'
import { PromoBar } from './promo-bar'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export interface LayoutProps {
  chrome: SiteChrome
  pathname: string
  searchQuery?: string
  children: ReactNode
}

/** The shell around every page: skip link, promo bar, header with menu, the page, footer, pop-ups. */
export function Layout({ chrome, pathname, searchQuery, children }: LayoutProps) {
  const { t } = useShop()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.t('site.skipToContent')}
      </a>
      {chrome.promoBar ? <PromoBar promoBar={chrome.promoBar} /> : null}
      <SiteHeader menu={chrome.menu} searchQuery={searchQuery} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter footer={chrome.footer} pathname={pathname} />
      <Popups popups={chrome.popups ?? []} />
    </>
  )
}
