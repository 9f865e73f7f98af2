import type { SiteChrome } from '../../shared/content/content'
import { useShop } from '../i18n'
import { AssociateBanner } from './associate-banner'
import { ConsentBanner } from './consent-banner'
import { LocationPrompt } from './location-prompt'
import { Popups } from './popups'
import { PreviewBar } from './preview-bar'
import { PromoBar } from './promo-bar'
import { SignInStatus } from './sign-in-status'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export interface LayoutProps {
  chrome: SiteChrome
  pathname: string
  searchQuery?: string
}

/**
 * The shell above every page: skip link, the bar saying an editor previews drafts, the consent banner (fixed to the bottom of the viewport, but early in
 * the keyboard's order), in-store mode's banner (when an associate is signed in), promo bar, header with menu. The page itself goes in `<main id="main">`
 * between this and `LayoutBottom`; the worker writes them apart so the page's streamed sections arrive before
 * the footer (worker/render/stream.ts).
 */
export function LayoutTop({ chrome, searchQuery }: Omit<LayoutProps, 'pathname'>) {
  const { t } = useShop()
  return (
    <>
      <a className="skip-link" href="#main">
        {t.t('site.skipToContent')}
      </a>
      {chrome.preview ? <PreviewBar {...chrome.preview} /> : null}
      {chrome.consent?.banner ? <ConsentBanner returnTo={chrome.consent.returnTo} /> : null}
      {chrome.associate ? <AssociateBanner {...chrome.associate} /> : null}
      {chrome.location ? <LocationPrompt {...chrome.location} /> : null}
      {chrome.promoBar ? <PromoBar promoBar={chrome.promoBar} /> : null}
      <SiteHeader
        menu={chrome.menu}
        searchQuery={searchQuery}
        bagCount={chrome.bagCount ?? null}
        signInDialog={chrome.signInDialog ?? null}
        signedInAs={chrome.signedInAs ?? null}
        utility={chrome.utility ?? []}
      />
      {chrome.signInConfirmation ? <SignInStatus confirmation={chrome.signInConfirmation} /> : null}
    </>
  )
}

/** The shell below every page: footer and pop-ups. */
export function LayoutBottom({ chrome, pathname }: Omit<LayoutProps, 'searchQuery'>) {
  return (
    <>
      <SiteFooter
        footer={chrome.footer}
        social={chrome.social ?? []}
        pathname={pathname}
        consentVendor={chrome.consent?.vendor ?? false}
      />
      <Popups popups={chrome.popups ?? []} pathname={pathname} />
    </>
  )
}
