/**
 * The checkout's own shell (decision 081): a calm place to pay, as the best shops make theirs. A focused header (the
 * logo, which leads back to the bag rather than away from the order; "Secure checkout"; help), a slim footer of the
 * legal links, and nothing else: no menu, search, promo bar, pop-ups or benefit bar, so nothing competes with the
 * form and the first field is a few Tab presses from the top. The skip link stays first; the consent banner and
 * in-store mode's banner stay, since the law and the associate still need them. The order confirmation keeps the
 * site's shell: once the order is placed, the shopper may go on shopping.
 */
import type { ReactNode } from 'react'
import type { Link, SiteChrome } from '../../shared/content/content'
import { cartPath, contactUsPath, privacyChoicesPath } from '../../shared/routes'
import { useShop } from '../i18n'
import { AssociateBanner } from './associate-banner'
import { BrandLogo } from './brand-logo'
import { ConsentBanner } from './consent-banner'
import type { ShellSlots } from './layout'

/** A closed padlock, drawn inline; the words beside it say what it means. */
function LockIcon() {
  return (
    <svg className="checkout-header__lock" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path
        d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5A1.5 1.5 0 0 1 13.5 8.5v5A1.5 1.5 0 0 1 12 15H4a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 4 7h.5zm1.5 0h4V5a2 2 0 0 0-4 0v2z"
        fill="currentColor"
      />
    </svg>
  )
}

/** The checkout's banners (consent, in-store mode): this request's own, rendered apart from the shared frame. */
export function checkoutTopSlots(chrome: SiteChrome): ShellSlots<{ banners: ReactNode }> {
  return chrome.consent?.banner || chrome.associate
    ? {
        banners: {
          node: (
            <>
              {chrome.consent?.banner ? <ConsentBanner returnTo={chrome.consent.returnTo} /> : null}
              {chrome.associate ? <AssociateBanner {...chrome.associate} /> : null}
            </>
          ),
        },
      }
    : { banners: { node: null, shared: '' } }
}

/** The checkout's header, the same for every shopper of a brand and locale, with the request's banners above it. */
export function CheckoutLayoutTopFrame({ banners }: { banners: ReactNode }) {
  const { t, brand } = useShop()
  const locale = t.locale.code
  return (
    <>
      <a className="skip-link" href="#main">
        {t.t('site.skipToContent')}
      </a>
      {banners}
      <header className="checkout-header">
        <div className="checkout-header__bar">
          <a
            className="checkout-header__logo"
            href={cartPath(locale)}
            aria-label={t.t('checkoutShell.logoLink', { brand: brand.name })}
          >
            <BrandLogo brand={brand} />
          </a>
          <p className="checkout-header__secure">
            <LockIcon />
            {t.t('checkoutShell.secure')}
          </p>
          <a className="checkout-header__help" href={contactUsPath(locale)}>
            {t.t('checkoutShell.help')}
          </a>
        </div>
      </header>
    </>
  )
}

export function CheckoutLayoutTop({ chrome }: { chrome: SiteChrome }) {
  return <CheckoutLayoutTopFrame banners={checkoutTopSlots(chrome).banners.node} />
}

export interface CheckoutLayoutBottomFrameProps {
  legal: readonly Link[]
  consentVendor: boolean
  year: number
}

export function CheckoutLayoutBottomFrame({ legal, consentVendor, year }: CheckoutLayoutBottomFrameProps) {
  const { t, brand } = useShop()
  return (
    <footer className="checkout-footer">
      <nav aria-label={t.t('checkoutShell.legal')}>
        <ul>
          {legal.map((link) => (
            <li key={link.url}>
              <a href={link.url}>{link.text}</a>
            </li>
          ))}
          <li>
            {consentVendor ? (
              // OneTrust opens its preference centre from any element with this class (decision 060).
              <button type="button" id="ot-sdk-btn" className="ot-sdk-show-settings checkout-footer__consent">
                {t.t('consent.footerLink')}
              </button>
            ) : (
              <a href={privacyChoicesPath(t.locale.code)}>{t.t('consent.footerLink')}</a>
            )}
          </li>
        </ul>
      </nav>
      <p>{t.t('footer.copyright', { year, brand: brand.name })}</p>
    </footer>
  )
}

export function CheckoutLayoutBottom({ chrome }: { chrome: SiteChrome }) {
  return (
    <CheckoutLayoutBottomFrame
      legal={chrome.footer.legal}
      consentVendor={chrome.consent?.vendor ?? false}
      year={new Date().getUTCFullYear()}
    />
  )
}
